"""Moving boxes: sweeps, sweeping through many, and the first and last overlap times
(noonat/intersect; Gomez, Gamasutra).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .aabb import _hit_from_cast, _intersect_aabb_aabb, _overlaps, cast_aabb
from .base import EPSILON, Box, Sweep, Vec, check_box, check_vec, clamp, normalize


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


def sweep_into_aabb(body: Box, colliders: Sequence[Box], delta: Vec) -> tuple[Sweep, int]:
    """noonat/intersect, sweeping an AABB through many: the nearest hit, ties keep the first,
    but for one rule noonat/intersect does not have: at an equal time a hit that started
    overlapping wins over one that did not (the body is stuck if it overlaps any collider,
    whatever their order; noonat keeps the first at time 0, which may be one it only
    touches).

    Returns ``(sweep, index)`` with ``index`` the collider hit, or -1.
    """
    check_box(body, "body")
    check_vec(delta, "delta")
    nearest = Sweep(None, (body[0] + delta[0], body[1] + delta[1]), 1.0, False)
    index = -1
    for i, collider in enumerate(colliders):
        check_box(collider, "collider")
        sweep = _sweep_aabb(collider, body, delta)
        if sweep.time < nearest.time or (sweep.time == nearest.time and sweep.hit is not None
                                         and sweep.started_overlapping
                                         and not nearest.started_overlapping):
            nearest, index = sweep, i
    return nearest, index


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


def overlap_interval_aabb_aabb(box: Box, other: Box, delta: Vec, other_delta: Vec):
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
        first = max(first, enter)
        last = min(last, leave)
    if first < last:
        return first, last
    return None
