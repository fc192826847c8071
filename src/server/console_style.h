#pragma once
// The look the console's two pages share (its first screen and the tournament's console): the bar at the top, the
// forms and their fields, and what a command answered under its form.

#include <string_view>

namespace tenbou::server {

inline constexpr std::string_view kConsoleStyle = R"(
.console-bar { display: flex; flex-wrap: wrap; gap: .5em 1em; align-items: center; margin: .5em 0; }
form { display: grid; grid-template-columns: minmax(0, 1fr); gap: .5em; margin: .6em 0; max-width: 60em; }
.field { display: grid; grid-template-columns: minmax(0, 1fr); gap: .15em; min-width: 0; }
.field.check { grid-template-columns: auto minmax(0, 1fr); align-items: center; }
input, select { font: inherit; padding: .3em; max-width: min(100%, 36em); }
form button { justify-self: start; }
.result { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font-size: .9em; }
.result:empty { display: none; }
.result.done { border-left: 4px solid #2a7; padding-left: .5em; }
.result.refused { border-left: 4px solid #c33; padding-left: .5em; color: #900; }
)";

}  // namespace tenbou::server
