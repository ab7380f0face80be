"""Runtime behaviour compared across platforms: donation, blocking,
printing, transfers, device lists, and pmap over two host devices."""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np

from harness import case, comparison_test

ONE = ("one_device",)
TWO = ("two_devices",)


@case(variants=ONE)
def donation():
    x = jnp.arange(8.0)
    f = jax.jit(lambda x, y: (x * 2 + y, y), donate_argnums=0)
    y, z = f(x, jnp.ones(8))
    result = np.asarray(y)
    again = f(y, z)[0]  # a result donated in turn
    # Whether y (donated in turn) is deleted is the runtime's choice: XLA:CPU
    # keeps a buffer that numpy still views (np.asarray above).
    return {"result": result, "donated_is_deleted": x.is_deleted(), "again": again}


@case(variants=ONE)
def block_until_ready_and_async():
    xs = [jax.jit(lambda a: jnp.sin(a) @ a.T)(jnp.full((16, 16), i, jnp.float32))
          for i in range(4)]
    ready = jax.block_until_ready(xs)
    return {"values": ready, "same_objects": all(a is b for a, b in zip(xs, ready)),
            "method": xs[0].block_until_ready()}


@case(variants=ONE)
def printing():
    # Values that every correct runtime computes exactly (XLA:CPU divides by
    # a constant as a multiplication by its reciprocal, which is not).
    x = jnp.asarray(np.arange(6, dtype=np.float32).reshape(2, 3) / 3) * 2 - 0.25
    return {"str": str(x), "repr": repr(jnp.array([1, 2], jnp.int8)), "scalar": str(x[1, 2]),
            "bool": repr(x > 1), "format": f"{x[0, 1]:.3f}", "tolist": str(x.tolist()),
            "item": float(x[1, 1]), "bfloat16": str(x.astype(jnp.bfloat16))}


@case(variants=ONE)
def transfers_round_trip():
    """Host -> device -> host is exact for every type, zero-size and
    scalar arrays included."""
    rng = np.random.default_rng(0)
    out = {}
    for dtype in [np.bool_, np.int8, np.uint8, np.int16, np.int32, np.uint32, np.float16,
                  ml_dtypes.bfloat16, np.float32, np.complex64]:
        name = np.dtype(dtype).name
        x = (rng.standard_normal((3, 4)) * 10).astype(dtype)
        out[name] = np.asarray(jax.device_put(x))
        out[name + "_identity_jit"] = jax.jit(lambda a: a)(x)
    out["zero_size"] = jax.jit(lambda a: a * 2)(np.zeros((0, 3), np.float32))
    out["scalar"] = jax.jit(lambda a: a + 1)(np.float32(2.5))
    out["transposed_input"] = jax.jit(lambda a: a + 1)(np.arange(12.0, dtype=np.float32)
                                                      .reshape(3, 4).T)
    out["many_outputs"] = jax.jit(lambda a: [a * i for i in range(10)])(np.ones(3, np.float32))
    out["python_tuple_in_out"] = jax.jit(lambda t: (t[1], t[0]))((np.int32(1), np.float32(2)))
    return out


@case(variants=ONE)
def jit_api_and_narrow_types():
    x = jnp.arange(-8.0, 8.0) / 2
    narrow = {name: jax.jit(lambda a, t=getattr(jnp, name): a.astype(t).astype(jnp.float32))(x)
              for name in ("int4", "uint4", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz",
                           "float4_e2m1fn")}
    return {"narrow": narrow,
            "static_argnums": jax.jit(lambda a, n: a * n, static_argnums=1)(x, 3),
            "retraced": [jax.jit(lambda a: a.sum())(jnp.ones(n)) for n in (1, 5, 9)],
            "many_small_programs": [jax.jit(lambda a, i=i: a + i)(x) for i in range(20)][-1],
            "large": jax.jit(lambda a: (a * 2).sum(axis=0))(jnp.ones((1024, 1024))),
            "on_device_size": x.on_device_size_in_bytes(),
            "dlpack": np.from_dlpack(jax.jit(lambda a: a + 1)(x))}


@case(variants=TWO)
def device_to_device():
    devices = jax.devices()
    x = jax.device_put(jnp.arange(6.0), devices[0])
    y = jax.device_put(x, devices[1])
    z = jax.jit(lambda a: a * 3)(y)
    return {"copied": y, "computed_on_second": z, "where": [d.id for d in z.devices()]}


def device_facts():
    devices = jax.devices()
    return {"count": len(devices), "local_count": jax.local_device_count(),
            "ids": [d.id for d in devices], "process_index": jax.process_index(),
            "platform": jax.default_backend(),
            "placed": [str(jax.device_put(jnp.ones(2), d).devices()) == str({d}) for d in devices]}


@case(name="devices_one", variants=ONE)
def _devices_one():
    return device_facts()


@case(name="devices_two", variants=TWO)
def _devices_two():
    return device_facts()


@case(variants=TWO)
def pmap_collectives():
    x = jnp.arange(6.0).reshape(2, 3)
    return {"psum": jax.pmap(lambda x: jax.lax.psum(x, "i"), axis_name="i")(x),
            "pmean": jax.pmap(lambda x: jax.lax.pmean(x * x, "i"), axis_name="i")(x),
            "all_gather": jax.pmap(lambda x: jax.lax.all_gather(x, "i"), axis_name="i")(x),
            "ppermute": jax.pmap(lambda x: jax.lax.ppermute(x, "i", [(0, 1), (1, 0)]),
                                 axis_name="i")(x),
            "axis_index": jax.pmap(lambda x: jax.lax.axis_index("i") + x, axis_name="i")(x),
            "plain": jax.pmap(jnp.sin)(x)}


@case(variants=TWO)
def shard_map_manual():
    """shard_map: each device runs the per-shard program (what pmap is
    built on); collectives across the mesh axis."""
    from jax.sharding import NamedSharding, PartitionSpec as P

    mesh = jax.make_mesh((2,), ("d",))
    x = jax.device_put(jnp.arange(8.0).reshape(4, 2), NamedSharding(mesh, P("d")))
    f = jax.jit(jax.shard_map(lambda a: (jax.lax.psum(a.sum(), "d"), a * 2), mesh=mesh,
                              in_specs=P("d"), out_specs=(P(), P("d"))))
    total, doubled = f(x)
    return {"total": total, "doubled": doubled}


@case(variants=TWO, tol_scale=10)
def pmap_data_parallel_step():
    import models
    params = models.mlp_params([6, 8, 3])
    x, y = models.batch((8, 6), 3, seed=5)
    x, y = x.reshape(2, 4, 6), y.reshape(2, 4)

    def step(params, x, y):
        loss = lambda p: models.cross_entropy(models.mlp(p, x), y)
        value, grads = jax.value_and_grad(loss)(params)
        grads = jax.lax.pmean(grads, "batch")
        return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), value

    replicated = jax.tree_util.tree_map(lambda p: jnp.stack([p, p]), params)
    for _ in range(3):
        replicated, losses = jax.pmap(step, axis_name="batch")(replicated, x, y)
    return {"losses": losses, "params": replicated}


test_case = comparison_test(globals(), {"one_device": {}, "two_devices": {"devices": 2}})
