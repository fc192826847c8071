#include "server/addresses.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

namespace tenbou::server {

std::vector<std::string> network_addresses() {
  std::vector<std::string> out;
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return out;
  for (const ifaddrs* a = list; a; a = a->ifa_next) {
    if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET || (a->ifa_flags & IFF_LOOPBACK) || !(a->ifa_flags & IFF_UP))
      continue;
    char text[INET_ADDRSTRLEN] = {};
    const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
    if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text)) out.emplace_back(text);
  }
  freeifaddrs(list);
  return out;
}

std::string base_url(const std::string& bind, int port) {
  std::string host = bind;
  if (host.empty() || host == "0.0.0.0") {
    const std::vector<std::string> addresses = network_addresses();
    host = addresses.empty() ? "localhost" : addresses.front();
  } else if (host == "127.0.0.1") {
    host = "localhost";
  }
  return "http://" + host + ":" + std::to_string(port);
}

}  // namespace tenbou::server
