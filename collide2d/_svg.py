"""Pictures of shapes and results as SVG: what every ``_repr_svg_`` returns (Jupyter).

A :class:`Canvas` collects items in world coordinates (shapes, points, arrows,
labels); :meth:`Canvas.to_svg` fits the world box of all of them into the picture
and writes a standalone SVG. :func:`svg_of` draws one object of the library.

The world is mapped to pixels here, in float64, and the SVG holds pixel coordinates
only (the root's ``data-transform="sx 0 0 sy tx ty"`` records the map: x_px = sx * x
+ tx, y_px = sy * y + ty). Browsers draw SVG in float32: a world of 1e300 or 1e-300,
or a box 1e-3 wide at x = 1e6, given to them through a transform would overflow or
round to nothing; pixels never do. Strokes carry ``vector-effect:
non-scaling-stroke`` so they stay as thin when a notebook scales the picture.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple
from xml.sax.saxutils import escape, quoteattr

import numpy as np

from ._broad import Index
from ._colliders import Colliders
from ._core import Distance, Hit, LineIntersection, Manifold, Sweep
from ._result_arrays import DistanceArray, HitArray, LineIntersectionArray, ManifoldArray, SweepArray
from ._shapes import classify

__all__ = ["Canvas", "svg_of", "draw", "ROWS_SHOWN"]

ROWS_SHOWN = 200  # rows of an array drawn: enough to see a level, still a small picture

INK = "#333"
SHAPE = {"stroke": "#1f6fb4", "fill": "#1f6fb4", "fill_opacity": 0.15}
COLLIDER = {"stroke": "#6c757d", "fill": "#e9ecef", "fill_opacity": 1}
CONTACT, NORMAL, DELTA, PATH = "#c0392b", "#2e9e44", "#c0392b", "#1f6fb4"
NORMAL_PX = 28.0  # normals are unit vectors: drawn a fixed length, whatever the scale

_Pt = Tuple[float, float]


def _n(v: float) -> str:
    """A pixel coordinate, short: 2 decimals, no trailing zeros, never '-0'."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _pt(p: Any) -> _Pt:
    return (float(p[0]), float(p[1]))


def _style(style: Dict[str, Any], kind: str) -> str:
    """SVG attributes of a style: stroke, fill, width (px), dash, fill_opacity, cls."""
    fill = style.get("fill", "none")
    out = [f' class={quoteattr((kind + " " + style.get("cls", "")).strip())}',
           f' fill={quoteattr(fill)}']
    if "fill_opacity" in style and fill != "none":
        out.append(f' fill-opacity="{style["fill_opacity"]}"')
    if style.get("stroke", "none") != "none":
        out.append(f' stroke={quoteattr(style["stroke"])} stroke-width="{style.get("width", 1.5)}"'
                   ' vector-effect="non-scaling-stroke" stroke-linejoin="round"'
                   ' stroke-linecap="round"')
        if style.get("dash"):
            out.append(f' stroke-dasharray={quoteattr(style["dash"])}')
    return "".join(out)


