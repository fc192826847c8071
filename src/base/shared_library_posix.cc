#include "base/shared_library.h"

#include <dlfcn.h>

namespace tenbou {

void* SharedLibrary::load(const char* soname, std::string& reason) {
  void* handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (!handle) reason = dlerror();
  return handle;
}

void* SharedLibrary::address(void* handle, const char* name) { return dlsym(handle, name); }

}  // namespace tenbou
