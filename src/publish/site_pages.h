#pragma once
// The pages of a published site in one language: the index, the standings (now, after each round, each stage's, the
// teams' and the nations'), the rounds, the players, every game's score sheet, the statistics and the seating plan.
// Every page links the others by relative file names, so the site works from any folder and from file://.

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "base/language.h"
#include "publish/site_content.h"

namespace tenbou {

/// Receives a page: its file name in its language's folder ("standings.html") and its HTML.
using PutPage = std::function<void(const std::string& name, std::string_view html)>;

/// Every page of the site in `language` but the index, given to `put`; `languages` are those the site has.
void site_pages(const SiteContent& c, const std::vector<Language>& languages, Language language, const PutPage& put);

/// The index in `language`: the tournament, its dates and place, "as of round K, published `published`" and a link
/// to every page.
std::string site_index(const SiteContent& c, const std::vector<Language>& languages, Language language,
                       const std::string& published);

/// The site's own front page (DIR/index.html): the tournament's name and a link to the index in each language,
/// opening the one in `language` (the tournament's, when the site has it).
std::string site_front(const SiteContent& c, const std::vector<Language>& languages, Language language);

}  // namespace tenbou
