// `tenbou table` on a real pseudo-terminal, as a referee types at it: accents, ß, Polish, Czech, Nordic, CJK and
// Arabic reach tenbou exactly as typed (with and without a locale set); every result, a sheet's final scores
// too, is previewed first; answers to a preview stay out of the history; completion knows the tile options;
// refusals speak the table mode's syntax; a hand typed twice is caught and asked about.

#include <nlohmann/json.hpp>

#include "e2e/terminal.h"
#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

const std::string kUp = "\x1b[A";  // the Up arrow of an xterm

/// What a terminal showed with the line ends and the indents of wrapped lines taken out, to find a sentence in.
std::string unwrapped(std::string shown) {
  std::erase(shown, '\r');
  for (std::size_t at; (at = shown.find("\n  ")) != std::string::npos;) shown.replace(at, 3, " ");
  return shown;
}

/// Game 2/1 with four players whose names need more than ASCII.
void seat_unicode_table(const Fixture& f) {
  for (const char* name : {"Zoë Müller", "José Álvarez", "山田太郎", "محمد علي"})
    REQUIRE(f.run({"player", "add", name}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "2", "--table", "1", "--players", "Zoë Müller,José Álvarez,山田太郎,محمد علي"})
              .status == 0);
}

/// Types `line` and Enter, then Enter again to write its preview; returns what the terminal showed.
std::string enter(Terminal& term, const std::string& line, const std::string& next_prompt) {
  term.type(line + "\r");
  std::string shown = term.until("discards it: ");
  term.type("\r");
  return shown + term.until(next_prompt);
}

void typed_names_reach_tenbou(const std::vector<std::pair<std::string, std::string>>& env) {
  Fixture f;
  seat_unicode_table(f);
  Terminal term({"--db", f.db, "table", "2/1"}, "xterm", env);
  CHECK(term.until("2/1 hand 1> ").find("Zoë Müller") != std::string::npos);
  CHECK(enter(term, "t \"Zoë Müller\" 2/30", "2/1 hand 2> ").find("Hand 1 (E1): Zoë Müller 2 han 30 fu tsumo") !=
        std::string::npos);
  CHECK(enter(term, "r 山田<José 3/30", "2/1 hand 3> ").find("山田太郎 3 han 30 fu ron from José Álvarez") !=
        std::string::npos);
  CHECK(enter(term, "r محمد<Zoë 2/40", "2/1 hand 4> ").find("محمد علي 2 han 40 fu ron from Zoë Müller") !=
        std::string::npos);
  const std::string note = "Straße Łódź Příliš žluťoučký kůň Søren Ærø Ångström 山田 مرحبا";
  CHECK(enter(term, "c José " + note, "2/1 hand 5> ").find("chombo by José Álvarez") != std::string::npos);
  term.type("quit\r");
  CHECK(term.exit_status() == 0);

  const nlohmann::json game = f.json({"game", "show", "2/1", "--format", "json"});
  REQUIRE(game["hands"].size() == 4);
  CHECK(game["hands"][0]["result"] == "Zoë Müller 2 han 30 fu tsumo");
  CHECK(game["hands"][1]["result"] == "山田太郎 3 han 30 fu ron from José Álvarez");
  CHECK(game["hands"][2]["result"] == "محمد علي 2 han 40 fu ron from Zoë Müller");
  const std::string history = f.json({"game", "history", "2/1", "--format", "json"}).dump(-1, ' ', false);
  CHECK_MESSAGE(history.find("(note: " + note + ")") != std::string::npos, history);
}

TEST_CASE("typed accents, CJK and Arabic reach the table exactly as typed, in a UTF-8 locale and without one") {
  SUBCASE("LANG=C.UTF-8") { typed_names_reach_tenbou({{"LANG", "C.UTF-8"}, {"LC_ALL", ""}, {"LC_CTYPE", ""}}); }
  SUBCASE("no locale set") { typed_names_reach_tenbou({{"LANG", ""}, {"LC_ALL", ""}, {"LC_CTYPE", ""}}); }
}

