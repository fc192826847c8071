#include "rules/points_text.h"

#include <iterator>

namespace tenbou {

std::string format_points(Points points, bool sign) {
  // Written from the last digit back, into room for any amount with its separators and sign: one string made,
  // with no allocation for the amounts of a game.
  char text[32];
  char* start = std::end(text);
  unsigned long long rest = points < 0 ? 0ULL - static_cast<unsigned long long>(points) : static_cast<unsigned long long>(points);
  for (int digits = 0; digits == 0 || rest > 0; ++digits, rest /= 10) {
    if (digits > 0 && digits % 3 == 0) *--start = ',';
    *--start = static_cast<char>('0' + rest % 10);
  }
  if (points < 0)
    *--start = '-';
  else if (sign && points > 0)
    *--start = '+';
  return std::string(start, std::end(text));
}

}  // namespace tenbou
