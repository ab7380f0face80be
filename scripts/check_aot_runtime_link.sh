#!/usr/bin/env bash
# Checks that libaxle_aot_runtime.a needs nothing but the C++ standard library
# and pthread: no symbol of absl, oneDNN, LLVM or libaxle's other layers is
# undefined in it, and a program that references every runtime function
# links with `g++ prog.cc libaxle_aot_runtime.a -lpthread` alone and runs.
#   scripts/check_aot_runtime_link.sh LIBRARY [CXX]
set -euo pipefail
library=$1
cxx=${2:-g++}
repo=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/axle-aot-link.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Undefined symbols the library's members do not define among themselves.
nm -u --demangle "$library" | awk 'NF {print $NF}' | sort -u >"$tmp/undefined"
nm --defined-only --demangle "$library" | awk 'NF >= 3 {$1 = ""; $2 = ""; sub(/^  /, ""); print}' |
  sort -u >"$tmp/defined"
comm -23 "$tmp/undefined" "$tmp/defined" >"$tmp/external"
if grep -E 'absl|dnnl|llvm|omp_|xla::(Shape|Literal|Hlo)' "$tmp/external"; then
  echo "check_aot_runtime_link: $library needs the symbols above" >&2
  exit 1
fi

"$cxx" -std=c++17 -O1 -I"$repo" "$repo/tests/aot_runtime/link_program.cc" "$library" -lpthread \
  -o "$tmp/link_program"
output=$("$tmp/link_program")
echo "$output"
[[ "$output" == *"= [[19,22],[43,50]]"* ]] || {
  echo "check_aot_runtime_link: wrong product" >&2; exit 1; }
echo "check_aot_runtime_link: OK ($(wc -l <"$tmp/external") external symbols, $(stat -c %s "$library") bytes)"
