#pragma once
// Which command lines the organiser's API (POST /api/organiser/run) runs on the served tournament: every command an
// organiser types about the tournament, and none that reads or writes another file than it. The key that runs them
// may have been seen on the venue's network, so what it can reach stops at the tournament: files come in as the
// request's upload and go out as its answer. (The command itself refuses, besides, any file but the upload:
// cli/command_run.h's kUploadVariable.)

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tenbou::server {

/// The sentence that refuses `args` (the command line after `tenbou`, without --db), or nothing when it may run.
/// `upload` is the name of the file uploaded with it ("" for none), the one path an argument may name.
std::optional<std::string> refused_command(const std::vector<std::string>& args, const std::string& upload);

/// The command line of `tenbou init` that the console's form for a new tournament runs: the file `path`, its `name`,
/// the ruleset `preset` ("" for the default) and `rules`, each parameter's value as JSON text (as --rule reads it).
std::vector<std::string> init_arguments(const std::string& path, const std::string& name, const std::string& preset,
                                        const std::map<std::string, std::string>& rules);

/// Whether `name` may name an uploaded file: a plain file name (no folder, no drive, not ".", ".." or "-", none of
/// the names Windows keeps for devices), at most 200 bytes, without control characters.
bool upload_name_fits(const std::string& name);

}  // namespace tenbou::server
