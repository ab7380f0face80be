"""What Axle refuses, it refuses with a Python exception carrying its
message, never a crash: each case runs in its own process under
JAX_PLATFORMS=axle. Also: the process really runs on the plugin."""

import re

import pytest

from harness import AXLE_PLATFORM
from snippets import expect_clean_exit, raised, run_snippet

axle_only = pytest.mark.skipif(AXLE_PLATFORM != "axle",
                               reason="AXLE_TEST_PLATFORM is not axle: Axle's own behaviour")


@axle_only
def test_the_axle_backend_is_the_one_running():
    out = expect_clean_exit(run_snippet("""
        from jax._src import xla_bridge
        print("backends", sorted(xla_bridge.backends()))
        print("default", jax.default_backend())
        print("devices", len(jax.devices()))
        print("sum", float(jax.jit(lambda x: x.sum())(jnp.arange(5.0))))
    """))
    assert "backends ['axle']" in out
    assert "default cpu" in out  # the plugin reports the platform "cpu"
    assert "devices 1" in out
    assert "sum 10.0" in out


@axle_only
@pytest.mark.parametrize("how", ["config", "xla_flags"])
def test_device_count(how):
    code = ("jax.config.update('jax_num_cpu_devices', 3)\n" if how == "config" else "") + \
        "print('devices', len(jax.devices()), sorted(d.id for d in jax.devices()))\n"
    out = expect_clean_exit(run_snippet(code, devices=3 if how == "xla_flags" else None))
    assert "devices 3 [0, 1, 2]" in out


@axle_only
def test_unsupported_custom_call():
    message = raised("""
        f = jax.ffi.ffi_call("axle_test_no_such_target", jax.ShapeDtypeStruct((2,), jnp.float32))
        jax.block_until_ready(jax.jit(lambda x: f(x))(jnp.ones(2)))
    """)
    assert "axle_test_no_such_target" in message


@axle_only
def test_wrong_shaped_argument():
    """Below jit's own check: the executable itself gets a wrong buffer."""
    message = raised("""
        compiled = jax.jit(lambda x: x + 1).lower(jnp.ones(4)).compile()
        executable = compiled._executable.xla_executable
        wrong = jax.device_put(jnp.ones((5,)))
        jax.block_until_ready(executable.execute_sharded([wrong]).consume_with_handlers(
            [lambda xs: xs[0]]))
    """)
    assert re.search(r"shape|argument|parameter|size", message, re.I), message


@axle_only
def test_huge_allocation():
    message = raised("""
        x = jax.jit(lambda: jnp.zeros((1 << 40,), jnp.float32))()
        jax.block_until_ready(x)
    """)
    assert re.search(r"memory|alloc|limit|too large|resource", message, re.I), message


@axle_only
@pytest.mark.parametrize("name,code", [
    ("debug_print", "jax.jit(lambda x: (jax.debug.print('x={x}', x=x), x + 1)[1])(jnp.ones(2))"),
    ("pure_callback", "jax.jit(lambda x: jax.pure_callback(np.sin, "
                      "jax.ShapeDtypeStruct((2,), jnp.float32), x))(jnp.ones(2))"),
    ("io_callback", "from jax.experimental import io_callback\n"
                    "jax.jit(lambda x: io_callback(lambda a: a, "
                    "jax.ShapeDtypeStruct((2,), jnp.float32), x))(jnp.ones(2))"),
])
def test_host_callbacks_are_refused(name, code):
    message = raised(f"jax.block_until_ready({code})" if "\n" not in code else
                     code.rsplit("\n", 1)[0] + "\njax.block_until_ready(" +
                     code.rsplit("\n", 1)[1] + ")")
    assert message.strip(), "an exception with an empty message"


@axle_only
def test_spmd_sharded_jit_is_refused():
    message = raised("""
        from jax.sharding import NamedSharding, PartitionSpec
        mesh = jax.make_mesh((2,), ("x",))
        x = jax.device_put(jnp.arange(8.0), NamedSharding(mesh, PartitionSpec("x")))
        jax.block_until_ready(jax.jit(lambda x: jnp.sin(x) * 2)(x))
    """, devices=2)
    assert message.strip()


def test_reference_runs_the_same_snippets():
    """The snippets themselves are right: on XLA:CPU they run."""
    out = expect_clean_exit(run_snippet("""
        from jax.sharding import NamedSharding, PartitionSpec
        mesh = jax.make_mesh((2,), ("x",))
        x = jax.device_put(jnp.arange(8.0), NamedSharding(mesh, PartitionSpec("x")))
        print("sharded", jax.jit(lambda x: jnp.sin(x) * 2)(x).sum() > -100)
        print("callback", jax.jit(lambda x: jax.pure_callback(
            np.cos, jax.ShapeDtypeStruct((2,), jnp.float32), x))(jnp.zeros(2)))
    """, platform="cpu", devices=2))
    assert "sharded True" in out and "callback [1. 1.]" in out
