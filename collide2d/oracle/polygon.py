"""Convex polygons against points, segments, circles, capsules, boxes and polygons.

The pure-Python twin of ``src/core/narrow/polygon.h``,
with the C core's floating-point operations in the C core's order:

* yes/no is the separating axis theorem of the MDN "2D collision detection" article on
  every face of both shapes (for convex polygons the face normals are the only candidate
  axes, as Box2D's b2FindMaxSeparation uses them), each "which side of this edge"
  question decided by the exact orientation predicate :func:`orient` (the C core uses
  Shewchuk's orient2d, "Adaptive Precision Floating-Point Arithmetic and Fast Robust
  Geometric Predicates"; here the same exact sign comes from :class:`fractions.Fraction`);
* the push-out is the face of least penetration, the raycast the Cyrus-Beck clip on the
  faces (the sweeps, the same clip in time, are :mod:`.polygon_sweep`'s).

A polygon is a tuple of ``(x, y)`` vertices counter-clockwise from vertex 0, the lowest
vertex (the leftmost of equals): :func:`polygon_view` makes that tuple from any vertex
list, in either winding and from any start. Every tie rule within one polygon counts
faces and vertices counter-clockwise from vertex 0, as the C core does; ties between two
shapes' faces go by the faces themselves (:func:`face_order`). (The C core's
``c2d_some_face_separates`` reads faces and vertices in buffer order; its answer, yes or
no, does not depend on the order, so this module reads canonical order everywhere.)

Boxes take part as the polygon of their corners (:func:`box_polygon`: four, or two for a
box with no width or height, one for a box of size zero), counter-clockwise from the
box's own (-hx, -hy) corner and *not* re-ordered from the lowest vertex; a segment as the
polygon of its two ends (:func:`segment_polygon`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .base import (
    COORD_LIMIT,
    Box,
    Circle,
    Hit,
    Segment,
    Vec,
    _box,
    _circle,
    _hit_from_time,
    _segment,
    _vec,
    clamp,
    face_order,
    max_of,
    orient,
)
from .capsule import Capsule, _capsule, _segment_closer, _segments_closer, segment_nearest
from .obb import OBB, Frame, _obb, _world_point, aabb_frame, frame_of
from .rescale import rescale, scaled_vec, vecs_size
from .small import _closer_than, _tiny_scaled, _unit

Polygon = tuple[Vec, ...]


def _min(a: float, b: float) -> float:
    """C's ``c2d_min``: ``a < b ? a : b`` (Python's min keeps its first argument on ties)."""
    return min(b, a)


def _dot(u: Vec, v: Vec) -> float:
    return u[0] * v[0] + u[1] * v[1]


def _sub(u: Vec, v: Vec) -> Vec:
    return (u[0] - v[0], u[1] - v[1])


# ---- the orientation predicate, and checked vertex lists ------------------------------


def _edge_sign(v: Sequence[Vec], j: int, axis: int) -> float:
    """The sign of the x (axis 0) or y (axis 1) component of edge j -> j + 1."""
    a, b = v[j], v[j + 1 if j + 1 < len(v) else 0]
    d = b[axis] - a[axis]
    return 1.0 if d > 0 else (-1.0 if d < 0 else 0.0)


def check_polygon(vertices: Sequence[Sequence[float]]) -> tuple[str, int]:
    """``c2d_check_polygon``: ``(code, vertex)`` for a vertex list, ``code`` one of
    ``"ok"``, ``"bad_number"``, ``"few_vertices"``, ``"repeated_vertex"``,
    ``"collinear_vertex"``, ``"not_convex"`` and ``vertex`` the offending vertex's index
    in the list (for ``"ok"``, the index the C core leaves behind).

    In the C core's order: every coordinate a number within the limit, at least 3
    vertices, none equal to the next, none collinear with its two neighbours, every
    turn the same way, and once around (the edges' x and y components each change sign
    at most twice: a pentagram turns one way at every vertex but goes around twice)."""
    v = [(x, y) for x, y in vertices]
    count = len(v)
    for j, (x, y) in enumerate(v):
        if not (abs(x) <= COORD_LIMIT and abs(y) <= COORD_LIMIT):
            return "bad_number", j
    v = [(float(x), float(y)) for x, y in v]
    if count < 3:
        return "few_vertices", count
    vertex = count
    for j in range(count):
        a, b = v[j], v[j + 1 if j + 1 < count else 0]
        vertex = j + 1 if j + 1 < count else 0
        if a[0] == b[0] and a[1] == b[1]:
            return "repeated_vertex", vertex
    turn = 0
    for j in range(count):
        o = orient(v[j - 1], v[j], v[j + 1 if j + 1 < count else 0])
        vertex = j
        if o == 0:
            return "collinear_vertex", vertex
        if turn == 0:
            turn = o
        if o != turn:
            return "not_convex", vertex
    # Once around: count sign changes of the edge components, cyclically.
    for axis in (0, 1):
        last = 0.0
        j = count - 1
        while j >= 0 and last == 0:
            last = _edge_sign(v, j, axis)
            j -= 1
        changes = 0
        for j in range(count):
            s = _edge_sign(v, j, axis)
            if s == 0:
                continue
            changes += s != last
            last = s
            vertex = j
            if changes > 2:
                return "not_convex", vertex
    return "ok", vertex


def polygon_view(vertices: Sequence[Sequence[float]]) -> Polygon:
    """``c2d_polygon_view``: a checked vertex list as the tuple of its vertices
    counter-clockwise from vertex 0. The winding is the first turn's (every turn of a
    checked list is the same); vertex 0 is the lowest vertex, the leftmost of equals
    (the first in the list of exact equals). Coordinates are kept as given (a ``-0.0``
    stays; :class:`collide2d.Polygon` stores ``+0.0``)."""
    v = [(float(x), float(y)) for x, y in vertices]
    count = len(v)
    step = 1 if orient(v[0], v[1], v[2]) > 0 else -1
    first, low = 0, v[0]
    for j in range(1, count):
        w = v[j]
        if w[1] < low[1] or (w[1] == low[1] and w[0] < low[0]):
            first, low = j, w
    return tuple(v[(first + step * k) % count] for k in range(count))


def _polygon(vertices: Sequence[Sequence[float]], what: str = "polygon") -> Polygon:
    """Check a vertex list (ValueError naming the offending vertex) and view it."""
    code, vertex = check_polygon(vertices)
    if code != "ok":
        raise ValueError(f"{what}: {code.replace('_', ' ')} (vertex {vertex})")
    return polygon_view(vertices)


_SX = (-1.0, 1.0, 1.0, -1.0)
_SY = (-1.0, -1.0, 1.0, 1.0)


def box_polygon(f: Frame) -> Polygon:
    """``c2d_box_polygon``: a box's corners counter-clockwise from its own (-hx, -hy)
    corner (for an AABB, its lowest-left one; a box turned by a multiple of pi / 2 is
    its AABB, corners and order); a box with no width or no height is the segment
    between its two ends, one with neither its centre. A width or height too small to
    part the corners in float64 counts as none."""
    if f.aligned:
        f = aabb_frame(f.box)
    corners = tuple(_world_point(f, (_SX[k] * f.hx, _SY[k] * f.hy)) for k in range(4))
    wide = f.hx > 0 and corners[0] != corners[1]
    tall = f.hy > 0 and corners[1] != corners[2]
    # Rounded corners of a turned box can fold onto one line, out of order: then the
    # shorter side counts as none (a folded quad's faces are no separating axes).
    if wide and tall and not f.aligned and not all(
            orient(corners[k], corners[(k + 1) % 4], corners[(k + 2) % 4]) > 0
            for k in range(4)):
        wide = f.hx >= f.hy
        tall = not wide
    if wide and tall:
        return corners
    lx, ly = (f.hx if wide else 0.0), (f.hy if tall else 0.0)
    a, b = _world_point(f, (-lx, -ly)), _world_point(f, (lx, ly))
    return (a, b) if (wide or tall) else (a,)


def segment_polygon(a: Vec, b: Vec) -> Polygon:
    """``c2d_segment_polygon``: a segment as a polygon of its two ends (one, a point,
    when they are equal): its two "faces" are the two sides of its line."""
    return (a,) if (a[0] == b[0] and a[1] == b[1]) else (a, b)


# ---- yes/no: the separating axis theorem, exactly ------------------------------------


def _face(a: Polygon, k: int) -> tuple[Vec, Vec]:
    """Face k of ``a``, counter-clockwise from vertex 0: from p to q, the interior on
    its left (p == q for a one-vertex polygon)."""
    return a[k], a[k + 1 if k + 1 < len(a) else 0]


def some_face_separates(a: Polygon, b: Polygon) -> bool:
    """Some face of ``a`` has no vertex of ``b`` strictly on its inner side: the line
    through it separates the two (touching allowed). The answer does not depend on the
    order of faces or vertices (the C core reads them in buffer order)."""
    for k in range(len(a)):
        p, q = _face(a, k)
        if p[0] == q[0] and p[1] == q[1]:
            continue
        if not any(orient(p, q, w) > 0 for w in b):
            return True
    return False


def polygons_overlap(a: Polygon, b: Polygon) -> bool:
    """The interiors of ``a`` and ``b`` share points: no face of either separates them."""
    return not some_face_separates(a, b) and not some_face_separates(b, a)


def polygon_contains(a: Polygon, p: Vec) -> bool:
    """``p`` lies strictly inside ``a``."""
    return not some_face_separates(a, (p,))


# ---- the push-out: the face of least penetration -------------------------------------


def _face_normal(p: Vec, q: Vec) -> Vec:
    """The outward unit normal of the face p -> q of a counter-clockwise polygon."""
    return _unit(q[1] - p[1], p[0] - q[0])[0]


def _face_depth(p: Vec, n: Vec, b: Polygon) -> tuple[float, Vec]:
    """How deep ``b`` reaches past the face through ``p`` (outward unit normal ``n``):
    the largest ``dot(n, p - w)`` over b's vertices, and the first vertex reaching it."""
    depth, deepest = -math.inf, (0.0, 0.0)
    for w in b:
        d = _dot(n, _sub(p, w))
        if d > depth:
            depth, deepest = d, w
    return depth, deepest


