"""The first and last times two moving shapes overlap, for every pair of circles,
capsules, boxes, oriented boxes and polygons.

The pure-Python twin of ``src/core/sweep/interval.h``, the C core's floating-point
operations in the C core's order. Only the relative motion ``v = other_delta - delta``
matters. Both shapes are convex cores grown by radii (:mod:`.distance`), ``R = ra + rb``;
the overlap is an open interval of times that starts and ends with the cores ``R`` apart
at a vertex of one core (:mod:`.rounded_sweep`): ``first`` is 0 when they overlap at the
start, else the earliest vertex cast; ``last`` is 1 when they overlap at the end, else 1
minus the earliest of the same casts run backwards from the end. With no radius and
cores of two or more vertices, the separating axis theorem in time on the cores gives
both ends (and with radii its interval is taken in too). Returns ``(first, last)`` with
``0 <= first < last <= 1``, or None.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .base import Vec, _vec, max_of
from .distance import distance_rounded, rounded
from .polygon import Polygon, _dot, _face, _min, _sub
from .rounded_sweep import cast_core, parallel_segments
from .small import _tiny_scaled


def sat_in_time(a: Polygon, b: Polygon, delta: Vec) -> tuple[float, float, bool]:
    """``c2d_sat_in_time``'s entry and exit times (and whether any): b moving by delta
    against a overlaps it for enter < t < leave."""
    enter, leave, possible = -math.inf, math.inf, True
    for side in (0, 1):
        faces, other = (a, b) if side == 0 else (b, a)
        sense = 1.0 if side == 0 else -1.0
        for k in range(len(faces)):
            p, q = _face(faces, k)
            if p[0] == q[0] and p[1] == q[1]:
                continue
            out = _tiny_scaled((q[1] - p[1], p[0] - q[0]))
            gap = math.inf
            for w in other:
                g = _dot(out, _sub(w, p))
                if g < gap:
                    gap = g
            v = sense * _dot(out, delta)
            if v == 0:
                possible = possible and gap < 0
                continue
            t = -gap / v
            if v < 0:
                if t > enter:
                    enter = t
            else:
                leave = _min(leave, t)
    return enter, leave, possible


def _moved(core: Polygon, v: Vec) -> Polygon:
    return tuple((w[0] + v[0], w[1] + v[1]) for w in core)


def _earliest_cast(a: Polygon, b: Polygon, r: float, v: Vec, a_shift: Vec,
                   b_shift: Vec) -> float:
    """``c2d_earliest_cast``."""
    best = math.inf
    for w in b:
        h = cast_core(a, r, (w[0] + b_shift[0], w[1] + b_shift[1]), v, None)
        if h is not None and h.time < best:
            best = h.time
    back = (-v[0], -v[1])
    for w in a:
        h = cast_core(b, r, (w[0] + a_shift[0], w[1] + a_shift[1]), back, None)
        if h is not None and h.time < best:
            best = h.time
    return best


def interval_rounded(a: Polygon, ra: float, b: Polygon, rb: float,
                     v: Vec, hollow: bool = False) -> tuple[float, float] | None:
    """``c2d_interval_rounded``: b moving by ``v`` relative to a; ``hollow``: one is a
    box of no width or height, the other a capsule."""
    r = ra + rb
    if hollow and not r > 0:
        return None  # a box with no inside and a segment never overlap
    first, last = math.inf, -math.inf
    if len(a) >= 2 and len(b) >= 2:
        enter, leave, possible = sat_in_time(a, b, v)
        if possible and enter < leave:
            first, last = enter, leave
        if not r > 0:
            if len(a) == 2 and len(b) == 2:
                # Two segments moving along their common line overlap for a while
                # (crossing it sideways, only at an instant: no interval).
                p = parallel_segments(a, b, v)
                if p.along and p.meets and p.enter < p.leave:
                    first, last = p.enter, p.leave
            first, last = max_of(first, 0.0), _min(last, 1.0)
            return (first + 0.0, last) if first < last else None
    start_in = distance_rounded(a, ra, b, rb).distance < 0
    if len(b) <= 4:
        end_in = distance_rounded(a, ra, _moved(b, v), rb).distance < 0
    else:
        end_in = distance_rounded(_moved(a, (-v[0], -v[1])), ra, b, rb).distance < 0
    zero = (0.0, 0.0)
    enter = 0.0 if start_in else _earliest_cast(a, b, r, v, zero, zero)
    back = (-v[0], -v[1])
    exit_back = 0.0 if end_in else _earliest_cast(a, b, r, back, back, v)
    first = _min(first, enter)
    last = max_of(last, 1.0 - exit_back)
    first, last = max_of(first, 0.0), _min(last, 1.0)
    return (first + 0.0, last) if first < last else None


def overlap_interval(kind_a: str, a: Sequence, kind_b: str, b: Sequence, delta: Vec,
                     other_delta: Vec) -> tuple[float, float] | None:
    """``a`` (of ``kind_a``) moves by ``delta`` and ``b`` by ``other_delta``: the times
    their interiors overlap (the kinds and rows of :func:`.distance.distance`; the C
    core's ``c2d_overlap_interval_<a>_<b>``)."""
    core_a, ra = rounded(kind_a, a)
    core_b, rb = rounded(kind_b, b)
    d, od = _vec(delta, "delta"), _vec(other_delta, "other_delta")
    hollow = any(kind in ("aabb", "obb") and other == "capsule" and len(core) < 3
                 for kind, other, core in ((kind_a, kind_b, core_a), (kind_b, kind_a, core_b)))
    return interval_rounded(core_a, ra, core_b, rb, (od[0] - d[0], od[1] - d[1]), hollow)
