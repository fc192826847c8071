// The hint tenbou init prints for selecting the file: what this system's usual shell takes, whatever the path.

#include "base/program_arguments.h"
#include "test_support.h"

namespace tenbou {

TEST_CASE("the command that sets TENBOU_DB is one this system's shell takes as typed") {
#ifdef _WIN32
  CHECK(shell_setting("TENBOU_DB", "cup.tenbou") == "set \"TENBOU_DB=cup.tenbou\"");
  CHECK(shell_setting("TENBOU_DB", "C:\\Turniere\\Köln & Bonn\\cup.tenbou") ==
        "set \"TENBOU_DB=C:\\Turniere\\Köln & Bonn\\cup.tenbou\"");
#else
  CHECK(shell_setting("TENBOU_DB", "open2026.tenbou") == "export TENBOU_DB=open2026.tenbou");
  CHECK(shell_setting("TENBOU_DB", "/srv/cups/2026-11/cup.tenbou") == "export TENBOU_DB=/srv/cups/2026-11/cup.tenbou");
  CHECK(shell_setting("TENBOU_DB", "Turnier Köln/cup.tenbou") == "export TENBOU_DB='Turnier Köln/cup.tenbou'");
  CHECK(shell_setting("TENBOU_DB", "O'Brien's $cup.tenbou") == "export TENBOU_DB='O'\\''Brien'\\''s $cup.tenbou'");
  CHECK(shell_setting("TENBOU_DB", "") == "export TENBOU_DB=''");
#endif
}

}  // namespace tenbou