def push_out_polygons(a: Polygon, b: Polygon, miss_pos: Vec, collider) -> Hit | None:
    """``b`` pushed out of ``a`` (``c2d_push_out_polygons``): no overlap
    (:func:`polygons_overlap`, exact), None. Otherwise the face of least depth over a's
    faces, then b's; of equal depths the first by :func:`face_order` (the same face
    whichever polygon is the receiver), a's where two coincide. A face of a: its outward normal, pos where
    b's deepest vertex comes to rest on the face's line; a face of b: the opposite of
    its outward normal, pos a's deepest vertex. ``delta = normal * depth``."""
    if not polygons_overlap(a, b):
        return None
    best, normal, pos = math.inf, (0.0, 1.0), miss_pos
    best_face = ((0.0, 0.0), (0.0, 0.0), (0.0, 0.0))  # its outward normal, p, q
    for side in (0, 1):
        faces, other = (a, b) if side == 0 else (b, a)
        for k in range(len(faces)):
            p, q = _face(faces, k)
            if p[0] == q[0] and p[1] == q[1]:
                continue
            n = _face_normal(p, q)
            depth, deepest = _face_depth(p, n, other)
            if depth < best or (depth == best and face_order(n, p, q, *best_face) > 0):
                best, best_face = depth, (n, p, q)
                if side == 0:
                    normal = n
                    pos = (deepest[0] + n[0] * depth, deepest[1] + n[1] * depth)
                else:
                    normal = (0.0 - n[0], 0.0 - n[1])
                    pos = deepest
    depth = max_of(best, 0.0)
    return Hit(collider, pos, (normal[0] * depth + 0.0, normal[1] * depth + 0.0), normal, 0.0)


