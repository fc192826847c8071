#include "server/recent_tournaments.h"

#include <charconv>
#include <filesystem>
#include <fstream>

#include "base/file_access.h"
#include "base/random_hex.h"

namespace tenbou::server {

std::string RecentTournaments::file() const {
  return folder_.empty() ? "" : path_text(file_path(folder_) / "recent-tournaments.txt");
}

std::vector<RecentTournaments::Entry> RecentTournaments::list() const {
  std::vector<Entry> entries;
  if (folder_.empty() || !not_a_file(file()).empty() || !too_large_to_read(file()).empty()) return entries;
  std::ifstream in(file_path(file()), std::ios::binary);
  std::string line;
  while (entries.size() < kKept && std::getline(in, line)) {
    const std::size_t tab = line.find('\t');
    if (tab == std::string::npos || tab + 1 == line.size()) continue;
    Entry entry{.path = line.substr(tab + 1)};
    const auto [end, error] = std::from_chars(line.data(), line.data() + tab, entry.opened);
    if (error != std::errc() || end != line.data() + tab) continue;
    entries.push_back(std::move(entry));
  }
  return entries;
}

void RecentTournaments::note(const std::string& path, std::int64_t now) const {
  if (folder_.empty() || path.find('\n') != std::string::npos) return;
  std::vector<Entry> entries = {{path, now}};
  for (Entry& e : list())
    if (e.path != path && entries.size() < kKept) entries.push_back(std::move(e));
  std::error_code ignored;
  std::filesystem::create_directories(file_path(folder_), ignored);
  // Written beside, then put in place: two consoles noting at once leave one whole list, never a torn one.
  const std::string draft = file() + "." + random_hex() + ".part";
  {
    std::ofstream out(file_path(draft), std::ios::binary | std::ios::trunc);
    for (const Entry& e : entries) out << e.opened << '\t' << e.path << '\n';
    if (!out.flush()) {
      out.close();
      std::filesystem::remove(file_path(draft), ignored);
      return;
    }
  }
  if (replace_file(draft, file()) != 0) std::filesystem::remove(file_path(draft), ignored);
}

}  // namespace tenbou::server
