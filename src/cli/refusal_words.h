#pragma once
// A service's refusal in the words of the door it reached: the services say what is wrong and name the way
// out as a remedy (detail "remedy"), and each door of the command line words that way out in its own syntax,
// an option to give at the command line, a line to type in the table mode.

#include <string>

#include "base/error.h"

namespace tenbou::cli {

/// The message as a `tenbou` command prints it: the remedy as the command or option to use, then, for a hand that
/// named players by wind, whom each wind named (the detail "winds", refused_with_winds in hand_verbs.h).
std::string in_command_words(const Error& e);

/// A service's confirmation as a `tenbou` command prints it: the fields it names (`fields`, as naming_fields
/// lists them, looked for from byte `from` on) as options.
std::string in_command_words(const std::string& text, const nlohmann::json& fields, std::size_t from = 0);

/// The message as the table mode prints it: the remedy as the line to type at the table, the double-entry
/// guard's finding without the --expect it never showed, and the field at fault without an option's dashes; the
/// winds last, as in_command_words.
std::string in_table_words(const Error& e);

}  // namespace tenbou::cli