# ---- polygons and points, segments, boxes --------------------------------------------


def overlaps_polygon_point(polygon: Sequence[Sequence[float]], point: Vec) -> bool:
    """The point lies strictly inside the polygon (on the boundary: touching, False)."""
    return polygon_contains(_polygon(polygon), _vec(point, "point"))


def intersect_polygon_point(polygon: Sequence[Sequence[float]], point: Vec) -> Hit | None:
    """``Polygon.intersect_point``: the point pushed out through the nearest face (ties
    to the later face): pos on that face, normal its outward normal."""
    a, p = _polygon(polygon), _vec(point, "point")
    return push_out_polygons(a, (p,), p, a)


def _overlaps_segment(a: Polygon, s: Segment) -> bool:
    return polygons_overlap(a, segment_polygon((s[0], s[1]), (s[2], s[3])))


def overlaps_polygon_segment(polygon: Sequence[Sequence[float]], segment: Segment) -> bool:
    """The segment passes through the interior (a segment of no length: the point test);
    along an edge or through a vertex only is touching, False. Exact."""
    return _overlaps_segment(_polygon(polygon), _segment(segment))


def overlaps_segment_polygon(segment: Segment, polygon: Sequence[Sequence[float]]) -> bool:
    """:func:`overlaps_polygon_segment`, the segment the receiver."""
    return _overlaps_segment(_polygon(polygon), _segment(segment))


