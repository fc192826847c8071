#pragma once
// What the importers (games, results from CSV, players) refuse, collected so that the organiser fixes every
// problem of a file at once, and said alike by each: "SOURCE: 3 problems, nothing imported:" and the first
// problems one per line, or "SOURCE: line 4: ...; nothing imported" for one.

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "tournament/tournament_error.h"

namespace tenbou {

/// The problems of one import. Each is said with where it is (a line, a record) and the fields it names (see
/// base/named_fields.h); raise() refuses the whole import with all of them, the message listing the first
/// kProblemsShown.
class ImportProblems {
 public:
  static constexpr std::size_t kProblemsShown = 20;

  /// `source` names the input in the message (a file's name; empty for none), `nothing` says what did not happen
  /// ("nothing imported", "nothing recorded").
  explicit ImportProblems(std::string source = {}, std::string nothing = "nothing imported");

  /// Adds a problem at `where` ("line 4", "record 2"; empty for the input as a whole).
  void add(const std::string& where, const std::string& message, std::initializer_list<std::string_view> fields = {});
  /// Adds a refusal at `where`, with the fields it names.
  void add(const std::string& where, const TournamentError& refusal);

  bool empty() const { return problems_.empty(); }

  /// Throws TournamentError with every problem (in its detail: "problems" and "fields"), if there is any.
  void raise() const;
  /// The same, `detail`'s own keys (an object) added to the refusal's detail.
  void raise(nlohmann::json detail) const;

 private:
  std::string source_;
  std::string nothing_;
  std::vector<std::string> problems_;
  std::vector<std::string> fields_;
};

}  // namespace tenbou
