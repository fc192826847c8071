# tenbou: the two commands a newcomer runs.
#   make demo   install what is missing, build, and show a demo
#   make test   install what is missing, build (plus a sanitizer build), and run every test
# and, by hand:
#   make check  the quick loop while working: the release build, the unit tests, the end-to-end tests but the few
#               slow ones, the fuzz inputs and the layering checks (ctest's label "check"); no sanitizer, no browser
#   make fuzz   build the libFuzzer harnesses of tests/fuzz with clang and run each for FUZZ_SECONDS
#   make package        a release: the Debian packages dist/tenbou_VERSION_ARCH.deb, amd64 and arm64, and the Windows
#                       zip dist/tenbou-VERSION-windows-x64.zip (see data/packaging/); make package-native: this
#                       machine's package only
#   make test-package   lintian on each package, then unpack each and the zip into a scratch folder and try it (tests/package)
#   make test-arm64     cross-build for arm64 (the Raspberry Pi) and run its platform tests under qemu-user
#   make test-windows   build tenbou.exe and tenbou_tests.exe for Windows (mingw-w64) and run its platform tests under wine

PACKAGES := cmake make g++ ccache lld pkg-config libsqlite3-dev libsqlitecpp-dev libcli11-dev nlohmann-json3-dev libsimdjson-dev doctest-dev libicu-dev libedit-dev libcpp-httplib-dev libmicrohttpd-dev libqrencode-dev zlib1g-dev
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# Tests run two to a core: half of their time they wait (on a browser, a server, a clock), and the release tests take
# 77 s where one to a core took 133 s on two cores.
TEST_JOBS ?= $(shell echo $$(( $(JOBS) * 2 )))
# What the tests need besides the build: for the pages an HTML checker, a browser driven by its driver and PDF to
# text; for the Windows platform files the mingw-w64 compiler (tests/platform/windows_compile.sh).
TEST_PACKAGES := tidy chromium chromium-driver python3-selenium poppler-utils g++-mingw-w64-x86-64-posix
FUZZ_PACKAGES := clang libclang-rt-14-dev
# The sanitizer build's compiler and its sanitizers' runtime.
ASAN_PACKAGES := clang libclang-rt-14-dev
# What `make package` needs (the manual page from the help, dpkg-shlibdeps and the file command CPack runs it
# with), and what its test needs besides (lintian, man, desktop-file-validate).
PACKAGE_PACKAGES := help2man dpkg-dev file
PACKAGE_TEST_PACKAGES := lintian man-db wine64 binutils-mingw-w64-x86-64 desktop-file-utils
# The arm64 build (Raspberry Pi): Debian's cross compiler, the arm64 libraries installed beside the native ones
# (multiarch; the header-only ones are Multi-Arch: foreign and come with PACKAGES), and qemu-user to run what it
# builds with the arm64 loader of libc6:arm64 (see data/packaging/aarch64-linux-gnu.cmake). libcpp-httplib-dev is a
# library in Debian. Debian 12's libsimdjson-dev is not Multi-Arch: same (it would replace the native one): the
# arm64 library and the native header (data/packaging/arm64/simdjson-config.cmake).
ARM64_PACKAGES := crossbuild-essential-arm64 qemu-user libc6:arm64 pkg-config:arm64 libsqlite3-dev:arm64 libsqlitecpp-dev:arm64 \
  libicu-dev:arm64 libedit-dev:arm64 libmicrohttpd-dev:arm64 libqrencode-dev:arm64 libsimdjson14:arm64 \
  libcpp-httplib-dev:arm64 zlib1g-dev:arm64
