#include "server/http_server.h"

#include <atomic>
#include <charconv>
#include <condition_variable>
#include <ostream>
#include <thread>

#include <microhttpd.h>

#include "base/named_fields.h"
#include "rules/points_text.h"
#include "server/command_cancel.h"
#include "server/connection_limits.h"
#include "server/connection_request.h"
#include "server/microhttpd.h"
#include "server/organiser_run.h"
#include "server/refusal_watch.h"
#include "server/request_rate.h"
#include "server/server_log.h"
#include "server/sockets.h"
#include "server/write_queue.h"

namespace tenbou::server {
namespace {

/// A hand is well under 2 KB; anything much larger is not one.
constexpr std::size_t kMaxBody = 64 * 1024;
/// The most of a body too large (chunked, so its size is only known as it comes) read to answer it 413.
constexpr std::size_t kMaxDrained = 1024 * 1024;
/// Browsers send about 15 header lines and 1 KB; more is not a browser.
constexpr std::size_t kMaxHeaderLines = 100;
constexpr std::size_t kMaxHeaderBytes = 16 * 1024;
/// What the library may hold for one connection (its request line, headers and read buffer): past it, it
/// answers 431 itself.
constexpr std::size_t kConnectionMemory = 32 * 1024;
/// Threads that each watch many connections and answer their requests one at a time: an idle or slow
/// connection holds none of them.
constexpr unsigned kThreads = 8;
/// A connection that sends or reads nothing for this long is closed (an idle keep-alive, a stalled phone):
/// shorter than the request deadline, so that only clients that trickle are told cut for being slow.
constexpr unsigned kIdleSeconds = 5;
/// The same for a connection from an address that presented a valid key: longer than a table page's 5 s
/// between polls, so that its phone keeps one connection rather than needing a new one each time.
constexpr unsigned kKeyedIdleSeconds = 30;
/// How long a stopping server waits for the answers in flight.
constexpr auto kStopWait = std::chrono::seconds(5);
/// Connections from the organiser's machine, beyond the limited ones.
constexpr std::size_t kLocalConnections = 100;
/// How often overdue requests are cut and folded log lines written.
constexpr auto kWatchEvery = std::chrono::milliseconds(100);

using Clock = std::chrono::steady_clock;

/// The body of a request while it arrives.
struct Arriving {
  std::string body;
  std::size_t limit = kMaxBody;  ///< the most its body may hold
  std::size_t received = 0;
  bool too_large = false;
  bool answering = false;   ///< whole, and being answered: a stopping server waits for it
  bool handed_off = false;  ///< a write given to the write queue, its connection suspended until answered
  std::optional<Reply> reply;  ///< the write queue's answer (none when its client had gone)
};

/// What a request starts with instead of its Arriving when its raw address holds "%00": decoded, the library's
/// C strings would end at it (`/standings%00.html` read as `/standings`), so it is refused with 400 instead.
char nul_in_address;

}  // namespace

/// The server's state shared by the library's callbacks (which get it as their `cls`) and the watcher.
struct HttpServer::Impl {
  Impl(RoomSlot& rooms, std::ostream& log, Limits given)
      : rooms(rooms), refusals(given.refusals), server_log(log, rooms, refusals), rate(given.rate) {
    ConnectionRules rules = given.connections;
    const std::size_t files = open_file_limit(rules.total + kLocalConnections + 64);
    rules.total = std::min(rules.total, files > kLocalConnections + 64 ? files - kLocalConnections - 64 : 16);
    limits.emplace(rules);
  }

