#pragma once
// Opening an address in the user's default browser, as double-clicking a link would: the console opens itself there.
// Platform files: open_in_browser_posix.cc (xdg-open, or open on macOS) and open_in_browser_windows.cc (the shell).

#include <string>

namespace tenbou {

/// Asks the system to open `url` in the default browser, without waiting for it. False when nothing could be
/// started (no desktop, no browser): the caller then says where to open it.
bool open_in_browser(const std::string& url);

}  // namespace tenbou
