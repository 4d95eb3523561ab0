"""Oriented boxes against points, boxes, circles and segments.

The MDN "2D collision detection" and WecTeam AABB/OBB articles give the yes/no
separating-axis test; this module also gives the push-out (the axis of least overlap,
as noonat/intersect's AABB test) and the raycast, with the C core's operations in the
C core's order (``src/core/narrow/obb.h``):

* an OBB whose angle is, in float64, ``k * (pi / 2)`` for an integer ``|k| <= 2**20``
  has exact axes and *is* an AABB (half sizes swapped for odd ``k``): every test hands
  it to the AABB function, so it answers exactly as the AABB does;
* otherwise the other shape goes into the box's frame, where the box is an AABB at the
  origin, and the result comes back rotated; two boxes meet by the separating axis
  theorem on their four axes.

An OBB is ``(cx, cy, hx, hy, angle)``: centre, half size along its own axes (>= 0),
rotation in radians, counter-clockwise.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from .aabb import _hit_from_cast, _intersect_aabb_aabb, aabb_point, cast_aabb
from .aabb_sweep import _sweep_aabb
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
    _is_zero,
    _segment,
    _static_sweep,
    _vec,
    check_number,
    check_size,
    clamp,
    direction_order,
    segment_overlaps_box,
    sign,
)
from .circle import _aabb_circle, _circle_aabb
from .circle_sweep import _cast_rounded_box, _sweep_box_circle, _sweep_circle_box
from .trig import cos_sin

OBB = tuple[float, float, float, float, float]

# pi / 2 in float64: math.pi / 2.
HALF_PI = 1.5707963267948966
# Quarter turns up to 2**20 are checked for an exact multiple of pi / 2.
QUARTER_TURNS_EXACT = 2.0**20

_COS_K = (1.0, 0.0, -1.0, 0.0)
_SIN_K = (0.0, 1.0, 0.0, -1.0)


class Frame(NamedTuple):
    """An OBB as the tests use it: centre, half size, its x axis ``u = (cos, sin)``;
    ``aligned`` for an exact multiple of pi / 2, then ``box`` is the same box as an
    AABB and ``odd`` says its x axis is the world's y."""

    cx: float
    cy: float
    hx: float
    hy: float
    u: Vec
    aligned: bool
    odd: bool
    box: Box


def _obb(obb: Sequence[float], what: str = "box") -> OBB:
    cx, cy, hx, hy, angle = obb
    check_number(cx, what)
    check_number(cy, what)
    check_size(hx, what + " half size")
    check_size(hy, what + " half size")
    check_number(angle, what + " angle")
    return float(cx), float(cy), float(hx), float(hy), float(angle)


def frame_of(obb: OBB) -> Frame:
    """The frame of an OBB (exact axes for an angle ``k * HALF_PI``)."""
    cx, cy, hx, hy, angle = obb
    k = round(angle / HALF_PI)  # round half to even, as C's nearbyint
    if abs(k) <= QUARTER_TURNS_EXACT and k * HALF_PI == angle:
        q = k & 3
        odd = bool(q & 1)
        box = (cx, cy, hy, hx) if odd else (cx, cy, hx, hy)
        return Frame(cx, cy, hx, hy, (_COS_K[q], _SIN_K[q]), True, odd, box)
    return Frame(cx, cy, hx, hy, cos_sin(angle), False, False, (cx, cy, hx, hy))


def aabb_frame(box: Box) -> Frame:
    """The frame of an AABB (axes x and y)."""
    return Frame(box[0], box[1], box[2], box[3], (1.0, 0.0), True, False, box)


def _perp(u: Vec) -> Vec:
    return (-u[1], u[0])


def _dot(a: Vec, b: Vec) -> float:
    return a[0] * b[0] + a[1] * b[1]


def _local_vec(f: Frame, v: Vec) -> Vec:
    u = f.u
    return (v[0] * u[0] + v[1] * u[1], v[1] * u[0] - v[0] * u[1])


def _local_point(f: Frame, p: Vec) -> Vec:
    return _local_vec(f, (p[0] - f.cx, p[1] - f.cy))


def _world_vec(f: Frame, v: Vec) -> Vec:
    u = f.u
    return ((v[0] * u[0] - v[1] * u[1]) + 0.0, (v[0] * u[1] + v[1] * u[0]) + 0.0)


def _world_point(f: Frame, p: Vec) -> Vec:
    w = _world_vec(f, p)
    return (f.cx + w[0], f.cy + w[1])


def _local_box(f: Frame) -> Box:
    return (0.0, 0.0, f.hx, f.hy)


def _world_hit(f: Frame, h: Hit | None, collider) -> Hit | None:
    if h is None:
        return None
    return Hit(collider, _world_point(f, h.pos), _world_vec(f, h.delta),
               _world_vec(f, h.normal), h.time)