  /// The refusal for a request whose headers alone are refused, or nothing; `limit` is then set to the most its body
  /// may hold (body_limit, found once the cheaper checks have passed).
  std::optional<Reply> refuse_headers(MHD_Connection* c, const std::string& method, const char* url,
                                      const std::string& client, std::size_t& limit) {
    if (!rate.take(client, Clock::now())) {
      Reply reply = error_reply(429, "too many requests from this address: try again in a second");
      reply.headers.emplace("Retry-After", "1");
      return reply;
    }
    if (method != "GET" && method != "HEAD" && method != "POST")
      return error_reply(405, "tenbou serve answers GET and POST only");
    const HeaderSize size = header_size(c);
    if (size.lines > kMaxHeaderLines || size.bytes > kMaxHeaderBytes)
      return error_reply(431, "the request's headers are too large (at most 100 lines and 16 KB)");
    // Refused keys first: no answer below may tell a guessed key from another meanwhile.
    if (!key_of(c).empty())
      if (const int wait = refusals.retry_after(client, Clock::now()); wait > 0) {
        Reply reply = error_reply(429, "too many refused keys from this address: try again in " + std::to_string(wait) +
                                           " s, with the key on the table's card");
        reply.headers.emplace("Retry-After", std::to_string(wait));
        return reply;
      }
    limit = body_limit(c, url);
    const std::string length = header(c, MHD_HTTP_HEADER_CONTENT_LENGTH);
    std::size_t declared = 0;
    const auto [end, error] = std::from_chars(length.data(), length.data() + length.size(), declared);
    if (!length.empty() && (error != std::errc() || end != length.data() + length.size() || declared > limit)) {
      // An organiser's command too large for any other key: a key that is not the organiser's is refused as one (so
      // the size never says whether a key was right, and the guess is counted).
      if (is_organiser_run(url) && !key_of(c).empty() && declared <= kMaxOrganiserBody) {
        refusals.key_refused(client, Clock::now());
        return error_reply(401, "this key is not the organiser's key of this tournament");
      }
      return too_large(limit);
    }
    return std::nullopt;
  }

  static Reply too_large(std::size_t limit) {
    return error_reply(413, "the request is too large (at most " +
                                (limit >= 1024 * 1024 ? std::to_string(limit >> 20) + " MB" : std::to_string(limit >> 10) + " KB") +
                                ")");
  }

  /// The most the body of a request to `url` on `c` may hold: an organiser's command with its upload
  /// (kMaxOrganiserBody) when it carries the organiser's key or the console's session, a hand's size otherwise.
  std::size_t body_limit(MHD_Connection* c, std::string_view url) {
    if (!is_organiser_run(url)) return kMaxBody;
    if (const std::string key = key_of(c); !key.empty())
      if (const std::shared_ptr<Room> room = rooms.current(); room && room->organiser_key(key)) return kMaxOrganiserBody;
    return console_session(header(c, MHD_HTTP_HEADER_COOKIE)) ? kMaxOrganiserBody : kMaxBody;
  }

  /// The reply to `request` (never throws: a bug is answered 500 and logged).
  Reply answer(const Request& request) {
    Site here;
    {
      std::unique_lock lock(site_mutex);
      site_known.wait(lock, [this] { return site_set; });
      here = site;
    }
    try {
      const std::shared_ptr<Room> room = rooms.current();
      return room ? route(*room, here, request) : route_without_tournament(here, request);
    } catch (const std::exception& e) {  // a bug: said, logged, and the server goes on
      Reply reply = error_reply(500, "internal error in tenbou serve (a bug): the file is unchanged");
      reply.logged = std::string("internal error: ") + e.what();
      return reply;
    }
  }

  /// Whether the request on `c`, answered `status`, carried a key that opens a table or the organiser's pages: its
  /// address is then trusted (connection_limits.h), and its connection kept alive between a page's polls.
  bool keyed(MHD_Connection* c, int status, const std::string& client) {
    const std::string key = key_of(c);
    const auto now = Clock::now();
    if (key.empty() || status == 401 || status == 429) return false;
    if (!limits->trusted(client, now, true)) {
      const std::shared_ptr<Room> room = rooms.current();
      if (!room || !room->key_opens(key)) return false;
    }
    limits->trust(client, now);
    microhttpd().set_connection_option(c, MHD_CONNECTION_OPTION_TIMEOUT, kKeyedIdleSeconds);
    return true;
  }

  /// Sends `reply` on `c`, and logs it when it is a write or a refusal (folded per client address for a request
  /// with a valid key, `keyed`, across every address for the others).
  MHD_Result send(MHD_Connection* c, const std::string& method, const char* url, const Reply& reply,
                  const std::string& client, bool keyed, bool close = false) {
    // Writes, and refusals other than a page not found (a key, a size, a method), are logged; previews are not.
    if (!reply.logged.empty() || (reply.status >= 400 && reply.status != 404)) server_log.reply(method, url, reply, client, keyed);
    return queue_reply(c, reply, close);
  }

