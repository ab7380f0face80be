#!/usr/bin/env python3
"""Generates the benchmark's workloads: one HLO module per workload, the
input arrays (.npy, shared between workloads of the same shape) and
manifest.json, which every driver reads (name, kind, parameters, HLO file,
input files).

  gen.py --out DIR [--quick]      modules, inputs and manifest into DIR
  gen.py --hlo-only --out DIR     only the modules (the checked-in copies
                                  in bench/workloads/hlo are made this way)

Every workload is float32. Inputs are uniform in [-1, 1) ("u"), [0, 1) for
sums ("p"), weights scaled by 1/sqrt(fan_in) ("w") and layer-norm scales
around 1 ("g"), so that activations stay O(1) and results can be compared
with a relative tolerance.
"""
import argparse
import json
import os
import zlib


def shape_str(shape):
    return "f32[" + ",".join(str(d) for d in shape) + "]"


class Hlo:
    """One computation's text, built instruction by instruction."""

    def __init__(self):
        self.lines = []
        self.count = 0

    def add(self, shape, rhs, name=None):
        self.count += 1
        name = name or f"v{self.count}"
        type_text = shape if isinstance(shape, str) else shape_str(shape)
        self.lines.append(f"  {name} = {type_text} {rhs}")
        return name

    def text(self, header):
        body = list(self.lines)
        body[-1] = "  ROOT " + body[-1].strip()
        return header + " {\n" + "\n".join(body) + "\n}\n"


REDUCERS = {
    "add": "add_f32 {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n",
    "max": "max_f32 {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT m = f32[] maximum(a, b)\n}\n",
}


def module(name, entry, extra=""):
    text = f"HloModule {name}\n\n"
    for reducer in REDUCERS.values():
        text += reducer + "\n"
    return text + extra + entry.text("ENTRY main")


# --- helpers emitting common patterns ------------------------------------------

def scalar_bcast(h, value, shape):
    c = h.add("f32[]", f"constant({value})")
    return h.add(shape, f"broadcast({c}), dimensions={{}}")


def bcast(h, operand, shape, dims):
    return h.add(shape, f"broadcast({operand}), dimensions={{{','.join(map(str, dims))}}}")


def reduce_last(h, operand, shape, reducer):
    init = h.add("f32[]", "constant(-inf)" if reducer == "max" else "constant(0)")
    rank = len(shape)
    return h.add(shape[:-1], f"reduce({operand}, {init}), dimensions={{{rank - 1}}}, "
                 f"to_apply={reducer}_f32")


def softmax_last(h, x, shape):
    keep = list(range(len(shape) - 1))
    m = reduce_last(h, x, shape, "max")
    d = h.add(shape, f"subtract({x}, {bcast(h, m, shape, keep)})")
    e = h.add(shape, f"exponential({d})")
    s = reduce_last(h, e, shape, "add")
    return h.add(shape, f"divide({e}, {bcast(h, s, shape, keep)})")


def layer_norm_last(h, x, shape, gamma, beta):
    keep = list(range(len(shape) - 1))
    inv_n = 1.0 / shape[-1]
    rows = shape[:-1]
    mean = h.add(rows, f"multiply({reduce_last(h, x, shape, 'add')}, "
                 f"{scalar_bcast(h, inv_n, shape_str(rows))})")
    d = h.add(shape, f"subtract({x}, {bcast(h, mean, shape, keep)})")
    d2 = h.add(shape, f"multiply({d}, {d})")
    var = h.add(rows, f"multiply({reduce_last(h, d2, shape, 'add')}, "
                f"{scalar_bcast(h, inv_n, shape_str(rows))})")
    ve = h.add(rows, f"add({var}, {scalar_bcast(h, 1e-5, shape_str(rows))})")
    r = h.add(rows, f"rsqrt({ve})")
    n = h.add(shape, f"multiply({d}, {bcast(h, r, shape, keep)})")
    last = [len(shape) - 1]
    g = h.add(shape, f"multiply({n}, {bcast(h, gamma, shape, last)})")
    return h.add(shape, f"add({g}, {bcast(h, beta, shape, last)})")


def relu(h, x, shape):
    return h.add(shape, f"maximum({x}, {scalar_bcast(h, 0, shape_str(shape))})")


def matmul(h, a, b, out_shape):
    """a[..., K] x b[K, N]: contracts a's last dimension with b's first."""
    rank = len(out_shape)
    return h.add(out_shape, f"dot({a}, {b}), lhs_contracting_dims={{{rank - 1}}}, "
                 "rhs_contracting_dims={0}")


