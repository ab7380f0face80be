#!/bin/sh
# Regenerates tests/stablehlo/corpus/ with the pinned JAX in a virtual
# environment of its own (tests/stablehlo/.venv, ignored by git). A test-data
# generator: the build and `make test` never run it.
# Usage: tests/stablehlo/generate_corpus.sh [--only REGEX]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
venv="$here/.venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "jax==0.10.2" "jaxlib==0.10.2"
fi
exec "$venv/bin/python" "$here/generate_corpus.py" "$@"
