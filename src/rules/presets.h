#pragma once
// The ruleset presets shipped in data/rulesets, compiled into the binary.

#include <string_view>
#include <vector>

namespace tenbou {

/// The text of one preset file, named after the file.
struct PresetText {
  std::string_view name;
  std::string_view json;
};

/// The preset a tournament gets when none is named: the EMA's rules of 2016, which its tournaments play.
inline constexpr std::string_view kDefaultPreset = "ema2016";

/// Every preset, sorted by file name (generated at build time).
const std::vector<PresetText>& preset_texts();

}  // namespace tenbou
