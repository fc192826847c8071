// Compiled as part of the engine layer by the test "upward_include_fails", which passes only when this
// file fails to compile: the engine may not see the headers of the tournament layer above it.
#include "tournament/tournament.h"
