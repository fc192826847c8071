#include "server/connection_request.h"

#include <string_view>

#include "base/unicode.h"
#include "server/microhttpd.h"
#include "server/sockets.h"

namespace tenbou::server {
namespace {

MHD_Result count_header(void* cls, MHD_ValueKind, const char* name, const char* value) {
  auto& size = *static_cast<HeaderSize*>(cls);
  ++size.lines;
  size.bytes += std::char_traits<char>::length(name) + (value ? std::char_traits<char>::length(value) : 0) + 4;
  return MHD_YES;
}

MHD_Result add_parameter(void* cls, MHD_ValueKind, const char* name, const char* value) {
  static_cast<Request*>(cls)->query.emplace(name, value ? value : "");
  return MHD_YES;
}

}  // namespace

std::string header(MHD_Connection* c, const char* name) {
  const char* value = microhttpd().lookup_connection_value(c, MHD_HEADER_KIND, name);
  return value ? value : "";
}

std::string client_of(MHD_Connection* c) {
  const MHD_ConnectionInfo* info = microhttpd().get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  return info ? address_text(info->client_addr) : "";
}

std::intptr_t socket_of(MHD_Connection* c) {
  const MHD_ConnectionInfo* info = microhttpd().get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info ? static_cast<std::intptr_t>(info->connect_fd) : -1;
}

HeaderSize header_size(MHD_Connection* c) {
  HeaderSize size;
  microhttpd().get_connection_values(c, MHD_HEADER_KIND, &count_header, &size);
  return size;
}

std::string key_of(MHD_Connection* c) {
  const std::string auth = header(c, MHD_HTTP_HEADER_AUTHORIZATION);
  constexpr std::string_view bearer = "bearer ";
  if (auth.size() > bearer.size() && unicode::ascii_lower(auth.substr(0, bearer.size())) == bearer)
    return auth.substr(bearer.size());
  const char* key = microhttpd().lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "key");
  return key ? key : "";
}

Request request_of(MHD_Connection* c, const char* url, const std::string& method, std::string body) {
  Request request{.method = method, .path = url, .key = key_of(c), .body = std::move(body),
                  .content_type = header(c, MHD_HTTP_HEADER_CONTENT_TYPE), .origin = header(c, "Origin"),
                  .host = header(c, MHD_HTTP_HEADER_HOST), .accept_language = header(c, "Accept-Language"),
                  .cookie = header(c, "Cookie")};
  microhttpd().get_connection_values(c, MHD_GET_ARGUMENT_KIND, &add_parameter, &request);
  request.key_in_query = request.query.count("key") > 0;
  return request;
}

}  // namespace tenbou::server
