#pragma once
// Windows only: tenbou's text is UTF-8 throughout, and the W functions of Windows (file names, the command line,
// library names, the system's messages) take and give UTF-16. The Windows platform files convert with these at
// that edge, never through the code page of the moment. Nothing on other systems includes it.

#include <string>
#include <string_view>

namespace tenbou {

/// `utf8` as UTF-16 for a W function (invalid UTF-8 becomes U+FFFD).
std::wstring wide_text(std::string_view utf8);

/// `wide` (UTF-16 from a W function) as UTF-8.
std::string utf8_text(std::wstring_view wide);

}  // namespace tenbou
