#pragma once
// The one base of every error tenbou throws on purpose, and the exit statuses they end a command with.

#include <memory>
#include <string>

#include <nlohmann/json_fwd.hpp>

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
  explicit Error(std::string message);
  Error(std::string message, nlohmann::json detail, ExitStatus status = ExitStatus::Rejected);
  Error(const Error& other);
  Error& operator=(const Error& other);
  /// Virtual, so a door can tell the kinds of refusal apart to word them its own way.
  virtual ~Error();

  /// The fields for JSON output (an object).
  nlohmann::json& detail() { return *detail_; }
  const nlohmann::json& detail() const { return *detail_; }

  std::string message;
  ExitStatus status;

 private:
  std::unique_ptr<nlohmann::json> detail_;  ///< behind a pointer: nlohmann/json.hpp stays out of this header
};

}  // namespace tenbou
