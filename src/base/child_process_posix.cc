// Running a program on POSIX systems: posix_spawn with its standard streams on pipes, read with poll() until they
// end or a limit is passed. Its counterpart for Windows is child_process_windows.cc.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <climits>
#include <cstring>
#include <stdexcept>
#include <thread>

#include "base/child_process.h"
#include "base/spawn_attributes_posix.h"

extern char** environ;

namespace tenbou {
namespace {

/// A pipe whose ends are closed on exec, so that programs started at the same time from other threads never hold
/// them (the reader would wait for an end of output that never comes).
struct Pipe {
  int read = -1, write = -1;
  Pipe() {
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
    read = ends[0];
    write = ends[1];
  }
};

void close_if_open(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

/// This process's environment with `extra` ("NAME=VALUE") set over it.
std::vector<std::string> environment_with(const std::vector<std::string>& extra) {
  std::vector<std::string> all;
  for (char** e = environ; *e; ++e) {
    const std::string entry = *e;
    const std::string name = entry.substr(0, entry.find('=') + 1);
    bool replaced = false;
    for (const std::string& x : extra) replaced = replaced || x.rfind(name, 0) == 0;
    if (!replaced) all.push_back(entry);
  }
  all.insert(all.end(), extra.begin(), extra.end());
  return all;
}

std::vector<char*> pointers_to(std::vector<std::string>& texts) {
  std::vector<char*> out;
  for (std::string& t : texts) out.push_back(t.data());
  out.push_back(nullptr);
  return out;
}

}  // namespace

ChildRun run_child(const std::string& program, const std::vector<std::string>& args, const std::string& input,
                   const ChildLimits& limits) {
  // Said here, not left to posix_spawn: under an emulator (qemu-user) a failed start is only the program's status 127.
  if (access(program.c_str(), X_OK) != 0)
    throw std::runtime_error("cannot start " + program + ": " + std::strerror(errno));
  Pipe in, out, err;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in.read, 0);
  posix_spawn_file_actions_adddup2(&actions, out.write, 1);
  posix_spawn_file_actions_adddup2(&actions, err.write, 2);
  if (!limits.folder.empty()) posix_spawn_file_actions_addchdir_np(&actions, limits.folder.c_str());
  const SpawnAttributes attributes(true);
  std::vector<std::string> argv_texts = {program};
  argv_texts.insert(argv_texts.end(), args.begin(), args.end());
  std::vector<std::string> env_texts = environment_with(limits.environment);
  std::vector<char*> argv = pointers_to(argv_texts), envp = pointers_to(env_texts);
  pid_t pid = 0;
  const int failed = posix_spawn(&pid, program.c_str(), &actions, attributes.get(), argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  close_if_open(in.read);
  close_if_open(out.write);
  close_if_open(err.write);
  if (failed != 0) {
    close_if_open(in.write);
    close_if_open(out.read);
    close_if_open(err.read);
    throw std::runtime_error("cannot start " + program + ": " + std::strerror(failed));
  }
  // The input goes in from a thread of its own, so that a program writing much before it reads never waits on us.
  std::thread writer([&in, &input] {
    sigset_t pipe_signal;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, nullptr);  // a program gone before reading: EPIPE, not the signal
    for (std::size_t done = 0; done < input.size();) {
      const ssize_t n = write(in.write, input.data() + done, input.size() - done);
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    close_if_open(in.write);
    // A SIGPIPE raised meanwhile stays pending for this thread alone, which ends here.
  });
  ChildRun run;
  const auto deadline = std::chrono::steady_clock::now() + limits.time;
  std::array<pollfd, 2> fds{pollfd{out.read, POLLIN, 0}, pollfd{err.read, POLLIN, 0}};
  std::array<std::string*, 2> into{&run.out, &run.err};
  bool stopped = false;
  while (fds[0].fd >= 0 || fds[1].fd >= 0) {
    int wait = -1;
    if (limits.time.count() > 0) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      wait = static_cast<int>(std::max<long long>(0, std::min<long long>(left.count(), INT_MAX)));
    }
    if (limits.stop && (wait < 0 || wait > 100)) wait = 100;
    const int ready = poll(fds.data(), fds.size(), stopped ? 100 : wait);
    if (ready < 0 && errno == EINTR) continue;
    if (!stopped && limits.stop && limits.stop()) {
      run.stopped = stopped = true;
      kill(pid, SIGKILL);
      continue;
    }
    if (ready == 0 && !stopped && limits.time.count() > 0 && std::chrono::steady_clock::now() >= deadline) {
      run.out_of_time = true;
      kill(pid, SIGKILL);
      stopped = true;
      continue;
    }
    for (std::size_t i = 0; i < fds.size(); ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      char block[65536];
      const ssize_t n = read(fds[i].fd, block, sizeof block);
      if (n <= 0) {
        close(fds[i].fd);
        fds[i].fd = -1;
        continue;
      }
      if (limits.output_bytes > 0 && run.out.size() + run.err.size() + static_cast<std::size_t>(n) > limits.output_bytes) {
        if (!stopped) kill(pid, SIGKILL);
        run.too_much_output = stopped = true;
        continue;
      }
      into[i]->append(block, static_cast<std::size_t>(n));
    }
  }
  writer.join();
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return run;
}

std::string this_program() {
  std::string path(4096, '\0');
  const ssize_t n = readlink("/proc/self/exe", path.data(), path.size());
  if (n <= 0 || static_cast<std::size_t>(n) >= path.size()) return "";
  path.resize(static_cast<std::size_t>(n));
  return path;
}

}  // namespace tenbou
