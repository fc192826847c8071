#include "record/online/tenhou_xml.h"

#include <cstdio>
#include <string>

#include "base/unicode.h"
#include "engine/game.h"
#include "formats/xml_tags.h"
#include "record/online/log_numbers.h"
#include "record/online/tenhou_tiles.h"
#include "record/online/tenhou_yaku.h"

namespace tenbou {
namespace {

/// `%E3%81%82` and the like decoded; refused when it is not UTF-8 then.
std::string url_decoded(const std::string& text, const std::string& what) {
  static constexpr std::string_view kHex = "0123456789ABCDEFabcdef";
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size() || kHex.find(text[i + 1]) == std::string_view::npos ||
        kHex.find(text[i + 2]) == std::string_view::npos)
      throw LogError("", what + " has a broken escape: \"" + unicode::printable(text) + "\"");
    out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
    i += 2;
  }
  if (!unicode::valid_utf8(out)) throw LogError("", what + " is not UTF-8 text once decoded");
  return out;
}

/// Reads the tags of one log in order, a hand at a time.
class XmlLogReader {
 public:
  OnlineLog read(std::string_view text) {
    log_.platform = "Tenhou";
    bool root = false;
    for_each_xml_tag(text, [&](const XmlTag& tag) {
      if (!root) {
        if (tag.name != "mjloggm") throw LogError("", "not a Tenhou log: it starts with <" + std::string(tag.name) + ">, not <mjloggm>");
        root = true;
        return;
      }
      if (tag.closing) return;
      take(tag);
    });
    if (!root) throw LogError("", "not a Tenhou log: the file holds no tag");
    finish_hand();
    if (log_.names[0].empty() && log_.names[1].empty()) throw LogError("", "the log names no player (no UN tag)");
    if (log_.hands.empty()) throw LogError("", "the log holds no hand (no INIT tag)");
    if (!log_.final_scores) throw LogError(log_.hands.back().label(), "the log ends before the game does (no final scores)");
    return std::move(log_);
  }

 private:
  LogNumbers numbers() const { return LogNumbers(hand_ ? hand_->label() : std::string()); }

  void take(const XmlTag& tag) {
    const std::string_view name = tag.name;
    if (name == "GO") go(tag);
    else if (name == "UN") players(tag);
    else if (name == "TAIKYOKU") {
      if (const std::string* oya = tag.attribute("oya"); oya && *oya != "0")
        throw LogError("", "the first dealer is seat " + unicode::printable(*oya) + ", not seat 0");
    } else if (name == "INIT") init(tag);
    else if (name == "REACH") reach(tag);
    else if (name == "AGARI") agari(tag);
    else if (name == "RYUUKYOKU") ryuukyoku(tag);
    // SHUFFLE, draws (T, U, V, W), discards (D, E, F, G), calls (N), DORA, BYE and reconnections' UN: the payments
    // and the wins' tiles are all in AGARI and RYUUKYOKU.
  }

  void go(const XmlTag& tag) {
    const int type = numbers().integer(tag, "type", 0, 0xFFFF);
    char hex[8];
    std::snprintf(hex, sizeof hex, "%04x", type);
    log_.rules.description = std::string("GO type 0x") + hex;
    log_.rules.red_fives = (type & 0x02) == 0;
    log_.rules.open_tanyao = (type & 0x04) == 0;
    log_.rules.length = (type & 0x08) ? GameLength::EastSouth : GameLength::EastOnly;
    if (type & 0x10) throw LogError("", "a three-player game (" + log_.rules.description + "): tenbou scores four");
  }

  void players(const XmlTag& tag) {
    if (named_) return;  // a later UN is a reconnection
    for (int seat = 0; seat < kSeats; ++seat) {
      const std::string* n = tag.attribute("n" + std::to_string(seat));
      if (!n) return;
      log_.names[static_cast<std::size_t>(seat)] = url_decoded(*n, "the name of seat " + std::to_string(seat));
    }
    named_ = true;
  }

