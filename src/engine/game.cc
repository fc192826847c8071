#include "engine/game.h"

#include "rules/points_text.h"

namespace tenbou {

std::string_view game_end_text(GameEnd end) {
  switch (end) {
    case GameEnd::NotOver: return "in progress";
    case GameEnd::Completed: return "all rounds played";
    case GameEnd::Bankruptcy: return "a score dropped below zero";
    case GameEnd::AgariYame: return "the dealer kept the deal in the last hand while leading (agari-yame)";
    case GameEnd::ClosedByReferee: return "closed by the referee";
    case GameEnd::ClosedAtTable: return "closed at the table (time limit)";
    case GameEnd::ScoreSheet: return "recorded from its score sheet";
  }
  return "";
}

std::string_view wind_name(int wind) {
  static constexpr std::string_view kNames[] = {"East", "South", "West", "North"};
  return kNames[wind % 4];
}

int parse_wind(char letter) {
  static constexpr std::string_view kLetters = "ESWN";
  const auto wind = kLetters.find(static_cast<char>(letter & ~0x20));  // accept lower case
  return wind == std::string_view::npos ? -1 : static_cast<int>(wind);
}

std::string round_name(int round) {
  static constexpr char kWinds[] = {'E', 'S', 'W', 'N'};
  return std::string(1, kWinds[(round / kSeats) % 4]) + std::to_string(round % kSeats + 1);
}

int parse_round(std::string_view text) {
  if (text.size() != 2) return -1;
  const int wind = parse_wind(text[0]);
  if (wind < 0 || text[1] < '1' || text[1] > '4') return -1;
  return wind * kSeats + (text[1] - '1');
}

Game::Game(const Ruleset& rules, const Names& names, const TableState& start)
    : rules_(rules), names_(names), table_(start) {}

MaybeProblem check_start(const Ruleset& rules, const TableState& start) {
  if (start.round < 0 || start.round >= rules.round_count())
    return Problem{"start round " + round_name(start.round) + " is not part of a game of this ruleset (E1 to " +
                   round_name(rules.round_count() - 1) + ")"};
  if (start.honba < 0) return Problem{"start counters " + std::to_string(start.honba) + " cannot be negative"};
  if (start.riichi_sticks < 0)
    return Problem{"start riichi sticks " + std::to_string(start.riichi_sticks) + " cannot be negative"};
  return std::nullopt;
}

MaybeProblem check_start_scores(const Ruleset& rules, const TableState& start) {
  Points sum = 0;
  for (int i = 0; i < kSeats; ++i) {
    const Points score = start.scores[Seat(i)];
    if (score % 100 != 0)
      return Problem{"start score " + format_points(score) + " of " + std::string(wind_name(i)) + " is not a multiple of 100"};
    sum += score;
  }
  const Points expected = 4 * rules.starting_points - Points{start.riichi_sticks} * rules.riichi_deposit;
  if (sum == expected) return std::nullopt;
  const std::string sticks = start.riichi_sticks == 1 ? "1 stick" : std::to_string(start.riichi_sticks) + " sticks";
  return Problem{"the start scores add up to " + format_points(sum) + "; with " + sticks +
                 " on the table they should add up to " + format_points(expected) + ": " +
                 format_points(sum > expected ? sum - expected : expected - sum) + (sum > expected ? " too many" : " short")};
}

bool Game::dealer_leads() const {
  const Seat dealer = table_.dealer();
  bool leads = true;
  // Ahead of every other, or level with one the seat order places after the dealer (ties by seat).
  for_each_seat([&](Seat s) {
    const bool behind = table_.scores[s] < table_.scores[dealer] ||
                        (rules_.ties == Ties::SeatOrder && table_.scores[s] == table_.scores[dealer] && dealer.index < s.index);
    leads = leads && (s == dealer || behind);
  });
  return leads;
}

MaybeProblem Game::play(const Hand& hand, Settlement& s) {
  if (over())
    return Problem{"the game is already over (" + std::string(game_end_text(end_)) + "); no more hands can be entered"};
  if (MaybeProblem p = settle(rules_, table_, hand, names_, s)) return p;

  bool below_zero = false;
  for_each_seat([&](Seat seat) {
    table_.scores[seat] += s.deltas[seat];
    below_zero = below_zero || table_.scores[seat] < 0;
  });
  if (s.chombo_deduction) ++chombos_[*s.chombo_deduction];
  table_.honba = s.honba_after;
  table_.riichi_sticks = s.riichi_sticks_after;

  // From the last round on (the West round too, where the goal points allow it), every hand may end the game.
  const bool last_round = table_.round >= rules_.round_count() - 1;
  if (rules_.bankruptcy && below_zero) {
    end_ = GameEnd::Bankruptcy;
  } else if (s.dealer_stays) {
    if (last_round && rules_.agari_yame && s.counts_as_hand && (rules_.tenpai_yame || dealer_won(hand, s)) &&
        dealer_leads() && (!rules_.goal_points || table_.scores[table_.dealer()] >= *rules_.goal_points))
      end_ = GameEnd::AgariYame;
  } else if (last_round) {
    if (goal_reached() || table_.round >= rules_.last_possible_round())
      end_ = GameEnd::Completed;  // else the game goes on into the West round until someone has the goal
    else
      ++table_.round;
  } else {
    ++table_.round;
  }
  return std::nullopt;
}

bool Game::dealer_won(const Hand& hand, const Settlement& s) const {
  if (hand.outcome != Outcome::Ron && hand.outcome != Outcome::Tsumo) return false;
  bool won = false;
  for (int k = 0; k < s.win_count; ++k) won = won || (s.wins[k].win.winner == table_.dealer() && !s.wins[k].head_bumped);
  return won;
}

bool Game::goal_reached() const {
  if (!rules_.goal_points) return true;
  bool reached = false;
  for_each_seat([&](Seat s) { reached = reached || table_.scores[s] >= *rules_.goal_points; });
  return reached;
}

void Game::close() {
  if (!over()) end_ = GameEnd::ClosedByReferee;
}

FinalResult Game::final_result() const {
  return settle_game(rules_, table_.scores, table_.riichi_sticks, chombos_);
}

}  // namespace tenbou
