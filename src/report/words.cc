#include "report/words.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <mutex>
#include <stdexcept>

#include "report/text_table.h"

namespace tenbou {
namespace {

const nlohmann::json& catalogue_of(Language language) {
  static std::mutex mutex;
  static std::map<Language, nlohmann::json> catalogues;
  const std::lock_guard lock(mutex);
  auto found = catalogues.find(language);
  if (found != catalogues.end()) return found->second;
  nlohmann::json catalogue = nlohmann::json::object();
  for (const LanguageText& t : language_texts())
    if (std::string_view(t.name) == language_code(language)) catalogue = nlohmann::json::parse(t.text);
  return catalogues.emplace(language, std::move(catalogue)).first->second;
}

/// `text` with each {name} replaced by its value, in one pass: a value that holds "{...}" (a tournament's name) is
/// never read as a placeholder itself.
std::string filled(const std::string& text, const WordArgs& args) {
  std::string out;
  for (std::size_t at = 0;;) {
    const std::size_t open = text.find('{', at), close = open == std::string::npos ? open : text.find('}', open);
    if (close == std::string::npos) return out + text.substr(at);
    out.append(text, at, open - at);
    const std::string_view name(text.data() + open + 1, close - open - 1);
    const auto arg = std::find_if(args.begin(), args.end(), [&](const auto& a) { return a.first == name; });
    if (arg == args.end())
      out.append(text, open, close - open + 1);
    else
      out += arg->second;
    at = close + 1;
  }
}

}  // namespace

Words::Words(Language language)
    : language_(language), catalogue_(&catalogue_of(language)), english_(&catalogue_of(Language::En)) {
  for (const nlohmann::json* catalogue : {english_, catalogue_})  // the language's entries over English's
    for (const auto& [key, value] : catalogue->items()) entries_[key] = &value;
}

const nlohmann::json& Words::entry(std::string_view key) const {
  if (const auto it = entries_.find(key); it != entries_.end()) return *it->second;
  throw std::logic_error("no catalogue has the key " + std::string(key));  // a bug: the catalogue check names it first
}

std::string Words::operator()(std::string_view key, const WordArgs& args) const {
  const nlohmann::json& e = entry(key);
  return filled(e.is_string() ? e.get_ref<const std::string&>() : e.value("other", std::string()), args);
}

std::string Words::counted(std::string_view key, long long n, const WordArgs& args) const {
  const nlohmann::json& e = entry(key);
  std::string form = e.is_string() ? e.get<std::string>() : e.value(plural_category(language_, n), e.value("other", std::string()));
  WordArgs all = args;
  all.emplace_back("n", number(n));
  return filled(std::move(form), all);
}

std::string Words::wind(int wind) const {
  static const char* const kKeys[] = {"wind.east", "wind.south", "wind.west", "wind.north"};
  return (*this)(kKeys[wind % 4]);
}

std::string Words::decimal(double value, int digits) const {
  std::string text = format_decimal(value, digits);
  if (language_ != Language::En) std::replace(text.begin(), text.end(), '.', ',');
  return text;
}

nlohmann::json Words::for_script(std::string_view prefix) const {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [key, value] : english_->items())
    if (key.rfind(prefix, 0) == 0) out[key] = catalogue_->contains(key) ? (*catalogue_)[key] : value;
  return out;
}

const Words& words_in(Language language) {
  static const Words en(Language::En), de(Language::De), fr(Language::Fr), pl(Language::Pl), nl(Language::Nl);
  switch (language) {
    case Language::De: return de;
    case Language::Fr: return fr;
    case Language::Pl: return pl;
    case Language::Nl: return nl;
    default: return en;
  }
}

std::string refusal_text(const Words& words, const nlohmann::json& spec) {
  WordArgs args;
  const nlohmann::json values = spec.value("args", nlohmann::json::object());
  for (const auto& [name, value] : values.items()) {
    if (value.is_object()) {
      args.emplace_back(name, refusal_text(words, value));
      continue;
    }
    const std::string text = value.is_string() ? value.get<std::string>() : value.dump();
    long long n = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    const bool number = error == std::errc() && end == text.data() + text.size();
    if (name == "seat" && number)
      args.emplace_back(name, words.wind(static_cast<int>(n)));
    else
      args.emplace_back(name, number && (n >= 1000 || n <= -1000) ? words.number(n) : text);
  }
  return words(spec.value("key", std::string()), args);
}

}  // namespace tenbou
