#pragma once
// Why a tournament file cannot be used.

#include <string>

namespace tenbou {

/// A database that cannot be opened, created or upgraded, in words for the user.
struct StoreError {
  std::string message;
};

}  // namespace tenbou
