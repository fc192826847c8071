#include "server/addresses.h"

namespace tenbou::server {

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
