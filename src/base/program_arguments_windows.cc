#include "base/program_arguments.h"

#include <windows.h>  // before shellapi.h, which needs it

#include <shellapi.h>

#include "base/wide_text.h"

namespace tenbou {

// `argv` is the command line in the ANSI code page: the same arguments, read again from the wide command line
// (split by the rules the C runtime follows). Should that fail, the ANSI arguments are better than none.
std::vector<std::string> utf8_arguments(int argc, char** argv) {
  int count = 0;
  wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
  if (!wide) return {argv, argv + argc};
  std::vector<std::string> out;
  out.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) out.push_back(utf8_text(wide[i]));
  LocalFree(wide);
  return out;
}

// cmd.exe's form, quoted as a whole so that spaces and & in a path stay part of it (PowerShell users know theirs).
std::string shell_setting(const std::string& name, const std::string& value) {
  return "set \"" + name + "=" + value + "\"";
}

}  // namespace tenbou
