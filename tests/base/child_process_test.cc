// Running a program to its end (base/child_process.h): what the organiser's API and the tests start tenbou with,
// on every system, with its limits of time and output, its folder and its environment.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "base/child_process.h"
#include "base/file_access.h"
#include "test_support.h"

namespace tenbou::test {

TEST_CASE("a program's exit status and output are caught, its input given, whatever its size") {
  const ChildRun help = run_child(TENBOU_BINARY, {"--help"});
  CHECK(help.status == 0);
  CHECK(help.out.find("tenbou") != std::string::npos);
  CHECK_FALSE(help.out_of_time);
  CHECK_FALSE(help.too_much_output);
  const ChildRun wrong = run_child(TENBOU_BINARY, {"no-such-command"});
  CHECK(wrong.status == 2);
  CHECK(wrong.err.find("tenbou: ") != std::string::npos);
  // Four times a pipe's buffer in, read through the standard input (a hand batch's lines, each refused in words, so
  // that as much comes out on both streams while it goes in).
  std::string lines;
  while (lines.size() < 256 * 1024) lines += "not a hand at all\n";
  const ChildRun batch = run_child(TENBOU_BINARY, {"value", "--batch", "-"}, lines);
  CHECK(batch.status == 1);
  CHECK(batch.out.size() + batch.err.size() > 256 * 1024);
  CHECK_THROWS(run_child(TENBOU_BINARY + std::string(".missing"), {}));
}

TEST_CASE("a program past its time or its output is stopped, and the run says so") {
  const auto started = std::chrono::steady_clock::now();
  const ChildRun slow =
      run_child(TENBOU_BINARY, {"seating", "generate", "--players", "24", "--rounds", "8", "--time-limit", "60"}, "",
                {.time = std::chrono::milliseconds(1500)});
  CHECK(slow.out_of_time);
  CHECK(slow.status != 0);
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(30));
  const ChildRun talkative = run_child(TENBOU_BINARY, {"--help"}, "", {.output_bytes = 100});
  CHECK(talkative.too_much_output);
  CHECK(talkative.out.size() + talkative.err.size() <= 100);
}

TEST_CASE("a program starts in the folder and with the environment given") {
  const std::filesystem::path folder = std::filesystem::temp_directory_path() / "tenbou-child-process-test";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "lines.txt") << "not a hand\n";
  const ChildRun read = run_child(TENBOU_BINARY, {"value", "--batch", "lines.txt"}, "",
                                  {.folder = path_text(folder), .environment = {"TENBOU_UPLOAD=lines.txt"}});
  CHECK(read.status == 1);
  CHECK(read.err.find("cannot read") == std::string::npos);  // found in its folder, and allowed as the upload
  const ChildRun other = run_child(TENBOU_BINARY, {"value", "--batch", "lines.txt"}, "",
                                   {.folder = path_text(folder), .environment = {"TENBOU_UPLOAD=other.txt"}});
  CHECK(other.status == 1);
  CHECK(other.err.find("reads only the file uploaded with it") != std::string::npos);
  std::filesystem::remove_all(folder);
}

}  // namespace tenbou::test
