// Fuzzes hands valued from their tiles: the mpsz notation of the tiles, the winning tile, melds and dora
// indicators, and the evaluator on whatever they describe (every flag combination, any seat and round).
//
// Input: the first two bytes choose the flags (a bit each), tsumo, the seat and the round wind; the rest is
// lines: the concealed tiles, the winning tile, the melds (KIND:TILES separated by spaces), the dora
// indicators, the ura dora indicators.

#include <sstream>

#include "fuzz/fuzz_input.h"
#include "hand/hand_score.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  if (size < 2) return 0;
  const unsigned bits = data[0] | (data[1] << 8);
  std::istringstream lines(std::string(fuzz::text_of(data + 2, size - 2)));
  std::string tiles, win, melds, dora, ura;
  std::getline(lines, tiles);
  std::getline(lines, win);
  std::getline(lines, melds);
  std::getline(lines, dora);
  std::getline(lines, ura);
  fuzz::refusals_allowed([&] {
    hand::WinningHand h;
    const hand::TileList concealed = hand::parse_tiles("TILES", tiles);
    h.concealed = concealed.tiles;
    h.concealed_red = concealed.red;
    std::istringstream words(melds);
    for (std::string m; words >> m;) h.melds.push_back(hand::parse_meld("--meld", m));
    bool red_win = false;
    h.win_tile = hand::parse_tile("--win", win, &red_win);
    h.red_elsewhere = red_win ? 1 : 0;
    h.dora_indicators = hand::parse_tiles("--dora", dora).tiles;
    h.ura_indicators = hand::parse_tiles("--ura", ura).tiles;
    hand::WinFlags& f = h.flags;
    bool* flags[] = {&f.riichi, &f.double_riichi, &f.ippatsu, &f.rinshan, &f.chankan,
                     &f.haitei, &f.houtei,        &f.tenhou,  &f.chiihou, &f.renhou};
    for (std::size_t i = 0; i < std::size(flags); ++i) *flags[i] = (bits >> i) & 1;
    h.tsumo = (bits >> 10) & 1;
    h.seat = static_cast<hand::Wind>((bits >> 11) & 3);
    h.round = static_cast<hand::Wind>((bits >> 13) & 3);
    hand::HandRules rules;
    rules.red_fives = (bits >> 15) & 1;
    hand::evaluate(h, rules);
  });
  return 0;
}
