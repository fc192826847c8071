#pragma once
// The Ruleset value: every parameter in which the EMA texts and their variants disagree.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "base/error.h"

namespace tenbou {

using Points = std::int64_t;

/// How long a game lasts: East round only, or East and South rounds (a hanchan).
enum class GameLength : std::uint8_t { EastOnly, EastSouth };

/// How equal table scores are placed: shared place with uma split, or broken by starting seat.
enum class Ties : std::uint8_t { Shared, SeatOrder };

/// Whether every ron claimant on the same discard is paid, or only the first after the discarder.
enum class MultipleRon : std::uint8_t { AllPaid, HeadBump };

/// Who of several winners on one discard takes the counters (honba): each winner, or only the first after the
/// discarder (Tenhou and Mahjong Soul).
enum class CountersInMultipleRon : std::uint8_t { EachWinner, FirstWinner };

/// Where the riichi sticks go when several win on one discard: each riichi winner takes their own back and the
/// first after the discarder the rest, or the first after the discarder takes them all (Tenhou and Mahjong Soul).
enum class SticksInMultipleRon : std::uint8_t { OwnBack, FirstWinner };

/// Three winners on one discard: each paid, or an abortive draw (Tenhou).
enum class TripleRon : std::uint8_t { Paid, AbortiveDraw };

/// How a nagashi mangan is paid and what follows it: as a mangan tsumo with counters, after which it counts as a
/// win (EMA 2008); or as a mangan without counters in place of the noten payments, after which it counts as an
/// exhaustive draw (the dealer stays if tenpai, the counters go up; Tenhou and Mahjong Soul).
enum class NagashiPayment : std::uint8_t { AsTsumo, AsDraw };

/// What happens to the dealer after an abortive draw (rulesets that have them).
enum class AbortiveDealer : std::uint8_t { Stays, Rotates };

/// How a chombo is punished: a deduction from the game result after uma, or an immediate reverse mangan.
enum class ChomboPenalty : std::uint8_t { DeductionAfterUma, ReverseMangan };

/// How a win on a discard before one's first draw (renhou) is valued: not at all, as a mangan, as a yakuman.
enum class Renhou : std::uint8_t { None, Mangan, Yakuman };

/// One complete set of scoring rules. Loaded from a preset in data/rulesets plus overrides; a tournament
/// keeps its own copy so later edits to the presets never change recorded results.
struct Ruleset {
  std::string name;
  std::string title;
  Points starting_points = 30000;
  /// The score a game result is counted from; none: the starting points. Above them, the difference of all four
  /// (the oka) goes to first place, so that results still add up to zero.
  std::optional<Points> return_points;
  GameLength game_length = GameLength::EastSouth;
  std::array<Points, 4> uma = {15000, 5000, -5000, -15000};
  Ties ties = Ties::Shared;
  bool leftover_riichi_to_first = true;
  bool kiriage_mangan = false;
  bool kazoe_yakuman = false;
  int yakuman_maximum = 1;
  Points counter_value_ron = 300;
  Points counter_value_tsumo = 100;
  MultipleRon multiple_ron = MultipleRon::AllPaid;
  CountersInMultipleRon multiple_ron_counters = CountersInMultipleRon::EachWinner;
  SticksInMultipleRon multiple_ron_sticks = SticksInMultipleRon::OwnBack;
  TripleRon triple_ron = TripleRon::Paid;
  Points riichi_deposit = 1000;
  std::optional<Points> riichi_minimum_score;
  Points noten_payment_total = 3000;
  bool abortive_draws = false;
  AbortiveDealer dealer_after_abortive_draw = AbortiveDealer::Stays;
  bool nagashi_mangan = false;
  NagashiPayment nagashi_payment = NagashiPayment::AsTsumo;
  std::optional<int> two_han_minimum_from_counters;
  ChomboPenalty chombo = ChomboPenalty::DeductionAfterUma;
  Points chombo_deduction = 20000;
  bool liability = true;
  bool bankruptcy = false;
  bool agari_yame = false;
  /// Agari-yame also after a hand the last dealer did not win but stays for (tenpai at a draw: tenpai-yame; an
  /// abortive draw); else only after the dealer's win (Tenhou).
  bool tenpai_yame = true;
  /// The score that ends a game (Tenhou and Mahjong Soul: 30,000): agari-yame needs the last dealer to have it,
  /// and when nobody has it after the last round the game goes on into the next wind's round (West after South 4,
  /// South after East 4), ending as soon as the deal passes with someone at it, at the latest after its fourth
  /// hand. None: neither.
  std::optional<Points> goal_points;
  // Valuing a hand from its tiles (tenbou value):
  bool open_tanyao = true;       ///< all simples counts in an open hand
  bool red_fives = false;        ///< one red five per suit, each one han
  Renhou renhou = Renhou::Mangan;
  int double_wind_pair_fu = 4;   ///< a pair of the wind that is both seat and round wind
  bool double_yakuman = false;   ///< Big four winds counts as two yakuman
  bool stacked_yakuman = false;  ///< the yakuman of one hand add up (else the hand counts one)

  /// Number of rounds (hands with distinct dealers) before the game ends: 4 or 8.
  int round_count() const { return game_length == GameLength::EastOnly ? 4 : 8; }
  /// The rounds a game may reach: those, and with goal points the next wind's round after them.
  int last_possible_round() const { return round_count() - 1 + (goal_points ? 4 : 0); }
  /// The score game results are counted from.
  Points result_base() const { return return_points.value_or(starting_points); }
};

/// Thrown for an unknown key or an impossible value; the message names the key and what is valid.
struct RulesetError : Error {
  using Error::Error;
};

/// Reads a complete ruleset (every key present). Throws RulesetError.
Ruleset ruleset_from_json(const std::string& name, const nlohmann::json& doc);

/// The copy of a ruleset a tournament file keeps: every parameter and "format", the format it is written in.
nlohmann::json stored_ruleset_json(const Ruleset& rules);

/// Reads a stored copy, of this format or an earlier one (no "format": format 1, as tenbou 0.1.0 wrote it):
/// a copy stored before a parameter existed is upgraded step by step, the parameter taking its value for
/// such copies (the behaviour of the version without it); then it is read as strictly as a preset. Throws
/// RulesetError, also for a copy from a newer tenbou.
Ruleset ruleset_from_stored_json(const std::string& name, nlohmann::json doc);

/// The ruleset as JSON with every key, in the same words as the preset files.
nlohmann::json ruleset_to_json(const Ruleset& rules);

/// The parameters of `rules` whose values differ from `other`'s, as a JSON object of key: value in `rules`.
nlohmann::json ruleset_differences(const Ruleset& rules, const Ruleset& other);

/// A preset by name with `overrides` (a JSON object of keys to change) applied. Throws RulesetError.
Ruleset load_ruleset(const std::string& preset, const nlohmann::json& overrides);

}  // namespace tenbou