  void init(const XmlTag& tag) {
    finish_hand();
    if (log_.hands.size() >= kMaxLogHands)
      throw LogError("", "the log holds more than " + std::to_string(kMaxLogHands) + " hands");
    LogHand hand;
    const std::vector<int> seed = numbers().list(tag, "seed", 6, 0, 200);
    hand.round = seed[0];
    if (hand.round > 11) throw LogError("", "a hand of round " + std::to_string(hand.round) + " (Tenhou's go to West 4, 11)");
    hand.honba = seed[1];
    hand.sticks = seed[2];
    hand_ = hand;
    const std::vector<int> ten = numbers().list(tag, "ten", 4, -100000, 100000);
    for_each_seat([&](Seat s) { hand_->start[s] = Points{ten[s.index]} * 100; });
    if (const std::string* oya = tag.attribute("oya"); oya && *oya != std::to_string(hand.round % kSeats))
      throw LogError(hand_->label(), "the dealer is seat " + unicode::printable(*oya) + ", not the round's");
    ended_ = false;
  }

  LogHand& open_hand(const XmlTag& tag) {
    if (!hand_) throw LogError("", "<" + std::string(tag.name) + "> before the first hand (INIT)");
    return *hand_;
  }

  void reach(const XmlTag& tag) {
    LogHand& hand = open_hand(tag);
    const int who = numbers().integer(tag, "who", 0, 3);
    if (numbers().integer(tag, "step", 1, 2) == 2) hand.riichi.add(Seat(who));
  }

  /// `sc`'s changes (hundreds, every other number) added to the hand's; `owari` read where present.
  void score_changes(const XmlTag& tag, LogHand& hand) {
    const std::vector<int> sc = numbers().list(tag, "sc", 8, -2000000, 2000000);
    for_each_seat([&](Seat s) { hand.changes[s] += Points{sc[2 * s.index + 1]} * 100; });
    if (const std::string* owari = tag.attribute("owari")) {
      const std::vector<double> values = numbers().decimals("owari", *owari, 8);
      PerSeat<Points> scores;
      std::array<double, 4> points{};
      for_each_seat([&](Seat s) {
        scores[s] = static_cast<Points>(values[2 * s.index]) * 100;
        points[s.index] = values[2 * s.index + 1];
      });
      log_.final_scores = scores;
      log_.final_points = points;
    }
  }

