#include "server/http_server.h"

#include <atomic>
#include <csignal>
#include <ctime>
#include <iostream>
#include <mutex>
#include <pthread.h>
#include <sys/socket.h>
#include <thread>

#include <httplib.h>

#include "report/projector_pages.h"
#include "server/addresses.h"
#include "server/api.h"
#include "tournament/access_keys.h"
#include "tournament/settings.h"
#include "base/local_time.h"

namespace tenbou::server {
namespace {

/// A hand is well under 2 KB; anything much larger is not one.
constexpr std::size_t kMaxBody = 64 * 1024;
/// Requests answered at once: every table's phone and the viewers, each holding a worker while its
/// connection is kept alive.
constexpr std::size_t kWorkers = 64;
/// A client that sends or reads nothing for this long is dropped (a slow or stalled phone).
constexpr time_t kTimeoutSeconds = 5;
constexpr time_t kKeepAliveSeconds = 2;

/// The time of a log line, in the tournament's time zone, as the messages it logs give their times.
std::string now_text(Room& room) { return room.local_time().clock(seconds_now(), true); }

/// The key a request carries: Authorization: Bearer KEY, else ?key=KEY.
std::string key_of(const httplib::Request& req) {
  const std::string auth = req.get_header_value("Authorization");
  constexpr std::string_view bearer = "Bearer ";
  if (auth.size() > bearer.size() && auth.compare(0, bearer.size(), bearer) == 0) return auth.substr(bearer.size());
  return req.get_param_value("key");
}

}  // namespace

struct HttpServer::Impl {
  Impl(Room& room, std::ostream& log) : room(room), log(log) {}

  void answer(const httplib::Request& req, httplib::Response& res) {
    Request request{.method = req.method, .path = req.path, .key = key_of(req), .body = req.body};
    for (const auto& [name, value] : req.params) request.query.emplace(name, value);
    const Reply reply = route(room, site, request);
    res.status = reply.status;
    res.set_header("Cache-Control", "no-store");
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_header("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:");
    res.set_content(reply.body, reply.type);
    if (req.method == "POST") {
      std::string line = now_text(room) + " " + req.method + " " + req.path + " " + std::to_string(reply.status);
      if (!reply.logged.empty()) {
        line += " " + reply.logged;
      } else if (reply.status >= 400) {
        const auto body = nlohmann::json::parse(reply.body, nullptr, false);
        if (body.is_object() && body.contains("error")) line += " refused: " + body["error"].value("message", "");
      }
      std::lock_guard lock(log_mutex);
      log << line << std::endl;
    }
  }

  Room& room;
  std::ostream& log;
  std::mutex log_mutex;
  Site site;
  int socket = -1;  ///< the listening socket
  httplib::Server http;
};

HttpServer::HttpServer(Room& room, std::ostream& log) : impl_(std::make_unique<Impl>(room, log)) {
  httplib::Server& http = impl_->http;
  http.new_task_queue = [] { return new httplib::ThreadPool(kWorkers); };
  http.set_payload_max_length(kMaxBody);
  http.set_read_timeout(kTimeoutSeconds, 0);
  http.set_write_timeout(kTimeoutSeconds, 0);
  http.set_keep_alive_timeout(kKeepAliveSeconds);
  http.set_keep_alive_max_count(100);
  // SO_REUSEADDR so a restarted server gets its port back at once, but not SO_REUSEPORT (the library's
  // default), so a second server on the same port is refused instead of sharing it. The socket is kept to
  // lengthen its queue of connections waiting to be accepted once it listens.
  http.set_socket_options([this](int socket) {
    const int yes = 1;
    ::setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    impl_->socket = socket;
  });
  auto answer = [this](const httplib::Request& req, httplib::Response& res) { impl_->answer(req, res); };
  http.Get(".*", answer);
  http.Post(".*", answer);
  auto refuse = [](const httplib::Request&, httplib::Response& res) {
    res.status = 405;
    res.set_content(error_reply(405, "tenbou serve answers GET and POST only").body, kJson);
  };
  http.Put(".*", refuse);
  http.Delete(".*", refuse);
  http.Patch(".*", refuse);
  http.Options(".*", refuse);
  http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string why =
        res.status == 413 ? "the request is too large (at most 64 KB)"
        : res.status == 400 ? "the request could not be read (400): a POST needs its body sent with its length "
                              "(Content-Length), even an empty one (e.g. curl -d '{}')"
                            : "the request could not be read (" + std::to_string(res.status) + ")";
    res.set_content(error_reply(res.status, why).body, kJson);
  });
  http.set_exception_handler([this](const httplib::Request& req, httplib::Response& res, std::exception_ptr) {
    res.status = 500;
    res.set_content(error_reply(500, "internal error in tenbou serve (a bug): the file is unchanged").body, kJson);
    std::lock_guard lock(impl_->log_mutex);
    impl_->log << now_text(impl_->room) << " " << req.method << " " << req.path << " 500 internal error" << std::endl;
  });
}

