#!/usr/bin/env bash
# The Python suite (tests/python): JAX programs on Axle's PJRT plugin against
# XLA:CPU. Called by `make test` after ctest, with the build folder that
# holds libpjrt_axle.so.
#
# 1. A virtual environment, BUILD_DIR/python-venv (idempotent; git-ignored),
#    with the pinned JAX and the test tools from the package index.
# 2. The axle_jax package installed without building Axle again
#    (wheel.cmake=false: scikit-build-core packs only the Python files and
#    the jax_plugins entry point); the plugin library it loads is this build's
#    (AXLE_PJRT_LIBRARY), so JAX still finds Axle through the entry point.
# 3. pytest over tests/python (extra arguments are passed on).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${1:-build}
shift || true
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
VENV="$BUILD_DIR/python-venv"
PYTHON=${AXLE_PYTHON:-python3}
REQUIREMENTS=(jax==0.10.2 jaxlib==0.10.2 numpy scipy pytest)

LIBRARY="$BUILD_DIR/libpjrt_axle.so"
if [[ ! -f "$LIBRARY" ]]; then
  echo "run_python_tests: $LIBRARY is missing (build the pjrt_axle target)" >&2
  exit 1
fi

if [[ ! -x "$VENV/bin/python" ]]; then
  if ! "$PYTHON" -m venv "$VENV"; then
    # Debian's python3 keeps venv in a separate package.
    rm -rf "$VENV"
    apt-get install -y --no-install-recommends python3-venv >/dev/null
    "$PYTHON" -m venv "$VENV"
  fi
fi
PIP=("$VENV/bin/python" -m pip --disable-pip-version-check -q)
# The requirements are installed once; the stamp records which.
STAMP="$VENV/.axle-requirements"
if [[ "$(cat "$STAMP" 2>/dev/null)" != "${REQUIREMENTS[*]}" ]]; then
  "${PIP[@]}" install "${REQUIREMENTS[@]}"
  echo "${REQUIREMENTS[*]}" > "$STAMP"
fi
# The package itself every time (a few seconds): it may have changed.
"${PIP[@]}" install --no-deps --force-reinstall --config-settings=wheel.cmake=false .

export AXLE_PJRT_LIBRARY="$LIBRARY"
cd tests/python
exec "$VENV/bin/python" -m pytest -p no:cacheprovider -q -ra "$@"
