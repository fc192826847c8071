#pragma once
// Why a tournament file cannot be used.

#include "formats/file_being_written.h"

namespace tenbou {

/// A database that cannot be opened, created or upgraded, in words for the user.
struct StoreError : FileError {
  using FileError::FileError;
};

}  // namespace tenbou
