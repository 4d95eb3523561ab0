"""Capsules against points, segments, circles, boxes, oriented boxes and capsules.

A capsule ``(x0, y0, x1, y1, r)`` is every point within ``r >= 0`` of its core segment
(Box2D's and cute_c2's capsule). It overlaps a shape exactly when the distance from the
core to the shape is less than ``r``; between a segment and a convex shape it does not
cross, that distance is reached at an end point of one of them (Ericson's *Real-Time
Collision Detection*, 5.1.9 and 5.9.1). A capsule of radius 0 is its segment and answers
as the segment does. The C core's operations in its order (``src/core/narrow/capsule.h``).
"""

from __future__ import annotations

import math

from collections.abc import Sequence

from .base import (
    EPSILON,
    Box,
    Circle,
    Hit,
    Segment,
    Sweep,
    Vec,
    _box,
    _circle,
    _segment,
    _static_sweep,
    _vec,
    segment_overlaps_box,
    check_number,
    check_size,
    clamp,
)
from .circle import _circle_segment, _clamp_to_box
from .obb import (
    OBB,
    Frame,
    _local_box,
    _local_point,
    _obb,
    cast_in_frame,
    frame_of,
    overlaps_obb_segment,
)
from .small import _closer_than, _tiny_scale, _unit

Capsule = tuple[float, float, float, float, float]


def _capsule(capsule: Sequence[float], what: str = "capsule") -> Capsule:
    x0, y0, x1, y1, r = capsule
    for v in (x0, y0, x1, y1):
        check_number(v, what)
    check_size(r, what + " radius")
    return float(x0), float(y0), float(x1), float(y1), float(r)