TEST_CASE("a preview's answer stays out of the history; the discarded line is recalled and fixed") {
  Fixture f;
  Terminal term({"--db", f.db, "table", "1/1"}, "xterm", {{"LANG", "C.UTF-8"}});
  term.until("1/1 hand 1> ");
  term.type("r A<C 3/30\r");
  term.until("discards it: ");
  term.type("n\r");
  CHECK(term.until("1/1 hand 1> ").find("Discarded: nothing was written.") != std::string::npos);
  // Up recalls the discarded result, not the "n" (which, recalled, would have been a nagashi line).
  term.type(kUp);
  term.type("\x7f\x7f\x7f\x7f" "4/30\r");  // four Backspaces: 3/30 becomes 4/30
  CHECK(term.until("discards it: ").find("Preview: Hand 1 (E1): Alice Martin 4 han 30 fu ron from Chiara Rossi") !=
        std::string::npos);
  term.type("y\r");
  CHECK(term.until("1/1 hand 2> ").find("Hand 1 (E1): Alice Martin 4 han 30 fu ron") != std::string::npos);
  term.type("\x04");
  CHECK(term.exit_status() == 0);
  const nlohmann::json hands = f.json({"game", "show", "1/1", "--format", "json"})["hands"];
  REQUIRE(hands.size() == 1);
  CHECK(hands[0]["result"] == "Alice Martin 4 han 30 fu ron from Chiara Rossi");
}

TEST_CASE("a paper sheet's final scores are previewed before they are written") {
  Fixture f;
  Terminal term({"--db", f.db, "table", "1/1"});
  term.until("1/1 hand 1> ");
  term.type("result 42300 31200 28500 18000\r");
  const std::string preview = term.until("discards it: ");
  CHECK(preview.find("Preview: ") != std::string::npos);
  CHECK(preview.find("Alice Martin") != std::string::npos);
  term.type("no\r");
  CHECK(term.until("1/1 hand 1> ").find("Discarded: nothing was written.") != std::string::npos);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["final"].is_null());
  term.type("result 42300 31200 28500 17000\r");  // does not add up: refused before any question
  CHECK(term.until("1/1 hand 1> ").find("Refused: the scores add up to 119,000") != std::string::npos);
  term.type("result 42300 31200 28500 18000\r");
  term.until("discards it: ");
  term.type("\r");
  term.until("Game over");
  term.type("\x04");
  CHECK(term.exit_status() == 0);
  CHECK(!f.json({"game", "show", "1/1", "--format", "json"})["final"].is_null());
}

TEST_CASE("completion offers the tile options and the win's flags") {
  Fixture f;
  Terminal term({"--db", f.db, "table", "1/1"});
  term.until("1/1 hand 1> ");
  term.type("tsumo --winner Alice --ti\t");
  CHECK(term.until("--tiles").find("--tiles") != std::string::npos);
  term.type(" 234567m23455p678s --win 5p --ipp\t");
  CHECK(term.until("--ippatsu").find("--ippatsu") != std::string::npos);
  term.type(" --ri\t");  // --riichi and --rinshan: both listed on a second Tab
  term.type("\t");
  const std::string listed = term.until("--rinshan");
  CHECK(listed.find("--riichi") != std::string::npos);
  term.type("\x15\x04");  // Ctrl-U clears the line, Ctrl-D quits
  CHECK(term.exit_status() == 0);
}

TEST_CASE("Tab completes a name typed without its accents, and any word of a name; winds are shown with whom they name") {
  Fixture f;
  for (const char* name : {"Ágnes Kovács", "Łukasz Nowak", "Zoë Müller", "山田太郎"}) REQUIRE(f.run({"player", "add", name}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "2", "--table", "1", "--players", "Ágnes,Łukasz,Zoë,山田"}).status == 0);
  Terminal term({"--db", f.db, "table", "2/1"});
  term.until("2/1 hand 1> ");
  term.type("r ag\t");
  CHECK(term.until("Ágnes").find("Ágnes") != std::string::npos);
  term.type("<luk\t");
  CHECK(term.until("Łukasz").find("Łukasz") != std::string::npos);
  term.type(" 2/30\r");
  CHECK(unwrapped(term.until("discards it: ")).find("Ágnes Kovács 2 han 30 fu ron from Łukasz Nowak") != std::string::npos);
  term.type("\r");
  term.until("2/1 hand 2> ");
  term.type("t mull\t");  // a surname, its umlaut left out
  CHECK(term.until("Müller").find("Müller") != std::string::npos);
  term.type(" 1/30\r");
  CHECK(unwrapped(term.until("discards it: ")).find("Zoë Müller 1 han 30 fu tsumo") != std::string::npos);
  term.type("\r");
  // Zoë's tsumo passed the deal to Łukasz: a hand typed with a wind is previewed with whom each wind names.
  CHECK(unwrapped(term.until("2/1 hand 3> ")).find("E  Łukasz Nowak") != std::string::npos);  // the view above the prompt
  term.type("t E 1/30\r");
  const std::string preview = unwrapped(term.until("discards it: "));
  CHECK(preview.find("Łukasz Nowak 1 han 30 fu tsumo") != std::string::npos);
  CHECK(preview.find("This hand: E = Łukasz Nowak, S = Zoë Müller, W = 山田太郎, N = Ágnes Kovács.") != std::string::npos);
  term.type("\r");
  term.until("2/1 hand 4> ");
  term.type("\x04");
  CHECK(term.exit_status() == 0);
  CHECK(f.json({"game", "show", "2/1", "--format", "json"})["hands"].size() == 3);
}

