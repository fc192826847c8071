#pragma once
// "did you mean": a command line that names a command, verb or option tenbou does not have is answered with the
// nearest one it has, not with CLI11's "A subcommand is required".

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

namespace tenbou::cli {

/// What `arguments` (the words after the program's name) got wrong, when a word is not one of `app`'s commands,
/// verbs or options: "no command 'standing'; did you mean `tenbou standings`?", "no option '--winer' for
/// `tenbou hand ron`; did you mean `--winner`?", or the list of what there is when nothing is near. `program`
/// starts the commands it quotes ("tenbou"; empty for a line typed at the table). nullopt when every word is
/// known: CLI11's own message (a missing option, a bad value) says it better.
std::optional<std::string> mistyped_words(CLI::App& app, const std::vector<std::string>& arguments,
                                          std::string_view program);

}  // namespace tenbou::cli
