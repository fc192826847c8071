#include "server/stop_signals.h"

#include <windows.h>

namespace tenbou::server {
namespace {

/// Set by the console's handler when a stop comes, and by the destructor to end the waiting thread. Windows calls
/// the handler on a thread of its own, which only sets it: the waiting thread does the rest.
std::atomic<bool> stop_requested = false;

void request_stop() {
  stop_requested = true;
  stop_requested.notify_all();
}

/// Ctrl-C, Ctrl-Break, the console window closed, and the system's logoff and shutdown (to a service). After the
/// last three Windows ends the process once this returns (or after 5 s): the handler waits up to 4.5 s, so that
/// the server answers the requests in flight and closes the file, and the process ends as after Ctrl-C.
BOOL WINAPI on_console_event(DWORD event) {
  switch (event) {
    case CTRL_C_EVENT:
    case CTRL_BREAK_EVENT:
      request_stop();
      return TRUE;
    case CTRL_CLOSE_EVENT:
    case CTRL_LOGOFF_EVENT:
    case CTRL_SHUTDOWN_EVENT:
      request_stop();
      Sleep(4500);  // the program's own end, once the server has stopped, ends this thread too
      return TRUE;
    default:
      return FALSE;
  }
}

}  // namespace

StopSignals::StopSignals(std::function<void()> on_stop) {
  stop_requested = false;
  SetConsoleCtrlHandler(on_console_event, TRUE);
  waiter_ = std::thread([this, on_stop = std::move(on_stop)] {
    stop_requested.wait(false);
    if (received_.exchange(true)) return;  // woken by the destructor
    on_stop();
  });
}

StopSignals::~StopSignals() {
  SetConsoleCtrlHandler(on_console_event, FALSE);
  if (!received_.exchange(true)) request_stop();
  waiter_.join();
}

}  // namespace tenbou::server
