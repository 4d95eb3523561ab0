"""Segment-segment and line-line intersections, and where a line meets a circle (Dev.Mag part
2).
"""

from __future__ import annotations

import math
from typing import NamedTuple

from .base import Vec, _vec, check_size, clamp
from .small import _discriminant, _rescaled, _stable_roots


class LineIntersection(NamedTuple):
    """Result of :func:`line_intersection` (Dev.Mag part 2, extended).

    ``kind`` is ``"point"``, ``"overlap"``, ``"parallel"`` or ``"none"``;
    ``start``/``end`` the common point or part (ordered along A); ``t`` and
    ``u`` the parameters of ``start``/``end`` along A and B.
    """

    kind: str
    start: Vec
    end: Vec
    t: tuple[float, float]
    u: tuple[float, float]


def _no_common_point(kind: str, a2: Vec) -> LineIntersection:
    # The page: start = end = a2 and t = u = (1, 1), so no field is ever NaN.
    return LineIntersection(kind, a2, a2, (1.0, 1.0), (1.0, 1.0))


def _project(point: Vec, origin: Vec, d: Vec, dd: float) -> float:
    """Parameter of ``point`` along ``origin + s * d``: ``dot(point - origin, d) / dd``."""
    wx = point[0] - origin[0]
    wy = point[1] - origin[1]
    return (wx * d[0] + wy * d[1]) / dd + 0.0


def _line_intersection(a1: Vec, a2: Vec, b1: Vec, b2: Vec, segments: bool) -> LineIntersection:
    # Dev.Mag part 2's order: da = A2 - A1, db = B2 - B1, r = A1 - B1.
    da = (a2[0] - a1[0], a2[1] - a1[1])
    db = (b2[0] - b1[0], b2[1] - b1[1])
    r = (a1[0] - b1[0], a1[1] - b1[1])
    denom = db[1] * da[0] - db[0] * da[1]
    ua_num = db[0] * r[1] - db[1] * r[0]
    ub_num = da[0] * r[1] - da[1] * r[0]

    if denom != 0:
        ua = ua_num / denom + 0.0
        ub = ub_num / denom + 0.0
        if segments and not (0 <= ua <= 1 and 0 <= ub <= 1):
            return _no_common_point("none", a2)
        # Dev.Mag part 2: the point is A1 + ua (A2 - A1).
        point = (a1[0] + ua * da[0], a1[1] + ua * da[1])
        if not (
            math.isfinite(ua)
            and math.isfinite(ub)
            and math.isfinite(point[0])
            and math.isfinite(point[1])
        ):
            # Only for infinite lines: they meet beyond the float range (ua or
            # the point overflowed), i.e. they are parallel to within float64.
            return _no_common_point("parallel", a2)
        return LineIntersection("point", point, point, (ua, ua), (ub, ub))

    # denom == 0: parallel, or a zero-length input.  "Zero length" is a zero
    # squared length, so that no projection below divides by zero.
    daa = da[0] * da[0] + da[1] * da[1]
    dbb = db[0] * db[0] + db[1] * db[1]
    if daa == 0 and dbb == 0:
        if a1[0] == b1[0] and a1[1] == b1[1]:
            return LineIntersection("point", a1, a1, (0.0, 0.0), (0.0, 0.0))
        return _no_common_point("parallel", a2)
    if daa == 0:
        # A is a point: on B if cross(db, a1 - b1) == 0 (that is ua_num) and,
        # for segments, its projection on B lies in [0, 1].
        if ua_num == 0:
            s = _project(a1, b1, db, dbb)
            if not segments or 0 <= s <= 1:
                return LineIntersection("point", a1, a1, (0.0, 0.0), (s, s))
        return _no_common_point("parallel", a2)
    if dbb == 0:
        # B is a point: on A if cross(da, b1 - a1) == 0, likewise; the common
        # point is b1 itself.
        wx = b1[0] - a1[0]
        wy = b1[1] - a1[1]
        if da[0] * wy - da[1] * wx == 0:
            s = _project(b1, a1, da, daa)
            if not segments or 0 <= s <= 1:
                return LineIntersection("point", b1, b1, (s, s), (0.0, 0.0))
        return _no_common_point("parallel", a2)
    if ua_num != 0:
        return _no_common_point("parallel", a2)

    # Collinear.
    if not segments:
        u_a1 = _project(a1, b1, db, dbb)
        u_a2 = _project(a2, b1, db, dbb)
        return LineIntersection("overlap", a1, a2, (0.0, 1.0), (u_a1, u_a2))
    s0 = _project(b1, a1, da, daa)
    s1 = _project(b2, a1, da, daa)
    lo = min(s1, s0)
    hi = max(s0, s1)
    if lo < 0:
        lo = 0.0
    if hi > 1:
        hi = 1.0
    if lo > hi:
        return _no_common_point("parallel", a2)
    start = (a1[0] + lo * da[0], a1[1] + lo * da[1])
    end = (a1[0] + hi * da[0], a1[1] + hi * da[1])
    # B's parameters of the same points, clamped to [0, 1] against rounding.
    u_start = clamp(_project(start, b1, db, dbb), 0.0, 1.0)
    u_end = clamp(_project(end, b1, db, dbb), 0.0, 1.0)
    if lo == hi:
        return LineIntersection("point", start, start, (lo, lo), (u_start, u_start))
    return LineIntersection("overlap", start, end, (lo, hi), (u_start, u_end))


