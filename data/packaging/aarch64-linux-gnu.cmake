# The CMake toolchain of the arm64 build for the Raspberry Pi (`make test-arm64`, `make package`, in build-arm64).
# Debian's cross compiler, the arm64 libraries installed beside the native ones (multiarch), and qemu-user to run
# what it builds on this machine.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
# CMake takes objdump, strip and the like of the same prefix (aarch64-linux-gnu-objdump reads the sonames of the
# libraries tenbou loads); pkg-config reads the arm64 libraries' .pc files (pkg-config:arm64).
set(PKG_CONFIG_EXECUTABLE aarch64-linux-gnu-pkg-config CACHE FILEPATH "pkg-config of the arm64 libraries")
# With no sysroot, the cross compiler and CMake find the arm64 libraries in /usr/lib/aarch64-linux-gnu, and headers
# and header-only packages (CLI11, nlohmann-json, doctest: Multi-Arch: foreign) where the native ones are.
# Debian 12's libsimdjson-dev is not Multi-Arch: same (its arm64 package would replace the native one): the arm64
# library with the native header, see arm64/simdjson-config.cmake.
set(simdjson_DIR ${CMAKE_CURRENT_LIST_DIR}/arm64 CACHE PATH "simdjson of the arm64 build")
# ctest runs the built programs through the emulator; the tests and the package's manual page run tenbou through
# a script that does the same (CMakeLists.txt, TENBOU_RUN). They run with the arm64 loader and C library of
# libc6:arm64 (/lib/ld-linux-aarch64.so.1), as on a Pi, not with -L /usr/aarch64-linux-gnu: the loader there, of
# libc6-arm64-cross, is of another build of glibc (2.36-8 against 2.36-9+deb12u14 on Debian 12) than the libc.so.6
# that the arm64 libraries bring from the multiarch folders, and with the two a program hangs at its first thread.
# -L / and not the default, which Debian's qemu takes from /etc/qemu-binfmt.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64 -L /)
