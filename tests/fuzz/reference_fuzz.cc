// Fuzzes what a referee types to name a hand and a game: --expect (S2.1, 7, S2.1#7) and ROUND/TABLE.

#include "fuzz/fuzz_input.h"
#include "tournament/entry/double_entry_guard.h"
#include "tournament/entry/game_write.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  const std::string_view text = fuzz::text_of(data, size);
  fuzz::refusals_allowed([&] { parse_expect(text); });
  fuzz::refusals_allowed([&] { parse_game_ref("--game", text); });
  return 0;
}
