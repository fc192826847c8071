#include "record/online/log_numbers.h"

#include <charconv>

#include "base/unicode.h"
#include "record/online/online_log.h"

namespace tenbou {
namespace {

/// The comma-separated parts of `text` (none for an empty text).
std::vector<std::string_view> parts_of(std::string_view text) {
  std::vector<std::string_view> parts;
  if (text.empty()) return parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    parts.push_back(text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (comma == std::string_view::npos) return parts;
    start = comma + 1;
  }
}

}  // namespace

void LogNumbers::fail(std::string_view field, const std::string& what) const {
  throw LogError(hand_, std::string(field) + " " + what);
}

std::vector<int> LogNumbers::numbers_of(std::string_view field, std::string_view text, std::size_t min_count,
                                        std::size_t max_count, long min, long max) const {
  const std::vector<std::string_view> parts = parts_of(text);
  if (parts.size() < min_count || parts.size() > max_count)
    fail(field, "has " + std::to_string(parts.size()) + " numbers, not " +
                    (min_count == max_count ? std::to_string(min_count)
                                            : std::to_string(min_count) + " to " + std::to_string(max_count)));
  std::vector<int> out;
  for (std::string_view part : parts) {
    long value = 0;
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (error != std::errc() || end != part.data() + part.size())
      fail(field, "holds \"" + unicode::printable(std::string(part.substr(0, 40))) + "\", not a whole number");
    if (value < min || value > max)
      fail(field, "holds " + std::to_string(value) + ", out of range (" + std::to_string(min) + " to " +
                      std::to_string(max) + ")");
    out.push_back(static_cast<int>(value));
  }
  return out;
}

std::vector<double> LogNumbers::decimals(std::string_view field, std::string_view text, std::size_t count) const {
  const std::vector<std::string_view> parts = parts_of(text);
  if (parts.size() != count) fail(field, "has " + std::to_string(parts.size()) + " numbers, not " + std::to_string(count));
  std::vector<double> out;
  for (std::string_view part : parts) {
    double value = 0;
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (error != std::errc() || end != part.data() + part.size() || !(value > -1e7 && value < 1e7))
      fail(field, "holds \"" + unicode::printable(std::string(part.substr(0, 40))) + "\", not a number of points");
    out.push_back(value);
  }
  return out;
}

const std::string& LogNumbers::attribute(const XmlTag& tag, std::string_view key) const {
  const std::string* value = tag.attribute(key);
  if (!value) fail(std::string(tag.name) + "'s " + std::string(key), "is missing");
  return *value;
}

int LogNumbers::integer(const XmlTag& tag, std::string_view key, long min, long max) const {
  return numbers_of(std::string(tag.name) + "'s " + std::string(key), attribute(tag, key), 1, 1, min, max)[0];
}

std::vector<int> LogNumbers::list(const XmlTag& tag, std::string_view key, std::size_t count, long min, long max) const {
  return numbers_of(std::string(tag.name) + "'s " + std::string(key), attribute(tag, key), count, count, min, max);
}

}  // namespace tenbou
