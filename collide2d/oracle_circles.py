"""Pure-Python reference for circles, segments and lines: the test oracle.

Implements ``docs/circles-and-lines.md`` from the seed documents (Dev.Mag part 2:
line-line and circle-line intersection; MDN: circle-circle; WecTeam: the
clamp method for circle vs box), readable first, and with the operation order
written on that page, so that the C core can copy it bit for bit.  No numpy,
no C.

Shapes are plain tuples, as in :mod:`collide2d.oracle`:

* point / vector: ``(x, y)``
* circle: ``(cx, cy, r)``, ``r >= 0``
* segment: ``(x0, y0, x1, y1)``; a cast or sweep is ``pos + t * delta``, ``0 <= t <= 1``
* AABB: ``(cx, cy, hx, hy)`` -- centre and half size (noonat/intersect)

Results reuse :class:`collide2d.oracle.Hit` and :class:`collide2d.oracle.Sweep`;
line queries return :class:`LineIntersection`.  The conventions of
``docs/api.md`` hold everywhere: touching is not colliding, ``sign(0) = +1``,
ties go to y, the receiver is the collider, no input gives NaN, a zero-delta
sweep is the static test, bad input raises ``ValueError``.

Rules this module adds where the page leaves a detail open (each is repeated in
the docstring of the function concerned):

* Inputs are validated as in :mod:`collide2d.oracle` and then converted with
  ``float()``, so an ``int`` coordinate behaves as its float64 value.
* **Zero length means a zero squared length.**  Wherever the page divides by
  ``dot(d, d)`` or by ``sqrt(dot(d, d))``, the "zero" case is decided on that
  computed square, not on ``d == 0``: a vector shorter than about 1.5e-162,
  whose square underflows to 0, counts as zero (a point, or the fallback
  normal ``(0, 1)``).  That is what keeps every division finite.  The static
  circle tests are the exception: they decide on ``d`` itself and square tiny
  vectors in a rescaled frame (:func:`_closer_than`, :func:`_unit`).
* Parameters (``t``, ``u``) and times are never ``-0.0`` (``+ 0.0`` is added
  where a formula could produce one); normals never contain ``-0.0``.
* A circle of radius 0 has no interior: nothing hits it, also when rounding
  makes a cast's discriminant positive (that would divide by ``r = 0``).
* Below 2**-256, where squares lose precision or underflow, the quadratic
  (casts, sweeps, line points) and the static circle tests square their
  inputs in a frame scaled by an exact power of two (:func:`_rescaled`,
  :func:`_closer_than`, :func:`_unit`), so they give the unit-scale answers
  down to subnormals (the 2**200 bound only rules out overflow).
* ``overlaps`` uses exactly the arithmetic of the matching hit test
  (``overlaps == hit is not None``), as ``overlaps_aabb`` does for boxes.
* Rounded-box sweeps: the corner is ``clamp(entry, box.min, box.max)``,
  there is no corner test for ``r == 0``, ``hit.pos`` is the box's point
  nearest to the centre at contact; a stuck sweep keeps the cast's time-0 hit
  and falls back to the static push-out when rounding makes the cast miss --
  all as for boxes.

One deviation from the page, because the page's formula breaks the contract
(unit normals, no NaN): the raycast's normal is the normalised local-space
vector ``f + t0 * delta`` instead of ``(pos + t0 * delta - c) / r`` (see
:func:`circle_intersect_segment`).
"""

from __future__ import annotations

import math
from typing import NamedTuple, Optional, Sequence, Tuple

from .oracle import (
    EPSILON,
    Hit,
    Sweep,
    cast_aabb,
    check_box,
    check_size,
    check_vec,
    clamp,
    intersect_aabb_point,
    overlaps_aabb_aabb,
    sign,
    sweep_aabb_aabb,
)

Vec = Tuple[float, float]
Box = Tuple[float, float, float, float]
Circle = Tuple[float, float, float]
Segment = Tuple[float, float, float, float]

__all__ = [
    "LineIntersection",
    "line_intersection",
    "circle_line_points",
    "circle_intersect_point",
    "circle_intersect_circle",
    "aabb_intersect_circle",
    "circle_intersect_aabb",
    "circle_intersect_segment",
    "circle_sweep_circle",
    "aabb_sweep_circle",
    "circle_sweep_aabb",
    "sweep_into_mixed",
    "circle_overlap_interval",
    "overlaps",
    "SHAPE_KINDS",
]

#: The shape kinds understood by :func:`overlaps` and :func:`sweep_into_mixed`.
SHAPE_KINDS = ("point", "segment", "circle", "aabb")


class LineIntersection(NamedTuple):
    """Result of :func:`line_intersection` (Dev.Mag part 2, extended).

    ``kind`` is ``"point"``, ``"overlap"``, ``"parallel"`` or ``"none"``;
    ``start``/``end`` the common point or part (ordered along A); ``t`` and
    ``u`` the parameters of ``start``/``end`` along A and B.
    """

    kind: str
    start: Vec
    end: Vec
    t: Tuple[float, float]
    u: Tuple[float, float]


# --------------------------------------------------------------------------
# Validation and small vector helpers
# --------------------------------------------------------------------------


def _vec(v: Sequence[float], what: str) -> Vec:
    check_vec(v, what)
    x, y = v
    return float(x), float(y)


def _circle(circle: Sequence[float], what: str = "circle") -> Circle:
    cx, cy, r = circle
    check_vec((cx, cy), what)
    check_size(r, what + " radius")
    return float(cx), float(cy), float(r)


def _box(box: Sequence[float], what: str = "box") -> Box:
    bx, by, hx, hy = box
    check_box((bx, by, hx, hy), what)
    return float(bx), float(by), float(hx), float(hy)


