# Axle: the two everyday commands are `make demo` and `make test`.
# Every target first runs scripts/setup.sh (installs missing Debian packages;
# a no-op when everything is there).

PREFIX       ?= /usr/local
BUILD_DIR    ?= build
BUILD_TYPE   ?= RelWithDebInfo
FUZZ_DIR     ?= build-fuzz
FUZZ_SECONDS ?= 60
JOBS         ?= $(shell nproc)

# ccache keys objects by paths relative to the checkout (and not by the
# build folder), so a fresh clone elsewhere, CI's, reuses what this tree built.
export CCACHE_BASEDIR  := $(CURDIR)
export CCACHE_NOHASHDIR := true

.PHONY: all setup configure build test unit-test check-install demo install fuzz bench-compile bench clean

all: build

setup:
	@scripts/setup.sh

configure: setup
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

build: configure
	ninja -C $(BUILD_DIR) -j$(JOBS)

# Unit tests, then the install check, then JAX on Axle's PJRT plugin
# against XLA:CPU (tests/python, in BUILD_DIR/python-venv). The sanitizer
# fuzz run (a second, clang ASan/UBSan build of the lower layers) is `make
# fuzz`; CI runs both (.ci/run), so `make test` stays within its time budget
# on 2 cores.
test: build
	cd $(BUILD_DIR) && ctest --output-on-failure -j$(JOBS)
	scripts/check_install.sh $(BUILD_DIR)
	scripts/run_python_tests.sh $(BUILD_DIR)

unit-test: build
	cd $(BUILD_DIR) && ctest --output-on-failure -j$(JOBS)

check-install: build
	scripts/check_install.sh $(BUILD_DIR)

# Runs the examples end to end: the axpy module and a 2-layer MLP inference
# from HLO text with their input literals, compiled for the host CPU through
# LLVM (--verbose: the backend, compile time and run time); the MLP's median
# run time on the cpu backend and on the interpreter; then the C++ axpy
# client program (XlaBuilder + LocalClient on the default platform).
demo: build
	@echo "== axpy: 3.5 * x + y  (examples/hlo/axpy.hlo), cpu backend"
	$(BUILD_DIR)/axle run --backend=cpu --verbose examples/hlo/axpy.hlo \
	  examples/hlo/axpy_alpha.literal examples/hlo/axpy_x.literal examples/hlo/axpy_y.literal
	@echo "== 2-layer MLP: (softmax probabilities, argmax)  (examples/hlo/mlp.hlo), cpu backend"
	$(BUILD_DIR)/axle run --backend=cpu --verbose examples/hlo/mlp.hlo examples/hlo/mlp_x.literal
	@echo "== the MLP run 1000 times: cpu backend, then the interpreter"
	$(BUILD_DIR)/axle run --backend=cpu --iterations=1000 examples/hlo/mlp.hlo \
	  examples/hlo/mlp_x.literal > /dev/null
	$(BUILD_DIR)/axle run --backend=interpreter --iterations=1000 examples/hlo/mlp.hlo \
	  examples/hlo/mlp_x.literal > /dev/null
	@echo "== axpy through XlaBuilder and LocalClient  (examples/axpy_client.cc)"
	$(BUILD_DIR)/axpy_client
	@echo "== the MLP compiled ahead of time into a standalone program  (examples/aot)"
	examples/aot/run_demo.sh $(BUILD_DIR)

# Compile time of the CPU pass pipeline on random modules of 1k..20k
# instructions and the largest XLA corpus module that parses (not a test).
bench-compile: configure
	ninja -C $(BUILD_DIR) -j$(JOBS) pipeline_compile_time
	$(BUILD_DIR)/pipeline_compile_time

# Axle against its peers (PyTorch eager and torch.compile, NumPy, JAX, the
# roofline loops, oneDNN) on element-wise ops, reductions, GEMM, convolution
# and small models, with 1 and 2 threads: builds Release in build-release,
# installs the peers it can, prints the table and writes bench/results.jsonl
# (bench/run.sh; BENCH_QUICK=1 for a smoke test). Not part of `make test`.
bench: setup
	JOBS=$(JOBS) bench/run.sh

install: build
	cmake --install $(BUILD_DIR) --prefix $(PREFIX)

fuzz: setup
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_DIR=$(FUZZ_DIR) JOBS=$(JOBS) scripts/fuzz.sh

clean: setup
	rm -rf $(BUILD_DIR) $(FUZZ_DIR)
