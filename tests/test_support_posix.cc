// The test support of POSIX systems: running the tenbou binary (posix_spawn, pipes) and setting the
// environment. Its counterpart for Windows is test_support_windows.cc.
#include "test_support.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <stdexcept>
#include <thread>
#include <vector>

extern char** environ;

namespace tenbou::test {

void set_environment(const std::string& name, const std::string& value) { setenv(name.c_str(), value.c_str(), 1); }

void unset_environment(const std::string& name) { unsetenv(name.c_str()); }

namespace {

std::string read_all(int fd) {
  std::string out;
  char buf[65536];
  for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;) out.append(buf, static_cast<std::size_t>(n));
  close(fd);
  return out;
}

/// Starts `program` with `args` (argv[0] is the program itself) and the given file actions (which it
/// destroys).
pid_t spawn_program(const std::string& program, const std::vector<std::string>& args, posix_spawn_file_actions_t& actions) {
  std::vector<std::string> argv_strings = {program};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_strings) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid;
  if (posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ) != 0)
    throw std::runtime_error("cannot start " + program);
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

/// Starts tenbou with `args` and the given file actions (which it destroys).
pid_t spawn(const std::vector<std::string>& args, posix_spawn_file_actions_t& actions) {
  return spawn_program(TENBOU_BINARY, args, actions);
}

}  // namespace

pid_t start_tenbou(const std::vector<std::string>& args) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  return spawn(args, actions);
}

RunResult run_program(const std::string& program, const std::vector<std::string>& args, const std::string& input) {
  signal(SIGPIPE, SIG_IGN);  // a command that exits before reading its input must not end the test run
  int in_pipe[2], out_pipe[2], err_pipe[2];
  // close-on-exec, so tenbou processes started at the same time from other threads never hold these
  if (pipe2(in_pipe, O_CLOEXEC) || pipe2(out_pipe, O_CLOEXEC) || pipe2(err_pipe, O_CLOEXEC))
    throw std::runtime_error("pipe failed");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_pipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], 2);
  const pid_t pid = spawn_program(program, args, actions);
  close(in_pipe[0]);
  close(out_pipe[1]);
  close(err_pipe[1]);
  std::thread writer([&] {
    std::size_t done = 0;
    while (done < input.size()) {
      ssize_t n = write(in_pipe[1], input.data() + done, input.size() - done);
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    close(in_pipe[1]);
  });
  RunResult result;
  std::thread err_reader([&] { result.err = read_all(err_pipe[0]); });
  result.out = read_all(out_pipe[0]);
  err_reader.join();
  writer.join();
  int status = 0;
  waitpid(pid, &status, 0);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return result;
}

RunResult run_tenbou(const std::vector<std::string>& args, const std::string& input) {
  return run_program(TENBOU_BINARY, args, input);
}

}  // namespace tenbou::test