def _segment(segment: Sequence[float], what: str = "segment") -> Segment:
    x0, y0, x1, y1 = segment
    check_vec((x0, y0), what)
    check_vec((x1, y1), what)
    return float(x0), float(y0), float(x1), float(y1)


def _direction(x: float, y: float, squared_length: float):
    """``((x, y) / len, len)`` with ``len = sqrt(squared_length)``.

    The page's fallback: when the length is 0 (coincident points, or a vector
    whose square underflows) the direction is ``(0, 1)`` -- ties go to y and
    ``sign(0) = +1`` -- and the length 0.  No component is ``-0.0``.
    """
    if squared_length == 0:
        return (0.0, 1.0), 0.0
    length = math.sqrt(squared_length)
    # + 0.0: a component of -0.0 (from -0.0 - +0.0 in the caller) becomes +0.0.
    return (x / length + 0.0, y / length + 0.0), length


RESCALE_BELOW = 2.0**-256


def _tiny_scale(m: float) -> int:
    """C's ``c2d_tiny_scale``: 0 unless ``0 < m < RESCALE_BELOW``, then ``-e``
    (``e`` from ``frexp``) so that ``ldexp(m, k)`` lies in [0.5, 1).

    Squares of magnitudes below ~2**-511 lose precision and below ~2**-537
    underflow to 0; an exact power-of-two scale commutes with every IEEE
    operation that neither under- nor overflows, so a scaled frame gives the
    unscaled answers bit for bit wherever those did not underflow.
    """
    if m < RESCALE_BELOW and m > 0:
        return -math.frexp(m)[1]
    return 0


def _unit(x: float, y: float):
    """C's ``c2d_unit``: :func:`_direction` of ``(x, y)`` from its components.

    A vector with both ``|x|``, ``|y|`` below ``RESCALE_BELOW`` is normalised
    in its own frame scaled by ``2**k`` (:func:`_tiny_scale`) and the length
    scaled back by ``2**-k``: a nonzero vector never reads as length 0.
    """
    k = _tiny_scale(max_of(abs(x), abs(y)))
    if k == 0:
        return _direction(x, y, x * x + y * y)
    sx = math.ldexp(x, k)
    sy = math.ldexp(y, k)
    normal, length = _direction(sx, sy, sx * sx + sy * sy)
    return normal, math.ldexp(length, -k)


def _closer_than(x: float, y: float, reach: float) -> bool:
    """C's ``c2d_closer_than``: ``x * x + y * y < reach * reach`` (strict),
    squared in the frame scaled by ``2**k``, ``k = _tiny_scale(max(|x|, |y|,
    reach))``, when all three are below ``RESCALE_BELOW``."""
    k = _tiny_scale(max_of(max_of(abs(x), abs(y)), reach))
    if k != 0:
        x = math.ldexp(x, k)
        y = math.ldexp(y, k)
        reach = math.ldexp(reach, k)
    return x * x + y * y < reach * reach


def _rescaled(fx: float, fy: float, dx: float, dy: float, r: float):
    """The quadratic's inputs in a frame scaled by an exact power of two.

    The discriminant is a fourth power of the inputs' scale and underflows
    below ~2**-256; when the largest of ``|f|``, ``|d|``, ``r`` is below
    that, everything is multiplied by ``2**-e`` (``e`` from ``frexp``) so it
    lies in [0.5, 1). Roots, signs and directions are the same in any such
    frame; inputs in the normal range are returned unchanged.
    """
    m = max_of(max_of(max_of(abs(fx), abs(fy)), max_of(abs(dx), abs(dy))), r)
    if m < RESCALE_BELOW and m > 0:
        e = math.frexp(m)[1]
        return (math.ldexp(fx, -e), math.ldexp(fy, -e), math.ldexp(dx, -e),
                math.ldexp(dy, -e), math.ldexp(r, -e))
    return fx, fy, dx, dy, r


def max_of(a: float, b: float) -> float:
    """C's ``a > b ? a : b``."""
    return a if a > b else b


def _discriminant(fx: float, fy: float, dx: float, dy: float, a: float, h: float, r: float) -> float:
    """``h * h - a * c`` of the line ``f + u d`` against radius ``r``, computed
    as ``a * (r * r) - cross(d, f) ** 2`` (Lagrange's identity).

    ``cross(d, f) = d.x * f.y - d.y * f.x`` is ``|d|`` times the distance from
    the centre to the line, so unlike Dev.Mag part 2's ``b^2 - 4ac`` this has no
    ``dot(f, f)`` in it and keeps its precision when the line starts far from
    the circle (``|f| = 1e8``, ``r = 1``: ``c = dot(f, f) - r^2`` rounds
    ``r^2`` away and a crossing line reads as tangent); and it stays exact on
    small dyadic inputs, where ties (a tangent line) are decided exactly.
    ``h`` is unused (kept so the call reads like the seed's formula).
    """
    cross = dx * fy - dy * fx
    return a * (r * r) - cross * cross


def _stable_roots(a: float, h: float, c: float, disc: float) -> Tuple[float, float]:
    """Both roots of ``a u^2 + 2 h u + c = 0`` for ``a > 0``, ``disc > 0``, sorted.

    The page's stable pair (Numerical Recipes 5.6) in place of Dev.Mag part 2's
    ``(-b +- sqrt(b^2 - 4ac)) / 2a``: ``q = -(h + copysign(sqrt(disc), h))``,
    ``u1 = q / a``, ``u2 = c / q``.  ``|q| >= sqrt(disc) > 0``, so neither
    division is by zero.  Rounding can make the two equal: both are returned;
    a ``-0.0`` root becomes ``+0.0``.
    """
    q = -(h + math.copysign(math.sqrt(disc), h))
    u1 = q / a + 0.0
    u2 = c / q + 0.0
    if u1 < u2:
        return u1, u2
    return u2, u1


