#pragma once
// What the process does on SIGBUS: a file mapped into memory could not be read or written. SQLite maps the
// shared-memory index of a tournament file (FILE-shm); a full or failing disk, or an index file that may not
// be changed, makes its next use raise SIGBUS, which would end tenbou without a word (exit status 135). The one
// place tenbou handles this signal. Platform files: bus_error_posix.cc (the handler) and bus_error_windows.cc
// (nothing to do: Windows has no SIGBUS).

#include <string_view>

namespace tenbou {

/// From now on SIGBUS writes `message` to standard error and ends the process at once with ExitStatus::IoError
/// (74): nothing else can be done safely in a signal handler, and SQLite's state is unknown after it. A later
/// call replaces the message (at most 2 KB are kept). Call it before starting threads that may use the file.
void exit_on_bus_error(std::string_view message);

}  // namespace tenbou
