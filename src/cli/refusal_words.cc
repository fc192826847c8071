#include "cli/refusal_words.h"

#include "tournament/game_write.h"

namespace tenbou::cli {
namespace {

std::string remedy_of(const Error& e) {
  const auto it = e.detail.find("remedy");
  return it != e.detail.end() && it->is_string() ? it->get<std::string>() : "";
}

std::string detail_text(const Error& e, const char* key) {
  const auto it = e.detail.find(key);
  if (it == e.detail.end()) return "";
  return it->is_string() ? it->get<std::string>() : it->dump();
}

}  // namespace

std::string in_command_words(const Error& e) {
  const std::string remedy = remedy_of(e);
  if (remedy == "amend") return e.message + "; to correct one, use --amend HAND --reason ...";
  if (remedy == "restore")
    return e.message + " (bring it back with: tenbou hand restore --game " + detail_text(e, "game") + " --hand " +
           detail_text(e, "value") + " --reason ...)";
  if (remedy == "void-hands")
    return e.message + " (void its hands with tenbou hand void, or the game with tenbou game void " +
           detail_text(e, "value") + " --reason ..., first)";
  if (const auto* repeat = dynamic_cast<const LikelyRepeat*>(&e))
    return e.message + ": if it is a new hand, give --expect " + std::to_string(repeat->next);
  return e.message;
}

std::string in_table_words(const Error& e) {
  const std::string remedy = remedy_of(e);
  if (remedy == "amend") return e.message + "; to correct a hand, type amend N RESULT (or undo for the last)";
  if (remedy == "restore") return e.message + " (bring it back with: restore " + detail_text(e, "value") + " REASON)";
  if (remedy == "void-hands") return e.message + " (void its hands first: void N REASON for each)";
  if (const auto* mismatch = dynamic_cast<const ExpectMismatch*>(&e)) return mismatch->finding;
  if (dynamic_cast<const LikelyRepeat*>(&e)) return e.message + ": if it is a new hand, end the line with again";
  // A refusal that starts with the option at fault names the field instead ("winner \"Xavier\" is not at table
  // 1/1"): a line in the short form has no options.
  if (e.message.starts_with("--") && e.message.size() > 2 && e.message[2] >= 'a' && e.message[2] <= 'z')
    return e.message.substr(2);
  return e.message;
}

}  // namespace tenbou::cli
