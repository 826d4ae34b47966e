# <p>/cases-hash: build/cases{,-beyond}/<p>.sha256 equal problem.txt's cases_sha256, beyond_sha256.
#   cmake -DBUILD=build -DP=<folder> -DCASES=HASH -DBEYOND=HASH -P tests/common/cases_hash.cmake
cmake_minimum_required(VERSION 3.20)
set(fail 0)
# One record a set: its fact's prefix, its folder in BUILD, its target, its pinned hash.
set(records cases cases judge "${CASES}" beyond cases-beyond beyond "${BEYOND}")
while(records)
  list(POP_FRONT records set dir target want)
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
endwhile()
if(fail)
  # cmake_language(EXIT) needs CMake 3.29; FATAL_ERROR exits non-zero on every 3.20+.
  message(FATAL_ERROR "${P}: the generated data differs from its pinned hash")
endif()
