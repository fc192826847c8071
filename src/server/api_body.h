#pragma once
// What the API reads from a request's body: a JSON object, a phone's hand (parsed once, read at its table), a
// hand number, a sheet's final scores. Each function checks its field and throws the reply to send (400, or 409
// for a hand that cannot be the one meant) when the body is not as it must be, naming the field.

#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "server/exchange.h"
#include "tournament/entry/game_result.h"

namespace tenbou {
class ReceivedHand;
}

namespace tenbou::server {

/// A request body that must be a JSON object. Throws the reply to send when it is not.
nlohmann::json body_object(const Request& request);

/// A phone's hand, its body parsed once: refused (the reply to send, 400) as body_object refuses a body. Its
/// players are read at the table (ReceivedHand::draft).
std::unique_ptr<ReceivedHand> received_hand(const Request& request);

/// The "expect" of a hand's body: the number of the hand the entry is for. Throws the reply to send.
std::string expect_of(const ReceivedHand& hand);

/// The organiser's correction of a hand already in, as a hand's body asks for it: "amend", the number of the hand it
/// replaces, and "reason", why (needed, as for the command line's --amend).
struct Correction {
  int hand = 0;
  std::string reason;
};

/// The correction a hand's body asks for; none without "amend". Throws the reply to send (400) for an "amend" that is
/// no hand number, a "reason" that is not text, or a "reason" without "amend".
std::optional<Correction> correction_of(const ReceivedHand& hand);

/// The final scores of a body as record_result takes them, which checks their range, sum and multiples of 100 as
/// for every door. Throws the reply to send (400) for a body that is not such an object, or numbers that do not
/// fit the draft.
SheetDraft sheet_draft_of(const nlohmann::json& body);

/// The "hand" of a finish: the number of the last hand recorded, 0 for none. Throws the reply to send.
std::string last_hand_of(const nlohmann::json& body);

/// The "hand" of an undo as text ("" when the body has none; refused once the key is known to write there).
/// Throws the reply to send (409) for a "hand" that is no hand number.
std::string undone_hand_of(const nlohmann::json& body);

/// The "reason" of a body ("" without one; its type is checked by sheet_draft_of).
std::string reason_of(const nlohmann::json& body);

}  // namespace tenbou::server
