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

/// The command line `args` run on the tournament file `path`: with --db and the file's whole path before them (the
/// command runs in a folder of its own).
std::vector<std::string> command_on(const std::string& path, const std::vector<std::string>& args);

/// The command line of `tenbou publish` into `folder` (with --clean when `clean`), the console's publishing.
std::vector<std::string> publish_arguments(const std::string& folder, bool clean);

/// The command line of `tenbou init` that the console's form for a new tournament runs: the file `path`, its `name`,
/// the ruleset `preset` ("" for the default) and `rules`, each parameter's value as JSON text (as --rule reads it).
std::vector<std::string> init_arguments(const std::string& path, const std::string& name, const std::string& preset,
                                        const std::map<std::string, std::string>& rules);

/// A file the console offers to download, which a command of tenbou writes into a folder of its own.
struct Download {
  std::vector<std::string> args;  ///< the command line after `tenbou --db FILE`
  std::string written;            ///< the file it writes, in the folder it is given
  std::string type;               ///< the file's media type
};

/// The download `what` names: "ema-workbook" (export ema as a workbook), "backup" (a consistent copy of the file, as
/// tenbou backup makes it), "tournament-json" (the figures publish writes for other programs); nullopt for another
/// word. `folder` is the command's own; `force`: the workbook even though the pre-flight check finds problems.
std::optional<Download> download_of(const std::string& what, const std::string& folder, bool force);

/// A command's standard error as the console shows it: without the "tenbou: " its lines start with, nor the newlines
/// it ends with.
std::string in_console_words(std::string error);

/// Whether `name` may name an uploaded file: a plain file name (no folder, no drive, not ".", ".." or "-", none of
/// the names Windows keeps for devices), at most 200 bytes, without control characters.
bool upload_name_fits(const std::string& name);

}  // namespace tenbou::server
