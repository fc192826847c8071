// Fuzzes the lines typed at `tenbou table`: words split as a shell splits them, and the short form of a hand.

#include "cli/short_hand.h"
#include "cli/words.h"
#include "fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  fuzz::refusals_allowed([&] {
    const std::vector<std::string> words = cli::split_words(fuzz::text_of(data, size));
    if (!words.empty() && cli::is_short_verb(words.front())) cli::parse_short_hand(words);
  });
  return 0;
}
