// Refusals name their fields as data, and each door words them: the services write a field as the API calls it
// and never an option of the command line, which words them as its options.

#include <filesystem>
#include <fstream>
#include <regex>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "test_support.h"

namespace tenbou::test {

TEST_CASE("named fields: each listed field is worded at its first whole-word place after the one before") {
  const auto dashed = [](std::string_view field) { return "--" + std::string(field); };
  const Error missing{"han is needed for Hana's win (or yakuman 1, or the tiles)",
                      naming_fields({{"field", "han"}}, {"han", "yakuman", "tiles"})};
  CHECK(worded_fields(missing, dashed) == "--han is needed for Hana's win (or --yakuman 1, or the --tiles)");
  // A field inside a longer word, or before where the fields are said to start, stays as it is.
  Error hint{"players: 1 substitute would complete it (register one with player add NAME substitute)",
             naming_fields({}, {"substitute"})};
  hint.detail()["fields_from"] = std::string("players: 1 substitute would complete it").size();
  CHECK(worded_fields(hint, dashed) == "players: 1 substitute would complete it (register one with player add NAME --substitute)");
  CHECK(worded_fields(Error{"after-round 3 is fine", naming_fields({}, {"round"})}, dashed) == "after-round 3 is fine");
  // What a door shows of the detail leaves the wording's data out.
  CHECK(shown_detail(hint) == nlohmann::json::object());
  CHECK(shown_detail(missing) == nlohmann::json{{"field", "han"}});
}

TEST_CASE("named fields: no service, reader of files or server code names an option of the command line") {
  const std::regex option_in_text(R"re("([^"]*[ (`])?--[a-z][^"]*")re");
  CHECK(std::regex_search(std::string(R"(throw X{"--reason is needed"};)"), option_in_text));
  CHECK(std::regex_search(std::string(R"x(s += " (or --yakuman 1)";)x"), option_in_text));
  CHECK_FALSE(std::regex_search(std::string("  --count->second;"), option_in_text));
  int files = 0;
  for (const char* layer : {"tournament", "record", "server"})
    for (const auto& entry : std::filesystem::directory_iterator(std::string(TENBOU_SOURCE_DIR) + "/src/" + layer)) {
      if (!entry.is_regular_file()) continue;
      const std::string name = entry.path().filename().string();
      if (!name.ends_with(".cc") && !name.ends_with(".h")) continue;
      // The organiser's API runs command lines: what it refuses and runs are options, named as typed.
      if (std::string(layer) == "server" && name.starts_with("organiser_commands.")) continue;
      if (std::string(layer) == "server" && name.starts_with("organiser_run.")) continue;
      ++files;
      std::ifstream in(entry.path());
      int number = 0;
      for (std::string line; std::getline(in, line);) {
        ++number;
        if (const auto comment = line.find("//"); comment != std::string::npos && line.find('"') > comment)
          line.erase(comment);  // a comment may name an option; text for people may not
        const std::string where = std::string(layer) + "/" + name + ":" + std::to_string(number) + ": " + line;
        CHECK_MESSAGE(!std::regex_search(line, option_in_text), where);
      }
    }
  CHECK(files > 50);
}

}  // namespace tenbou::test
