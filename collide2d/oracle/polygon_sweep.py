"""Convex polygons (and boxes, as polygons) moving: against polygons and boxes, and
circles against polygons.

The pure-Python twin of ``src/core/sweep/polygon.h``, with the C core's floating-point
operations in the C core's order: the polygon sweep is the Cyrus-Beck clip in time on
both polygons' faces (the edge normals of the Minkowski difference, Ericson's
*Real-Time Collision Detection*, 5.5); a circle sweeps against the polygon grown by its
radius: the polygon, one band per edge and one disc per vertex, each cast on its own,
the earliest entry winning. Polygons are :mod:`.polygon`'s (vertex tuples
counter-clockwise from the lowest vertex).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .base import (EPSILON, Box, Circle, Hit, Sweep, Vec, _box, _circle, _hit_from_time, _static_sweep,
                   _vec, clamp)
from .circle import _circle_segment
from .obb import OBB, Frame, _obb, aabb_frame, cast_in_frame, frame_of
from .polygon import (
    Polygon,
    _cast_polygon,
    _circle_polygon,
    _dot,
    _face,
    _min,
    _more_head_on,
    _polygon,
    _polygon_circle,
    _sub,
    box_polygon,
    polygon_nearest,
    push_out_polygons,
)
from .rescale import rescale, scaled_vec, unscaled_sweep, vecs_size
from .small import _tiny_scaled, _unit


# ---- sweeps: polygons and boxes ------------------------------------------------------


def _sweep_from_hit(h: Hit, start: Vec, delta: Vec, stuck: bool) -> Sweep:
    """``c2d_sweep_from_hit``: back off EPSILON of time, or stop at 0 when stuck."""
    time = 0.0 if stuck else clamp(h.time - EPSILON, 0.0, 1.0)
    return Sweep(h, (start[0] + delta[0] * time, start[1] + delta[1] * time), time, stuck)


def _sweep_miss(start: Vec, delta: Vec) -> Sweep:
    return Sweep(None, (start[0] + delta[0], start[1] + delta[1]), 1.0, False)


def sweep_polygons(a: Polygon, b: Polygon, start: Vec, delta: Vec, collider) -> Sweep:
    """:func:`sweep_polygons_at_scale`, tiny shapes (their start and motion included) in
    a scaled frame (:mod:`.rescale`)."""
    k, sa, _, sb, _ = rescale(a, 0.0, b, 0.0, vecs_size(start, delta))
    if k == 0:
        return sweep_polygons_at_scale(a, b, start, delta, collider)
    s = sweep_polygons_at_scale(sa, sb, scaled_vec(start, k), scaled_vec(delta, k), collider)
    return unscaled_sweep(s, start, delta, k)


def sweep_polygons_at_scale(a: Polygon, b: Polygon, start: Vec, delta: Vec,
                            collider) -> Sweep:
    """``b`` moves by ``delta`` against the static ``a`` (``c2d_sweep_polygons``);
    ``start`` is b's reference point. Zero delta: the static test; overlapping at the
    start: stuck, time 0, the push-out. Otherwise each face of a, then of b, gives the
    times the other's vertices reach past it; the entry is the latest (ties: the most
    head-on, then the later face), a hit when it comes before the earliest exit, before
    1, and the exit after 0. pos is the first vertex that touches the face, where it is
    at that time."""
    still = push_out_polygons(a, b, start, collider)
    if (delta[0] == 0 and delta[1] == 0) or still is not None:
        return _static_sweep(still, start)
    enter, leave = -math.inf, math.inf
    entry: Vec = (0.0, 1.0)
    contact = start
    possible, moved = True, False
    for side in (0, 1):
        faces, other = (a, b) if side == 0 else (b, a)
        sense = 1.0 if side == 0 else -1.0  # seen from b's faces, a moves by -delta
        for k in range(len(faces)):
            p, q = _face(faces, k)
            if p[0] == q[0] and p[1] == q[1]:
                continue
            out = _tiny_scaled((q[1] - p[1], p[0] - q[0]))
            gap, nearest = math.inf, p
            for w in other:
                g = _dot(out, _sub(w, p))
                if g < gap:
                    gap, nearest = g, w
            v = sense * _dot(out, delta)
            if v == 0:
                possible = possible and gap < 0
                continue
            t = -gap / v
            n = out if side == 0 else (-out[0], -out[1])
            if v < 0:
                if t > enter or (t == enter and _more_head_on(n, entry, delta)):
                    enter, entry, contact, moved = t, n, nearest, side == 0
            else:
                leave = _min(leave, t)
    # Not overlapping at the start (exact), so an entry below 0 is rounding: time 0.
    if not (possible and enter < leave and enter < 1 and leave > 0):
        return _sweep_miss(start, delta)
    time = clamp(enter, 0.0, 1.0) + 0.0
    n = _unit(entry[0], entry[1])[0]
    if moved:
        contact = (contact[0] + delta[0] * time, contact[1] + delta[1] * time)
    h = Hit(collider, contact, ((1.0 - time) * -delta[0], (1.0 - time) * -delta[1]), n, time)
    return _sweep_from_hit(h, start, delta, False)


def sweep_polygon_polygon(polygon: Sequence[Sequence[float]], other: Sequence[Sequence[float]],
                          delta: Vec) -> Sweep:
    """``Polygon.sweep_polygon``: ``other`` moves by ``delta`` against ``polygon``; the
    sweep's pos is where other's vertex 0 ends."""
    a, b = _polygon(polygon), _polygon(other, "other")
    return sweep_polygons(a, b, b[0], _vec(delta, "delta"), a)


def sweep_polygon_aabb(polygon: Sequence[Sequence[float]], box: Box, delta: Vec) -> Sweep:
    """``Polygon.sweep_aabb``: the box moves against the polygon (pos: its centre)."""
    a, b = _polygon(polygon), _box(box, "other")
    return sweep_polygons(a, box_polygon(aabb_frame(b)), (b[0], b[1]), _vec(delta, "delta"), a)


def sweep_aabb_polygon(box: Box, polygon: Sequence[Sequence[float]], delta: Vec) -> Sweep:
    """``AABB.sweep_polygon``: the polygon moves against the box (pos: its vertex 0)."""
    b, a = _box(box), _polygon(polygon, "other")
    return sweep_polygons(box_polygon(aabb_frame(b)), a, a[0], _vec(delta, "delta"), b)


def sweep_polygon_obb(polygon: Sequence[Sequence[float]], obb: OBB, delta: Vec) -> Sweep:
    """``Polygon.sweep_obb``: the oriented box moves against the polygon (pos: its
    centre)."""
    a, o = _polygon(polygon), _obb(obb, "other")
    return sweep_polygons(a, box_polygon(frame_of(o)), (o[0], o[1]), _vec(delta, "delta"), a)


def sweep_obb_polygon(obb: OBB, polygon: Sequence[Sequence[float]], delta: Vec) -> Sweep:
    """``OBB.sweep_polygon``: the polygon moves against the oriented box (pos: its
    vertex 0)."""
    o, a = _obb(obb), _polygon(polygon, "other")
    return sweep_polygons(box_polygon(frame_of(o)), a, a[0], _vec(delta, "delta"), o)


# ---- sweeps: circles -----------------------------------------------------------------


def cast_rounded_polygon(a: Polygon, r: float, pos: Vec, delta: Vec, collider) -> Hit | None:
    """The path ``pos + t * delta`` against the polygon grown by ``r``: the polygon, then
    each edge's band (the edge swept outward by r, a box in the edge's frame), then each
    vertex's disc, each counter-clockwise from vertex 0; the earliest entry wins, ties
    to the first. hit.pos is the moving centre at contact."""
    best = _cast_polygon(a, pos, delta, collider)
    if not r > 0:
        return best
    for k in range(len(a)):
        p, q = _face(a, k)
        u, length = _unit(q[0] - p[0], q[1] - p[1])
        n = (u[1], -u[0])  # outward
        band = Frame((p[0] + q[0]) * 0.5 + n[0] * (r * 0.5), (p[1] + q[1]) * 0.5 + n[1] * (r * 0.5),
                     length * 0.5, r * 0.5, u, False, False, (0.0, 0.0, 0.0, 0.0))
        h = cast_in_frame(band, pos, delta, 0.0, 0.0, collider)
        if h is not None and (best is None or h.time < best.time):
            best = h
    for w in a:
        h = _circle_segment((w[0], w[1], r), collider, pos, delta)
        if h is not None and (best is None or h.time < best.time):
            best = h
    return best


def sweep_polygon_circle(polygon: Sequence[Sequence[float]], circle: Circle,
                         delta: Vec) -> Sweep:
    """``Polygon.sweep_circle``: the circle moves by ``delta`` against the polygon, its
    centre cast against the polygon grown by the radius (:func:`cast_rounded_polygon`).
    hit.pos is the polygon's point nearest the centre at contact. Stuck
    (:func:`intersect_polygon_circle`'s test): time 0 and the cast's hit, or the static
    push-out when rounding makes the cast miss such a start."""
    a, c, d = _polygon(polygon), _circle(circle, "other"), _vec(delta, "delta")
    centre = (c[0], c[1])
    k, sa, _, sc, sr = rescale(a, 0.0, (centre,), c[2], vecs_size(d, d))
    if k == 0:
        return _sweep_polygon_circle_at_scale(a, c, d, a)
    s = _sweep_polygon_circle_at_scale(sa, (*sc[0], sr), scaled_vec(d, k), a)
    return unscaled_sweep(s, centre, d, k)


def _sweep_polygon_circle_at_scale(a: Polygon, c: Circle, d: Vec, collider) -> Sweep:
    centre = (c[0], c[1])
    still = _polygon_circle(a, c, collider)
    if d[0] == 0 and d[1] == 0:
        return _static_sweep(still, centre)
    h = cast_rounded_polygon(a, c[2], centre, d, collider)
    if h is None:
        return _static_sweep(still, centre) if still is not None else _sweep_miss(centre, d)
    h = h._replace(pos=polygon_nearest(a, h.pos))
    return _sweep_from_hit(h, centre, d, still is not None)


def sweep_circle_polygon(circle: Circle, polygon: Sequence[Sequence[float]],
                         delta: Vec) -> Sweep:
    """``Circle.sweep_polygon``: the polygon moves by ``delta`` against the circle -- the
    same cast with the centre moving by ``-delta``; normals from the circle toward the
    polygon, hit.pos on the circle; the sweep's pos is the polygon's vertex 0."""
    c, a, d = _circle(circle), _polygon(polygon, "other"), _vec(delta, "delta")
    k, sa, _, sc, sr = rescale(a, 0.0, ((c[0], c[1]),), c[2], vecs_size(d, d))
    if k == 0:
        return _sweep_circle_polygon_at_scale(c, a, d, c)
    s = _sweep_circle_polygon_at_scale((*sc[0], sr), sa, scaled_vec(d, k), c)
    return unscaled_sweep(s, a[0], d, k)


def _sweep_circle_polygon_at_scale(c: Circle, a: Polygon, d: Vec, collider) -> Sweep:
    start = a[0]
    still = _circle_polygon(c, a, collider)
    if d[0] == 0 and d[1] == 0:
        return _static_sweep(still, start)
    cast = cast_rounded_polygon(a, c[2], (c[0], c[1]), (-d[0], -d[1]), collider)
    if cast is None:
        return _static_sweep(still, start) if still is not None else _sweep_miss(start, d)
    n = (0.0 - cast.normal[0], 0.0 - cast.normal[1])
    h = _hit_from_time(collider, start, d, cast.time, n)
    h = h._replace(pos=(c[0] + n[0] * c[2], c[1] + n[1] * c[2]))
    return _sweep_from_hit(h, start, d, still is not None)