def _as(h: Hit | None, collider) -> Hit | None:
    return None if h is None else h._replace(collider=collider)


# ---- points -------------------------------------------------------------------------


def _obb_point(obb: OBB, point: Vec) -> Hit | None:
    f = frame_of(obb)
    if f.aligned:
        return _as(aabb_point(f.box, point), obb)
    return _world_hit(f, aabb_point(_local_box(f), _local_point(f, point)), obb)


def intersect_obb_point(obb: OBB, point: Vec) -> Hit | None:
    """``OBB.intersect_point``: noonat/intersect's AABB vs Point in the box's frame."""
    return _obb_point(_obb(obb), _vec(point, "point"))


def overlaps_obb_point(obb: OBB, point: Vec) -> bool:
    """The point lies strictly inside the box."""
    return intersect_obb_point(obb, point) is not None


# ---- circles ------------------------------------------------------------------------


def _local_circle(f: Frame, c: Circle) -> Circle:
    lx, ly = _local_point(f, (c[0], c[1]))
    return (lx, ly, c[2])


def _obb_circle(obb: OBB, circle: Circle) -> Hit | None:
    f = frame_of(obb)
    if f.aligned:
        return _aabb_circle(f.box, obb, circle)
    return _world_hit(f, _aabb_circle(_local_box(f), obb, _local_circle(f, circle)), obb)


def intersect_obb_circle(obb: OBB, circle: Circle) -> Hit | None:
    """``OBB.intersect_circle``: WecTeam's clamp in the box's frame (the box is the
    collider)."""
    return _obb_circle(_obb(obb), _circle(circle))


def _circle_obb(circle: Circle, original, obb: OBB) -> Hit | None:
    f = frame_of(obb)
    if f.aligned:
        return _circle_aabb(circle, original, f.box)
    return _world_hit(f, _circle_aabb(_local_circle(f, circle), original, _local_box(f)),
                      original)


def intersect_circle_obb(circle: Circle, obb: OBB) -> Hit | None:
    """``Circle.intersect_obb``: ``intersect_circle_aabb`` in the box's frame (the
    circle is the collider, ``delta`` moves the box)."""
    c = _circle(circle)
    return _circle_obb(c, c, _obb(obb))


def overlaps_obb_circle(obb: OBB, circle: Circle) -> bool:
    """The box and the circle share interior points."""
    return intersect_obb_circle(obb, circle) is not None


# ---- segments -----------------------------------------------------------------------


def intersect_obb_segment(obb: OBB, pos: Vec, delta: Vec, padding_x: float = 0.0,
                          padding_y: float = 0.0) -> Hit | None:
    """``OBB.intersect_segment``: noonat/intersect's slab test in the box's frame.

    ``time``, ``pos`` and ``delta`` come from the entry time in world coordinates
    (as for an AABB); the normal is the entered side's, rotated into the world.
    The paddings grow the box along its own axes.
    """
    o = _obb(obb)
    p = _vec(pos, "pos")
    d = _vec(delta, "delta")
    check_size(padding_x, "padding_x")
    check_size(padding_y, "padding_y")
    f = frame_of(o)
    if f.aligned:
        px, py = (padding_y, padding_x) if f.odd else (padding_x, padding_y)
        cast = cast_aabb(f.box, p, d, px, py)
        return None if cast is None else _hit_from_cast(o, p, d, cast)
    return cast_in_frame(f, p, d, padding_x, padding_y, o)


def cast_in_frame(f: Frame, pos: Vec, delta: Vec, padding_x: float, padding_y: float,
                  collider) -> Hit | None:
    """noonat/intersect's slab test in the frame ``f``: the segment taken into the
    frame, the cast there; time, delta and pos from the world segment, the normal
    turned back."""
    cast = cast_aabb(_local_box(f), _local_point(f, pos), _local_vec(f, delta), padding_x,
                     padding_y)
    if cast is None:
        return None
    h = _hit_from_cast(collider, pos, delta, cast)
    return h._replace(normal=_world_vec(f, h.normal))


def overlaps_obb_segment(obb: OBB, segment: Segment) -> bool:
    """The segment passes through the box's interior: the exact segment-box test (the
    AABB's, ``segment_overlaps_box``), both end points taken into the box's frame first."""
    o = _obb(obb)
    s = _segment(segment)
    f = frame_of(o)
    if f.aligned:
        return segment_overlaps_box((s[0], s[1]), (s[2], s[3]), f.box)
    return segment_overlaps_box(_local_point(f, (s[0], s[1])), _local_point(f, (s[2], s[3])),
                                _local_box(f))


# ---- boxes --------------------------------------------------------------------------


