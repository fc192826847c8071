#include "rules/points_text.h"

#include "base/language.h"

namespace tenbou {

std::string format_points(Points points, bool sign) { return grouped_number(Language::En, points, sign); }

}  // namespace tenbou
