#pragma once
// The operating system's sockets where the server needs more than the HTTP library gives: the address to
// listen on, a client's address as text, cutting a connection that overstays, sending without delay, and
// room for many open connections. Platform files: sockets_posix.cc and sockets_windows.cc (Winsock).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace tenbou::server {

/// An address to listen on, as the operating system takes it.
struct ListenAddress {
  alignas(16) unsigned char bytes[128] = {};
  bool ipv6 = false;  ///< an IPv6 address (which also takes IPv4 clients when it is "::")
  /// The address as the system's `struct sockaddr`.
  const void* address() const { return bytes; }
};

/// `host` ("0.0.0.0", "127.0.0.1", "localhost", "::") and `port` as an address to listen on, IPv4 when the
/// name has one, or nullopt when `host` is not one.
std::optional<ListenAddress> listen_address(const std::string& host, int port);

/// The text of a client's address given as the system's `struct sockaddr` ("192.168.1.77"; an IPv4 address
/// seen through IPv6 as IPv4).
std::string address_text(const void* sockaddr);

/// Ends both directions of `socket` without closing it: its owner sees the connection end and closes it.
void cut_connection(std::intptr_t socket);

/// Whether the connection of `socket` is broken: the client reset it (or it failed). A client that only ended its
/// sending (a half-close, as some scripts do once the body is sent; or a close, which looks the same from here) may
/// still be reading, and is not gone: its write is made and answered (what it sent since is left to be read).
bool peer_gone(std::intptr_t socket);

/// Sends each answer as soon as it is written, without waiting for the client's acknowledgement of the
/// last (Nagle's algorithm delays the second answer on a kept-alive connection by about 40 ms).
void send_at_once(std::intptr_t socket);

/// Raises the number of files this process may hold open towards `wanted`; returns the number it may.
std::size_t open_file_limit(std::size_t wanted);

}  // namespace tenbou::server
