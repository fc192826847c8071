#pragma once
// What a write must look like before any route reads it, as defence in depth against other sites in a
// player's browser: a JSON body (a form on another site cannot send one without asking), an Origin that is
// this server's own when one is sent (scripts send none), and the key in the Authorization header, never in
// the address, where it would be kept in histories and logs.

#include <optional>

#include "server/exchange.h"

namespace tenbou::server {

/// The refusal for a POST that breaks those rules (415, 403 or 401), or nothing.
std::optional<Reply> refuse_write(const Request& request);

}  // namespace tenbou::server
