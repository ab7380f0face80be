# axle_add_aot_library(TARGET MODULE.hlo CPP_CLASS ns::Name
#                      [ENTRY_POINT symbol] [TARGET_TRIPLE triple]
#                      [TARGET_CPU cpu] [TARGET_FEATURES features])
#
# Compiles the HLO module ahead of time at build time (`axle compile`) into a
# static library TARGET holding the object file; linking TARGET also makes
# its generated header available as "TARGET.h" (class ns::Name) and links
# libaxle_aot_runtime.a, of which the program keeps only what the code calls.
# Installed with Axle's CMake package: find_package(axle) provides it.
get_filename_component(_axle_aot_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT AXLE_EXECUTABLE)
  set(AXLE_EXECUTABLE "${_axle_aot_prefix}/bin/axle")
endif()
set(AXLE_AOT_INCLUDE_DIR "${_axle_aot_prefix}/include")

function(axle_add_aot_library target module)
  cmake_parse_arguments(PARSE_ARGV 2 AOT ""
                        "CPP_CLASS;ENTRY_POINT;TARGET_TRIPLE;TARGET_CPU;TARGET_FEATURES" "")
  if(NOT AOT_CPP_CLASS)
    message(FATAL_ERROR "axle_add_aot_library(${target}): CPP_CLASS ns::Name is required")
  endif()
  if(AOT_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "axle_add_aot_library(${target}): unknown arguments ${AOT_UNPARSED_ARGUMENTS}")
  endif()
  get_filename_component(module "${module}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/axle_aot/${target}")
  set(prefix "${dir}/${target}")
  set(flags "--cpp_class=${AOT_CPP_CLASS}")
  foreach(option IN ITEMS ENTRY_POINT TARGET_TRIPLE TARGET_CPU TARGET_FEATURES)
    if(AOT_${option})
      string(TOLOWER "${option}" flag)
      list(APPEND flags "--${flag}=${AOT_${option}}")
    endif()
  endforeach()
  add_custom_command(
    OUTPUT "${prefix}.o" "${prefix}.h"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
    COMMAND "${AXLE_EXECUTABLE}" compile "${module}" ${flags} -o "${prefix}"
    DEPENDS "${module}" "${AXLE_EXECUTABLE}"
    COMMENT "axle compile ${module} (${AOT_CPP_CLASS})"
    VERBATIM)
  set_source_files_properties("${prefix}.o" PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_library(${target} STATIC "${prefix}.o" "${prefix}.h")
  set_target_properties(${target} PROPERTIES LINKER_LANGUAGE CXX)
  target_include_directories(${target} INTERFACE "${dir}" "${AXLE_AOT_INCLUDE_DIR}")
  if(TARGET axle::axle_aot_runtime)
    target_link_libraries(${target} INTERFACE axle::axle_aot_runtime)
  endif()
  find_package(Threads REQUIRED)
  target_link_libraries(${target} INTERFACE Threads::Threads)
endfunction()
