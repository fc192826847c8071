#pragma once
// Libraries loaded when a command first needs them rather than with every run of tenbou (dlopen): each library
// linked is loaded and relocated by every process, whatever the command.

#include <string>

namespace tenbou {

/// A library loaded by its soname, kept until the process ends (never unloaded).
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

  void* handle_;
  std::string soname_, needed_by_, package_;
};

}  // namespace tenbou
