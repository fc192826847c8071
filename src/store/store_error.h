#pragma once
// Why a tournament file cannot be used.

#include "base/error.h"

namespace tenbou {

/// A database that cannot be opened, created or upgraded, in words for the user.
struct StoreError : Error {
  using Error::Error;
};

}  // namespace tenbou
