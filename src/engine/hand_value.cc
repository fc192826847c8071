#include "engine/hand_value.h"

#include <algorithm>

namespace tenbou {

std::string_view limit_name(Limit limit) {
  switch (limit) {
    case Limit::None: return "";
    case Limit::Mangan: return "mangan";
    case Limit::Haneman: return "haneman";
    case Limit::Baiman: return "baiman";
    case Limit::Sanbaiman: return "sanbaiman";
    case Limit::Yakuman: return "yakuman";
  }
  return "";
}

HandValue hand_value(const Ruleset& rules, int han, int fu, int yakuman) {
  HandValue v;
  if (yakuman > 0 || (han >= 13 && rules.kazoe_yakuman)) {
    int entered = std::max(yakuman, 1);
    v.yakuman_counted = std::min(entered, rules.yakuman_maximum);
    v.yakuman_capped = entered > rules.yakuman_maximum;
    v.limit = Limit::Yakuman;
    v.base = 8000 * v.yakuman_counted;
    return v;
  }
  if (han >= 11) {
    v.limit = Limit::Sanbaiman;
    v.base = 6000;
  } else if (han >= 8) {
    v.limit = Limit::Baiman;
    v.base = 4000;
  } else if (han >= 6) {
    v.limit = Limit::Haneman;
    v.base = 3000;
  } else if (han == 5) {
    v.limit = Limit::Mangan;
    v.base = 2000;
  } else {
    Points base = static_cast<Points>(fu) << (2 + han);
    if (base >= 2000) {
      v.capped_by_limit = true;
      v.limit = Limit::Mangan;
      v.base = 2000;
    } else if (base >= 1920 && rules.kiriage_mangan) {
      v.kiriage = true;
      v.limit = Limit::Mangan;
      v.base = 2000;
    } else {
      v.base = base;
    }
  }
  return v;
}

}  // namespace tenbou
