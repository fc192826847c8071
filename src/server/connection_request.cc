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

MHD_Result queue_reply(MHD_Connection* c, const Reply& reply, bool close) {
  const Microhttpd& mhd = microhttpd();
  MHD_Response* response =
      mhd.create_response_from_buffer(reply.body.size(), const_cast<char*>(reply.body.data()), MHD_RESPMEM_MUST_COPY);
  if (!response) return MHD_NO;
  mhd.add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, reply.type.c_str());
  mhd.add_response_header(response, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
  mhd.add_response_header(response, "X-Content-Type-Options", "nosniff");
  mhd.add_response_header(response, "Referrer-Policy", "no-referrer");
  mhd.add_response_header(response, "Content-Security-Policy",
                          "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                          "frame-ancestors 'none'");
  for (const auto& [name, value] : reply.headers) mhd.add_response_header(response, name.c_str(), value.c_str());
  if (close) mhd.add_response_header(response, MHD_HTTP_HEADER_CONNECTION, "close");
  const MHD_Result queued = mhd.queue_response(c, static_cast<unsigned>(reply.status), response);
  mhd.destroy_response(response);
  return queued;
}

}  // namespace tenbou::server
