#pragma once
// How a tournament file is opened.

namespace tenbou {

/// How a tournament file is opened.
enum class OpenMode {
  Create,     ///< a new file; an existing one is refused
  ReadWrite,  ///< an existing file, upgraded to the current schema
  ReadOnly,   ///< an existing file, never written: works on read-only files and folders; an older file is
              ///< upgraded in memory only
};

}  // namespace tenbou
