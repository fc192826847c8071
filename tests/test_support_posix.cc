// The test support of POSIX systems: starting the tenbou binary in the background (posix_spawn) and setting the
// environment. Its counterpart for Windows is
// test_support_windows.cc.
#include "test_support.h"

#include <fcntl.h>
#include <spawn.h>

#include <cstdlib>
#include <stdexcept>
#include <vector>


extern char** environ;

namespace tenbou::test {

void set_environment(const std::string& name, const std::string& value) { setenv(name.c_str(), value.c_str(), 1); }

void unset_environment(const std::string& name) { unsetenv(name.c_str()); }

pid_t start_tenbou(const std::vector<std::string>& args) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  std::vector<std::string> argv_texts = {TENBOU_BINARY};
  argv_texts.insert(argv_texts.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_texts) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid;
  const int failed = posix_spawn(&pid, TENBOU_BINARY, &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (failed != 0) throw std::runtime_error("cannot start " TENBOU_BINARY);
  return pid;
}

}  // namespace tenbou::test