TEST_CASE("Ctrl-C clears the line as a shell does, and Ctrl-D on an empty line leaves") {
  Fixture f;
  Terminal term({"--db", f.db, "table", "1/1"});
  term.until("1/1 hand 1> ");
  term.type("r Alice<Chiara 3/30");
  term.type("\x03");  // Ctrl-C: the line typed so far is dropped, tenbou stays
  CHECK(term.until("1/1 hand 1> ").find("^C") != std::string::npos);
  term.type("t Bernd 1/30\r");
  CHECK(unwrapped(term.until("discards it: ")).find("Bernd Keller 1 han 30 fu tsumo") != std::string::npos);
  term.type("\x03");  // at the question too: nothing is written, the question is asked again
  term.until("discards it: ");
  term.type("\r");
  term.until("1/1 hand 2> ");
  term.type("\x04");  // Ctrl-D on the empty line leaves
  CHECK(term.exit_status() == 0);
  const nlohmann::json game = f.json({"game", "show", "1/1", "--format", "json"});
  REQUIRE(game["hands"].size() == 1);  // the dropped line was never entered
  CHECK(game["hands"][0]["result"] == "Bernd Keller 1 han 30 fu tsumo");
}

TEST_CASE("refusals at the table speak the table's syntax") {
  Fixture f;
  Terminal term({"--db", f.db, "table", "1/1"}, "dumb", {{"LANG", "C.UTF-8"}});
  term.until("1/1 hand 1> ");
  enter(term, "d A", "1/1 hand 2> ");
  term.type("void 1 wrong table\r");
  term.until("1/1 hand 2> ");
  term.type("amend 1 d B --reason typo\r");
  const std::string voided = unwrapped(term.until("1/1 hand 2> "));
  CHECK_MESSAGE(voided.find("hand 1: that hand was voided (bring it back with: restore 1 REASON)") != std::string::npos,
                voided);
  const std::string refusal = voided.substr(voided.find("Refused:"));
  CHECK_MESSAGE(refusal.substr(0, refusal.find('\n')).find("--") == std::string::npos, voided);
  term.type("finish\r");  // previewed: the final result first
  CHECK(term.until("discards it: ").find("Preview: Game 1/1 closed by the referee") != std::string::npos);
  term.type("\r");
  term.until("1/1 hand 2> ");
  term.type("d -\r");
  const std::string over = unwrapped(term.until("1/1 hand 2> "));
  CHECK_MESSAGE(over.find("no more hands can be entered; to correct a hand, type amend N RESULT") != std::string::npos,
                over);
  CHECK_MESSAGE(over.find("--amend") == std::string::npos, over);
  term.type("\x04");
  CHECK(term.exit_status() == 0);
}

TEST_CASE("a hand typed again at once is asked about: Enter discards it, y enters it") {
  Fixture f;
  Terminal term({"--db", f.db, "table", "1/1"}, "dumb", {{"LANG", "C.UTF-8"}});
  term.until("1/1 hand 1> ");
  enter(term, "d A", "1/1 hand 2> ");
  term.type("d A\r");
  const std::string asked = unwrapped(term.until("discards it) "));
  CHECK_MESSAGE(asked.find("this looks like hand 1 again, entered ") != std::string::npos, asked);
  CHECK(asked.find("s ago.\nEnter it anyway?") != std::string::npos);
  term.type("\r");
  CHECK(term.until("1/1 hand 2> ").find("Discarded: nothing was written.") != std::string::npos);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == 1);
  term.type("d A\r");
  term.until("discards it) ");
  term.type("y\r");
  CHECK(term.until("1/1 hand 3> ").find("Hand 2 (E1, 1 counter): draw") != std::string::npos);
  term.type("\x04");
  CHECK(term.exit_status() == 0);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == 2);
}

}  // namespace
}  // namespace tenbou::test
