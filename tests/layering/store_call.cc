// Compiled with the headers the command layer sees by the test "store_call_fails", which passes only when this file
// fails to compile: above the tournament layer, Tournament::store() does not compile.
#include "tournament/tournament.h"

namespace tenbou {

std::int64_t games(const Tournament& t) { return static_cast<std::int64_t>(t.store().games().size()); }

}  // namespace tenbou
