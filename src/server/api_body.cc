#include "server/api_body.h"

#include <algorithm>
#include <limits>
#include <optional>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "record/json_syntax.h"

namespace tenbou::server {
namespace {

/// A hand number as a body gives one: a whole number, or its digits as text ("01" is hand 1); none for anything
/// else (a negative number, a fraction, more than nine digits).
std::optional<long long> hand_number(const nlohmann::json& v) {
  if (v.is_number_integer() && !v.is_number_unsigned() && v.get<long long>() >= 0) return v.get<long long>();
  if (v.is_number_unsigned() && v.get<unsigned long long>() < 1000000000) return v.get<long long>();
  if (!v.is_string()) return std::nullopt;
  const std::string& text = v.get_ref<const std::string&>();
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoll(text);
}

}  // namespace

/// A request body that must be a JSON object. Throws the reply to send when it is not.
nlohmann::json body_object(const Request& request) {
  nlohmann::json body = nlohmann::json::parse(request.body, nullptr, false);
  if (body.is_discarded()) throw error_reply(400, "the body is not JSON: " + json_syntax_error(request.body));
  if (!body.is_object()) throw error_reply(400, "the body must be a JSON object");
  if (const auto key = duplicate_key(request.body))
    throw error_reply(400, "the body gives \"" + unicode::printable(*key) + "\" twice: give each field once",
                      nlohmann::json{{"field", *key}}.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  return body;
}

/// The "expect" of a body: the number of the hand the entry is for. Throws the reply to send.
std::string expect_of(const nlohmann::json& body) {
  const auto it = body.find("expect");
  if (it == body.end())
    throw error_reply(400, "\"expect\" is needed: the number of the hand this entry is for (the table's "
                           "\"hand\"), so that no hand is entered twice",
                      R"({"field": "expect"})");
  const std::optional<long long> hand = hand_number(*it);
  if (!hand || *hand == 0)
    throw error_reply(400, "\"expect\": " + it->dump() + " is not a hand number (e.g. 7, the table's \"hand\")",
                      R"({"field": "expect"})");
  return std::to_string(*hand);
}

/// The hand of a body, without "expect", as a game record writes it.
std::string hand_of(nlohmann::json body) {
  body.erase("expect");
  return body.dump();
}

/// The final scores of a body as record_result takes them, which checks their range, sum and multiples of 100 as
/// for every door. Throws the reply to send (400) for a body that is not such an object, or numbers that do not
/// fit the draft.
SheetDraft sheet_draft_of(const nlohmann::json& body) {
  const auto scores = body.find("scores");
  const auto sticks = body.find("sticks");
  const auto chombo = body.find("chombo");
  const auto relative = body.find("relative");
  const auto reason = body.find("reason");
  const auto all_of = [](const nlohmann::json& list, auto is) {
    return list.is_array() && std::all_of(list.begin(), list.end(), is);
  };
  const auto fits = [](const nlohmann::json& v, long long least, long long most) {
    return v.is_number_integer() && !(v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(most)) &&
           v.get<long long>() >= least && v.get<long long>() <= most;
  };
  if (scores == body.end() || !all_of(*scores, [&](const nlohmann::json& v) {
        return fits(v, std::numeric_limits<Points>::min(), std::numeric_limits<Points>::max());
      }))
    throw error_reply(400, "\"scores\" is needed: the four final scores, East first as seated at the start",
                      R"({"field": "scores"})");
  if (sticks != body.end() && !fits(*sticks, 0, std::numeric_limits<int>::max()))
    throw error_reply(400, "\"sticks\" must be a whole number of riichi sticks (0 or more)", R"({"field": "sticks"})");
  if ((chombo != body.end() && !all_of(*chombo, [](const nlohmann::json& v) { return v.is_string(); })) ||
      (relative != body.end() && !relative->is_boolean()) || (reason != body.end() && !reason->is_string()))
    throw error_reply(400, "\"chombo\" must be a list of players, \"relative\" true or false and \"reason\" text");
  SheetDraft draft{.scores = scores->get<std::vector<Points>>(),
                   .relative = relative != body.end() && relative->get<bool>(),
                   .sticks = sticks == body.end() ? 0 : sticks->get<int>()};
  if (chombo != body.end()) draft.chombo = chombo->get<std::vector<std::string>>();
  return draft;
}

std::string reason_of(const nlohmann::json& body) {
  const auto reason = body.find("reason");
  return reason == body.end() ? "" : reason->get<std::string>();
}

/// The "hand" of a finish: the number of the last hand recorded, 0 for none. Throws the reply to send.
std::string last_hand_of(const nlohmann::json& body) {
  const auto it = body.find("hand");
  const std::optional<long long> hand = it == body.end() ? std::nullopt : hand_number(*it);
  if (!hand)
    throw error_reply(400, "\"hand\" is needed: the number of the last hand recorded (0 if none), so that a second tap "
                           "closes nothing", R"({"field": "hand"})");
  return std::to_string(*hand);
}

/// The "hand" of an undo as text ("" when the body has none; refused once the key is known to write there).
/// Throws the reply to send (409) for a "hand" that is no hand number.
std::string undone_hand_of(const nlohmann::json& body) {
  const auto it = body.find("hand");
  if (it == body.end()) return "";
  const std::optional<long long> hand = hand_number(*it);
  if (!hand || *hand == 0)
    throw error_reply(409, "\"hand\": " + it->dump() + " is not the last hand of the game: nothing was undone",
                      R"({"field": "hand"})");
  return std::to_string(*hand);
}

}  // namespace tenbou::server