class _View:
    """The world window drawn: x_px = sx * x + tx, y_px = sy * y + ty (sy < 0: y up)."""

    def __init__(self, lo: _Pt, hi: _Pt, width: int, margin: float, y_down: bool) -> None:
        # Half spans and middles by halves first: hi - lo overflows for a world wider
        # than 1.8e308, hi / 2 - lo / 2 never does.
        hx, hy = hi[0] * 0.5 - lo[0] * 0.5, hi[1] * 0.5 - lo[1] * 0.5
        self.mid = (lo[0] * 0.5 + hi[0] * 0.5, lo[1] * 0.5 + hi[1] * 0.5)
        mag = max(abs(lo[0]), abs(lo[1]), abs(hi[0]), abs(hi[1]))
        # A window narrower than 2**-40 of the coordinates would show float64 rounding
        # steps; 2**-1000 keeps the scale finite. A point or zero-size shape alone gets a
        # window around it (the unit one at the origin).
        floor = max(mag * 2.0 ** -40, 2.0 ** -1000)
        if hx < floor and hy < floor:
            hx = hy = max(mag * 2.0 ** -10, floor) if mag else 1.0
        hx, hy = max(hx, floor), max(hy, floor)
        # The picture is at most square: the longer half span fills the width.
        avail = max(width - 2 * margin, 16)
        self.s = s = 0.5 * avail / max(hx, hy)
        self.width = width  # hy * s first: 2 * hy overflows for hy near 1e308
        self.height = int(math.ceil(max(hy * s * 2 + 2 * margin, 2 * margin + 24)))
        self.centre = (width / 2, self.height / 2)
        self.ysign = 1.0 if y_down else -1.0

    def px(self, p: _Pt) -> _Pt:
        s2 = 2 * self.s
        x = self.centre[0] + (p[0] * 0.5 - self.mid[0] * 0.5) * s2
        y = self.centre[1] + self.ysign * (p[1] * 0.5 - self.mid[1] * 0.5) * s2
        # Items lie in the window; the clamp only keeps a stray one's text short.
        return (min(max(x, -1e6), 1e6), min(max(y, -1e6), 1e6))

    def transform(self) -> str:
        sy = self.ysign * self.s
        tx = self.centre[0] - self.mid[0] * self.s
        ty = self.centre[1] - self.mid[1] * sy
        return f"{self.s!r} 0 0 {sy!r} {tx!r} {ty!r}"


def _pts(view: _View, points: Sequence[_Pt]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in (view.px(p) for p in points))


def _rect(view: _View, a: _Pt, b: _Pt, style: Dict[str, Any]) -> str:
    # Corners rounded first, the size their difference: the far corner is then as
    # exact as the near one.
    (x0, y0), (x1, y1) = ((round(x, 2), round(y, 2)) for x, y in (view.px(a), view.px(b)))
    return (f'<rect x="{_n(min(x0, x1))}" y="{_n(min(y0, y1))}" width="{_n(abs(x1 - x0))}"'
            f' height="{_n(abs(y1 - y0))}"{_style(style, "aabb")}/>')


def _circle(view: _View, c: _Pt, r: float, style: Dict[str, Any], kind: str = "circle") -> str:
    x, y = view.px(c)
    return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r * view.s)}"{_style(style, kind)}/>'


def _polygon(view: _View, points: Sequence[_Pt], style: Dict[str, Any], kind: str) -> str:
    return f'<polygon points="{_pts(view, points)}"{_style(style, kind)}/>'


def _line(view: _View, a: _Pt, b: _Pt, style: Dict[str, Any], kind: str = "segment") -> str:
    (x0, y0), (x1, y1) = view.px(a), view.px(b)
    return f'<line x1="{_n(x0)}" y1="{_n(y0)}" x2="{_n(x1)}" y2="{_n(y1)}"{_style(style, kind)}/>'


def _capsule(view: _View, a: _Pt, b: _Pt, r: float, style: Dict[str, Any]) -> str:
    """Two sides and two half circles, drawn in pixels (so the arcs' direction does not
    depend on the y flip): each arc turns clockwise on screen around its end."""
    (ax, ay), (bx, by) = view.px(a), view.px(b)
    length, rp = math.hypot(bx - ax, by - ay), r * view.s
    if length < 1e-6:
        return _circle(view, a, r, style, "capsule")
    nx, ny = -(by - ay) / length * rp, (bx - ax) / length * rp
    arc = f"A {_n(rp)} {_n(rp)} 0 0 0"
    d = (f"M {_n(ax + nx)} {_n(ay + ny)} L {_n(bx + nx)} {_n(by + ny)} {arc} "
         f"{_n(bx - nx)} {_n(by - ny)} L {_n(ax - nx)} {_n(ay - ny)} {arc} "
         f"{_n(ax + nx)} {_n(ay + ny)} Z")
    return f'<path d="{d}"{_style(style, "capsule")}/>'


def _dot(view: _View, p: _Pt, style: Dict[str, Any]) -> str:
    x, y = view.px(p)
    colour = style.get("color", CONTACT)
    dot = {"stroke": colour, "fill": "white" if style.get("hollow") else colour,
           "width": 1.5, "cls": style.get("cls", "")}
    return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{style.get("radius", 3)}"{_style(dot, "point")}/>'


