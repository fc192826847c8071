#include "server/microhttpd.h"

#include "base/shared_library.h"

namespace tenbou::server {

const Microhttpd& microhttpd() {
  // TENBOU_MICROHTTPD is the library's soname, found by the build (libmicrohttpd.so.12). Should loading it fail,
  // the next call tries again, and says so again.
  static const Microhttpd functions = [] {
    const SharedLibrary library(TENBOU_MICROHTTPD, "tenbou serve", "libmicrohttpd");
    Microhttpd f;
    library.find(f.start_daemon, "MHD_start_daemon");
    library.find(f.get_daemon_info, "MHD_get_daemon_info");
    library.find(f.quiesce_daemon, "MHD_quiesce_daemon");
    library.find(f.stop_daemon, "MHD_stop_daemon");
    library.find(f.lookup_connection_value, "MHD_lookup_connection_value");
    library.find(f.get_connection_values, "MHD_get_connection_values");
    library.find(f.get_connection_info, "MHD_get_connection_info");
    library.find(f.set_connection_option, "MHD_set_connection_option");
    library.find(f.suspend_connection, "MHD_suspend_connection");
    library.find(f.resume_connection, "MHD_resume_connection");
    library.find(f.create_response_from_buffer, "MHD_create_response_from_buffer");
    library.find(f.add_response_header, "MHD_add_response_header");
    library.find(f.queue_response, "MHD_queue_response");
    library.find(f.destroy_response, "MHD_destroy_response");
    return f;
  }();
  return functions;
}

}  // namespace tenbou::server
