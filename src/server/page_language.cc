#include "server/page_language.h"

#include "base/unicode.h"
#include "report/html_page.h"

namespace tenbou::server {
namespace {

/// The language the visitor picked with the switch on this request (?lang=xx), to be remembered.
std::optional<Language> switched(const Request& request) { return language_of_code(request.param("lang")); }

/// The language the visitor chose: ?lang=xx, else the cookie.
std::optional<Language> chosen(const Request& request) {
  if (const auto language = switched(request)) return language;
  const std::string name = std::string(kLanguageCookie) + "=";
  for (std::size_t at = request.cookie.find(name); at != std::string::npos; at = request.cookie.find(name, at + 1)) {
    if (at > 0 && request.cookie[at - 1] != ' ' && request.cookie[at - 1] != ';') continue;
    const std::size_t end = request.cookie.find(';', at);
    const std::string value = unicode::trimmed(request.cookie.substr(at + name.size(), end == std::string::npos ? end : end - at - name.size()));
    if (const auto language = language_of_code(value)) return language;
  }
  return std::nullopt;
}

std::string percent_encoded(const std::string& text) {
  static const char* const kHex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == '~')
      out += static_cast<char>(c);
    else
      out += std::string("%") + kHex[c >> 4] + kHex[c & 15];
  }
  return out;
}

}  // namespace

Language phone_language(const Request& request, Language setting) {
  if (const auto language = chosen(request)) return *language;
  return accepted_language(request.accept_language).value_or(setting);
}

std::string query_for_switch(const Request& request) {
  // Only the table's key is kept (the one parameter a phone's page needs); anything else a client adds is not.
  const std::string key = request.param("key");
  return key.empty() || key.size() > 64 ? "" : html_escape("key=" + percent_encoded(key) + "&");
}

std::string phone_page_key(const Request& request) {
  std::optional<Language> asked = chosen(request);
  if (!asked) asked = accepted_language(request.accept_language);
  return std::string(asked ? language_code(*asked) : "setting") + (switched(request) ? " remembered" : "");
}

Reply remembering_choice(const Request& request, Reply reply) {
  if (const auto language = switched(request))
    reply.headers["Set-Cookie"] = std::string(kLanguageCookie) + "=" + language_code(*language) +
                                  "; Path=/; Max-Age=31536000; SameSite=Lax";
  return reply;
}

}  // namespace tenbou::server