def dense(h, x, w, b, out_shape):
    y = matmul(h, x, w, out_shape)
    return h.add(out_shape, f"add({y}, {bcast(h, b, out_shape, [len(out_shape) - 1])})")


# --- the workloads --------------------------------------------------------------

class Workloads:
    def __init__(self):
        self.items = []

    def add(self, name, kind, group, params, inputs, text):
        """inputs: list of (shape, dist); the file of each is keyed by shape,
        distribution and position so that workloads of one shape share it."""
        files = []
        for position, (shape, dist) in enumerate(inputs):
            files.append({"shape": list(shape), "dist": dist,
                          "file": f"in_{dist}_{'x'.join(map(str, shape)) or 'scalar'}_{position}.npy"})
        self.items.append({"name": name, "kind": kind, "group": group, "params": params,
                           "hlo": f"{name}.hlo", "inputs": files, "text": text})


def elementwise(w, n):
    for op in ("tanh", "relu"):
        h = Hlo()
        a, b, c = (h.add([n], f"parameter({i})", name) for i, name in enumerate("abc"))
        s = h.add([n], f"add({h.add([n], f'multiply({a}, {b})')}, {c})")
        if op == "tanh":
            h.add([n], f"tanh({s})")
        else:
            relu(h, s, [n])
        w.add(f"ew_{op}", f"ew_{op}", "elementwise", {"n": n}, [([n], "u")] * 3,
              module(f"ew_{op}", h))


def chain(w, r, c):
    """Ten element-wise ops with row, column and scalar broadcasts."""
    shape = [r, c]
    h = Hlo()
    x = h.add(shape, "parameter(0)", "x")
    v = h.add([c], "parameter(1)", "v")
    u = h.add([r], "parameter(2)", "u")
    bv = bcast(h, v, shape, [1])
    t = h.add(shape, f"multiply({x}, {bv})")
    t = h.add(shape, f"add({t}, {bcast(h, u, shape, [0])})")
    t = h.add(shape, f"tanh({t})")
    t = h.add(shape, f"multiply({t}, {scalar_bcast(h, 0.5, shape_str(shape))})")
    t = h.add(shape, f"add({t}, {x})")
    t = h.add(shape, f"negate({t})")
    t = h.add(shape, f"exponential({t})")
    t = h.add(shape, f"subtract({t}, {x})")
    t = relu(h, t, shape)
    h.add(shape, f"multiply({t}, {bv})")
    w.add("chain10", "chain10", "elementwise", {"r": r, "c": c},
          [(shape, "u"), ([c], "u"), ([r], "u")], module("chain10", h))


def reductions(w, n, r, c):
    h = Hlo()
    x = h.add([n], "parameter(0)", "x")
    reduce_last(h, x, [n], "add")
    w.add("reduce_sum", "reduce_sum", "reduction", {"n": n}, [([n], "p")], module("reduce_sum", h))
    for name, dim, out in (("reduce_rows", 1, [r]), ("reduce_cols", 0, [c])):
        h = Hlo()
        x = h.add([r, c], "parameter(0)", "x")
        z = h.add("f32[]", "constant(0)")
        h.add(out, f"reduce({x}, {z}), dimensions={{{dim}}}, to_apply=add_f32")
        w.add(name, name, "reduction", {"r": r, "c": c}, [([r, c], "p")], module(name, h))
    h = Hlo()
    x = h.add([r, c], "parameter(0)", "x")
    h.add([c, r], f"transpose({x}), dimensions={{1,0}}")
    w.add("transpose", "transpose", "reduction", {"r": r, "c": c}, [([r, c], "u")],
          module("transpose", h))


def row_ops(w, r, c):
    h = Hlo()
    softmax_last(h, h.add([r, c], "parameter(0)", "x"), [r, c])
    w.add("softmax", "softmax", "normalisation", {"r": r, "c": c}, [([r, c], "u")],
          module("softmax", h))
    h = Hlo()
    x = h.add([r, c], "parameter(0)", "x")
    g = h.add([c], "parameter(1)", "gamma")
    b = h.add([c], "parameter(2)", "beta")
    layer_norm_last(h, x, [r, c], g, b)
    w.add("layernorm", "layernorm", "normalisation", {"r": r, "c": c},
          [([r, c], "u"), ([c], "g"), ([c], "u")], module("layernorm", h))


