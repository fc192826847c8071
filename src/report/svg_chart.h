#pragma once
// Charts drawn as inline SVG by tenbou: lines and bars over labelled positions, in the page's colours, readable in
// grey on paper (each line has its own dash and marker as well as its colour), scaled to any width from a phone's to
// a projector's, with a <title> and <desc> for screen readers and each line's figures in data-values for programs.

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tenbou {

/// One line or one row of bars.
struct ChartSeries {
  std::string name;                          ///< shown in the legend and as the line's <title>
  std::string tag;                           ///< shown before the name in the legend ("3."), outside its <bdi>
  std::vector<std::optional<double>> values;  ///< one per position; nothing: no point there
  bool bars = false;                          ///< bars from zero rather than a line
  /// Per position, what happened there, drawn at the point: any of "win", "riichi", "chombo" between spaces.
  std::vector<std::string> marks;
};

/// A chart over positions labelled along the bottom.
struct Chart {
  std::string id;           ///< unique in its page: the <svg>'s id
  std::string title;        ///< what the chart shows, in the page's words
  std::string description;  ///< its figures in words, for screen readers
  std::vector<std::string> labels;     ///< one per position
  std::vector<std::string> sublabels;  ///< a second line under each label (may be empty)
  std::vector<ChartSeries> series;
  bool places = false;  ///< the values are places: 1 at the top, whole numbers
  std::function<std::string(double)> tick_text;  ///< how the vertical axis writes a value
  int height = 240;  ///< in the chart's units; its width is 480 of them
};

/// The chart as an <svg> element of class "chart".
std::string chart_svg(const Chart& chart);

/// A legend under the chart: each series' line and marker beside its name (in <bdi>), and with `marks_words`
/// (the words for win, riichi and chombo, in that order) how the marks look.
std::string chart_legend_html(const Chart& chart, const std::vector<std::string>& marks_words = {});

/// The chart under an <h2> of its title, with its legend: how a page shows a chart.
std::string headed_chart_html(const Chart& chart, const std::vector<std::string>& marks_words = {});

/// " Name: a, b, -, c.": a series' figures, written by `text` ("-" where it has none), for a chart's description.
std::string series_figures(const ChartSeries& series, const std::function<std::string(double)>& text);

}  // namespace tenbou