def _arrow(view: _View, start: _Pt, delta: _Pt, px_len: Optional[float],
           style: Dict[str, Any]) -> str:
    """One path: the shaft, then the head as a filled triangle (no markers: a notebook
    page holds many pictures and marker ids would collide)."""
    x0, y0 = view.px(start)
    if px_len is None:
        x1, y1 = view.px((start[0] + delta[0], start[1] + delta[1]))
    else:  # a direction: its length in pixels is given
        length = math.hypot(*delta)
        x1 = x0 + delta[0] / length * px_len
        y1 = y0 + view.ysign * delta[1] / length * px_len
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 0.5:
        return ""  # shorter than a pixel: nothing to point with
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    h = min(7.0, 0.6 * length)
    bx, by, w = x1 - ux * h, y1 - uy * h, 0.45 * h
    d = (f"M {_n(x0)} {_n(y0)} L {_n(bx)} {_n(by)} M {_n(x1)} {_n(y1)} "
         f"L {_n(bx - uy * w)} {_n(by + ux * w)} L {_n(bx + uy * w)} {_n(by - ux * w)} Z")
    colour = style.get("color", INK)
    s = {"stroke": colour, "fill": colour, "width": style.get("width", 1.5),
         "cls": style.get("cls", ""), "dash": style.get("dash")}
    return f'<path d="{d}"{_style(s, "arrow")}/>'


def _label(view: _View, p: _Pt, text: str, style: Dict[str, Any]) -> str:
    x, y = view.px(p)
    return (f'<text x="{_n(x + 4)}" y="{_n(y - 4)}" font-size="{style.get("size", 11)}"'
            f' fill={quoteattr(style.get("color", INK))}>{_text(text)}</text>')


def _text(s: str) -> str:
    return escape(str(s), {'"': "&quot;"})


