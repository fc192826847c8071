#pragma once
// What `tenbou audit` prints: whether the stored figures match the replay of the entries, the differences
// found, the corrections made, and what rebuilding the figures did.

#include <cstddef>
#include <string>

#include "base/local_time.h"
#include "report/text_table.h"
#include "tournament/audit.h"

namespace tenbou {

/// The audit's findings (or that there are none) as text; with `corrections`, then every correction made
/// (what, who, when in `zone`, why).
std::string audit_text(const AuditReport& report, bool corrections, const LocalTime& zone, std::size_t width = kUnlimitedWidth);

/// The audit as a JSON object: counts, integrity, findings, the games checked and, with `corrections`,
/// "corrections": [{"what", "by", "at", "reason"}, ...].
std::string audit_json(const AuditReport& report, bool corrections);

/// "Rebuilt the stored figures of 3 of 40 games from their entries." and the games left as they were.
std::string rebuild_text(const RebuildSummary& summary);

}  // namespace tenbou
