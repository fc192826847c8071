#pragma once
// What the server reads of a request from the HTTP library's connection (its headers, its size, its key, its
// client, and the Request the routes take, exchange.h), and the Reply it queues there. Only the HTTP server's
// source files include it.

#include <cstddef>
#include <cstdint>
#include <string>

#include <microhttpd.h>

#include "server/exchange.h"

namespace tenbou::server {

/// The header `name` of the request on `c`, "" when not sent.
std::string header(MHD_Connection* c, const char* name);

/// The text of the client's address of `c` ("192.168.1.77").
std::string client_of(MHD_Connection* c);

/// A number naming `c` while it is open.
inline std::uintptr_t id_of(MHD_Connection* c) { return reinterpret_cast<std::uintptr_t>(c); }

/// The socket of `c`, or -1.
std::intptr_t socket_of(MHD_Connection* c);

/// The number and total size of a request's header lines.
struct HeaderSize {
  std::size_t lines = 0;
  std::size_t bytes = 0;
};
HeaderSize header_size(MHD_Connection* c);

/// The key a request carries: Authorization: Bearer KEY (the scheme in any case), else ?key=KEY.
std::string key_of(MHD_Connection* c);

/// The request on `c` as the routes take it.
Request request_of(MHD_Connection* c, const char* url, const std::string& method, std::string body);

/// Queues `reply` on `c` with the headers every answer carries (never cached, never sniffed, the pages' content
/// policy); `close` asks that the connection be closed after it. MHD_NO when the library could not take it.
MHD_Result queue_reply(MHD_Connection* c, const Reply& reply, bool close);

}  // namespace tenbou::server
