# tenbou: the two commands a newcomer runs.
#   make demo   install what is missing, build, and show a demo
#   make test   install what is missing, build (plus a sanitizer build), and run every test

PACKAGES := cmake make g++ pkg-config libsqlite3-dev libsqlitecpp-dev libcli11-dev nlohmann-json3-dev libsimdjson-dev doctest-dev libicu-dev
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BUILD := build
ASAN_BUILD := build-asan

.PHONY: demo test deps build build-asan clean

# The demo tournament: 16 players, two rounds, one game entered hand by hand; kept in demo.tenbou.
demo: build
	data/demo/demo.sh ./$(BUILD)/tenbou demo.tenbou

test: build build-asan
	cd $(BUILD) && ctest --output-on-failure
	cd $(ASAN_BUILD) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure

# Installs the Debian packages that are missing: as root directly, otherwise with sudo; if neither is
# possible, prints the command to run and stops.
deps:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing packages:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update && apt-get install -y $$missing; \
	  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo apt-get update && sudo apt-get install -y $$missing; \
	  else echo "Please run: sudo apt-get update && sudo apt-get install -y$$missing"; exit 1; fi; \
	fi

build: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j $(JOBS)

build-asan: deps
	cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DTENBOU_SANITIZE=ON
	cmake --build $(ASAN_BUILD) -j $(JOBS)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
