#include "cli/refusal_words.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "formats/json_text.h"
#include "tournament/entry/double_entry_guard.h"
#include "tournament/entry/game_write.h"

namespace tenbou::cli {
namespace {

/// The option (and the word of a table line) that gives a field the services name as the API does.
std::string option_of(std::string_view field) {
  if (field == "discarder") return "from";
  if (field == "offender") return "player";
  if (field == "winners") return "winner";
  return std::string(field);
}

/// A field as a `tenbou` command names it: its option where it has one ("--from"), else as it is (a setting's key,
/// an argument).
std::string as_option(std::string_view field) {
  static constexpr std::string_view kOptionFields[] = {
      "winner", "discarder", "offender", "winners", "han",     "fu",       "yakuman", "dora",   "tiles",
      "win",    "pao",       "tenpai",   "riichi",  "note",    "reason",   "by",      "expect", "players",
      "hand",   "game",      "round",    "table",   "scores",  "sticks",   "chombo",  "name",   "amend",
      "encoding", "given",   "family",   "ema",     "country", "club",     "substitute", "after-round",
      "from-round", "add",   "drop",     "rounds",  "cancel",  "port",     "bind",     "add-players", "top",
      "points", "stage", "removed", "online-name"};
  const bool option = std::find(std::begin(kOptionFields), std::end(kOptionFields), field) != std::end(kOptionFields);
  return option ? "--" + option_of(field) : std::string(field);
}

std::string remedy_of(const Error& e) { return text_at(e.detail(), "remedy"); }

std::string detail_text(const Error& e, const char* key) {
  const auto it = e.detail().find(key);
  if (it == e.detail().end()) return "";
  return it->is_string() ? it->get<std::string>() : it->dump();
}

/// The way out of a refusal that only a command gives, as the command to type; "" for none of them.
std::string command_remedy(const Error& e) {
  const std::string remedy = remedy_of(e);
  const std::string game = detail_text(e, "value");
  if (remedy == "started")
    return " (see: tenbou game show " + game + "; a game started by mistake is voided with: tenbou game void " + game +
           " --reason ...)";
  if (remedy == "sheet-game")
    return "; to enter it hand by hand, void it (tenbou game void " + game + " --reason ...) and start it again";
  if (remedy == "restore-game") return " (bring it back with: tenbou game restore " + game + " --reason ...)";
  if (remedy == "start-game") {
    const auto slash = game.find('/');
    return "; start one with: tenbou game start --round " + game.substr(0, slash) + " --table " +
           game.substr(slash == std::string::npos ? game.size() : slash + 1) + " --players E,S,W,N";
  }
  if (remedy == "rebuild") return ", so rebuild the figures from them with: tenbou audit --rebuild";
  return "";
}

/// `words`, then whom the seat winds named in the refused hand (refused_with_winds), a sentence of its own.
std::string with_winds(const Error& e, const std::string& words) {
  const std::string winds = detail_text(e, "winds");
  if (winds.empty()) return words;
  return words + (words.ends_with('.') ? " " : ". ") + winds;  // "--reason ..." ends a sentence already
}

/// The refusal as a `tenbou` command words it, but for the winds (in_command_words).
std::string command_words(const Error& e) {
  const std::string message = worded_fields(e, as_option) + command_remedy(e);
  const std::string remedy = remedy_of(e);
  if (remedy == "amend") return message + "; to correct one, use --amend HAND --reason ...";
  if (remedy == "restore")
    return message + " (bring it back with: tenbou hand restore --game " + detail_text(e, "game") + " --hand " +
           detail_text(e, "value") + " --reason ...)";
  if (remedy == "void-hands")
    return message + " (void its hands with tenbou hand void, or the game with tenbou game void " +
           detail_text(e, "value") + " --reason ..., first)";
  if (const auto* repeat = dynamic_cast<const LikelyRepeat*>(&e))
    return message + ": if it is a new hand, give --expect " + std::to_string(repeat->next);
  return message;
}

/// The refusal as a line at the table words it, but for the winds (in_table_words).
std::string table_words(const Error& e) {
  // A line in the short form has no options: a field is named as the line's word for it.
  const std::string message = worded_fields(e, option_of) + command_remedy(e);
  const std::string remedy = remedy_of(e);
  if (remedy == "amend") return message + "; to correct a hand, type amend N RESULT (or undo for the last)";
  if (remedy == "restore") return message + " (bring it back with: restore " + detail_text(e, "value") + " REASON)";
  if (remedy == "void-hands") return message + " (void its hands first: void N REASON for each)";
  if (const auto* mismatch = dynamic_cast<const ExpectMismatch*>(&e)) return mismatch->finding;
  if (dynamic_cast<const LikelyRepeat*>(&e)) return message + ": if it is a new hand, end the line with again";
  return message;
}

}  // namespace

std::string in_command_words(const Error& e) { return with_winds(e, command_words(e)); }

std::string in_command_words(const std::string& text, const nlohmann::json& fields, std::size_t from) {
  return worded_fields(text, fields, as_option, from);
}

std::string in_table_words(const Error& e) { return with_winds(e, table_words(e)); }

}  // namespace tenbou::cli
