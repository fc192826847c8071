#pragma once
// Referee penalties in words: the line read out when one is given or cancelled, and the list.

#include <string>
#include <vector>

#include "base/local_time.h"
#include "report/csv_writer.h"
#include "report/text_table.h"
#include "tournament/standings/penalties.h"

namespace tenbou {

/// "Penalty 3: Alice Martin -2,000 (round 2): late return from break." or the cancellation of one.
std::string penalty_announcement(const PlayerDirectory& players, const PenaltyView& p);

/// Every penalty with its state, who gave it, when and why.
std::string penalties_text(const PlayerDirectory& players, const std::vector<PenaltyView>& list, const LocalTime& zone, std::size_t width = kUnlimitedWidth);
std::string penalties_json(const PlayerDirectory& players, const std::vector<PenaltyView>& list);
std::string penalties_csv(const PlayerDirectory& players, const std::vector<PenaltyView>& list, const LocalTime& zone,
                          const CsvStyle& style = {});

}  // namespace tenbou
