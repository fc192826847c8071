// Which language a phone's page is sent in: the visitor's choice (?lang=, then its cookie), the browser's
// Accept-Language where offered, else the tournament's setting; the switch keeps the page's other parameters.

#include <nlohmann/json.hpp>

#include "server/page_language.h"
#include "test_support.h"

namespace tenbou::test {
using namespace server;
namespace {

server::Request asking(std::map<std::string, std::string> query, std::string accept, std::string cookie) {
  server::Request r;
  r.query = std::move(query);
  r.accept_language = std::move(accept);
  r.cookie = std::move(cookie);
  return r;
}

TEST_CASE("a phone's language: chosen, then the browser's, then the setting") {
  CHECK(phone_language(asking({}, "", ""), Language::De) == Language::De);                     // the setting
  CHECK(phone_language(asking({}, "en-GB,en;q=0.9", ""), Language::De) == Language::En);      // an English phone
  CHECK(phone_language(asking({}, "ja,zh;q=0.5", ""), Language::Nl) == Language::Nl);         // none offered
  CHECK(phone_language(asking({}, "en", "other=1; tenbou_lang=pl"), Language::De) == Language::Pl);  // the cookie
  CHECK(phone_language(asking({{"lang", "fr"}}, "en", "tenbou_lang=pl"), Language::De) == Language::Fr);  // the switch
  CHECK(phone_language(asking({{"lang", "xx"}}, "nl", ""), Language::De) == Language::Nl);    // no such language
  CHECK(phone_language(asking({}, "de", "my_tenbou_lang=fr"), Language::En) == Language::De);  // another cookie
}

TEST_CASE("the switch keeps the key; the choice is remembered in a cookie") {
  const server::Request r = asking({{"key", "k&1"}, {"lang", "de"}}, "", "");
  CHECK(query_for_switch(r) == "key=k%261&amp;");
  const Reply remembered = remembering_choice(r, Reply{});
  CHECK(remembered.headers.at("Set-Cookie") == "tenbou_lang=de; Path=/; Max-Age=31536000; SameSite=Lax");
  CHECK(remembering_choice(asking({}, "de", ""), Reply{}).headers.empty());
}

}  // namespace
}  // namespace tenbou::test
