#include "report/hand_wording.h"

#include <nlohmann/json.hpp>

namespace tenbou {

HandWording hand_wording(const Words& words) {
  HandWording out;
  out.ron_from = words("hand.ron_from");
  out.tsumo = words("hand.tsumo");
  out.liable = words("hand.liable");
  out.counted_yakuman = words("hand.counted_yakuman");
  out.all_noten = words("hand.all_noten");
  out.tenpai = words("hand.tenpai");
  out.abortive = words("hand.abortive");
  out.nagashi = words("hand.nagashi");
  out.chombo_by = words("hand.chombo_by");
  out.replayed = words("hand.replayed");
  out.round = [&words](int round) { return round_words(words, round); };
  out.counters = [&words](int n) { return words.counted("table.counters", n); };
  return out;
}

std::string round_words(const Words& words, int round) {
  static constexpr const char* kKeys[] = {"hand.round_E", "hand.round_S", "hand.round_W", "hand.round_N"};
  return words(kKeys[(round / 4) % 4], {{"n", std::to_string(round % 4 + 1)}});
}

}  // namespace tenbou
