// The user's folders as the system names them: where the console puts a new tournament and what it remembers.
#include <doctest/doctest.h>

#include "base/file_access.h"
#include "base/user_folders.h"

namespace tenbou::test {

TEST_CASE("the user's documents and state folders are whole paths, the state folder tenbou's own") {
  const std::string documents = documents_folder();
  REQUIRE_FALSE(documents.empty());
  CHECK(file_path(documents).is_absolute());
  const std::string state = user_state_folder();
  REQUIRE_FALSE(state.empty());
  CHECK(file_path(state).is_absolute());
  CHECK(path_text(file_path(state).filename()) == "tenbou");
}

}  // namespace tenbou::test
