#pragma once
// libmicrohttpd, loaded when a server starts rather than with every command: linked, it brings GnuTLS and a
// dozen libraries more that each run of tenbou would load and relocate (about 1.7 ms and 5.8 million
// instructions a process, a third of a `hand draw`).

#include <microhttpd.h>

namespace tenbou::server {

/// The functions of libmicrohttpd the server calls, each named as in the library without its MHD_ prefix.
struct Microhttpd {
  decltype(&MHD_start_daemon) start_daemon;
  decltype(&MHD_get_daemon_info) get_daemon_info;
  decltype(&MHD_quiesce_daemon) quiesce_daemon;
  decltype(&MHD_stop_daemon) stop_daemon;
  decltype(&MHD_lookup_connection_value) lookup_connection_value;
  decltype(&MHD_get_connection_values) get_connection_values;
  decltype(&MHD_get_connection_info) get_connection_info;
  decltype(&MHD_set_connection_option) set_connection_option;
  decltype(&MHD_suspend_connection) suspend_connection;
  decltype(&MHD_resume_connection) resume_connection;
  decltype(&MHD_create_response_from_buffer) create_response_from_buffer;
  decltype(&MHD_add_response_header) add_response_header;
  decltype(&MHD_queue_response) queue_response;
  decltype(&MHD_destroy_response) destroy_response;
};

/// The library, loaded by the first call (any thread). Throws Error naming the library when it cannot be loaded.
const Microhttpd& microhttpd();

}  // namespace tenbou::server