def overlaps_polygon_polygon(polygon: Sequence[Sequence[float]],
                             other: Sequence[Sequence[float]]) -> bool:
    """The interiors share points (touching is False). Exact."""
    return polygons_overlap(_polygon(polygon), _polygon(other, "other"))


def overlaps_polygon_aabb(polygon: Sequence[Sequence[float]], box: Box) -> bool:
    """The polygon and the box (the polygon of its corners) share interior points."""
    return polygons_overlap(_polygon(polygon), box_polygon(aabb_frame(_box(box))))


def overlaps_aabb_polygon(box: Box, polygon: Sequence[Sequence[float]]) -> bool:
    """:func:`overlaps_polygon_aabb`, the box the receiver."""
    return overlaps_polygon_aabb(polygon, box)


def overlaps_polygon_obb(polygon: Sequence[Sequence[float]], obb: OBB) -> bool:
    """The polygon and the oriented box (the polygon of its corners) share interior
    points."""
    return polygons_overlap(_polygon(polygon), box_polygon(frame_of(_obb(obb))))


def overlaps_obb_polygon(obb: OBB, polygon: Sequence[Sequence[float]]) -> bool:
    """:func:`overlaps_polygon_obb`, the box the receiver."""
    return overlaps_polygon_obb(polygon, obb)


def intersect_polygon_polygon(polygon: Sequence[Sequence[float]],
                              other: Sequence[Sequence[float]]) -> Hit | None:
    """``Polygon.intersect_polygon``: ``other`` pushed out of ``polygon``
    (:func:`push_out_polygons`)."""
    a, b = _polygon(polygon), _polygon(other, "other")
    return push_out_polygons(a, b, b[0], a)


def intersect_polygon_aabb(polygon: Sequence[Sequence[float]], box: Box) -> Hit | None:
    """``Polygon.intersect_aabb``: the box (the polygon of its corners) pushed out."""
    a, b = _polygon(polygon), _box(box, "other")
    return push_out_polygons(a, box_polygon(aabb_frame(b)), (b[0], b[1]), a)


def intersect_aabb_polygon(box: Box, polygon: Sequence[Sequence[float]]) -> Hit | None:
    """``AABB.intersect_polygon``: the polygon pushed out of the box."""
    b, a = _box(box), _polygon(polygon, "other")
    return push_out_polygons(box_polygon(aabb_frame(b)), a, a[0], b)


def intersect_polygon_obb(polygon: Sequence[Sequence[float]], obb: OBB) -> Hit | None:
    """``Polygon.intersect_obb``: the oriented box pushed out of the polygon."""
    a, o = _polygon(polygon), _obb(obb, "other")
    return push_out_polygons(a, box_polygon(frame_of(o)), (o[0], o[1]), a)


def intersect_obb_polygon(obb: OBB, polygon: Sequence[Sequence[float]]) -> Hit | None:
    """``OBB.intersect_polygon``: the polygon pushed out of the oriented box."""
    o, a = _obb(obb), _polygon(polygon, "other")
    return push_out_polygons(box_polygon(frame_of(o)), a, a[0], o)


