#!/usr/bin/env bash
# Builds the HLO parser fuzz target with clang + libFuzzer + ASan/UBSan into
# FUZZ_DIR and runs it for FUZZ_SECONDS. Skips (successfully) while
# tests/fuzz/hlo_parser_fuzz.cc does not exist, or when FUZZ_SECONDS=0.
#
#   FUZZ_SECONDS=60 FUZZ_DIR=build-fuzz JOBS=2 scripts/fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."

FUZZ_SECONDS=${FUZZ_SECONDS:-60}
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
ninja -C "$FUZZ_DIR" -j"$JOBS" axle_parser_fuzz

# Seeds: every HLO text case and example, flattened to unique names. New
# inputs found by the fuzzer go to corpus/ and are kept between runs.
seeds=$FUZZ_DIR/seeds
corpus=$FUZZ_DIR/corpus
artifacts=$FUZZ_DIR/artifacts
rm -rf "$seeds"
mkdir -p "$seeds" "$corpus" "$artifacts"
n=0
for dir in tests/hlo examples/hlo; do
  [[ -d "$dir" ]] || continue
  while IFS= read -r -d '' f; do
    cp "$f" "$seeds/$(echo "$f" | tr '/' '_')"
    n=$((n + 1))
  done < <(find "$dir" -name '*.hlo' -type f -print0)
done
echo "fuzz: $n seed files; running for ${FUZZ_SECONDS}s"

"$FUZZ_DIR/axle_parser_fuzz" \
  -max_total_time="$FUZZ_SECONDS" \
  -timeout=25 \
  -print_final_stats=1 \
  -artifact_prefix="$artifacts/" \
  "$corpus" "$seeds"
