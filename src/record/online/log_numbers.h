#pragma once
// The numbers of an online log's text ("250,250,250,250", "30,12000,2"), each read within the bounds of what it
// can be, a refusal naming the hand and the field: a log's numbers out of range are refused, never wrapped.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "formats/xml_tags.h"

namespace tenbou {

/// Reads the numbers of one hand of a log (`hand` its label, "" before the first).
class LogNumbers {
 public:
  explicit LogNumbers(std::string hand) : hand_(std::move(hand)) {}

  /// `text` as a comma-separated list of min_count to max_count whole numbers, each from `min` to `max`.
  std::vector<int> numbers_of(std::string_view field, std::string_view text, std::size_t min_count,
                              std::size_t max_count, long min, long max) const;
  /// `text` as a comma-separated list of exactly `count` decimal numbers ("293,-10.7,...").
  std::vector<double> decimals(std::string_view field, std::string_view text, std::size_t count) const;

  /// Attribute `key` of `tag`, which must be there, as one whole number or a list of `count`.
  int integer(const XmlTag& tag, std::string_view key, long min, long max) const;
  std::vector<int> list(const XmlTag& tag, std::string_view key, std::size_t count, long min, long max) const;

 private:
  [[noreturn]] void fail(std::string_view field, const std::string& what) const;
  const std::string& attribute(const XmlTag& tag, std::string_view key) const;

  std::string hand_;
};

}  // namespace tenbou
