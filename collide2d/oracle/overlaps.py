"""overlaps() for every pair of kinds, with the arithmetic of the matching hit test."""

from __future__ import annotations

from typing import Any, Callable

from .aabb import intersect_aabb_point, overlaps_aabb_aabb
from .base import Segment, Vec, _box, _circle, _segment, _vec, segment_overlaps_box
from .circle import (
    _aabb_circle,
    _circle_circle,
    _circle_segment,
    _intersect_circle_point,
)
from .lines import _line_intersection
from .obb import (
    _obb,
    overlaps_aabb_obb,
    overlaps_obb_circle,
    overlaps_obb_obb,
    overlaps_obb_point,
    overlaps_obb_segment,
)

#: The shape kinds understood by :func:`overlaps` and :func:`sweep_into_mixed`.
SHAPE_KINDS = ("point", "segment", "circle", "aabb", "obb", "capsule")


def _check_kind(kind: str, shape, what: str):
    if kind == "point":
        return _vec(shape, what)
    if kind == "segment":
        return _segment(shape, what)
    if kind == "circle":
        return _circle(shape, what)
    if kind == "aabb":
        return _box(shape, what)
    if kind == "obb":
        return _obb(shape, what)
    if kind == "capsule":
        from .capsule import _capsule
        return _capsule(shape, what)
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


def _segment_cast(s: Segment) -> tuple[Vec, Vec]:
    return (s[0], s[1]), (s[2] - s[0], s[3] - s[1])


def overlaps(kind_a: str, a, kind_b: str, b) -> bool:
    """Strict overlap of two shapes of kinds ``"point"``, ``"segment"``,
    ``"circle"``, ``"aabb"``, ``"obb"``, ``"capsule"`` (any order; symmetric).  Touching
    is False.

    * point-point, point-segment: never (no interior);
    * point-circle, circle-circle: ``circle_intersect_*(...) is not None``
      (``dist^2 < r^2``, ``dist^2 < (r1 + r2)^2``);
    * point-aabb: the point strictly inside (noonat/intersect's AABB vs Point);
    * circle-aabb: ``intersect_aabb_circle(...) is not None`` (the clamp);
    * aabb-aabb: ``overlaps_aabb_aabb`` (noonat/intersect);
    * segment-circle: the raycast ``intersect_circle_segment(circle, a,
      b - a)`` hits, i.e. the distance from the centre to the segment is
      ``< r``;
    * segment-aabb: the segment meets the open box, exactly (a segment inside the box
      overlaps it; through a corner only or along an edge is touching); the cast's
      slab test agrees, its near ties decided by the same test;
    * segment-segment: a proper crossing (``0 < ua < 1`` and ``0 < ub < 1``)
      or a collinear overlap of positive length (:func:`line_intersection`'s
      ``"overlap"``); a shared end point or a T junction alone is touching;
      a zero-length segment is a point and overlaps nothing;
    * anything with an OBB: the OBB's test (:mod:`.obb`): the AABB's for an angle
      that is a multiple of pi / 2, else the other shape in the box's frame, and two
      boxes by the separating axis theorem;
    * anything with a capsule: the capsule's test (:mod:`.capsule`): the core closer to
      the other shape than the radius (radius 0: the segment's test).

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
        return segment_overlaps_box((shape_a[0], shape_a[1]), (shape_a[2], shape_a[3]), shape_b)
    if pair == ("circle", "circle"):
        return _circle_circle(shape_a, shape_a, shape_b) is not None
    if pair == ("circle", "aabb"):
        return _aabb_circle(shape_b, shape_b, shape_a) is not None
    if pair == ("point", "obb"):
        return overlaps_obb_point(shape_b, shape_a)
    if pair == ("segment", "obb"):
        return overlaps_obb_segment(shape_b, shape_a)
    if pair == ("circle", "obb"):
        return overlaps_obb_circle(shape_b, shape_a)
    if pair == ("aabb", "obb"):
        return overlaps_aabb_obb(shape_a, shape_b)
    if pair == ("obb", "obb"):
        return overlaps_obb_obb(shape_a, shape_b)
    if kind_b == "capsule":
        from . import capsule as cap
        test: Callable[[Any, Any], bool] = getattr(cap, f"overlaps_capsule_{kind_a}")
        return test(shape_b, shape_a)
    return overlaps_aabb_aabb(shape_a, shape_b)
