#include "axle/tools/graph_html.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace xla::tools {
namespace {

std::string HtmlEscape(absl::string_view text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += ch;
    }
  }
  return out;
}

constexpr char kStyle[] = R"(
html, body { margin: 0; height: 100%; font: 13px sans-serif; }
body { display: flex; flex-direction: column; }
#toolbar { padding: 6px 10px; border-bottom: 1px solid #ccc; background: #f7f7f7;
           display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
#toolbar .hint { color: #666; }
#notes { color: #a0522d; }
#main { flex: 1; display: flex; min-height: 0; }
#view { flex: 1; overflow: hidden; cursor: grab; background: white; }
#view.dragging { cursor: grabbing; }
#view svg { width: 100%; height: 100%; display: block; user-select: none; }
#panel { width: 36%; max-width: 700px; border-left: 1px solid #ccc; overflow: auto;
         padding: 8px 12px; background: #fcfcfc; }
#panel h2 { font-size: 14px; margin: 4px 0 8px; word-break: break-all; }
#panel pre { font: 12px monospace; white-space: pre-wrap; word-break: break-all; margin: 0; }
g.node, g.cluster { cursor: pointer; }
g.selected > polygon, g.selected > path, g.selected > ellipse { stroke: #e0301e; stroke-width: 3px; }
)";

constexpr char kScript[] = R"(
(function () {
  var items = JSON.parse(document.getElementById('axle-items').textContent);
  var view = document.getElementById('view');
  var svg = view.querySelector('svg');
  var title = document.getElementById('panel-title');
  var text = document.getElementById('panel-text');
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  var base = svg.viewBox.baseVal;
  var home = [base.x, base.y, base.width, base.height];
  var selected = null;
  function setView(x, y, w, h) { svg.setAttribute('viewBox', [x, y, w, h].join(' ')); }
  function toSvg(clientX, clientY) {
    var point = svg.createSVGPoint();
    point.x = clientX;
    point.y = clientY;
    return point.matrixTransform(svg.getScreenCTM().inverse());
  }
  function fit() { setView(home[0], home[1], home[2], home[3]); }
  view.addEventListener('wheel', function (event) {
    event.preventDefault();
    var v = svg.viewBox.baseVal, p = toSvg(event.clientX, event.clientY);
    var factor = Math.exp(event.deltaY * 0.0015);
    setView(p.x - (p.x - v.x) * factor, p.y - (p.y - v.y) * factor, v.width * factor,
            v.height * factor);
  }, { passive: false });
  var drag = null;
  view.addEventListener('pointerdown', function (event) {
    var v = svg.viewBox.baseVal;
    drag = { x: event.clientX, y: event.clientY, vx: v.x, vy: v.y, moved: false,
             scale: 1 / svg.getScreenCTM().a };
    view.setPointerCapture(event.pointerId);
  });
  view.addEventListener('pointermove', function (event) {
    if (!drag) return;
    var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; view.classList.add('dragging'); }
    if (!drag.moved) return;
    var v = svg.viewBox.baseVal;
    setView(drag.vx - dx * drag.scale, drag.vy - dy * drag.scale, v.width, v.height);
  });
  view.addEventListener('pointerup', function (event) {
    var wasDrag = drag && drag.moved;
    drag = null;
    view.classList.remove('dragging');
    if (wasDrag) return;
    var target = document.elementFromPoint(event.clientX, event.clientY);
    var group = target && target.closest ? target.closest('g.node, g.cluster') : null;
    if (group) select(group);
  });
  function select(group) {
    var item = items[group.id];
    if (!item) return;
    if (selected) selected.classList.remove('selected');
    selected = group;
    group.classList.add('selected');
    title.textContent = item[0];
    text.textContent = item[1];
  }
  function centre(group) {
    var box = group.getBBox(), matrix = group.getScreenCTM();
    var a = svg.createSVGPoint(), b = svg.createSVGPoint();
    a.x = box.x; a.y = box.y; b.x = box.x + box.width; b.y = box.y + box.height;
    a = a.matrixTransform(matrix); b = b.matrixTransform(matrix);
    var p = toSvg((a.x + b.x) / 2, (a.y + b.y) / 2), v = svg.viewBox.baseVal;
    setView(p.x - v.width / 2, p.y - v.height / 2, v.width, v.height);
  }
  document.getElementById('fit').addEventListener('click', fit);
  function show(name) {
    for (var id in items) {
      if (items[id][0] !== name) continue;
      var group = document.getElementById(id);
      if (group) { select(group); centre(group); }
      return;
    }
  }
  document.getElementById('find').addEventListener('keydown', function (event) {
    if (event.key === 'Enter') show(event.target.value.trim());
  });
  if (location.hash.length > 1) show(decodeURIComponent(location.hash.substring(1)));
  document.getElementById('axle-status').textContent = 'ready';
})();
)";

}  // namespace

std::string JsonString(absl::string_view text) {
  std::string out = "\"";
  for (unsigned char ch : text) {
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        // '<', '>' and '&' escaped too: "</script>" and "<!--" cannot end the block.
        if (ch < 0x20 || ch == '<' || ch == '>' || ch == '&') {
          out += absl::StrFormat("\\u%04x", ch);
        } else {
          out += static_cast<char>(ch);
        }
    }
  }
  return out + "\"";
}

std::string MakeGraphHtml(absl::string_view title, absl::string_view svg, const HloGraph& graph) {
  // Drop the XML prolog and doctype: inline SVG starts at <svg.
  size_t start = svg.find("<svg");
  if (start != absl::string_view::npos) svg.remove_prefix(start);
  std::vector<std::string> entries;
  for (const HloGraphItem& item : graph.items) {
    entries.push_back(absl::StrCat(JsonString(item.id), ":[", JsonString(item.title), ",",
                                   JsonString(item.text), "]"));
  }
  return absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>",
      HtmlEscape(title), "</title>\n<style>", kStyle, "</style>\n</head>\n<body>\n",
      "<div id=\"toolbar\"><b>", HtmlEscape(title), "</b>",
      "<button id=\"fit\">fit</button>",
      "<input id=\"find\" placeholder=\"find instruction (Enter)\">",
      "<span class=\"hint\">drag to pan, wheel to zoom, click a node for its HLO</span>",
      "<span id=\"notes\">", HtmlEscape(absl::StrJoin(graph.notes, "; ")), "</span>",
      "<span id=\"axle-status\">loading</span></div>\n",
      "<div id=\"main\"><div id=\"view\">\n", svg,
      "\n</div><div id=\"panel\"><h2 id=\"panel-title\">Click an instruction</h2>"
      "<pre id=\"panel-text\"></pre></div></div>\n",
      "<script type=\"application/json\" id=\"axle-items\">{", absl::StrJoin(entries, ",\n"),
      "}</script>\n<script>", kScript, "</script>\n</body>\n</html>\n");
}

}  // namespace xla::tools
