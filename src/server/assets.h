#pragma once
// The scripts of the live pages (src/server/assets), compiled into the binary: the server needs no files.

#include <string_view>
#include <vector>

namespace tenbou::server {

/// One script, named after its file without the extension ("table" for table.js).
struct AssetText {
  std::string_view name;
  std::string_view text;
};

/// Every script, sorted by file name (generated at build time).
const std::vector<AssetText>& asset_texts();

}  // namespace tenbou::server