  // The library's callbacks.
  static MHD_Result on_accept(void* cls, const sockaddr* address, socklen_t) {
    auto& self = *static_cast<Impl*>(cls);
    const std::string client = address_text(address);
    const auto now = Clock::now();
    return self.rate.take(client, now) && self.limits->admit(client, now, [](std::intptr_t s) { cut_connection(s); })
               ? MHD_YES
               : MHD_NO;
  }

  /// The request's raw address, before the library decodes it: marked when it holds a NUL.
  static void* on_address(void*, const char* uri, MHD_Connection*) {
    return std::string_view(uri).find("%00") == std::string_view::npos ? nullptr : &nul_in_address;
  }

  static void on_connection(void* cls, MHD_Connection* c, void**, MHD_ConnectionNotificationCode code) {
    auto& self = *static_cast<Impl*>(cls);
    if (code == MHD_CONNECTION_NOTIFY_CLOSED) return self.limits->closed(id_of(c));
    const MHD_ConnectionInfo* fd = microhttpd().get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
    if (!fd) return;
    send_at_once(fd->connect_fd);
    const std::string client = client_of(c);
    const auto now = Clock::now();
    if (self.limits->trusted(client, now))
      microhttpd().set_connection_option(c, MHD_CONNECTION_OPTION_TIMEOUT, kKeyedIdleSeconds);
    self.limits->opened(id_of(c), client, fd->connect_fd, now);
  }

  static MHD_Result on_request(void* cls, MHD_Connection* c, const char* url, const char* method, const char*,
                               const char* upload, size_t* upload_size, void** arriving_) {
    auto& self = *static_cast<Impl*>(cls);
    if (!*arriving_ || *arriving_ == &nul_in_address) {  // the headers are in
      const std::string client = client_of(c);
      std::size_t limit = kMaxBody;
      if (auto refused = self.refuse_headers(c, method, url, client, limit))
        return self.send(c, method, url, *refused, client, false, true);
      if (*arriving_) {
        *arriving_ = nullptr;
        return self.send(c, method, url, error_reply(400, "the address holds %00 (a NUL), which no page or entry has"),
                         client, false, true);
      }
      auto* arriving = new Arriving;
      arriving->limit = limit;
      *arriving_ = arriving;
      return MHD_YES;
    }
    auto& arriving = *static_cast<Arriving*>(*arriving_);
    if (*upload_size != 0) {  // a piece of the body (a chunked one is counted as it comes)
      arriving.received += *upload_size;
      if (arriving.received > arriving.limit) arriving.too_large = true;
      if (!arriving.too_large) arriving.body.append(upload, *upload_size);
      *upload_size = 0;
      // Past the limit the rest is dropped, to answer 413 once it ends; a client still sending after 1 MB is
      // cut off unanswered.
      return arriving.received > std::max(kMaxDrained, arriving.limit) ? MHD_NO : MHD_YES;
    }
    const std::string client = client_of(c);
    if (arriving.handed_off) {  // resumed with the write queue's answer
      if (!arriving.reply) return MHD_NO;  // its phone had gone: nothing was written, nothing is sent
      return self.reply_to(c, method, url, *arriving.reply, client);
    }
    self.limits->arrived(id_of(c));
    arriving.answering = true;
    ++self.answering;
    if (arriving.too_large) return self.send(c, method, url, too_large(arriving.limit), client, false, true);
    Request request = request_of(c, url, method, std::move(arriving.body));
    self.sign_in(request);
    if (std::string_view(method) == "POST" && !request.key.empty()) return self.hand_off(c, arriving, std::move(request));
    return self.reply_to(c, method, url, self.answer(request), client);
  }

  /// Whether the Cookie header `cookie` holds a session of this server's console (none when it is not a console).
  bool console_session(const std::string& cookie) {
    if (cookie.empty()) return false;
    ConsoleSessions* console = nullptr;
    {
      std::unique_lock lock(site_mutex);
      site_known.wait(lock, [this] { return site_set; });
      console = site.console;
    }
    return console && console->signed_in(cookie);
  }

