#include "server/addresses.h"

#include <winsock2.h>  // before iphlpapi.h, which needs it

#include <iphlpapi.h>

#include "server/sockets.h"

namespace tenbou::server {

std::vector<std::string> network_addresses() {
  std::vector<std::string> out;
  const ULONG flags = GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST | GAA_FLAG_SKIP_DNS_SERVER;
  ULONG size = 16 * 1024;  // enough for most machines; the call says how much it needs when it is not
  std::vector<unsigned char> buffer;
  ULONG result = ERROR_BUFFER_OVERFLOW;
  for (int tries = 0; result == ERROR_BUFFER_OVERFLOW && tries < 3; ++tries) {  // adapters may come meanwhile
    buffer.resize(size);
    auto* adapters = reinterpret_cast<IP_ADAPTER_ADDRESSES*>(buffer.data());
    result = GetAdaptersAddresses(AF_INET, flags, nullptr, adapters, &size);
  }
  if (result != NO_ERROR) return out;
  for (auto* adapter = reinterpret_cast<const IP_ADAPTER_ADDRESSES*>(buffer.data()); adapter; adapter = adapter->Next) {
    if (adapter->IfType == IF_TYPE_SOFTWARE_LOOPBACK || adapter->OperStatus != IfOperStatusUp) continue;
    for (const IP_ADAPTER_UNICAST_ADDRESS* a = adapter->FirstUnicastAddress; a; a = a->Next)
      out.push_back(address_text(a->Address.lpSockaddr));
  }
  return out;
}

}  // namespace tenbou::server
