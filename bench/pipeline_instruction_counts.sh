#!/usr/bin/env bash
# Machine instructions the CPU pass pipeline executes per HLO instruction, as
# modules grow: the compile-time benchmark's growth with the memory hierarchy
# taken out. Wall time per HLO instruction rises once a module outgrows the
# caches (a plain walk of the module does too); the count of executed
# instructions does not, so a count per HLO instruction that stays flat shows
# the passes do linear work. Counted by valgrind's callgrind around
# HloPassPipeline::Run only (not parsing or generating the module).
#
# usage: bench/pipeline_instruction_counts.sh [BUILD_DIR] [SHAPES] [SIZES]
#   defaults: build, random,chain,fan,loops,reduces,transformer, 10000,40000
# Needs valgrind (Debian package `valgrind`); slow: ~1 s per 1,000 HLO
# instructions.
set -euo pipefail

build_dir=${1:-build}
shapes=${2:-random,chain,fan,loops,reduces,transformer}
sizes=${3:-10000,40000}
tool="$build_dir/pipeline_compile_time"
if [[ ! -x "$tool" ]]; then
  echo "error: $tool not found (build it: ninja -C $build_dir pipeline_compile_time)" >&2
  exit 1
fi
if ! command -v valgrind > /dev/null; then
  echo "error: valgrind not found (apt-get install valgrind)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pipeline_run='xla::HloPassPipeline::Run(xla::HloModule*, xla::PassRunOptions const&)'

printf '%-12s %10s %16s %12s %8s\n' shape hlo executed per-hlo growth
IFS=, read -r -a shape_list <<< "$shapes"
IFS=, read -r -a size_list <<< "$sizes"
for shape in "${shape_list[@]}"; do
  first_per_hlo=""
  for size in "${size_list[@]}"; do
    out="$work/$shape.$size"
    valgrind --tool=callgrind --callgrind-out-file="$out.cg" --collect-atstart=no \
      "--toggle-collect=$pipeline_run" \
      "$tool" --shapes="$shape" --sizes="$size" --repeat=1 --corpus=/nonexistent \
      > "$out.txt" 2> "$out.err" || { cat "$out.err" >&2; exit 1; }
    hlo=$(awk '$1 == "instructions" { print $2; exit }' "$out.txt")
    executed=$(awk '$1 == "totals:" { print $2 }' "$out.cg")
    if [[ -z "$hlo" || -z "$executed" ]]; then
      echo "error: no count for $shape at $size (see $out.txt)" >&2
      exit 1
    fi
    per_hlo=$((executed / hlo))
    growth="-"
    if [[ -z "$first_per_hlo" ]]; then
      first_per_hlo=$per_hlo
    else
      growth=$(awk -v a="$per_hlo" -v b="$first_per_hlo" 'BEGIN { printf "%.2f", a / b }')
    fi
    printf '%-12s %10s %16s %12s %8s\n' "$shape" "$hlo" "$executed" "$per_hlo" "$growth"
  done
done
