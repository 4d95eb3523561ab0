"""The signed distance between any two shapes, with its points and normal.

The pure-Python twin of ``src/core/narrow/distance.h``, the C core's floating-point
operations in the C core's order. Every shape is a convex core grown by a radius: a
point (one vertex), a segment (two), a box (its corners), a polygon; a circle is a
point and a capsule a segment grown by their radii. The separating axis theorem on the
cores (both shapes' faces, a segment core's direction, the line between two point
cores) gives the largest separation ``s`` and its axis. Apart (``s > 0``): the nearest
vertex-edge pair of the cores (Ericson's *Real-Time Collision Detection*, 5.1.2), and
``distance = |gap| - ra - rb`` along it. Overlapping (``s <= 0``): ``distance = s - ra -
rb`` on that axis, the axis of least overlap. Ties: the later axis; the first nearest
pair (b's vertices against a's edges, then a's against b's).

A result is ``(distance, point_a, point_b, normal)``: ``point_a`` on the receiver's
surface, ``point_b`` on the other's, ``normal`` the unit vector from the receiver
toward the other, and ``distance == dot(point_b - point_a, normal)``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple

from .base import Hit, Vec, _box, _circle, _segment, _vec
from .capsule import _capsule, segment_nearest
from .obb import _obb, aabb_frame, frame_of
from .polygon import (
    Polygon,
    _dot,
    _face,
    _face_depth,
    _face_normal,
    _polygon,
    _sub,
    box_polygon,
    segment_polygon,
)
from .small import _unit


class Distance(NamedTuple):
    distance: float
    point_a: Vec
    point_b: Vec
    normal: Vec


class _Axis:
    """The best separating axis so far (``c2d_axis``)."""

    def __init__(self) -> None:
        self.sep, self.normal, self.of_b, self.any = 0.0, (0.0, 1.0), False, False
        self.p = self.q = (0.0, 0.0)

    def consider(self, p: Vec, q: Vec, n: Vec, other: Polygon, of_b: bool) -> None:
        sep = 0.0 - _face_depth(p, n, other)[0]
        if not self.any or sep >= self.sep:
            self.sep, self.p, self.q, self.of_b, self.any = sep, p, q, of_b, True
            self.normal = (0.0 - n[0], 0.0 - n[1]) if of_b else n


def _try_faces(best: _Axis, faces: Polygon, other: Polygon, of_b: bool) -> None:
    for k in range(len(faces)):
        p, q = _face(faces, k)
        if p[0] == q[0] and p[1] == q[1]:
            continue
        best.consider(p, q, _face_normal(p, q), other, of_b)
    if len(faces) == 2:
        p, q = faces[0], faces[1]
        d = _unit(q[0] - p[0], q[1] - p[1])[0]
        best.consider(q, q, d, other, of_b)
        best.consider(p, p, (0.0 - d[0], 0.0 - d[1]), other, of_b)


def _nearest_to_edges(a: Polygon, w: Vec, best: list) -> None:
    """``c2d_nearest_to_edges``: best = [squared distance, point on a, w]."""
    edges = 1 if len(a) == 2 else len(a)
    for k in range(edges):
        p, q = _face(a, k)
        c = segment_nearest(p, q, w)
        d = _sub(w, c)
        sq = _dot(d, d)
        if sq < best[0]:
            best[0], best[1], best[2] = sq, c, w


def core_axis(a: Polygon, b: Polygon) -> _Axis:
    """``c2d_core_axis``: the separating axis of cores ``a`` and ``b``."""
    best = _Axis()
    _try_faces(best, a, b, False)
    _try_faces(best, b, a, True)
    if len(a) == 1 and len(b) == 1:
        p, w = a[0], b[0]
        n, length = _unit(w[0] - p[0], w[1] - p[1])
        if length > 0:
            best.consider(p, p, n, b, False)
    return best


def distance_rounded(a: Polygon, ra: float, b: Polygon, rb: float) -> Distance:
    """``c2d_distance_rounded``: cores ``a`` and ``b`` (vertex tuples, counter-clockwise
    from vertex 0) grown by ``ra`` and ``rb``."""
    return distance_on_axis(a, ra, b, rb, core_axis(a, b))


def distance_on_axis(a: Polygon, ra: float, b: Polygon, rb: float, best: _Axis) -> Distance:
    """``c2d_distance_on_axis``: the distance of the rounded cores whose separating
    axis is ``best``."""
    if best.any and best.sep > 0:
        near: list[Any] = [math.inf, a[0], a[0]]
        for w in b:
            _nearest_to_edges(a, w, near)
        pa, pb = near[1], near[2]
        flipped: list[Any] = [near[0], pb, pa]
        for w in a:
            _nearest_to_edges(b, w, flipped)
        pb, pa = flipped[1], flipped[2]
        n, gap = _unit(pb[0] - pa[0], pb[1] - pa[1])
        if gap == 0:  # cores touching, apart only by the rounding of s: the axis's normal
            n = best.normal
    elif best.any:
        n, gap = best.normal, best.sep
        if not best.of_b:
            pb = _face_depth(best.p, n, b)[1]  # the first vertex that deep
            pa = segment_nearest(best.p, best.q, pb)
        else:
            pa = _face_depth(best.p, (0.0 - n[0], 0.0 - n[1]), a)[1]
            pb = segment_nearest(best.p, best.q, pa)
    else:
        pa = pb = a[0]
        n, gap = (0.0, 1.0), 0.0
    return Distance((gap - ra) - rb + 0.0,
                    ((pa[0] + n[0] * ra) + 0.0, (pa[1] + n[1] * ra) + 0.0),
                    ((pb[0] - n[0] * rb) + 0.0, (pb[1] - n[1] * rb) + 0.0),
                    n)


# ---- every kind as a rounded core ------------------------------------------------------

def rounded(kind: str, shape) -> tuple[Polygon, float]:
    if kind == "point":
        return (_vec(shape, "point"),), 0.0
    if kind == "segment":
        s = _segment(shape)
        return segment_polygon((s[0], s[1]), (s[2], s[3])), 0.0
    if kind == "circle":
        c = _circle(shape)
        return ((c[0], c[1]),), c[2]
    if kind == "capsule":
        k = _capsule(shape)
        return segment_polygon((k[0], k[1]), (k[2], k[3])), k[4]
    if kind == "aabb":
        return box_polygon(aabb_frame(_box(shape))), 0.0
    if kind == "obb":
        return box_polygon(frame_of(_obb(shape))), 0.0
    if kind == "polygon":
        return _polygon(shape), 0.0
    raise ValueError(f"distance: unknown kind {kind!r}")


KINDS = ("point", "segment", "circle", "capsule", "aabb", "obb", "polygon")


def distance(kind_a: str, a: Sequence, kind_b: str, b: Sequence) -> Distance:
    """The signed distance from shape ``a`` of ``kind_a`` to ``b`` of ``kind_b`` (kinds:
    :data:`KINDS`; rows as the C core's: a point ``(x, y)``, a segment ``(x0, y0, x1,
    y1)``, a circle ``(x, y, r)``, a capsule ``(x0, y0, x1, y1, r)``, an AABB ``(cx, cy,
    hx, hy)``, an OBB ``(cx, cy, hx, hy, angle)``, a polygon its vertex list). The C
    core's ``c2d_distance_<a>_<b>``."""
    core_a, ra = rounded(kind_a, a)
    core_b, rb = rounded(kind_b, b)
    return distance_rounded(core_a, ra, core_b, rb)


