"""The level pictures and the HTML report: drawn from what the checker returns, in the right
places, and rendered by a real browser (headless Chromium) with the findings visible."""

import io
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import numpy as np
import pytest

from collide2d.levels import check, check_many, examples, load
from collide2d.levels._cli import main
from collide2d.levels._draw import COLOUR, level_svg
from test_svg_browser import browser, chromium, read_png

SVG = "{http://www.w3.org/2000/svg}"


def example(name):
    return next(p for p in examples() if p.endswith(name))


def to_world(svg_root, x, y):
    sx, _, _, sy, tx, ty = map(float, svg_root.get("data-transform").split())
    return ((x - tx) / sx, (y - ty) / sy)


def test_a_finding_is_marked_where_the_checker_found_it():
    level = load(example("broken.tmj"))
    findings = check(level)
    root = ET.fromstring(level_svg(level, findings))
    marks = [e for e in root.iter(f"{SVG}circle") if "at " in e.get("class", "")]
    assert len(marks) == len(findings)
    for element, finding in zip(marks, findings):
        assert element.get("class").split()[-1] == finding.rule
        x, y = to_world(root, float(element.get("cx")), float(element.get("cy")))
        assert np.allclose((x, y), finding.pos, atol=1e-2)
    # Every collider is drawn, and those a finding names again in its colour.
    colliders = [e for e in root.iter() if "collider" in e.get("class", "").split()]
    assert len(colliders) == len(level.colliders)
    overlap = next(f for f in findings if f.rule == "overlap")
    drawn = [e for e in root.iter(f"{SVG}rect") if "overlap" in e.get("class", "")
             and "finding" in e.get("class", "")]
    assert len(drawn) == 2 and all(e.get("stroke") == COLOUR["error"] for e in drawn)
    corners = sorted(to_world(root, float(e.get("x")), float(e.get("y"))) for e in drawn)
    # y down, so a rect's (x, y) is its top-left: the crates' min corners.
    assert np.allclose(corners, sorted(tuple(s.min) for s in overlap.shapes), atol=1e-2)


def test_levels_and_findings_draw_themselves_in_jupyter():
    level = load(example("castle.tmx"))
    root = ET.fromstring(level._repr_svg_())
    assert root.tag == f"{SVG}svg" and root.find(f"{SVG}title").text == "castle"
    assert sum("spawn" in e.get("class", "") for e in root.iter()) == 1
    assert sum("goal" in e.get("class", "") for e in root.iter()) == 1
    finding = check(load(example("broken.tmj")), ["narrow_passage"])[0]
    root = ET.fromstring(finding._repr_svg_())
    assert sum("finding" in e.get("class", "") for e in root.iter()) == 2  # the two pillars


def _spawn_box(svg_root):
    """The world width and height of the one spawn box drawn."""
    (rect,) = [e for e in svg_root.iter(f"{SVG}rect") if "spawn" in e.get("class", "").split()]
    scale = float(svg_root.get("data-transform").split()[0])
    return (round(float(rect.get("width")) / scale, 1),
            round(float(rect.get("height")) / scale, 1))


def test_the_spawn_box_is_drawn_at_the_player_size_the_level_was_checked_with(tmp_path):
    # It was drawn at the map's player size whatever --player or player= said.
    castle = example("castle.tmj")
    assert load(castle).player == (12, 14)
    assert _spawn_box(ET.fromstring(load(castle)._repr_svg_())) == (12, 14)
    assert _spawn_box(ET.fromstring(level_svg(load(castle), player=(5, 7)))) == (5, 7)
    ([checked], [own]) = check_many([castle], player=(5, 7)), check_many([castle])
    assert (checked.player, own.player) == ((5, 7), (12, 14))
    out = tmp_path / "report.html"
    assert main([castle, "--player", "5,7", "--report", str(out)], out=io.StringIO()) == 0
    svg = out.read_text().split("<svg", 1)[1].split("</svg>", 1)[0]
    assert _spawn_box(ET.fromstring(f"<svg{svg}</svg>")) == (5, 7)


class _Sections(HTMLParser):
    def __init__(self):
        super().__init__()
        self.sections, self.rows, self.svgs = [], 0, 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "section":
            self.sections.append(attrs.get("id"))
        elif tag == "tr" and "finding" in (attrs.get("class") or ""):
            self.rows += 1
        elif tag == "svg":
            self.svgs += 1


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    folder = tmp_path_factory.mktemp("report")
    (folder / "bad.tmj").write_text("not json")
    paths = [example("broken.tmj"), example("castle.tmj"), str(folder / "bad.tmj")]
    out = folder / "report.html"
    assert main(paths + ["--report", str(out)], out=open(folder / "log.txt", "w")) == 2
    return out, check_many(paths)


def test_the_report_has_a_section_a_picture_and_a_table_row_per_finding(report):
    path, results = report
    page = _Sections()
    page.feed(path.read_text())
    assert page.sections == ["level-0", "level-1", "level-2"]
    assert page.rows == sum(len(r.findings) for r in results) == 9
    assert page.svgs == 2  # the unreadable map has its error instead of a picture
    assert "broken JSON" in path.read_text()


def test_a_real_browser_renders_the_report_with_the_findings_in_colour(report, tmp_path):
    exe = chromium()
    path, results = report
    dom = browser([exe, "--headless", "--disable-gpu", "--no-sandbox",
                   f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom", path.as_uri()],
                  text=True, check=True).stdout
    assert dom.count("<section") == 3 and dom.count("<svg") == 2
    png = tmp_path / "shot.png"
    browser([exe, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
             "--force-device-scale-factor=1", f"--user-data-dir={tmp_path / 'p2'}",
             "--window-size=900,1400", f"--screenshot={png}", path.as_uri()], check=True)
    pixels = read_png(png.read_bytes()).astype(int)

    def near(colour):
        rgb = np.array([int(colour[k:k + 2], 16) for k in (1, 3, 5)])
        return np.abs(pixels - rgb).max(axis=2) <= 12

    # The errors' red and the warnings' orange are on the page (strokes of the marked
    # colliders), and the grey of the walls; the picture is not blank.
    assert near(COLOUR["error"]).sum() > 200
    assert near(COLOUR["warning"]).sum() > 200
    assert near("#6c757d").sum() > 500
