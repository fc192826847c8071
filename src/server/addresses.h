#pragma once
// The addresses a server on this machine can be reached at, for what `tenbou serve` prints and the URLs
// `tenbou keys` lists. Platform files for the network's addresses: addresses_posix.cc (getifaddrs) and
// addresses_windows.cc (GetAdaptersAddresses).

#include <string>
#include <vector>

namespace tenbou::server {

/// This machine's IPv4 addresses on its networks (loopback left out), in the order the system lists them.
std::vector<std::string> network_addresses();

/// "http://HOST:PORT" for phones on the venue's network: `bind` when it names one address, else the first
/// network address, else localhost.
std::string base_url(const std::string& bind, int port);

}  // namespace tenbou::server
