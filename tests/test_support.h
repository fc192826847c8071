#pragma once
// Helpers shared by the tests: test data, rulesets, running the tenbou binary.

#include <cstdlib>
#include <string>

#include <sys/types.h>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "engine/seat.h"
#include "rules/ruleset.h"

namespace doctest {
/// Shows per-seat values in failed checks as [East, South, West, North].
template <class T>
struct StringMaker<tenbou::PerSeat<T>> {
  static String convert(const tenbou::PerSeat<T>& v) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.values.size(); ++i) out += (i ? ", " : "") + std::to_string(v.values[i]);
    return String((out + "]").c_str());
  }
};
}  // namespace doctest

namespace tenbou::test {

/// Whether this is the sanitizer build, where code runs several times slower: tests that measure how far a
/// search gets (not whether memory is used rightly) keep to their quick cases there.
/// (GCC says so with __SANITIZE_ADDRESS__, clang through __has_feature.)
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
inline constexpr bool kSanitized = __has_feature(address_sanitizer);
#else
inline constexpr bool kSanitized = false;
#endif

/// Marks an end-to-end test that takes seconds (a seating search run to its time limit, a thousand writes from four
/// processes): `make test` runs it (the ctest tenbou_tests_end_to_end_slow), `make check` leaves it out.
inline doctest::test_suite slow() { return doctest::test_suite("slow"); }

/// A file under the repository's source tree, read whole.
std::string read_source_file(const std::string& relative_path);

/// A preset ruleset, loaded once per test run.
const Ruleset& preset(const std::string& name);

/// What a run of the tenbou binary produced.
struct RunResult {
  int status = -1;
  std::string out;
  std::string err;
};

/// Runs the built tenbou binary with `args`, feeding `input` on standard input.
RunResult run_tenbou(const std::vector<std::string>& args, const std::string& input = "");

/// Runs `program` (a path) with `args`, feeding `input` on standard input.
RunResult run_program(const std::string& program, const std::vector<std::string>& args, const std::string& input = "");

/// Starts the tenbou binary with `args` in the background (output discarded) and returns its process id.
pid_t start_tenbou(const std::vector<std::string>& args);

/// Everything a database holds (schema, every row of every table, the schema level) as text, to check
/// that a refused command changed nothing.
std::string database_content(const std::string& path);

/// Sets (or removes) a variable of this process's environment, which the programs it starts inherit
/// (test_support_posix.cc, test_support_windows.cc).
void set_environment(const std::string& name, const std::string& value);
void unset_environment(const std::string& name);

/// The width text output fits (COLUMNS) while the object lives: a test of what a long text says, not of how it
/// wraps, reads it on a wide terminal.
class TerminalColumns {
 public:
  explicit TerminalColumns(int columns) { set_environment("COLUMNS", std::to_string(columns)); }
  ~TerminalColumns() { unset_environment("COLUMNS"); }
  TerminalColumns(const TerminalColumns&) = delete;
  TerminalColumns& operator=(const TerminalColumns&) = delete;
};

/// Whether `xml` (an SVG chart, a page's markup) is well formed as far as tenbou's pages need: every tag closed in
/// order, every attribute quoted, no bare "<" or "&" in text. Returns what is wrong, or "".
std::string malformed_xml(const std::string& xml);

/// A fresh empty directory for one test, removed when the object goes away.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  /// Writes `text` to a file in the directory and returns its path.
  std::string write(const std::string& name, const std::string& text) const;

 private:
  std::string path_;
};

}  // namespace tenbou::test
