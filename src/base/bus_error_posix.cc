#include "base/bus_error.h"

#include <algorithm>
#include <csignal>

#include <unistd.h>

#include "base/error.h"

namespace tenbou {
namespace {

/// The message, kept where the handler can write it with async-signal-safe calls only.
char kept_message[2048];
std::size_t kept_length = 0;

extern "C" void on_bus_error(int) {
  for (std::size_t done = 0; done < kept_length;) {
    const ssize_t n = ::write(STDERR_FILENO, kept_message + done, kept_length - done);
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  ::_exit(static_cast<int>(ExitStatus::IoError));
}

}  // namespace

void exit_on_bus_error(std::string_view message) {
  kept_length = std::min(message.size(), sizeof kept_message);
  std::copy_n(message.data(), kept_length, kept_message);
  struct sigaction action {};
  action.sa_handler = on_bus_error;
  sigemptyset(&action.sa_mask);
  ::sigaction(SIGBUS, &action, nullptr);
}

}  // namespace tenbou
