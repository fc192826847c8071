# simdjson for the arm64 build, whose libsimdjson-dev:arm64 cannot be installed beside the native one (Debian 12).
# Found through simdjson_DIR, set by ../aarch64-linux-gnu.cmake. The package is not Multi-Arch: same, so the native
# package's header (one for every architecture, in /usr/include, which the cross compiler searches) goes with the
# arm64 library of libsimdjson14:arm64, in a target like the native package's simdjson::simdjson.
include(CMakeFindDependencyMacro)
find_dependency(Threads)
file(GLOB simdjson_libraries /usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/libsimdjson.so.*)
if(NOT simdjson_libraries OR NOT EXISTS /usr/include/simdjson.h)
  set(simdjson_FOUND FALSE)
  set(simdjson_NOT_FOUND_MESSAGE "needs the arm64 libsimdjson14 and the native libsimdjson-dev")
  return()
endif()
list(SORT simdjson_libraries)
list(GET simdjson_libraries 0 simdjson_library)  # libsimdjson.so.14, the soname, before libsimdjson.so.14.0.0
if(NOT TARGET simdjson::simdjson)
  add_library(simdjson::simdjson SHARED IMPORTED)
  set_target_properties(simdjson::simdjson PROPERTIES
    IMPORTED_LOCATION ${simdjson_library}
    INTERFACE_COMPILE_DEFINITIONS SIMDJSON_THREADS_ENABLED=1
    INTERFACE_LINK_LIBRARIES Threads::Threads)
endif()
