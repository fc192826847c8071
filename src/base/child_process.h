#pragma once
// Running a program to its end with its output caught: the console and the organiser's API run each command as a
// tenbou process of its own (the command line's own code, which prints as it goes, and whose crash or long search
// then never holds the server), and the tests run tenbou the same way. Platform files: child_process_posix.cc
// (posix_spawn and pipes) and child_process_windows.cc (CreateProcessW and pipes).

#include <chrono>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace tenbou {

/// How far a program may go: past its time or its output, it is stopped (killed) and the run says so.
struct ChildLimits {
  std::chrono::milliseconds time{0};  ///< 0: no limit
  std::size_t output_bytes = 0;       ///< standard output and error together; 0: no limit
  std::string folder;                 ///< the folder it starts in ("" for this process's)
  /// Extra variables of its environment, "NAME=VALUE" each, set over this process's.
  std::vector<std::string> environment;
  /// Asked about ten times a second: true stops the program (a server that is stopping).
  std::function<bool()> stop;
};

/// What a program did: its exit status (128 + the signal when a signal ended it), what it wrote, and whether a
/// limit stopped it. On Windows the output's lines end in LF, as a C program reading it in text mode gets them.
struct ChildRun {
  int status = -1;
  std::string out;
  std::string err;
  bool out_of_time = false;
  bool too_much_output = false;
  bool stopped = false;  ///< by `stop`
};

/// Runs `program` (a path) with `args` (without the program itself), feeding it `input` on its standard input. It
/// runs in a process group of its own: a Ctrl-C at the terminal goes to this process, which decides. Throws
/// std::runtime_error when it cannot be started.
ChildRun run_child(const std::string& program, const std::vector<std::string>& args, const std::string& input = "",
                   const ChildLimits& limits = {});

/// The path of the program this process runs (tenbou itself), to start it again; "" when the system does not say.
std::string this_program();

}  // namespace tenbou
