#pragma once
// Tenhou's mjlog XML (`<mjloggm ver="2.3">`), as its log download gives it: one game's tags read into an OnlineLog.

#include <string_view>

#include "record/online/online_log.h"

namespace tenbou {

/// Reads an mjlog document (already inflated). Throws LogError naming the hand and what is wrong.
OnlineLog read_tenhou_xml(std::string_view text);

}  // namespace tenbou
