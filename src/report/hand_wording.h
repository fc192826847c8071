#pragma once
// A hand described in a page's language: the record layer's description of a hand (record/hand_text.h) given the
// words of a catalogue, for the confirmations the table page shows and the score sheets.

#include "record/hand_text.h"
#include "report/words.h"

namespace tenbou {

/// The words of `words`' language for describing a hand (the catalogue's "hand." entries). It refers to `words`,
/// which must outlive it (words_in's do).
HandWording hand_wording(const Words& words);

/// The round before a hand in `words`' language: "E2" in English, "Ost 2" in German (the "hand.round_*" texts).
std::string round_words(const Words& words, int round);

}  // namespace tenbou
