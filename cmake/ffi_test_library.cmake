# Binary compatibility of Axle's typed-FFI ABI with XLA's: a handler library
# written against XLA's own header-only ffi.h (shipped in jaxlib's wheel),
# which tests/runtime/ffi_library_test.cc loads and runs on the interpreter
# and cpu, and XLA's c_api.h for the struct-layout test
# (tests/eval/ffi_abi_layout_test.cc). Both tests skip when the headers are
# not found (no jaxlib in /tmp/jaxenv or a virtual environment in the tree).
file(GLOB AXLE_XLA_FFI_HINTS
     /tmp/jaxenv/lib/python3*/site-packages/jaxlib/include
     ${CMAKE_CURRENT_SOURCE_DIR}/*venv*/lib/python3*/site-packages/jaxlib/include
     ${CMAKE_CURRENT_SOURCE_DIR}/build/*venv*/lib/python3*/site-packages/jaxlib/include)
find_path(AXLE_XLA_FFI_INCLUDE_DIR xla/ffi/api/ffi.h HINTS ${AXLE_XLA_FFI_HINTS} NO_DEFAULT_PATH)
if(AXLE_XLA_FFI_INCLUDE_DIR)
  add_library(axle_test_xla_ffi_library SHARED tests/ffi_test_library/xla_ffi_targets.cc)
  target_include_directories(axle_test_xla_ffi_library SYSTEM PRIVATE ${AXLE_XLA_FFI_INCLUDE_DIR})
  if(TARGET axle_runtime_tests)
    add_dependencies(axle_runtime_tests axle_test_xla_ffi_library)
    target_compile_definitions(axle_runtime_tests PRIVATE
      AXLE_TEST_XLA_FFI_LIBRARY="$<TARGET_FILE:axle_test_xla_ffi_library>")
  endif()
  if(TARGET axle_eval_tests)
    target_include_directories(axle_eval_tests SYSTEM PRIVATE ${AXLE_XLA_FFI_INCLUDE_DIR})
    target_compile_definitions(axle_eval_tests PRIVATE AXLE_HAVE_XLA_FFI_HEADERS=1)
  endif()
endif()
