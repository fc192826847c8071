# CMake toolchain for Windows x64 builds with Debian's mingw-w64 (posix threads) against the libraries that
# libraries.sh beside this file builds; programs built with it run on Linux through wine (ctest too).
#
#   prefix=$(data/packaging/windows/libraries.sh)
#   cmake -S ... -B ... -DCMAKE_TOOLCHAIN_FILE=data/packaging/windows/mingw-w64-x86_64.cmake \
#         -DTENBOU_WINDOWS_PREFIX="$prefix"          (or TENBOU_WINDOWS_PREFIX in the environment)

set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(TENBOU_MINGW_TRIPLET x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${TENBOU_MINGW_TRIPLET}-gcc-posix)
set(CMAKE_CXX_COMPILER ${TENBOU_MINGW_TRIPLET}-g++-posix)
set(CMAKE_RC_COMPILER ${TENBOU_MINGW_TRIPLET}-windres)

# Where the libraries are: the prefix libraries.sh printed. try_compile projects read this file again, so the
# variable is passed on to them.
if(NOT TENBOU_WINDOWS_PREFIX AND DEFINED ENV{TENBOU_WINDOWS_PREFIX})
  set(TENBOU_WINDOWS_PREFIX "$ENV{TENBOU_WINDOWS_PREFIX}")
endif()
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES TENBOU_WINDOWS_PREFIX)

# Libraries, headers and CMake packages come only from mingw-w64 and that prefix, never from the Linux system
# (its /usr/include would hide mingw's C headers); the prefix holds Debian's header-only libraries too.
set(CMAKE_FIND_ROOT_PATH /usr/${TENBOU_MINGW_TRIPLET} ${TENBOU_WINDOWS_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# pkg-config (pkg_check_modules) reads the prefix's .pc files only.
if(TENBOU_WINDOWS_PREFIX)
  set(ENV{PKG_CONFIG_LIBDIR} "${TENBOU_WINDOWS_PREFIX}/lib/pkgconfig:${TENBOU_WINDOWS_PREFIX}/share/pkgconfig")
  set(ENV{PKG_CONFIG_PATH} "")
endif()

# A program imports only Windows' own DLLs and those of the libraries (ICU, libmicrohttpd): libgcc,
# libstdc++ and winpthread are linked in. -static makes the linker take only static archives for -l names;
# the libraries' DLLs are still linked through the import libraries CMake names by their full paths.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++ -static")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++")
set(CMAKE_MODULE_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++")

# ctest runs the .exe files through wine, headless.
find_program(TENBOU_WINE NAMES wine wine64 PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(TENBOU_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${TENBOU_WINE})
endif()
