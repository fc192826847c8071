#include "test_support.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <vector>

#include <SQLiteCpp/SQLiteCpp.h>

#include "base/child_process.h"

namespace tenbou::test {

std::string read_source_file(const std::string& relative_path) {
  std::ifstream in(std::string(TENBOU_SOURCE_DIR) + "/" + relative_path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read test file " + relative_path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const Ruleset& preset(const std::string& name) {
  static std::map<std::string, Ruleset> cache;
  auto it = cache.find(name);
  if (it == cache.end()) it = cache.emplace(name, load_ruleset(name, nullptr)).first;
  return it->second;
}

std::string database_content(const std::string& path) {
  SQLite::Database db(path, SQLite::OPEN_READONLY);
  std::string out;
  SQLite::Statement tables(db, "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name");
  while (tables.executeStep()) {
    const std::string name = tables.getColumn(0).getString();
    out += "table " + name + ": " + tables.getColumn(1).getString() + "\n";
    SQLite::Statement rows(db, "SELECT * FROM \"" + name + "\" ORDER BY rowid");
    while (rows.executeStep()) {
      for (int i = 0; i < rows.getColumnCount(); ++i)
        out += (i ? " | " : "") + (rows.getColumn(i).isNull() ? std::string("NULL") : rows.getColumn(i).getString());
      out += "\n";
    }
  }
  return out + "user_version " + db.execAndGet("PRAGMA user_version").getString() + "\n";
}

TempDir::TempDir() {
  // A random name the directory does not exist under yet (create_directory says whether it made it).
  static thread_local std::mt19937_64 random{std::random_device{}()};
  const std::filesystem::path base = std::filesystem::temp_directory_path();
  for (int attempt = 0; attempt < 100; ++attempt) {
    char name[32];
    std::snprintf(name, sizeof name, "tenbou-test-%016llx", static_cast<unsigned long long>(random()));
    if (std::filesystem::create_directory(base / name)) {
      path_ = (base / name).generic_string();
      return;
    }
  }
  throw std::runtime_error("cannot make a temporary directory in " + base.string());
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::string TempDir::write(const std::string& name, const std::string& text) const {
  const std::string file = path_ + "/" + name;
  std::ofstream(file, std::ios::binary) << text;
  return file;
}

std::string malformed_xml(const std::string& xml) {
  std::vector<std::string> open;
  static const std::regex kTag(R"#(^<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<]*")*)\s*(/?)>)#");
  for (std::size_t at = 0; at < xml.size();) {
    if (xml[at] == '&') {
      static const std::regex kEntity("^&(amp|lt|gt|quot|#39);");
      if (!std::regex_search(xml.begin() + static_cast<long>(at), xml.end(), kEntity)) return "a bare & at " + std::to_string(at);
      ++at;
      continue;
    }
    if (xml[at] != '<') {
      ++at;
      continue;
    }
    std::smatch tag;
    const std::string rest = xml.substr(at, 2000);
    if (!std::regex_search(rest, tag, kTag)) return "a broken tag at " + std::to_string(at) + ": " + rest.substr(0, 60);
    if (tag[1] == "/") {
      if (open.empty() || open.back() != tag[2]) return "</" + tag[2].str() + "> closes nothing open at " + std::to_string(at);
      open.pop_back();
    } else if (tag[4] != "/") {
      open.push_back(tag[2]);
    }
    at += static_cast<std::size_t>(tag.length(0));
  }
  return open.empty() ? "" : "<" + open.back() + "> is never closed";
}


RunResult run_program(const std::string& program, const std::vector<std::string>& args, const std::string& input) {
  const ChildRun run = run_child(program, args, input);
  return {run.status, run.out, run.err};
}

RunResult run_tenbou(const std::vector<std::string>& args, const std::string& input) {
  return run_program(TENBOU_BINARY, args, input);
}

}  // namespace tenbou::test

// An Error escaping a test is reported with its message, not as an unknown exception.
REGISTER_EXCEPTION_TRANSLATOR(const tenbou::Error& e) { return doctest::String(e.message.c_str()); }
