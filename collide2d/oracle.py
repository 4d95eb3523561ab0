"""Pure-Python reference implementation of collide2d: the test oracle.

Written from the seed documents (``shared/seeds``), readable first, and with
the *same order of floating-point operations* as the C core in ``src/``, so
that the C results and these agree bit for bit.  No numpy, no C.

Shapes are plain tuples here:

* point / vector: ``(x, y)``
* AABB: ``(cx, cy, hx, hy)`` -- centre and half size (noonat/intersect)

Results are the named tuples :class:`Hit` and :class:`Sweep`, with the
vocabulary of noonat/intersect and the contracts of ``DESIGN.md`` section 3:

* touching is not colliding (strict comparisons everywhere);
* ``sign(0) = +1`` and ties between axes go to y;
* no input gives NaN: a motion component whose reciprocal is infinite
  (``+0.0``, ``-0.0`` or a subnormal) keeps the segment inside that slab
  only if its coordinate is strictly inside;
* bad input (non-finite or out-of-range numbers, negative sizes) raises
  ``ValueError``.

The C code is checked against this module with hypothesis
(``tests/test_oracle_agreement.py``).
"""

from __future__ import annotations

import math
from typing import NamedTuple, Optional, Sequence, Tuple

# noonat/intersect's time back-off: a sweep stops this much (in normalised time)
# before the contact, so the moved box does not touch the collider.
EPSILON = 1e-8

# Every coordinate, size and motion component must satisfy |v| <= COORD_LIMIT.
# 2**200 (about 1.6e60) keeps every intermediate of every test -- including the
# fourth powers of a circle-line discriminant -- far from overflow, so no
# finite input can turn into inf - inf = NaN half way through a formula.
COORD_LIMIT = 2.0**200

Vec = Tuple[float, float]
Box = Tuple[float, float, float, float]


class Hit(NamedTuple):
    """noonat/intersect's Hit: contact ``pos``, push-out ``delta``, unit ``normal``, ``time``."""

    collider: object
    pos: Vec
    delta: Vec
    normal: Vec
    time: float


class Sweep(NamedTuple):
    """noonat/intersect's Sweep, plus ``started_overlapping`` ("stuck" vs "blocked")."""

    hit: Optional[Hit]
    pos: Vec
    time: float
    started_overlapping: bool


# --------------------------------------------------------------------------
# noonat/intersect helpers
# --------------------------------------------------------------------------


def sign(value: float) -> float:
    """noonat/intersect: ``value < 0 ? -1 : 1`` -- so sign(+0) = sign(-0) = +1."""
    return -1.0 if value < 0 else 1.0


def clamp(value: float, lo: float, hi: float) -> float:
    """noonat/intersect's clamp (comparisons in this order)."""
    if value < lo:
        return lo
    if value > hi:
        return hi
    return value


def normalize(v: Vec) -> Vec:
    """noonat/intersect's Point.normalize: a zero vector becomes (1, 0)."""
    length = v[0] * v[0] + v[1] * v[1]
    if length > 0:
        length = math.sqrt(length)
        inverse_length = 1.0 / length
        return (v[0] * inverse_length, v[1] * inverse_length)
    return (1.0, 0.0)


def reciprocal(d: float) -> float:
    """``1.0 / d`` as IEEE C computes it: +-inf for +-0 (Python would raise)."""
    if d == 0:
        return math.copysign(math.inf, d)
    return 1.0 / d


# --------------------------------------------------------------------------
# Validation (the same rules the C core applies)
# --------------------------------------------------------------------------


def check_number(value: float, what: str) -> None:
    if not abs(value) <= COORD_LIMIT:  # also false for NaN
        raise ValueError(f"{what} is not finite or exceeds 2**200: {value!r}")


def check_vec(v: Sequence[float], what: str) -> None:
    check_number(v[0], what)
    check_number(v[1], what)


def check_size(value: float, what: str) -> None:
    check_number(value, what)
    if value < 0:
        raise ValueError(f"{what} is negative: {value!r}")


def check_box(box: Sequence[float], what: str = "box") -> None:
    check_vec(box[:2], what)
    check_size(box[2], what + " half size")
    check_size(box[3], what + " half size")


# --------------------------------------------------------------------------
# noonat/intersect: AABB tests
# --------------------------------------------------------------------------


def intersect_aabb_point(box: Box, point: Vec) -> Optional[Hit]:
    """noonat/intersect, AABB vs Point: hit on the nearest edge, or None."""
    check_box(box)
    check_vec(point, "point")
    cx, cy, hx, hy = box
    dx = point[0] - cx
    px = hx - abs(dx)
    if px <= 0:
        return None
    dy = point[1] - cy
    py = hy - abs(dy)
    if py <= 0:
        return None
    if px < py:
        sx = sign(dx)
        return Hit(box, (cx + hx * sx, point[1]), (px * sx, 0.0), (sx, 0.0), 0.0)
    sy = sign(dy)
    return Hit(box, (point[0], cy + hy * sy), (0.0, py * sy), (0.0, sy), 0.0)


