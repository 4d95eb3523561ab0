"""Draw the figures of README's "Circles, segments and lines" section and of the docs.

    python docs/figures.py [OUTDIR]        (default: docs/img next to this file)

Every point, normal and label comes from a collide2d call made here, so running the script
again after a change to the library redraws what the library now returns. Standard library
and collide2d only; the SVG is written by hand. World y points up: each panel is a group whose
transform flips y; text is placed outside those groups so it is not mirrored.
"""

import math
import sys
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from collide2d import (AABB, OBB, Capsule, Circle, Polygon, Segment, circle_line_points,
                       line_intersection)

INK = "#333"
SHAPE_FILL, SHAPE_LINE = "#e9ecef", "#6c757d"
A_COL, B_COL = "#1f6fb4", "#e07b00"
HIT_COL = "#c0392b"
GOOD_COL = "#2e9e44"
FAINT = "#adb5bd"


def _n(v):
    """A coordinate, short: 3 decimals, no trailing zeros, never '-0'."""
    s = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _attrs(kw):
    return "".join(f" {k.rstrip('_').replace('_', '-')}={quoteattr(str(v))}" for k, v in kw.items())


class Panel:
    """A window [x0, x1] x [y0, y1] of the world drawn at pixel (left, top), `scale` px per unit."""

    def __init__(self, fig, left, top, scale, x0, y0, x1, y1, title=None):
        self.fig, self.left, self.top, self.s = fig, left, top, scale
        self.x0, self.y1 = x0, y1
        self.width, self.height = (x1 - x0) * scale, (y1 - y0) * scale
        self.items, self.labels = [], []
        if title:
            self.labels.append(
                f'<text x="{_n(left + self.width / 2)}" y="{_n(top + self.height + 13)}" '
                f'text-anchor="middle" font-size="11">{escape(title)}</text>'
            )
        fig.panels.append(self)

    # pixel sizes -> world units (strokes and dashes are drawn inside the scaled group)
    def w(self, px):
        return px / self.s

    def px(self, p):
        return self.left + self.s * (p[0] - self.x0), self.top + self.s * (self.y1 - p[1])

    def _stroke(self, color, width, dash):
        kw = {"stroke": color, "stroke_width": _n(self.w(width))}
        if dash:
            kw["stroke_dasharray"] = " ".join(_n(self.w(d)) for d in dash)
        return kw

    def line(self, a, b, color=INK, width=1.5, dash=None, **kw):
        kw.update(self._stroke(color, width, dash))
        self.items.append(
            f'<line x1="{_n(a[0])}" y1="{_n(a[1])}" x2="{_n(b[0])}" y2="{_n(b[1])}"'
            f' stroke-linecap="round"{_attrs(kw)}/>'
        )

    def circle(self, c, r, color=INK, width=1.5, fill="none", dash=None, **kw):
        kw.update(self._stroke(color, width, dash))
        self.items.append(
            f'<circle cx="{_n(c[0])}" cy="{_n(c[1])}" r="{_n(r)}" fill="{fill}"{_attrs(kw)}/>'
        )

    def dot(self, p, color=HIT_COL, radius_px=3.0, hollow=False):
        fill = "white" if hollow else color
        self.circle(p, self.w(radius_px), color=color, width=1.5, fill=fill)

    def rect(self, x0, y0, x1, y1, color=SHAPE_LINE, width=1.2, fill=SHAPE_FILL, rx=0.0, dash=None):
        kw = self._stroke(color, width, dash)
        if rx:
            kw["rx"] = _n(rx)
        self.items.append(
            f'<rect x="{_n(x0)}" y="{_n(y0)}" width="{_n(x1 - x0)}" height="{_n(y1 - y0)}"'
            f' fill="{fill}"{_attrs(kw)}/>'
        )

    def box(self, box, **kw):
        mn, mx = box.min, box.max
        self.rect(mn.x, mn.y, mx.x, mx.y, **kw)

    def polygon(self, points, color=SHAPE_LINE, width=1.2, fill=SHAPE_FILL, dash=None):
        kw = self._stroke(color, width, dash)
        pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in points)
        self.items.append(f'<polygon points="{pts}" fill="{fill}"{_attrs(kw)}/>')

    def arrow(self, p, v, color=INK, width=1.5, head_px=7.0):
        """An arrow from p along v, the head drawn as a triangle (no markers)."""
        length = math.hypot(v[0], v[1])
        if length == 0:
            return
        ux, uy = v[0] / length, v[1] / length
        tip = (p[0] + v[0], p[1] + v[1])
        h = min(self.w(head_px), 0.6 * length)
        base = (tip[0] - ux * h, tip[1] - uy * h)
        self.line(p, base, color=color, width=width)
        hw = 0.45 * h
        pts = [tip, (base[0] - uy * hw, base[1] + ux * hw), (base[0] + uy * hw, base[1] - ux * hw)]
        self.items.append(
            f'<polygon points="{" ".join(f"{_n(x)},{_n(y)}" for x, y in pts)}" fill="{color}"/>'
        )

    def text(self, p, s, dx=0, dy=0, anchor="start", color=INK, size=10):
        x, y = self.px(p)
        self.labels.append(
            f'<text x="{_n(x + dx)}" y="{_n(y + dy)}" text-anchor="{anchor}" font-size="{size}"'
            f' fill="{color}">{escape(s)}</text>'
        )

    def svg(self):
        # world (x, y) -> pixel (left + s (x - x0), top + s (y1 - y)): y flipped to point up
        tx, ty = self.left - self.s * self.x0, self.top + self.s * self.y1
        m = f"{_n(self.s)} 0 0 {_n(-self.s)} {_n(tx)} {_n(ty)}"
        items = ("  " + i for i in self.items)
        return [f'<g transform="matrix({m})" fill="none">', *items, "</g>", *self.labels]


