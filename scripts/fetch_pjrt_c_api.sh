#!/usr/bin/env bash
# Puts XLA's PJRT C API header (pjrt_c_api.h, API version 0.81, Apache-2.0)
# into DEST_DIR. The header is not committed: it ships in the Python package
# index's `xla-cpu-pjrt` wheel, which is downloaded once and cached under
# ~/.cache/axle (or $AXLE_CACHE_DIR), so fresh clones do not download again.
set -euo pipefail
dest_dir=${1:?usage: fetch_pjrt_c_api.sh DEST_DIR}
version=0.81
wheel_spec="xla-cpu-pjrt==0.0.1"
member="xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h"
cache_dir=${AXLE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/axle}/pjrt-c-api-$version
mkdir -p "$dest_dir"
if [[ ! -s "$cache_dir/pjrt_c_api.h" ]]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$tmp" "$wheel_spec"
  mkdir -p "$cache_dir"
  unzip -p "$tmp"/*.whl "$member" > "$tmp/pjrt_c_api.h"
  grep -q "#define PJRT_API_MINOR $(echo $version | cut -d. -f2)" "$tmp/pjrt_c_api.h" || {
    echo "fetch_pjrt_c_api.sh: $wheel_spec does not hold PJRT C API $version" >&2
    exit 1
  }
  mv "$tmp/pjrt_c_api.h" "$cache_dir/pjrt_c_api.h"
fi
cp "$cache_dir/pjrt_c_api.h" "$dest_dir/pjrt_c_api.h"
