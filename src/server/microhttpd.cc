#include "server/microhttpd.h"

#include <dlfcn.h>

#include <string>
#include <type_traits>

#include "base/error.h"

namespace tenbou::server {
namespace {

/// The library's functions, or the reason it could not be loaded.
struct Loaded {
  Microhttpd functions{};
  std::string problem;
};

Loaded load() {
  Loaded out;
  // TENBOU_MICROHTTPD is the library's soname, found by the build (libmicrohttpd.so.12).
  void* library = dlopen(TENBOU_MICROHTTPD, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    out.problem = dlerror();
    return out;
  }
  const auto find = [&](auto& function, const char* name) {
    function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(library, name));
    if (!function && out.problem.empty()) out.problem = std::string(name) + " is missing";
  };
  Microhttpd& f = out.functions;
  find(f.start_daemon, "MHD_start_daemon");
  find(f.get_daemon_info, "MHD_get_daemon_info");
  find(f.quiesce_daemon, "MHD_quiesce_daemon");
  find(f.stop_daemon, "MHD_stop_daemon");
  find(f.lookup_connection_value, "MHD_lookup_connection_value");
  find(f.get_connection_values, "MHD_get_connection_values");
  find(f.get_connection_info, "MHD_get_connection_info");
  find(f.create_response_from_buffer, "MHD_create_response_from_buffer");
  find(f.add_response_header, "MHD_add_response_header");
  find(f.queue_response, "MHD_queue_response");
  find(f.destroy_response, "MHD_destroy_response");
  return out;
}

}  // namespace

const Microhttpd& microhttpd() {
  static const Loaded loaded = load();  // the library stays loaded until the process ends
  if (!loaded.problem.empty())
    throw Error{"tenbou serve needs the HTTP library " TENBOU_MICROHTTPD ", which could not be loaded (" + loaded.problem +
                "): install libmicrohttpd"};
  return loaded.functions;
}

}  // namespace tenbou::server
