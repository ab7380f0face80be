#!/usr/bin/env bash
# Installs the Debian 12 packages Axle needs to build, test and fuzz.
# Idempotent: asks dpkg which packages are missing and installs only those;
# runs `apt-get update` only when something is missing. Runs as root, or via
# sudo when available.
set -euo pipefail

PACKAGES=(
  cmake
  ninja-build
  ccache
  g++
  clang
  libabsl-dev
  libeigen3-dev
  libgtest-dev
  libgmock-dev
  googletest
  libbenchmark-dev
  llvm-19-dev         # the CPU backend's code generator and JIT
  libdnnl-dev         # oneDNN: the CPU backend's GEMM and convolution library
  graphviz            # `axle graph --format=svg|html`
  chromium            # tests/tools: `axle graph --format=html` pages run in headless Chromium
  pkg-config
  python3
  python3-numpy
  libclang-rt-14-dev  # ships libclang_rt.fuzzer-x86_64.a for clang-14 (libFuzzer)
  g++-aarch64-linux-gnu  # tests/backends/aot: AOT objects cross-compiled for AArch64 ...
  g++-riscv64-linux-gnu  # ... and RISC-V 64 (rv64gc, lp64d) ...
  qemu-user-static       # ... and run under qemu-aarch64-static / qemu-riscv64-static
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  if [[ "$status" != "install ok installed" ]]; then
    missing+=("$pkg")
  fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

echo "setup.sh: installing missing packages: ${missing[*]}"
SUDO=()
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "setup.sh: not root and sudo is not available; please install: ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