class Canvas:
    """World-space items drawn into one SVG picture.

    >>> from collide2d import AABB
    >>> c = Canvas()
    >>> c.shape(AABB((0, 0), (2, 1)))
    >>> c.arrow((0, 0), (3, 0))
    >>> c.to_svg(width=200).startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True
    """

    def __init__(self) -> None:
        # (world points the window must hold, a function of the view -> SVG text)
        self._items: List[Tuple[List[_Pt], Callable[[_View], str]]] = []
        self.skipped = 0  # items with a coordinate that is not finite (hand-made rows)
        self._reach = 0.0  # pixels items reach beyond their world points (normals)

    def _add(self, points: List[_Pt], render: Callable[[_View], str], *numbers: float) -> None:
        if all(math.isfinite(v) for p in points for v in p) and all(map(math.isfinite, numbers)):
            self._items.append((points, render))
        else:
            self.skipped += 1

    def shape(self, obj: Any, **style: Any) -> None:
        """Any scalar shape (AABB, Circle, Segment, OBB, Capsule, Polygon) or a point.

        Style keys: ``stroke``, ``fill``, ``fill_opacity``, ``width`` (pixels),
        ``dash`` (an SVG dash array), ``cls`` (a class name for the element)."""
        kind, is_array = classify(obj)
        if kind is None or is_array:
            raise TypeError(f"Canvas.shape(): not a scalar shape: {type(obj).__name__}")
        st = {**SHAPE, **style}
        k = kind.kind
        if k == "aabb":
            lo, hi = _pt(obj.min), _pt(obj.max)
            self._add([lo, hi], lambda v: _rect(v, lo, hi, st) + _tiny(v, lo, hi, st))
        elif k == "circle":
            c, r = _pt(obj.center), float(obj.radius)
            box = [(c[0] - r, c[1] - r), (c[0] + r, c[1] + r)]
            self._add(box, lambda v: _circle(v, c, r, st) + _tiny(v, box[0], box[1], st), r)
        elif k == "segment":
            a, b = _pt(obj.a), _pt(obj.b)
            self._add([a, b], lambda v: _line(v, a, b, st) + _tiny(v, a, b, st))
        elif k == "capsule":
            a, b, r = _pt(obj.a), _pt(obj.b), float(obj.radius)
            box = [(min(a[0], b[0]) - r, min(a[1], b[1]) - r),
                   (max(a[0], b[0]) + r, max(a[1], b[1]) + r)]
            self._add(box, lambda v: _capsule(v, a, b, r, st) + _tiny(v, box[0], box[1], st), r)
        elif k in ("obb", "polygon"):
            pts = [_pt(p) for p in (obj.corners if k == "obb" else obj.vertices)]
            self._add(pts, lambda v: _polygon(v, pts, st, k) + _tiny(v, *_bounds(pts), st))
        else:
            self.point(obj, **style)

    def point(self, p: Any, **style: Any) -> None:
        """A dot a few pixels wide: ``color``, ``hollow``, ``radius`` (pixels), ``cls``."""
        q = _pt(p)
        self._add([q], lambda v: _dot(v, q, style))

    def arrow(self, start: Any, delta: Any, px: Optional[float] = None, **style: Any) -> None:
        """An arrow from ``start`` along ``delta``; with ``px``, only delta's direction
        counts and the arrow is ``px`` pixels long (a unit normal at any scale)."""
        s, d = _pt(start), _pt(delta)
        if px is not None and d == (0.0, 0.0):
            return
        pts = [s] if px is not None else [s, (s[0] + d[0], s[1] + d[1])]
        if px is not None:
            self._reach = max(self._reach, px)
        self._add(pts, lambda v: _arrow(v, s, d, px, style), *d)

    def line(self, a: Any, b: Any, **style: Any) -> None:
        """A plain line (``color``, ``width``, ``dash``, ``cls``)."""
        p, q = _pt(a), _pt(b)
        st = {"stroke": style.get("color", INK), "width": style.get("width", 1.5),
              "dash": style.get("dash"), "cls": style.get("cls", "")}
        self._add([p, q], lambda v: _line(v, p, q, st, "line"))

    def label(self, p: Any, text: str, **style: Any) -> None:
        """Text at a world point (``color``, ``size``), never mirrored, always escaped."""
        q = _pt(p)
        self._add([q], lambda v: _label(v, q, text, style))

    def to_svg(self, width: int = 320, y_down: bool = False, margin: float = 16.0,
               caption: Optional[str] = None, title: Optional[str] = None) -> str:
        """The standalone picture: ``width`` pixels wide, the height fitting the world
        (at most square); world y points up unless ``y_down``."""
        points = [p for pts, _ in self._items for p in pts]
        lo, hi = _bounds(points) if points else ((0.0, 0.0), (0.0, 0.0))
        view = _View(lo, hi, width, max(margin, self._reach + 6), y_down)
        height = view.height + (18 if caption else 0)
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"'
               f' viewBox="0 0 {width} {height}" font-family="Helvetica, Arial, sans-serif"'
               f' role="img" class="collide2d" data-transform="{view.transform()}">']
        if title:
            out.append(f"<title>{_text(title)}</title>")
        out.append(f'<rect width="{width}" height="{height}" fill="white"/>')
        out += [t for t in (render(view) for _, render in self._items) if t]
        if caption:
            out.append(f'<text x="{width / 2:g}" y="{height - 6}" text-anchor="middle"'
                       f' font-size="11" fill="#555">{_text(caption)}</text>')
        out.append("</svg>")
        return "\n".join(out)


def _bounds(points: Sequence[_Pt]) -> Tuple[_Pt, _Pt]:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys)), (max(xs), max(ys))


def _tiny(view: _View, lo: _Pt, hi: _Pt, style: Dict[str, Any]) -> str:
    """A shape under two pixels across (a zero-size box, a far-off speck) also gets a
    dot at its middle: it would otherwise vanish."""
    (x0, y0), (x1, y1) = view.px(lo), view.px(hi)
    if abs(x1 - x0) >= 2 or abs(y1 - y0) >= 2:
        return ""
    mid = (lo[0] * 0.5 + hi[0] * 0.5, lo[1] * 0.5 + hi[1] * 0.5)
    return "\n" + _dot(view, mid, {"color": style.get("stroke", INK), "radius": 2,
                                   "cls": "tiny"})


