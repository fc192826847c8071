#include "tournament/entry_context.h"

#include "tournament/tournament.h"

namespace tenbou {

void require_reason(const EntryContext& context, std::string_view what) {
  if (context.reason.find_first_not_of(" \t\r\n") == std::string::npos)
    throw TournamentError{"--reason is needed " + std::string(what) + ": say why (it is kept in the history)",
                          {{"field", "reason"}}};
}

}  // namespace tenbou
