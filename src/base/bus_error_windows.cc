#include "base/bus_error.h"

namespace tenbou {

// Windows has no SIGBUS, and nothing to set here: a mapped page that cannot be read or written raises the
// structured exception EXCEPTION_IN_PAGE_ERROR there, which ends the process with its own status.
void exit_on_bus_error(std::string_view) {}

}  // namespace tenbou
