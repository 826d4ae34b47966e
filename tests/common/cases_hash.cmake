# <p>/cases-hash: the judge set build/cases/<p>/ and the corpus build/corpus/<p>/ hash to
# problem.txt's cases_sha256 and corpus_sha256: the SHA-256 of `sha256sum`'s lines for the set's
# files sorted by name (the one place the hash is computed).
#   cmake -DBUILD=build -DP=<folder> -DCASES=HASH -DCORPUS=HASH -P tests/common/cases_hash.cmake
cmake_minimum_required(VERSION 3.20)
get_filename_component(BUILD ${BUILD} ABSOLUTE)
set(fail 0)
# One record a set: its fact's prefix, its folder in BUILD, its target, its pinned hash.
set(records cases cases judge_set "${CASES}" corpus corpus corpus "${CORPUS}")
while(records)
  list(POP_FRONT records set dir target want)
  set(target ${P}_${target})
  set(folder ${BUILD}/${dir}/${P})
  if(NOT EXISTS ${folder}.stamp)
    message("FAIL: no ${folder}: build the target ${target}")
    set(fail 1)
    continue()
  endif()
  file(GLOB names RELATIVE ${folder} ${folder}/*)
  list(SORT names)
  set(listing "")
  foreach(name IN LISTS names)
    file(SHA256 ${folder}/${name} h)
    string(APPEND listing "${h}  ${name}\n")
  endforeach()
  string(SHA256 got "${listing}")
  if(got STREQUAL want)
    message("ok: ${set}_sha256 = ${got}")
  else()
    message("FAIL: ${P}/problem.txt says ${set}_sha256 = ${want}, but the data written now hashes "
            "to ${got}. If the change is meant (a new case, another seed), put\n  ${set}_sha256 = "
            "${got}\ninto problem.txt; if not, its generator or its seed changed its draws.")
    set(fail 1)
  endif()
endwhile()
if(fail)
  # cmake_language(EXIT) needs CMake 3.29; FATAL_ERROR exits non-zero on every 3.20+.
  message(FATAL_ERROR "${P}: the generated data differs from its pinned hash")
endif()