def line_intersection(
    a1: Vec, a2: Vec, b1: Vec, b2: Vec, segments: bool = True
) -> LineIntersection:
    """Dev.Mag part 2's line-line test, extended: where and how A = a1a2 and B = b1b2 meet.

    ``segments=True`` treats A and B as closed segments (end points included:
    segments sharing an end point meet there -- a geometric query, so touching
    counts); ``segments=False`` as infinite lines through the two points.

    Kinds (``docs/circles-and-lines.md`` section 1, Dev.Mag part 2's ``denom``,
    ``ua``, ``ub`` in Dev.Mag's order):

    * ``"point"``: ``start == end`` is the common point; ``t = (ua, ua)``,
      ``u = (ub, ub)``.  The point is ``a1 + ua * (a2 - a1)`` (Dev.Mag part 2), or
      for a zero-length input the zero-length point itself (``a1`` or ``b1``).
    * ``"overlap"``: collinear with a common part of positive length from
      ``start`` to ``end`` (``t`` increasing); for lines ``start = a1``,
      ``end = a2``, ``t = (0, 1)``.
    * ``"parallel"``: no common point and parallel (collinear included), or a
      zero-length input off the other one.
    * ``"none"``: segments that are not parallel but do not reach each other.

    Without a common point ``start = end = a2`` and ``t = u = (1, 1)``.

    Rules beyond the page:

    * zero length is a zero *squared* length (``dot(d, d) == 0``, which also
      catches lengths below ~1.5e-162), so no projection divides by zero;
    * a zero-length B on A gives the point ``b1`` with ``u = (0, 0)`` and ``t``
      the projection of ``b1`` on A (mirror of the page's rule for A);
    * ``u`` of a collinear overlap or touch is the projection of ``start`` and
      ``end`` on B, ``dot(p - b1, db) / dot(db, db)``, clamped to [0, 1]; for
      collinear lines it is the (unclamped) projection of ``a1`` and ``a2``;
    * infinite lines so nearly parallel that ``ua``, ``ub`` or the point
      overflow to +-inf are ``"parallel"`` (no infinite coordinates, no NaN);
    * ``t`` and ``u`` are never ``-0.0``.
    """
    a1 = _vec(a1, "a1")
    a2 = _vec(a2, "a2")
    b1 = _vec(b1, "b1")
    b2 = _vec(b2, "b2")
    return _line_intersection(a1, a2, b1, b2, bool(segments))


def circle_line_points(
    center: Vec, radius: float, p1: Vec, p2: Vec, segment: bool = True
) -> tuple[tuple[Vec, float], ...]:
    """Dev.Mag part 2's circle-line test: the points where line p1p2 crosses the circle.

    Returns a tuple of ``(point, u)`` with ``point = p1 + u * (p2 - p1)``:
    empty, one entry (tangent, ``disc == 0``) or two (ordered by ``u``); for a
    segment only the entries with ``0 <= u <= 1`` are kept.

    In the circle's local space (Dev.Mag part 2): ``f = p1 - center``,
    ``d = p2 - p1``, ``a = dot(d, d)``, ``h = dot(d, f)`` (Dev.Mag's
    ``b = 2h``), ``c = dot(f, f) - r * r``, ``disc = h * h - a * c`` (the
    Dev.Mag's ``b^2 - 4ac = 4 disc``), computed through the line's nearest point
    (see ``_discriminant``).  Two roots use the stable pair (see
    ``_stable_roots``), not Dev.Mag's formula; one root is ``-h / a``.

    Rules beyond the page: ``a == 0`` is the page's point test (it also covers
    a ``d`` so short that ``a`` underflows); two roots that rounding makes
    equal are still two entries; ``u`` is never ``-0.0``.
    """
    cx, cy = _vec(center, "center")
    check_size(radius, "radius")
    r = float(radius)
    x1, y1 = _vec(p1, "p1")
    x2, y2 = _vec(p2, "p2")
    dx = x2 - x1
    dy = y2 - y1
    # The quadratic in a rescaled frame for tiny inputs; points use the originals.
    fx, fy, sdx, sdy, r = _rescaled(x1 - cx, y1 - cy, dx, dy, r)
    a = sdx * sdx + sdy * sdy
    h = sdx * fx + sdy * fy
    c = (fx * fx + fy * fy) - r * r
    if a == 0:
        # A zero-length line is a point test on the circle.
        return (((x1, y1), 0.0),) if c == 0 else ()
    disc = _discriminant(fx, fy, sdx, sdy, a, h, r)
    if disc < 0:
        return ()
    if disc == 0:
        roots: tuple[float, ...] = (-h / a + 0.0,)
    else:
        roots = _stable_roots(a, h, c, disc)
    return tuple(
        ((x1 + u * dx, y1 + u * dy), u) for u in roots if not segment or 0 <= u <= 1
    )