# ---------------------------------------------------------------- the library's objects


def svg_of(obj: Any, width: int = 320) -> str:
    """The picture of a shape, a Hit, a Sweep, a Distance, a Manifold, a LineIntersection,
    an array twin, a HitArray, a SweepArray, a DistanceArray, a ManifoldArray, a
    LineIntersectionArray, a Colliders collection or an Index (world y up; arrays: their
    first 200 rows; collections: their first 200 shapes by id)."""
    canvas = Canvas()
    caption = draw(canvas, obj)
    title = repr(obj)
    return canvas.to_svg(width=width, caption=caption,
                         title=title if len(title) <= 300 else title[:297] + "...")


def draw(canvas: Canvas, obj: Any) -> str:
    """Draw ``obj`` on ``canvas``; return its caption."""
    if isinstance(obj, Hit):
        return _draw_hit(canvas, obj.collider, _pt(obj.pos), _pt(obj.delta), _pt(obj.normal),
                         "Hit" + _time(obj.time))
    if isinstance(obj, Sweep):
        hit = obj.hit
        if hit is None:
            canvas.point(obj.pos, color=PATH, hollow=True, cls="end")
            return f"Sweep: no hit, ends at ({obj.pos.x:.4g}, {obj.pos.y:.4g})"
        _draw_collider(canvas, hit.collider)
        _draw_sweep(canvas, _pt(obj.pos), obj.time, _pt(hit.delta), hit.time)
        state = "started overlapping" if obj.started_overlapping else "blocked"
        return _draw_hit(canvas, None, _pt(hit.pos), None, _pt(hit.normal),
                         f"Sweep: {state}" + _time(obj.time))
    for result_type, drawer in _RESULT_DRAWERS:
        if isinstance(obj, result_type):
            return drawer(canvas, obj)
    if isinstance(obj, Index):  # its shapes as they are now, from the C side
        for shape in obj._shapes_shown(ROWS_SHOWN):
            canvas.shape(shape)
        return _rows("Index", len(obj), "shapes")
    if isinstance(obj, Colliders):
        shown = 0
        for shape in obj:  # in id order, made one at a time: stop at the rows shown
            if shown == ROWS_SHOWN:
                break
            canvas.shape(shape)
            shown += 1
        return _rows("Colliders", len(obj), "shapes")
    kind, is_array = classify(obj)
    if kind is None:
        raise TypeError(f"collide2d has no picture of {type(obj).__name__}")
    if not is_array:
        canvas.shape(obj)
        return type(obj).__name__
    n = len(obj)
    for i in range(min(n, ROWS_SHOWN)):
        canvas.shape(obj[i])
    return _rows(type(obj).__name__, n, "rows")


def _draw_gap(canvas: Canvas, point_a: Any, point_b: Any, normal: Any) -> None:
    """A distance's two points (the receiver's filled, the other's hollow), dashed
    between them, and the normal from the receiver's."""
    canvas.line(point_a, point_b, color=DELTA, dash="4 3", width=1, cls="gap")
    canvas.arrow(point_a, normal, px=NORMAL_PX, color=NORMAL, cls="normal")
    canvas.point(point_a, color=CONTACT, cls="point_a")
    canvas.point(point_b, color=CONTACT, hollow=True, cls="point_b")


def _draw_distance(canvas: Canvas, d: Any) -> str:
    """The gap (the result holds no shapes to draw)."""
    _draw_gap(canvas, d.point_a, d.point_b, d.normal)
    state = "apart" if d.distance > 0 else "overlapping" if d.distance < 0 else "touching"
    return f"Distance {d.distance:.4g} ({state})"


def _draw_contacts(canvas: Canvas, points: Sequence[Any], normal: Any) -> None:
    for p in points:
        canvas.arrow(p, normal, px=NORMAL_PX, color=NORMAL, cls="normal")
        canvas.point(p, color=CONTACT, cls="contact")


