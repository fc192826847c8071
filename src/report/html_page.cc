#include "report/html_page.h"

#include <algorithm>

#include "report/page_style.h"

namespace tenbou {
namespace {

/// A served page's languages: every language, as the same address with `query` and lang=xx.
std::string language_switch(Language current, const std::string& query) {
  std::vector<Language> every;
  for (const LanguageName& l : offered_languages()) every.push_back(l.language);
  return language_links(every, current, [&](const std::string& code) { return "?" + query + "lang=" + code; });
}

/// A published site's page's languages: the page's file in each language's folder.
std::string site_switch(const PageOptions& options) {
  return language_links(options.site_languages, options.language,
                        [&](const std::string& code) { return options.site_root + code + "/" + options.site_file; });
}

/// What a published site's page holds in its head: the shared stylesheet as a file, and its other languages.
std::string site_head(const PageOptions& options) {
  std::string out = "<link rel=\"stylesheet\" href=\"" + options.site_root + "style.css\">\n";
  for (Language l : options.site_languages)
    if (l != options.language)
      out += std::string("<link rel=\"alternate\" hreflang=\"") + language_code(l) + "\" href=\"" + options.site_root + language_code(l) +
             "/" + options.site_file + "\">\n";
  return out;
}

}  // namespace

std::string language_links(const std::vector<Language>& shown, std::optional<Language> current,
                           const std::function<std::string(const std::string& code)>& href) {
  std::string out = "<nav class=\"languages\">";
  for (const LanguageName& l : offered_languages())
    if (std::find(shown.begin(), shown.end(), l.language) != shown.end())
      out += "<a href=\"" + href(l.code) + "\" hreflang=\"" + l.code + "\" lang=\"" + l.code + "\"" +
             (l.language == current ? " class=\"current\"" : "") + ">" + l.own_name + "</a>";
  return out + "</nav>\n";
}

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string html_isolating(std::string_view text, const std::vector<std::string>& names) {
  std::string out;
  std::size_t plain = 0;  // the start of the text not yet written
  for (std::size_t at = 0; at < text.size();) {
    std::size_t longest = 0;
    for (const std::string& name : names)
      if (name.size() > longest && text.substr(at).starts_with(name)) longest = name.size();
    if (longest == 0) {
      ++at;
      continue;
    }
    out += html_escape(text.substr(plain, at - plain)) + "<bdi>" + html_escape(text.substr(at, longest)) + "</bdi>";
    at += longest;
    plain = at;
  }
  return out + html_escape(text.substr(plain));
}

std::string html_page(std::string_view title, std::string_view body, const PageOptions& options) {
  std::string out = std::string("<!DOCTYPE html>\n<html lang=\"") + language_code(options.language) +
                    "\">\n<head>\n<meta charset=\"utf-8\">\n";
  if (!options.redirect.empty())
    out += "<meta http-equiv=\"refresh\" content=\"0; url=" + html_escape(options.redirect) + "\">\n";
  if (options.refresh_seconds > 0)
    out += "<meta http-equiv=\"refresh\" content=\"" + std::to_string(options.refresh_seconds) + "\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" + html_escape(title) +
         "</title>\n" +
         (options.site_file.empty() ? "<style>" + std::string(page_style()) + options.style + "</style>\n"
                                    : site_head(options) + (options.style.empty() ? "" : "<style>" + options.style + "</style>\n")) +
         (options.script.empty() ? "" : "<script src=\"" + html_escape(options.script) + "\" defer></script>\n") + "</head>\n<body" +
         (options.layout.empty() ? "" : " class=\"" + options.layout + "\"") + ">\n<h1>" + (options.heading.empty() ? html_escape(title) : options.heading) + "</h1>\n";
  if (options.language_query) out += language_switch(options.language, *options.language_query);
  if (!options.site_file.empty() && options.site_languages.size() > 1) out += site_switch(options);
  out += options.navigation;
  out += body;
  return out + "</body>\n</html>\n";
}

}  // namespace tenbou
