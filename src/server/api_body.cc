#include "server/api_body.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "formats/json_syntax.h"
#include "record/record_reader.h"

namespace tenbou::server {
namespace {

/// A hand number as a body gives one, from its value as JSON text: a whole number, or its digits as text ("01" is
/// hand 1); none for anything else (a negative number, a fraction, more than nine digits).
std::optional<long long> hand_number(std::string_view value) {
  if (value == "-0") return 0;
  if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
    value = value.substr(1, value.size() - 2);
    if (value.empty()) return std::nullopt;
  }
  if (value.empty() || value.size() > 9 || value.find_first_not_of("0123456789") != std::string_view::npos)
    return std::nullopt;
  return std::stoll(std::string(value));
}

/// The hand number a body's value gives, as hand_number reads its text.
std::optional<long long> hand_number_of(const nlohmann::json& v) { return hand_number(v.dump()); }

/// Refuses (400) a body that is not JSON, saying where.
[[noreturn]] void refuse_not_json(const Request& request) {
  throw error_reply(400, "the body is not JSON: " + json_syntax_error(request.body));
}

/// Refuses (400) a body that gives a field twice.
void check_once(const Request& request) {
  if (const auto key = duplicate_key(request.body))
    throw error_reply(400, "the body gives \"" + unicode::printable(*key) + "\" twice: give each field once",
                      nlohmann::json{{"field", *key}}.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

}  // namespace

/// A request body that must be a JSON object. Throws the reply to send when it is not.
nlohmann::json body_object(const Request& request) {
  nlohmann::json body = parsed_json(request.body);
  if (body.is_discarded()) refuse_not_json(request);
  if (!body.is_object()) throw error_reply(400, "the body must be a JSON object");
  check_once(request);
  return body;
}

std::unique_ptr<ReceivedHand> received_hand(const Request& request) {
  std::unique_ptr<ReceivedHand> hand;
  try {
    hand = std::make_unique<ReceivedHand>(request.body);
  } catch (const RecordError&) {
    refuse_not_json(request);
  }
  if (!hand->is_object()) throw error_reply(400, "the body must be a JSON object");
  check_once(request);
  return hand;
}

std::string expect_of(const ReceivedHand& hand) {
  const std::optional<std::string> value = hand.field("expect");
  if (!value)
    throw error_reply(400, "\"expect\" is needed: the number of the hand this entry is for (the table's "
                           "\"hand\"), so that no hand is entered twice",
                      R"({"field": "expect"})");
  const std::optional<long long> number = hand_number(*value);
  if (!number || *number == 0)
    throw error_reply(400, "\"expect\": " + *value + " is not a hand number (e.g. 7, the table's \"hand\")",
                      R"({"field": "expect"})");
  return std::to_string(*number);
}

std::optional<Correction> correction_of(const ReceivedHand& hand) {
  const std::optional<std::string> amend = hand.field("amend");
  const std::optional<std::string> reason = hand.field("reason");
  const nlohmann::json reason_text = reason ? parsed_json(*reason) : nlohmann::json();
  if (reason && !reason_text.is_string())
    throw error_reply(400, "\"reason\" must be text: why the hand is corrected", R"({"field": "reason"})");
  if (!amend) {
    if (reason)
      throw error_reply(400, "\"reason\" goes with \"amend\", the hand corrected; a note kept with a hand is its \"note\"",
                        R"({"field": "reason"})");
    return std::nullopt;
  }
  const std::optional<long long> number = hand_number(*amend);
  if (!number || *number == 0)
    throw error_reply(400, "\"amend\": " + *amend + " is not a hand number (the number of the hand corrected, e.g. 3)",
                      R"({"field": "amend"})");
  return Correction{.hand = static_cast<int>(*number), .reason = reason ? reason_text.get<std::string>() : ""};
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
  const std::optional<long long> hand = it == body.end() ? std::nullopt : hand_number_of(*it);
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
  const std::optional<long long> hand = hand_number_of(*it);
  if (!hand || *hand == 0)
    throw error_reply(409, "\"hand\": " + it->dump() + " is not the last hand of the game: nothing was undone",
                      R"({"field": "hand"})");
  return std::to_string(*hand);
}

}  // namespace tenbou::server
