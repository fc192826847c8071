#include "record/online/tenhou_json.h"

#include <algorithm>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "formats/json_syntax.h"
#include "record/online/log_score_text.h"
#include "record/online/tenhou6_tiles.h"
#include "record/online/tenhou_yaku.h"

namespace tenbou {
namespace {

using nlohmann::json;

/// The results of a hand that are abortive draws, in the words Tenhou's viewer and the converters write.
constexpr std::string_view kAbortive[] = {"九種九牌", "四家立直", "三家和了", "三家和", "四槓散了", "四開槓", "四風連打"};

/// Reads the parts of one game object, naming the hand each refusal concerns.
class JsonLogReader {
 public:
  explicit JsonLogReader(OnlineLog& log) : log_(log) {}

  void game(const json& doc, bool first) {
    if (!doc.is_object() || !doc.contains("log") || !doc.contains("name"))
      throw LogError("", "not a tenhou.net/6 game: an object with \"log\" and \"name\" is needed");
    names(doc["name"], first);
    if (first) header(doc);
    const json& hands = doc["log"];
    if (!hands.is_array()) throw LogError("", "\"log\" is not a list of hands");
    for (const json& hand : hands) {
      if (log_.hands.size() >= kMaxLogHands)
        throw LogError("", "the log holds more than " + std::to_string(kMaxLogHands) + " hands");
      log_.hands.push_back(read_hand(hand));
    }
    if (const auto sc = doc.find("sc"); sc != doc.end()) final_scores(*sc);
  }

 private:
  [[noreturn]] void fail(const std::string& what) const { throw LogError(label_, what); }

  long number(const json& v, const std::string& what, long min, long max) const {
    if (!v.is_number_integer()) fail(what + " is not a whole number");
    if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(max))
      fail(what + " is " + v.dump() + ", out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")");
    const long value = v.get<long>();
    if (value < min || value > max)
      fail(what + " is " + std::to_string(value) + ", out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")");
    return value;
  }

  const json& list(const json& v, const std::string& what, std::size_t min_size, std::size_t max_size) const {
    if (!v.is_array() || v.size() < min_size || v.size() > max_size)
      fail(what + " is not a list of " +
           (min_size == max_size ? std::to_string(min_size) : std::to_string(min_size) + " to " + std::to_string(max_size)));
    return v;
  }

  void names(const json& v, bool first) {
    const json& names = list(v, "\"name\"", 3, 4);
    if (names.size() == 3 || (names[3].is_string() && names[3].get<std::string>().empty()))
      throw LogError("", "a three-player game: tenbou scores four");
    for (std::size_t i = 0; i < 4; ++i) {
      if (!names[i].is_string()) throw LogError("", "the name of seat " + std::to_string(i) + " is not a text");
      const std::string name = names[i].get<std::string>();
      if (!unicode::valid_utf8(name)) throw LogError("", "the name of seat " + std::to_string(i) + " is not UTF-8 text");
      if (first) log_.names[i] = name;
      else if (log_.names[i] != name)
        throw LogError("", "the lines of the file name different players (seat " + std::to_string(i) + ": \"" +
                               unicode::printable(log_.names[i]) + "\", then \"" + unicode::printable(name) + "\")");
    }
  }

  void header(const json& doc) {
    if (const auto ref = doc.find("ref"); ref != doc.end() && ref->is_string()) {
      const std::string id = ref->get<std::string>();  // an id tenbou can store and show, or none
      if (!id.empty() && id.size() <= 100 && !unicode::unstorable(id)) log_.id = id;
    }
    std::string disp;
    if (const auto rule = doc.find("rule"); rule != doc.end() && rule->is_object()) {
      if (const auto d = rule->find("disp"); d != rule->end() && d->is_string()) disp = d->get<std::string>();
      bool red = false, told = false;
      for (const char* key : {"aka", "aka51", "aka52", "aka53"})
        if (const auto a = rule->find(key); a != rule->end() && a->is_number_integer()) {
          told = true;
          red = red || a->get<int>() > 0;
        }
      if (told) log_.rules.red_fives = red;
    }
    log_.rules.description = disp.empty() ? "no rule text" : "\"" + unicode::printable(disp) + "\"";
    if (disp.find("三") != std::string::npos)
      throw LogError("", "a three-player game (" + unicode::printable(disp) + "): tenbou scores four");
    if (disp.find("南") != std::string::npos) log_.rules.length = GameLength::EastSouth;
    else if (disp.find("東") != std::string::npos) log_.rules.length = GameLength::EastOnly;
    if (!disp.empty()) log_.rules.open_tanyao = disp.find("喰") != std::string::npos;
    // Tenhou's log ids read "2019050417gm-0029-0000-4f2a8622"; Mahjong Soul's uuids do not.
    log_.platform = log_.id.find("gm-") != std::string::npos || (log_.id.empty() && disp.find("の間") == std::string::npos)
                        ? "Tenhou"
                        : "Mahjong Soul";
  }

