#!/usr/bin/env bash
# Installs Axle from a configured and built build dir into a temporary prefix,
# builds tests/install/consumer.cc against it with nothing but pkg-config
# flags, runs it without LD_LIBRARY_PATH and checks its output. Then does the
# same through the installed CMake package, and checks the installed CLI runs.
#
#   scripts/check_install.sh [BUILD_DIR]     (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
build_dir=${1:-build}
CXX=${CXX:-g++}

if [[ ! -f "$build_dir/CMakeCache.txt" ]]; then
  echo "check_install: $build_dir is not a configured build dir (run make build)" >&2
  exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/axle-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

echo "check_install: installing into $prefix"
cmake --install "$build_dir" --prefix "$prefix" >"$tmp/install.log" || {
  cat "$tmp/install.log" >&2; exit 1; }

for f in lib/libaxle.so lib/libaxle_aot_runtime.a include/axle/aot_runtime/run_context.h \
         include/axle/backends/cpu/runtime/runtime_abi.h \
         bin/axle lib/pkgconfig/axle.pc include/axle/shape/shape_util.h \
         lib/cmake/axle/axleConfig.cmake; do
  [[ -e "$prefix/$f" ]] || { echo "check_install: missing $f in the install tree" >&2; exit 1; }
done

unset LD_LIBRARY_PATH
flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs axle)
echo "check_install: $CXX -std=c++20 consumer.cc $flags"
# shellcheck disable=SC2086  # the flags are meant to be split
"$CXX" -std=c++20 "$repo/tests/install/consumer.cc" $flags -o "$tmp/consumer"
output=$("$tmp/consumer")
expected=$'f32[2,3]\ninvalid\nf32[4] {12, 24, 36, 48}'
if [[ "$output" != "$expected" ]]; then
  echo "check_install: consumer printed:" >&2
  echo "$output" >&2
  echo "check_install: expected:" >&2
  echo "$expected" >&2
  exit 1
fi
echo "check_install: pkg-config consumer OK ($(echo "$output" | head -1))"

# The CMake package.
if ! { cmake -S "$repo/tests/install" -B "$tmp/cmake-consumer" -G Ninja \
         -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release &&
       cmake --build "$tmp/cmake-consumer"; } >"$tmp/cmake.log" 2>&1; then
  cat "$tmp/cmake.log" >&2
  echo "check_install: find_package(axle) consumer failed" >&2
  exit 1
fi
[[ "$("$tmp/cmake-consumer/consumer")" == "$expected" ]] || {
  echo "check_install: find_package(axle) consumer printed the wrong output" >&2; exit 1; }
echo "check_install: find_package(axle) consumer OK"
aot_output=$("$tmp/cmake-consumer/mlp_aot")
grep -q "example 0: probabilities {0.144242, 0.542666, 0.313091}, argmax 1" <<<"$aot_output" || {
  echo "check_install: the axle_add_aot_library program printed:" >&2
  echo "$aot_output" >&2; exit 1; }
echo "check_install: axle_add_aot_library program OK ($(grep 'this program' <<<"$aot_output"))"

# The installed CLI must load libaxle.so through its rpath.
set +e
cli_output=$("$prefix/bin/axle" --help 2>&1)
cli_rc=$?
set -e
if [[ $cli_rc -eq 127 ]] || grep -q "error while loading shared libraries" <<<"$cli_output"; then
  echo "check_install: installed bin/axle does not start:" >&2
  echo "$cli_output" >&2
  exit 1
fi
echo "check_install: installed bin/axle starts (exit status $cli_rc)"
# libaxle_aot_runtime.a links alone (with pthread) from the install tree.
"$repo/scripts/check_aot_runtime_link.sh" "$prefix/lib/libaxle_aot_runtime.a" "$CXX"
echo "check_install: OK"
