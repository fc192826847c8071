#pragma once
// Who makes a write to the tournament, why, and which hand they believe it concerns.

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

namespace tenbou {

struct GameLog;

/// Who makes an entry, why, and which hand the referee believes it is ("S2.1": round and counters).
/// `refuse_repeat` asks for a new hand identical to the one just entered to be refused as a likely double entry
/// (see check_repeat): a door whose entries do not name their hand number sets it.
struct EntryContext {
  std::string reason;
  std::string by;
  std::string expect;
  bool refuse_repeat = false;
  /// What the door requires of the game before anything else is checked (a table's key writes only to its own
  /// game, and only while it is open): called once with the game as loaded, it throws to refuse.
  std::function<void(const GameLog&)> admit;
};

/// Refuses a context whose reason, --by or --expect cannot be stored (see stored_text.h): characters that
/// are not text, too long, or (--by) blank. Throws TournamentError naming the field.
void check_context(const EntryContext& context);

/// Refuses a write that needs a reason when none (or only blanks) was given. `what` completes "reason is
/// needed ...", e.g. "to amend a hand", and may name `fields` (see base/named_fields.h). Checks the context as
/// check_context does. Throws TournamentError naming the field.
void require_reason(const EntryContext& context, std::string_view what, std::initializer_list<std::string_view> fields = {});

}  // namespace tenbou