  /// A console's session cookie stands for the organiser's key (console_sessions.h), whatever the request says.
  void sign_in(Request& request) {
    if (!console_session(request.cookie)) return;
    const std::shared_ptr<Room> room = rooms.current();
    request.key = room ? room->current_organiser_key() : "";
    request.key_in_query = false;
    request.by_console = true;
  }

  /// Sends `reply` to the request on `c`, counting a key it refused.
  MHD_Result reply_to(MHD_Connection* c, const char* method, const char* url, const Reply& reply, const std::string& client) {
    if (reply.status == 401 && !key_of(c).empty()) refusals.key_refused(client, Clock::now());
    return send(c, method, url, reply, client, keyed(c, reply.status, client));
  }

  /// A write (a POST with a key) is made by the write queue, its connection suspended meanwhile: a write that
  /// waits for the file holds no thread that watches connections. A phone that has gone by the write's turn
  /// gets nothing written (api.cc's phone_write).
  MHD_Result hand_off(MHD_Connection* c, Arriving& arriving, Request request) {
    arriving.handed_off = true;
    const std::intptr_t socket = socket_of(c);
    microhttpd().suspend_connection(c);
    request.gone = [socket] { return peer_gone(socket); };
    // An organiser's command may run for minutes (a seating search): it waits in a queue of its own, so the tables'
    // writes never wait behind it.
    WriteQueue& queue = runs_a_command(request.path) ? commands : writes;
    const bool queued = queue.post([this, c, &arriving, request = std::move(request)] {
      Reply reply = answer(request);
      if (reply.status == kClientGone)
        server_log.write(request.method + " " + request.path + ": not written, its client had broken off the connection");
      else
        arriving.reply = std::move(reply);
      microhttpd().resume_connection(c);
    });
    if (!queued) {
      Reply busy = error_reply(503, "the server has too many writes waiting: send it again in a moment");
      busy.headers.emplace("Retry-After", "2");
      arriving.reply = std::move(busy);
      microhttpd().resume_connection(c);
    }
    return MHD_YES;
  }

  static void on_completed(void* cls, MHD_Connection* c, void** arriving_, MHD_RequestTerminationCode) {
    auto& self = *static_cast<Impl*>(cls);
    if (*arriving_ == &nul_in_address) *arriving_ = nullptr;  // refused before it had an Arriving
    const auto* arriving = static_cast<Arriving*>(*arriving_);
    if (arriving && arriving->answering) --self.answering;
    delete arriving;
    *arriving_ = nullptr;
    self.limits->answered(id_of(c), Clock::now());
  }

  /// Cuts overdue requests and writes folded log lines until the server stops.
  /// Connections cut for being slow are told in the log as one line per deadline's length (10 s) at most.
  void watch() {
    const auto deadline = limits->rules().request_deadline;
    const std::string seconds = std::to_string(deadline.count() / 1000) +
                                (deadline.count() % 1000 ? "." + std::to_string(deadline.count() % 1000 / 100) : "");
    std::size_t cut = 0;
    Clock::time_point told{}, refusals_told = Clock::now();
    std::unique_lock lock(run_mutex);
    while (!stopping.wait_for(lock, kWatchEvery, [this] { return stop_asked; })) {
      const auto now = Clock::now();
      cut += limits->cut_overdue(now, [](std::intptr_t socket) { cut_connection(socket); });
      if (cut > 0 && now - told >= deadline) {
        server_log.write("closed " + format_points(static_cast<Points>(cut)) + (cut == 1 ? " connection" : " connections") +
                  " whose request did not arrive whole within " + seconds + " s");
        cut = 0;
        told = now;
      }
      for (const std::string& line : refusals.folded(now)) server_log.write(line);
      if (const std::shared_ptr<Room> room = rooms.current()) room->settle(now);
      if (now - refusals_told >= limits->rules().told_every) {
        if (const std::string line = limits->refusals_told(now); !line.empty()) server_log.write(line);
        refusals_told = now;
      }
    }
    // What is still counted is told before the server stops.
    for (const std::string& line : refusals.folded(Clock::now() + std::chrono::hours(1))) server_log.write(line);
    if (const std::string line = limits->refusals_told(Clock::now()); !line.empty()) server_log.write(line);
  }

