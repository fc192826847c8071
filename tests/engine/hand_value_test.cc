// Payments from han and fu: the whole EMA 2016 payment table, limits, kiriage, kazoe and yakuman caps.

#include <doctest/doctest.h>

#include <sstream>

#include "engine/payment_table.h"
#include "test_support.h"

namespace tenbou {
namespace {

/// One cell of the RULES.md payment table: "ron; tsumo" where tsumo is "a/b" or "Nall" and "-" is impossible.
struct Cell {
  int han;
  int fu;
  bool dealer;
  const char* text;
};

// The EMA 2016 payment table (no kiriage), row by row for fu 20, 25, 30, 40 ... 110.
const int kFu[] = {20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110};
const char* kRows[][11] = {
    {"-;-", "-;-", "1000;300/500", "1300;400/700", "1600;400/800", "2000;500/1000", "2300;600/1200", "2600;700/1300",
     "2900;800/1500", "3200;800/1600", "3600;900/1800"},
    {"-;-", "-;-", "1500;500all", "2000;700all", "2400;800all", "2900;1000all", "3400;1200all", "3900;1300all",
     "4400;1500all", "4800;1600all", "5300;1800all"},
    {"-;400/700", "1600;-", "2000;500/1000", "2600;700/1300", "3200;800/1600", "3900;1000/2000", "4500;1200/2300",
     "5200;1300/2600", "5800;1500/2900", "6400;1600/3200", "7100;1800/3600"},
    {"-;700all", "2400;-", "2900;1000all", "3900;1300all", "4800;1600all", "5800;2000all", "6800;2300all",
     "7700;2600all", "8700;2900all", "9600;3200all", "10600;3600all"},
    {"-;700/1300", "3200;800/1600", "3900;1000/2000", "5200;1300/2600", "6400;1600/3200", "7700;2000/3900",
     "8000;2000/4000", "8000;2000/4000", "8000;2000/4000", "8000;2000/4000", "8000;2000/4000"},
    {"-;1300all", "4800;1600all", "5800;2000all", "7700;2600all", "9600;3200all", "11600;3900all", "12000;4000all",
     "12000;4000all", "12000;4000all", "12000;4000all", "12000;4000all"},
    {"-;1300/2600", "6400;1600/3200", "7700;2000/3900", "8000;2000/4000", "8000;2000/4000", "8000;2000/4000",
     "8000;2000/4000", "8000;2000/4000", "8000;2000/4000", "8000;2000/4000", "8000;2000/4000"},
    {"-;2600all", "9600;3200all", "11600;3900all", "12000;4000all", "12000;4000all", "12000;4000all",
     "12000;4000all", "12000;4000all", "12000;4000all", "12000;4000all", "12000;4000all"},
};

std::string cell_text(const PaymentTable& t, bool dealer) {
  std::ostringstream out;
  if (t.ron_impossible)
    out << "-";
  else
    out << (dealer ? t.dealer_ron.amount() : t.non_dealer_ron.amount());
  out << ";";
  if (t.tsumo_impossible)
    out << "-";
  else if (dealer)
    out << t.dealer_tsumo_each.amount() << "all";
  else
    out << t.non_dealer_tsumo_from_non_dealer.amount() << "/" << t.non_dealer_tsumo_from_dealer.amount();
  return out.str();
}

PaymentTable table_for(const Ruleset& rules, int han, int fu, int yakuman = 0, int honba = 0) {
  PaymentTable t;
  Win w;
  w.han = han;
  w.fu = fu;
  w.yakuman = yakuman;
  REQUIRE_FALSE(payment_table(rules, w, honba, t));
  return t;
}

}  // namespace

TEST_CASE("the EMA 2016 payment table, cell by cell") {
  const Ruleset& rules = test::preset("ema2016");
  for (int row = 0; row < 8; ++row) {
    const int han = row / 2 + 1;
    const bool dealer = row % 2 == 1;
    for (int col = 0; col < 11; ++col) {
      const std::string expected = kRows[row][col];
      CAPTURE(han);
      CAPTURE(kFu[col]);
      CAPTURE(dealer);
      PaymentTable t;
      Win w;
      w.han = han;
      w.fu = kFu[col];
      if (payment_table(rules, w, 0, t)) {
        CHECK(expected == "-;-");
        continue;
      }
      CHECK(cell_text(t, dealer) == expected);
    }
  }
}

TEST_CASE("limits from mangan to yakuman") {
  const Ruleset& rules = test::preset("ema2016");
  struct Row {
    int han;
    const char* limit;
    Points non_dealer_ron, dealer_ron, from_non_dealer, from_dealer;
  };
  for (const Row& r : {Row{5, "mangan", 8000, 12000, 2000, 4000}, Row{6, "haneman", 12000, 18000, 3000, 6000},
                       Row{7, "haneman", 12000, 18000, 3000, 6000}, Row{8, "baiman", 16000, 24000, 4000, 8000},
                       Row{10, "baiman", 16000, 24000, 4000, 8000}, Row{11, "sanbaiman", 24000, 36000, 6000, 12000},
                       Row{13, "sanbaiman", 24000, 36000, 6000, 12000}, Row{20, "sanbaiman", 24000, 36000, 6000, 12000}}) {
    CAPTURE(r.han);
    const PaymentTable t = table_for(rules, r.han, 0);
    CHECK(limit_name(t.value.limit) == r.limit);
    CHECK(t.non_dealer_ron.amount() == r.non_dealer_ron);
    CHECK(t.dealer_ron.amount() == r.dealer_ron);
    CHECK(t.non_dealer_tsumo_from_non_dealer.amount() == r.from_non_dealer);
    CHECK(t.non_dealer_tsumo_from_dealer.amount() == r.from_dealer);
    CHECK(t.dealer_tsumo_each.amount() == r.from_dealer);
  }
  const PaymentTable yakuman = table_for(rules, 0, 0, 1);
  CHECK(yakuman.non_dealer_ron.amount() == 32000);
  CHECK(yakuman.dealer_ron.amount() == 48000);
  CHECK(yakuman.non_dealer_tsumo_from_non_dealer.amount() == 8000);
  CHECK(yakuman.dealer_tsumo_each.amount() == 16000);
}

TEST_CASE("more yakuman than the ruleset counts are paid at its maximum") {
  const PaymentTable capped = table_for(test::preset("ema2016"), 0, 0, 3);
  CHECK(capped.value.yakuman_capped);
  CHECK(capped.value.yakuman_counted == 1);
  CHECK(capped.non_dealer_ron.amount() == 32000);
  const PaymentTable doubled = table_for(test::preset("ema2008"), 0, 0, 2);
  CHECK_FALSE(doubled.value.yakuman_capped);
  CHECK(doubled.non_dealer_ron.amount() == 64000);
}

TEST_CASE("kiriage mangan rounds base 1920 up to mangan only where the ruleset says so") {
  for (auto [han, fu] : {std::pair{4, 30}, std::pair{3, 60}}) {
    CHECK(table_for(test::preset("ema2016"), han, fu).non_dealer_ron.amount() == 7700);
    const PaymentTable kiriage = table_for(test::preset("ema2025"), han, fu);
    CHECK(kiriage.value.kiriage);
    CHECK(kiriage.non_dealer_ron.amount() == 8000);
    CHECK(kiriage.dealer_tsumo_each.amount() == 4000);
  }
  CHECK(table_for(test::preset("ema2025"), 3, 50).non_dealer_ron.amount() == 6400);
}

TEST_CASE("counted yakuman (kazoe) from 13 han only in rulesets that have it") {
  CHECK(table_for(test::preset("ema2016"), 13, 0).non_dealer_ron.amount() == 24000);
  CHECK(table_for(test::preset("ema2008"), 13, 0).non_dealer_ron.amount() == 32000);
  CHECK(table_for(test::preset("ema2008"), 12, 0).non_dealer_ron.amount() == 24000);
}

TEST_CASE("counters add 300 per counter on ron and 100 per payer on tsumo") {
  const PaymentTable t = table_for(test::preset("ema2016"), 3, 30, 0, 2);
  CHECK(t.non_dealer_ron.amount() == 4500);
  CHECK(t.non_dealer_tsumo_from_non_dealer.amount() == 1200);
  CHECK(t.non_dealer_tsumo_from_dealer.amount() == 2200);
  CHECK(t.dealer_ron.amount() == 6400);
  CHECK(t.dealer_tsumo_each.amount() == 2200);
}

TEST_CASE("impossible han and fu are refused with the reason") {
  const Ruleset& rules = test::preset("ema2016");
  auto problem = [&](int han, int fu, bool tsumo, bool riichi, int dora = 0) {
    Win w;
    w.han = han;
    w.fu = fu;
    w.dora = dora;
    MaybeProblem p = check_win(rules, w, WinContext{tsumo, riichi, 0});
    return p ? p->message : std::string();
  };
  CHECK(problem(1, 20, true, false).find("at least 2 han") != std::string::npos);
  CHECK(problem(2, 20, false, false).find("20 fu exists only for pinfu tsumo") != std::string::npos);
  CHECK(problem(1, 25, false, false).find("chiitoitsu") != std::string::npos);
  CHECK(problem(2, 25, true, false).find("at least 3 han") != std::string::npos);
  CHECK(problem(1, 35, false, false).find("35 -> 40") != std::string::npos);
  CHECK(problem(1, 120, false, false).find("not a valid value") != std::string::npos);
  CHECK(problem(0, 30, false, false).find("at least 1 han") != std::string::npos);
  CHECK(problem(3, 30, false, false, 3).find("dora do not count") != std::string::npos);
  CHECK(problem(1, 30, true, true).find("riichi + menzen tsumo") != std::string::npos);
  CHECK(problem(3, 25, true, true).find("at least 4 han") != std::string::npos);
  CHECK(problem(1, 40, false, true).empty());  // riichi ron at 40 fu: riichi alone is enough
  CHECK(problem(5, 35, false, false).empty());  // fu do not matter from mangan up
}

TEST_CASE("five counters need two han from yaku where the ruleset says so") {
  Win w;
  w.han = 3;
  w.fu = 30;
  w.dora = 2;
  CHECK(check_win(test::preset("ema2008"), w, WinContext{false, false, 5}).has_value());
  CHECK_FALSE(check_win(test::preset("ema2008"), w, WinContext{false, false, 4}).has_value());
  CHECK_FALSE(check_win(test::preset("ema2016"), w, WinContext{false, false, 7}).has_value());
  w.dora = 1;
  CHECK_FALSE(check_win(test::preset("ema2008"), w, WinContext{false, false, 5}).has_value());
}

}  // namespace tenbou
