#pragma once
// A line typed at the table split into words as a shell splits them: spaces separate words, single and
// double quotes group them ("Alice Martin"), a backslash takes the next character as it is.

#include <string>
#include <string_view>
#include <vector>

namespace tenbou::cli {

/// The words of `line`. Throws InputError for a quote that is never closed.
std::vector<std::string> split_words(std::string_view line);

}  // namespace tenbou::cli
