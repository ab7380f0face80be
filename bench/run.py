#!/usr/bin/env python3
"""Runs the benchmark (bench/run.sh builds the drivers and installs the
peers first): every workload of bench/workloads/gen.py on Axle and on every
peer, with 1 and 2 threads; checks that the results agree before any time
is reported; prints one table and writes bench/results.jsonl (one JSON
object per measurement, then one per issue-9 target) and bench/results.txt.

Every driver runs in BENCH_ROUNDS rounds (default 3; 1 when quick),
the drivers taking turns, each round with a share of the timing budget;
a measurement is the round with the median time (its fastest sample the
fastest of all rounds): on a shared machine memory bandwidth and clock
drift over minutes, and turns spread those phases over every peer alike
instead of over whichever ran then.

Environment: BENCH_QUICK=1 (smaller sizes, fewer repetitions),
BENCH_THREADS (default "1,2"), BENCH_PEERS (default all: roofline/onednn,
numpy, torch, jax), BENCH_WORKLOADS (comma-separated names),
BENCH_ROUNDS."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

import numpy as np

BENCH = os.path.dirname(os.path.abspath(__file__))
VENV_PYTHON = os.path.join(BENCH, ".venv", "bin", "python")
PEER_ORDER = ["roofline", "onednn", "numpy", "torch", "torch.compile", "jax"]
# Normalised max error (max |a - b| / max |reference|) two results may have.
TOLERANCE = 2e-3
# The longest one driver process may run (one thread count).
PROCESS_TIMEOUT_S = 1800


def log(*parts):
    print("[bench]", *parts, file=sys.stderr, flush=True)


def python_with(module):
    """The interpreter that has `module`: the venv's, else the system's; None if neither."""
    for python in (VENV_PYTHON, "/usr/bin/python3", sys.executable):
        if os.path.exists(python) and subprocess.run(
                [python, "-c", f"import {module}"], capture_output=True).returncode == 0:
            return python
    return None


def thread_env(threads):
    env = dict(os.environ)
    for name in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):  # they slow a current OpenBLAS
        env.pop(name, None)
    for name in ("AXLE_NUM_THREADS", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        env[name] = str(threads)
    if threads == 1:
        env["XLA_FLAGS"] = (env.get("XLA_FLAGS", "") + " --xla_cpu_multi_thread_eigen=false").strip()
    return env


def pin(threads):
    """taskset to the first N cores: every peer sees the same cores."""
    if shutil.which("taskset") and threads <= (os.cpu_count() or 1):
        return ["taskset", "-c", ",".join(str(c) for c in range(threads))]
    return []


def run_driver(label, command, env, records, threads):
    log(f"{label}, {threads} thread(s): {' '.join(command[:3])} ...")
    start = time.time()
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True,
                              timeout=PROCESS_TIMEOUT_S)
        stdout, stderr, failed = done.stdout, done.stderr, done.returncode != 0
    except subprocess.TimeoutExpired as expired:
        stdout = expired.stdout.decode() if isinstance(expired.stdout, bytes) else (expired.stdout or "")
        stderr, failed = f"timed out after {PROCESS_TIMEOUT_S} s", True
    count = 0
    for line in stdout.splitlines():
        if line.startswith("{"):
            record = json.loads(line)
            record["threads"] = threads
            records.append(record)
            count += 1
    log(f"  {count} results in {time.time() - start:.0f} s")
    if failed:
        tail = "\n".join(stderr.strip().splitlines()[-5:])
        log(f"  {label} failed: {tail}")
        records.append({"peer": label, "workload": "*", "threads": threads,
                        "error": f"driver failed: {tail[-300:]}"})


def combine_rounds(rounds):
    """One record per (peer, workload, threads) from the records of every
    round: the round with the median time (of a compile job, the median
    cold time), its min_us the least of all rounds and its samples their
    sum; a driver's failure in any round is kept."""
    groups = {}
    for records in rounds:
        for record in records:
            groups.setdefault((record["peer"], record["workload"], record["threads"]), []).append(record)
    combined = []
    for group in groups.values():
        failed = [r for r in group if "error" in r]
        timed = [r for r in group if "median_us" in r]
        compiled = [r for r in group if "cold_ms" in r]
        if failed or not (timed or compiled):
            combined.append(failed[0] if failed else group[0])
            continue
        if timed:
            timed.sort(key=lambda r: r["median_us"])
            chosen = dict(timed[(len(timed) - 1) // 2])
            mins = [r["min_us"] for r in timed if "min_us" in r]
            if mins:
                chosen["min_us"] = min(mins)
            chosen["samples"] = sum(r.get("samples", 0) for r in timed)
        else:
            compiled.sort(key=lambda r: r["cold_ms"])
            chosen = dict(compiled[(len(compiled) - 1) // 2])
        chosen["rounds"] = len(group)
        combined.append(chosen)
    return combined


def load(path):
    try:
        return np.load(path).astype(np.float64)
    except Exception:
        return None


def error_between(a, b):
    if a is None or b is None or a.shape != b.shape:
        return float("inf")
    scale = max(float(np.max(np.abs(b))) if b.size else 0.0, 1e-6)
    diff = np.abs(a - b)
    if np.isnan(diff).any():
        return float("inf")
    return float(np.max(diff)) / scale if diff.size else 0.0


def check(records):
    """Marks each timed record "ok" or "mismatch" against Axle's result
    (against the first peer with a result where Axle has none or agrees
    with no peer while peers agree among themselves)."""
    groups = {}
    for record in records:
        if "output" in record:
            groups.setdefault((record["workload"], record["threads"]), []).append(record)
    for group in groups.values():
        outputs = {id(r): load(r["output"]) for r in group}
        axle = next((r for r in group if r["peer"] == "axle"), None)
        others = sorted((r for r in group if r["peer"] != "axle"),
                        key=lambda r: PEER_ORDER.index(r["peer"]) if r["peer"] in PEER_ORDER else 99)
        reference = axle
        if axle is not None and others:
            agree = [r for r in others if error_between(outputs[id(r)], outputs[id(axle)]) <= TOLERANCE]
            if not agree:
                reference = others[0]
        elif axle is None and others:
            reference = others[0]
        if reference is None:
            continue
        for record in group:
            error = error_between(outputs[id(record)], outputs[id(reference)])
            record["status"] = "ok" if error <= TOLERANCE else "mismatch"
            # JSON has no infinity: null stands for "no comparable result".
            record["max_error"] = error if np.isfinite(error) else None
        if axle is not None and not others:
            axle["status"] = "unverified"


def fmt_us(us):
    if us is None:
        return "-"
    if us >= 1e6:
        return f"{us / 1e6:.2f}s"
    if us >= 1e3:
        return f"{us / 1e3:.1f}ms"
    return f"{us:.1f}us"


def table(records, threads_list, workloads_order, peers):
    index = {(r["workload"], r["peer"], r["threads"]): r for r in records}
    header = ["workload", "thr", "axle"] + peers
    rows = []
    for name in workloads_order:
        for threads in threads_list:
            axle = index.get((name, "axle", threads))
            axle_us = axle.get("median_us") if axle and axle.get("status") in ("ok", "unverified") else None
            cells = [name, str(threads), cell(axle, None)]
            for peer in peers:
                cells.append(cell(index.get((name, peer, threads)), axle_us))
            rows.append(cells)
    widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
    lines = ["  ".join(h.ljust(w) for h, w in zip(header, widths))]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)) for row in rows]
    return "\n".join(lines)


def cell(record, axle_us):
    if record is None:
        return "-"
    if "skipped" in record:
        return "n/a"
    if "error" in record:
        return "ERROR"
    if record.get("status") == "mismatch":
        return "MISMATCH"
    text = fmt_us(record.get("median_us"))
    if axle_us is not None and record.get("median_us"):
        text += f" ({axle_us / record['median_us']:.2f})"
    return text


def targets(records, threads_list):
    """Issue 9's targets as Axle/peer time ratios (< 1: Axle is faster)."""
    index = {(r["workload"], r["peer"], r["threads"]): r for r in records}
    names = sorted({r["workload"] for r in records})

    def median(name, peer, threads, key="median_us"):
        r = index.get((name, peer, threads))
        if r is None or r.get("status") not in ("ok", "unverified") or key not in r:
            return None
        return r[key]

    specs = [
        ("element-wise/reductions >= 90% of the roofline loop", "roofline", 1 / 0.9,
         [n for n in names if n.startswith(("ew_", "chain", "reduce_", "transpose"))]),
        ("softmax/layer-norm >= 1.5x PyTorch eager", "torch", 1 / 1.5, ["softmax", "layernorm"]),
        ("GEMM/conv >= 95% of oneDNN", "onednn", 1 / 0.95,
         [n for n in names if n.startswith(("gemm", "gemv", "conv"))]),
        ("models faster than PyTorch eager", "torch", 1.0,
         [n for n in names if n.startswith(("mlp_", "cnn_", "transformer_"))]),
        ("models faster than torch.compile", "torch.compile", 1.0,
         [n for n in names if n.startswith(("mlp_", "cnn_", "transformer_"))]),
        ("models faster than JAX", "jax", 1.0,
         [n for n in names if n.startswith(("mlp_", "cnn_", "transformer_"))]),
        ("while loop >= 10x faster than JAX", "jax", 0.1, ["while_10k"]),
    ]
    results = []
    for title, peer, limit, workloads in specs:
        for name in workloads:
            for threads in threads_list:
                a, p = median(name, "axle", threads), median(name, peer, threads)
                ratio = a / p if a and p else None
                # The ratio of the fastest samples too: on a shared machine
                # the median can hold other processes' time slices.
                a_min, p_min = median(name, "axle", threads, "min_us"), median(name, peer, threads, "min_us")
                results.append({"target": title, "workload": name, "threads": threads, "peer": peer,
                                "ratio": ratio, "limit": limit,
                                "min_ratio": a_min / p_min if a_min and p_min else None,
                                "met": None if ratio is None else ratio <= limit})
    for threads in threads_list:
        a = median("add_f32x4", "axle", threads)
        results.append({"target": "per-call overhead < 1 us", "workload": "add_f32x4",
                        "threads": threads, "value_us": a, "met": None if a is None else a < 1.0})
    for r in records:
        if r["workload"] == "compile_mlp_b64" and r["peer"] == "axle" and "cold_ms" in r:
            results.append({"target": "MLP cold compile < 100 ms", "workload": r["workload"],
                            "threads": r["threads"], "value_ms": r["cold_ms"],
                            "met": r["cold_ms"] < 100})
    return results


def target_lines(results):
    lines = []
    for t in results:
        verdict = {True: "met", False: "MISSED", None: "not measured"}[t["met"]]
        if "ratio" in t:
            value = "-" if t["ratio"] is None else (
                f"Axle/{t['peer']} = {t['ratio']:.2f} (need <= {t['limit']:.2f}; "
                f"min/min {t['min_ratio']:.2f})")
        elif "value_us" in t:
            value = "-" if t["value_us"] is None else f"{t['value_us']:.2f} us"
        else:
            value = f"{t['value_ms']:.1f} ms"
        lines.append(f"  {verdict:12} {t['target']}: {t['workload']}, {t['threads']} thr: {value}")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", required=True, help="the bench build tree (axle_bench, native_bench)")
    args = parser.parse_args()
    quick = os.environ.get("BENCH_QUICK", "0") not in ("", "0")
    threads_list = [int(t) for t in os.environ.get("BENCH_THREADS", "1,2").split(",")]
    peers_wanted = set(filter(None, os.environ.get("BENCH_PEERS", "native,numpy,torch,jax").split(",")))
    reps, min_seconds = (3, 0.05) if quick else (10, 0.3)
    rounds = max(1, int(os.environ.get("BENCH_ROUNDS", "1" if quick else "3")))
    work = os.path.join(BENCH, ".work", "quick" if quick else "full")
    samples = os.path.join(work, "samples")
    os.makedirs(samples, exist_ok=True)
    started = time.time()
    load_before = os.getloadavg()[0]

    log("generating workloads into", work)
    subprocess.run([sys.executable, os.path.join(BENCH, "workloads", "gen.py"), "--out", work]
                   + (["--quick"] if quick else []), check=True)
    with open(os.path.join(work, "manifest.json")) as f:
        manifest = json.load(f)["workloads"]
    only = set(filter(None, os.environ.get("BENCH_WORKLOADS", "").split(",")))
    if only:
        manifest = [w for w in manifest if w["name"] in only]
    order = [w["name"] for w in manifest]
    names = ",".join(order)

    missing = {}
    pythons = {}
    for peer, module in (("numpy", "numpy"), ("torch", "torch"), ("jax", "jax")):
        if peer not in peers_wanted:
            continue
        python = python_with(module)
        if python is None:
            missing[peer] = f"python module {module} not installed (bench/setup_peers.sh)"
        else:
            pythons[peer] = python
    if pythons.get("numpy") == "/usr/bin/python3":
        log("note: NumPy from Debian (its BLAS may be the reference one: slow matmul)")

    records = []
    for threads in threads_list:
        thread_samples = os.path.join(samples, f"t{threads}")
        os.makedirs(thread_samples, exist_ok=True)
        env = thread_env(threads)
        axle_jobs = os.path.join(work, f"axle_jobs_t{threads}.txt")
        native_jobs = os.path.join(work, f"native_jobs_t{threads}.txt")
        with open(axle_jobs, "w") as a, open(native_jobs, "w") as n:
            for w in manifest:
                sample = os.path.join(thread_samples, f"{w['name']}.axle.npy")
                inputs = [os.path.join(work, i["file"]) for i in w["inputs"]]
                a.write(" ".join(["run", w["name"], os.path.join(work, w["hlo"]), sample] + inputs) + "\n")
                params = ",".join(f"{k}={v}" for k, v in w["params"].items()) or "none=0"
                n.write(" ".join([w["name"], w["kind"], params,
                                  os.path.join(thread_samples, f"{w['name']}.native.npy")] + inputs) + "\n")
            for w in manifest:
                if w["name"] in ("mlp_b64", "transformer_b8"):
                    a.write(f"compile compile_{w['name']} {os.path.join(work, w['hlo'])}\n")
        round_reps, round_seconds = max(3, -(-reps // rounds)), min_seconds / rounds
        timing = [f"--reps={round_reps}", f"--min_seconds={round_seconds}", f"--threads={threads}"]
        per_round = []
        for turn in range(rounds):
            log(f"round {turn + 1} of {rounds}, {threads} thread(s)")
            round_records = []
            run_driver("axle", pin(threads) + [os.path.join(args.build, "axle_bench")] + timing
                       + [axle_jobs], env, round_records, threads)
            if "native" in peers_wanted:
                run_driver("native", pin(threads) + [os.path.join(args.build, "native_bench")] + timing
                           + [native_jobs], env, round_records, threads)
            for peer, python in pythons.items():
                script = os.path.join(BENCH, "peers", f"{peer}_peer.py")
                run_driver(peer, pin(threads) + [python, script, "--manifest",
                                                 os.path.join(work, "manifest.json"),
                                                 "--out", thread_samples, "--threads", str(threads),
                                                 "--reps", str(round_reps),
                                                 "--min-seconds", str(round_seconds),
                                                 "--workloads", names], env, round_records, threads)
            per_round.append(round_records)
        records.extend(combine_rounds(per_round))
    check(records)
    # JAX programs on Axle's PJRT plugin against XLA:CPU (jax_compare.py).
    jax_records, jax_lines = [], []
    if "jax" in peers_wanted and (not only or any(n.startswith("jax_") for n in only)):
        import jax_compare
        jax_records, jax_lines = jax_compare.run(
            args.build, pythons.get("jax"), threads_list, quick, rounds, reps, min_seconds,
            thread_env, pin, run_driver, combine_rounds, os.path.join(work, "jax_samples"),
            [n for n in only if n.startswith("jax_")])

    peers = [p for p in PEER_ORDER if any(r["peer"] == p for r in records)]
    text = [f"Axle benchmark ({'quick' if quick else 'full'}): median time per call; "
            "(x) = Axle time / peer time (< 1: Axle faster)",
            f"host: {os.cpu_count()} cores, load average {load_before:.1f} before and "
            f"{os.getloadavg()[0]:.1f} after (other processes share the cores: times are "
            f"only comparable within one run); peers: {', '.join(peers) or 'none'}"]
    if missing:
        text.append("peers missing: " + "; ".join(f"{p}: {why}" for p, why in missing.items()))
    text.append(table(records, threads_list, order, peers))
    text.extend(jax_lines)
    compile_rows = [r for r in records if r["workload"].startswith("compile_")]
    if compile_rows:
        text.append("compile time (cold: nothing cached; warm: from the compile cache):")
        for r in compile_rows:
            if "cold_ms" in r:
                text.append(f"  {r['peer']:6} {r['workload']:24} {r['threads']} thr: "
                            f"cold {r['cold_ms']:.1f} ms, warm {r['warm_ms']:.3f} ms")
            else:
                text.append(f"  {r['peer']:6} {r['workload']:24} {r['threads']} thr: ERROR {r.get('error', '')}")
    problems = [r for r in records if "error" in r or r.get("status") == "mismatch"]
    if problems:
        text.append("errors and mismatches:")
        for r in problems:
            why = r.get("error") or (f"max normalised error {r['max_error']:.3g} > {TOLERANCE}"
                                     if r["max_error"] is not None else "no comparable result")
            text.append(f"  {r['peer']} {r['workload']} {r['threads']} thr: {why[:300]}")
    goal = targets(records, threads_list)
    text.append("issue 9 targets:")
    text.append(target_lines(goal))
    text.append(f"total time {time.time() - started:.0f} s")
    report = "\n".join(text)
    print(report)
    with open(os.path.join(BENCH, "results.txt"), "w") as f:
        f.write(report + "\n")
    with open(os.path.join(BENCH, "results.jsonl"), "w") as f:
        for peer, why in missing.items():
            f.write(json.dumps({"peer": peer, "missing": why}) + "\n")
        for record in records + goal + jax_records:
            f.write(json.dumps(record) + "\n")


if __name__ == "__main__":
    main()
