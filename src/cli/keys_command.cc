// `tenbou keys`: the keys that let a table's phone (or the organiser) write through `tenbou serve`.

#include <iostream>

#include "cli/commands.h"
#include "cli/terminal_width.h"
#include "report/keys_report.h"
#include "server/addresses.h"
#include "tournament/people/access_keys.h"

namespace tenbou::cli {

void add_keys_command(CLI::App& app, const DbOption& db) {
  struct Options {
    int round = 0;
    bool renew = false;
    std::string url;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("keys", "The key of each game (for its table page) and the organiser's key");
  cmd->add_option("--round", o->round, "Only the games of this round (default: every round)")
      ->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_flag("--renew", o->renew,
                "Replace the keys listed by new ones (without --round: every game's and the organiser's); the old "
                "ones stop working at once, also on a running server");
  cmd->add_option("--url", o->url,
                  "The server's address as phones reach it, for the table pages' addresses (default: "
                  "http://THIS-MACHINE:8080)");
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open();
    const std::optional<int> round = o->round > 0 ? std::optional(o->round) : std::nullopt;
    const AccessKeys keys = o->renew ? renew_access_keys(*t, round) : access_keys(*t, round);
    std::string url = o->url.empty() ? server::base_url("0.0.0.0", 8080) : o->url;
    while (!url.empty() && url.back() == '/') url.pop_back();
    std::cout << (o->format.json() ? keys_json(keys, url) + "\n" : keys_text(keys, url, o->renew, text_width()));
  });
}

}  // namespace tenbou::cli
