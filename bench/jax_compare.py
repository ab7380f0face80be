"""JAX on Axle against JAX on XLA:CPU (issue 25), called by run.py: the
same JAX programs (peers/jax_programs.py: MLP, CNN and transformer forward
and training steps, an LSTM over lax.scan, a fori_loop with a small body,
the per-call cost of jit(x + 1) on 4 floats) in two processes of the same
interpreter, JAX_PLATFORMS=axle and JAX_PLATFORMS=cpu, with the threads
and rounds of the rest of the benchmark. Axle's side loads the bench
build's libpjrt_axle.so (AXLE_PJRT_LIBRARY)."""
import json
import os
import subprocess

import numpy as np

BENCH = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(BENCH, "peers", "jax_programs.py")
PEERS = ("jax-axle", "jax-xla")


def run(build_dir, python, threads_list, quick, rounds, reps, min_seconds, thread_env, pin,
        run_driver, combine_rounds, samples, only=()):
    """Returns (records, report lines). The helpers are run.py's own, so the
    two comparisons measure alike."""
    library = os.path.abspath(os.path.join(build_dir, "libpjrt_axle.so"))
    if python is None or not os.path.exists(library):
        why = "no JAX installed" if python is None else f"{library} not built"
        return ([{"peer": "jax-axle", "missing": why}], [f"JAX on Axle: not measured ({why})"])
    records = []
    for threads in threads_list:
        out = os.path.join(samples, f"t{threads}")
        os.makedirs(out, exist_ok=True)
        env = thread_env(threads)
        env["AXLE_PJRT_LIBRARY"] = library
        round_reps, round_seconds = max(3, -(-reps // rounds)), min_seconds / rounds
        per_round = []
        for _ in range(rounds):
            round_records = []
            for platform, peer in (("axle", "jax-axle"), ("cpu", "jax-xla")):
                command = pin(threads) + [python, SCRIPT, "--platform", platform, "--out", out,
                                          "--threads", str(threads), "--reps", str(round_reps),
                                          "--min-seconds", str(round_seconds)]
                if only:
                    command += ["--workloads", ",".join(only)]
                run_driver(peer, command + (["--quick"] if quick else []), env, round_records,
                           threads)
            per_round.append(round_records)
        records.extend(combine_rounds(per_round))
    check(records)
    return records + ratios(records), report(records, threads_list)


def check(records):
    """Axle's first output must match XLA:CPU's (normalised max error)."""
    index = {(r["workload"], r["peer"], r["threads"]): r for r in records}
    for r in records:
        if r["peer"] != "jax-axle" or "output" not in r:
            continue
        ref = index.get((r["workload"], "jax-xla", r["threads"]))
        try:
            a, b = np.load(r["output"]).astype(np.float64), np.load(ref["output"]).astype(np.float64)
            error = float(np.max(np.abs(a - b)) / max(float(np.max(np.abs(b))), 1e-6))
        except Exception:
            error = float("inf")
        r["max_error"] = error if np.isfinite(error) else None
        r["status"] = "ok" if error <= 2e-3 else "mismatch"


def ratios(records):
    index = {(r["workload"], r["peer"], r["threads"]): r for r in records}
    out = []
    for (name, peer, threads), r in sorted(index.items()):
        xla = index.get((name, "jax-xla", threads))
        if peer != "jax-axle" or xla is None or "median_us" not in r or "median_us" not in xla:
            continue
        out.append({"target": "JAX on Axle / JAX on XLA:CPU", "workload": name,
                    "threads": threads, "ratio": r["median_us"] / xla["median_us"],
                    "min_ratio": r["min_us"] / xla["min_us"], "status": r.get("status")})
    return out


def report(records, threads_list):
    def fmt(r):
        if r is None:
            return "-"
        if "error" in r:
            return "ERROR"
        us = r["median_us"]
        return f"{us / 1e3:.2f}ms" if us >= 1e3 else f"{us:.1f}us"

    index = {(r["workload"], r["peer"], r["threads"]): r for r in records}
    names = list(dict.fromkeys(r["workload"] for r in records))
    lines = ["JAX programs, JAX_PLATFORMS=axle vs cpu (ratio = Axle time / XLA:CPU time; "
             "< 1: Axle faster):",
             f"  {'program':26} thr  {'axle':>10}  {'xla:cpu':>10}  ratio"]
    for name in names:
        for threads in threads_list:
            a, x = index.get((name, "jax-axle", threads)), index.get((name, "jax-xla", threads))
            ratio = ("%.2f" % (a["median_us"] / x["median_us"])
                     if a and x and "median_us" in a and "median_us" in x else "-")
            if a and a.get("status") == "mismatch":
                ratio += f" MISMATCH ({a['max_error']})"
            lines.append(f"  {name:26} {threads:3}  {fmt(a):>10}  {fmt(x):>10}  {ratio}")
    for r in records:
        if "error" in r:
            lines.append(f"  {r['peer']} {r['workload']} {r['threads']} thr: {r['error'][:300]}")
    return lines