  RoomSlot& rooms;
  std::mutex site_mutex;
  std::condition_variable site_known;
  bool site_set = false;
  Site site;
  std::optional<ConnectionLimits> limits;
  RefusalWatch refusals;
  ServerLog server_log;
  RequestRate rate;
  WriteQueue writes;
  /// The organiser's commands, two at a time (organiser_run.h): a seating search of minutes leaves room for the
  /// console's other forms, and no more than two tenbou processes run beside the server.
  WriteQueue commands{2, 8};
  MHD_Daemon* daemon = nullptr;
  std::atomic<int> answering = 0;  ///< requests whole and not yet answered
  std::mutex run_mutex;
  std::condition_variable stopping;
  bool stop_asked = false;
  std::atomic<bool> stop_said = false;  ///< stop_asked, for the routes (Site::stopping)
  CommandCancel cancel;  ///< the organiser's Cancel of the command running (Site::cancel)
};

HttpServer::HttpServer(RoomSlot& rooms, std::ostream& log, Limits limits)
    : impl_(std::make_unique<Impl>(rooms, log, limits)) {}

HttpServer::~HttpServer() {
  if (impl_->daemon) microhttpd().stop_daemon(impl_->daemon);
}

int HttpServer::listen(const std::string& address, int port) {
  const auto where = listen_address(address, port);
  const Error refused{"could not listen on " + address + ":" + std::to_string(port) +
                          " (the port is in use, or the address is not this machine's): try another port or bind",
                      naming_fields({{"field", "port"}, {"value", port}}, {"port", "bind"})};
  if (!where) throw refused;
  Impl& i = *impl_;
  i.writes.start();
  i.commands.start();
  i.daemon = microhttpd().start_daemon(
      MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ITC | MHD_ALLOW_SUSPEND_RESUME | (where->ipv6 ? MHD_USE_DUAL_STACK : 0),
      static_cast<std::uint16_t>(port), &Impl::on_accept, &i, &Impl::on_request, &i,
      MHD_OPTION_SOCK_ADDR, where->address(), MHD_OPTION_THREAD_POOL_SIZE, kThreads,
      MHD_OPTION_CONNECTION_LIMIT, static_cast<unsigned>(i.limits->rules().total + kLocalConnections),
      MHD_OPTION_CONNECTION_TIMEOUT, kIdleSeconds, MHD_OPTION_CONNECTION_MEMORY_LIMIT, kConnectionMemory,
      MHD_OPTION_LISTEN_BACKLOG_SIZE, 1024u, MHD_OPTION_NOTIFY_CONNECTION, &Impl::on_connection, &i,
      MHD_OPTION_NOTIFY_COMPLETED, &Impl::on_completed, &i, MHD_OPTION_URI_LOG_CALLBACK, &Impl::on_address, &i,
      MHD_OPTION_END);
  if (!i.daemon) throw refused;
  const MHD_DaemonInfo* bound = microhttpd().get_daemon_info(i.daemon, MHD_DAEMON_INFO_BIND_PORT);
  return bound ? bound->port : port;
}

void HttpServer::set_site(Site site) {
  std::lock_guard lock(impl_->site_mutex);
  impl_->site = std::move(site);
  impl_->site.stopping = &impl_->stop_said;
  impl_->site.cancel = &impl_->cancel;
  impl_->site_set = true;
  impl_->site_known.notify_all();
}

void HttpServer::run() {
  impl_->watch();
  // No new connections; the requests in flight are answered (for a bounded time) before every connection
  // is closed.
  microhttpd().quiesce_daemon(impl_->daemon);
  for (const auto until = Clock::now() + kStopWait; impl_->answering > 0 && Clock::now() < until;)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  impl_->writes.stop();  // the writes queued are made and their connections resumed, before the daemon goes
  impl_->commands.stop();
  microhttpd().stop_daemon(impl_->daemon);
  impl_->daemon = nullptr;
}

void HttpServer::stop() {
  std::lock_guard lock(impl_->run_mutex);
  impl_->stop_asked = true;
  impl_->stop_said = true;
  impl_->stopping.notify_all();
}

}  // namespace tenbou::server