HttpServer::~HttpServer() = default;

int HttpServer::listen(const std::string& address, int port) {
  httplib::Server& http = impl_->http;
  const int bound = port == 0 ? http.bind_to_any_port(address) : (http.bind_to_port(address, port) ? port : -1);
  // The library listens with a queue of 5: a room's phones connecting at once would wait for the
  // operating system's retry (a second or more). Listening again on Linux sets a longer queue.
  if (bound >= 0 && impl_->socket >= 0) ::listen(impl_->socket, SOMAXCONN);
  if (bound < 0)
    throw Error{"could not listen on " + address + ":" + std::to_string(port) +
                    " (the port is in use, or the address is not this machine's): try another --port or --bind",
                {{"field", "port"}, {"value", port}}};
  return bound;
}

void HttpServer::set_site(Site site) { impl_->site = std::move(site); }

void HttpServer::run() { impl_->http.listen_after_bind(); }

void HttpServer::stop() { impl_->http.stop(); }

void serve(const std::string& path, const ServeOptions& options, std::ostream& out, std::ostream& log) {
  if (!options.session_end.empty() && options.session_end != "none" && !is_clock_time(options.session_end))
    throw Error{"--session-end \"" + options.session_end + "\": give a time of day as HH:MM, e.g. 14:30 (or none)",
                {{"field", "session-end"}, {"value", options.session_end}}, ExitStatus::Usage};
  Room room(path);
  if (!options.session_end.empty()) {  // kept in the file, with its history entry, unless it says so already
    const std::string stored = options.session_end == "none" ? "" : options.session_end;
    if (room.session_end() != stored)
      room.write([&](Tournament& t) {
        set_setting(t, "session-end", options.session_end, {.by = "tenbou serve"});
        return Reply{};
      });
  }
  // SIGINT and SIGTERM are taken by one thread, which stops the server: every other thread (the workers
  // included, which inherit this mask) keeps answering until its request is done.
  sigset_t stopping;
  sigemptyset(&stopping);
  sigaddset(&stopping, SIGINT);
  sigaddset(&stopping, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stopping, nullptr);
  HttpServer server(room, log);
  const int port = server.listen(options.bind, options.port);
  const std::string base = base_url(options.bind, port);
  server.set_site({base});
  const Tournament t(path, OpenMode::ReadOnly);
  const AccessKeys keys = access_keys(t, std::nullopt);
  out << "Serving " << t.info().name << " (" << path << ")\n";
  const bool local = options.bind == "127.0.0.1" || options.bind == "localhost";
  if (options.bind == "0.0.0.0" || local) out << "  On this machine:    http://localhost:" << port << "/\n";
  if (!local) out << "  On the network:     " << base << "/\n";
  out << "  Projector:          " << base << "/projector\n"
      << "  Organiser (secret): " << base << "/organiser?key=" << keys.organiser << "\n"
      << "Table pages: the table cards on the organiser page, or tenbou keys. Ctrl-C stops the server.\n";
  out.flush();
  std::atomic<bool> signalled = false;
  std::thread waiter([&] {
    int signal = 0;
    sigwait(&stopping, &signal);
    signalled = true;
    server.stop();
  });
  server.run();
  if (!signalled) pthread_kill(waiter.native_handle(), SIGTERM);  // the server stopped by itself
  waiter.join();
  log << now_text(room) << " stopped: every request answered, the file is closed" << std::endl;
}

}  // namespace tenbou::server