# ---- polygons and circles, capsules --------------------------------------------------


def polygon_nearest(a: Polygon, p: Vec) -> Vec:
    """The point of the polygon's boundary nearest to ``p`` (the first of equals,
    counter-clockwise from vertex 0)."""
    best, best_sq = a[0], math.inf
    for k in range(len(a)):
        s, e = _face(a, k)
        q = segment_nearest(s, e, p)
        dx, dy = p[0] - q[0], p[1] - q[1]
        sq = dx * dx + dy * dy
        if sq < best_sq:
            best_sq, best = sq, q
    return best


def _polygon_circle(a: Polygon, c: Circle, collider) -> Hit | None:
    cx, cy, r = c
    centre = (cx, cy)
    q = polygon_nearest(a, centre)
    d = _sub(centre, q)
    if (d[0] != 0 or d[1] != 0) and not polygon_contains(a, centre):
        near = _closer_than(d[0], d[1], r)
        sq, rr = d[0] * d[0] + d[1] * d[1], r * r
        if not abs(sq - rr) > 2.0**-30 * (sq + rr):
            # The nearest point rounds: near the tie the faces' exact test decides.
            near = any(_segment_closer(*_face(a, k), centre, r) for k in range(len(a)))
        if not near:
            return None
        n, length = _unit(d[0], d[1])
        depth = max_of(r - length, 0.0)
        return Hit(collider, q, (n[0] * depth + 0.0, n[1] * depth + 0.0), n, 0.0)
    if not r > 0 and not polygon_contains(a, centre):
        return None
    best, normal = math.inf, (0.0, 1.0)
    for k in range(len(a)):
        p, e = _face(a, k)
        n = _face_normal(p, e)
        dist = max_of(_dot(n, _sub(p, centre)), 0.0)
        if dist <= best:
            best, normal = dist, n
    return Hit(collider, (cx + normal[0] * best, cy + normal[1] * best),
               (normal[0] * (best + r) + 0.0, normal[1] * (best + r) + 0.0), normal, 0.0)


def intersect_polygon_circle(polygon: Sequence[Sequence[float]], circle: Circle) -> Hit | None:
    """``Polygon.intersect_circle``: the circle pushed out of the polygon. Centre outside:
    a hit when the boundary is closer than the radius (the nearest point's distance,
    the faces' exact test where that nearly ties), normal from the nearest point
    toward the centre, pos that point. Centre inside or on the boundary: the face nearest
    the centre (ties to the later face), delta leaves the circle tangent to it outside;
    no hit only for a radius-0 circle on the boundary."""
    a = _polygon(polygon)
    return _polygon_circle(a, _circle(circle, "other"), a)


def _circle_polygon(c: Circle, a: Polygon, collider) -> Hit | None:
    h = _polygon_circle(a, c, collider)
    if h is None:
        return None
    n = (0.0 - h.normal[0], 0.0 - h.normal[1])
    return Hit(collider, (c[0] + n[0] * c[2], c[1] + n[1] * c[2]),
               (0.0 - h.delta[0], 0.0 - h.delta[1]), n, h.time)


def intersect_circle_polygon(circle: Circle, polygon: Sequence[Sequence[float]]) -> Hit | None:
    """``Circle.intersect_polygon``: :func:`intersect_polygon_circle` turned around --
    normal and delta negated, pos on the circle (centre + normal * r)."""
    c = _circle(circle)
    return _circle_polygon(c, _polygon(polygon, "other"), c)


def overlaps_polygon_circle(polygon: Sequence[Sequence[float]], circle: Circle) -> bool:
    """The polygon and the circle share interior points (the arithmetic of
    :func:`intersect_polygon_circle`)."""
    a = _polygon(polygon)
    return _polygon_circle(a, _circle(circle), a) is not None


def overlaps_circle_polygon(circle: Circle, polygon: Sequence[Sequence[float]]) -> bool:
    """:func:`overlaps_polygon_circle`, the circle the receiver."""
    return overlaps_polygon_circle(polygon, circle)


