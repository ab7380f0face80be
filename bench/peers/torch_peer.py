#!/usr/bin/env python3
"""PyTorch peers of the benchmark (see common.py): "torch" (eager, under
inference_mode) and "torch.compile" (inductor; the first call's time is
reported as compile_ms) for the kinds in COMPILED_KINDS. Threads:
torch.set_num_threads(--threads). NHWC convolutions run on channels-last
views (no copies), as PyTorch users write them."""
import os
import time

import numpy as np
import torch
import torch.nn.functional as TF

import common

# torch.compile costs seconds per workload on a small machine: the fused
# element-wise and row-wise ops, the GEMM epilogue and the models.
COMPILED_KINDS = {"ew_tanh", "ew_relu", "chain10", "softmax", "layernorm", "gemm_bias_relu",
                  "mlp", "cnn", "transformer"}
# BENCH_QUICK (a smoke test): one fused op and one model.
if os.environ.get("BENCH_QUICK", "0") not in ("", "0"):
    COMPILED_KINDS = {"softmax", "mlp"}


def torch_ops():
    F = common.Ops()
    F.tanh, F.exp, F.relu, F.rsqrt = torch.tanh, torch.exp, torch.relu, torch.rsqrt
    F.sum_last = lambda x: x.sum(dim=-1, keepdim=True)
    F.max_last = lambda x: x.amax(dim=-1, keepdim=True)
    F.sum_axis = lambda x, axis: x.sum(dim=axis)
    F.transpose = lambda x, perm: x.permute(*perm).contiguous()
    F.reshape = lambda x, shape: x.reshape(shape)

    def conv(x, k, layout, pad):
        if layout == "nchw":
            return TF.conv2d(x, k, padding=pad)
        # NHWC data, HWIO kernel: channels-last views of NCHW / OIHW.
        return TF.conv2d(x.permute(0, 3, 1, 2), k.permute(3, 2, 0, 1), padding=pad).permute(0, 2, 3, 1)

    F.conv = conv
    F.max_pool_nhwc = lambda x: TF.max_pool2d(x.permute(0, 3, 1, 2), 2).permute(0, 2, 3, 1)
    F.softmax = lambda x: torch.softmax(x, dim=-1)
    F.layer_norm = lambda x, gamma, beta: TF.layer_norm(x, (x.shape[-1],), gamma, beta, 1e-5)
    return F


def main():
    args = common.parse_args(__doc__.splitlines()[0])
    torch.set_num_threads(args.threads)
    F = torch_ops()

    def to_numpy(value):
        return value.detach().contiguous().numpy()

    def prepare(compiled):
        def make(item, inputs):
            tensors = [torch.from_numpy(x) for x in inputs]
            if item["kind"] == "while_loop":
                if compiled:
                    raise common.Skip("a 10,000-trip Python loop is not a torch.compile graph")
                trips = item["params"]["trips"]

                def loop():
                    with torch.inference_mode():
                        x = tensors[0]
                        for _ in range(trips):
                            x = x * 0.9999 + 0.0001
                        return x
                return loop, {}
            fn = common.function_for(F, item)
            if fn is None:
                raise common.Skip()
            extra = {}
            if compiled:
                if item["kind"] not in COMPILED_KINDS:
                    raise common.Skip("not compiled (COMPILED_KINDS in torch_peer.py)")
                fn = torch.compile(fn, dynamic=False)
                start = time.perf_counter()
                with torch.inference_mode():
                    fn(*tensors)
                extra["compile_ms"] = (time.perf_counter() - start) * 1e3

            def call():
                with torch.inference_mode():
                    return fn(*tensors)
            return call, extra
        return make

    common.run_peer("torch", args, prepare(False), to_numpy)
    common.run_peer("torch.compile", args, prepare(True), to_numpy)


if __name__ == "__main__":
    main()
