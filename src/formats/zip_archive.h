#pragma once
// Zip archives as Office Open XML files use them: the workbook tenbou writes (stored, no compression) and the
// workbooks it reads (stored or deflated, as Excel and LibreOffice write them; zlib inflates). Every size is
// checked against the archive's bytes and a bound, so a damaged or hostile file is refused, never followed.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/error.h"

namespace tenbou {

/// A zip archive that cannot be read, and why.
struct ZipError : Error {
  using Error::Error;
};

/// The bytes of an archive of `files` (name, content), stored without compression, dated 1980-01-01.
std::string zip_archive(const std::vector<std::pair<std::string, std::string>>& files);

/// A zip archive's members, found through its central directory; each is read (and inflated) when asked for.
class ZipReader {
 public:
  /// Throws ZipError when `bytes` is not a zip archive. The bytes must outlive the reader.
  explicit ZipReader(std::string_view bytes);

  /// The content of member `name` (its path in the archive), or nothing if there is none. Throws ZipError when the
  /// member is damaged, compressed in a way other than deflate, or larger than `limit` bytes once read.
  std::optional<std::string> read(const std::string& name, std::size_t limit) const;

 private:
  /// Where a member is and how it is stored, from its central directory entry.
  struct Member {
    std::size_t header = 0;  ///< offset of its local header
    unsigned method = 0;     ///< 0 stored, 8 deflated
    std::size_t packed = 0, size = 0;
    unsigned long crc = 0;
  };
  std::string_view bytes_;
  std::map<std::string, Member> members_;
};

}  // namespace tenbou