def _draw_manifold(canvas: Canvas, m: Any) -> str:
    """Each contact point with the normal from it; no point: only the caption."""
    _draw_contacts(canvas, m.points, m.normal)
    if not m.points:
        return f"Manifold: no contact (normal ({m.normal.x:.4g}, {m.normal.y:.4g}))"
    seps = ", ".join(f"{s:.4g}" for s in m.separations)
    return f"Manifold: {len(m.points)} point{'s' if len(m.points) > 1 else ''}, separation {seps}"


def _draw_common(canvas: Canvas, kind: str, start: _Pt, end: _Pt) -> None:
    """A line intersection's common point (a dot), or the stretch two collinear
    segments share (a thick line between two dots); nothing for 'none' or 'parallel'."""
    if kind == "overlap":
        canvas.line(start, end, color=CONTACT, width=3, cls="overlap")
        canvas.point(start, color=CONTACT, cls="start")
        canvas.point(end, color=CONTACT, cls="end")
    elif kind == "point":
        canvas.point(start, color=CONTACT, cls="common")


def _draw_line_intersection(canvas: Canvas, x: Any) -> str:
    """The common point or stretch (the result holds no segments to draw)."""
    _draw_common(canvas, x.kind, _pt(x.start), _pt(x.end))
    if x.kind == "point":
        return f"LineIntersection: point ({x.start.x:.4g}, {x.start.y:.4g})"
    if x.kind == "overlap":
        return (f"LineIntersection: overlap ({x.start.x:.4g}, {x.start.y:.4g}) to "
                f"({x.end.x:.4g}, {x.end.y:.4g})")
    return f"LineIntersection: {x.kind}"


def _time(t: float) -> str:
    return f", time {t:.4g}" if t else ""


def _rows(name: str, n: int, noun: str) -> str:
    return f"{name}, first {ROWS_SHOWN} of {n} {noun}" if n > ROWS_SHOWN else f"{name}, {n} {noun}"


def _draw_hit(canvas: Canvas, collider: Any, pos: _Pt, delta: Optional[_Pt], normal: _Pt,
              caption: str) -> str:
    """The collider grey (when it is a shape: array results hold row numbers), the
    push-out ``delta`` as an arrow ending at the contact ``pos`` (a point test's arrow
    starts at the point tested, a cast's at the cast's end), the normal from ``pos``."""
    _draw_collider(canvas, collider)
    if delta is not None:
        canvas.arrow((pos[0] - delta[0], pos[1] - delta[1]), delta, color=DELTA, cls="delta")
    canvas.arrow(pos, normal, px=NORMAL_PX, color=NORMAL, cls="normal")
    canvas.point(pos, color=CONTACT, cls="contact")
    return caption


def _draw_collider(canvas: Canvas, collider: Any) -> None:
    kind, is_array = classify(collider)  # (None, False) for a row number or None
    if kind is not None and not is_array:
        canvas.shape(collider, **COLLIDER, cls="collider")


def _draw_sweep(canvas: Canvas, end: _Pt, time: float, hit_delta: _Pt, hit_time: float) -> None:
    """The motion, rebuilt from the hit: its delta is (1 - hit.time) * -motion, so the
    motion is -delta / (1 - hit.time) and the start end - motion * time. The part done
    solid, the part blocked dashed; the end (the moving shape's reference point: a
    box's or circle's centre, a segment's or capsule's a, a polygon's vertex 0) hollow."""
    if hit_time < 1:
        motion = (-hit_delta[0] / (1 - hit_time), -hit_delta[1] / (1 - hit_time))
        start = (end[0] - motion[0] * time, end[1] - motion[1] * time)
        canvas.arrow(start, (end[0] - start[0], end[1] - start[1]), color=PATH, cls="path")
        canvas.line(end, (end[0] - hit_delta[0], end[1] - hit_delta[1]), color=PATH,
                    dash="4 3", width=1, cls="blocked")
        canvas.point(start, color=PATH, radius=2, cls="start")
    canvas.point(end, color=PATH, hollow=True, cls="end")


def _finite(rec: Any, names: Sequence[str]) -> Any:
    """Rows wrapped by hand may hold NaN: a mask of the rows whose fields are finite."""
    ok = np.ones(len(rec), dtype=bool)
    for f in names:
        ok &= np.isfinite(rec[f]).all(axis=tuple(range(1, rec[f].ndim)))
    return ok