def gemms(w, sizes):
    """sizes: (M, N, K); M == 1 is a GEMV on a vector."""
    for m, n, k in sizes:
        name = f"gemm_{m}x{n}x{k}" if not (m == n == k) else f"gemm_{m}"
        if m == 1:
            name = f"gemv_{n}x{k}"
        h = Hlo()
        a_shape = [k] if m == 1 else [m, k]
        a = h.add(a_shape, "parameter(0)", "a")
        b = h.add([k, n], "parameter(1)", "b")
        out = [n] if m == 1 else [m, n]
        h.add(out, f"dot({a}, {b}), lhs_contracting_dims={{{len(a_shape) - 1}}}, "
              "rhs_contracting_dims={0}")
        w.add(name, "gemm", "gemm", {"m": m, "n": n, "k": k},
              [(a_shape, "u"), ([k, n], "u")], module(name, h))


def gemm_bias_relu(w, m, n, k):
    h = Hlo()
    a = h.add([m, k], "parameter(0)", "a")
    b = h.add([k, n], "parameter(1)", "b")
    bias = h.add([n], "parameter(2)", "bias")
    relu(h, dense(h, a, b, bias, [m, n]), [m, n])
    name = f"gemm_bias_relu_{m}x{n}x{k}"
    w.add(name, "gemm_bias_relu", "gemm", {"m": m, "n": n, "k": k},
          [([m, k], "u"), ([k, n], "w"), ([n], "u")], module(name, h))


def convs(w, configs):
    """configs: (batch, hw, cin, cout, ksize); each in NHWC and NCHW."""
    for b, hw, cin, cout, ks in configs:
        pad = ks // 2
        window = f"size={ks}x{ks}" + (f" pad={pad}_{pad}x{pad}_{pad}" if pad else "")
        for layout in ("nhwc", "nchw"):
            if layout == "nhwc":
                x_shape, k_shape, y_shape = [b, hw, hw, cin], [ks, ks, cin, cout], [b, hw, hw, cout]
                labels = "b01f_01io->b01f"
            else:
                x_shape, k_shape, y_shape = [b, cin, hw, hw], [cout, cin, ks, ks], [b, cout, hw, hw]
                labels = "bf01_oi01->bf01"
            h = Hlo()
            x = h.add(x_shape, "parameter(0)", "x")
            k = h.add(k_shape, "parameter(1)", "k")
            h.add(y_shape, f"convolution({x}, {k}), window={{{window}}}, dim_labels={labels}")
            name = f"conv{ks}x{ks}_b{b}_{hw}x{hw}x{cin}to{cout}_{layout}"
            w.add(name, "conv", "conv",
                  {"b": b, "hw": hw, "cin": cin, "cout": cout, "ks": ks, "layout": layout},
                  [(x_shape, "u"), (k_shape, "wh" if layout == "nhwc" else "wo")],
                  module(name, h))


def mlp(w, batch):
    h = Hlo()
    x = h.add([batch, 784], "parameter(0)", "x")
    params = []
    dims = [784, 1024, 1024, 10]
    inputs = [([batch, 784], "u")]
    for layer in range(3):
        wi = h.add([dims[layer], dims[layer + 1]], f"parameter({1 + 2 * layer})", f"w{layer}")
        bi = h.add([dims[layer + 1]], f"parameter({2 + 2 * layer})", f"b{layer}")
        params.append((wi, bi))
        inputs += [([dims[layer], dims[layer + 1]], "w"), ([dims[layer + 1]], "u")]
    t = x
    for layer, (wi, bi) in enumerate(params):
        t = dense(h, t, wi, bi, [batch, dims[layer + 1]])
        if layer < 2:
            t = relu(h, t, [batch, dims[layer + 1]])
    w.add(f"mlp_b{batch}", "mlp", "model", {"batch": batch}, inputs, module(f"mlp_b{batch}", h))