def _extent(b: Frame, axis: Vec) -> float:
    return b.hx * abs(_dot(b.u, axis)) + b.hy * abs(_dot(_perp(b.u), axis))


def push_out_boxes(a: Frame, b: Frame, collider) -> Hit | None:
    """``b`` pushed out of ``a`` by the separating axis theorem on a's axes u,
    perp(u), then b's: the axis of least overlap (of equal overlaps the first by
    :func:`direction_order` on the axes as the boxes hold them, a's where two are equal),
    ``normal`` toward b (``sign(0) = +1``), ``delta = normal * overlap``, ``pos``
    on a's supporting line along the normal, level with b's centre across it."""
    d = (b.cx - a.cx, b.cy - a.cy)
    axes = (a.u, _perp(a.u), b.u, _perp(b.u))
    ext_a = (a.hx, a.hy, _extent(a, axes[2]), _extent(a, axes[3]))
    ext_b = (_extent(b, axes[0]), _extent(b, axes[1]), b.hx, b.hy)
    best, best_overlap, best_dist = 0, math.inf, 0.0
    hit = True
    for k in range(4):
        dist = _dot(d, axes[k])
        overlap = (ext_a[k] + ext_b[k]) - abs(dist)
        hit = hit and overlap > 0
        if overlap < best_overlap or (overlap == best_overlap
                                      and direction_order(axes[k], axes[best]) > 0):
            best, best_overlap, best_dist = k, overlap, dist
    if not hit:
        return None
    s = sign(best_dist)
    axis = axes[best]
    n = (axis[0] * s + 0.0, axis[1] * s + 0.0)
    t = _perp(axis)
    along, across = ext_a[best], _dot(d, t)
    delta = (n[0] * best_overlap + 0.0, n[1] * best_overlap + 0.0)
    pos = (a.cx + (n[0] * along + t[0] * across), a.cy + (n[1] * along + t[1] * across))
    return Hit(collider, pos, delta, n, 0.0)


def _boxes(a: Frame, b: Frame, collider) -> Hit | None:
    if a.aligned and b.aligned:
        return _as(_intersect_aabb_aabb(a.box, b.box), collider)
    return push_out_boxes(a, b, collider)


def intersect_obb_obb(obb: OBB, other: OBB) -> Hit | None:
    """``OBB.intersect_obb``: ``other`` pushed out along the axis of least overlap."""
    o = _obb(obb)
    return _boxes(frame_of(o), frame_of(_obb(other, "other")), o)


def intersect_obb_aabb(obb: OBB, box: Box) -> Hit | None:
    """``OBB.intersect_aabb``: the AABB pushed out of the OBB."""
    o = _obb(obb)
    return _boxes(frame_of(o), aabb_frame(_box(box, "other")), o)


def intersect_aabb_obb(box: Box, obb: OBB) -> Hit | None:
    """``AABB.intersect_obb``: the OBB pushed out of the AABB."""
    b = _box(box)
    return _boxes(aabb_frame(b), frame_of(_obb(obb, "other")), b)


def overlaps_obb_obb(obb: OBB, other: OBB) -> bool:
    return intersect_obb_obb(obb, other) is not None


def overlaps_obb_aabb(obb: OBB, box: Box) -> bool:
    return intersect_obb_aabb(obb, box) is not None


def overlaps_aabb_obb(box: Box, obb: OBB) -> bool:
    return intersect_aabb_obb(box, obb) is not None


# ---- sweeps ---------------------------------------------------------------------------


