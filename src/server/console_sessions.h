#pragma once
// Who is signed in to the organiser's console (tenbou console): the address the console prints and opens carries a
// one-time token, traded at its first use for a session kept in a cookie (HttpOnly, SameSite=Strict), so that no
// address in the browser's history, a log or a page opens the console again, and no other site's page can send the
// cookie with a request of its own.

#include <mutex>
#include <optional>
#include <set>
#include <string>

namespace tenbou::server {

/// The console's token and its sessions. Thread-safe.
class ConsoleSessions {
 public:
  /// The sessions of the console on `port`: its cookie is named after it, as browsers keep one cookie of a name for
  /// every port of a machine (a second console, on another file, then signs no one out of the first).
  explicit ConsoleSessions(int port);

  /// The token of the address to open, usable once.
  const std::string& token() const { return token_; }

  /// A new session for `token` when it is the console's and has not been used; nothing otherwise.
  std::optional<std::string> open(const std::string& token);

  /// Whether the Cookie header `cookie` holds a session this console opened.
  bool signed_in(const std::string& cookie) const;

  /// The Set-Cookie header's value that keeps `session` in the browser for the console's address.
  std::string cookie_for(const std::string& session) const;

  /// The cookie's name: tenbou_console_PORT.
  const std::string& cookie_name() const { return cookie_name_; }

 private:
  std::string cookie_name_;
  std::string token_;
  mutable std::mutex mutex_;
  bool used_ = false;
  std::set<std::string> sessions_;
};

}  // namespace tenbou::server
