#include "server/write_guard.h"

#include <nlohmann/json.hpp>

#include "base/unicode.h"

namespace tenbou::server {
namespace {

/// "application/json" from "Application/JSON; charset=utf-8".
std::string media_type(const std::string& content_type) {
  std::string type = unicode::ascii_lower(content_type.substr(0, content_type.find(';')));
  while (!type.empty() && (type.back() == ' ' || type.back() == '\t')) type.pop_back();
  return type;
}

/// "host:port" of an Origin such as "http://192.168.1.10:8080" ("" when it is not a web origin).
std::string origin_host(const std::string& origin) {
  for (const char* scheme : {"http://", "https://"}) {
    const std::string s = scheme;
    if (origin.size() > s.size() && unicode::ascii_lower(origin.substr(0, s.size())) == s)
      return unicode::ascii_lower(origin.substr(s.size()));
  }
  return "";
}

}  // namespace

std::optional<Reply> refuse_write(const Request& request) {
  if (request.method != "POST") return std::nullopt;
  if (request.key_in_query)
    return error_reply(401, "a write takes its key in the header (Authorization: Bearer KEY), not in the address, "
                            "where browsers and logs keep it");
  if (media_type(request.content_type) != "application/json")
    return error_reply(415, "a write takes a JSON body sent as Content-Type: application/json, not \"" +
                                unicode::printable(request.content_type) + "\"",
                       nlohmann::json{{"field", "Content-Type"}}.dump());
  if (!request.origin.empty() && origin_host(request.origin) != unicode::ascii_lower(request.host))
    return error_reply(403, "this write comes from another site (" + unicode::printable(request.origin) +
                                "): tenbou serve takes writes from its own pages and from scripts only");
  return std::nullopt;
}

}  // namespace tenbou::server