def sweep_boxes(a: Frame, b: Frame, delta: Vec, collider) -> Sweep:
    """``b`` moves by ``delta`` against the static ``a``: the separating axis theorem
    in time (each axis a slab for b's centre); both on exact axes, noonat/intersect's
    swept AABB. Stuck (overlapping at the start): time 0 and the static push-out."""
    if a.aligned and b.aligned:
        s = _sweep_aabb(a.box, b.box, delta)
        return s if s.hit is None else s._replace(hit=s.hit._replace(collider=collider))
    still = push_out_boxes(a, b, collider)
    if (delta[0] == 0 and delta[1] == 0) or still is not None:
        return _static_sweep(still, (b.cx, b.cy))
    d = (b.cx - a.cx, b.cy - a.cy)
    axes = (a.u, _perp(a.u), b.u, _perp(b.u))
    ext_a = (a.hx, a.hy, _extent(a, axes[2]), _extent(a, axes[3]))
    ext_b = (_extent(b, axes[0]), _extent(b, axes[1]), b.hx, b.hy)
    enter, leave, entry_axis, possible = -math.inf, math.inf, 0, True
    for k in range(4):
        r = ext_a[k] + ext_b[k]
        s0, v = _dot(d, axes[k]), _dot(delta, axes[k])
        if v == 0:
            possible = possible and abs(s0) < r
            continue
        t1, t2 = (-r - s0) / v, (r - s0) / v
        lo = min(t2, t1)  # c2d_min
        hi = max(t2, t1)  # c2d_max
        if lo >= enter:
            enter, entry_axis = lo, k
        leave = min(leave, hi)
    if not (possible and enter < leave and enter < 1 and leave > 0 and enter >= 0):
        return Sweep(None, (b.cx + delta[0], b.cy + delta[1]), 1.0, False)
    time = clamp(enter, 0.0, 1.0) + 0.0
    n = axes[entry_axis]
    against = -1.0 if _dot(delta, n) > 0 else 1.0
    normal = (n[0] * against + 0.0, n[1] * against + 0.0)
    at = (b.cx + delta[0] * time, b.cy + delta[1] * time)
    reach = ext_b[entry_axis]
    hit = Hit(collider, (at[0] - normal[0] * reach, at[1] - normal[1] * reach),
              ((1.0 - time) * -delta[0], (1.0 - time) * -delta[1]), normal, time)
    sweep_time = clamp(time - EPSILON, 0.0, 1.0)
    return Sweep(hit, (b.cx + delta[0] * sweep_time, b.cy + delta[1] * sweep_time), sweep_time,
                 False)


def sweep_obb_obb(obb: OBB, other: OBB, delta: Vec) -> Sweep:
    """``OBB.sweep_obb``: ``other`` moves by ``delta`` against ``obb``."""
    o = _obb(obb)
    return sweep_boxes(frame_of(o), frame_of(_obb(other, "other")), _vec(delta, "delta"), o)


def sweep_obb_aabb(obb: OBB, box: Box, delta: Vec) -> Sweep:
    """``OBB.sweep_aabb``: the AABB moves against the OBB."""
    o = _obb(obb)
    return sweep_boxes(frame_of(o), aabb_frame(_box(box, "other")), _vec(delta, "delta"), o)


def sweep_aabb_obb(box: Box, obb: OBB, delta: Vec) -> Sweep:
    """``AABB.sweep_obb``: the OBB moves against the AABB."""
    b = _box(box)
    return sweep_boxes(aabb_frame(b), frame_of(_obb(obb, "other")), _vec(delta, "delta"), b)


def _world_sweep(f: Frame, s: Sweep, start: Vec, delta: Vec, collider, cast: bool) -> Sweep:
    """A sweep found in the box's frame, in the world. A cast's hit (``cast``) takes
    its delta from the world's motion, ``(1 - time) * -delta`` exactly, as every
    sweep's (turned from the frame's it would be off by the turn's rounding); a static
    push-out is turned."""
    pos = (start[0] + delta[0] * s.time, start[1] + delta[1] * s.time)
    if s.hit is None:
        return Sweep(None, pos, s.time, s.started_overlapping)
    h = s.hit
    if cast:
        moved = ((1.0 - h.time) * -delta[0], (1.0 - h.time) * -delta[1])
    else:
        moved = _world_vec(f, h.delta)
    hit = Hit(collider, _world_point(f, h.pos), moved, _world_vec(f, h.normal), h.time)
    return Sweep(hit, pos, s.time, s.started_overlapping)


def sweep_obb_circle(obb: OBB, circle: Circle, delta: Vec) -> Sweep:
    """``OBB.sweep_circle``: ``AABB.sweep_circle`` in the box's frame."""
    o, c, d = _obb(obb), _circle(circle, "other"), _vec(delta, "delta")
    f = frame_of(o)
    if f.aligned:
        return _sweep_box_circle(f.box, o, c, d)
    box, circle, motion = _local_box(f), _local_circle(f, c), _local_vec(f, d)
    s = _sweep_box_circle(box, o, circle, motion)
    cast = not _is_zero(motion) and _cast_rounded_box(box, c[2], circle[:2], motion) is not None
    return _world_sweep(f, s, (c[0], c[1]), d, o, cast)


def sweep_circle_obb(circle: Circle, obb: OBB, delta: Vec) -> Sweep:
    """``Circle.sweep_obb``: ``Circle.sweep_aabb`` in the box's frame."""
    c, o, d = _circle(circle), _obb(obb, "other"), _vec(delta, "delta")
    f = frame_of(o)
    if f.aligned:
        return _sweep_circle_box(c, c, f.box, d)
    circle, box, motion = _local_circle(f, c), _local_box(f), _local_vec(f, d)
    s = _sweep_circle_box(circle, c, box, motion)
    back = (-motion[0], -motion[1])
    cast = not _is_zero(motion) and _cast_rounded_box(box, c[2], circle[:2], back) is not None
    return _world_sweep(f, s, (o[0], o[1]), d, c, cast)
