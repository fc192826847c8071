#pragma once
// Where a page's links lead. A page printed alone (`--format html --output`) links nowhere, since its neighbours do
// not exist; a published site (`tenbou publish`) links to its files, by relative names that work from any folder
// and from file://; a page `tenbou serve` sends links to the server's addresses ("/players/3") where it has them.

#include <string>

#include "store/rows.h"
#include "tournament/entry/game_ref.h"

namespace tenbou {

/// The addresses of the pages a page may link to; every address is "" when the page links nowhere.
class PageLinks {
 public:
  /// Links nowhere.
  PageLinks() = default;
  /// The files of a published site, in the page's own language folder ("player-3.html").
  static PageLinks site_files() { return PageLinks(Kind::Site); }
  /// The pages of `tenbou serve`: the standings, a round, the players and each player, a game's sheet.
  static PageLinks served() { return PageLinks(Kind::Served); }

  std::string index() const { return file("index", "/"); }
  std::string standings() const { return file("standings", "/standings"); }
  std::string players() const { return file("players", "/players"); }
  std::string stats() const { return file("stats"); }
  std::string seating() const { return file("seating"); }
  std::string player(RowId id) const { return file("player-" + std::to_string(id), "/players/" + std::to_string(id)); }
  std::string game(const GameRef& ref) const {
    return file("game-" + std::to_string(ref.round) + "-" + std::to_string(ref.table), "/games/" + ref.text());
  }
  std::string round(int round) const { return file("round-" + std::to_string(round), "/rounds/" + std::to_string(round)); }
  /// The table of the stage `number`th in order (from 1), the teams' and the nations' standings.
  std::string stage(int number) const { return file("stage-" + std::to_string(number)); }
  std::string teams() const { return file("teams"); }
  std::string nations() const { return file("nations"); }
  /// The standings as they stood after `round`.
  std::string standings_after(int round) const { return file("standings-after-round-" + std::to_string(round)); }

 private:
  /// Where the links lead: nowhere (a page alone), a site's files, the server's addresses.
  enum class Kind { Nowhere, Site, Served };
  explicit PageLinks(Kind kind) : kind_(kind) {}
  /// The site's file `name`, or the server's `address` ("": a page the server does not have).
  std::string file(const std::string& name, const std::string& address = "") const {
    return kind_ == Kind::Site ? name + ".html" : kind_ == Kind::Served ? address : "";
  }
  Kind kind_ = Kind::Nowhere;
};

}  // namespace tenbou
