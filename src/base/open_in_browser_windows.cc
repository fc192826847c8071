// Opening an address on Windows: the shell's "open" of a URL, which starts the default browser. Its counterpart is
// open_in_browser_posix.cc.
#include <windows.h>

#include <shellapi.h>

#include "base/open_in_browser.h"
#include "base/wide_text.h"

namespace tenbou {

bool open_in_browser(const std::string& url) {
  // ShellExecuteW returns a value above 32 when it started something.
  return reinterpret_cast<INT_PTR>(ShellExecuteW(nullptr, L"open", wide_text(url).c_str(), nullptr, nullptr, SW_SHOWNORMAL)) > 32;
}

}  // namespace tenbou
