#pragma once
// Input fields named inside a refusal's message, kept as data so that each door words them its own way: the
// command line as its options ("--han is needed ..."), the table mode in its line syntax, the API as JSON keys.
// The services write the plain field ("han is needed for Alice's win") and list it; no service knows an option.

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

#include "base/error.h"

namespace tenbou {

/// `detail` with "fields": the words of a refusal's message that name input fields, in the order they appear,
/// as the API calls them ("winner", "discarder", "han", "expect", ...), after any it names already. Each is found as the first whole word
/// after the one before; "fields_from" (a byte offset), where set, is where the first is looked for.
nlohmann::json naming_fields(nlohmann::json detail, std::initializer_list<std::string_view> fields);

/// `text` with each of `fields` (a JSON list, as naming_fields makes) written as `word` says, each at its first
/// place as a whole word after the one before: "han is needed" -> "--han is needed" for `word` = "--" + field.
std::string worded_fields(std::string text, const nlohmann::json& fields,
                          const std::function<std::string(std::string_view field)>& word, std::size_t from = 0);

/// `e`'s message with the fields it names (naming_fields) written as `word` says.
std::string worded_fields(const Error& e, const std::function<std::string(std::string_view field)>& word);

/// `e`'s detail as a door shows it: without the fields the message names (which only serve the wording).
nlohmann::json shown_detail(const Error& e);

}  // namespace tenbou
