#pragma once
// `tenbou publish`: the tournament as a static web site in a folder, beside what else the folder holds of its own
// (.git, CNAME): every page written whole before any is put in place, every file that did not change left as it was,
// and nothing replaced or removed that tenbou did not write (formats/folder_being_written.h).

#include <string>
#include <vector>

#include "base/language.h"
#include "formats/folder_being_written.h"
#include "tournament/tournament.h"

namespace tenbou {

/// What to publish, and where.
struct PublishRequest {
  std::string folder;
  std::vector<Language> languages;  ///< the site's languages, at least one
  int after_round = 0;              ///< the tournament as it stood after this round (0: now)
  bool clean = false;  ///< remove every file of earlier publishes that this one did not write (else kept, but for
                       ///< languages not published and rounds after the one published)
};

/// What a publish wrote.
struct PublishReport {
  FolderSummary files;
  int as_of_round = 0;    ///< the latest round with a published result
  std::string published;  ///< when the site last changed, as its index says it ("2026-11-28 14:05 (CET)")
};

/// Writes the site of `t` as `request` says: DIR/index.html (opening the index in the tournament's language),
/// DIR/style.css, DIR/tournament.json, DIR/xx/*.html per language, and DIR/tenbou-files.txt listing them. The index's
/// time is that of the publish that last changed the site, so a publish that changes nothing rewrites nothing.
/// Refuses (FileError) a folder holding files tenbou did not write (hidden ones and CNAME aside), and one that cannot
/// be written, leaving it as it was.
PublishReport publish_site(const Tournament& t, const PublishRequest& request);

}  // namespace tenbou
