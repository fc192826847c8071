#pragma once
// The one base of every error tenbou throws on purpose, and the exit statuses they end a command with.

#include <string>
#include <utility>

#include <nlohmann/json.hpp>

namespace tenbou {

/// How a tenbou command ends: the exit statuses scripts can rely on.
enum class ExitStatus : int {
  Done = 0,      ///< the command did what was asked
  Rejected = 1,  ///< the input or the file was refused; nothing was written
  Usage = 2,     ///< the command line itself is wrong (unknown option, missing argument)
  Internal = 3,  ///< a bug in tenbou: anything thrown that is not an Error
  IoError = 74,  ///< the disk failed under a running command (EX_IOERR of sysexits.h): see bus_error.h
};

/// Something the user can fix, in words for the person at the keyboard: what was refused, the value and
/// what would be valid. `detail` adds fields for JSON output (the field, the value, the hand, the
/// candidates). Every error type of tenbou derives from it, so a command maps each to its exit status and
/// treats anything else as a bug.
struct Error {
  explicit Error(std::string message, nlohmann::json detail = nlohmann::json::object(),
                 ExitStatus status = ExitStatus::Rejected)
      : message(std::move(message)), detail(std::move(detail)), status(status) {}
  Error(const Error&) = default;
  Error& operator=(const Error&) = default;
  /// Virtual, so a door can tell the kinds of refusal apart to word them its own way.
  virtual ~Error() = default;

  std::string message;
  nlohmann::json detail;
  ExitStatus status;
};

}  // namespace tenbou
