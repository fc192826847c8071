#include "server/organiser_run.h"

#include <filesystem>
#include <fstream>
#include <optional>

#include <nlohmann/json.hpp>

#include "base/child_process.h"
#include "base/file_access.h"
#include "base/program_arguments.h"
#include "base/random_hex.h"
#include "formats/json_syntax.h"
#include "server/command_cancel.h"
#include "server/command_folder.h"
#include "server/organiser_commands.h"
#include "tournament/people/access_keys.h"

namespace tenbou::server {
namespace {

/// The longest a command may run: a little more than the longest seating search (--time-limit 3600); anything longer
/// is stopped, the file as the command's transaction left it (whole, or unchanged).
constexpr std::chrono::minutes kMaxCommandTime{61};
/// The most a command may print: every report of a 1,000-player tournament fits.
constexpr std::size_t kMaxCommandOutput = 64 * 1024 * 1024;
/// The most arguments a command line may have, and bytes in each.
constexpr std::size_t kMaxArgs = 200;
constexpr std::size_t kMaxArgBytes = 16 * 1024;

/// A refusal of the request's body, naming the field.
struct BadBody {
  std::string message;
};

/// The bytes of base64 `text` (RFC 4648, padding optional). Throws BadBody at anything else.
std::string decoded_base64(const std::string& text) {
  auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+' || c == '-') return 62;
    if (c == '/' || c == '_') return 63;
    return -1;
  };
  std::string out;
  out.reserve(text.size() / 4 * 3);
  unsigned bits = 0;
  int held = 0;
  std::size_t end = text.size();
  while (end > 0 && text[end - 1] == '=') --end;
  for (std::size_t i = 0; i < end; ++i) {
    const int v = value(text[i]);
    if (v < 0) throw BadBody{"\"upload\".\"base64\" is not base64 (a character '" + std::string(1, text[i]) + "' at " +
                             std::to_string(i + 1) + ")"};
    bits = (bits << 6) | static_cast<unsigned>(v);
    held += 6;
    if (held >= 8) {
      held -= 8;
      out += static_cast<char>((bits >> held) & 0xff);
    }
  }
  return out;
}

/// What a request asks to run.
struct Asked {
  std::vector<std::string> args;
  std::string upload_name, upload;
  std::string referee;
  std::string run;  ///< the id a Cancel names it by ("" when the form gave none)
};

Asked asked_of(const Request& request) {
  nlohmann::json body;
  try {
    body = parsed_json(request.body);
  } catch (const Error& e) {
    throw BadBody{"the body is not JSON: " + e.message};
  }
  if (!body.is_object()) throw BadBody{"the body must be a JSON object: {\"args\": [\"standings\"]}"};
  Asked asked;
  if (!body.contains("args") || !body["args"].is_array())
    throw BadBody{"\"args\" is needed: the command line after `tenbou` as a list of texts, for example [\"player\", "
                  "\"add\", \"Zoë Ångström\", \"--country\", \"SWE\"]"};
  if (body["args"].size() > kMaxArgs) throw BadBody{"\"args\" holds more than " + std::to_string(kMaxArgs) + " texts"};
  for (const nlohmann::json& arg : body["args"]) {
    if (!arg.is_string()) throw BadBody{"\"args\" holds " + arg.dump() + ": each argument must be a text"};
    const std::string& text = arg.get_ref<const std::string&>();
    if (text.size() > kMaxArgBytes || text.find('\0') != std::string::npos)
      throw BadBody{"an argument of \"args\" is longer than 16 KB or holds a NUL"};
    asked.args.push_back(text);
  }
  if (body.contains("referee")) {
    if (!body["referee"].is_string() || body["referee"].get_ref<const std::string&>().size() > 200)
      throw BadBody{"\"referee\" must be a text (the name of who does it) of at most 200 bytes"};
    asked.referee = body["referee"];
  }
  if (body.contains("run")) {
    if (!body["run"].is_string() || body["run"].get_ref<const std::string&>().size() > 64)
      throw BadBody{"\"run\" must be a text of at most 64 bytes: the id a Cancel names the command by"};
    asked.run = body["run"];
  }
  if (body.contains("upload")) {
    const nlohmann::json& upload = body["upload"];
    if (!upload.is_object() || !upload.contains("name") || !upload["name"].is_string() || !upload.contains("base64") ||
        !upload["base64"].is_string())
      throw BadBody{"\"upload\" must be {\"name\": \"players.csv\", \"base64\": \"...\"}"};
    asked.upload_name = upload["name"];
    if (!upload_name_fits(asked.upload_name))
      throw BadBody{"\"upload\".\"name\" must be a plain file name (no folder), such as \"players.csv\""};
    asked.upload = decoded_base64(upload["base64"]);
  }
  return asked;
}

Reply json_answer(int status, const nlohmann::json& body) {
  return {.status = status, .body = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n"};
}

/// The command's first words, for the log (never its other arguments, which may hold anything).
std::string command_words(const std::vector<std::string>& args) {
  std::string words;
  for (std::size_t i = 0; i < args.size() && i < 2 && !args[i].starts_with("-"); ++i)
    words += (words.empty() ? "" : " ") + args[i];
  return words.empty() ? "(no command)" : words;
}

/// 200 for the organiser's key (or the console's session, which stands for it); the refusal to answer otherwise.
Reply organiser_keyed(Room& room, const Request& request) {
  return room.look([&](const Tournament& t) -> Reply {
    if (request.key.empty()) return error_reply(401, "the organiser's key is needed (Authorization: Bearer KEY)");
    const std::optional<KeyHolder> holder = key_holder(t, request.key);
    if (!holder) return error_reply(401, "this key is not the organiser's key of this tournament (it may have been renewed)");
    if (!holder->organiser) return error_reply(403, "a table's key writes to its game only: commands take the organiser's key");
    return {};
  });
}

}  // namespace

Reply organiser_cancel_api(Room& room, const Request& request, const Site& site) {
  if (const Reply keyed = organiser_keyed(room, request); keyed.status != 200) return keyed;
  nlohmann::json body;
  try {
    body = request.body.empty() ? nlohmann::json::object() : parsed_json(request.body);
  } catch (const Error&) {
  }
  if (!body.is_object() || (body.contains("run") && !body["run"].is_string()))
    return error_reply(400, "the body must be {} (every command running) or {\"run\": \"ID\"} (the one run as ID)");
  if (site.cancel) site.cancel->cancel(body.value("run", ""));
  Reply reply = json_answer(200, {{"message", "the command running, if any, is stopped"}});
  reply.logged = "organiser: cancel";
  return reply;
}

Reply organiser_run_api(Room& room, const Request& request, const Site& site) {
  const auto stopping = [&site] { return site.stopping && site.stopping->load(); };
  if (stopping()) return error_reply(503, "the server is stopping: the command was not run");
  // The key first, before any work for the body.
  if (const Reply keyed = organiser_keyed(room, request); keyed.status != 200) return keyed;
  Asked asked;
  try {
    asked = asked_of(request);
  } catch (const BadBody& bad) {
    return error_reply(400, bad.message);
  }
  if (const auto refusal = refused_command(asked.args, asked.upload_name)) {
    Reply reply = error_reply(403, *refusal);
    reply.logged = "organiser: refused to run " + command_words(asked.args);
    return reply;
  }
  const CommandFolder folder;
  if (!asked.upload_name.empty()) folder.write(asked.upload_name, asked.upload);
  std::optional<CommandCancel::Running> running;
  if (site.cancel) running.emplace(*site.cancel, asked.run);
  const auto cancelled = [&running] { return running && running->cancelled(); };
  const ChildRun run = run_child(site.program, command_on(room.path(), asked.args), "",
                                 {.time = kMaxCommandTime,
                                  .output_bytes = kMaxCommandOutput,
                                  .folder = folder.text(),
                                  .environment = {std::string(kUploadVariable) + "=" + asked.upload_name,
                                                  "TENBOU_REFEREE=" + (asked.referee.empty() ? "organiser" : asked.referee),
                                                  "TENBOU_GAME=", "TENBOU_DB="},
                                  .stop = [&] { return stopping() || cancelled(); }});
  room.changed();  // the command may have written: the file itself is made whole once the room settles
  std::string error = run.err;
  if (run.out_of_time)
    error += "tenbou: the command was stopped after " + std::to_string(kMaxCommandTime.count()) +
             " minutes; the file holds what it had written whole, if anything\n";
  const bool was_cancelled = run.stopped && !stopping();
  if (run.stopped)
    error += std::string("tenbou: the command was stopped ") +
             (was_cancelled ? "by Cancel" : "as the server stopped") +
             "; the file holds what it had written whole, if anything\n";
  if (run.too_much_output)
    error += "tenbou: the command was stopped: it printed more than " + std::to_string(kMaxCommandOutput >> 20) + " MB\n";
  nlohmann::json answer{{"exit", run.status}, {"output", run.out}, {"error", error}};
  if (was_cancelled) answer["cancelled"] = true;
  Reply reply = json_answer(200, answer);
  reply.logged = "organiser: ran " + command_words(asked.args) + " (exit " + std::to_string(run.status) + ")";
  return reply;
}

}  // namespace tenbou::server
