#pragma once
// When two player names are the same name: records, imports and the directory of players must agree on it,
// or a player typed "ZOË" at one door and "Zoë" at another would be two people.

#include <string>
#include <string_view>

namespace tenbou {

/// Player names are the same when they differ only in case or in Unicode normalisation ("ZOË", "Zoë").
bool same_name(std::string_view a, std::string_view b);

/// A name normalised and case-folded: names are the same exactly when these are equal.
std::string name_key(std::string_view name);

}  // namespace tenbou