# ---- push-outs from the distance: the pairs with no push-out of their own --------------

def hit_from_distance(receiver, d: Distance, overlapping: bool) -> Hit | None:
    """``c2d_hit_from_distance``: the other shape pushed out of the receiver when
    ``overlapping`` (the exact overlap test: the distance's sign rounds): normal the
    distance's, ``delta = normal * depth`` (0 when the rounded distance is not negative),
    pos the receiver's deepest point (``point_a``)."""
    if not overlapping:
        return None
    depth = 0.0 - d.distance if d.distance < 0 else 0.0
    return Hit(receiver, d.point_a, (d.normal[0] * depth + 0.0, d.normal[1] * depth + 0.0),
               d.normal, 0.0)


#: The oracle's overlap tests of the pairs pushed out by their distance, keyed by
#: (receiver kind, other kind); filled on first use (the modules that define them
#: import this one).
_OVERLAP_TESTS: dict[tuple[str, str], Any] = {}


def _overlap_test(kind_a: str, kind_b: str) -> Any:
    """The oracle's overlap test of the receiver kind_a and the other kind_b."""
    if not _OVERLAP_TESTS:
        from .capsule import overlaps_capsule_aabb, overlaps_capsule_capsule, overlaps_capsule_obb
        from .polygon import overlaps_capsule_polygon, overlaps_polygon_capsule
        _OVERLAP_TESTS.update({
            ("capsule", "capsule"): overlaps_capsule_capsule,
            ("capsule", "aabb"): overlaps_capsule_aabb,
            ("capsule", "obb"): overlaps_capsule_obb,
            ("capsule", "polygon"): overlaps_capsule_polygon,
            ("aabb", "capsule"): lambda a, b: overlaps_capsule_aabb(b, a),
            ("obb", "capsule"): lambda a, b: overlaps_capsule_obb(b, a),
            ("polygon", "capsule"): overlaps_polygon_capsule})
    return _OVERLAP_TESTS[kind_a, kind_b]


def push_out(kind_a: str, a: Sequence, kind_b: str, b: Sequence) -> Hit | None:
    """``c2d_intersect_<a>_<b>`` of the pairs pushed out by their distance: a hit exactly
    when they overlap (:func:`hit_from_distance`)."""
    return hit_from_distance(tuple(a), distance(kind_a, a, kind_b, b),
                             _overlap_test(kind_a, kind_b)(a, b))


def _push_out(kind_a: str, kind_b: str):
    def intersect(a: Sequence, b: Sequence) -> Hit | None:
        return push_out(kind_a, a, kind_b, b)
    intersect.__name__ = f"intersect_{kind_a}_{kind_b}"
    intersect.__doc__ = (f"``{kind_a}.intersect_{kind_b}``: the {kind_b} pushed out of the "
                         f"{kind_a} by their signed distance, when they overlap "
                         "(:func:`push_out`).")
    return intersect


intersect_capsule_capsule = _push_out("capsule", "capsule")
intersect_capsule_aabb = _push_out("capsule", "aabb")
intersect_capsule_obb = _push_out("capsule", "obb")
intersect_capsule_polygon = _push_out("capsule", "polygon")
intersect_aabb_capsule = _push_out("aabb", "capsule")
intersect_obb_capsule = _push_out("obb", "capsule")
intersect_polygon_capsule = _push_out("polygon", "capsule")
