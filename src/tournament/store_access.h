#pragma once
// The tournament layer's way to the rows of the file (Tournament::store()). Only the sources of src/tournament/
// include it: the build leaves it out of the folders of headers it gives the layers above, so a command, a page
// or the server cannot read or write rows past the services (the test `internal_include_fails` checks it).

#include "tournament/tournament.h"

namespace tenbou {

/// Completes Tournament::store(): where this header is included, `t.store()` compiles.
struct StoreAccess {
  static TournamentStore& store(Tournament& t) { return t.store_; }
  static const TournamentStore& store(const Tournament& t) { return t.store_; }
};

}  // namespace tenbou
