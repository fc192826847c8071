// Fuzzes the lines of `tenbou value --batch`: JSON of any shape, then the hand it describes valued.

#include "fuzz/fuzz_input.h"
#include "hand/hand_score.h"
#include "record/hand_line.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  fuzz::refusals_allowed([&] {
    const HandLine line = read_hand_line(fuzz::text_of(data, size));
    std::string why;
    hand::try_evaluate(line.hand, hand::HandRules{}, why);
  });
  return 0;
}
