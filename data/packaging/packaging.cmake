# The Debian package, dist/tenbou_VERSION_ARCH.deb (`make package`, CPack's DEB generator): tenbou, its manual
# page and bash completion, the README. Kept out of CMakeLists.txt, which is about building tenbou.
find_program(DPKG_QUERY dpkg-query)
if(NOT DPKG_QUERY)
  message(STATUS "No dpkg-query: no Debian package")
  return()
endif()
include(GNUInstallDirs)
set(TENBOU_MAINTAINER "tenbou maintainers <tenbou@example.org>" CACHE STRING "The Debian package's maintainer")

# tenbou loads libmicrohttpd and libedit with dlopen (see CMakeLists.txt), which dpkg-shlibdeps cannot see in the
# binary. debian_dependency(VAR SONAME) names the package that holds SONAME here (for the architecture built for, in
# its multiarch folder), with the version its shlibs file asks of programs linked with it (as dpkg-shlibdeps would):
# libmicrohttpd12 (>= 0.9.75) on Debian 12. A library installed for two architectures is owned by libedit2:amd64 and
# libedit2:arm64: its shlibs file is asked of the one found.
function(debian_dependency var soname)
  execute_process(COMMAND ${DPKG_QUERY} -S "*/${CMAKE_LIBRARY_ARCHITECTURE}/${soname}"
                  OUTPUT_VARIABLE owners RESULT_VARIABLE failed ERROR_QUIET)
  if(failed OR NOT owners MATCHES "^([^:,\n]+)(:[a-z0-9]+)?: ")
    message(WARNING "No installed Debian package holds ${soname}: no Debian package (make package)")
    set(${var} "" PARENT_SCOPE)
    return()
  endif()
  set(package ${CMAKE_MATCH_1})
  set(dependency ${package})
  execute_process(COMMAND ${DPKG_QUERY} --control-path ${package}${CMAKE_MATCH_2} shlibs OUTPUT_VARIABLE shlibs_file
                  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  string(REGEX MATCH "^(.+)\\.so\\.(.+)$" parts ${soname})
  if(shlibs_file AND parts)
    file(STRINGS ${shlibs_file} lines REGEX "^${CMAKE_MATCH_1} ${CMAKE_MATCH_2} ")
    if(lines MATCHES "^[^ ]+ [^ ]+ ([^;]+)")
      set(dependency ${CMAKE_MATCH_1})
    endif()
  endif()
  set(${var} ${dependency} PARENT_SCOPE)
endfunction()
debian_dependency(MICROHTTPD_DEPENDENCY ${MICROHTTPD_SONAME})
debian_dependency(EDIT_DEPENDENCY ${EDIT_SONAME})
if(NOT MICROHTTPD_DEPENDENCY OR NOT EDIT_DEPENDENCY)
  return()
endif()

install(TARGETS tenbou RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# A stripped binary (CPACK_STRIP_FILES) also loses the compiler's notes, as dh_strip does.
install(CODE "if(CMAKE_INSTALL_DO_STRIP)
  execute_process(COMMAND ${CMAKE_STRIP} --remove-section=.comment --remove-section=.note
                          \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/tenbou\" COMMAND_ERROR_IS_FATAL ANY)
endif()")
# The manual page, the completion and the changelog are written from the built tenbou when it is installed (in a
# cross build run through the emulator: TENBOU_RUN, see CMakeLists.txt).
set(files ${CMAKE_BINARY_DIR}/package)
install(CODE "execute_process(COMMAND ${CMAKE_SOURCE_DIR}/data/packaging/package_files.sh \"${TENBOU_RUN}\"
                ${PROJECT_VERSION} \"${TENBOU_MAINTAINER}\" \"${files}\" COMMAND_ERROR_IS_FATAL ANY)")
install(FILES ${files}/tenbou.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${files}/tenbou DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
# "tenbou tournament console" among the desktop's applications: tenbou console, in a terminal window that keeps it
# running (and shows what it says) until its Quit.
install(FILES ${CMAKE_SOURCE_DIR}/data/packaging/tenbou-console.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/data/packaging/copyright ${files}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The package's architecture: this machine's, or in a cross build the one of the compiler's multiarch triplet (arm64
# for aarch64-linux-gnu); `make package-arm64` tells dpkg-shlibdeps so too (DEB_HOST_ARCH).
if(CMAKE_CROSSCOMPILING)
  execute_process(COMMAND dpkg-architecture -t ${CMAKE_LIBRARY_ARCHITECTURE} -q DEB_HOST_ARCH
                  OUTPUT_VARIABLE architecture OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
else()
  execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE architecture OUTPUT_STRIP_TRAILING_WHITESPACE)
endif()
set(CPACK_GENERATOR DEB)
set(CPACK_OUTPUT_FILE_PREFIX ${CMAKE_SOURCE_DIR}/dist)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Riichi mahjong tournament scoring under EMA rules")
set(CPACK_PACKAGE_DESCRIPTION "\
tenbou keeps a Riichi mahjong tournament in one file: its players, the seating,
every hand a referee enters, checked against an exact payment engine, and the
standings. Every number it shows can be explained hand by hand from what was
entered.

tenbou serve serves the tournament on the venue's network: a page per table to
enter results from a phone, the projector's standings and the organiser's page.")
# Version: the version alone, with no Debian revision (tenbou packages itself: a native package, whose changelog
# is changelog.gz). With a revision, -1, lintian would ask the changelog to close the bug of a Debian upload.
set(CPACK_DEBIAN_FILE_NAME tenbou_${PROJECT_VERSION}_${architecture}.deb)
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE ${architecture})
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${TENBOU_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)  # with the two loaded libraries named above
set(CPACK_DEBIAN_PACKAGE_DEPENDS "${MICROHTTPD_DEPENDENCY}, ${EDIT_DEPENDENCY}")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
include(CPack)
