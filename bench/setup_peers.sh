#!/usr/bin/env bash
# Installs the benchmark's peers, idempotently (like scripts/setup.sh):
# Debian packages (NumPy, oneDNN, Eigen) through apt when missing, then a
# virtual environment bench/.venv (git-ignored) with NumPy, PyTorch (CPU
# wheel: the PyTorch CPU index first, else PyPI) and JAX 0.10.2 (pinned: the PJRT plugin is tested against it) when the
# package index can be reached. A peer that cannot be installed is named
# on standard error; bench/run.py reports it as missing.
set -uo pipefail
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
VENV="$BENCH_DIR/.venv"
PYTHON=${BENCH_PYTHON:-/usr/bin/python3}

# Debian packages: the repository's setup script already lists numpy,
# oneDNN and Eigen (the Axle build needs the latter two).
"$BENCH_DIR/../scripts/setup.sh" || echo "setup_peers: scripts/setup.sh failed" >&2

if [[ ! -x "$VENV/bin/python" ]]; then
  "$PYTHON" -m venv "$VENV" || { echo "setup_peers: cannot create $VENV" >&2; exit 1; }
fi
PIP=("$VENV/bin/python" -m pip install --disable-pip-version-check -q)

have() { "$VENV/bin/python" -c "import $1" >/dev/null 2>&1; }

have numpy || "${PIP[@]}" numpy || echo "setup_peers: numpy pip install failed" >&2
if ! have torch; then
  "${PIP[@]}" --retries 1 --timeout 20 torch --index-url https://download.pytorch.org/whl/cpu ||
    "${PIP[@]}" torch || echo "setup_peers: torch pip install failed (no index reachable?)" >&2
fi
# Pinned: Axle's PJRT plugin is built and tested against this JAX
# (jax_compare.py runs the same programs on both).
JAX_VERSION=0.10.2
if [[ "$("$VENV/bin/python" -c 'import jax; print(jax.__version__)' 2>/dev/null)" != "$JAX_VERSION" ]]; then
  "${PIP[@]}" "jax==$JAX_VERSION" "jaxlib==$JAX_VERSION" ||
    echo "setup_peers: jax pip install failed (no index reachable?)" >&2
fi
for module in numpy torch jax; do
  if have "$module"; then
    echo "setup_peers: $module $("$VENV/bin/python" -c "import $module; print($module.__version__)")"
  fi
done
exit 0
