#include "base/program_arguments.h"

namespace tenbou {

std::vector<std::string> utf8_arguments(int argc, char** argv) { return {argv, argv + argc}; }

void use_utf8_environment() {}  // the environment holds the bytes set, UTF-8 under the locales tenbou expects

// Quoted unless every character is one a POSIX shell takes literally; a ' inside is written '\''.
std::string shell_setting(const std::string& name, const std::string& value) {
  const bool plain = !value.empty() && value.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                                               "0123456789_./:,+-@%") == std::string::npos;
  if (plain) return "export " + name + "=" + value;
  std::string quoted = "'";
  for (const char c : value) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return "export " + name + "=" + quoted + "'";
}

}  // namespace tenbou
