#pragma once
// A site `tenbou publish` wrote, read back for the end-to-end tests: its files, their times, the links that lead
// nowhere and the pages of each language.

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace tenbou::test {

/// Every file of the site, by its path inside the folder ("en/index.html"), with its content.
inline std::map<std::string, std::string> site_files(const std::string& folder) {
  std::map<std::string, std::string> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    out[std::filesystem::relative(entry.path(), folder).generic_string()] = text.str();
  }
  return out;
}

/// Every file's modification time, by its path inside the folder.
inline std::map<std::string, std::filesystem::file_time_type> file_times(const std::string& folder) {
  std::map<std::string, std::filesystem::file_time_type> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder))
    if (entry.is_regular_file())
      out[std::filesystem::relative(entry.path(), folder).generic_string()] = entry.last_write_time();
  return out;
}

/// The links of every page that lead nowhere in the site (or off it), as "page -> link".
inline std::vector<std::string> broken_links(const std::map<std::string, std::string>& files) {
  static const std::regex kLink(R"#((?:href|src)="([^"]*)")#");
  std::vector<std::string> out;
  for (const auto& [name, text] : files) {
    if (!name.ends_with(".html")) continue;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kLink); it != std::sregex_iterator(); ++it) {
      const std::string link = (*it)[1];
      const std::filesystem::path target = (std::filesystem::path(name).parent_path() / link).lexically_normal();
      if (link.find(':') != std::string::npos || !files.count(target.generic_string())) out.push_back(name + " -> " + link);
    }
  }
  return out;
}

/// The pages of one language folder ("en/"), by file name.
inline std::set<std::string> pages_in(const std::map<std::string, std::string>& files, const std::string& code) {
  std::set<std::string> out;
  for (const auto& [name, text] : files)
    if (name.starts_with(code + "/")) out.insert(name.substr(code.size() + 1));
  return out;
}

}  // namespace tenbou::test
