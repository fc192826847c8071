#include "record/online/log_replay.h"

#include <cmath>

#include <nlohmann/json.hpp>

#include "rules/points_text.h"

namespace tenbou {
namespace {

/// The hand `h` of a log as tenbou enters it.
Hand hand_of(const LogHand& h) {
  Hand hand;
  hand.outcome = h.outcome;
  for (const LogWin& w : h.wins) hand.add_win(Win{w.winner, w.han, w.fu, w.yakuman, w.dora, w.pao});
  if (h.outcome == Outcome::Ron) hand.discarder = h.wins.front().from;
  hand.riichi = h.riichi;
  hand.tenpai = h.tenpai;
  hand.nagashi = h.nagashi;
  return hand;
}

/// Where a replay first left the log, and in what words.
struct Departure {
  std::size_t hand = 0;  ///< the index of the hand (the number of hands when it is the end)
  std::string hand_label;
  std::string message;
};

std::string seat_changes(const Names& names, const PerSeat<Points>& log, const PerSeat<Points>& tenbou) {
  std::string out;
  for_each_seat([&](Seat s) {
    if (log[s] == tenbou[s]) return;
    out += (out.empty() ? "" : "; ") + names[s] + ": the log " + format_points(log[s], true) + ", tenbou " +
           format_points(tenbou[s], true);
  });
  return out;
}

std::string table_text(const TableState& t) {
  return round_name(t.round) + " with " + std::to_string(t.honba) + " counters and " + std::to_string(t.riichi_sticks) +
         " sticks";
}

/// Replays the log; the first departure, or nothing when every figure agrees. `out` gets the hands and the end.
std::optional<Departure> replay(const OnlineLog& log, const Ruleset& rules, const Names& names, LogExtent extent,
                                LogReplay& out) {
  const LogHand& first = log.hands.front();
  out.start = TableState{.round = first.round, .honba = first.honba, .riichi_sticks = first.sticks, .scores = first.start};
  if (extent == LogExtent::WholeGame) {  // a game starts at East 1, each player with the starting points
    bool level = first.round == 0 && first.honba == 0 && first.sticks == 0;
    for_each_seat([&](Seat s) { level = level && first.start[s] == rules.starting_points; });
    std::string scores;
    for_each_seat([&](Seat s) { scores += (scores.empty() ? "" : ", ") + names[s] + " " + format_points(first.start[s]); });
    if (!level)
      return Departure{0, first.label(),
                       "the log starts here (" + scores + "): not a whole game, which starts at E1 with " +
                           format_points(rules.starting_points) + " each"};
  }
  Game game(rules, names, out.start);
  Settlement settled;
  out.hands.clear();
  for (std::size_t i = 0; i < log.hands.size(); ++i) {
    const LogHand& h = log.hands[i];
    const std::string label = h.label();
    if (game.over())
      return Departure{i, label, "the game is over before this hand (" + std::string(game_end_text(game.end())) +
                                     ") under this ruleset, but the log plays it"};
    const TableState& now = game.table();
    if (now.round != h.round || now.honba != h.honba || now.riichi_sticks != h.sticks)
      return Departure{i, label, "the log plays this hand where tenbou's engine plays " + table_text(now)};
    if (!(now.scores == h.start))
      return Departure{i, label, "the scores before it differ: " + seat_changes(names, h.start, now.scores)};
    const Hand hand = hand_of(h);
    if (const MaybeProblem p = game.play(hand, settled)) return Departure{i, label, p->message};
    if (!(settled.deltas == h.changes))
      return Departure{i, label, "the payments differ: " + seat_changes(names, h.changes, settled.deltas)};
    out.hands.push_back(hand);
  }
  if (extent == LogExtent::Hands) return std::nullopt;
  if (!game.over())
    return Departure{log.hands.size(), log.hands.back().label(),
                     "the log ends after this hand, but under this ruleset the game goes on (" +
                         table_text(game.table()) + " next)"};
  out.end = game.end();
  out.result = game.final_result();
  out.sticks_left = game.table().riichi_sticks;
  if (log.final_scores) {
    PerSeat<Points> with_sticks;
    for_each_seat([&](Seat s) { with_sticks[s] = out.result.scores[s] + out.result.leftover_riichi[s]; });
    if (!(with_sticks == *log.final_scores))
      return Departure{log.hands.size(), log.hands.back().label(),
                       "the final scores with the leftover sticks differ: " +
                           seat_changes(names, *log.final_scores, with_sticks)};
  }
  return std::nullopt;
}

/// The ruleset `rules` with parameter `key` as `value` has it, or nothing where that makes no ruleset.
std::optional<Ruleset> with_parameter(const Ruleset& rules, const std::string& key, const nlohmann::json& value) {
  nlohmann::json doc = ruleset_to_json(rules);
  doc[key] = value;
  try {
    return ruleset_from_json(rules.name, doc);
  } catch (const RulesetError&) {
    return std::nullopt;
  }
}

/// The parameters in which `rules` differ from the platform's preset and which, set as the platform has them, take
/// the replay past `departure`: "; the ruleset's parameters that would explain it: KEY (VALUE on Tenhou, VALUE here)".
std::string explaining_parameters(const OnlineLog& log, const Ruleset& rules, const Names& names, LogExtent extent,
                                   const Departure& departure) {
  const Ruleset platform = load_ruleset(platform_preset(log), nullptr);
  const nlohmann::json differences = ruleset_differences(platform, rules);
  std::string found;
  for (const auto& [key, value] : differences.items()) {
    if (key == "title") continue;
    const std::optional<Ruleset> variant = with_parameter(rules, key, value);
    if (!variant) continue;
    LogReplay scratch;
    const std::optional<Departure> again = replay(log, *variant, names, extent, scratch);
    if (!again || again->hand > departure.hand || (again->hand == departure.hand && again->message != departure.message))
      found += (found.empty() ? "" : ", ") + key + " (" + value.dump() + " on " + log.platform + ", " +
               ruleset_to_json(rules)[key].dump() + " here)";
  }
  if (found.empty()) return "";
  return "; the ruleset's parameters that would explain it: " + found;
}

/// Tenhou's points of older logs: each score rounded to thousands (500 and more away from zero), less the return
/// points, plus uma, and first place the others' negative.
std::array<double, 4> rounded_points(const FinalResult& f, const Ruleset& rules) {
  std::array<double, 4> points{};
  double others = 0;
  Seat top(0);
  for_each_seat([&](Seat s) {
    if (f.places[s] == 1) top = s;
  });
  for_each_seat([&](Seat s) {
    if (s == top) return;
    const Points score = f.scores[s] + f.leftover_riichi[s];
    // 500 and more rounds away from zero: 22,500 is 23 and -7,500 is -8.
    const double thousands = (score < 0 ? -1.0 : 1.0) * std::floor((std::abs(static_cast<double>(score)) + 500.0) / 1000.0);
    points[s.index] = thousands - static_cast<double>(rules.result_base()) / 1000.0 +
                      static_cast<double>(f.uma[s]) / 1000.0;
    others += points[s.index];
  });
  points[top.index] = -others;
  return points;
}

std::array<double, 4> exact_points(const FinalResult& f) {
  std::array<double, 4> points{};
  for_each_seat([&](Seat s) { points[s.index] = static_cast<double>(f.results[s] - f.penalties[s]) / 1000.0; });
  return points;
}

bool same_points(const std::array<double, 4>& a, const std::array<double, 4>& b) {
  for (std::size_t i = 0; i < 4; ++i)
    if (std::abs(a[i] - b[i]) > 0.05) return false;
  return true;
}

/// Compares the log's points with those of `rules` and of the platform's preset, exact or rounded.
void compare_points(const OnlineLog& log, const Ruleset& rules, LogReplay& out) {
  const Ruleset platform = load_ruleset(platform_preset(log), nullptr);
  const FinalResult theirs = settle_game(platform, out.result.scores, out.sticks_left, {});
  out.points = exact_points(out.result);
  if (!log.final_points) return;
  out.log_points = log.final_points;
  out.points_agree = false;
  for (const auto& [result, r] : {std::pair<const FinalResult&, const Ruleset&>{out.result, rules}, {theirs, platform}})
    for (const std::array<double, 4>& candidate : {exact_points(result), rounded_points(result, r)})
      if (!out.points_agree && same_points(candidate, *log.final_points)) {
        out.points = candidate;
        out.points_agree = true;
      }
}

}  // namespace

std::string platform_preset(const OnlineLog& log) { return log.platform == "Tenhou" ? "tenhou" : "majsoul"; }


LogReplay replay_log(const OnlineLog& log, const Ruleset& rules, const Names& names, LogExtent extent) {
  LogReplay out;
  if (const std::optional<Departure> d = replay(log, rules, names, extent, out))
    throw LogError(d->hand_label, d->message + explaining_parameters(log, rules, names, extent, *d));
  if (extent == LogExtent::WholeGame) compare_points(log, rules, out);
  return out;
}

}  // namespace tenbou