def segment_nearest(a: Vec, b: Vec, p: Vec) -> Vec:
    """The point of segment a-b nearest to p (a for a segment too short to square)."""
    d = (b[0] - a[0], b[1] - a[1])
    dd = d[0] * d[0] + d[1] * d[1]
    t = ((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / dd if dd > 0 else 0.0
    t = clamp(t, 0.0, 1.0)
    return (a[0] + t * d[0], a[1] + t * d[1])


def _segment_closer(a: Vec, b: Vec, p: Vec, reach: float) -> bool:
    """C's ``c2d_segment_closer_than``: beyond an end the distance to it, between them
    ``cross(d, p - a)**2 < reach**2 * dot(d, d)`` (no rounded nearest point: exact
    where the products are), the nearest point where a square may underflow. Every
    difference and ``reach`` below 2**-256: the same test on the differences scaled by
    ``2**k`` (``_tiny_scale``), in the frame of ``a``."""
    d, w, v = _sub(b, a), _sub(p, a), _sub(p, b)
    k = _tiny_scale(max(abs(d[0]), abs(d[1]), abs(w[0]), abs(w[1]), abs(v[0]), abs(v[1]), reach))
    if k != 0:
        d, w, v = ((math.ldexp(x, k), math.ldexp(y, k)) for x, y in (d, w, v))
        reach = math.ldexp(reach, k)
        a, b, p = (0.0, 0.0), d, w
    if w[0] * d[0] + w[1] * d[1] <= 0:
        return _closer_than(w[0], w[1], reach)
    if v[0] * d[0] + v[1] * d[1] >= 0:
        return _closer_than(v[0], v[1], reach)
    c, size = _cross(d, w), abs(d[0] * w[1]) + abs(d[1] * w[0])
    rhs = (reach * reach) * (d[0] * d[0] + d[1] * d[1])
    if rhs >= 2.0**-960 and size >= 2.0**-480:
        return c * c < rhs
    q = segment_nearest(a, b, p)
    return _closer_than(p[0] - q[0], p[1] - q[1], reach)


def _cross(u: Vec, v: Vec) -> float:
    return u[0] * v[1] - u[1] * v[0]


def _sub(p: Vec, q: Vec) -> Vec:
    return (p[0] - q[0], p[1] - q[1])


def _segments_cross(a1: Vec, b1: Vec, a2: Vec, b2: Vec) -> bool:
    # Every coordinate below 2**-256: in a frame scaled by 2**k (C's c2d_segments_cross).
    k = _tiny_scale(max(abs(c) for p in (a1, b1, a2, b2) for c in p))
    if k != 0:
        a1, b1, a2, b2 = ((math.ldexp(p[0], k), math.ldexp(p[1], k)) for p in (a1, b1, a2, b2))
    d1, d2 = _sub(b1, a1), _sub(b2, a2)
    o1, o2 = _cross(d1, _sub(a2, a1)), _cross(d1, _sub(b2, a1))
    o3, o4 = _cross(d2, _sub(a1, a2)), _cross(d2, _sub(b1, a2))
    return (((o1 > 0) and (o2 < 0)) or ((o1 < 0) and (o2 > 0))) and \
        (((o3 > 0) and (o4 < 0)) or ((o3 < 0) and (o4 > 0)))


def _segments_closer(a1: Vec, b1: Vec, a2: Vec, b2: Vec, reach: float) -> bool:
    return (_segments_cross(a1, b1, a2, b2) or _segment_closer(a2, b2, a1, reach)
            or _segment_closer(a2, b2, b1, reach) or _segment_closer(a1, b1, a2, reach)
            or _segment_closer(a1, b1, b2, reach))


def _segment_box_closer(a: Vec, b: Vec, box: Box, reach: float) -> bool:
    if segment_overlaps_box(a, b, box):
        return True
    for p in (a, b):
        q = _clamp_to_box(box, p[0], p[1])
        if _closer_than(p[0] - q[0], p[1] - q[1], reach):
            return True
    x0, x1 = box[0] - box[2], box[0] + box[2]
    y0, y1 = box[1] - box[3], box[1] + box[3]
    # A box of no width or height has no interior: it is the segment between its corners.
    if (box[2] == 0 or box[3] == 0) and _segments_cross(a, b, (x0, y0), (x1, y1)):
        return True
    return any(_segment_closer(a, b, corner, reach)
               for corner in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))


def _ends(k: Capsule) -> tuple[Vec, Vec]:
    return (k[0], k[1]), (k[2], k[3])


def _as_segment_overlaps(s: Segment, kind: str, other) -> bool:
    from .overlaps import overlaps
    return overlaps("segment", s, kind, other)


# ---- overlaps -------------------------------------------------------------------------


def overlaps_capsule_point(capsule: Capsule, point: Vec) -> bool:
    k, p = _capsule(capsule), _vec(point, "point")
    return _segment_closer((k[0], k[1]), (k[2], k[3]), p, k[4])


def overlaps_capsule_segment(capsule: Capsule, segment: Segment) -> bool:
    k, s = _capsule(capsule), _segment(segment)
    if k[4] == 0:
        return _as_segment_overlaps(k[:4], "segment", s)
    a, b = _ends(k)
    return _segments_closer(a, b, (s[0], s[1]), (s[2], s[3]), k[4])


def overlaps_capsule_circle(capsule: Capsule, circle: Circle) -> bool:
    k, c = _capsule(capsule), _circle(circle)
    if k[4] == 0:
        return _circle_segment(c, c, (k[0], k[1]), (k[2] - k[0], k[3] - k[1])) is not None
    return _segment_closer((k[0], k[1]), (k[2], k[3]), (c[0], c[1]), k[4] + c[2])


def overlaps_capsule_aabb(capsule: Capsule, box: Box) -> bool:
    k, bx = _capsule(capsule), _box(box)
    a, b = _ends(k)
    if k[4] == 0:
        return segment_overlaps_box(a, b, bx)
    return _segment_box_closer(a, b, bx, k[4])


def overlaps_capsule_obb(capsule: Capsule, obb: OBB) -> bool:
    k, o = _capsule(capsule), _obb(obb)
    if k[4] == 0:
        return overlaps_obb_segment(o, k[:4])
    f = frame_of(o)
    a, b = _ends(k)
    if f.aligned:
        return _segment_box_closer(a, b, f.box, k[4])
    return _segment_box_closer(_local_point(f, a), _local_point(f, b), _local_box(f), k[4])


def overlaps_capsule_capsule(capsule: Capsule, other: Capsule) -> bool:
    k, o = _capsule(capsule), _capsule(other, "other")
    reach = k[4] + o[4]
    if reach == 0:
        return _as_segment_overlaps(k[:4], "segment", o[:4])
    (a1, b1), (a2, b2) = _ends(k), _ends(o)
    return _segments_closer(a1, b1, a2, b2, reach)


# ---- hits -----------------------------------------------------------------------------


def capsule_offset(k: Capsule, p: Vec) -> tuple[Vec, Vec, float]:
    """``(q, n, dist)``: the core's nearest point, the unit direction from it toward
    ``p``, their distance. Beside the core measured across its line (``|cross(u, p -
    a)|``, n = +-perp(u)); on the core n = perp(u), dist 0; past an end from that end
    (perp(u) at the end itself; ``(0, 1)`` for a core of zero length). Every coordinate
    below 2**-256: in a frame scaled by ``2**s`` (``_tiny_scale``), q and dist scaled
    back (C's ``c2d_capsule_offset``)."""
    s = _tiny_scale(max(abs(k[0]), abs(k[1]), abs(k[2]), abs(k[3]), abs(p[0]), abs(p[1])))
    if s == 0:
        return _capsule_offset_at_scale(k, p)
    scaled: Capsule = (math.ldexp(k[0], s), math.ldexp(k[1], s), math.ldexp(k[2], s),
                       math.ldexp(k[3], s), k[4])
    q, n, dist = _capsule_offset_at_scale(scaled, (math.ldexp(p[0], s), math.ldexp(p[1], s)))
    return (math.ldexp(q[0], -s), math.ldexp(q[1], -s)), n, math.ldexp(dist, -s)


def _capsule_offset_at_scale(k: Capsule, p: Vec) -> tuple[Vec, Vec, float]:
    a, b = (k[0], k[1]), (k[2], k[3])
    d = _sub(b, a)
    dd = d[0] * d[0] + d[1] * d[1]
    t = ((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / dd if dd > 0 else 0.0
    if 0 < t < 1:
        u, _ = _unit(d[0], d[1])
        side = _cross(u, _sub(p, a))
        s = -1.0 if side < 0 else 1.0
        q = (a[0] + t * d[0], a[1] + t * d[1])
        return q, (-u[1] * s + 0.0, u[0] * s + 0.0), abs(side)
    q = b if t >= 1 else a
    n, dist = _unit(p[0] - q[0], p[1] - q[1])
    if dist == 0 and dd > 0:  # on an end of the core: out by its side
        u, _ = _unit(d[0], d[1])
        n = (-u[1] + 0.0, u[0] + 0.0)
    return q, n, dist


def _push_out(k: Capsule, reach: float, p: Vec, inside: bool) -> Hit | None:
    if not inside:
        return None
    q, n, dist = capsule_offset(k, p)
    depth = reach - dist if dist < reach else 0.0
    return Hit(k, (q[0] + n[0] * k[4], q[1] + n[1] * k[4]), (n[0] * depth, n[1] * depth), n,
               0.0)


def intersect_capsule_point(capsule: Capsule, point: Vec) -> Hit | None:
    """The point pushed out the shortest way (:func:`capsule_offset`)."""
    k, p = _capsule(capsule), _vec(point, "point")
    return _push_out(k, k[4], p, overlaps_capsule_point(k, p))


def intersect_capsule_circle(capsule: Capsule, circle: Circle) -> Hit | None:
    """The circle pushed out until it touches the capsule; a hit exactly when
    :func:`overlaps_capsule_circle`."""
    k, c = _capsule(capsule), _circle(circle)
    return _push_out(k, k[4] + c[2], (c[0], c[1]), overlaps_capsule_circle(k, c))


def intersect_circle_capsule(circle: Circle, capsule: Capsule) -> Hit | None:
    """The capsule pushed out of the circle (the circle is the collider); a hit exactly
    when :func:`overlaps_capsule_circle`."""
    c, k = _circle(circle), _capsule(capsule, "other")
    if not overlaps_capsule_circle(k, c):
        return None
    _, n_k, dist = capsule_offset(k, (c[0], c[1]))
    reach = c[2] + k[4]
    depth = reach - dist if dist < reach else 0.0
    n = (-n_k[0] + 0.0, -n_k[1] + 0.0)
    return Hit(c, (c[0] + n[0] * c[2], c[1] + n[1] * c[2]), (n[0] * depth, n[1] * depth), n,
               0.0)


def intersect_capsule_segment(capsule: Capsule, pos: Vec, delta: Vec) -> Hit | None:
    """The earliest entry into the core's rectangle or the end circles (ties: the
    rectangle, then a, then b)."""
    k = _capsule(capsule)
    return capsule_cast(k, _vec(pos, "pos"), _vec(delta, "delta"), k)


def capsule_cast(k: Capsule, p: Vec, d: Vec, collider) -> Hit | None:
    """:func:`intersect_capsule_segment` without the input checks."""
    a, b = _ends(k)
    best = _circle_segment((a[0], a[1], k[4]), collider, p, d)
    at_b = _circle_segment((b[0], b[1], k[4]), collider, p, d)
    if at_b is not None and (best is None or at_b.time < best.time):
        best = at_b
    core = _sub(b, a)
    u, length = _unit(core[0], core[1])
    if length > 0:
        centre = (a[0] + 0.5 * core[0], a[1] + 0.5 * core[1])
        f = Frame(centre[0], centre[1], length * 0.5, k[4], u, False, False, (0.0, 0.0, 0.0, 0.0))
        side = cast_in_frame(f, p, d, 0.0, 0.0, collider)
        if side is not None and (best is None or side.time <= best.time):
            best = side
    return best


# ---- sweeps ---------------------------------------------------------------------------


def sweep_capsule_circle(capsule: Capsule, circle: Circle, delta: Vec) -> Sweep:
    """``Capsule.sweep_circle``: the circle's centre cast against the capsule grown by
    its radius; stuck (overlapping at the start) is the static push-out at time 0."""
    k, c, d = _capsule(capsule), _circle(circle, "other"), _vec(delta, "delta")
    centre = (c[0], c[1])
    still = intersect_capsule_circle(k, c)
    if (d[0] == 0 and d[1] == 0) or still is not None:
        return _static_sweep(still, centre)
    h = capsule_cast((k[0], k[1], k[2], k[3], k[4] + c[2]), centre, d, k)
    if h is None:
        return Sweep(None, (c[0] + d[0], c[1] + d[1]), 1.0, False)
    h = h._replace(pos=(h.pos[0] - h.normal[0] * c[2], h.pos[1] - h.normal[1] * c[2]))
    time = clamp(h.time - EPSILON, 0.0, 1.0)
    return Sweep(h, (c[0] + d[0] * time, c[1] + d[1] * time), time, False)


def sweep_circle_capsule(circle: Circle, capsule: Capsule, delta: Vec) -> Sweep:
    """``Circle.sweep_capsule``: the capsule moves; the circle's centre cast along
    ``-delta``; the sweep's ``pos`` is where the capsule's end a ends."""
    c, k, d = _circle(circle), _capsule(capsule, "other"), _vec(delta, "delta")
    start = (k[0], k[1])
    still = intersect_circle_capsule(c, k)
    if (d[0] == 0 and d[1] == 0) or still is not None:
        return _static_sweep(still, start)
    h = capsule_cast((k[0], k[1], k[2], k[3], k[4] + c[2]), (c[0], c[1]), (-d[0], -d[1]), c)
    if h is None:
        return Sweep(None, (start[0] + d[0], start[1] + d[1]), 1.0, False)
    n = (0.0 - h.normal[0], 0.0 - h.normal[1])
    hit = Hit(c, (c[0] + n[0] * c[2], c[1] + n[1] * c[2]),
              ((1.0 - h.time) * -d[0], (1.0 - h.time) * -d[1]), n, h.time)
    time = clamp(hit.time - EPSILON, 0.0, 1.0)
    return Sweep(hit, (start[0] + d[0] * time, start[1] + d[1] * time), time, False)