# --------------------------------------------------------------------------
# 1. Line-line and segment-segment intersection (Dev.Mag part 2)
# --------------------------------------------------------------------------


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
    lo = s0 if s0 < s1 else s1
    hi = s1 if s0 < s1 else s0
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
    ``ua``, ``ub`` in seed order):

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


# --------------------------------------------------------------------------
# 2. Circle-line and circle-segment intersection points (Dev.Mag part 2)
# --------------------------------------------------------------------------


def circle_line_points(
    center: Vec, radius: float, p1: Vec, p2: Vec, segment: bool = True
) -> Tuple[Tuple[Vec, float], ...]:
    """Dev.Mag part 2's circle-line test: the points where line p1p2 crosses the circle.

    Returns a tuple of ``(point, u)`` with ``point = p1 + u * (p2 - p1)``:
    empty, one entry (tangent, ``disc == 0``) or two (ordered by ``u``); for a
    segment only the entries with ``0 <= u <= 1`` are kept.

    In the circle's local space (Dev.Mag part 2): ``f = p1 - center``,
    ``d = p2 - p1``, ``a = dot(d, d)``, ``h = dot(d, f)`` (the seed's
    ``b = 2h``), ``c = dot(f, f) - r * r``, ``disc = h * h - a * c`` (the
    seed's ``b^2 - 4ac = 4 disc``), computed through the line's nearest point
    (see ``_discriminant``).  Two roots use the stable pair (see
    ``_stable_roots``), not the seed's formula; one root is ``-h / a``.

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
        roots: Tuple[float, ...] = (-h / a + 0.0,)
    else:
        roots = _stable_roots(a, h, c, disc)
    return tuple(
        ((x1 + u * dx, y1 + u * dy), u) for u in roots if not segment or 0 <= u <= 1
    )


# --------------------------------------------------------------------------
# 3. Hit-returning tests
# --------------------------------------------------------------------------


def _intersect_circle_point(circle: Circle, original, px: float, py: float, radius_sum: float):
    """Shared by intersect_point and intersect_circle: ``radius_sum`` is r or R."""
    cx, cy, r = circle
    dx = px - cx
    dy = py - cy
    if not _closer_than(dx, dy, radius_sum):
        return None
    normal, length = _unit(dx, dy)
    pos = (cx + normal[0] * r, cy + normal[1] * r)
    delta = (normal[0] * (radius_sum - length), normal[1] * (radius_sum - length))
    return Hit(original, pos, delta, normal, 0.0)


def circle_intersect_point(circle: Circle, point: Vec) -> Optional[Hit]:
    """``Circle.intersect_point``: a hit iff the point is strictly inside.

    ``d = p - c``; hit iff ``dot(d, d) < r * r`` (so a circle of radius 0 is
    never hit), squared in a rescaled frame for tiny inputs
    (:func:`_closer_than`).  ``normal = d / len`` (``(0, 1)`` for a point at
    the centre; see :func:`_unit`); ``pos = c + normal * r`` on the
    circle; ``delta = normal * (r - len)`` moves the point onto the circle;
    ``time = 0``.
    """
    c = _circle(circle)
    px, py = _vec(point, "point")
    return _intersect_circle_point(c, circle, px, py, c[2])


def _circle_circle(circle: Circle, original, other: Circle) -> Optional[Hit]:
    return _intersect_circle_point(circle, original, other[0], other[1], circle[2] + other[2])


def circle_intersect_circle(circle: Circle, other: Circle) -> Optional[Hit]:
    """``Circle.intersect_circle`` (MDN): strict overlap of two circles.

    As :func:`circle_intersect_point` with ``d = other.c - c`` and the radius
    sum ``R = r + other.r``: hit iff ``dot(d, d) < R * R``;
    ``pos = c + normal * r`` (on this circle); ``delta = normal * (R - len)``
    moves ``other`` out until the circles touch.  Coincident centres push
    along ``(0, 1)``, whichever circle is the collider.
    """
    c = _circle(circle)
    o = _circle(other, "other")
    return _circle_circle(c, circle, o)


def _clamp_to_box(box: Box, x: float, y: float) -> Vec:
    """WecTeam: the point of the box nearest to (x, y), ``clamp(p, min, max)``."""
    bx, by, hx, hy = box
    return clamp(x, bx - hx, bx + hx), clamp(y, by - hy, by + hy)


def _box_circle_inside(box: Box, circle: Circle):
    """For a centre in the box or on its boundary: ``(hit?, dx, dy, px, py)``.

    A hit if ``r > 0`` or the centre is strictly inside (``px > 0`` and
    ``py > 0``, with ``px = hx - |dx|`` as in noonat/intersect's AABB vs Point).
    """
    bx, by, hx, hy = box
    cx, cy, r = circle
    dx = cx - bx
    dy = cy - by
    px = hx - abs(dx)
    py = hy - abs(dy)
    return (r > 0 or (px > 0 and py > 0)), dx, dy, px, py


def _aabb_circle(box: Box, original, circle: Circle) -> Optional[Hit]:
    cx, cy, r = circle
    qx, qy = _clamp_to_box(box, cx, cy)
    dx = cx - qx
    dy = cy - qy
    if dx != 0 or dy != 0:
        # Centre outside the box: WecTeam's distance test (tiny vectors
        # squared in scaled frames, see _closer_than and _unit).
        if not _closer_than(dx, dy, r):
            return None
        normal, length = _unit(dx, dy)
        delta = (normal[0] * (r - length), normal[1] * (r - length))
        return Hit(original, (qx, qy), delta, normal, 0.0)
    hit, ex, ey, px, py = _box_circle_inside(box, circle)
    if not hit:
        return None
    bx, by, hx, hy = box
    if px < py:
        sx = sign(ex)
        return Hit(original, (bx + hx * sx, cy), (sx * (px + r), 0.0), (sx, 0.0), 0.0)
    sy = sign(ey)
    return Hit(original, (cx, by + hy * sy), (0.0, sy * (py + r)), (0.0, sy), 0.0)


def aabb_intersect_circle(box: Box, circle: Circle) -> Optional[Hit]:
    """``AABB.intersect_circle`` (WecTeam's clamp): the box is the collider.

    ``q = clamp(c, box.min, box.max)``, ``d = c - q``.

    * Centre outside (``d != 0``): hit iff ``dot(d, d) < r * r``;
      ``normal = d / len``, ``pos = q``, ``delta = normal * (r - len)``.
    * Centre inside or on the boundary: a hit if ``r > 0`` or the centre is
      strictly inside.  The face of least overlap as in noonat/intersect's AABB vs
      Point (``px = hx - |dx|``, ``dx = c.x - box.x``; ``px < py`` picks x,
      ties go to y, ``sign(0) = +1``); ``normal`` is that face's,
      ``pos = (box.x + hx * sign(dx), c.y)`` (or the y twin) and
      ``delta = (sign(dx) * (px + r), 0)`` leaves the circle tangent to it.
      A centre exactly on an edge has ``px == 0`` and leaves through it.

    Rule beyond the page: tiny vectors (below 2**-256) are squared and
    normalised in frames scaled by an exact power of two (:func:`_closer_than`,
    :func:`_unit`), so a centre outside by a subnormal distance is still
    outside, with its exact normal.  A circle of radius 0 behaves as
    noonat/intersect's point.
    """
    b = _box(box)
    c = _circle(circle)
    return _aabb_circle(b, box, c)


def _circle_aabb(circle: Circle, original, box: Box) -> Optional[Hit]:
    cx, cy, r = circle
    qx, qy = _clamp_to_box(box, cx, cy)
    ex = qx - cx
    ey = qy - cy
    if ex != 0 or ey != 0:
        if not _closer_than(ex, ey, r):
            return None
        normal, length = _unit(ex, ey)
        pos = (cx + normal[0] * r, cy + normal[1] * r)
        delta = (normal[0] * (r - length), normal[1] * (r - length))
        return Hit(original, pos, delta, normal, 0.0)
    hit = _box_circle_inside(box, circle)[0]
    if not hit:
        return None
    bx, by, hx, hy = box
    # How far the box must move along each direction for a face to clear the
    # circle; the first smallest wins, in the page's tie order: y before x,
    # + before -.
    candidates = (
        ((0.0, 1.0), r + (cy - (by - hy))),
        ((0.0, -1.0), r + ((by + hy) - cy)),
        ((1.0, 0.0), r + (cx - (bx - hx))),
        ((-1.0, 0.0), r + ((bx + hx) - cx)),
    )
    normal, amount = candidates[0]
    for candidate, candidate_amount in candidates[1:]:
        if candidate_amount < amount:
            normal, amount = candidate, candidate_amount
    pos = (cx + normal[0] * r, cy + normal[1] * r)
    delta = (normal[0] * amount, normal[1] * amount)
    return Hit(original, pos, delta, normal, 0.0)


def circle_intersect_aabb(circle: Circle, box: Box) -> Optional[Hit]:
    """``Circle.intersect_aabb``: the circle is the collider, ``delta`` moves the box.

    ``q = clamp(c, box.min, box.max)``, ``e = q - c`` (from the circle to the
    box).

    * ``e != 0``: hit iff ``dot(e, e) < r * r``; ``normal = e / len``,
      ``pos = c + normal * r``, ``delta = normal * (r - len)``.
    * Centre inside the box or on its boundary: a hit if ``r > 0`` or the
      centre is strictly inside (the same test as :func:`aabb_intersect_circle`).
      Moving the box along +x needs ``r + (c.x - min.x)``, along -x
      ``r + (max.x - c.x)``, likewise y; the smallest wins, ties in the order
      +y, -y, +x, -x.  ``normal`` is that direction, ``delta = normal *
      amount``, ``pos = c + normal * r``.

    Rule beyond the page: tiny vectors are squared in scaled frames (see
    :func:`aabb_intersect_circle`).  Note that on ties the two functions do not
    mirror each other (here the box moves +y, there the circle does).
    """
    c = _circle(circle)
    b = _box(box)
    return _circle_aabb(c, circle, b)


def _cast_circle(cx: float, cy: float, r: float, px: float, py: float, dx: float, dy: float):
    """The raycast of ``p + t d`` against the open disc: None or ``(time, normal)``.

    Page section 3, ``Circle.intersect_segment``: ``f = p - c``,
    ``a = dot(d, d)``, ``h = dot(d, f)``, ``k = dot(f, f) - r * r``,
    ``disc = h * h - a * k`` (computed as in ``_discriminant``).
    """
    if not r > 0:
        # A circle of radius 0 has no interior.  Checked first: rounding can
        # make disc > 0 below, and the normal divides by r.
        return None
    # The quadratic in a rescaled frame for tiny inputs (see _rescaled); the
    # frame only changes lengths, so times and normals are the same.
    fx, fy, dx, dy, r = _rescaled(px - cx, py - cy, dx, dy, r)
    ff = fx * fx + fy * fy
    k = ff - r * r
    if k < 0:
        # Starts inside: time 0, normal from the centre to the start.
        return 0.0, _direction(fx, fy, ff)[0]
    a = dx * dx + dy * dy
    if not a > 0:
        return None
    h = dx * fx + dy * fy
    disc = _discriminant(fx, fy, dx, dy, a, h, r)
    if not (disc > 0 and h < 0):
        return None
    # The entry time, the smaller root, in the stable form of section 2: with
    # h < 0, q = -(h + copysign(sqrt(disc), h)) = sqrt(disc) - h > 0 and the
    # smaller root is k / q (the seed's (-b - sqrt(b^2 - 4ac)) / 2a cancels
    # when the start is near the circle).
    q = -(h + math.copysign(math.sqrt(disc), h))
    t0 = k / q
    if not t0 < 1:
        return None
    # The page writes normal = (pos + t0 delta - c) / r.  That is not unit when
    # r is below the coordinates' resolution, and overflows to +-inf for a
    # subnormal r (then c + normal * 0 is NaN in a sweep).  Instead: the same
    # vector in the circle's local space (Dev.Mag part 2), f + t0 delta, normalised
    # like intersect_point's d / len, (0, 1) if its square is 0.
    vx = fx + t0 * dx
    vy = fy + t0 * dy
    normal = _direction(vx, vy, vx * vx + vy * vy)[0]
    return t0, normal


def _hit_from_time(collider, pos: Vec, delta: Vec, time: float, normal: Vec) -> Hit:
    # noonat/intersect's segment hit: pos + delta * time, (1 - time) * -delta.
    hit_pos = (pos[0] + delta[0] * time, pos[1] + delta[1] * time)
    hit_delta = ((1.0 - time) * -delta[0], (1.0 - time) * -delta[1])
    return Hit(collider, hit_pos, hit_delta, normal, time)


def _circle_segment(circle: Circle, original, pos: Vec, delta: Vec) -> Optional[Hit]:
    cast = _cast_circle(circle[0], circle[1], circle[2], pos[0], pos[1], delta[0], delta[1])
    if cast is None:
        return None
    time, normal = cast
    return _hit_from_time(original, pos, delta, time, normal)


def circle_intersect_segment(circle: Circle, pos: Vec, delta: Vec) -> Optional[Hit]:
    """``Circle.intersect_segment`` (raycast): the first time ``pos + t delta`` is inside.

    With ``f = pos - c``, ``a = dot(delta, delta)``, ``h = dot(delta, f)``,
    ``k = dot(f, f) - r * r``, ``disc = h * h - a * k`` (computed as in ``_discriminant``):

    * ``k < 0`` (starts inside): ``time = 0``, ``normal`` from the centre to
      ``pos`` (``(0, 1)`` if ``pos`` is the centre);
    * else a hit iff ``a > 0``, ``disc > 0``, ``h < 0`` and the entry time
      ``t0 < 1``; ``normal`` is the unit vector from the centre to the entry
      point (see below).

    ``pos = pos + delta * time`` and ``delta = (1 - time) * -delta`` as for
    boxes.  A tangent ray, one that ends on the circle, or one that starts on
    it moving out, does not hit; one that starts on it moving in hits at 0.

    Rules beyond the page: ``t0`` is always computed in the stable form
    ``k / q`` with ``q = -(h + copysign(sqrt(disc), h))`` (``h < 0`` on every
    hit, so "when needed" is always); a circle of radius 0 is never hit.

    Deviation from the page: the page's ``normal = (pos + t0 delta - c) / r``
    is replaced by ``v / |v|`` with ``v = f + t0 * delta`` (the entry point in
    the circle's local space) and ``(0, 1)`` if ``dot(v, v) == 0``.  The
    page's form is not unit once ``r`` is below the resolution of the
    coordinates (length 0 or 2.3 for a circle of radius 1e-7 at 1e11) and is
    +-inf for a subnormal ``r``.
    """
    c = _circle(circle)
    p = _vec(pos, "pos")
    d = _vec(delta, "delta")
    return _circle_segment(c, circle, p, d)


# --------------------------------------------------------------------------
# 4. Sweeps
# --------------------------------------------------------------------------


def _static_sweep(hit: Optional[Hit], start: Vec) -> Sweep:
    # A sweep that does not move is the static test (docs/api.md).
    if hit is None:
        return Sweep(None, start, 1.0, False)
    return Sweep(hit, start, 0.0, True)


def _is_zero(delta: Vec) -> bool:
    return delta[0] == 0 and delta[1] == 0


def _sweep_circle(circle: Circle, original, other: Circle, delta: Vec) -> Sweep:
    cx, cy, r = circle
    ox, oy, other_r = other
    if _is_zero(delta):
        return _static_sweep(_circle_circle(circle, original, other), (ox, oy))
    radius_sum = r + other_r
    # "Stuck" is intersect_circle's test.  It is exactly the cast's k < 0
    # (x - y < 0 iff x < y for finite floats), so a stuck sweep always hits.
    dx = ox - cx
    dy = oy - cy
    stuck = dx * dx + dy * dy < radius_sum * radius_sum
    cast = _cast_circle(cx, cy, radius_sum, ox, oy, delta[0], delta[1])
    if cast is None:
        return Sweep(None, (ox + delta[0], oy + delta[1]), 1.0, False)
    t, normal = cast
    time = 0.0 if stuck else clamp(t - EPSILON, 0.0, 1.0)
    hit = _hit_from_time(original, (ox, oy), delta, t, normal)
    hit = hit._replace(pos=(cx + normal[0] * r, cy + normal[1] * r))
    return Sweep(hit, (ox + delta[0] * time, oy + delta[1] * time), time, stuck)


def circle_sweep_circle(circle: Circle, other: Circle, delta: Vec) -> Sweep:
    """``Circle.sweep_circle``: ``other`` moves by ``delta``, ``circle`` is static.

    The cast of ``other``'s centre against the circle of radius
    ``R = r + other.r`` (:func:`circle_intersect_segment`).  Hit: ``time =
    clamp(t - 1e-8, 0, 1)``, ``pos = other.c + delta * time``; ``hit.time = t``,
    ``hit.delta = (1 - t) * -delta``, ``hit.normal`` the cast's unit normal
    (from ``c`` toward ``other``'s centre at contact),
    ``hit.pos = c + normal * r`` (on this circle).

    Starting overlapping (``intersect_circle``'s test, which is exactly the
    cast's ``k < 0``): ``started_overlapping``, time 0, and the cast's hit at
    time 0 (normal from ``c`` toward ``other.c``, ``delta = -delta``) -- the
    same "stuck" hit as boxes.  A zero ``delta`` (either sign of zero) is the
    static test: ``Sweep(hit, other.c, 0, True)`` or ``Sweep(None, other.c, 1,
    False)``.
    """
    c = _circle(circle)
    o = _circle(other, "other")
    d = _vec(delta, "delta")
    return _sweep_circle(c, circle, o, d)


def _cast_rounded_box(box: Box, r: float, pos: Vec, delta: Vec):
    """Cast ``pos + t delta`` against the rounded box (the box grown by r, with
    quarter-circle corners): None or ``(time, normal, centre)``.

    The rounded box is the union of the box grown by ``r`` along x only, the
    box grown by ``r`` along y only, and the four corner discs of radius
    ``r``; the entry into a union is the earliest entry into any piece. Each
    piece is cast on its own -- the two slabs by noonat/intersect's test, the discs
    (corners in the order (-,-), (+,-), (-,+), (+,+)) by
    :func:`circle_intersect_segment`'s raycast -- and the earliest hit wins,
    ties to the first. With ``r == 0`` the pieces are the box itself (no
    corners). ``normal`` is the face's (noonat/intersect) or the disc's; ``centre`` is
    ``pos + delta * time``, the moving centre at contact.

    Why not "the padded box, then the corner disc decides": when ``r`` is
    below the coordinates' resolution the computed entry point can round into
    a corner square whose disc the path misses, and a path straight through
    the box was reported as a miss (found by the C test program).
    """
    best = None
    for pad_x, pad_y in ((r, 0.0), (0.0, r)):
        cast = cast_aabb(box, pos, delta, pad_x, pad_y)
        if cast is None:
            continue
        near, x_axis, sign_x, sign_y = cast
        time = clamp(near, 0.0, 1.0) + 0.0
        normal = (-sign_x, 0.0) if x_axis else (0.0, -sign_y)
        if best is None or time < best[0]:
            best = (time, normal)
    if r > 0:
        bx, by, hx, hy = box
        for sx, sy in ((-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)):
            corner = _cast_circle(bx + sx * hx, by + sy * hy, r, pos[0], pos[1],
                                  delta[0], delta[1])
            if corner is not None and (best is None or corner[0] < best[0]):
                best = corner
    if best is None:
        return None
    time, normal = best
    return time, normal, (pos[0] + delta[0] * time, pos[1] + delta[1] * time)


def _sweep_box_circle(box: Box, original, circle: Circle, delta: Vec) -> Sweep:
    cx, cy, r = circle
    if _is_zero(delta):
        return _static_sweep(_aabb_circle(box, original, circle), (cx, cy))
    static = _aabb_circle(box, original, circle)
    stuck = static is not None
    cast = _cast_rounded_box(box, r, (cx, cy), delta)
    if cast is None:
        if stuck:
            # Rounding made the cast miss a start the static test calls
            # overlapping: the static push-out, as for boxes.
            return Sweep(static, (cx, cy), 0.0, True)
        return Sweep(None, (cx + delta[0], cy + delta[1]), 1.0, False)
    t, normal, centre = cast
    time = 0.0 if stuck else clamp(t - EPSILON, 0.0, 1.0)
    hit = _hit_from_time(original, (cx, cy), delta, t, normal)
    hit = hit._replace(pos=_clamp_to_box(box, centre[0], centre[1]))
    return Sweep(hit, (cx + delta[0] * time, cy + delta[1] * time), time, stuck)


def aabb_sweep_circle(box: Box, circle: Circle, delta: Vec) -> Sweep:
    """``AABB.sweep_circle``: the circle moves by ``delta`` against the static box.

    The exact rounded-box (Minkowski) shape: noonat/intersect's slab test against the
    box grown by ``r``, then, if the entry point lies beyond the box on both
    axes, the cast against that corner's circle of radius ``r`` (see
    ``_cast_rounded_box``).  ``hit.normal`` is the face normal or the corner
    circle's unit normal from the corner ``K`` toward the centre at contact
    (as in :func:`circle_intersect_segment`); ``hit.time = t``, ``hit.delta = (1 - t) *
    -delta``; ``time = clamp(t - 1e-8, 0, 1)``, ``pos = c + delta * time``.

    Rules beyond the page:

    * ``hit.pos = clamp(P, box.min, box.max)`` with ``P`` the circle's centre
      at contact: the box's point nearest to it (WecTeam's clamp) -- on a
      face, or the corner itself;
    * with ``r == 0`` there is no corner test (the rounded box is the box,
      and the sweep is noonat/intersect's segment cast);
    * ``started_overlapping`` is exactly :func:`aabb_intersect_circle`'s test;
      then ``time = 0`` and the hit is the cast's (time 0 from a start inside
      the grown box, ``delta = -delta``, normal of the slab entered last or
      of the corner circle), except when rounding makes the cast miss: then
      the static push-out of :func:`aabb_intersect_circle` (as for boxes);
    * a zero ``delta`` is the static test.
    """
    b = _box(box)
    c = _circle(circle)
    d = _vec(delta, "delta")
    return _sweep_box_circle(b, box, c, d)


def _sweep_circle_box(circle: Circle, original, box: Box, delta: Vec) -> Sweep:
    cx, cy, r = circle
    bx, by = box[0], box[1]
    if _is_zero(delta):
        return _static_sweep(_circle_aabb(circle, original, box), (bx, by))
    static = _circle_aabb(circle, original, box)
    stuck = static is not None
    # In the box's frame the circle's centre moves by -delta.
    cast = _cast_rounded_box(box, r, (cx, cy), (-delta[0], -delta[1]))
    if cast is None:
        if stuck:
            return Sweep(static, (bx, by), 0.0, True)
        return Sweep(None, (bx + delta[0], by + delta[1]), 1.0, False)
    t, box_normal, _ = cast
    # From the circle toward the box; 0.0 - n keeps a zero component +0.0.
    normal = (0.0 - box_normal[0], 0.0 - box_normal[1])
    time = 0.0 if stuck else clamp(t - EPSILON, 0.0, 1.0)
    hit = _hit_from_time(original, (bx, by), delta, t, normal)
    hit = hit._replace(pos=(cx + normal[0] * r, cy + normal[1] * r))
    return Sweep(hit, (bx + delta[0] * time, by + delta[1] * time), time, stuck)


def circle_sweep_aabb(circle: Circle, box: Box, delta: Vec) -> Sweep:
    """``Circle.sweep_aabb``: the box moves by ``delta`` against the static circle.

    The same rounded-box cast as :func:`aabb_sweep_circle`, in the box's
    frame (the circle's centre moving by ``-delta``), so the times are those of
    ``aabb_sweep_circle(box, circle, -delta)`` bit for bit.  ``hit.normal``
    points from the circle toward the box (the rounded box's normal, negated
    as ``0.0 - n`` so that no component is ``-0.0``); ``hit.pos = c + normal *
    r`` (on the circle); ``hit.delta = (1 - t) * -delta`` moves the box back;
    ``pos`` is the box's centre at ``time``.  ``started_overlapping`` is
    exactly :func:`circle_intersect_aabb`'s test (the same arithmetic as
    :func:`aabb_intersect_circle`'s); the fallback when the cast misses a stuck
    start is its static hit.  A zero ``delta`` is the static test.
    """
    c = _circle(circle)
    b = _box(box)
    d = _vec(delta, "delta")
    return _sweep_circle_box(c, circle, b, d)


def _tagged(shape, what: str):
    """Validate a ``("aabb", box)`` or ``("circle", circle)`` pair."""
    kind, value = shape
    if kind == "aabb":
        return kind, _box(value, what), value
    if kind == "circle":
        return kind, _circle(value, what), value
    raise ValueError(f"{what}: unknown shape kind {kind!r} (expected 'aabb' or 'circle')")


def sweep_into_mixed(body, colliders, delta: Vec) -> Tuple[Sweep, int]:
    """``sweep_into`` with boxes and circles: the nearest hit, ties keep the first.

    ``body`` is ``("aabb", box)`` or ``("circle", circle)``; ``colliders`` a
    sequence of such tagged shapes.  Each pair is swept with the body as the
    mover (``sweep_aabb_aabb``, :func:`circle_sweep_aabb`,
    :func:`aabb_sweep_circle`, :func:`circle_sweep_circle`); the first sweep of
    smallest time below 1 wins.  Returns ``(sweep, index)``, ``index = -1``
    with no hit; ``hit.collider`` is the collider's shape tuple as given.
    An unknown kind raises ``ValueError``.
    """
    body_kind, body_shape, _ = _tagged(body, "body")
    d = _vec(delta, "delta")
    nearest = Sweep(None, (body_shape[0] + d[0], body_shape[1] + d[1]), 1.0, False)
    index = -1
    for i, collider in enumerate(colliders):
        kind, shape, original = _tagged(collider, f"collider {i}")
        if kind == "aabb" and body_kind == "aabb":
            sweep = sweep_aabb_aabb(shape, body_shape, d)
            if sweep.hit is not None:
                sweep = sweep._replace(hit=sweep.hit._replace(collider=original))
        elif kind == "aabb":
            sweep = _sweep_box_circle(shape, original, body_shape, d)
        elif body_kind == "aabb":
            sweep = _sweep_circle_box(shape, original, body_shape, d)
        else:
            sweep = _sweep_circle(shape, original, body_shape, d)
        if sweep.time < nearest.time:
            nearest, index = sweep, i
    return nearest, index


# --------------------------------------------------------------------------
# 5. Two moving circles
# --------------------------------------------------------------------------


def circle_overlap_interval(circle: Circle, other: Circle, delta: Vec, other_delta: Vec):
    """``Circle.overlap_interval``: ``(first, last)`` within [0, 1], or None.

    Both circles move during the step (``circle`` by ``delta``, ``other`` by
    ``other_delta``); their interiors overlap for ``first < t < last``.
    Relative motion ``v = other_delta - delta``, ``d = other.c - c``,
    ``R = r + other.r``; ``a = dot(v, v)``, ``h = dot(v, d)``,
    ``k = dot(d, d) - R * R``, ``disc = h * h - a * k`` (computed as in ``_discriminant``); roots by the stable
    pair of section 2; ``first = max(t1, 0)``, ``last = min(t2, 1)``, and an
    interval only if ``first < last``.  ``first`` is 0 when they overlap at
    the start (``k < 0``, the test of ``intersect_circle``: the roots then have
    opposite signs) -- and also when they touch at the start and move into
    each other (a root at 0).

    Rules beyond the page: with no relative motion (``a == 0``, including a
    ``v`` whose square underflows) the answer is ``(0, 1)`` if ``k < 0`` and
    None otherwise; ``disc <= 0`` (a tangent path, or -- only through
    underflow -- a start inside) is treated the same way.
    """
    cx, cy, r = _circle(circle)
    ox, oy, other_r = _circle(other, "other")
    dx, dy = _vec(delta, "delta")
    odx, ody = _vec(other_delta, "other_delta")
    sx, sy, vx, vy, radius_sum = _rescaled(ox - cx, oy - cy, odx - dx, ody - dy, r + other_r)
    a = vx * vx + vy * vy
    h = vx * sx + vy * sy
    k = (sx * sx + sy * sy) - radius_sum * radius_sum
    if a == 0:
        return (0.0, 1.0) if k < 0 else None
    disc = _discriminant(sx, sy, vx, vy, a, h, radius_sum)
    if not disc > 0:
        return (0.0, 1.0) if k < 0 else None
    t1, t2 = _stable_roots(a, h, k, disc)
    first = t1 if t1 > 0 else 0.0
    last = t2 if t2 < 1 else 1.0
    if first < last:
        return first, last
    return None


# --------------------------------------------------------------------------
# 6. overlaps
# --------------------------------------------------------------------------


def _check_kind(kind: str, shape, what: str):
    if kind == "point":
        return _vec(shape, what)
    if kind == "segment":
        return _segment(shape, what)
    if kind == "circle":
        return _circle(shape, what)
    if kind == "aabb":
        return _box(shape, what)
    raise ValueError(f"{what}: unknown shape kind {kind!r} (expected one of {SHAPE_KINDS})")


def _segments_overlap(s: Segment, other: Segment) -> bool:
    """A proper crossing (both parameters strictly inside (0, 1)) or a collinear
    overlap of positive length; touching (a shared end point, a T) is not."""
    a1, a2 = (s[0], s[1]), (s[2], s[3])
    b1, b2 = (other[0], other[1]), (other[2], other[3])
    da = (a2[0] - a1[0], a2[1] - a1[1])
    db = (b2[0] - b1[0], b2[1] - b1[1])
    r = (a1[0] - b1[0], a1[1] - b1[1])
    denom = db[1] * da[0] - db[0] * da[1]
    if denom != 0:
        ua = (db[0] * r[1] - db[1] * r[0]) / denom
        ub = (da[0] * r[1] - da[1] * r[0]) / denom
        return 0 < ua < 1 and 0 < ub < 1
    return _line_intersection(a1, a2, b1, b2, True).kind == "overlap"


def _segment_cast(s: Segment) -> Tuple[Vec, Vec]:
    return (s[0], s[1]), (s[2] - s[0], s[3] - s[1])


def overlaps(kind_a: str, a, kind_b: str, b) -> bool:
    """Strict overlap of two shapes of kinds ``"point"``, ``"segment"``,
    ``"circle"``, ``"aabb"`` (any order; symmetric).  Touching is False.

    * point-point, point-segment: never (no interior);
    * point-circle, circle-circle: ``circle_intersect_*(...) is not None``
      (``dist^2 < r^2``, ``dist^2 < (r1 + r2)^2``);
    * point-aabb: the point strictly inside (noonat/intersect's AABB vs Point);
    * circle-aabb: ``aabb_intersect_circle(...) is not None`` (the clamp);
    * aabb-aabb: ``overlaps_aabb_aabb`` (noonat/intersect);
    * segment-circle: the raycast ``circle_intersect_segment(circle, a,
      b - a)`` hits, i.e. the distance from the centre to the segment is
      ``< r``;
    * segment-aabb: noonat/intersect's slab test hits (a segment inside the box
      overlaps it);
    * segment-segment: a proper crossing (``0 < ua < 1`` and ``0 < ub < 1``)
      or a collinear overlap of positive length (:func:`line_intersection`'s
      ``"overlap"``); a shared end point or a T junction alone is touching;
      a zero-length segment is a point and overlaps nothing.

    Rule beyond the page: every pair uses exactly the arithmetic of the
    matching hit test (``overlaps == hit is not None``), as ``overlaps_aabb``
    does for boxes; a segment becomes the cast ``pos = a``, ``delta = b - a``.
    An unknown kind raises ``ValueError``.
    """
    shape_a = _check_kind(kind_a, a, "a")
    shape_b = _check_kind(kind_b, b, "b")
    if SHAPE_KINDS.index(kind_a) > SHAPE_KINDS.index(kind_b):
        kind_a, shape_a, kind_b, shape_b = kind_b, shape_b, kind_a, shape_a
    pair = (kind_a, kind_b)
    if kind_a == "point" and kind_b in ("point", "segment"):
        return False
    if pair == ("point", "circle"):
        return _intersect_circle_point(shape_b, shape_b, shape_a[0], shape_a[1],
                                       shape_b[2]) is not None
    if pair == ("point", "aabb"):
        return intersect_aabb_point(shape_b, shape_a) is not None
    if pair == ("segment", "segment"):
        return _segments_overlap(shape_a, shape_b)
    if pair == ("segment", "circle"):
        pos, delta = _segment_cast(shape_a)
        return _circle_segment(shape_b, shape_b, pos, delta) is not None
    if pair == ("segment", "aabb"):
        pos, delta = _segment_cast(shape_a)
        return cast_aabb(shape_b, pos, delta, 0.0, 0.0) is not None
    if pair == ("circle", "circle"):
        return _circle_circle(shape_a, shape_a, shape_b) is not None
    if pair == ("circle", "aabb"):
        return _aabb_circle(shape_b, shape_b, shape_a) is not None
    return overlaps_aabb_aabb(shape_a, shape_b)
