#include "base/name_key.h"

#include "base/unicode.h"

namespace tenbou {

bool same_name(std::string_view a, std::string_view b) { return a == b || name_key(a) == name_key(b); }

std::string name_key(std::string_view name) { return unicode::folded(name); }

}  // namespace tenbou
