#pragma once
// A connection made by hand, from a chosen loopback address (127.0.x.y, as each phone on a venue's Wi-Fi has
// its own), sending exactly the bytes a test wants, as slowly as it wants: the way slow, greedy and hostile
// clients reach the server.

#include <arpa/inet.h>
#include <chrono>
#include <netinet/in.h>
#include <poll.h>
#include <string>
#include <string_view>
#include <sys/socket.h>
#include <unistd.h>

namespace tenbou::test {

/// One TCP connection to the server on `port` from the address `from`.
class RawClient {
 public:
  RawClient(int port, const std::string& from = "127.0.0.1") : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in source{};
    source.sin_family = AF_INET;
    inet_pton(AF_INET, from.c_str(), &source.sin_addr);
    ::bind(fd_, reinterpret_cast<sockaddr*>(&source), sizeof source);
    sockaddr_in server{};
    server.sin_family = AF_INET;
    server.sin_port = htons(static_cast<std::uint16_t>(port));
    server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = ::connect(fd_, reinterpret_cast<sockaddr*>(&server), sizeof server) == 0;
  }
  ~RawClient() {
    if (fd_ >= 0) ::close(fd_);
  }
  RawClient(const RawClient&) = delete;
  RawClient& operator=(const RawClient&) = delete;
  RawClient(RawClient&& other) noexcept : fd_(other.fd_), connected_(other.connected_) { other.fd_ = -1; }

  bool connected() const { return connected_; }

  /// Ends the sending side (a half-close, as some scripts do once a body is sent): answers still arrive.
  void end_sending() { ::shutdown(fd_, SHUT_WR); }

  /// Breaks the connection off at once (a reset, as a phone whose page was closed may): nothing more arrives.
  void break_off() {
    const linger at_once{1, 0};
    ::setsockopt(fd_, SOL_SOCKET, SO_LINGER, &at_once, sizeof at_once);
    ::close(fd_);
    fd_ = -1;
  }

  /// Sends `bytes`; false when the server has closed the connection.
  bool send(std::string_view bytes) {
    return ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(bytes.size());
  }

  /// What the server sends within `wait`, until it closes the connection or a whole answer is in (headers and
  /// Content-Length bytes of body).
  std::string receive(std::chrono::milliseconds wait = std::chrono::milliseconds(5000)) {
    std::string in;
    const auto until = std::chrono::steady_clock::now() + wait;
    while (!answer_complete(in)) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
      if (left.count() <= 0 || !readable(left)) break;
      char buffer[4096];
      const ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
      if (n <= 0) {
        closed_ = true;
        break;
      }
      in.append(buffer, static_cast<std::size_t>(n));
    }
    return in;
  }

  /// Whether the server closes the connection within `wait`, reading (and dropping) what it sends first.
  bool closed_within(std::chrono::milliseconds wait) {
    const auto until = std::chrono::steady_clock::now() + wait;
    while (!closed_) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
      if (left.count() <= 0) return false;
      receive(left);
    }
    return true;
  }

  /// Whether the server has closed the connection by now, without waiting (what it sent is dropped).
  bool closed_now() {
    while (!closed_ && readable(std::chrono::milliseconds(0))) {
      char buffer[4096];
      if (::recv(fd_, buffer, sizeof buffer, 0) <= 0) closed_ = true;
    }
    return closed_;
  }

  /// The status of an answer ("HTTP/1.1 413 ..." -> 413; 0 when there is none).
  static int status_of(const std::string& answer) {
    return answer.size() > 12 && answer.compare(0, 5, "HTTP/") == 0 ? std::stoi(answer.substr(9, 3)) : 0;
  }

 private:
  bool readable(std::chrono::milliseconds wait) {
    pollfd p{fd_, POLLIN, 0};
    return ::poll(&p, 1, static_cast<int>(wait.count())) > 0;
  }
  static bool answer_complete(const std::string& in) {
    const std::size_t end = in.find("\r\n\r\n");
    if (end == std::string::npos) return false;
    std::size_t length = 0;
    for (std::size_t at = in.find("\r\n"); at < end; at = in.find("\r\n", at + 2)) {
      std::string line = in.substr(at + 2, in.find("\r\n", at + 2) - at - 2);
      for (char& c : line) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (line.rfind("content-length:", 0) == 0) length = std::stoul(line.substr(15));
    }
    return in.size() >= end + 4 + length;
  }

  int fd_;
  bool connected_ = false;
  bool closed_ = false;
};

}  // namespace tenbou::test
