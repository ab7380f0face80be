# libpjrt_axle.so: the PJRT C API plugin through which JAX runs on Axle's
# cpu backend (axle/pjrt/). It holds every layer's objects (it is loaded
# alone, by dlopen from Python) and exports only GetPjrtApi. XLA's C API
# header is fetched at configure time (scripts/fetch_pjrt_c_api.sh); without
# it (no network, no cache) the plugin is skipped with a warning.
set(AXLE_PJRT_C_API_DIR "${CMAKE_CURRENT_BINARY_DIR}/pjrt-c-api" CACHE PATH
    "Where pjrt_c_api.h is (fetched there when missing)")
if(NOT EXISTS "${AXLE_PJRT_C_API_DIR}/pjrt_c_api.h")
  execute_process(
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/fetch_pjrt_c_api.sh ${AXLE_PJRT_C_API_DIR}
    RESULT_VARIABLE fetch_result)
endif()
if(NOT EXISTS "${AXLE_PJRT_C_API_DIR}/pjrt_c_api.h")
  message(WARNING "pjrt_c_api.h could not be fetched: the PJRT plugin (pjrt_axle) is not built")
  return()
endif()

file(GLOB pjrt_sources CONFIGURE_DEPENDS axle/pjrt/*.cc)
add_library(pjrt_axle SHARED ${pjrt_sources} ${AXLE_LAYER_OBJECTS_SO_FAR})
target_include_directories(pjrt_axle PRIVATE ${CMAKE_CURRENT_SOURCE_DIR} ${AXLE_PJRT_C_API_DIR})
target_compile_definitions(pjrt_axle PRIVATE AXLE_VERSION_STRING="${PROJECT_VERSION}")
target_link_libraries(pjrt_axle PRIVATE ${AXLE_ABSL_LIBS} Eigen3::Eigen ${AXLE_LAYER_LIBS_SO_FAR})
set_target_properties(pjrt_axle PROPERTIES CXX_VISIBILITY_PRESET hidden PREFIX "lib"
                      OUTPUT_NAME pjrt_axle)
# Only GetPjrtApi is exported; absl, LLVM and Axle stay private to the
# plugin, so they cannot clash with the copies jaxlib loads.
target_link_options(pjrt_axle PRIVATE
  "LINKER:--version-script=${CMAKE_CURRENT_SOURCE_DIR}/axle/pjrt/exports.map"
  "LINKER:--no-undefined")

# The plugin's C++ tests: the API table contract and a compile-and-run
# through the C API, as JAX drives it.
file(GLOB pjrt_tests CONFIGURE_DEPENDS tests/pjrt/*_test.cc)
if(pjrt_tests)
  add_executable(axle_pjrt_tests ${pjrt_tests})
  target_include_directories(axle_pjrt_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}
                             ${AXLE_PJRT_C_API_DIR})
  target_link_libraries(axle_pjrt_tests PRIVATE ${AXLE_ABSL_LIBS} GTest::gtest GTest::gtest_main
                        ${CMAKE_DL_LIBS})
  add_dependencies(axle_pjrt_tests pjrt_axle)
  target_compile_definitions(axle_pjrt_tests PRIVATE
    AXLE_PJRT_PLUGIN="$<TARGET_FILE:pjrt_axle>" AXLE_SOURCE_DIR="${CMAKE_CURRENT_SOURCE_DIR}")
  gtest_discover_tests(axle_pjrt_tests DISCOVERY_TIMEOUT 120)
endif()
