#include "tournament/exchange/import_problems.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"

namespace tenbou {

ImportProblems::ImportProblems(std::string source, std::string nothing)
    : source_(std::move(source)), nothing_(std::move(nothing)) {}

void ImportProblems::add(const std::string& where, const std::string& message,
                         std::initializer_list<std::string_view> fields) {
  problems_.push_back(where.empty() ? message : where + ": " + message);
  for (std::string_view field : fields) fields_.emplace_back(field);
}

void ImportProblems::add(const std::string& where, const TournamentError& refusal) {
  add(where, refusal.message);
  if (const auto named = refusal.detail().find("fields"); named != refusal.detail().end() && named->is_array())
    for (const nlohmann::json& field : *named)  // the fields each problem names, in order
      if (field.is_string()) fields_.push_back(field.get<std::string>());
}

void ImportProblems::raise() const { raise(nlohmann::json::object()); }

void ImportProblems::raise(nlohmann::json detail) const {
  if (problems_.empty()) return;
  const std::string head = source_.empty() ? std::string() : source_ + ": ";
  std::string message = problems_.size() == 1
                            ? head + problems_.front() + "; " + nothing_
                            : head + counted(static_cast<long long>(problems_.size()), "problem") + ", " + nothing_ + ":";
  for (std::size_t i = 0; problems_.size() > 1 && i < problems_.size() && i < kProblemsShown; ++i)
    message += "\n  " + problems_[i];
  if (problems_.size() > kProblemsShown)
    message += "\n  ... and " + std::to_string(problems_.size() - kProblemsShown) + " more";
  detail["problems"] = problems_;
  detail["fields"] = fields_;
  detail["fields_from"] = head.size();  // a file's name is no field, whatever its words
  throw TournamentError{message, std::move(detail)};
}

}  // namespace tenbou