def _not_drawn(count: int) -> str:
    return f" ({count} not finite, not drawn)" if count else ""


def _draw_hits(canvas: Canvas, hits: HitArray) -> str:
    rec = hits.records[:ROWS_SHOWN]
    rec = rec[rec["hit"]]
    ok = _finite(rec, ("pos", "delta", "normal"))
    for r in rec[ok]:
        _draw_hit(canvas, None, _pt(r["pos"]), _pt(r["delta"]), _pt(r["normal"]), "")
    return (_rows("HitArray", len(hits), "rows") + f": {int(hits.hit.sum())} hit"
            + _not_drawn(int((~ok).sum())))


def _draw_sweeps(canvas: Canvas, sweeps: SweepArray) -> str:
    rec = sweeps.records[:ROWS_SHOWN]
    h = rec["hit"]
    ok = _finite(rec, ("pos", "time")) & _finite(h, ("pos", "delta", "normal", "time"))
    for r in rec[ok]:
        h = r["hit"]
        if not h["hit"]:
            canvas.point(_pt(r["pos"]), color=PATH, hollow=True, cls="end")
            continue
        _draw_sweep(canvas, _pt(r["pos"]), float(r["time"]), _pt(h["delta"]), float(h["time"]))
        _draw_hit(canvas, None, _pt(h["pos"]), None, _pt(h["normal"]), "")
    hit = int(sweeps.records["hit"]["hit"].sum())
    return _rows("SweepArray", len(sweeps), "rows") + f": {hit} hit" + _not_drawn(int((~ok).sum()))


def _draw_distances(canvas: Canvas, distances: DistanceArray) -> str:
    rec = distances.records[:ROWS_SHOWN]
    ok = _finite(rec, ("distance", "point_a", "point_b", "normal"))
    for r in rec[ok]:
        _draw_gap(canvas, _pt(r["point_a"]), _pt(r["point_b"]), _pt(r["normal"]))
    overlapping = int(distances.hit.sum())
    return (_rows("DistanceArray", len(distances), "rows") + f": {overlapping} overlapping"
            + _not_drawn(int((~ok).sum())))


def _draw_manifolds(canvas: Canvas, manifolds: ManifoldArray) -> str:
    rec = manifolds.records[:ROWS_SHOWN]
    rec = rec[rec["count"] > 0]
    ok = _finite(rec, ("normal",)) & _finite(rec["contacts"], ("point", "separation"))
    for r in rec[ok]:
        count = min(int(r["count"]), 2)  # rows wrapped by hand may hold any number
        _draw_contacts(canvas, [_pt(r["contacts"][k]["point"]) for k in range(count)],
                       _pt(r["normal"]))
    touching = int(manifolds.hit.sum())
    return (_rows("ManifoldArray", len(manifolds), "rows") + f": {touching} in contact"
            + _not_drawn(int((~ok).sum())))


def _draw_line_intersections(canvas: Canvas, lines: LineIntersectionArray) -> str:
    rec = lines.records[:ROWS_SHOWN]
    kind = rec["kind"]
    rec = rec[(kind == lines.POINT) | (kind == lines.OVERLAP)]
    ok = _finite(rec, ("start", "end"))
    for r in rec[ok]:
        name = "overlap" if r["kind"] == lines.OVERLAP else "point"
        _draw_common(canvas, name, _pt(r["start"]), _pt(r["end"]))
    return (_rows("LineIntersectionArray", len(lines), "rows") + f": {int(lines.hit.sum())} meet"
            + _not_drawn(int((~ok).sum())))


# The results drawn by a function of their own (Hit and Sweep above share theirs).
_RESULT_DRAWERS: Tuple[Tuple[type, Callable[[Canvas, Any], str]], ...] = (
    (Distance, _draw_distance),
    (Manifold, _draw_manifold),
    (LineIntersection, _draw_line_intersection),
    (HitArray, _draw_hits),
    (SweepArray, _draw_sweeps),
    (DistanceArray, _draw_distances),
    (ManifoldArray, _draw_manifolds),
    (LineIntersectionArray, _draw_line_intersections),
)
