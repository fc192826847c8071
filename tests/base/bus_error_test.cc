// SIGBUS (a file mapped into memory that can no longer be read) ends the process with exit status 74 and the
// message given, instead of without a word.

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <iterator>

#include <doctest/doctest.h>

#include "base/bus_error.h"
#include "test_support.h"

namespace tenbou::test {

TEST_CASE("SIGBUS ends the process with exit status 74 and the message") {
  TempDir dir;
  const std::string mapped = dir.write("mapped", std::string(4096, 'x'));
  const std::string said = dir.path() + "/stderr";
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {  // only async-signal-safe calls from here: the test binary may run other threads
    const int err = ::open(said.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(err, STDERR_FILENO);
    exit_on_bus_error("the disk went away\n");
    const int fd = ::open(mapped.c_str(), O_RDWR);
    auto* page = static_cast<volatile char*>(::mmap(nullptr, 4096, PROT_READ, MAP_SHARED, fd, 0));
    if (page == MAP_FAILED) ::_exit(10);
    ::ftruncate(fd, 0);  // the mapped page is no longer backed by the file: reading it raises SIGBUS
    const char c = page[0];
    ::_exit(c == 'x' ? 11 : 12);
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 74);
  std::ifstream in(said);
  CHECK(std::string(std::istreambuf_iterator<char>(in), {}) == "the disk went away\n");
}

}  // namespace tenbou::test