def max_pool_2x2(h, x, shape):
    b, hh, ww, c = shape
    init = h.add("f32[]", "constant(-inf)")
    out = [b, hh // 2, ww // 2, c]
    return h.add(out, f"reduce-window({x}, {init}), window={{size=1x2x2x1 stride=1x2x2x1}}, "
                 "to_apply=max_f32"), out


def cnn(w, batch):
    """conv3x3(1->32)+relu, maxpool 2, conv3x3(32->64)+relu, maxpool 2, dense
    3136->10; NHWC, SAME padding, 28x28x1 inputs."""
    h = Hlo()
    x = h.add([batch, 28, 28, 1], "parameter(0)", "x")
    k1 = h.add([3, 3, 1, 32], "parameter(1)", "k1")
    c1 = h.add([32], "parameter(2)", "c1")
    k2 = h.add([3, 3, 32, 64], "parameter(3)", "k2")
    c2 = h.add([64], "parameter(4)", "c2")
    wd = h.add([3136, 10], "parameter(5)", "wd")
    bd = h.add([10], "parameter(6)", "bd")
    t, shape = x, [batch, 28, 28, 1]
    for k, c, cout in ((k1, c1, 32), (k2, c2, 64)):
        shape = shape[:3] + [cout]
        t = h.add(shape, f"convolution({t}, {k}), window={{size=3x3 pad=1_1x1_1}}, "
                  "dim_labels=b01f_01io->b01f")
        t = h.add(shape, f"add({t}, {bcast(h, c, shape, [3])})")
        t = relu(h, t, shape)
        t, shape = max_pool_2x2(h, t, shape)
    flat = h.add([batch, 3136], f"reshape({t})")
    dense(h, flat, wd, bd, [batch, 10])
    w.add(f"cnn_b{batch}", "cnn", "model", {"batch": batch},
          [([batch, 28, 28, 1], "u"), ([3, 3, 1, 32], "wh"), ([32], "u"), ([3, 3, 32, 64], "wh"),
           ([64], "u"), ([3136, 10], "w"), ([10], "u")], module(f"cnn_b{batch}", h))


def transformer(w, batch, seq=128, d=256, heads=4, ffn=1024):
    """A pre-layer-norm encoder block: x + attention(LN(x)), then
    r + FFN(LN(r)) with ReLU; no biases on the attention projections."""
    dh = d // heads
    bsd = [batch, seq, d]
    h = Hlo()
    names = ["x", "ln1_g", "ln1_b", "wq", "wk", "wv", "wo", "ln2_g", "ln2_b", "w1", "b1", "w2", "b2"]
    shapes = [bsd, [d], [d], [d, d], [d, d], [d, d], [d, d], [d], [d], [d, ffn], [ffn], [ffn, d], [d]]
    dists = ["u", "g", "u", "w", "w", "w", "w", "g", "u", "w", "u", "w", "u"]
    p = {name: h.add(shape, f"parameter({i})", name)
         for i, (name, shape) in enumerate(zip(names, shapes))}
    x = p["x"]
    ln1 = layer_norm_last(h, x, bsd, p["ln1_g"], p["ln1_b"])
    heads_shape = [batch, heads, seq, dh]
    qkv = []
    for proj in ("wq", "wk", "wv"):
        y = matmul(h, ln1, p[proj], bsd)
        y = h.add([batch, seq, heads, dh], f"reshape({y})")
        qkv.append(h.add(heads_shape, f"transpose({y}), dimensions={{0,2,1,3}}"))
    q, k, v = qkv
    scores_shape = [batch, heads, seq, seq]
    s = h.add(scores_shape, f"dot({q}, {k}), lhs_batch_dims={{0,1}}, lhs_contracting_dims={{3}}, "
              "rhs_batch_dims={0,1}, rhs_contracting_dims={3}")
    s = h.add(scores_shape, f"multiply({s}, {scalar_bcast(h, 1.0 / dh ** 0.5, shape_str(scores_shape))})")
    prob = softmax_last(h, s, scores_shape)
    ctx = h.add(heads_shape, f"dot({prob}, {v}), lhs_batch_dims={{0,1}}, lhs_contracting_dims={{3}}, "
                "rhs_batch_dims={0,1}, rhs_contracting_dims={2}")
    ctx = h.add([batch, seq, heads, dh], f"transpose({ctx}), dimensions={{0,2,1,3}}")
    ctx = h.add(bsd, f"reshape({ctx})")
    r = h.add(bsd, f"add({x}, {matmul(h, ctx, p['wo'], bsd)})")
    ln2 = layer_norm_last(h, r, bsd, p["ln2_g"], p["ln2_b"])
    f = relu(h, dense(h, ln2, p["w1"], p["b1"], [batch, seq, ffn]), [batch, seq, ffn])
    f = dense(h, f, p["w2"], p["b2"], bsd)
    h.add(bsd, f"add({r}, {f})")
    w.add(f"transformer_b{batch}", "transformer", "model",
          {"batch": batch, "seq": seq, "d": d, "heads": heads, "ffn": ffn},
          list(zip(shapes, dists)), module(f"transformer_b{batch}", h))


def while_loop(w, trips):
    """x <- x * 0.9999 + 0.0001, `trips` times, on f32[4]."""
    state = "(s32[], f32[4])"
    extra = (
        "cond {\n"
        f"  p = {state} parameter(0)\n"
        "  i = s32[] get-tuple-element(p), index=0\n"
        f"  n = s32[] constant({trips})\n"
        "  ROOT lt = pred[] compare(i, n), direction=LT\n"
        "}\n\n"
        "body {\n"
        f"  p = {state} parameter(0)\n"
        "  i = s32[] get-tuple-element(p), index=0\n"
        "  x = f32[4] get-tuple-element(p), index=1\n"
        "  one = s32[] constant(1)\n"
        "  i1 = s32[] add(i, one)\n"
        "  a = f32[] constant(0.9999)\n"
        "  ba = f32[4] broadcast(a), dimensions={}\n"
        "  c = f32[] constant(0.0001)\n"
        "  bc = f32[4] broadcast(c), dimensions={}\n"
        "  ax = f32[4] multiply(x, ba)\n"
        "  x1 = f32[4] add(ax, bc)\n"
        f"  ROOT t = {state} tuple(i1, x1)\n"
        "}\n\n")
    h = Hlo()
    x = h.add([4], "parameter(0)", "x")
    z = h.add("s32[]", "constant(0)")
    t = h.add(state, f"tuple({z}, {x})")
    loop = h.add(state, f"while({t}), condition=cond, body=body")
    h.add([4], f"get-tuple-element({loop}), index=1")
    w.add("while_10k", "while_loop", "overhead", {"trips": trips}, [([4], "u")],
          module("while_10k", h, extra))


def per_call(w):
    h = Hlo()
    a = h.add([4], "parameter(0)", "a")
    b = h.add([4], "parameter(1)", "b")
    h.add([4], f"add({a}, {b})")
    w.add("add_f32x4", "add4", "overhead", {}, [([4], "u"), ([4], "u")], module("add_f32x4", h))


def all_workloads(quick):
    w = Workloads()
    n = 1 << 20 if quick else 1 << 24
    side = 1024 if quick else 4096
    elementwise(w, n)
    chain(w, side, side)
    reductions(w, n, side, side)
    row_ops(w, 1024 if quick else 4096, 1024)
    sizes = [(64, 64, 64), (256, 256, 256), (1024, 1024, 1024)]
    if not quick:
        sizes.append((2048, 2048, 2048))
    gemms(w, sizes + [(64, 512, 784), (1, 1024, 784)])
    gemm_bias_relu(w, 256, 1024, 1024)
    convs(w, [(1, 56, 64, 64, 3)] + ([] if quick else [(8, 56, 64, 64, 3)]) +
          [(1, 28, 128, 128, 3), (1, 56, 64, 256, 1)])
    for batch in (1, 64):
        mlp(w, batch)
    for batch in (1, 64):
        cnn(w, batch)
    for batch in (1, 8):
        transformer(w, batch)
    while_loop(w, 10000)
    per_call(w)
    return w.items


def make_input(shape, dist, seed):
    import numpy as np
    rng = np.random.default_rng(seed)
    if dist == "p":
        return rng.random(shape, dtype=np.float32)
    x = rng.random(shape, dtype=np.float32) * 2 - 1
    if dist.startswith("w"):
        # Dense [in, out]; kernels HWIO ("wh": fan-in H*W*I) or OIHW ("wo": I*H*W).
        fan_in = {"w": lambda: shape[0], "wh": lambda: shape[0] * shape[1] * shape[2],
                  "wo": lambda: shape[1] * shape[2] * shape[3]}[dist]()
        x *= np.float32(3 ** 0.5 / fan_in ** 0.5)
    elif dist == "g":
        x = 1 + np.float32(0.1) * x
    return x.astype(np.float32)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--hlo-only", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    items = all_workloads(args.quick)
    for item in items:
        with open(os.path.join(args.out, item["hlo"]), "w") as f:
            f.write(item.pop("text"))
    if args.hlo_only:
        return
    import numpy as np
    for item in items:
        for position, spec in enumerate(item["inputs"]):
            path = os.path.join(args.out, spec["file"])
            if not os.path.exists(path):
                seed = zlib.crc32(spec["file"].encode())
                np.save(path + ".tmp.npy", make_input(spec["shape"], spec["dist"], seed))
                os.replace(path + ".tmp.npy", path)
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump({"quick": args.quick, "workloads": items}, f, indent=1)


if __name__ == "__main__":
    main()