def overlaps_polygon_capsule(polygon: Sequence[Sequence[float]], capsule: Capsule) -> bool:
    """The polygon and the capsule share interior points: the core passes through the
    polygon's inside (the segment test, exact); else, radius above 0, the core comes
    closer than the radius to an edge (Ericson's *Real-Time Collision Detection*, 5.1.9
    and 5.9.1)."""
    a, k = _polygon(polygon), _capsule(capsule)
    if _overlaps_segment(a, k[:4]):
        return True
    if not k[4] > 0:
        return False
    ka, kb = (k[0], k[1]), (k[2], k[3])
    return any(_segments_closer(*_face(a, j), ka, kb, k[4]) for j in range(len(a)))


def overlaps_capsule_polygon(capsule: Capsule, polygon: Sequence[Sequence[float]]) -> bool:
    """:func:`overlaps_polygon_capsule`, the capsule the receiver."""
    return overlaps_polygon_capsule(polygon, capsule)


# ---- the raycast: the Cyrus-Beck clip ------------------------------------------------


def _more_head_on(candidate: Vec, current: Vec, delta: Vec) -> bool:
    """Of two faces entered at the same time (outward normals, not unit), ``candidate``
    meets ``delta`` at least as head-on as ``current``: the tie rule of entries."""
    a = _unit(candidate[0], candidate[1])[0]
    b = _unit(current[0], current[1])[0]
    return _dot(a, delta) <= _dot(b, delta)


def _cast_polygon(a: Polygon, pos: Vec, delta: Vec, collider) -> Hit | None:
    """``c2d_intersect_polygon_segment`` without the input checks: tiny shapes in a
    scaled frame (:mod:`.rescale`), the hit's time and normal from there, its pos and
    delta made from ``pos`` and ``delta`` as the unscaled code makes them."""
    k, scaled, _, point, _ = rescale(a, 0.0, (pos,), 0.0, vecs_size(delta, delta))
    if k == 0:
        return _cast_polygon_at_scale(a, pos, delta, collider)
    h = _cast_polygon_at_scale(scaled, point[0], scaled_vec(delta, k), collider)
    if h is None:
        return None
    if delta[0] == 0 and delta[1] == 0:
        return h._replace(pos=pos)
    return _hit_from_time(collider, pos, delta, h.time, h.normal)


def _cast_polygon_at_scale(a: Polygon, pos: Vec, delta: Vec, collider) -> Hit | None:
    if delta[0] == 0 and delta[1] == 0:
        still = push_out_polygons(a, (pos,), pos, collider)
        if still is None:
            return None
        return Hit(collider, pos, (0.0, 0.0), still.normal, 0.0)
    enter, leave = -math.inf, math.inf
    entry: Vec = (0.0, 0.0)
    possible = True
    for k in range(len(a)):
        p, q = _face(a, k)
        # Outward, not unit (times are ratios), a face too short for its products scaled.
        out = _tiny_scaled((q[1] - p[1], p[0] - q[0]))
        num, den = _dot(out, _sub(p, pos)), _dot(out, delta)
        if den == 0:  # parallel to the face: inside its half-plane throughout, or never
            possible = possible and num > 0
            continue
        t = num / den
        if den < 0:
            if t > enter or (t == enter and _more_head_on(out, entry, delta)):
                enter, entry = t, out
        else:
            leave = _min(leave, t)
    if not (possible and enter < leave and enter < 1 and leave > 0):
        return None
    n = _unit(entry[0], entry[1])[0]
    return _hit_from_time(collider, pos, delta, clamp(enter, 0.0, 1.0) + 0.0, n)


def intersect_polygon_segment(polygon: Sequence[Sequence[float]], pos: Vec,
                              delta: Vec) -> Hit | None:
    """``Polygon.intersect_segment``: the segment ``pos + t * delta`` against the polygon,
    the Cyrus-Beck clip on its faces. ``time`` the entry (0 when it starts inside),
    normal the entry face's (faces entered at the same time: the most head-on; equal,
    the later face). Touching is not a hit; a segment of no length is the point test."""
    a = _polygon(polygon)
    return _cast_polygon(a, _vec(pos, "pos"), _vec(delta, "delta"), a)
