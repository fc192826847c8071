// Compiled with the headers the command layer sees by the test "internal_include_fails", which passes only when this
// file fails to compile: the tournament layer's access to the file's rows is not among them.
#include "tournament/store_access.h"
