#include "report/catalogue.h"

#include <algorithm>

namespace tenbou {

std::string_view CatalogueText::form(std::string_view category) const {
  for (std::size_t i = 0; i < kPluralForms.size(); ++i)
    if (kPluralForms[i] == category && !forms[i].empty()) return forms[i];
  return other;
}

const CatalogueText* Catalogue::find(std::string_view key) const {
  const auto it = std::lower_bound(texts.begin(), texts.end(), key,
                                   [](const CatalogueText& t, std::string_view k) { return t.key < k; });
  return it != texts.end() && it->key == key ? &*it : nullptr;
}

}  // namespace tenbou
