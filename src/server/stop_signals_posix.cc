#include "server/stop_signals.h"

#include <csignal>
#include <pthread.h>

namespace tenbou::server {
namespace {

sigset_t stop_set() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}

}  // namespace

StopSignals::StopSignals(std::function<void()> on_stop) {
  const sigset_t set = stop_set();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  waiter_ = std::thread([this, set, on_stop = std::move(on_stop)] {
    int signal = 0;
    sigwait(&set, &signal);
    if (received_.exchange(true)) return;  // woken by the destructor
    on_stop();
  });
}

StopSignals::~StopSignals() {
  if (!received_.exchange(true)) pthread_kill(waiter_.native_handle(), SIGTERM);
  waiter_.join();
}

}  // namespace tenbou::server
