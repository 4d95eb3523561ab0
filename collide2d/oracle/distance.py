"""The signed distance between any two shapes, with its points and normal.

The pure-Python twin of ``src/core/narrow/distance.h``, the C core's floating-point
operations in the C core's order. Every shape is a convex core grown by a radius: a
point (one vertex), a segment (two), a box (its corners), a polygon; a circle is a
point and a capsule a segment grown by their radii. The separating axis theorem on the
cores (both shapes' faces, a segment core's direction, the line between two point
cores) gives the largest separation ``s`` and its axis. Apart (``s > 0``): the nearest
vertex-edge pair of the cores (Ericson's *Real-Time Collision Detection*, 5.1.2), and
``distance = |gap| - ra - rb`` along it. Overlapping (``s <= 0``): ``distance = s - ra -
rb`` on that axis, the axis of least overlap. Ties: a face before a segment core's
direction, then the later axis; the first nearest pair (b's vertices against a's edges,
then a's against b's). A vertex over an edge's inside measures its gap along the edge's
unit normal.

A result is ``(distance, point_a, point_b, normal)``: ``point_a`` on the receiver's
surface, ``point_b`` on the other's, ``normal`` the unit vector from the receiver
toward the other, and ``distance == dot(point_b - point_a, normal)``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple

from .base import Hit, Vec, _box, _circle, _segment, _vec, face_order
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
from .rescale import rescale, unscaled
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
        self.face = False
        self.p = self.q = (0.0, 0.0)

    def wins(self, sep: float, p: Vec, q: Vec, n: Vec, face: bool) -> bool:
        """``c2d_axis_wins``: a larger separation; at an equal one a face over a segment
        core's direction, then :func:`face_order` (the same axis whichever shape is the
        receiver)."""
        if not self.any or sep != self.sep:
            return not self.any or sep > self.sep
        if face != self.face:
            return face
        own = (0.0 - self.normal[0], 0.0 - self.normal[1]) if self.of_b else self.normal
        return face_order(n, p, q, own, self.p, self.q) > 0

    def consider(self, p: Vec, q: Vec, n: Vec, other: Polygon, of_b: bool, face: bool) -> None:
        """Keep the axis when it wins (:meth:`wins`)."""
        sep = 0.0 - _face_depth(p, n, other)[0]
        if self.wins(sep, p, q, n, face):
            self.sep, self.p, self.q, self.of_b, self.any = sep, p, q, of_b, True
            self.face = face
            self.normal = (0.0 - n[0], 0.0 - n[1]) if of_b else n


def _try_faces(best: _Axis, faces: Polygon, other: Polygon, of_b: bool) -> None:
    for k in range(len(faces)):
        p, q = _face(faces, k)
        if p[0] == q[0] and p[1] == q[1]:
            continue
        best.consider(p, q, _face_normal(p, q), other, of_b, True)
    if len(faces) == 2:
        p, q = faces[0], faces[1]
        d = _unit(q[0] - p[0], q[1] - p[1])[0]
        best.consider(q, q, d, other, of_b, False)
        best.consider(p, p, (0.0 - d[0], 0.0 - d[1]), other, of_b, False)


class _Near:
    """The nearest vertex-edge pair so far (``c2d_near``): squared distance, the point on
    the edge, the vertex, the edge ``p -> q``, whether the edge is b's, and once found
    whether the vertex lies over the edge's inside and, if so, behind the face p -> q."""

    def __init__(self, a0: Vec) -> None:
        self.sq, self.on_edge, self.vertex = math.inf, a0, a0
        self.p = self.q = a0
        self.edge_of_b = self.over = self.turned = self.touching = False


def _nearest_to_edges(a: Polygon, w: Vec, near: _Near, edge_of_b: bool) -> None:
    """``c2d_nearest_to_edges`` (without its skips, which change nothing)."""
    edges = 1 if len(a) == 2 else len(a)
    for k in range(edges):
        p, q = _face(a, k)
        c = segment_nearest(p, q, w)
        d = _sub(w, c)
        sq = _dot(d, d)
        if sq < near.sq:
            near.sq, near.on_edge, near.vertex, near.p, near.q = sq, c, w, p, q
            near.edge_of_b = edge_of_b


def _over_inside(p: Vec, q: Vec, w: Vec) -> bool:
    """``w`` lies over the inside of edge ``p -> q``: c2d_segment_nearest's ``t``
    strictly between 0 and 1."""
    d = _sub(q, p)
    dd = _dot(d, d)
    if not dd > 0:
        return False
    t = _dot(_sub(w, p), d) / dd
    return 0 < t < 1


def _gap_over_edge(p: Vec, q: Vec, w: Vec) -> tuple[Vec, float, bool] | None:
    """``c2d_gap_over_edge``: for ``w`` over the inside of edge ``p -> q``, the edge's unit
    normal on w's side, w's height over its line, when that is positive, and whether the
    normal was turned (w behind the face p -> q)."""
    if not _over_inside(p, q, w):
        return None
    n = _face_normal(p, q)
    up = 0.0 - _dot(n, _sub(p, w))
    turned = up < 0
    if turned:
        n, up = (0.0 - n[0], 0.0 - n[1]), 0.0 - up
    if not up > 0:
        return None
    return n, up, turned


# ``C2D_TOUCH_NOISE``: a nearest pair apart by at most this part of its points' largest
# coordinate touches as far as the arithmetic can tell (its direction is the rounding's).
TOUCH_NOISE = 2.0 ** -46


