#include "test_support.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

extern char** environ;

namespace tenbou::test {

std::string read_source_file(const std::string& relative_path) {
  std::ifstream in(std::string(TENBOU_SOURCE_DIR) + "/" + relative_path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read test file " + relative_path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const Ruleset& preset(const std::string& name) {
  static std::map<std::string, Ruleset> cache;
  auto it = cache.find(name);
  if (it == cache.end()) it = cache.emplace(name, load_ruleset(name, nullptr)).first;
  return it->second;
}

namespace {

std::string read_all(int fd) {
  std::string out;
  char buf[65536];
  for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;) out.append(buf, static_cast<std::size_t>(n));
  close(fd);
  return out;
}

}  // namespace

RunResult run_tenbou(const std::vector<std::string>& args, const std::string& input) {
  signal(SIGPIPE, SIG_IGN);  // a command that exits before reading its input must not end the test run
  int in_pipe[2], out_pipe[2], err_pipe[2];
  if (pipe(in_pipe) || pipe(out_pipe) || pipe(err_pipe)) throw std::runtime_error("pipe failed");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_pipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], 2);
  for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]})
    posix_spawn_file_actions_addclose(&actions, fd);
  std::vector<std::string> argv_strings = {TENBOU_BINARY};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_strings) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid;
  if (posix_spawn(&pid, TENBOU_BINARY, &actions, nullptr, argv.data(), environ) != 0)
    throw std::runtime_error("cannot start tenbou");
  posix_spawn_file_actions_destroy(&actions);
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

TempDir::TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "tenbou-test-XXXXXX").string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::string TempDir::write(const std::string& name, const std::string& text) const {
  const std::string file = path_ + "/" + name;
  std::ofstream(file, std::ios::binary) << text;
  return file;
}

}  // namespace tenbou::test