def _slab(center: float, half: float, start: float, scale: float):
    """Near and far times of one axis's slab, noonat/intersect's formula.

    Where the seed would compute ``0 * inf = NaN`` (no motion on this axis and
    the start exactly on an edge), the segment is not strictly inside the
    slab, so the near time becomes +inf and the far time -inf: no hit.
    """
    s = sign(scale)
    near_num = center - s * half - start
    far_num = center + s * half - start
    near = near_num * scale if near_num != 0 or not math.isinf(scale) else math.inf
    far = far_num * scale if far_num != 0 or not math.isinf(scale) else -math.inf
    return s, near, far


def cast_aabb(box: Box, pos: Vec, delta: Vec, padding_x: float, padding_y: float):
    """The slab test shared by intersect_segment and sweep_aabb.

    Returns None (no hit) or ``(near_time, x_axis_wins, sign_x, sign_y)``.
    """
    cx, cy, hx, hy = box
    scale_x = reciprocal(delta[0])
    scale_y = reciprocal(delta[1])
    sign_x, near_x, far_x = _slab(cx, hx + padding_x, pos[0], scale_x)
    sign_y, near_y, far_y = _slab(cy, hy + padding_y, pos[1], scale_y)
    if near_x > far_y or near_y > far_x:
        return None
    near = near_x if near_x > near_y else near_y
    far = far_x if far_x < far_y else far_y
    # noonat/intersect tests only near >= 1 and far <= 0; touching is not colliding,
    # so a path that only grazes a corner (near == far) does not hit either.
    if near >= far or near >= 1 or far <= 0:
        return None
    return near, near_x > near_y, sign_x, sign_y


def _hit_from_cast(box, pos, delta, cast) -> Hit:
    near, x_axis, sign_x, sign_y = cast
    time = clamp(near, 0.0, 1.0) + 0.0  # + 0.0: never a -0.0 time
    normal = (-sign_x, 0.0) if x_axis else (0.0, -sign_y)
    hit_delta = ((1.0 - time) * -delta[0], (1.0 - time) * -delta[1])
    hit_pos = (pos[0] + delta[0] * time, pos[1] + delta[1] * time)
    return Hit(box, hit_pos, hit_delta, normal, time)


def intersect_aabb_segment(
    box: Box, pos: Vec, delta: Vec, padding_x: float = 0.0, padding_y: float = 0.0
) -> Optional[Hit]:
    """noonat/intersect, AABB vs Segment (slab test): segment ``pos + t * delta``."""
    check_box(box)
    check_vec(pos, "pos")
    check_vec(delta, "delta")
    check_size(padding_x, "padding_x")
    check_size(padding_y, "padding_y")
    cast = cast_aabb(box, pos, delta, padding_x, padding_y)
    if cast is None:
        return None
    return _hit_from_cast(box, pos, delta, cast)


def _intersect_aabb_aabb(box: Box, other: Box) -> Optional[Hit]:
    cx, cy, hx, hy = box
    dx = other[0] - cx
    px = (other[2] + hx) - abs(dx)
    if px <= 0:
        return None
    dy = other[1] - cy
    py = (other[3] + hy) - abs(dy)
    if py <= 0:
        return None
    if px < py:
        sx = sign(dx)
        return Hit(box, (cx + hx * sx, other[1]), (px * sx, 0.0), (sx, 0.0), 0.0)
    sy = sign(dy)
    return Hit(box, (other[0], cy + hy * sy), (0.0, py * sy), (0.0, sy), 0.0)


def intersect_aabb_aabb(box: Box, other: Box) -> Optional[Hit]:
    """noonat/intersect, AABB vs AABB: push ``other`` out along the axis of least overlap."""
    check_box(box)
    check_box(other, "other")
    return _intersect_aabb_aabb(box, other)


def _overlaps(box: Box, other: Box) -> bool:
    px = (other[2] + box[2]) - abs(other[0] - box[0])
    py = (other[3] + box[3]) - abs(other[1] - box[1])
    return px > 0 and py > 0


def overlaps_aabb_aabb(box: Box, other: Box) -> bool:
    """True when the boxes overlap (same arithmetic as intersect_aabb_aabb)."""
    check_box(box)
    check_box(other, "other")
    return _overlaps(box, other)