def _near_direction(near: _Near) -> tuple[Vec, Vec, Vec, float]:
    """``c2d_near_direction``: (pa, pb, unit direction from pa to pb, gap); sets
    ``near.over`` and ``near.touching``."""
    over = _gap_over_edge(near.p, near.q, near.vertex)
    near.over = over is not None
    if over is not None:
        f, h, near.turned = over
        w = near.vertex
        on = (w[0] - f[0] * h, w[1] - f[1] * h)
        if near.edge_of_b:
            pa, pb, n, gap = w, on, (0.0 - f[0], 0.0 - f[1]), h
        else:
            pa, pb, n, gap = on, w, f, h
    else:
        pa, pb = ((near.vertex, near.on_edge) if near.edge_of_b
                  else (near.on_edge, near.vertex))
        n, gap = _unit(pb[0] - pa[0], pb[1] - pa[1])
    size = max(abs(v) for v in (*near.p, *near.q, *near.vertex))
    near.touching = gap <= TOUCH_NOISE * size
    return pa, pb, n, gap


def _face_deepest_over(p: Vec, q: Vec, n: Vec, b: Polygon, depth: float) -> Vec:
    """``c2d_face_deepest_over``: of b's vertices ``depth`` past the face ``p -> q``
    (outward normal ``n``), the first over the face (its projection between ``p`` and
    ``q``, ends included), else the first."""
    d = (q[0] - p[0], q[1] - p[1])
    dd = d[0] * d[0] + d[1] * d[1]
    first = None
    for w in b:
        if n[0] * (p[0] - w[0]) + n[1] * (p[1] - w[1]) != depth:
            continue
        t = (w[0] - p[0]) * d[0] + (w[1] - p[1]) * d[1]
        if 0 <= t <= dd:
            return w
        if first is None:
            first = w
    return b[0] if first is None else first


def _face_point(best: _Axis, w: Vec) -> Vec:
    """``c2d_face_point``: the point of the axis's face nearest to the other core's
    deepest vertex ``w``: over the face's inside, ``w`` moved onto the face's line along
    the normal by its separation; past the ends, the nearer end."""
    if not _over_inside(best.p, best.q, w):
        return segment_nearest(best.p, best.q, w)
    s = best.sep if best.of_b else 0.0 - best.sep
    return (w[0] + best.normal[0] * s, w[1] + best.normal[1] * s)


def core_axis(a: Polygon, b: Polygon) -> _Axis:
    """``c2d_core_axis``: the separating axis of cores ``a`` and ``b``."""
    best = _Axis()
    _try_faces(best, a, b, False)
    _try_faces(best, b, a, True)
    if len(a) == 1 and len(b) == 1:
        p, w = a[0], b[0]
        n, length = _unit(w[0] - p[0], w[1] - p[1])
        if length > 0:
            best.consider(p, p, n, b, False, False)
    return best


def distance_rounded(a: Polygon, ra: float, b: Polygon, rb: float) -> Distance:
    """``c2d_distance_rounded``: cores ``a`` and ``b`` (vertex tuples, counter-clockwise
    from vertex 0) grown by ``ra`` and ``rb``; tiny shapes in a scaled frame
    (:func:`.rescale.rescale`)."""
    k, a, ra, b, rb = rescale(a, ra, b, rb)
    d = distance_on_axis(a, ra, b, rb, core_axis(a, b))
    if k == 0:
        return d
    return Distance(unscaled(d.distance, k), (unscaled(d.point_a[0], k), unscaled(d.point_a[1], k)),
                    (unscaled(d.point_b[0], k), unscaled(d.point_b[1], k)), d.normal)


def distance_on_axis(a: Polygon, ra: float, b: Polygon, rb: float, best: _Axis) -> Distance:
    """``c2d_distance_on_axis``: the distance of the rounded cores whose separating
    axis is ``best``."""
    return distance_on_axis_near(a, ra, b, rb, best)[0]


def distance_on_axis_near(a: Polygon, ra: float, b: Polygon, rb: float,
                          best: _Axis) -> tuple[Distance, _Near]:
    """``c2d_distance_on_axis_near``: the distance, and the cores' nearest pair when they
    are apart (``over`` False otherwise)."""
    near = _Near(a[0])
    if best.any and best.sep > 0:
        for w in b:
            _nearest_to_edges(a, w, near, False)
        for w in a:
            _nearest_to_edges(b, w, near, True)
        pa, pb, n, gap = _near_direction(near)
        if near.touching:  # apart only by the rounding of s or of the points: the axis's
            n = best.normal
    elif best.any:
        n, gap = best.normal, best.sep
        depth = 0.0 - best.sep
        if not best.of_b:
            pb = _face_deepest_over(best.p, best.q, n, b, depth)
            pa = _face_point(best, pb)
        else:
            pa = _face_deepest_over(best.p, best.q, (0.0 - n[0], 0.0 - n[1]), a, depth)
            pb = _face_point(best, pa)
    else:
        pa = pb = a[0]
        n, gap = (0.0, 1.0), 0.0
    return Distance(gap - (ra + rb) + 0.0,
                    ((pa[0] + n[0] * ra) + 0.0, (pa[1] + n[1] * ra) + 0.0),
                    ((pb[0] - n[0] * rb) + 0.0, (pb[1] - n[1] * rb) + 0.0),
                    n), near


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
