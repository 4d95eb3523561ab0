"""Constants, the result records, validation and the scalar helpers every oracle module uses."""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, NamedTuple

# noonat/intersect's time back-off: a sweep stops this much (in normalised time)
# before the contact, so the moved box does not touch the collider.
EPSILON = 1e-8


# Every coordinate, size and motion component must satisfy |v| <= COORD_LIMIT.
# 2**200 (about 1.6e60) keeps every intermediate of every test -- including the
# fourth powers of a circle-line discriminant -- far from overflow, so no
# finite input can turn into inf - inf = NaN half way through a formula.
COORD_LIMIT = 2.0**200

Vec = tuple[float, float]
Box = tuple[float, float, float, float]
Circle = tuple[float, float, float]
Segment = tuple[float, float, float, float]


class _HitFields(NamedTuple):
    collider: object
    pos: Vec
    delta: Vec
    normal: Vec
    time: float


class Hit(_HitFields):
    """noonat/intersect's Hit: contact ``pos``, push-out ``delta``, unit ``normal``, ``time``.

    ``pos`` is kept as ``pos + 0.0`` (no -0.0, as the library writes it: a contact on a
    point given as -0.0 is at +0.0)."""

    __slots__ = ()

    def __new__(cls, collider: object, pos: Vec, delta: Vec, normal: Vec, time: float) -> "Hit":
        return super().__new__(cls, collider, (pos[0] + 0.0, pos[1] + 0.0), delta, normal, time)

    @classmethod
    def _make(cls, iterable: Any) -> "Hit":  # type: ignore[override]  # _replace: __new__
        return cls(*iterable)


class _SweepFields(NamedTuple):
    hit: Hit | None
    pos: Vec
    time: float
    started_overlapping: bool


class Sweep(_SweepFields):
    """noonat/intersect's Sweep, plus ``started_overlapping`` ("stuck" vs "blocked");
    ``pos`` as a Hit's, +0.0 for -0.0."""

    __slots__ = ()

    def __new__(cls, hit: Hit | None, pos: Vec, time: float,
                started_overlapping: bool = False) -> "Sweep":
        return super().__new__(cls, hit, (pos[0] + 0.0, pos[1] + 0.0), time, started_overlapping)

    @classmethod
    def _make(cls, iterable: Any) -> "Sweep":  # type: ignore[override]
        return cls(*iterable)


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
    """noonat/intersect's Point.normalize: a zero vector becomes (1, 0). A vector whose
    components are both below 2**-256 is scaled by ``_tiny_scale`` first (C's
    ``c2d_normalize``: its square underflowed to 0, and a motion along y became (1, 0))."""
    m = max(abs(v[0]), abs(v[1]))
    if 0 < m < 2.0**-256:  # small._tiny_scale's rule (small imports this module)
        k = -math.frexp(m)[1]
        v = (math.ldexp(v[0], k), math.ldexp(v[1], k))
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


def max_of(a: float, b: float) -> float:
    """C's ``a > b ? a : b``."""
    return max(b, a)


def direction_order(n: Vec, m: Vec) -> int:
    """``c2d_direction_order``: how exact ties between two shapes' candidate axes are
    decided, from each axis's own direction (a face's outward normal, a box's axis), not
    from which shape is the receiver, so that swapping the shapes keeps the axis and
    negates the normal. > 0 when ``n`` comes first, < 0 when ``m`` does, 0 when equal:
    the larger ``|y|`` (y before x, as two boxes' ties go to y), then the larger ``y``,
    then the larger ``x``."""
    for mine, theirs in ((abs(n[1]), abs(m[1])), (n[1], m[1]), (n[0], m[0])):
        if mine != theirs:
            return 1 if mine > theirs else -1
    return 0


def face_order(n: Vec, p: Vec, q: Vec, m: Vec, r: Vec, s: Vec) -> int:
    """``c2d_face_order``: :func:`direction_order` of the outward normals, then for
    parallel faces facing the same way the higher, then the righter start, then end."""
    o = direction_order(n, m)
    if o:
        return o
    for mine, theirs in zip((p[1], p[0], q[1], q[0]), (r[1], r[0], s[1], s[0])):
        if mine != theirs:
            return 1 if mine > theirs else -1
    return 0


def _hit_from_time(collider, pos: Vec, delta: Vec, time: float, normal: Vec) -> Hit:
    # noonat/intersect's segment hit: pos + delta * time, (1 - time) * -delta.
    hit_pos = (pos[0] + delta[0] * time, pos[1] + delta[1] * time)
    hit_delta = ((1.0 - time) * -delta[0], (1.0 - time) * -delta[1])
    return Hit(collider, hit_pos, hit_delta, normal, time)


def _static_sweep(hit: Hit | None, start: Vec) -> Sweep:
    # A sweep that does not move is the static test (docs/api.md).
    if hit is None:
        return Sweep(None, start, 1.0, False)
    return Sweep(hit, start, 0.0, True)


def _is_zero(delta: Vec) -> bool:
    return delta[0] == 0 and delta[1] == 0


def orient(a: Vec, b: Vec, c: Vec) -> int:
    """The sign (-1, 0, 1) of ``cross(b - a, c - a)``, exactly: 1 when ``a, b, c`` turn
    counter-clockwise, -1 clockwise, 0 collinear (or two points equal). Every float is a
    :class:`~fractions.Fraction` exactly, so this is the sign the C core's Shewchuk
    orient2d (filter and exact expansion) computes."""
    ax, ay = Fraction(a[0]), Fraction(a[1])
    det = (Fraction(b[0]) - ax) * (Fraction(c[1]) - ay) - (Fraction(b[1]) - ay) * (
        Fraction(c[0]) - ax)
    return (det > 0) - (det < 0)


def segment_overlaps_box(a: Vec, b: Vec, box: Box) -> bool:
    """C's ``c2d_overlaps_aabb_segment``: :func:`segment_meets_open_box` on the box's
    corners (centre minus and plus half size, as rounded)."""
    cx, cy, hx, hy = box
    return segment_meets_open_box(a, b, cx - hx, cx + hx, cy - hy, cy + hy)


def segment_meets_open_box(a: Vec, b: Vec, x0: float, x1: float, y0: float, y1: float) -> bool:
    """Segment a-b meets the open box ``(x0, x1) x (y0, y1)``, exactly (the separating
    axes x, y and the segment's normal, the last by :func:`orient`): through a corner
    only or along an edge is touching; a box of no width or height has no inside;
    ``a == b`` is the point test."""
    if not (x0 < x1 and y0 < y1 and min(a[0], b[0]) < x1 and max(a[0], b[0]) > x0
            and min(a[1], b[1]) < y1 and max(a[1], b[1]) > y0):
        return False
    if a == b:
        return True
    sides = {orient(a, b, corner) for corner in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))}
    return 1 in sides and -1 in sides
