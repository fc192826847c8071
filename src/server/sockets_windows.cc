#include "server/sockets.h"

#include <cstring>

#include <winsock2.h>
#include <ws2tcpip.h>

#include "base/wide_text.h"

namespace tenbou::server {
namespace {

/// Starts Winsock, which every socket call needs first, once for the process (it stays started: libmicrohttpd
/// starts it for itself too).
void use_winsock() {
  static const bool started = [] {
    WSADATA data{};
    return WSAStartup(MAKEWORD(2, 2), &data) == 0;
  }();
  static_cast<void>(started);
}

}  // namespace

std::optional<ListenAddress> listen_address(const std::string& host, int port) {
  use_winsock();
  ADDRINFOW hints{};
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  ADDRINFOW* found = nullptr;
  if (GetAddrInfoW(wide_text(host).c_str(), std::to_wstring(port).c_str(), &hints, &found) != 0) return std::nullopt;
  // The first IPv4 address ("localhost" is often ::1 first; IPv4 is what phones use), else the first IPv6 one.
  const ADDRINFOW* chosen = nullptr;
  for (const ADDRINFOW* a = found; a; a = a->ai_next) {
    if (a->ai_addrlen > sizeof ListenAddress::bytes || (a->ai_family != AF_INET && a->ai_family != AF_INET6)) continue;
    if (!chosen || (chosen->ai_family == AF_INET6 && a->ai_family == AF_INET)) chosen = a;
  }
  std::optional<ListenAddress> out;
  if (chosen) {
    out.emplace();
    std::memcpy(out->bytes, chosen->ai_addr, chosen->ai_addrlen);
    out->ipv6 = chosen->ai_family == AF_INET6;
  }
  FreeAddrInfoW(found);
  return out;
}

std::string address_text(const void* sockaddr_) {
  const auto* a = static_cast<const sockaddr*>(sockaddr_);
  if (!a || (a->sa_family != AF_INET && a->sa_family != AF_INET6)) return "";
  use_winsock();
  sockaddr_in four{};  // an IPv4 client of an IPv6 socket, shown as IPv4
  if (a->sa_family == AF_INET6) {
    const in6_addr& six = reinterpret_cast<const sockaddr_in6*>(a)->sin6_addr;
    if (IN6_IS_ADDR_V4MAPPED(&six)) {
      four.sin_family = AF_INET;
      std::memcpy(&four.sin_addr, &six.s6_addr[12], sizeof four.sin_addr);
      a = reinterpret_cast<const sockaddr*>(&four);
    }
  }
  const int length = a->sa_family == AF_INET ? sizeof(sockaddr_in) : sizeof(sockaddr_in6);
  wchar_t text[NI_MAXHOST] = {};
  if (GetNameInfoW(a, length, text, NI_MAXHOST, nullptr, 0, NI_NUMERICHOST) != 0) return "";
  return utf8_text(text);
}

void cut_connection(std::intptr_t socket) { ::shutdown(static_cast<SOCKET>(socket), SD_BOTH); }

// Readable now, and a peek fails: the connection was reset.
bool peer_gone(std::intptr_t socket) {
  const SOCKET s = static_cast<SOCKET>(socket);
  fd_set readable;
  FD_ZERO(&readable);
  FD_SET(s, &readable);
  timeval now{0, 0};
  if (::select(0, &readable, nullptr, nullptr, &now) <= 0) return false;
  char byte = 0;
  return ::recv(s, &byte, 1, MSG_PEEK) < 0;
}

void send_at_once(std::intptr_t socket) {
  const BOOL yes = TRUE;
  ::setsockopt(static_cast<SOCKET>(socket), IPPROTO_TCP, TCP_NODELAY, reinterpret_cast<const char*>(&yes), sizeof yes);
}

// Windows sets no limit on the sockets a process holds open.
std::size_t open_file_limit(std::size_t wanted) { return wanted; }

}  // namespace tenbou::server
