#include "base/shared_library.h"

#include <utility>

#include "base/error.h"

namespace tenbou {

SharedLibrary::SharedLibrary(const char* soname, std::string needed_by, std::string package)
    : soname_(soname), needed_by_(std::move(needed_by)), package_(std::move(package)) {
  std::string reason;
  handle_ = load(soname, reason);
  if (!handle_)
    throw Error{needed_by_ + " needs the library " + soname_ + ", which could not be loaded (" + reason +
                "): install " + package_};
}

void* SharedLibrary::symbol(const char* name) const {
  if (void* found = address(handle_, name)) return found;
  throw Error{needed_by_ + " needs " + name + " from " + soname_ + ", which does not have it: install " + package_ +
              " as tenbou was built with"};
}

}  // namespace tenbou