class Figure:
    def __init__(self, name, width, height, caption):
        self.name, self.width, self.height, self.caption = name, width, height, caption
        self.panels = []

    def panel(self, left, top, width_px, x0, y0, x1, y1, title=None):
        return Panel(self, left, top, width_px / (x1 - x0), x0, y0, x1, y1, title)

    def write(self, outdir):
        body = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}"'
            f' viewBox="0 0 {self.width} {self.height}" font-family="Helvetica, Arial, sans-serif"'
            f' fill="{INK}" role="img">',
            f"<title>{escape(self.caption)}</title>",
            f'<rect width="{self.width}" height="{self.height}" fill="white"/>',
        ]
        for p in self.panels:
            body += p.svg()
        body.append(
            f'<text x="{self.width / 2:g}" y="{self.height - 7}" text-anchor="middle"'
            f' font-size="11"'
            f' fill="#555">{escape(self.caption)}</text>'
        )
        body.append("</svg>\n")
        path = Path(outdir) / f"{self.name}.svg"
        path.write_text("\n".join(body))
        return path


# ---------------------------------------------------------------- the figures


def fig_segments():
    """(a) The four kinds of line_intersection, one panel each."""
    fig = Figure("segments", 320, 262, "line_intersection: the four kinds, as returned")
    cases = [
        ((0, 0), (4, 3), (0, 3), (4, 0)),  # crossing
        ((0, 0), (4, 2), (2, 1), (6, 3)),  # collinear, overlapping from (2, 1) to (4, 2)
        ((0, 0), (4, 1), (0, 1.6), (4, 2.6)),  # parallel
        ((0, 0), (2, 2), (4, 0), (3, 1.5)),  # the lines cross, the segments do not
    ]
    for i, (a1, a2, b1, b2) in enumerate(cases):
        res = line_intersection(a1, a2, b1, b2)
        assert Segment(a1, a2).intersection(Segment(b1, b2)) == res
        left, top = 10 + (i % 2) * 155, 8 + (i // 2) * 116
        p = fig.panel(left, top, 145, -0.6, -0.5, 6.6, 3.4, title=f'kind="{res.kind}"')
        if res.kind == "none":
            # where the infinite lines meet (segments=False), to show the segments stop short
            lines = line_intersection(a1, a2, b1, b2, segments=False)
            if lines.kind == "point":
                q = lines.start
                for s, e in ((a2, q), (b2, q)):
                    p.line(s, e, color=FAINT, width=1, dash=(3, 3))
                p.dot(q, color=FAINT, hollow=True)
                p.text(q, "lines meet", dx=6, dy=4, color="#777", size=9)
        if res.kind == "overlap":
            p.line(res.start, res.end, color=GOOD_COL, width=7, stroke_opacity="0.35")
        p.line(a1, a2, color=A_COL, width=2)
        p.line(b1, b2, color=B_COL, width=2)
        p.text(a1, "A", dx=-4, dy=12, color=A_COL)
        if res.kind == "overlap":  # b1 lies on A here: label B at its other end
            p.text(b2, "B", dx=-4, dy=-7, color=B_COL)
        else:
            p.text(b1, "B", dx=-9, dy=4, color=B_COL)
        if res.kind == "point":
            p.dot(res.start)
        elif res.kind == "overlap":
            p.dot(res.start, radius_px=2.5)
            p.dot(res.end, radius_px=2.5)
    return fig


def fig_circle_line():
    """(b) circle_line_points: a secant line (two points) and a tangent one (one point)."""
    fig = Figure("circle_line", 300, 196, "circle_line_points: 2 points (secant), 1 (tangent)")
    p = fig.panel(10, 6, 280, -4.6, -2.5, 4.6, 2.7)
    circle = Circle((0, 0), 2)
    p.circle(circle.center, circle.radius, color=SHAPE_LINE, fill=SHAPE_FILL, width=1.2)
    for p1, p2, col in (((-4.3, -2.1), (4.3, 1.3), A_COL), ((-4.3, 2), (4.3, 2), B_COL)):
        pts = circle_line_points(circle, p1, p2, segment=False)
        p.line(p1, p2, color=col, width=1.8)
        for q, u in pts:
            p.dot(q)
            p.text(q, f"u={u:.2f}", dx=4, dy=-6 if len(pts) == 1 else 13, size=9, color=HIT_COL)
        count = f"{len(pts)} point{'s' * (len(pts) != 1)}"
        p.text(p2, count, dx=-2, dy=-6, anchor="end", color=col)
    return fig


def fig_raycast():
    """(c) Circle.intersect_segment: entry point and normal; a tangent ray does not hit."""
    fig = Figure("raycast", 300, 196, "Circle.intersect_segment: entry point and normal")
    p = fig.panel(10, 6, 280, -5.4, -2.6, 4.0, 3.1)
    circle = Circle((0, 0), 2)
    p.circle(circle.center, circle.radius, color=SHAPE_LINE, fill=SHAPE_FILL, width=1.2)
    for start, delta in (((-5, 1.9), (8, -1.2)), ((-5, -2), (8.5, 0))):
        hit = circle.intersect_segment(start, delta)
        end = (start[0] + delta[0], start[1] + delta[1])
        p.dot(start, color=INK, radius_px=2.2)
        if hit is None:
            p.arrow(start, delta, color=FAINT)
            p.text(end, "tangent: no hit", dx=-2, dy=12, anchor="end", color="#777", size=9)
            continue
        p.arrow(start, hit.pos - start, color=A_COL, width=2)
        p.line(hit.pos, end, color=A_COL, width=1.2, dash=(3, 3))
        p.arrow(hit.pos, hit.normal * 1.2, color=GOOD_COL, width=1.8)
        p.dot(hit.pos)
        p.text(hit.pos, f"time={hit.time:.3f}", dx=8, dy=16, color=HIT_COL, size=9)
        tip = hit.pos + hit.normal * 1.2
        p.text(tip, "normal", dx=-4, dy=-2, anchor="end", color=GOOD_COL, size=9)
    return fig


def fig_sweep_box():
    """(d) AABB.sweep_circle against the exact rounded box: a face hit, a corner-arc hit, and a
    path through the padded box's corner square that misses the arc."""
    caption = "AABB.sweep_circle: face hit, corner hit, corner miss"
    fig = Figure("sweep_circle_box", 320, 222, caption)
    p = fig.panel(8, 6, 304, -6.7, -4.4, 7.7, 4.6)
    box, r = AABB((0, 0), (2, 1)), 1.0
    mn, mx = box.min, box.max
    # the padded box (square corners) dotted, the exact rounded-box Minkowski shape dashed
    grown = (mn.x - r, mn.y - r, mx.x + r, mx.y + r)
    p.rect(*grown, color=FAINT, width=0.8, fill="none", dash=(1.5, 2.5))
    p.rect(*grown, color=SHAPE_LINE, width=1.2, fill="none", rx=r, dash=(5, 3))
    p.box(box)
    paths = [((6.5, 0.2), (-9, 0)), ((-5.5, -3.2), (8, 3)), ((-4.6, 0), (3.4, 3.4))]
    for start, delta in paths:
        s = box.sweep_circle(Circle(start, r), delta)
        end = (start[0] + delta[0], start[1] + delta[1])
        p.circle(start, r, color=FAINT, width=1)
        if s.hit is None:
            p.line(start, end, color=FAINT, width=1.5, dash=(4, 3))
            p.circle(s.pos, r, color=FAINT, width=1, dash=(2, 2))
            p.dot(s.pos, color=FAINT, radius_px=2)
            p.text(s.pos, "miss", dx=r * p.s + 4, dy=3, color="#777", size=9)
            continue
        p.line(start, s.pos, color=A_COL, width=1.8)
        p.line(s.pos, end, color=A_COL, width=1, dash=(3, 3))
        p.circle(s.pos, r, color=A_COL, width=1.5)
        p.dot(s.pos, color=A_COL, radius_px=2)
        p.arrow(s.hit.pos, s.hit.normal * 0.75, color=GOOD_COL, width=1.8, head_px=6)
        p.dot(s.hit.pos)
        p.text(s.pos, f"time={s.time:.3f}", dy=r * p.s + 12, anchor="middle", color=A_COL, size=9)
    return fig


def fig_push_out():
    """(e) AABB.intersect_circle: the push-out delta, near a corner and with the centre inside."""
    fig = Figure("push_out", 300, 178, "AABB.intersect_circle: delta pushes the circle out")
    p = fig.panel(10, 6, 280, -3.4, -1.5, 4.3, 2.8)
    box = AABB((0, 0), (2, 1))
    p.box(box)
    for circle in (Circle((2.4, 1.3), 1.0), Circle((1.4, 0.1), 0.6)):
        hit = box.intersect_circle(circle)
        c, r = circle.center, circle.radius
        p.circle(c, r, color=B_COL, width=1.5, fill=B_COL, fill_opacity="0.12")
        if hit is None:
            continue
        p.circle(c + hit.delta, r, color=B_COL, width=1.2, dash=(3, 2))  # where delta puts it
        p.arrow(c, hit.delta, color=HIT_COL, width=1.8, head_px=6)
        p.dot(hit.pos, color=GOOD_COL, radius_px=2.5)
    p.text((-3.2, 2.5), "circle; dashed: moved by delta", color=B_COL, size=9, dy=4)
    p.text((-3.2, 2.1), "delta", color=HIT_COL, size=9, dy=6)
    p.text((-3.2, 1.7), "pos (contact)", color=GOOD_COL, size=9, dy=8)
    return fig


def fig_obb_push_out():
    """(f) OBB.intersect_aabb and intersect_point: the separating axis of least overlap."""
    fig = Figure("obb_push_out", 300, 190, "OBB push-out: the axis of least overlap")
    p = fig.panel(10, 6, 280, -3.2, -2.4, 4.4, 2.6)
    crate = OBB((0, 0), (2, 1), math.pi / 6)
    p.polygon([(v.x, v.y) for v in crate.corners])
    box = AABB((1.9, 1.3), (0.6, 0.5))
    hit = crate.intersect_aabb(box)
    p.box(box, color=B_COL, fill="none", width=1.5)
    moved = AABB(box.pos + hit.delta, box.half)
    p.box(moved, color=B_COL, fill="none", dash=(3, 2))  # where delta puts it
    p.arrow(box.pos, hit.delta, color=HIT_COL, width=1.8, head_px=6)
    p.dot(hit.pos, color=GOOD_COL, radius_px=2.5)
    p.arrow(hit.pos, hit.normal * 0.7, color=GOOD_COL, width=1.4, head_px=5)
    point = (-1.2, -0.4)
    ph = crate.intersect_point(point)
    p.dot(point, color=B_COL, radius_px=2.5)
    p.arrow(point, ph.delta, color=HIT_COL, width=1.5, head_px=5)
    p.text((-3.0, 2.3), "box; dashed: moved by delta", color=B_COL, size=9, dy=4)
    p.text((-3.0, 1.9), "delta", color=HIT_COL, size=9, dy=6)
    p.text((-3.0, 1.5), "pos and normal", color=GOOD_COL, size=9, dy=8)
    return fig


def fig_polygon_sweep():
    """(g) Polygon.sweep_polygon: a moving triangle stops at first contact with a hexagon,
    and a second one that slides past misses."""
    fig = Figure("polygon_sweep", 320, 200, "Polygon.sweep_polygon: first contact, no tunnelling")
    p = fig.panel(8, 6, 304, -5.6, -3.0, 6.0, 4.3)
    rock = Polygon.regular(6, (1.2, 0.4), 1.6, 0.2)
    p.polygon([(v.x, v.y) for v in rock.vertices])
    for tri, delta in ((((-5, 0.6), (-3.6, -0.2), (-3.8, 1.4)), (9, 0.4)),
                       (((-5, 2.6), (-3.8, 2.2), (-4.2, 3.6)), (9.5, 0))):
        mover = Polygon(tri)
        s = rock.sweep_polygon(mover, delta)
        first = mover.vertices[0]
        shift = (s.pos.x - first.x, s.pos.y - first.y)
        end = [(v.x + delta[0], v.y + delta[1]) for v in mover.vertices]
        p.polygon([(v.x, v.y) for v in mover.vertices], color=B_COL, fill="none", width=1.2)
        p.polygon(end, color=FAINT, fill="none", width=1, dash=(3, 3))
        p.line((first.x, first.y), (first.x + delta[0], first.y + delta[1]), color=FAINT,
               width=1, dash=(3, 3))
        if s.hit is None:
            p.text(end[1], "miss", dx=6, dy=4, color="#777", size=9)
            continue
        at = [(v.x + shift[0], v.y + shift[1]) for v in mover.vertices]
        p.polygon(at, color=A_COL, fill="#dbe8f4", width=1.5)
        p.line((first.x, first.y), (s.pos.x, s.pos.y), color=A_COL, width=1.8)
        p.dot(s.hit.pos)
        p.arrow(s.hit.pos, s.hit.normal * 0.9, color=GOOD_COL, width=1.8, head_px=6)
        p.text(at[2], f"time={s.time:.3f}", dx=-4, dy=-8, anchor="middle", color=A_COL,
               size=9)
    return fig


def fig_distance():
    """(h) distance: the gap between a hexagon and three shapes (closest points), and a
    capsule overlapping it (the deepest points, a negative distance)."""
    fig = Figure("distance", 320, 210, "distance: closest points apart, deepest overlapping")
    p = fig.panel(8, 6, 304, -5.0, -3.2, 6.0, 3.8)
    rock = Polygon.regular(6, (0.3, 0.2), 1.6, 0.3)
    p.polygon([(v.x, v.y) for v in rock.vertices])
    others = [
        (Circle((-3.6, 2.2), 0.7), lambda s: p.circle(s.center, s.radius, color=B_COL, width=1.5)),
        (OBB((4.2, 1.6), (0.9, 0.5), 0.6), lambda s: p.polygon(
            [(v.x, v.y) for v in s.corners], color=B_COL, fill="none", width=1.5)),
        (Polygon([(-3.8, -2.8), (-2.2, -2.6), (-3.0, -1.5)]), lambda s: p.polygon(
            [(v.x, v.y) for v in s.vertices], color=B_COL, fill="none", width=1.5)),
        (Capsule((1.0, -1.3), (4.4, -0.3), 0.45), None),
    ]
    for shape, draw in others:
        d = rock.distance_polygon(shape) if isinstance(shape, Polygon) else getattr(
            rock, "distance_" + type(shape).__name__.lower())(shape)
        if draw is None:  # a capsule: its core and its two end circles, with the sides
            a, b, r = shape.a, shape.b, shape.radius
            ux, uy = (b.x - a.x), (b.y - a.y)
            length = math.hypot(ux, uy)
            nx, ny = -uy / length * r, ux / length * r
            p.line((a.x + nx, a.y + ny), (b.x + nx, b.y + ny), color=B_COL, width=1.5)
            p.line((a.x - nx, a.y - ny), (b.x - nx, b.y - ny), color=B_COL, width=1.5)
            p.circle(a, r, color=B_COL, width=1.0, dash=(2, 2))
            p.circle(b, r, color=B_COL, width=1.0, dash=(2, 2))
        else:
            draw(shape)
        colour = HIT_COL if d.distance < 0 else GOOD_COL
        p.line(d.point_a, d.point_b, color=colour, width=1.8)
        p.dot(d.point_a, color=colour, radius_px=2.5)
        p.dot(d.point_b, color=colour, radius_px=2.5, hollow=True)
        mid = ((d.point_a.x + d.point_b.x) / 2, (d.point_a.y + d.point_b.y) / 2)
        p.text(mid, f"{d.distance:.2f}", dx=6, dy=-4, color=colour, size=9)
    p.text((-4.8, -0.2), "filled: point_a (on the hexagon)", color=INK, size=9)
    p.text((-4.8, -0.7), "hollow: point_b", color=INK, size=9)
    return fig


def fig_contacts():
    """(i) contacts: a resting stack's manifolds: a box sunk into the ground (two points at
    the ends of the shared face), a box tilted on its corner (one point), a capsule lying
    on the box (two points) and a ball on the ground (one point)."""
    fig = Figure("contacts", 320, 200, "contacts: normals, points and separations")
    p = fig.panel(8, 6, 304, -4.6, -0.9, 5.4, 5.0)
    ground = AABB((0.4, -0.6), (5.0, 0.6))
    crate = AABB((-2.2, 0.85), (1.0, 0.9))
    tilted = OBB((2.0, 0.0 + math.sqrt(2) * 0.8 - 0.12), (0.8, 0.8), math.pi / 4)
    log = Capsule((-3.0, 2.05), (-1.2, 2.05), 0.35)
    ball = Circle((4.4, 0.45), 0.55)
    p.box(ground)
    p.box(crate, color=A_COL, fill="none", width=1.5)
    p.polygon([(v.x, v.y) for v in tilted.corners], color=A_COL, fill="none", width=1.5)
    a, b, r = log.a, log.b, log.radius
    p.line((a.x, a.y + r), (b.x, b.y + r), color=B_COL, width=1.5)
    p.line((a.x, a.y - r), (b.x, b.y - r), color=B_COL, width=1.5)
    p.circle(a, r, color=B_COL, width=1.0, dash=(2, 2))
    p.circle(b, r, color=B_COL, width=1.0, dash=(2, 2))
    p.circle(ball.center, ball.radius, color=B_COL, width=1.5)
    for m in (ground.contacts_aabb(crate), ground.contacts_obb(tilted),
              crate.contacts_capsule(log), ground.contacts_circle(ball)):
        for point, sep in zip(m.points, m.separations):
            p.dot(point, color=HIT_COL, radius_px=2.5)
            p.arrow(point, (m.normal.x * 0.6, m.normal.y * 0.6), color=HIT_COL, width=1.2,
                    head_px=5.0)
            p.text(point, f"{sep:.2f}", dx=4, dy=12, color=HIT_COL, size=8)
    p.text((-4.4, 4.5), "dots: contact points, midway between the surfaces", color=INK, size=9)
    p.text((-4.4, 4.0), "arrows: the normal; numbers: separations", color=INK, size=9)
    return fig


def fig_broad_phase():
    """(j) The broad phase: an Index of a small level's shapes, its overlapping pairs, and
    rays through it (raycast_all: every hit, the first one filled)."""
    import random

    from collide2d import Index

    fig = Figure("broad_phase", 320, 226, "Index: pairs (lines), each ray's hits (first "
                 "filled)")
    p = fig.panel(8, 6, 304, 0, 0, 16, 10.4)
    rng = random.Random(7)
    shapes = []
    for _ in range(9):
        shapes.append(AABB((rng.uniform(1, 15), rng.uniform(1, 9)),
                           (rng.uniform(0.25, 0.8), rng.uniform(0.25, 0.8))))
        shapes.append(Circle((rng.uniform(1, 15), rng.uniform(1, 9)), rng.uniform(0.25, 0.7)))
        shapes.append(OBB((rng.uniform(1, 15), rng.uniform(1, 9)),
                          (rng.uniform(0.3, 0.8), rng.uniform(0.15, 0.45)), rng.uniform(0, 3)))
        shapes.append(Polygon.regular(rng.randint(3, 7), (rng.uniform(1, 15), rng.uniform(1, 9)),
                                      rng.uniform(0.35, 0.8), rng.uniform(0, 1)))
    index = Index(shapes)
    pairs = index.pairs().tolist()
    paired = {i for pair in pairs for i in pair}

    def draw(shape, color, fill):
        if isinstance(shape, AABB):
            p.box(shape, color=color, fill=fill)
        elif isinstance(shape, Circle):
            p.circle(shape.center, shape.radius, color=color, fill=fill, width=1.2)
        else:
            corners = shape.corners if isinstance(shape, OBB) else shape.vertices
            p.polygon([(v.x, v.y) for v in corners], color=color, fill=fill)

    def centre(shape):
        if isinstance(shape, AABB):
            return (shape.pos.x, shape.pos.y)
        if isinstance(shape, (Circle, OBB)):
            return (shape.center.x, shape.center.y)
        pts = [(v.x, v.y) for v in shape.vertices]
        return (sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts))

    for i, shape in enumerate(shapes):
        draw(shape, B_COL if i in paired else SHAPE_LINE, "#fdebd3" if i in paired else SHAPE_FILL)
    for i, j in pairs:
        p.line(centre(shapes[i]), centre(shapes[j]), color=B_COL, width=1.4)
        p.dot(centre(shapes[i]), color=B_COL, radius_px=1.8)
        p.dot(centre(shapes[j]), color=B_COL, radius_px=1.8)
    origins = [(0.2, 1.6), (0.2, 8.6), (15.8, 5.0)]
    deltas = [(15.5, 7.0), (15.5, -6.0), (-15.5, -1.5)]
    offsets, hits = index.raycast_all(origins, deltas)
    for r, (o, d) in enumerate(zip(origins, deltas)):
        p.arrow(o, d, color=A_COL, width=1.2)
        for k in range(offsets[r], offsets[r + 1]):
            p.dot(hits.pos[k], color=HIT_COL, radius_px=3.0, hollow=k != offsets[r])
    p.text((0.3, 10.0), f"{len(shapes)} shapes, {len(pairs)} overlapping pairs", size=9)
    return fig


FIGURES = [fig_segments, fig_circle_line, fig_raycast, fig_sweep_box, fig_push_out,
           fig_obb_push_out, fig_polygon_sweep, fig_distance, fig_contacts, fig_broad_phase]


def main(argv):
    outdir = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent / "img"
    outdir.mkdir(parents=True, exist_ok=True)
    for make in FIGURES:
        print(make().write(outdir))


if __name__ == "__main__":
    main(sys.argv)
