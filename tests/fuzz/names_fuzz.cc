// Fuzzes names as typed: comma-separated lists (--players, --riichi), lookups among registered players,
// and every Unicode operation a stored name goes through.

#include "base/unicode.h"
#include "cli/entry_options.h"
#include "fuzz/fuzz_input.h"
#include "tournament/people/player_directory.h"
#include "tournament/stored_text.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  static const PlayerDirectory players({{.id = 1, .name = "Ágnes Szőke", .ema = "04090012"},
                                        {.id = 2, .name = "José García"},
                                        {.id = 3, .name = "Jose Garcia Lopez"},
                                        {.id = 4, .name = "田中 太郎"},
                                        {.id = 5, .name = "Łukasz Żółkiewski"}});
  const std::string text(fuzz::text_of(data, size));
  for (const std::string& name : cli::split_names({text})) {
    players.matches(name);
    fuzz::refusals_allowed([&] { players.find("player", name); });
    unicode::printable(name);
    unicode::collate(name, "Zoë");
    text_problem("name", name, kMaxNameLength, true);
    tidy_text(name);
  }
  return 0;
}
