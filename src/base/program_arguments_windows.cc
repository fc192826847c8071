#include "base/program_arguments.h"

#include <windows.h>  // before shellapi.h, which needs it

#include <shellapi.h>

#include <cstdlib>
#include <string_view>

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

// The C runtime copied the environment in the ANSI code page at start (`set TENBOU_REFEREE=Schiri Jürgen` read as
// "J\xFCrgen", 山田 as "??"): tenbou's variables are set again in it from the wide environment, as UTF-8. Only
// those: the process starts no program that would read the others' bytes in the code page.
void use_utf8_environment() {
  wchar_t* block = GetEnvironmentStringsW();
  if (!block) return;
  constexpr std::wstring_view prefix = L"TENBOU_";
  for (const wchar_t* entry = block; *entry; entry += std::wstring_view(entry).size() + 1) {
    const std::wstring_view text(entry);
    const std::size_t equals = text.find(L'=', 1);
    if (equals == std::wstring_view::npos || text.substr(0, prefix.size()) != prefix) continue;
    const std::string name = utf8_text(text.substr(0, equals));
    const std::string value = utf8_text(text.substr(equals + 1));
    if (!value.empty()) _putenv_s(name.c_str(), value.c_str());
  }
  FreeEnvironmentStringsW(block);
}

// cmd.exe's form, quoted as a whole so that spaces and & in a path stay part of it (PowerShell users know theirs).
std::string shell_setting(const std::string& name, const std::string& value) {
  return "set \"" + name + "=" + value + "\"";
}

}  // namespace tenbou
