#include "rules/points_text.h"

namespace tenbou {

std::string format_points(Points points, bool sign) {
  const bool negative = points < 0;
  std::string digits = std::to_string(negative ? -points : points);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<std::size_t>(i), ",");
  if (negative) return "-" + digits;
  return (sign && points > 0 ? "+" : "") + digits;
}

}  // namespace tenbou
