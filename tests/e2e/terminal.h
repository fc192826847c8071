#pragma once
// A tenbou process on a real pseudo-terminal, typed at key by key as a person types: what a pipe never shows
// (the line editor, the locale, prompts and previews, completion and history) is tested through it.

#include <chrono>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <pty.h>
#include <signal.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test_support.h"

namespace tenbou::test {

/// A tenbou process on a pseudo-terminal, driven by key strokes.
class Terminal {
 public:
  /// Starts tenbou with `args` on a new terminal of type `term` and `columns` wide, its environment changed by
  /// `env` (a variable with an empty value is removed: `{"LANG", ""}` is a terminal without a locale).
  explicit Terminal(const std::vector<std::string>& args, const std::string& term = "dumb",
                    const std::vector<std::pair<std::string, std::string>>& env = {}, unsigned short columns = 100) {
    winsize size{};
    size.ws_col = columns;
    size.ws_row = 40;
    pid_ = forkpty(&fd_, nullptr, nullptr, &size);
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      std::vector<std::string> all = {TENBOU_BINARY};
      all.insert(all.end(), args.begin(), args.end());
      std::vector<char*> argv;
      for (std::string& a : all) argv.push_back(a.data());
      argv.push_back(nullptr);
      setenv("TERM", term.c_str(), 1);
      for (const auto& [name, value] : env) {
        if (value.empty())
          unsetenv(name.c_str());
        else
          setenv(name.c_str(), value.c_str(), 1);
      }
      execv(TENBOU_BINARY, argv.data());
      _exit(127);
    }
  }
  ~Terminal() {
    close(fd_);
    if (pid_ > 0) {
      kill(pid_, SIGKILL);  // a test that failed half-way leaves no process behind
      waitpid(pid_, nullptr, 0);
    }
  }
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;

  /// Types `keys`, after a moment for the line editor to take the terminal over from the prompt it printed.
  void type(const std::string& keys) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    REQUIRE(write(fd_, keys.data(), keys.size()) == static_cast<ssize_t>(keys.size()));
  }
  /// What the terminal shows until `text` appears (or 10 seconds pass).
  std::string until(const std::string& text) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (screen_.find(text, seen_) == std::string::npos && std::chrono::steady_clock::now() < end && pump()) {
    }
    const std::size_t found = screen_.find(text, seen_);
    std::string shown = screen_.substr(seen_, found == std::string::npos ? std::string::npos : found + text.size() - seen_);
    if (found != std::string::npos) seen_ = found + text.size();
    return shown;
  }
  /// The exit status once the process ends (-1 if it does not within 10 seconds).
  int exit_status() {
    int status = 0;
    for (int i = 0; i < 100; ++i) {
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      }
      // Keeps reading what it prints, so it never blocks on a full terminal; once it has closed the terminal,
      // waits for it to end.
      if (!pump()) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return -1;
  }

 private:
  /// Reads what the terminal shows within 100 ms; false once the process has closed it.
  bool pump() {
    fd_set set;
    FD_ZERO(&set);
    FD_SET(fd_, &set);
    timeval wait{0, 100000};
    if (select(fd_ + 1, &set, nullptr, nullptr, &wait) <= 0) return true;
    char buffer[4096];
    const ssize_t n = read(fd_, buffer, sizeof buffer);
    if (n <= 0) return false;
    screen_.append(buffer, static_cast<std::size_t>(n));
    return true;
  }

  int fd_ = -1;
  pid_t pid_ = -1;
  std::string screen_;
  std::size_t seen_ = 0;
};

}  // namespace tenbou::test
