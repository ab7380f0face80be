"""The FFI path for users: a handler compiled now from C++ against
jax.ffi.include_dir(), registered with jax.ffi.register_ffi_target and
called through jax.ffi.ffi_call, on XLA:CPU and on Axle."""

import os
import shutil
import subprocess
import textwrap

import jax
import pytest

from harness import AXLE_PLATFORM
from snippets import expect_clean_exit, run_snippet

HERE = os.path.dirname(os.path.abspath(__file__))

USE = """
import ctypes
library = ctypes.cdll.LoadLibrary(os.environ["AXLE_TEST_FFI_LIBRARY"])
jax.ffi.register_ffi_target("axle_test_scale", jax.ffi.pycapsule(library.AxleTestScale),
                            platform="cpu")
x = jnp.arange(6, dtype=jnp.float32).reshape(2, 3)
call = jax.ffi.ffi_call("axle_test_scale", jax.ShapeDtypeStruct(x.shape, x.dtype))
y = jax.jit(lambda x: call(x, factor=np.float32(2.5), offset=np.int64(3)) + 1)(x)
print("result", np.asarray(y).tolist())
"""
EXPECTED = "result [[4.0, 6.5, 9.0], [11.5, 14.0, 16.5]]"


@pytest.fixture(scope="module")
def ffi_library(tmp_path_factory):
    compiler = shutil.which("g++") or shutil.which("c++")
    if compiler is None:
        pytest.skip("no C++ compiler")
    out = str(tmp_path_factory.mktemp("ffi") / "libaxle_test_scale.so")
    subprocess.run([compiler, "-std=c++17", "-O1", "-shared", "-fPIC",
                    "-I", jax.ffi.include_dir(), os.path.join(HERE, "ffi", "scale_handler.cc"),
                    "-o", out], check=True, capture_output=True, text=True, timeout=300)
    return out


@pytest.fixture(scope="module")
def fake_plugin(tmp_path_factory):
    """A library exporting the plugin's registration function only."""
    compiler = shutil.which("g++") or shutil.which("c++")
    if compiler is None:
        pytest.skip("no C++ compiler")
    out = str(tmp_path_factory.mktemp("fake") / "libfake_axle_register.so")
    subprocess.run([compiler, "-std=c++17", "-shared", "-fPIC",
                    os.path.join(HERE, "ffi", "fake_register.cc"), "-o", out],
                   check=True, capture_output=True, text=True, timeout=300)
    return out


def test_registrations_are_passed_to_the_plugin(ffi_library, fake_plugin):
    """axle_jax hands the plugin every registration for "cpu" (queued ones
    too) and "axle", and XLA:CPU still gets its own."""
    out = expect_clean_exit(run_snippet(textwrap.dedent("""
        import ctypes
        from axle_jax import _ffi
        library = ctypes.cdll.LoadLibrary(os.environ["AXLE_TEST_FFI_LIBRARY"])
        capsule = jax.ffi.pycapsule(library.AxleTestScale)
        jax.ffi.register_ffi_target("queued_before", capsule, platform="cpu")
        fake = ctypes.CDLL(os.environ["AXLE_TEST_FAKE_PLUGIN"])
        print("installed", _ffi.install(os.environ["AXLE_TEST_FAKE_PLUGIN"], "axle"))
        jax.ffi.register_ffi_target("axle_test_scale", capsule, platform="cpu")
        jax.ffi.register_ffi_target("for_axle_only", capsule, platform="axle")
        jax.ffi.register_ffi_target("refuse_me", capsule, platform="cpu")
        fake.FakeRegistered.restype = ctypes.c_char_p
        names = [fake.FakeRegistered(i).decode() for i in range(fake.FakeRegisteredCount())]
        print("registered", [n for n in names if not n.startswith(("lapack_", "tridiagonal"))])
        print("jaxlib's own replayed", "lapack_sgetrf_ffi:1:handler" in names)
    """) + USE, platform="cpu", env={"AXLE_TEST_FFI_LIBRARY": ffi_library,
                                    "AXLE_TEST_FAKE_PLUGIN": fake_plugin}))
    assert "installed True" in out
    assert ("registered ['queued_before:1:handler', 'axle_test_scale:1:handler', "
            "'for_axle_only:1:handler']") in out
    assert "jaxlib's own replayed True" in out  # queued at import, named capsules
    assert EXPECTED in out  # XLA:CPU runs the handler it was given too


def test_no_forwarding_without_the_plugin_function(ffi_library):
    """A library without AxleFfiRegisterHandler (the handler library
    itself) changes nothing."""
    out = expect_clean_exit(run_snippet("""
        from axle_jax import _ffi
        print("installed", _ffi.install(os.environ["AXLE_TEST_FFI_LIBRARY"], "axle"),
              _ffi.install(os.environ["AXLE_TEST_FFI_LIBRARY"] + ".missing", "axle"))
    """, platform="cpu", env={"AXLE_TEST_FFI_LIBRARY": ffi_library}))
    assert "installed False False" in out


def test_ffi_call_on_xla_cpu(ffi_library):
    out = expect_clean_exit(run_snippet(USE, platform="cpu",
                                        env={"AXLE_TEST_FFI_LIBRARY": ffi_library}))
    assert EXPECTED in out


@pytest.mark.skipif(AXLE_PLATFORM != "axle", reason="AXLE_TEST_PLATFORM is not axle")
def test_ffi_call_on_axle(ffi_library):
    out = expect_clean_exit(run_snippet(USE, env={"AXLE_TEST_FFI_LIBRARY": ffi_library}))
    assert EXPECTED in out
