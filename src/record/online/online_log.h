#pragma once
// A game played online, as its log gives it: what the platform's log says of each hand (the result, the wins
// with their han, fu and yaku, the riichi sticks placed, who was tenpai) and of each seat's score, read from
// either format (record/online/tenhou_xml.h, record/online/tenhou_json.h) into one shape, so that the import
// can enter each hand through the engine and check every payment against the log's.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/hand.h"
#include "engine/seat.h"
#include "record/written_tiles.h"
#include "rules/ruleset.h"

namespace tenbou {

/// One yaku as the log names it, with its han (0 for a yakuman: `yakuman` counts those).
struct LogYaku {
  std::string name;
  int han = 0;
  int yakuman = 0;
};

/// One win of a hand as the log gives it. `han` counts every han the log lists, dora included (`dora`: the
/// dora, red fives and ura dora among them); a yakuman hand has `yakuman` > 0 and no han.
struct LogWin {
  Seat winner;
  Seat from;                 ///< the discarder; the winner for a tsumo
  std::optional<Seat> pao;   ///< the player liable for the hand
  int han = 0;
  int fu = 0;
  bool fu_known = true;      ///< false where the log gives no fu (a limit hand of the JSON): `fu` is then the least
  int yakuman = 0;           ///< that pays as the log did
  int dora = 0;
  Points value = 0;          ///< the hand's value as the log states it, without counters and sticks
  std::vector<LogYaku> yaku;
  /// The winner's tiles, as tenbou writes them, with the flags the log's yaku set (riichi, ippatsu, haitei, ...);
  /// none where the log gives no tiles.
  std::optional<WrittenTiles> tiles;
};

/// One hand of the log: where it was played, the scores before it, what happened and each seat's change.
struct LogHand {
  int round = 0;        ///< 0 = East 1 ... 8 = West 1
  int honba = 0;
  int sticks = 0;       ///< riichi sticks on the table from earlier hands
  PerSeat<Points> start;
  Outcome outcome = Outcome::Draw;
  std::vector<LogWin> wins;
  SeatSet riichi;       ///< the riichi sticks placed in this hand (a declaration ronned places none)
  SeatSet tenpai;
  SeatSet nagashi;
  /// Each seat's change as the log gives it, made comparable to tenbou's: the sticks placed in this hand paid.
  PerSeat<Points> changes;

  /// "E1", "S2-1": the round, with the counters when there are any.
  std::string label() const;
};

/// What a log's header says of its rules (nothing where it says nothing).
struct LogRules {
  std::string description;          ///< as the log words it: "GO type 0x00a9", "鳳南喰赤"
  std::optional<bool> red_fives;
  std::optional<bool> open_tanyao;
  std::optional<GameLength> length;
};

/// A whole game as its log gives it.
struct OnlineLog {
  std::string platform;   ///< "Tenhou", "Mahjong Soul"
  std::string id;         ///< the platform's game id (Tenhou's log id, Mahjong Soul's uuid), else empty
  std::array<std::string, 4> names;  ///< by seat, seat 0 the first dealer
  LogRules rules;
  std::vector<LogHand> hands;
  std::optional<PerSeat<Points>> final_scores;       ///< with the leftover sticks, where the log gives them
  std::optional<std::array<double, 4>> final_points; ///< the platform's points (its oka and uma), where given
};

/// A log that cannot be read, or is not a whole four-player game: the hand it concerns ("" for the log as a
/// whole) and why.
struct LogError : Error {
  LogError(std::string hand, std::string reason);
  std::string hand;
  std::string reason;  ///< the message without the hand
};

/// The most a log may hold: a game has never had 200 hands, and a log is a few hundred kilobytes.
inline constexpr std::size_t kMaxLogHands = 200;
inline constexpr std::size_t kMaxLogBytes = 8 * 1024 * 1024;

/// A digest of what the log says happened (the names, and each hand's table, result, wins and changes), the same
/// for the same game in either format, compressed or not: "content:" and 16 hex digits.
std::string log_digest(const OnlineLog& log);

/// Whether `bytes` look like an online log (gzip, mjlog XML, tenhou.net/6 JSON), not a tenbou record.
bool looks_like_online_log(std::string_view bytes);

/// Reads a log in either format, gzip-compressed or not. Throws LogError.
OnlineLog read_online_log(std::string_view bytes);

}  // namespace tenbou
