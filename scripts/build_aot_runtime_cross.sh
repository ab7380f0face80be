#!/usr/bin/env bash
# Cross-builds libaxle_aot_runtime.a for another target with its GNU cross
# compiler (Debian: g++-aarch64-linux-gnu, g++-riscv64-linux-gnu), for
# objects that `axle compile --target_triple=TRIPLE` writes:
#   scripts/build_aot_runtime_cross.sh TRIPLE OUT_DIR SOURCE...
# (CMake's axle_aot_runtime_<arch> targets pass the library's sources.)
# Writes OUT_DIR/libaxle_aot_runtime.a; then, when qemu-user for the target
# is installed (qemu-ARCH-static), links tests/aot_runtime/link_program.cc
# with it alone and runs the program under qemu.
set -euo pipefail
triple=$1
out=$2
shift 2
repo=$(cd "$(dirname "$0")/.." && pwd)
cxx=${CROSS_CXX:-$triple-g++}
ar=${CROSS_AR:-$triple-ar}
command -v "$cxx" >/dev/null || {
  echo "build_aot_runtime_cross: $cxx not found (Debian package g++-$triple)" >&2; exit 1; }
eigen=$(pkg-config --variable=includedir eigen3 2>/dev/null || echo /usr/include)/eigen3
[[ -d $eigen ]] || eigen=/usr/include/eigen3
# ccache, where installed, keeps a fresh checkout's rebuild cheap.
compile=("$cxx")
command -v ccache >/dev/null && compile=(ccache "$cxx")
mkdir -p "$out/objects"
objects=()
for source in "$@"; do
  object="$out/objects/$(basename "${source%.cc}").o"
  "${compile[@]}" -std=c++20 -O2 -fPIC -fvisibility=hidden -Wall -Wextra -Wno-unused-parameter \
    -Wno-sign-compare -I"$repo" -isystem "$eigen" -c "$source" -o "$object"
  objects+=("$object")
done
rm -f "$out/libaxle_aot_runtime.a"
"$ar" rcs "$out/libaxle_aot_runtime.a" "${objects[@]}"
echo "build_aot_runtime_cross: $out/libaxle_aot_runtime.a"

qemu=qemu-${triple%%-*}-static
if command -v "$qemu" >/dev/null; then
  "$cxx" -std=c++17 -O1 -I"$repo" "$repo/tests/aot_runtime/link_program.cc" \
    "$out/libaxle_aot_runtime.a" -lpthread -o "$out/link_program"
  "$qemu" -L "/usr/$triple" "$out/link_program"
fi
