#include "server/sockets.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/resource.h>
#include <sys/socket.h>

namespace tenbou::server {

std::optional<ListenAddress> listen_address(const std::string& host, int port) {
  for (const int family : {AF_INET, AF_INET6}) {  // "localhost" is often ::1 first; IPv4 is what phones use
    addrinfo hints{};
    hints.ai_family = family;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    addrinfo* found = nullptr;
    if (getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0 || !found) continue;
    ListenAddress out;
    const bool fits = found->ai_addrlen <= sizeof out.bytes;
    if (fits) std::memcpy(out.bytes, found->ai_addr, found->ai_addrlen);
    out.ipv6 = family == AF_INET6;
    freeaddrinfo(found);
    if (fits) return out;
  }
  return std::nullopt;
}

std::string address_text(const void* sockaddr_) {
  const auto* a = static_cast<const sockaddr*>(sockaddr_);
  char text[INET6_ADDRSTRLEN] = {};
  if (!a) return "";
  if (a->sa_family == AF_INET) {
    inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(a)->sin_addr, text, sizeof text);
  } else if (a->sa_family == AF_INET6) {
    const in6_addr& six = reinterpret_cast<const sockaddr_in6*>(a)->sin6_addr;
    if (IN6_IS_ADDR_V4MAPPED(&six))
      inet_ntop(AF_INET, &six.s6_addr[12], text, sizeof text);
    else
      inet_ntop(AF_INET6, &six, text, sizeof text);
  }
  return text;
}

void cut_connection(std::intptr_t socket) { ::shutdown(static_cast<int>(socket), SHUT_RDWR); }

bool peer_gone(std::intptr_t socket) {
  char byte = 0;
  const ssize_t n = ::recv(static_cast<int>(socket), &byte, 1, MSG_PEEK | MSG_DONTWAIT);
  return n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR;
}

void send_at_once(std::intptr_t socket) {
  const int yes = 1;
  ::setsockopt(static_cast<int>(socket), IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
}

std::size_t open_file_limit(std::size_t wanted) {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 1024;
  if (limit.rlim_cur < wanted && limit.rlim_cur != RLIM_INFINITY) {
    rlimit raised = limit;
    raised.rlim_cur = limit.rlim_max == RLIM_INFINITY ? wanted : std::min<rlim_t>(wanted, limit.rlim_max);
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) limit = raised;
  }
  return limit.rlim_cur == RLIM_INFINITY ? wanted : static_cast<std::size_t>(limit.rlim_cur);
}

}  // namespace tenbou::server
