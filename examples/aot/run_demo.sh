#!/bin/sh
# Compiles examples/hlo/mlp.hlo ahead of time and links it into a standalone
# program (examples/aot/mlp_main.cc), then runs it. Usage: run_demo.sh BUILD_DIR
set -eu
build=${1:-build}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$build/examples_aot"
mkdir -p "$out"
"$build/axle" compile "$root/examples/hlo/mlp.hlo" --cpp_class=demo::Mlp -o "$out/mlp"
flags=$("$build/axle" compile "$root/examples/hlo/mlp.hlo" --print_link_flags)
echo "axle compile: $out/mlp.o ($(wc -c < "$out/mlp.o") bytes), $out/mlp.h; link flags: ${flags:-(none)}"
g++ -std=c++17 -O2 -s -I"$root" -I"$out" "$here/mlp_main.cc" "$out/mlp.o" $flags -o "$out/mlp_aot"
"$out/mlp_aot"
# The same as one self-contained static library (the object plus the runtime
# members it needs): the link line is the archive and what remains.
mkdir -p "$out/archive"
"$build/axle" compile "$root/examples/hlo/mlp.hlo" --cpp_class=demo::Mlp \
  --out_function_object="$out/archive/mlp.a" --out_header="$out/archive/mlp.h"
flags=$("$build/axle" compile "$root/examples/hlo/mlp.hlo" --print_link_flags --archive)
echo "axle compile: $out/archive/mlp.a ($(wc -c < "$out/archive/mlp.a") bytes); link flags: ${flags:-(none)}"
g++ -std=c++17 -O2 -s -I"$root" -I"$out/archive" "$here/mlp_main.cc" "$out/archive/mlp.a" $flags \
  -o "$out/archive/mlp_aot"
"$out/archive/mlp_aot"
