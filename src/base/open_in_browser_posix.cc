// Opening an address on POSIX desktops: xdg-open (freedesktop.org's, which every Linux desktop provides), or open on
// macOS, started in the background with nothing of ours. Its counterpart is open_in_browser_windows.cc.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <thread>
#include <vector>

#include "base/open_in_browser.h"
#include "base/spawn_attributes_posix.h"

extern char** environ;

namespace tenbou {

bool open_in_browser(const std::string& url) {
#ifdef __APPLE__
  std::string program = "open";
#else
  std::string program = "xdg-open";
#endif
  std::string address = url;
  std::vector<char*> argv{program.data(), address.data(), nullptr};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  for (const int fd : {0, 1, 2}) posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0);
  const SpawnAttributes attributes(false);
  pid_t pid = 0;
  const int failed = posix_spawnp(&pid, program.c_str(), &actions, attributes.get(), argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (failed != 0) return false;
  // Waited for in the background, so it leaves no zombie; whether it found a browser is not known here.
  std::thread([pid] {
    int status = 0;
    waitpid(pid, &status, 0);
  }).detach();
  return true;
}

}  // namespace tenbou
