#pragma once
// One HTTP request and its reply as the server's handlers see them: plain values, so every route can be
// tested without a socket, and the HTTP library stays in one file (http_server.cc).

#include <functional>
#include <map>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace tenbou::server {

/// A request, decoded: method, path without the query, the query's parameters, the key it carries (from
/// `Authorization: Bearer KEY` or the `key` parameter) and the body, with the headers a write is checked
/// against.
struct Request {
  std::string method = "GET";
  std::string path;
  std::map<std::string, std::string> query;
  std::string key;
  bool key_in_query = false;  ///< the key came as ?key=KEY (a link), not in the header
  std::string body;
  std::string content_type = "application/json";  ///< the Content-Type header ("" when not sent)
  std::string origin;  ///< the Origin header ("" when not sent, as scripts do)
  std::string host;    ///< the Host header
  std::string accept_language;  ///< the Accept-Language header: the languages the browser's user reads
  std::string cookie;           ///< the Cookie header (the language a visitor chose, the console's session)
  /// The key is the organiser's because the request came with the console's session cookie (console_sessions.h):
  /// pages then never write it into a link.
  bool by_console = false;
  /// Whether the client has gone (reset its connection) by now: a write whose turn comes after is not made.
  std::function<bool()> gone;
  /// The query parameter `name`, or "" when not given.
  std::string param(const std::string& name) const {
    auto it = query.find(name);
    return it == query.end() ? "" : it->second;
  }
};

/// A reply: status, content type and body; `logged` is the line a write leaves in the server's log ("" for
/// reads, which are not logged).
struct Reply {
  int status = 200;
  std::string type = "application/json";
  std::string body;
  std::string logged;
  /// A refusal's message as the server's log says it, in English, where the body's is in the phone's language
  /// ("" when the body's is English).
  std::string logged_refusal;
  std::map<std::string, std::string> headers;  ///< more headers to send (Retry-After)
};

/// The status of a write not made because its client had gone by its turn: never sent (there is no one to send
/// it to), only logged.
inline constexpr int kClientGone = 499;

/// The content types the server sends.
inline constexpr const char* kJson = "application/json";
inline constexpr const char* kHtml = "text/html; charset=utf-8";
inline constexpr const char* kScript = "text/javascript; charset=utf-8";
inline constexpr const char* kSvg = "image/svg+xml";

/// {"error": {"message": ...}} with `status`, as the CLI prints errors with --format json; `detail` adds
/// fields (the field, the value, the hand).
Reply error_reply(int status, const std::string& message, const std::string& detail_json = "{}");

/// JSON text of `value`, with text that is not UTF-8 (as a client may send) replaced rather than thrown on.
std::string safe_dump(const nlohmann::json& value);

}  // namespace tenbou::server
