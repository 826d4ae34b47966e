# CTest <p>/cases-hash: the hashes of the problem's generated case sets (build/cases/<p>.sha256
# and build/cases-beyond/<p>.sha256, written by `cases write` and `cases write-beyond`: what
# each is, tests/common/cases.hpp) equal problem.txt's cases_sha256 and beyond_sha256, so a
# change in the data shows: a generator's draws, its seed, a case added or lost.
#   cmake -DBUILD=build -DP=<folder> -DCASES=HASH -DBEYOND=HASH -P tests/common/cases_hash.cmake
# Status: used by tests/CMakeLists.txt.
cmake_minimum_required(VERSION 3.20)
set(fail 0)
set(sets cases beyond)
set(dirs cases cases-beyond)
set(targets judge beyond)
set(wants "${CASES}" "${BEYOND}")
foreach(set dir target want IN ZIP_LISTS sets dirs targets wants)
  set(target ${P}_${target}_set)
  set(file ${BUILD}/${dir}/${P}.sha256)
  if(NOT EXISTS ${file})
    message("FAIL: no ${file}: build the target ${target} (its `cases` writes it)")
    set(fail 1)
    continue()
  endif()
  file(STRINGS ${file} got LIMIT_COUNT 1)
  if(got STREQUAL want)
    message("ok: ${set}_sha256 = ${got}")
  else()
    message("FAIL: ${P}/problem.txt says ${set}_sha256 = ${want}, but the data written now hashes "
            "to ${got}. If the change is meant (a new case, another seed), put\n  ${set}_sha256 = "
            "${got}\ninto problem.txt; if not, the generator or its seed changed its draws.")
    set(fail 1)
  endif()
endforeach()
if(fail)
  # cmake_language(EXIT) needs CMake 3.29; FATAL_ERROR exits non-zero on every 3.20+.
  message(FATAL_ERROR "${P}: the generated data differs from its pinned hash")
endif()
