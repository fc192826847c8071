#include "record/online/tenhou6_tiles.h"

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "record/online/tenhou_tiles.h"

namespace tenbou {
namespace {

using nlohmann::json;

/// A tile code of the JSON: 11-19 characters, 21-29 circles, 31-39 bamboos, 41-47 honours, 51-53 red fives.
bool valid_code(int code) {
  return (code >= 11 && code <= 19) || (code >= 21 && code <= 29) || (code >= 31 && code <= 39) ||
         (code >= 41 && code <= 47) || (code >= 51 && code <= 53);
}

/// The kind of a code, a red five as its five.
int kind_of(int code) { return code >= 51 ? (code - 50) * 10 + 5 : code; }

std::string mpsz(const std::vector<int>& codes) {
  std::vector<LogTile> tiles;
  for (int c : codes) tiles.push_back({(kind_of(c) / 10 - 1) * 9 + kind_of(c) % 10 - 1, c >= 51});
  return mpsz_text(tiles);
}

/// A call as written: its letter, its tiles in order and the index of the tile taken (after the letter).
struct Call {
  char letter = 0;
  std::vector<int> codes;
  std::size_t taken = 0;
};

std::optional<Call> read_call(const std::string& text) {
  Call call;
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c >= 'a' && c <= 'z') {
      if (call.letter) return std::nullopt;
      call.letter = c;
      call.taken = call.codes.size();
      ++i;
      continue;
    }
    if (i + 1 >= text.size() || c < '1' || c > '9' || text[i + 1] < '0' || text[i + 1] > '9') return std::nullopt;
    const int code = (c - '0') * 10 + (text[i + 1] - '0');
    if (!valid_code(code) && code != 60) return std::nullopt;
    call.codes.push_back(code);
    i += 2;
  }
  if (!call.letter || call.taken >= call.codes.size()) return std::nullopt;
  return call;
}

/// One player's hand as it goes.
class PlayerTiles {
 public:
  bool remove(int code) {
    auto it = std::find(hand_.begin(), hand_.end(), code);
    if (it == hand_.end())  // a five given as red in one place and plain in another
      it = std::find_if(hand_.begin(), hand_.end(), [&](int c) { return kind_of(c) == kind_of(code); });
    if (it == hand_.end()) return false;
    hand_.erase(it);
    return true;
  }
  void add(int code) { hand_.push_back(code); }

  /// A draw: a tile, or a call of another's discard (chi, pon, kan).
  bool draw(const json& d) {
    last_draw_ = 0;
    if (d.is_number_integer()) {
      const int code = d.get<int>();
      if (!valid_code(code)) return false;
      add(code);
      last_draw_ = code;
      return true;
    }
    if (!d.is_string()) return false;
    const std::optional<Call> call = read_call(d.get<std::string>());
    if (!call || (call->letter != 'c' && call->letter != 'p' && call->letter != 'm')) return false;
    for (std::size_t i = 0; i < call->codes.size(); ++i)
      if (i != call->taken && !remove(call->codes[i])) return false;
    const char* kind = call->letter == 'c' ? "chi:" : call->letter == 'p' ? "pon:" : "minkan:";
    melds_.push_back({kind, call->codes});
    return true;
  }

  /// A discard, riichi, added kan or closed kan; 0 after a kan from a discard.
  bool discard(const json& d) {
    if (d.is_number_integer()) {
      const int code = d.get<int>();
      if (code == 0) return true;
      last_discard_ = code == 60 ? last_draw_ : code;
      return remove(last_discard_);
    }
    if (!d.is_string()) return false;
    const std::optional<Call> call = read_call(d.get<std::string>());
    if (!call) return false;
    if (call->letter == 'r') {
      last_discard_ = call->codes[call->taken] == 60 ? last_draw_ : call->codes[call->taken];
      return remove(last_discard_);
    }
    if (call->letter == 'k') {  // the tile after 'k' added to the pon of its kind
      last_discard_ = call->codes[call->taken];
      for (auto& [kind, codes] : melds_)
        if (kind == "pon:" && kind_of(codes[0]) == kind_of(last_discard_)) {
          kind = "shouminkan:";
          codes.push_back(last_discard_);
          return remove(last_discard_);
        }
      return false;
    }
    if (call->letter == 'a') {
      for (int code : call->codes)
        if (!remove(code)) return false;
      melds_.push_back({"ankan:", call->codes});
      return true;
    }
    return false;
  }

  const std::vector<int>& hand() const { return hand_; }
  int last_draw() const { return last_draw_; }
  int last_discard() const { return last_discard_; }
  std::vector<std::string> melds() const {
    std::vector<std::string> out;
    for (const auto& [kind, codes] : melds_) out.push_back(kind + mpsz(codes));
    return out;
  }

 private:
  std::vector<int> hand_;
  std::vector<std::pair<std::string, std::vector<int>>> melds_;
  int last_draw_ = 0;
  int last_discard_ = 0;
};

/// Plays seat `seat`'s draws and discards, or nothing when they do not add up.
std::optional<PlayerTiles> play(const json& hand, int seat) {
  const json& dealt = hand[static_cast<std::size_t>(4 + 3 * seat)];
  const json& draws = hand[static_cast<std::size_t>(5 + 3 * seat)];
  const json& discards = hand[static_cast<std::size_t>(6 + 3 * seat)];
  if (!dealt.is_array() || !draws.is_array() || !discards.is_array() || dealt.size() != 13) return std::nullopt;
  PlayerTiles tiles;
  for (const json& t : dealt) {
    if (!t.is_number_integer() || !valid_code(t.get<int>())) return std::nullopt;
    tiles.add(t.get<int>());
  }
  for (std::size_t i = 0; i < std::max(draws.size(), discards.size()); ++i) {
    if (i < draws.size() && !tiles.draw(draws[i])) return std::nullopt;
    if (i < discards.size() && !tiles.discard(discards[i])) return std::nullopt;
  }
  return tiles;
}

std::string indicators(const json& list) {
  std::vector<int> codes;
  if (list.is_array())
    for (const json& c : list)
      if (c.is_number_integer() && valid_code(c.get<int>())) codes.push_back(c.get<int>());
  return mpsz(codes);
}

}  // namespace

std::optional<WrittenTiles> tenhou6_win_tiles(const json& hand, Seat winner, Seat from) {
  if (!hand.is_array() || hand.size() != 17) return std::nullopt;
  std::optional<PlayerTiles> mine = play(hand, winner.index);
  if (!mine) return std::nullopt;
  int win_tile = 0;
  if (winner == from) {
    win_tile = mine->last_draw();
  } else {
    const std::optional<PlayerTiles> theirs = play(hand, from.index);
    if (!theirs) return std::nullopt;
    win_tile = theirs->last_discard();
    mine->add(win_tile);
  }
  if (!valid_code(win_tile)) return std::nullopt;
  WrittenTiles tiles;
  tiles.concealed = mpsz(mine->hand());
  tiles.melds = mine->melds();
  tiles.win_tile = mpsz({win_tile});
  tiles.dora_indicators = indicators(hand[2]);
  tiles.ura_indicators = indicators(hand[3]);
  return tiles;
}

}  // namespace tenbou
