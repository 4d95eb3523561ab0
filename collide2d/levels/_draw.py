"""Pictures of levels and findings (SVG), and the HTML report of ``collide2d check --report``.

Drawn with collide2d's own SVG canvas (``collide2d/_svg.py``) from what the
loader and the rules return, y down as Tiled shows maps: the colliders grey,
spawns green (the player's box), goals gold, and each finding's colliders and
marks red (errors) or orange (warnings), numbered as in the report's table.
"""

from __future__ import annotations

import html
from typing import Any, Iterable, List, Optional, Sequence, Tuple

from .._core import AABB, Vec2
from .._svg import COLLIDER, Canvas
from ._model import Finding, Level

__all__ = ["level_svg", "finding_svg", "write_report"]

COLOUR = {"error": "#c0392b", "warning": "#e07b00"}
SPAWN, GOAL = "#2e9e44", "#b8860b"
MAX_DRAWN = 20_000  # colliders drawn in one picture: past this, a browser crawls


def _marks(canvas: Canvas, finding: Finding, number: Optional[int]) -> None:
    colour = COLOUR.get(finding.severity, "#c0392b")
    for shape in finding.shapes:
        canvas.shape(shape, stroke=colour, fill=colour, fill_opacity=0.25, width=2,
                     cls=f"finding {finding.rule}")
    for mark in finding.marks:
        if isinstance(mark, tuple) or isinstance(mark, Vec2):
            canvas.point(mark, color=colour, cls=f"mark {finding.rule}")
        else:
            canvas.shape(mark, stroke=colour, fill="none", width=2, dash="4 3",
                         cls=f"mark {finding.rule}")
    canvas.point(finding.pos, color=colour, hollow=True, radius=5, cls=f"at {finding.rule}")
    if number is not None:
        canvas.label(finding.pos, str(number), color=colour, size=13)


def _level(canvas: Canvas, level: Level, player: Optional[Tuple[float, float]]) -> Optional[str]:
    x0, y0, x1, y1 = level.bounds
    canvas.shape(AABB.from_bounds(x0, y0, x1, y1), stroke="#adb5bd", fill="none", width=1,
                 dash="2 3", cls="bounds")
    for collider in level.colliders[:MAX_DRAWN]:
        canvas.shape(collider.shape, **COLLIDER, cls="collider")
    w, h = player if player is not None else level.player
    for marker in level.markers:
        if marker.role == "spawn":
            canvas.shape(AABB(marker.pos, (w / 2, h / 2)), stroke=SPAWN, fill=SPAWN,
                         fill_opacity=0.3, cls="spawn")
        elif marker.size[0] > 0 and marker.size[1] > 0:
            canvas.shape(AABB(marker.pos, (marker.size[0] / 2, marker.size[1] / 2)),
                         stroke=GOAL, fill=GOAL, fill_opacity=0.3, cls="goal")
        else:
            canvas.point(marker.pos, color=GOAL, radius=5, cls="goal")
    if len(level.colliders) > MAX_DRAWN:
        return f"the first {MAX_DRAWN:,} of {len(level.colliders):,} colliders"
    return None


def level_svg(level: Level, findings: Sequence[Finding] = (), width: int = 640,
              player: Optional[Tuple[float, float]] = None) -> str:
    """The level (colliders, spawns, goals) with ``findings`` marked and numbered from 1;
    the player's box at each spawn is ``player`` (the size it was checked with), else the
    level's own."""
    canvas = Canvas()
    caption = _level(canvas, level, player)
    for number, finding in enumerate(findings, 1):
        _marks(canvas, finding, number)
    return canvas.to_svg(width=width, y_down=True, caption=caption, title=level.name)


def finding_svg(finding: Finding, width: int = 320) -> str:
    """One finding on its own: its colliders and marks, without the rest of the level."""
    canvas = Canvas()
    _marks(canvas, finding, None)
    return canvas.to_svg(width=width, y_down=True, caption=f"{finding.rule}: {finding.severity}")


_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>
body {{ font-family: Helvetica, Arial, sans-serif; margin: 2em; color: #222; }}
section {{ margin-bottom: 3em; }} h2 {{ margin-bottom: 0.2em; }}
table {{ border-collapse: collapse; margin-top: 0.8em; }}
td, th {{ border-bottom: 1px solid #ddd; padding: 0.3em 0.8em; text-align: left; }}
.error {{ color: #c0392b; }} .warning {{ color: #e07b00; }} .clean {{ color: #2e9e44; }}
svg {{ border: 1px solid #eee; max-width: 100%; height: auto; }}
</style></head><body>
<h1>{title}</h1>
<p id="summary">{summary}</p>
{sections}
</body></html>
"""


def _section(result: Any, level: Optional[Level], k: int) -> str:
    name = html.escape(result.path)
    if result.error is not None:
        return (f'<section id="level-{k}" class="failed"><h2>{name}</h2>'
                f'<p class="error">cannot check: {html.escape(result.error)}</p></section>')
    state = ('<span class="clean">clean</span>' if not result.findings else
             f"{len(result.findings)} finding{'s' if len(result.findings) != 1 else ''}")
    rows = "".join(
        f'<tr class="finding {f.severity}"><td>{n}</td><td class="{f.severity}">{f.severity}</td>'
        f"<td>{f.rule}</td><td>{html.escape(f.message)}</td>"
        f"<td>({f.pos[0]:g}, {f.pos[1]:g})</td></tr>"
        for n, f in enumerate(result.findings, 1))
    table = ("<table><tr><th>#</th><th>severity</th><th>rule</th><th>what</th><th>where</th>"
             f"</tr>{rows}</table>" if rows else "")
    picture = (level_svg(level, result.findings, player=result.player)
               if level is not None else "")
    return (f'<section id="level-{k}"><h2>{name}</h2><p>{result.colliders} colliders: {state}'
            f"</p>{picture}{table}</section>")


def write_report(path: str, results: Iterable[Any], title: str = "collide2d level check",
                 load_options: Optional[dict] = None) -> None:
    """An HTML page: a summary, then per level its picture with the findings numbered and a
    table of them. Levels are loaded again here (workers return findings, not levels)."""
    from ._tiled import load

    results = list(results)
    sections: List[str] = []
    for k, result in enumerate(results):
        level = load(result.path, **(load_options or {})) if result.error is None else None
        sections.append(_section(result, level, k))
    failed = sum(r.error is not None for r in results)
    dirty = sum(bool(r.findings) for r in results)
    summary = (f"{len(results)} levels: {len(results) - dirty - failed} clean, {dirty} with "
               f"findings, {failed} could not be read")
    with open(path, "w", encoding="utf-8") as out:
        out.write(_PAGE.format(title=html.escape(title), summary=summary,
                               sections="\n".join(sections)))
