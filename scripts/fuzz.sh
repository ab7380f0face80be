#!/usr/bin/env bash
# Builds the fuzz targets with clang + libFuzzer + ASan/UBSan into FUZZ_DIR
# and runs them: the HLO parser (axle_parser_fuzz) for FUZZ_SECONDS, then
# parse + verify + run on the interpreter (axle_run_fuzz, bounded shapes,
# loop counts and memory) for RUN_FUZZ_SECONDS (default: half of
# FUZZ_SECONDS), then the StableHLO text and bytecode readers (with the
# converter to HLO) for STABLEHLO_FUZZ_SECONDS each (default: half). Skips (successfully) while tests/fuzz/hlo_parser_fuzz.cc
# does not exist, or when FUZZ_SECONDS=0.
#
#   FUZZ_SECONDS=60 RUN_FUZZ_SECONDS=30 FUZZ_DIR=build-fuzz JOBS=2 scripts/fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."

FUZZ_SECONDS=${FUZZ_SECONDS:-60}
RUN_FUZZ_SECONDS=${RUN_FUZZ_SECONDS:-$((FUZZ_SECONDS / 2))}
STABLEHLO_FUZZ_SECONDS=${STABLEHLO_FUZZ_SECONDS:-$((FUZZ_SECONDS / 2))}
FUZZ_DIR=${FUZZ_DIR:-build-fuzz}
JOBS=${JOBS:-$(nproc)}
source_file=tests/fuzz/hlo_parser_fuzz.cc

if [[ "$FUZZ_SECONDS" -le 0 ]]; then
  echo "fuzz: FUZZ_SECONDS=$FUZZ_SECONDS; skipping the fuzz run"
  exit 0
fi
if [[ ! -f "$source_file" ]]; then
  echo "fuzz: $source_file does not exist yet; skipping the fuzz run"
  exit 0
fi

cmake -S . -B "$FUZZ_DIR" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++ \
  -DAXLE_FUZZ=ON
targets=(axle_parser_fuzz)
[[ -f tests/fuzz/hlo_run_fuzz.cc ]] && targets+=(axle_run_fuzz)
[[ -f tests/fuzz/stablehlo_reader_fuzz.cc ]] &&
  targets+=(axle_stablehlo_text_fuzz axle_stablehlo_bytecode_fuzz)
ninja -C "$FUZZ_DIR" -j"$JOBS" "${targets[@]}"

# Seeds: every HLO text case and example, flattened to unique names. New
# inputs found by each fuzzer go to corpus-<target>/ and are kept between
# runs.
seeds=$FUZZ_DIR/seeds
artifacts=$FUZZ_DIR/artifacts
rm -rf "$seeds"
mkdir -p "$seeds" "$artifacts"
n=0
# tests/stablehlo/corpus holds the HLO text XLA itself prints (its
# optimised modules, with stack-frame tables).
for dir in tests/hlo examples/hlo tests/stablehlo/corpus; do
  [[ -d "$dir" ]] || continue
  while IFS= read -r -d '' f; do
    cp "$f" "$seeds/$(echo "$f" | tr '/' '_')"
    n=$((n + 1))
  done < <(find "$dir" -name '*.hlo' -type f -print0)
done

# The StableHLO readers' seeds: the JAX corpus's text and bytecode modules.
for ext in mlir mlirbc; do
  mkdir -p "$seeds-$ext"
  rm -f "$seeds-$ext"/*
  if [[ -d tests/stablehlo ]]; then
    while IFS= read -r -d '' f; do
      cp "$f" "$seeds-$ext/$(echo "$f" | tr '/' '_')"
    done < <(find tests/stablehlo -name "*.$ext" -type f -print0)
  fi
done

run_fuzzer() {
  local target=$1 seconds=$2 seed_dir=${3:-$seeds}
  [[ "$seconds" -gt 0 ]] || return 0
  local corpus=$FUZZ_DIR/corpus-$target
  # The parser target's inputs from before the second target existed.
  [[ "$target" == axle_parser_fuzz && -d "$FUZZ_DIR/corpus" && ! -d "$corpus" ]] &&
    mv "$FUZZ_DIR/corpus" "$corpus"
  mkdir -p "$corpus"
  echo "fuzz: $target, $(ls "$seed_dir" | wc -l) seed files; running for ${seconds}s"
  "$FUZZ_DIR/$target" \
    -max_total_time="$seconds" \
    -timeout=25 \
    -rss_limit_mb=2048 \
    -print_final_stats=1 \
    -artifact_prefix="$artifacts/$target-" \
    "$corpus" "$seed_dir"
}

run_fuzzer axle_parser_fuzz "$FUZZ_SECONDS"
if [[ " ${targets[*]} " == *" axle_run_fuzz "* ]]; then
  run_fuzzer axle_run_fuzz "$RUN_FUZZ_SECONDS"
fi
if [[ " ${targets[*]} " == *" axle_stablehlo_text_fuzz "* ]]; then
  run_fuzzer axle_stablehlo_text_fuzz "$STABLEHLO_FUZZ_SECONDS" "$seeds-mlir"
  run_fuzzer axle_stablehlo_bytecode_fuzz "$STABLEHLO_FUZZ_SECONDS" "$seeds-mlirbc"
fi
