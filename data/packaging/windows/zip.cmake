# The Windows zip, dist/tenbou-VERSION-windows-x64.zip (`make package`, CPack's ZIP generator): a folder of that
# name with tenbou.exe, the libraries' DLLs beside it (where Windows looks first), WINDOWS.txt (how to run it,
# with Windows' line ends), the README, tenbou's licence (LICENSE.txt), and the copyright notices of tenbou and of
# every library in the folder, taken from the Debian packages of the same sources (their copyright files).
install(TARGETS tenbou RUNTIME DESTINATION .)
install(FILES ${TENBOU_WINDOWS_DLLS} DESTINATION .)
configure_file(${CMAKE_CURRENT_LIST_DIR}/WINDOWS.txt ${CMAKE_BINARY_DIR}/package/WINDOWS.txt @ONLY NEWLINE_STYLE WIN32)
install(FILES ${CMAKE_BINARY_DIR}/package/WINDOWS.txt ${CMAKE_SOURCE_DIR}/README.md DESTINATION .)
install(FILES ${CMAKE_SOURCE_DIR}/data/packaging/copyright DESTINATION copyright RENAME tenbou.txt)
install(FILES ${CMAKE_SOURCE_DIR}/LICENSE DESTINATION . RENAME LICENSE.txt)
# Built into tenbou.exe or beside it: SQLite, SQLiteCpp, simdjson, libqrencode, cpp-httplib, ICU, libmicrohttpd,
# zlib, and the mingw-w64 runtime (winpthreads).
foreach(package libsqlite3-0 libsqlitecpp-dev libsimdjson14 libqrencode4 libcpp-httplib0.11 libicu72 libmicrohttpd12
                libz-mingw-w64-dev mingw-w64-x86-64-dev)
  if(EXISTS /usr/share/doc/${package}/copyright)
    install(FILES /usr/share/doc/${package}/copyright DESTINATION copyright RENAME ${package}.txt)
  else()
    message(WARNING "/usr/share/doc/${package}/copyright is missing: the Windows zip lacks its notice")
  endif()
endforeach()

set(CPACK_GENERATOR ZIP)
set(CPACK_OUTPUT_FILE_PREFIX ${CMAKE_SOURCE_DIR}/dist)
set(CPACK_PACKAGE_FILE_NAME tenbou-${PROJECT_VERSION}-windows-x64)
set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY ON)
set(CPACK_STRIP_FILES ON)
include(CPack)