  LogHand read_hand(const json& h) {
    label_.clear();
    list(h, "a hand", 17, 17);
    LogHand hand;
    const json& where = list(h[0], "a hand's round, counters and sticks", 3, 3);
    hand.round = static_cast<int>(number(where[0], "the round", 0, 11));
    hand.honba = static_cast<int>(number(where[1], "the counters", 0, 200));
    hand.sticks = static_cast<int>(number(where[2], "the sticks", 0, 200));
    label_ = hand.label();
    const json& start = list(h[1], "the start scores", 4, 4);
    for_each_seat([&](Seat s) { hand.start[s] = number(start[s.index], "a start score", -10000000, 10000000); });
    const std::array<const json*, 4> discards = {&h[6], &h[9], &h[12], &h[15]};
    const json& result = list(h[16], "the hand's result", 1, 7);
    if (!result[0].is_string()) fail("the hand's result does not start with its kind");
    const std::string kind = result[0].get<std::string>();
    if (kind == "和了") {
      wins(h, result, hand);
    } else if (kind == "流局" || kind == "流し満貫") {
      changes(list(result, "the draw's result", 2, 2)[1], hand);
      hand.outcome = kind == "流局" ? Outcome::Draw : Outcome::Nagashi;
      for_each_seat([&](Seat s) {
        if (hand.changes[s] > 0) (hand.outcome == Outcome::Draw ? hand.tenpai : hand.nagashi).add(s);
      });
    } else if (kind == "全員聴牌" || kind == "全員不聴") {
      hand.outcome = Outcome::Draw;
      if (kind == "全員聴牌") hand.tenpai.bits = 0xF;
    } else if (std::find(std::begin(kAbortive), std::end(kAbortive), kind) != std::end(kAbortive)) {
      hand.outcome = Outcome::Abortive;
    } else {
      fail("the result \"" + unicode::printable(kind) + "\" is none of Tenhou's");
    }
    for_each_seat([&](Seat s) {
      if (placed_riichi(*discards[s.index], s, hand)) hand.riichi.add(s);
    });
    bool paid = false;
    for_each_seat([&](Seat s) { paid = paid || hand.changes[s] != 0; });
    if (hand.outcome == Outcome::Draw) {
      hand.tenpai.bits |= hand.riichi.bits;  // a riichi declarer is tenpai at a draw
      // A draw that paid nothing is all tenpai or all noten (Mahjong Soul's "流局" writes both alike): all tenpai
      // with a riichi in it; else the next hand's dealer tells (infer_dealer_tenpai).
      if (!paid && !hand.riichi.empty()) hand.tenpai.bits = 0xF;
    }
    for_each_seat([&](Seat s) {
      if (hand.riichi.contains(s)) hand.changes[s] -= 1000;  // the log's changes leave out the stick; tenbou's include it
    });
    return hand;
  }

  void changes(const json& v, LogHand& hand) const {
    const json& deltas = list(v, "a result's changes", 4, 4);
    for_each_seat([&](Seat s) { hand.changes[s] += number(deltas[s.index], "a change", -10000000, 10000000); });
  }

