#pragma once
// Libraries loaded when a command first needs them rather than with every run of tenbou: each library linked is
// loaded and relocated by every process, whatever the command. Platform files: shared_library_posix.cc (dlopen)
// and shared_library_windows.cc (LoadLibraryW); shared_library.cc words their failures.

#include <string>

namespace tenbou {

/// A library loaded by its name (a soname such as libedit.so.2; a DLL's name on Windows), kept until the process
/// ends (never unloaded).
class SharedLibrary {
 public:
  /// Loads `soname`; `needed_by` names, for the message, what needs it. Throws Error naming the library and the
  /// package to install when it cannot be loaded.
  SharedLibrary(const char* soname, std::string needed_by, std::string package);

  /// Points `pointer` (a function or variable pointer) at `name` in the library. Throws Error when it has none.
  template <class Pointer>
  void find(Pointer& pointer, const char* name) const {
    pointer = reinterpret_cast<Pointer>(symbol(name));
  }

 private:
  void* symbol(const char* name) const;

  // The platform's part. The library's handle, or null with the system's reason in `reason`:
  static void* load(const char* soname, std::string& reason);
  // The address of `name` in the library `handle`, or null:
  static void* address(void* handle, const char* name);

  void* handle_;
  std::string soname_, needed_by_, package_;
};

}  // namespace tenbou