def _sweep_aabb(box: Box, other: Box, delta: Vec) -> Sweep:
    ox, oy, ohx, ohy = other
    if delta[0] == 0 and delta[1] == 0:
        # noonat/intersect: a sweep that does not move is a static test.
        hit = _intersect_aabb_aabb(box, other)
        if hit is None:
            return Sweep(None, (ox, oy), 1.0, False)
        return Sweep(hit, (ox, oy), 0.0, True)
    # "Stuck" is decided by the static test's arithmetic; then time is 0.
    stuck = _overlaps(box, other)
    cast = cast_aabb(box, (ox, oy), delta, ohx, ohy)
    if stuck and cast is None:
        # Rounding made the slab test miss a start the static test calls
        # overlapping: fall back to the static push-out.
        return Sweep(_intersect_aabb_aabb(box, other), (ox, oy), 0.0, True)
    if cast is None:
        return Sweep(None, (ox + delta[0], oy + delta[1]), 1.0, False)
    hit = _hit_from_cast(box, (ox, oy), delta, cast)
    time = 0.0 if stuck else clamp(hit.time - EPSILON, 0.0, 1.0)
    pos = (ox + delta[0] * time, oy + delta[1] * time)
    # Move the contact from the moving box's centre to its leading edge, then
    # onto the collider's boundary.  noonat/intersect defines Point.normalize for this
    # step (the original library normalises `direction` here).
    direction = normalize(delta)
    cx, cy, hx, hy = box
    hit_pos = (
        clamp(hit.pos[0] + direction[0] * ohx, cx - hx, cx + hx),
        clamp(hit.pos[1] + direction[1] * ohy, cy - hy, cy + hy),
    )
    hit = hit._replace(pos=hit_pos)
    return Sweep(hit, pos, time, stuck)


def sweep_aabb_aabb(box: Box, other: Box, delta: Vec) -> Sweep:
    """noonat/intersect, AABB vs Swept AABB: ``other`` moves by ``delta``, ``box`` is static."""
    check_box(box)
    check_box(other, "other")
    check_vec(delta, "delta")
    return _sweep_aabb(box, other, delta)


def sweep_into(body: Box, colliders: Sequence[Box], delta: Vec) -> Tuple[Sweep, int]:
    """noonat/intersect, sweeping an AABB through many: the nearest hit, ties keep the first.

    Returns ``(sweep, index)`` with ``index`` the collider hit, or -1.
    """
    check_box(body, "body")
    check_vec(delta, "delta")
    nearest = Sweep(None, (body[0] + delta[0], body[1] + delta[1]), 1.0, False)
    index = -1
    for i, collider in enumerate(colliders):
        check_box(collider, "collider")
        sweep = _sweep_aabb(collider, body, delta)
        if sweep.time < nearest.time:
            nearest, index = sweep, i
    return nearest, index


# --------------------------------------------------------------------------
# Gomez (Gamasutra): first and last overlap of two moving boxes (2D, strict)
# --------------------------------------------------------------------------


def _axis_interval(d: float, h: float, v: float):
    """Times ``t`` with ``|d + v t| < h`` (open interval), or None if never.

    ``d`` is the other box's centre relative to the receiver, ``h`` the sum of
    the half sizes and ``v`` the relative motion.  "Overlapping now" uses the
    same test as intersect_aabb (``h - |d| > 0``), so the two agree at t = 0.
    """
    if h - abs(d) > 0:
        if v > 0:
            return -math.inf, (h - d) / v
        if v < 0:
            return -math.inf, (-h - d) / v
        return -math.inf, math.inf
    if d >= 0:  # other is on the + side (or touching): it must come closer
        if not v < 0:
            return None
        return (h - d) / v, (-h - d) / v
    if not v > 0:
        return None
    return (-h - d) / v, (h - d) / v


def overlap_interval(box: Box, other: Box, delta: Vec, other_delta: Vec):
    """Gomez (Gamasutra) in 2D with strict overlap: ``(first, last)`` in [0, 1], or None.

    Both boxes move during the step (``box`` by ``delta``, ``other`` by
    ``other_delta``); their interiors overlap for ``first < t < last``.
    ``first`` is 0 when they overlap at the start.
    """
    check_box(box)
    check_box(other, "other")
    check_vec(delta, "delta")
    check_vec(other_delta, "other_delta")
    first, last = 0.0, 1.0
    for axis in (0, 1):
        d = other[axis] - box[axis]
        h = other[axis + 2] + box[axis + 2]
        v = other_delta[axis] - delta[axis]
        interval = _axis_interval(d, h, v)
        if interval is None:
            return None
        enter, leave = interval
        if enter > first:
            first = enter
        if leave < last:
            last = leave
    if first < last:
        return first, last
    return None
