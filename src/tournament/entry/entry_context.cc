#include "tournament/entry/entry_context.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "tournament/stored_text.h"
#include "tournament/tournament_error.h"

namespace tenbou {

void check_context(const EntryContext& context) {
  require_text("reason", context.reason, kMaxTextLength, false);
  require_text("by", context.by, kMaxNameLength, !context.by.empty());
  require_text("expect", context.expect, kMaxNameLength, false);
}

void require_reason(const EntryContext& context, std::string_view what, std::initializer_list<std::string_view> fields) {
  check_context(context);
  if (tidy_text(context.reason).empty())
    throw TournamentError{"reason is needed " + std::string(what) + ": say why (it is kept in the history)",
                          naming_fields(naming_fields({{"field", "reason"}}, {"reason"}), fields)};
}

}  // namespace tenbou
