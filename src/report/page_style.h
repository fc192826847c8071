#pragma once
// The one stylesheet of every tenbou page, compiled in: readable from a phone (390 px) to a projector (1920
// px) without sideways scrolling, and printed on A4 with headings kept with what follows.

#include <string_view>

namespace tenbou {

/// The stylesheet. Classes pages use: `num` (a number, right-aligned, never broken), `opt` (a column a
/// phone leaves out), body classes `sheet`, `projector` and `seating` for those layouts.
std::string_view page_style();

}  // namespace tenbou
