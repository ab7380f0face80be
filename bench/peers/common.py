"""What the Python peers share: the command line, the timing (the same as
bench/timing.h), the result samples (the same as bench/npy.h), and every
workload written once against a small table of array operations (`Ops`),
which numpy_peer.py, torch_peer.py and jax_peer.py fill in.

A peer script prints one JSON object per workload: median_us/min_us, or
"skipped" (the peer has no equivalent) or "error"."""
import argparse
import json
import math
import os
import sys
import time
import traceback

import numpy as np

SAMPLE_ELEMENTS = 262144


class Skip(Exception):
    """The peer has no equivalent for this workload."""


def parse_args(description):
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--manifest", required=True)
    parser.add_argument("--out", required=True, help="folder for the result samples")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--reps", type=int, default=15)
    parser.add_argument("--min-seconds", type=float, default=0.3)
    parser.add_argument("--workloads", default="", help="comma-separated names (default: all)")
    return parser.parse_args()


def workloads(args):
    with open(args.manifest) as f:
        manifest = json.load(f)
    wanted = set(filter(None, args.workloads.split(",")))
    folder = os.path.dirname(os.path.abspath(args.manifest))
    for item in manifest["workloads"]:
        if wanted and item["name"] not in wanted:
            continue
        inputs = [np.load(os.path.join(folder, spec["file"])) for spec in item["inputs"]]
        yield item, inputs


def measure(call, reps, min_seconds):
    for _ in range(2):
        call()
    start = time.perf_counter()
    call()
    one = max(time.perf_counter() - start, 1e-9)
    batch = max(1, int(200e-6 / one))
    per_call = []
    begin = time.perf_counter()
    while len(per_call) < reps or (time.perf_counter() - begin < min_seconds and len(per_call) < 1000):
        t0 = time.perf_counter()
        for _ in range(batch):
            call()
        per_call.append((time.perf_counter() - t0) / batch * 1e6)
    per_call.sort()
    return {"median_us": per_call[len(per_call) // 2], "min_us": per_call[0],
            "samples": len(per_call), "batch": batch}


def save_sample(path, value):
    flat = np.asarray(value, dtype=np.float32).reshape(-1)
    stride = max(1, -(-flat.size // SAMPLE_ELEMENTS))
    np.save(path, np.ascontiguousarray(flat[::stride]))


def emit(record):
    print(json.dumps(record), flush=True)


def run_peer(peer, args, prepare, to_numpy):
    """prepare(item, inputs) -> (call, extra): `call()` computes the
    workload (synchronously) and returns its result; `extra` is a dict added
    to the record (e.g. compile_ms). Raises Skip when there is no equivalent."""
    for item, inputs in workloads(args):
        name = item["name"]
        record = {"peer": peer, "workload": name}
        try:
            call, extra = prepare(item, inputs)
            sample = os.path.join(args.out, f"{name}.{peer}.npy")
            save_sample(sample, to_numpy(call()))
            record.update(measure(call, args.reps, args.min_seconds))
            record.update(extra)
            record["output"] = sample
        except Skip as reason:
            record["skipped"] = str(reason) or "no equivalent"
        except Exception as error:  # report, and go on with the next workload
            record["error"] = f"{type(error).__name__}: {error}"[:500]
            traceback.print_exc(file=sys.stderr)
        emit(record)


# --- the workloads, written once --------------------------------------------------

class Ops:
    """Array operations a workload uses; each peer fills them in."""
    tanh = exp = relu = rsqrt = None
    sum_last = max_last = None      # reduce over the last axis, keeping it
    sum_axis = None                 # sum_axis(x, axis) without keepdims
    transpose = None                # transpose(x, perm), materialised
    reshape = None
    conv = None                     # conv(x, kernel, layout, pad): NHWC/HWIO or NCHW/OIHW
    max_pool_nhwc = None            # 2x2, stride 2
    # The library's own softmax / layer norm over the last axis, where it has
    # one (what its users call); None: composed from the ops above.
    softmax = None
    layer_norm = None               # layer_norm(x, gamma, beta), epsilon 1e-5


def softmax_last(F, x):
    if F.softmax is not None:
        return F.softmax(x)
    e = F.exp(x - F.max_last(x))
    return e / F.sum_last(e)


def layer_norm_last(F, x, gamma, beta):
    if F.layer_norm is not None:
        return F.layer_norm(x, gamma, beta)
    n = x.shape[-1]
    mean = F.sum_last(x) * (1.0 / n)
    d = x - mean
    var = F.sum_last(d * d) * (1.0 / n)
    return d * F.rsqrt(var + 1e-5) * gamma + beta


def chain10(F, x, v, u):
    t = F.tanh(x * v + F.reshape(u, (-1, 1))) * 0.5 + x
    t = F.exp(-t) - x
    return F.relu(t) * v


def mlp(F, x, w0, b0, w1, b1, w2, b2):
    h = F.relu(x @ w0 + b0)
    h = F.relu(h @ w1 + b1)
    return h @ w2 + b2


def cnn(F, x, k1, c1, k2, c2, wd, bd):
    t = F.max_pool_nhwc(F.relu(F.conv(x, k1, "nhwc", 1) + c1))
    t = F.max_pool_nhwc(F.relu(F.conv(t, k2, "nhwc", 1) + c2))
    return F.reshape(t, (t.shape[0], -1)) @ wd + bd


def transformer(F, params, x, ln1_g, ln1_b, wq, wk, wv, wo, ln2_g, ln2_b, w1, b1, w2, b2):
    b, s, d = x.shape
    heads = params["heads"]
    dh = d // heads
    h = layer_norm_last(F, x, ln1_g, ln1_b)

    def split(y):
        return F.transpose(F.reshape(y, (b, s, heads, dh)), (0, 2, 1, 3))

    q, k, v = split(h @ wq), split(h @ wk), split(h @ wv)
    p = softmax_last(F, (q @ F.transpose(k, (0, 1, 3, 2))) * (1.0 / math.sqrt(dh)))
    ctx = F.reshape(F.transpose(p @ v, (0, 2, 1, 3)), (b, s, d))
    r = x + ctx @ wo
    f = F.relu(layer_norm_last(F, r, ln2_g, ln2_b) @ w1 + b1) @ w2 + b2
    return r + f


def function_for(F, item):
    """The workload as a function of its inputs (array ops only: jit-able);
    None for the while loop, which each peer writes its own way."""
    kind, params = item["kind"], item["params"]
    table = {
        "ew_tanh": lambda a, b, c: F.tanh(a * b + c),
        "ew_relu": lambda a, b, c: F.relu(a * b + c),
        "chain10": lambda x, v, u: chain10(F, x, v, u),
        "reduce_sum": lambda x: F.sum_axis(x, 0),
        "reduce_rows": lambda x: F.sum_axis(x, 1),
        "reduce_cols": lambda x: F.sum_axis(x, 0),
        "transpose": lambda x: F.transpose(x, (1, 0)),
        "softmax": lambda x: softmax_last(F, x),
        "layernorm": lambda x, g, b: layer_norm_last(F, x, g, b),
        "gemm": lambda a, b: a @ b,
        "gemm_bias_relu": lambda a, b, bias: F.relu(a @ b + bias),
        "conv": lambda x, k: F.conv(x, k, params.get("layout"), params.get("ks", 1) // 2),
        "mlp": lambda *p: mlp(F, *p),
        "cnn": lambda *p: cnn(F, *p),
        "transformer": lambda *p: transformer(F, params, *p),
        "add4": lambda a, b: a + b,
    }
    return table.get(kind)
