# Axle: the two everyday commands are `make demo` and `make test`.
# Every target first runs scripts/setup.sh (installs missing Debian packages;
# a no-op when everything is there).

PREFIX       ?= /usr/local
BUILD_DIR    ?= build
BUILD_TYPE   ?= RelWithDebInfo
FUZZ_DIR     ?= build-fuzz
FUZZ_SECONDS ?= 60
JOBS         ?= $(shell nproc)

.PHONY: all setup configure build test unit-test check-install demo install fuzz clean

all: build

setup:
	@scripts/setup.sh

configure: setup
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

build: configure
	ninja -C $(BUILD_DIR) -j$(JOBS)

# Unit tests, then the bounded fuzz run, then the install check.
test: build
	cd $(BUILD_DIR) && ctest --output-on-failure -j$(JOBS)
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_DIR=$(FUZZ_DIR) JOBS=$(JOBS) scripts/fuzz.sh
	scripts/check_install.sh $(BUILD_DIR)

unit-test: build
	cd $(BUILD_DIR) && ctest --output-on-failure -j$(JOBS)

check-install: build
	scripts/check_install.sh $(BUILD_DIR)

demo: build
	$(BUILD_DIR)/axle opt $(wildcard examples/hlo/*.hlo)

install: build
	cmake --install $(BUILD_DIR) --prefix $(PREFIX)

fuzz: setup
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_DIR=$(FUZZ_DIR) JOBS=$(JOBS) scripts/fuzz.sh

clean: setup
	rm -rf $(BUILD_DIR) $(FUZZ_DIR)
