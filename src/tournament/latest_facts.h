#pragma once
// Facts that are only ever added (a team's, a stage's): the latest fact of each thing holds, the others are its history.

#include <map>
#include <utility>
#include <vector>

namespace tenbou {

/// The latest of `facts` (oldest first) for each thing, by the number `number_of` gives a fact's thing.
template <class Fact, class NumberOf>
std::map<int, Fact> latest_facts(std::vector<Fact> facts, NumberOf number_of) {
  std::map<int, Fact> out;
  for (Fact& fact : facts) out[number_of(fact)] = std::move(fact);
  return out;
}

}  // namespace tenbou
