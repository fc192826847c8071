#pragma once
// Places in a ranked list where equal entries share one (1, 1, 3): the standings of groups, a stage's players cut,
// the EMA ranking.

#include <vector>

namespace tenbou {

/// Gives rows (best first) places from `first` on in their order; a row `same` as the one before shares its place,
/// and rows sharing a place are marked `shared`. Row has `int place` and `bool shared`.
template <class Row, class Same>
void share_places(std::vector<Row>& rows, Same same, int first = 1) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const bool tied = i > 0 && same(rows[i - 1], rows[i]);
    rows[i].place = tied ? rows[i - 1].place : first + static_cast<int>(i);
    rows[i].shared = tied || (i + 1 < rows.size() && same(rows[i], rows[i + 1]));
  }
}

}  // namespace tenbou
