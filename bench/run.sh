#!/usr/bin/env bash
# The benchmark (issue 9): builds Axle in Release in its own tree with the
# benchmark drivers (BENCH_BUILD_DIR, default build-release), installs the
# peers it can (bench/setup_peers.sh), then runs bench/run.py: the table on
# standard output, bench/results.jsonl and bench/results.txt.
# BENCH_QUICK=1: smaller sizes and fewer repetitions (a smoke test).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BENCH_BUILD_DIR:-build-release}
BUILD_TYPE=${BENCH_BUILD_TYPE:-Release}
JOBS=${JOBS:-$(nproc)}

bench/setup_peers.sh
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" -DAXLE_BENCH=ON > /dev/null
ninja -C "$BUILD_DIR" -j"$JOBS" axle_bench native_bench
# The PJRT plugin, for JAX on Axle (jax_compare.py), where it is configured.
if ninja -C "$BUILD_DIR" -t targets all | grep -q '^pjrt_axle:'; then
  ninja -C "$BUILD_DIR" -j"$JOBS" pjrt_axle
fi
exec /usr/bin/python3 bench/run.py --build "$BUILD_DIR"
