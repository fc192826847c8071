#include "server/console_page.h"

#include <nlohmann/json.hpp>

#include "formats/json_syntax.h"
#include "report/html_page.h"
#include "server/console_style.h"
#include "server/page_language.h"
#include "server/page_replies.h"
#include "tournament/settings.h"

namespace tenbou::server {
namespace {

/// The page a browser gets without the console's session: how to open the console.
Reply not_signed_in(int status, const std::string& why) {
  return {.status = status, .type = kHtml,
          .body = html_page("tenbou console",
                            "<p>" + why + "</p>\n<p>The console opens from the address <code>tenbou console</code> "
                            "prints when it starts (it signs a browser in once). To open it in another browser, Quit the "
                            "console and start it again.</p>\n")};
}

/// The console's page in `w`'s language: the tournament, who is doing the work, and the forms (built by console.js
/// from console_forms.js, in the same words).
std::string console_html(const Tournament& t, const Words& w) {
  const auto word = [&w](const char* key) { return html_escape(w(key)); };
  const std::string front_page = "<a href=\"/\">" + word("console.front_page") + "</a>";
  std::string note = html_escape(w("console.note", {{"front_page", "{front_page}"}}));
  note.replace(note.find("{front_page}"), 12, front_page);
  const std::string body =
      script_words(w, "console.") +
      "<div class=\"console-bar\"><span id=\"summary\" class=\"note\"></span>"
      "<label for=\"referee\">" + word("console.who") + "</label><input id=\"referee\" type=\"text\" maxlength=\"100\" "
      "autocomplete=\"name\" placeholder=\"" + word("console.your_name") + "\">"
      "<a href=\"/console/tournaments\">" + word("console.other_tournaments") + "</a><button type=\"button\" id=\"quit\">" +
      word("console.quit") + "</button></div>\n"
      "<section class=\"room-door\"><h2>" + word("console.the_room") + "</h2><p id=\"room-state\" role=\"status\">" +
      word("console.room_local") + "</p><label for=\"room-port\">" + word("console.port") + "</label><input id=\"room-port\" "
      "type=\"number\" min=\"1\" max=\"65535\" value=\"8080\"><button type=\"button\" id=\"room-open\" class=\"primary\">" +
      word("console.open_room") + "</button><button type=\"button\" id=\"room-close\" hidden>" + word("console.close_room") +
      "</button></section>\n"
      "<nav id=\"sections\" class=\"console-nav\" aria-label=\"" + word("console.sections") + "\"></nav>\n"
      "<p class=\"note\">" + note + "</p>\n"
      "<main id=\"actions\"></main>\n<script src=\"/assets/console_forms.js\"></script>\n";
  PageOptions options = live("console");
  options.language = w.language();
  options.language_query = "";  // the switch under the heading: the same languages as the public pages
  options.style += std::string(kConsoleStyle) + R"(
.console-bar input { flex: 1 1 12em; max-width: 20em; }
.room-door { display: flex; flex-wrap: wrap; gap: .4em .8em; align-items: center; }
.room-door h2, .room-door p { flex: 1 1 100%; margin: .3em 0; }
.room-door input { width: 6em; }
.console-nav { display: flex; flex-wrap: wrap; gap: .25em 1em; margin: .5em 0 1em; }
#actions section { margin-bottom: 1.5em; }
#actions details { border: 1px solid #ccc; border-radius: 4px; margin: .35em 0; padding: .35em .6em; max-width: 60em; }
#actions summary { cursor: pointer; font-weight: 600; }
#actions form { margin: .6em 0 .2em; }
#actions .field.check label { order: 2; }
#actions .field-error { grid-column: 1 / -1; margin: 0; color: #900; font-size: .9em; overflow-wrap: anywhere; }
#actions [aria-invalid="true"] { border: 2px solid #c33; }
)";
  return html_page(w("console.title", {{"tournament", t.info().name}}), body, options);
}

}  // namespace

Reply console_sign_in(const Site& site, const Request& request) {
  if (!site.console) return {.status = 404, .type = kHtml, .body = html_page("Not found", "<p>No such page.</p>\n")};
  const std::optional<std::string> session = site.console->open(request.param("session"));
  if (!session)
    return not_signed_in(403, "This address has opened the console already, and opens it only once: the console is "
                              "in the window where it was first opened.");
  Reply signed_in{.status = 303, .type = kHtml, .body = ""};
  signed_in.headers.emplace("Location", "/console");
  signed_in.headers.emplace("Set-Cookie", site.console->cookie_for(*session));
  return signed_in;
}

Reply console_page(Room& room, const Site& site, const Request& request) {
  if (!site.console) return {.status = 404, .type = kHtml, .body = html_page("Not found", "<p>No such page.</p>\n")};
  if (!request.param("session").empty()) return console_sign_in(site, request);
  if (!request.by_console) return not_signed_in(401, "This browser is not signed in to the console.");
  // The language as a phone's page chooses it (the switch, else the browser's, else the tournament's), read anew each
  // time: the page is the console's alone, not kept in the room's cache.
  return room.look([&request](const Tournament& t) {
    return remembering_choice(request, html(console_html(t, words_in(phone_language(request, read_settings(t).language)))));
  });
}

Reply console_quit_api(const Site& site, const Request& request) {
  if (!site.console) return error_reply(404, "no such address: " + request.path);
  if (!request.by_console) return error_reply(401, "only the console's own window stops it");
  if (site.quit) site.quit();
  Reply reply{.body = "{\"message\":\"the console stops\"}\n"};
  reply.logged = "organiser: the console's Quit";
  return reply;
}

Reply console_room_api(const Site& site, const Request& request) {
  if (!site.console || !site.room_door) return error_reply(404, "no such address: " + request.path);
  if (!request.by_console) return error_reply(401, "only the console's own window opens the room");
  const auto state = [&site] {
    const std::string address = site.room_door->address();
    return Reply{.body = safe_dump({{"open", !address.empty()}, {"address", address}}) + "\n"};
  };
  if (request.method != "POST") return state();
  const nlohmann::json body = parsed_json(request.body);
  if (!body.is_object() || !body.contains("open") || !body["open"].is_boolean())
    return error_reply(400, "the body must be {\"open\": true, \"port\": 8080} or {\"open\": false}");
  if (!body["open"].get<bool>()) {
    site.room_door->close();
    Reply closed = state();
    closed.logged = "organiser: the room closed to the network";
    return closed;
  }
  const nlohmann::json port = body.value("port", nlohmann::json(8080));
  if (!port.is_number_integer() || port.get<long long>() < 1 || port.get<long long>() > 65535)
    return error_reply(400, "\"port\" must be a port from 1 to 65535 (8080 unless another program has it)");
  try {
    site.room_door->open(port.get<int>());
  } catch (const Error& e) {
    return error_reply(409, e.message);
  }
  Reply opened = state();
  opened.logged = "organiser: the room opened to the network at " + site.room_door->address();
  return opened;
}

}  // namespace tenbou::server
