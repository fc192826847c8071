#pragma once
// The tags of a flat XML document, one after another, as Tenhou's game logs are written: a root element holding
// empty elements with attributes. Not a general XML parser: no document type and no entity of its own (so none
// that expands), no CDATA, no text but white space, no element nested below the root. What a hostile file could
// use to make a reader work or allocate without bound is refused, in words naming where it is.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/error.h"

namespace tenbou {

/// A document `for_each_xml_tag` refuses: what is wrong and at which byte (in its message).
struct XmlError : Error {
  XmlError(std::string message, std::size_t offset);
};

/// One tag: its name and attributes (values with their character references replaced), in document order.
struct XmlTag {
  std::string_view name;
  std::vector<std::pair<std::string_view, std::string>> attributes;
  bool closing = false;  ///< `</name>`
  bool empty = false;    ///< `<name ... />`

  /// The value of attribute `key`, or nullptr.
  const std::string* attribute(std::string_view key) const;
};

/// The most attributes one tag may have (Tenhou's AGARI has about sixteen).
inline constexpr std::size_t kMaxXmlAttributes = 64;

/// Calls `each` for every tag of `text` in order, the XML declaration and comments skipped. Throws XmlError for
/// what this reader refuses (above) and for malformed tags.
void for_each_xml_tag(std::string_view text, const std::function<void(const XmlTag&)>& each);

}  // namespace tenbou
