#include "record/online/tenhou_tiles.h"

#include <algorithm>

namespace tenbou {
namespace {

bool is_red(int id) { return id == 16 || id == 52 || id == 88; }

}  // namespace

std::string mpsz_text(std::vector<LogTile> tiles) {
  std::sort(tiles.begin(), tiles.end(), [](LogTile a, LogTile b) { return a.kind != b.kind ? a.kind < b.kind : a.red > b.red; });
  static constexpr char kSuits[] = {'m', 'p', 's', 'z'};
  std::string out;
  for (int suit = 0; suit < 4; ++suit) {
    std::string digits;
    for (LogTile t : tiles)
      if (t.kind / 9 == suit) digits += t.red ? '0' : static_cast<char>('1' + t.kind % 9);
    if (!digits.empty()) out += digits + kSuits[suit];
  }
  return out;
}

std::string tenhou_tile_text(const std::vector<int>& ids) {
  std::vector<LogTile> tiles;
  for (int id : ids) tiles.push_back({id / 4, is_red(id)});
  return mpsz_text(tiles);
}

std::string tenhou_meld(int m) {
  if (m & 0x4) {  // chi: the lowest tile's kind and which of the three was called, and each tile's copy
    int t = (m & 0xFC00) >> 10;
    t /= 3;
    const int kind = t / 7 * 9 + t % 7;
    std::vector<int> ids;
    for (int i = 0; i < 3; ++i) ids.push_back((kind + i) * 4 + ((m >> (3 + 2 * i)) & 3));
    return "chi:" + tenhou_tile_text(ids);
  }
  if (m & 0x18) {  // pon, or a kan added to it: the kind, and the copy left out of the pon
    int t = (m & 0xFE00) >> 9;
    t /= 3;
    const int unused = (m >> 5) & 3;
    std::vector<int> ids;
    for (int copy = 0; copy < 4; ++copy)
      if (copy != unused || (m & 0x10)) ids.push_back(t * 4 + copy);
    return std::string(m & 0x10 ? "shouminkan:" : "pon:") + tenhou_tile_text(ids);
  }
  if (m & 0x20) return "";  // a three-player North
  const int kind = ((m & 0xFF00) >> 8) / 4;
  if (kind >= 34) return "";
  return std::string((m & 3) == 0 ? "ankan:" : "minkan:") +
         tenhou_tile_text({kind * 4, kind * 4 + 1, kind * 4 + 2, kind * 4 + 3});
}

WrittenTiles tenhou_win_tiles(const std::vector<int>& closed, const std::vector<int>& melds, int machi,
                              const std::vector<int>& dora, const std::vector<int>& ura) {
  WrittenTiles tiles;
  tiles.concealed = tenhou_tile_text(closed);
  for (int m : melds)
    if (const std::string meld = tenhou_meld(m); !meld.empty()) tiles.melds.push_back(meld);
  tiles.win_tile = tenhou_tile_text({machi});
  tiles.dora_indicators = tenhou_tile_text(dora);
  tiles.ura_indicators = tenhou_tile_text(ura);
  return tiles;
}

}  // namespace tenbou