  void agari(const XmlTag& tag) {
    LogHand& hand = open_hand(tag);
    if (hand.wins.size() >= 3) throw LogError(hand.label(), "a hand with more than three winners");
    if (ended_ && hand.outcome != Outcome::Ron) throw LogError(hand.label(), "a win after the hand had ended");
    LogNumbers n = numbers();
    LogWin win;
    win.winner = Seat(n.integer(tag, "who", 0, 3));
    win.from = Seat(n.integer(tag, "fromWho", 0, 3));
    if (tag.attribute("paoWho")) win.pao = Seat(n.integer(tag, "paoWho", 0, 3));
    const std::vector<int> ten = n.list(tag, "ten", 3, 0, 10000000);
    win.fu = ten[0];
    win.value = ten[1];
    hand::WinFlags flags;
    const auto add_yaku = [&](int id, int han, int yakuman) {
      const TenhouYaku& yaku = tenhou_yaku(id);
      if (yaku.flag) flags.*yaku.flag = true;
      if (han > 0 || yakuman > 0 || id < kFirstTenhouDoraId) win.yaku.push_back({std::string(yaku.name), han, yakuman});
    };
    if (const std::string* yaku = tag.attribute("yaku")) {
      const std::vector<int> pairs = n.numbers_of("yaku", *yaku, 2, 2 * kTenhouYakuIds, 0, 100);
      if (pairs.size() % 2 != 0) throw LogError(hand.label(), "yaku lists an id without its han");
      for (std::size_t i = 0; i < pairs.size(); i += 2) {
        const int id = pairs[i], han = pairs[i + 1];
        if (id >= kTenhouYakuIds) throw LogError(hand.label(), "yaku id " + std::to_string(id) + " is none of Tenhou's");
        win.han += han;
        if (id >= kFirstTenhouDoraId) win.dora += han;
        add_yaku(id, han, 0);
      }
    }
    if (const std::string* yakuman = tag.attribute("yakuman")) {
      win.yaku.clear();
      for (int id : n.numbers_of("yakuman", *yakuman, 1, kTenhouYakuIds, 0, kFirstTenhouDoraId - 1)) {
        add_yaku(id, 0, 1);
        ++win.yakuman;
      }
      win.han = 0;
      win.dora = 0;
    }
    if (win.han == 0 && win.yakuman == 0) throw LogError(hand.label(), "a win with neither yaku nor yakuman");
    const std::vector<int> closed =
        n.numbers_of("hai", tag.attribute("hai") ? *tag.attribute("hai") : "", 1, 14, 0, 135);
    std::vector<int> melds;
    if (const std::string* m = tag.attribute("m")) melds = n.numbers_of("m", *m, 1, 4, 0, 0xFFFF);
    const int machi = n.integer(tag, "machi", 0, 135);
    const std::vector<int> dora =
        n.numbers_of("doraHai", tag.attribute("doraHai") ? *tag.attribute("doraHai") : "", 1, 5, 0, 135);
    std::vector<int> ura;
    if (const std::string* u = tag.attribute("doraHaiUra")) ura = n.numbers_of("doraHaiUra", *u, 1, 5, 0, 135);
    win.tiles = tenhou_win_tiles(closed, melds, machi, dora, ura);
    win.tiles->flags = flags;
    hand.outcome = win.winner == win.from ? Outcome::Tsumo : Outcome::Ron;
    if (!hand.wins.empty() && (hand.outcome != Outcome::Ron || hand.wins.front().from != win.from))
      throw LogError(hand.label(), "two wins of one hand that are not on the same discard");
    hand.wins.push_back(std::move(win));
    score_changes(tag, hand);
    ended_ = true;
  }

  void ryuukyoku(const XmlTag& tag) {
    LogHand& hand = open_hand(tag);
    if (ended_) throw LogError(hand.label(), "a draw after the hand had ended");
    const std::string* type = tag.attribute("type");
    if (!type) {
      hand.outcome = Outcome::Draw;
    } else if (*type == "nm") {
      hand.outcome = Outcome::Nagashi;
    } else if (*type == "yao9" || *type == "reach4" || *type == "ron3" || *type == "kan4" || *type == "kaze4") {
      hand.outcome = Outcome::Abortive;
    } else {
      throw LogError(hand.label(), "a draw of the kind \"" + unicode::printable(*type) + "\", none of Tenhou's");
    }
    for_each_seat([&](Seat s) {
      if (tag.attribute("hai" + std::to_string(s.index))) hand.tenpai.add(s);
    });
    score_changes(tag, hand);
    if (hand.outcome == Outcome::Nagashi)
      for_each_seat([&](Seat s) {
        if (hand.changes[s] > 0) hand.nagashi.add(s);
      });
    ended_ = true;
  }

  void finish_hand() {
    if (!hand_) return;
    if (!ended_) throw LogError(hand_->label(), "the hand has no end (no AGARI or RYUUKYOKU): the log is cut short");
    // The log's changes leave out the sticks placed in the hand; tenbou's include them.
    for_each_seat([&](Seat s) {
      if (hand_->riichi.contains(s)) hand_->changes[s] -= 1000;
    });
    log_.hands.push_back(std::move(*hand_));
    hand_.reset();
  }

  OnlineLog log_;
  std::optional<LogHand> hand_;
  bool ended_ = false;
  bool named_ = false;
};

}  // namespace

OnlineLog read_tenhou_xml(std::string_view text) {
  try {
    return XmlLogReader().read(text);
  } catch (const XmlError& e) {
    throw LogError("", e.message);
  }
}

}  // namespace tenbou