# Never a package removed for them (--no-remove: a package that cannot be installed for two architectures stops
# the install instead of replacing the native one), nor qemu's binfmt registration (a recommendation).
ARM64_APT_OPTIONS := --no-install-recommends --no-remove
VERSION := $(shell sed -nE 's/^project.tenbou VERSION ([0-9.]+).*/\1/p' CMakeLists.txt)
DEB := dist/tenbou_$(VERSION)_$(shell dpkg --print-architecture 2>/dev/null || echo amd64).deb
ARM64_DEB := dist/tenbou_$(VERSION)_arm64.deb
BUILD := build
ARM64_BUILD := build-arm64
ASAN_BUILD := build-asan
FUZZ_BUILD := build-fuzz
FUZZ_SECONDS ?= 60
FUZZERS := $(basename $(notdir $(wildcard tests/fuzz/*_fuzz.cc)))

.PHONY: demo test check deps build build-program build-asan build-arm64 test-arm64 fuzz package package-native package-arm64 test-package clean

# The demo tournament: 16 players, two rounds, one game entered hand by hand; kept in demo.tenbou.
demo: build-program
	data/demo/demo.sh ./$(BUILD)/tenbou demo.tenbou

# Every test once: the units, the end-to-end tests and the fuzz inputs in the sanitizer build; in the release build,
# of which only tenbou is built, what sanitizers add nothing to (ctest's label "release": the browsers, the build
# checks, the Windows platform files compiled). The two halves, each a build then its tests, run side by side
# (tests/side_by_side.sh): every package they need is installed first, so that they never run apt at once.
test:
	@$(MAKE) --no-print-directory deps PACKAGES="$(PACKAGES) $(ASAN_PACKAGES) $(TEST_PACKAGES)"
	@tests/side_by_side.sh "$(MAKE)" $(BUILD) $(ASAN_BUILD) $(TEST_JOBS)

check: build
	cd $(BUILD) && ctest --output-on-failure -j $(TEST_JOBS) -L check

# Installs the Debian packages that are missing (PACKAGES, or those given): as root directly, otherwise with
# sudo; if neither is possible, prints the commands to run and stops. A package of another architecture
# (libedit-dev:arm64) first adds that architecture to dpkg (multiarch). APT_OPTIONS go to apt-get install.
deps:
	@missing=""; architectures=""; \
	for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	for a in $$(printf '%s\n' $$missing | sed -n 's/^[^:]*:\(.*\)$$/\1/p' | sort -u); do \
	  [ "$$a" = "$$(dpkg --print-architecture)" ] || dpkg --print-foreign-architectures | grep -qx "$$a" || \
	    architectures="$$architectures $$a"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing packages:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then sudo=""; \
	  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo=sudo; \
	  else \
	    echo "Please run:"; for a in $$architectures; do echo "  sudo dpkg --add-architecture $$a"; done; \
	    echo "  sudo apt-get update && sudo apt-get install -y $(APT_OPTIONS)$$missing"; exit 1; \
	  fi; \
	  for a in $$architectures; do echo "Adding the architecture $$a"; $$sudo dpkg --add-architecture $$a || exit 1; done; \
	  $$sudo apt-get update && $$sudo apt-get install -y $(APT_OPTIONS) $$missing; \
	fi

build: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j $(JOBS)

# The release build's tenbou only (and the check of the pages' catalogues), without the tests' programs.
build-program: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j $(JOBS) --target tenbou tenbou_catalogues_checked

# The sanitizer build compiles with clang, which takes 57 % of GCC's compile time for it (a clean build on two
# cores: 173 s through an empty ccache, where GCC took 253 s without one); the release build and the packages stay
# GCC's, so the code is built by both.
build-asan: deps
	@$(MAKE) --no-print-directory deps PACKAGES="$(ASAN_PACKAGES)"
	cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DTENBOU_SANITIZE=ON -DCMAKE_CXX_COMPILER=clang++
	cmake --build $(ASAN_BUILD) -j $(JOBS)

build-arm64:
	@$(MAKE) --no-print-directory deps PACKAGES="$(PACKAGES) $(ARM64_PACKAGES)" APT_OPTIONS="$(ARM64_APT_OPTIONS)"
	cmake -S . -B $(ARM64_BUILD) -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE=data/packaging/aarch64-linux-gnu.cmake
	cmake --build $(ARM64_BUILD) -j $(JOBS)

# The tests of the arm64 build, run by qemu-aarch64: the units and the end-to-end files that drive the platform files
# (CMakeLists.txt's TENBOU_PLATFORM_E2E; the whole suite and the browsers run natively); ctest starts every program
# through it, and the tests start tenbou through $(ARM64_BUILD)/emulated/tenbou.
test-arm64: build-arm64
	@$(MAKE) --no-print-directory deps PACKAGES="$(TEST_PACKAGES)"
	cd $(ARM64_BUILD) && ctest --output-on-failure -j $(JOBS)

# Each harness runs for FUZZ_SECONDS from its seeds (tests/fuzz/corpus) and what earlier runs found
# ($(FUZZ_BUILD)/corpus); a crash is written to $(FUZZ_BUILD)/crashes and stops the run. Keep a fixed crash's
# input under tests/fuzz/regressions/NAME/, which `make test` replays.
fuzz:
	@$(MAKE) --no-print-directory deps PACKAGES="$(FUZZ_PACKAGES) $(PACKAGES)"
	CC=clang CXX=clang++ cmake -S . -B $(FUZZ_BUILD) -DCMAKE_BUILD_TYPE=Debug -DTENBOU_FUZZ=ON
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target $(FUZZERS)
	@mkdir -p $(FUZZ_BUILD)/crashes
	@failed=""; for f in $(FUZZERS); do \
	  name=$${f%_fuzz}; mkdir -p $(FUZZ_BUILD)/corpus/$$name; \
	  echo "== $$f for $(FUZZ_SECONDS) s"; \
	  if ./$(FUZZ_BUILD)/$$f $(FUZZ_BUILD)/corpus/$$name tests/fuzz/corpus/$$name -max_total_time=$(FUZZ_SECONDS) \
	       -artifact_prefix=$(FUZZ_BUILD)/crashes/$$name- -print_final_stats=1 > $(FUZZ_BUILD)/$$name.log 2>&1; \
	  then :; else failed="$$failed $$f"; fi; \
	  grep -E "stat::number_of_executed_units|stat::new_units_added|ERROR|SUMMARY|Test unit written" $(FUZZ_BUILD)/$$name.log; \
	done; \
	if [ -n "$$failed" ]; then echo "Crashes found by:$$failed (inputs in $(FUZZ_BUILD)/crashes)"; exit 1; fi

# The Debian package of the release build, written by CPack (data/packaging/packaging.cmake) to $(DEB), the
# arm64 one to $(ARM64_DEB) and the Windows zip to $(WINDOWS_ZIP).
package: package-native package-arm64 package-windows

# The package for this machine's own Debian (or Ubuntu) release and architecture only.
package-native: build
	@$(MAKE) --no-print-directory deps PACKAGES="$(PACKAGE_PACKAGES)"
	rm -f $(DEB)
	cd $(BUILD) && cpack -G DEB
	@echo "Written: $(DEB)"

# The arm64 package, from the cross build: the same files, the manual page and completion written by the arm64 tenbou
# run under qemu; dpkg-shlibdeps is told the architecture, to look for the arm64 libraries.
package-arm64: build-arm64
	@$(MAKE) --no-print-directory deps PACKAGES="$(PACKAGE_PACKAGES)"
	rm -f $(ARM64_DEB)
	cd $(ARM64_BUILD) && DEB_HOST_ARCH=arm64 cpack -G DEB
	@echo "Written: $(ARM64_DEB)"

test-package: package
	@$(MAKE) --no-print-directory deps PACKAGES="$(PACKAGE_TEST_PACKAGES)"
	tests/package/deb_test.sh $(DEB)
	tests/package/deb_test.sh $(ARM64_DEB)
	tests/package/zip_test.sh $(WINDOWS_ZIP)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD) $(ARM64_BUILD) $(WINDOWS_BUILD)

# The libraries of the Windows build (data/packaging/windows): built once from Debian's source packages into a
# cache outside the clone (libraries.sh prints where), then a smoke program built against them with the mingw
# toolchain, run through wine, and its DLL imports checked.
WINDOWS_PACKAGES := g++-mingw-w64-x86-64-posix g++ make cmake pkg-config tcl dpkg-dev bzip2 wine64 libz-mingw-w64-dev \
  libcli11-dev nlohmann-json3-dev doctest-dev
WINDOWS_SMOKE_BUILD := build-windows-smoke

WINDOWS_BUILD := build-windows
WINDOWS_ZIP := dist/tenbou-$(VERSION)-windows-x64.zip

.PHONY: windows-libraries build-windows test-windows package-windows
windows-libraries:
	@$(MAKE) --no-print-directory deps PACKAGES="$(WINDOWS_PACKAGES)"
	rm -rf $(WINDOWS_SMOKE_BUILD)
	prefix=$$(JOBS=$(JOBS) data/packaging/windows/libraries.sh) && \
	  cmake -S data/packaging/windows/smoke -B $(WINDOWS_SMOKE_BUILD) -DTENBOU_WINDOWS_PREFIX="$$prefix" \
	    -DCMAKE_TOOLCHAIN_FILE=$(CURDIR)/data/packaging/windows/mingw-w64-x86_64.cmake
	cmake --build $(WINDOWS_SMOKE_BUILD) -j $(JOBS)
	cd $(WINDOWS_SMOKE_BUILD) && ctest --output-on-failure --verbose

# The Windows build: tenbou.exe and tenbou_tests.exe built with the mingw toolchain against those libraries (a
# cache hit once built), then its tests run through wine, headless: the units, the end-to-end files that drive the
# platform files, and tenbou.exe driven from Linux (tests/platform/wine_check.py), sharing its file with this
# clone's Linux tenbou (CMakeLists.txt says what is built and run for Windows, and why).
build-windows:  # (with the native libraries' packages too: the zip takes their copyright files)
	@$(MAKE) --no-print-directory deps PACKAGES="$(WINDOWS_PACKAGES) $(PACKAGES)"
	prefix=$$(JOBS=$(JOBS) data/packaging/windows/libraries.sh) && \
	  cmake -S . -B $(WINDOWS_BUILD) -DCMAKE_BUILD_TYPE=Release -DTENBOU_WINDOWS_PREFIX="$$prefix" \
	    -DCMAKE_TOOLCHAIN_FILE=$(CURDIR)/data/packaging/windows/mingw-w64-x86_64.cmake \
	    -DTENBOU_LINUX_BINARY=$(abspath $(BUILD))/tenbou
	cmake --build $(WINDOWS_BUILD) -j $(JOBS) --target tenbou tenbou_tests

# With this clone's Linux tenbou built too (`build`, at once when it is up to date), to share a file with.
test-windows: build-program build-windows
	cd $(WINDOWS_BUILD) && ctest --output-on-failure -j $(JOBS)

# The Windows zip, from that build (data/packaging/windows/zip.cmake).
package-windows: build-windows
	rm -f $(WINDOWS_ZIP)
	cd $(WINDOWS_BUILD) && cpack -G ZIP
	@echo "Written: $(WINDOWS_ZIP)"
