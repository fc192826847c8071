#pragma once
// The short form of a hand at the table, for speed: `r A<C 3/30 +A,D`, `t E 4/30`, `d A,D`, `c B wrong ron`.
// Players are named as everywhere (a name, a unique start, this hand's seat wind E S W N).

#include <string>
#include <vector>

#include "cli/hand_verbs.h"

namespace tenbou::cli {

/// The short form, one line per verb, for `help`.
const char* short_form_help();

/// The verbs that start a short form: r, t, d, c, a, n.
const std::vector<std::string>& short_verbs();

/// Whether `verb` starts a short form.
bool is_short_verb(const std::string& verb);

/// Reads a short-form hand (its words, the verb first) into a HandCommand. `--reason TEXT` and `--note TEXT`
/// may follow. Throws InputError saying what is expected, with an example.
HandCommand parse_short_hand(const std::vector<std::string>& words);

}  // namespace tenbou::cli
