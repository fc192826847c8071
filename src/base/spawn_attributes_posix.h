#pragma once
// How every program tenbou starts on a POSIX system starts (child_process_posix.cc, open_in_browser_posix.cc): with
// every signal unblocked and SIGPIPE, SIGINT, SIGTERM and SIGHUP at their defaults, since a server blocks its stop
// signals in its threads and ignores SIGPIPE, and a program must inherit neither. Included by POSIX platform files
// only.

#include <signal.h>
#include <spawn.h>

namespace tenbou {

/// posix_spawn's attributes for those signals, and with a process group of the program's own when `own_group`.
/// Not copyable or movable: posix_spawn takes their address.
class SpawnAttributes {
 public:
  explicit SpawnAttributes(bool own_group) {
    posix_spawnattr_init(&attributes_);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    for (const int s : {SIGPIPE, SIGINT, SIGTERM, SIGHUP}) sigaddset(&defaults, s);
    posix_spawnattr_setsigmask(&attributes_, &none);
    posix_spawnattr_setsigdefault(&attributes_, &defaults);
    short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    if (own_group) {
      posix_spawnattr_setpgroup(&attributes_, 0);
      flags |= POSIX_SPAWN_SETPGROUP;
    }
    posix_spawnattr_setflags(&attributes_, flags);
  }
  ~SpawnAttributes() { posix_spawnattr_destroy(&attributes_); }
  SpawnAttributes(const SpawnAttributes&) = delete;
  SpawnAttributes& operator=(const SpawnAttributes&) = delete;

  const posix_spawnattr_t* get() const { return &attributes_; }

 private:
  posix_spawnattr_t attributes_;
};

}  // namespace tenbou
