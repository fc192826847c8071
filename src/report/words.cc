#include "report/words.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "report/catalogue.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

/// The compiled catalogue of `language` (English's when it has none).
const Catalogue& catalogue_of(Language language) {
  const std::span<const Catalogue> all = catalogues();
  const std::string_view code = language_code(language);
  const auto found = std::find_if(all.begin(), all.end(), [&](const Catalogue& c) { return c.code == code; });
  if (found != all.end()) return *found;
  if (language == Language::En) throw std::logic_error("no English catalogue is compiled in");  // a broken build
  return catalogue_of(Language::En);
}

/// `text` with each {name} replaced by its value, in one pass: a value that holds "{...}" (a tournament's name) is
/// never read as a placeholder itself.
std::string filled(std::string_view text, const WordArgs& args) {
  std::string out;
  for (std::size_t at = 0;;) {
    const std::size_t open = text.find('{', at), close = open == std::string::npos ? open : text.find('}', open);
    if (close == std::string::npos) return out.append(text.substr(at));
    out.append(text.substr(at, open - at));
    const std::string_view name = text.substr(open + 1, close - open - 1);
    const auto arg = std::find_if(args.begin(), args.end(), [&](const auto& a) { return a.first == name; });
    if (arg == args.end())
      out.append(text.substr(open, close - open + 1));
    else
      out += arg->second;
    at = close + 1;
  }
}

/// A text as a page's script takes it: the text, or an object of its plural forms.
nlohmann::json script_value(const CatalogueText& text) {
  if (!text.counted) return std::string(text.other);
  nlohmann::json forms = {{"other", std::string(text.other)}};
  for (std::size_t i = 0; i < kPluralForms.size(); ++i)
    if (!text.forms[i].empty()) forms[std::string(kPluralForms[i])] = std::string(text.forms[i]);
  return forms;
}

}  // namespace

Words::Words(Language language)
    : language_(language), catalogue_(&catalogue_of(language)), english_(&catalogue_of(Language::En)) {}

const CatalogueText& Words::entry(std::string_view key) const {
  if (const CatalogueText* text = catalogue_->find(key)) return *text;  // the language's text over English's
  if (const CatalogueText* text = english_->find(key)) return *text;
  throw std::logic_error("no catalogue has the key " + std::string(key));  // a bug: the catalogue check names it first
}

std::string Words::operator()(std::string_view key, const WordArgs& args) const {
  return filled(entry(key).other, args);
}

std::string Words::counted(std::string_view key, long long n, const WordArgs& args) const {
  const CatalogueText& e = entry(key);
  WordArgs all = args;
  all.emplace_back("n", number(n));
  return filled(e.counted ? e.form(plural_category(language_, n)) : e.other, all);
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
  for (const CatalogueText& text : english_->texts)
    if (text.key.starts_with(prefix)) out[std::string(text.key)] = script_value(entry(text.key));
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
