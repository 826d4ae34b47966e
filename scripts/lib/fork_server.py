# Starts Python once and forks it for each case, so a judge run pays the interpreter's start
# once, not on every case (run.hpp's Runner starts it: INTERPRETER fork_server.py SOURCE).
# Each child is `INTERPRETER SOURCE` as a fresh start makes it: the case on fd 0, a fresh
# __main__ holding SOURCE's code, sys.argv and sys.path[0] of the source, the interpreter's own
# exit (exit status, atexit, flush of unflushed output, threads joined) and a traceback without
# this file's frame. Not as fresh: the hash seed (one per server, not per case), the pid, and
# at exit the finalizers of objects outside __main__ (the modules are not torn down).
# Protocol: case paths, one a line, on fd 3; on fd 4 `ready CPU_US` (this process's CPU: the
# start and the compile a fresh run would pay), then per case `pid PID`, `done STATUS CPU_US`.
# Status: tests/judge_cli.sh (fresh-start checks), repo/languages.
import os
import sys


def serve():  # returns in each forked child only, with its case's path
    answers = os.fdopen(4, "w", buffering=1)
    t = os.times()
    answers.write("ready %d\n" % round((t.user + t.system) * 1e6))
    pending = b""
    while True:
        while b"\n" not in pending:
            more = os.read(3, 4096)  # a child must not inherit unread requests: no buffer
            if not more:
                os._exit(0)
            pending += more
        line, pending = pending.split(b"\n", 1)
        path = os.fsdecode(line)
        pid = os.fork()
        if pid == 0:
            os.setpgid(0, 0)
            os.close(3)
            answers.close()
            return path
        answers.write("pid %d\n" % pid)
        _, status, usage = os.wait4(pid, 0)
        answers.write("done %d %d\n" % (status, round((usage.ru_utime + usage.ru_stime) * 1e6)))


source = sys.argv[1]
try:  # once, before the start's CPU is measured: a fresh start pays it on every case
    with open(source, "rb") as f:
        code = compile(f.read(), source, "exec")
except BaseException:  # a syntax error: each child compiles again, failing as a fresh start
    code = None
case = serve()
fd = os.open(case, os.O_RDONLY)
os.dup2(fd, 0)
os.close(fd)
sys.argv[:] = [source]
sys.path[0] = os.path.dirname(source)
loader = type(__loader__)("__main__", source)  # the SourceFileLoader a fresh start uses
main = type(sys)("__main__")
main.__dict__.update(__file__=source, __cached__=None, __loader__=loader,
                     __builtins__=__builtins__, __annotations__={})
sys.modules["__main__"] = main
def run():  # the solution's exit status, as the interpreter's own exit gives it
    try:
        if code is None:
            with open(source, "rb") as f:
                compile(f.read(), source, "exec")
        exec(code, main.__dict__)
        return 0
    except SystemExit as e:
        if e.code is None or isinstance(e.code, int):
            return e.code or 0
        print(e.code, file=sys.stderr)
        return 1
    except BaseException as e:  # as a fresh start prints it: from the solution's own frame on
        if e.__traceback__ is not None and e.__traceback__.tb_next is not None:
            e.__traceback__ = e.__traceback__.tb_next  # printed from the exception itself
        sys.excepthook(type(e), e, e.__traceback__)
        return 1


status = run()
if sys.implementation.name != "cpython":  # PyPy: its own exit, which tears nothing down
    raise SystemExit(status)
# CPython's exit, without the teardown of every module (30 ms a case): threads joined, atexit
# functions, the solution's objects released (a file it never closed is flushed), standard
# streams flushed (status 120 when that fails, as Python's own).
if "threading" in sys.modules:
    sys.modules["threading"]._shutdown()
if "atexit" in sys.modules:  # else nothing was registered
    sys.modules["atexit"]._run_exitfuncs()
main.__dict__.clear()
for stream in (sys.stdout, sys.stderr):
    try:
        stream.flush()
    except Exception:
        status = 120
os._exit(status & 0xFF)