  void wins(const json& h, const json& result, LogHand& hand) {
    if (result.size() < 3 || result.size() % 2 != 1) fail("a win's changes without its details");
    if (result.size() > 7) fail("a hand with more than three winners");
    for (std::size_t i = 1; i < result.size(); i += 2) {
      changes(result[i], hand);
      const json& detail = list(result[i + 1], "a win's details", 4, 64);
      LogWin win;
      win.winner = Seat(static_cast<int>(number(detail[0], "the winner", 0, 3)));
      win.from = Seat(static_cast<int>(number(detail[1], "the discarder", 0, 3)));
      const Seat pao(static_cast<int>(number(detail[2], "the liable player", 0, 3)));
      if (pao != win.winner) win.pao = pao;
      if (!detail[3].is_string()) fail("a win's score is not a text");
      const LogScoreText score = read_log_score(detail[3].get<std::string>(), label_);
      hand::WinFlags flags;
      for (std::size_t y = 4; y < detail.size(); ++y) {
        if (!detail[y].is_string()) fail("a yaku is not a text");
        LogYaku yaku = read_log_yaku(detail[y].get<std::string>(), label_);
        if (const TenhouYaku* known = tenhou_yaku_named(yaku.name)) {
          yaku.name = std::string(known->name);
          if (known->flag) flags.*known->flag = true;
        }
        win.han += yaku.han;
        win.yakuman += yaku.yakuman;
        if (is_dora_name(yaku.name)) win.dora += yaku.han;
        win.yaku.push_back(yaku);
      }
      const bool dealer = win.winner.index == hand.round % kSeats;
      win.value = win.winner == win.from ? score.tsumo_value(dealer) : score.ron;
      if (win.yakuman > 0) {  // double yakuman show as one yaku: the amount tells how many
        win.yakuman = std::max<int>(win.yakuman, static_cast<int>(win.value / (dealer ? 48000 : 32000)));
        win.han = 0;
        win.dora = 0;
      }
      win.fu = score.fu > 0 ? score.fu : least_fu_for_limit(score, win.han);
      win.fu_known = score.fu > 0;
      win.tiles = tenhou6_win_tiles(h, win.winner, win.from);
      if (win.tiles) win.tiles->flags = flags;
      if (win.han == 0 && win.yakuman == 0) fail("a win with neither yaku nor yakuman");
      if (!hand.wins.empty() && (win.winner == win.from || hand.wins.front().from != win.from))
        fail("two wins of one hand that are not on the same discard");
      hand.wins.push_back(std::move(win));
    }
    hand.outcome = hand.wins.front().winner == hand.wins.front().from ? Outcome::Tsumo : Outcome::Ron;
  }

  /// Whether seat `s` placed a riichi stick: it declared ("r" before a discard) and its declaration tile was not
  /// ronned (its last discard, with a ron off it).
  static bool placed_riichi(const json& discards, Seat s, const LogHand& hand) {
    if (!discards.is_array()) return false;
    std::size_t declared = discards.size();
    for (std::size_t i = 0; i < discards.size(); ++i)
      if (discards[i].is_string() && discards[i].get<std::string>().rfind('r', 0) == 0) declared = i;
    if (declared == discards.size()) return false;
    const bool ronned = hand.outcome == Outcome::Ron && hand.wins.front().from == s;
    return !(ronned && declared + 1 == discards.size());
  }

  void final_scores(const json& v) {
    label_.clear();
    const json& sc = list(v, "\"sc\" (the final scores and points)", 8, 8);
    PerSeat<Points> scores;
    std::array<double, 4> points{};
    for_each_seat([&](Seat s) {
      scores[s] = number(sc[2 * s.index], "a final score", -10000000, 10000000);
      if (!sc[2 * s.index + 1].is_number()) fail("a final point is not a number");
      points[s.index] = sc[2 * s.index + 1].get<double>();
    });
    log_.final_scores = scores;
    log_.final_points = points;
  }

  OnlineLog& log_;
  std::string label_;
};

/// A draw that paid nothing is all tenpai or all noten, and a nagashi does not say who was tenpai (Mahjong Soul's
/// logs): the next hand's dealer tells whether the dealer was.
void infer_dealer_tenpai(OnlineLog& log) {
  for (std::size_t i = 0; i + 1 < log.hands.size(); ++i) {
    LogHand& hand = log.hands[i];
    const Seat dealer(hand.round % kSeats);
    const bool kept = log.hands[i + 1].round == hand.round;
    bool paid = false;  // the log's own changes, before tenbou counted the sticks placed
    for_each_seat([&](Seat s) { paid = paid || hand.changes[s] + (hand.riichi.contains(s) ? 1000 : 0) != 0; });
    if (hand.outcome == Outcome::Draw && !paid && hand.tenpai.empty() && kept) hand.tenpai.bits = 0xF;
    if (hand.outcome == Outcome::Nagashi && kept) hand.tenpai.add(dealer);
  }
}

}  // namespace

OnlineLog read_tenhou_json(std::string_view text) {
  OnlineLog log;
  JsonLogReader reader(log);
  const json whole = parsed_json(text);
  if (!whole.is_discarded()) {
    reader.game(whole, true);
  } else {  // JSON Lines, a hand or more a line, as some exports write a game
    std::size_t start = 0, line = 0;
    while (start < text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      const std::string_view part = text.substr(start, end - start);
      ++line;
      if (part.find_first_not_of(" \t\r") != std::string_view::npos) {
        const json doc = parsed_json(part);
        if (doc.is_discarded()) throw LogError("", "line " + std::to_string(line) + ": " + json_syntax_error(part));
        reader.game(doc, log.hands.empty());
      }
      start = end + 1;
    }
  }
  if (log.hands.empty()) throw LogError("", "the log holds no hand");
  infer_dealer_tenpai(log);
  return log;
}

}  // namespace tenbou
