#include "engine/hand.h"

namespace tenbou {

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::Ron: return "ron";
    case Outcome::Tsumo: return "tsumo";
    case Outcome::Draw: return "draw";
    case Outcome::Abortive: return "abortive";
    case Outcome::Nagashi: return "nagashi";
    case Outcome::Chombo: return "chombo";
  }
  return "";
}

}  // namespace tenbou
