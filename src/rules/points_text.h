#pragma once
// How points are written for people: "35,800", "+1,000".

#include <string>

#include "rules/ruleset.h"

namespace tenbou {

/// Points with thousands separators ("35,800"); `sign` adds "+" to positive amounts.
std::string format_points(Points points, bool sign = false);

}  // namespace tenbou
