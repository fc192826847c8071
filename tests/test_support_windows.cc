// The test support of Windows: setting the environment. Its
// counterpart is test_support_posix.cc.
#include <cstdlib>

#include "base/wide_text.h"
#include "test_support.h"

namespace tenbou::test {

// Set wide, as UTF-16: the ANSI form would take UTF-8's bytes for the code page's ("Jürgen" as "JÃ¼rgen").
void set_environment(const std::string& name, const std::string& value) {
  _wputenv_s(wide_text(name).c_str(), wide_text(value).c_str());
}

void unset_environment(const std::string& name) { _wputenv_s(wide_text(name).c_str(), L""); }  // "" removes it

}  // namespace tenbou::test
