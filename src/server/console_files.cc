#include "server/console_files.h"

#include <chrono>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "base/child_process.h"
#include "base/file_access.h"
#include "formats/json_syntax.h"
#include "server/command_folder.h"
#include "server/console_publisher.h"
#include "server/organiser_commands.h"

namespace tenbou::server {
namespace {

/// The most a download may hold: a backup of a 1,000-player tournament is a few tens of MB.
constexpr std::uintmax_t kMaxDownload = 256u << 20;

}  // namespace

Reply console_download_api(Room& room, const Site& site, const Request& request) {
  if (!site.console) return error_reply(404, "no such address: " + request.path);
  if (!request.by_console) return error_reply(401, "only the console's own window downloads the tournament's files");
  std::string what;
  bool force = false;
  try {
    const nlohmann::json body = parsed_json(request.body);
    if (body.is_object() && body.contains("what") && body["what"].is_string()) what = body["what"];
    if (body.is_object() && body.contains("force") && body["force"].is_boolean()) force = body["force"];
  } catch (const Error&) {
  }
  const CommandFolder folder;
  const std::optional<Download> download = download_of(what, folder.text(), force);
  if (!download)
    return error_reply(400, "the body must be {\"what\": \"ema-workbook\", \"force\": false}, {\"what\": \"backup\"} or "
                            "{\"what\": \"tournament-json\"}");
  const ChildRun run = run_child(site.program, command_on(room.path(), download->args), "",
                                 {.time = std::chrono::minutes(10), .output_bytes = 16u << 20, .folder = folder.text(),
                                  .environment = {"TENBOU_DB=", "TENBOU_GAME="},
                                  .stop = [&site] { return site.stopping && site.stopping->load(); }});
  if (run.status != 0)
    return error_reply(422, in_console_words(run.err.empty() ? "the command wrote no file" : run.err));
  std::optional<std::string> bytes = folder.read(download->written, kMaxDownload);
  if (!bytes) return error_reply(422, "the command wrote no file, or one larger than 256 MB");
  Reply reply{.type = download->type, .body = std::move(*bytes)};
  reply.headers.emplace("Content-Disposition", "attachment; filename=\"" +
                                                   path_text(file_path(download->written).filename()) + "\"");
  reply.logged = "organiser: the console downloaded " + what;
  return reply;
}

namespace {

Reply publish_state(const ConsolePublisher::State& s) {
  return {.body = safe_dump({{"folder", s.folder}, {"watching", s.watching}, {"clean", s.clean},
                             {"published_at", s.published_at}, {"exit", s.exit}, {"output", s.output},
                             {"error", s.error}, {"watch_ended_by_switch", s.watch_ended_by_switch}}) + "\n"};
}

}  // namespace

Reply console_publish_api(const Site& site, const Request& request) {
  if (!site.console || !site.publisher) return error_reply(404, "no such address: " + request.path);
  if (!request.by_console) return error_reply(401, "only the console's own window publishes");
  if (request.method != "POST") return publish_state(site.publisher->state());
  nlohmann::json body;
  try {
    body = parsed_json(request.body);
  } catch (const Error&) {
  }
  const auto flag = [&body](const char* key) {
    return body.is_object() && body.contains(key) && body[key].is_boolean() && body[key].get<bool>();
  };
  if (!body.is_object() || (body.contains("folder") && !body["folder"].is_string()))
    return error_reply(400, "the body must be {\"folder\": \"the site's folder\", \"clean\": false, \"watch\": true} or "
                            "{\"watch\": false}");
  if (!body.contains("folder")) {
    site.publisher->stop();
    Reply stopped = publish_state(site.publisher->state());
    stopped.logged = "organiser: the console stopped publishing after each change";
    return stopped;
  }
  const std::string folder = body["folder"];
  if (folder.empty() || !file_path(folder).is_absolute())
    return error_reply(400, "the site's folder must be a whole path, such as " +
                                path_text(std::filesystem::temp_directory_path() / "site"),
                       safe_dump({{"field", "folder"}, {"value", folder}}));
  Reply reply = publish_state(site.publisher->publish(folder, flag("clean"), flag("watch")));
  reply.logged = "organiser: the console published to " + folder + (flag("watch") ? ", and after each change" : "");
  return reply;
}

}  // namespace tenbou::server
