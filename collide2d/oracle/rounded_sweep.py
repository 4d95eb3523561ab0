"""Capsules swept against capsules, boxes and polygons, and those against capsules.

The pure-Python twin of ``src/core/sweep/rounded.h``, the C core's floating-point
operations in the C core's order. Both shapes are convex cores grown by radii
(:mod:`.distance`). A shape moving by ``delta`` first touches a static one when their
cores come within ``R = rs + rm``, and then the nearest points of the cores include a
vertex of one of them (Ericson's *Real-Time Collision Detection*, 5.1.9), so the first
contact is the earliest of: each vertex of the mover's core moving by ``delta``, cast
against the static core grown by ``R``; each vertex of the static core moving by
``-delta``, cast against the mover's core grown by ``R``. Ties: the first in that order.
With no radius at all and cores of two or more vertices, the separating axis theorem in
time on the cores instead (:func:`.polygon.sweep_polygons`); two segments on parallel
lines, which meet only lying on one line with a common piece (the segment contract), are
taken apart (:func:`parallel_segments`): moving along their line they hit where their ends
touch, crossing it sideways at that instant (time 1 if they only arrive there).
Overlapping at the start (the push-out from the distance hits): stuck, time 0, that
push-out; a zero delta is the static test.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from .base import Hit, Sweep, Vec, _static_sweep, _vec, max_of
from .rescale import rescale, scaled_vec, unscaled_sweep, vecs_size
from .small import _tiny_scaled
from .capsule import capsule_cast
from .circle import _circle_segment
from .distance import push_out, rounded
from .polygon import Polygon, _min
from .polygon_sweep import _sweep_from_hit, _sweep_miss, cast_rounded_polygon, sweep_polygons


def cast_core(c: Polygon, r: float, w: Vec, delta: Vec, collider) -> Hit | None:
    """``c2d_cast_core``: the path against core ``c`` grown by ``r``."""
    if len(c) >= 3:
        return cast_rounded_polygon(c, r, w, delta, collider)
    p = c[0]
    if len(c) == 2:  # radius 0: no interior, never entered (as for a point core)
        return capsule_cast((p[0], p[1], c[1][0], c[1][1], r), w, delta, collider)
    return _circle_segment((p[0], p[1], r), collider, w, delta)


class ParallelSegments(NamedTuple):
    """``c2d_parallel_segments``: see :func:`parallel_segments`."""

    along: bool
    meets: bool
    enter: float
    leave: float
    normal: Vec
    contact: Vec


def parallel_segments(s: Polygon, m: Polygon, v: Vec) -> ParallelSegments:
    """``c2d_parallel_segments_of``: segment cores ``s`` (static) and ``m`` (moving by
    ``v``) on parallel lines (the segment overlap test's rounded cross product of their
    directions is 0). Moving along the common line (``along``) they overlap for
    ``enter < t < leave``; otherwise ``m`` crosses ``s``'s line once, at ``enter ==
    leave``, meeting ``s`` there or not (``meets``). Normal from ``s`` toward ``m``,
    contact the middle of the common piece (its end at ``s``, moving along)."""
    none = ParallelSegments(False, False, math.inf, -math.inf, (0.0, 0.0), (0.0, 0.0))
    s0, s1, m0, m1 = s[0], s[1], m[0], m[1]
    ds = (s1[0] - s0[0], s1[1] - s0[1])
    dm = (m1[0] - m0[0], m1[1] - m0[1])
    # s's and m's directions scaled where a segment is too short for its products
    # (_tiny_scaled; the same bits otherwise): a cross product that only underflowed
    # does not read as parallel.
    u, w = _tiny_scaled(ds), _tiny_scaled(dm)
    if w[1] * u[0] - w[0] * u[1] != 0:
        return none  # not parallel: they cross or miss
    r0 = (m0[0] - s0[0], m0[1] - s0[1])
    r1 = (m1[0] - s0[0], m1[1] - s0[1])
    # Measured with u: s spans [0, length2] (ds . u, |ds|^2 unscaled), and the contact
    # is s0 + u p / |u|^2.
    height = u[0] * r0[1] - u[1] * r0[0]
    rate = u[0] * v[1] - u[1] * v[0]
    length2 = ds[0] * u[0] + ds[1] * u[1]
    uu = u[0] * u[0] + u[1] * u[1]
    length = math.sqrt(uu)
    p0 = r0[0] * u[0] + r0[1] * u[1]
    p1 = r1[0] * u[0] + r1[1] * u[1]
    lo, hi = _min(p0, p1), max_of(p0, p1)
    speed = v[0] * u[0] + v[1] * u[1]
    if rate == 0:
        if height != 0:
            return none  # beside s's line all the way
        enter, leave = math.inf, -math.inf
        if speed > 0:
            enter, leave = (0.0 - hi) / speed, (length2 - lo) / speed
        elif speed < 0:
            enter, leave = (length2 - lo) / speed, (0.0 - hi) / speed
        elif hi > 0 and lo < length2:
            enter, leave = -math.inf, math.inf
        sign = -1.0 if speed > 0 else 1.0
        normal = (sign * u[0] / length + 0.0, sign * u[1] / length + 0.0)
        return ParallelSegments(True, True, enter, leave, normal,
                                s0 if speed > 0 else s1)
    t = (0.0 - height) / rate + 0.0
    # t in [0, 1] and m's ends at t straddling s's inside, exactly on these values.
    h, r, p, q = Fraction(height), Fraction(rate), Fraction(hi), Fraction(lo)
    meets = (h * r <= 0 and (h + r) * r >= 0 and (p * r - h * Fraction(speed)) * r > 0
             and ((q - Fraction(length2)) * r - h * Fraction(speed)) * r < 0)
    lo, hi = lo + t * speed, hi + t * speed
    start, end = max_of(lo, 0.0), _min(hi, length2)
    sign = 1.0 if height > 0 else -1.0
    mid = (start + end) * 0.5 / uu
    return ParallelSegments(False, meets, t, t,
                            (sign * -u[1] / length + 0.0, sign * u[0] / length + 0.0),
                            (s0[0] + u[0] * mid + 0.0, s0[1] + u[1] * mid + 0.0))


def sweep_parallel_segments(p: ParallelSegments, start: Vec, delta: Vec, collider) -> Sweep:
    """``c2d_sweep_parallel_segments``: the first time in [0, 1) they meet, or 1 where
    ``m`` only reaches ``s``'s line at its end (the segment contract calls that end
    overlapping)."""
    t = max_of(p.enter, 0.0)
    if not (p.meets and (not p.along or (t < 1 and t < p.leave))):
        return _sweep_miss(start, delta)
    h = Hit(collider, p.contact, ((1.0 - t) * -delta[0], (1.0 - t) * -delta[1]), p.normal, t)
    return _sweep_from_hit(h, start, delta, False)


def sweep_rounded(s: Polygon, rs: float, m: Polygon, rm: float, start: Vec, delta: Vec,
                  still: Hit | None, collider, hollow: bool = False) -> Sweep:
    """``c2d_sweep_rounded``: core ``m`` grown by ``rm`` (reference point ``start``)
    moving by ``delta`` against core ``s`` grown by ``rs``; ``still`` the static
    push-out (at the shapes' own scale); ``hollow``: one of the two is a box of no width
    or height. Tiny shapes move in a scaled frame (:mod:`.rescale`)."""
    if (delta[0] == 0 and delta[1] == 0) or still is not None:
        return _static_sweep(still, start)
    k, ss, srs, sm, srm = rescale(s, rs, m, rm, vecs_size(start, delta))
    if k == 0:
        return _sweep_rounded_at_scale(s, rs, m, rm, start, delta, collider, hollow)
    moved = _sweep_rounded_at_scale(ss, srs, sm, srm, scaled_vec(start, k),
                                    scaled_vec(delta, k), collider, hollow)
    return unscaled_sweep(moved, start, delta, k)


def _sweep_rounded_at_scale(s: Polygon, rs: float, m: Polygon, rm: float, start: Vec,
                            delta: Vec, collider, hollow: bool) -> Sweep:
    r = rs + rm
    if hollow and not r > 0:
        # A box with no inside against a segment: they never overlap (the static test).
        return _sweep_miss(start, delta)
    if not r > 0 and len(s) >= 2 and len(m) >= 2:
        # No radius: the separating axis theorem in time on the cores (a segment's
        # middle can enter a face it lay flush on where no vertex enters anything).
        cores = sweep_polygons(s, m, start, delta, collider)
        if len(s) == 2 and len(m) == 2:
            # Two segments: on parallel lines they meet only lying on one line.
            flat = sweep_parallel_segments(parallel_segments(s, m, delta), start, delta,
                                           collider)
            if flat.hit is not None and (cores.hit is None or flat.hit.time < cores.hit.time):
                return flat
        return cores
    best = None  # (time, normal, contact)
    for w in m:
        h = cast_core(s, r, w, delta, collider)
        if h is not None and (best is None or h.time < best[0]):
            n = h.normal
            best = (h.time, n, (h.pos[0] - n[0] * rm, h.pos[1] - n[1] * rm))
    back = (-delta[0], -delta[1])
    for v in s:
        h = cast_core(m, r, v, back, collider)
        if h is not None and (best is None or h.time < best[0]):
            n = (0.0 - h.normal[0], 0.0 - h.normal[1])
            best = (h.time, n, (v[0] + n[0] * rs, v[1] + n[1] * rs))
    if len(s) >= 2 and len(m) >= 2:
        # The cores meeting: earlier only when the radii are below the casts' rounding.
        cores = sweep_polygons(s, m, start, delta, collider)
        if cores.hit is not None and not cores.started_overlapping and (
                best is None or cores.hit.time < best[0]):
            return cores
    if best is None:
        return _sweep_miss(start, delta)
    time, n, contact = best
    hit = Hit(collider, (contact[0] + 0.0, contact[1] + 0.0),
              ((1.0 - time) * -delta[0], (1.0 - time) * -delta[1]), n, time)
    return _sweep_from_hit(hit, start, delta, False)


def _start(kind: str, shape: Sequence) -> Vec:
    """The mover's reference point: a capsule's end a, a box's centre, a polygon's
    vertex 0 (counter-clockwise order's, as the core reads it)."""
    if kind == "polygon":
        return rounded(kind, shape)[0][0]
    return (shape[0], shape[1])


def _sweep(kind_s: str, kind_m: str):
    def sweep(s: Sequence, m: Sequence, delta: Vec) -> Sweep:
        core_s, rs = rounded(kind_s, s)
        core_m, rm = rounded(kind_m, m)
        d = _vec(delta, "delta")
        still = push_out(kind_s, s, kind_m, m)
        hollow = any(kind in ("aabb", "obb") and len(core) < 3
                     for kind, core in ((kind_s, core_s), (kind_m, core_m)))
        return sweep_rounded(core_s, rs, core_m, rm, _start(kind_m, m), d, still, tuple(s),
                             hollow)
    sweep.__name__ = f"sweep_{kind_s}_{kind_m}"
    sweep.__doc__ = (f"``{kind_s}.sweep_{kind_m}``: the {kind_m} moves by ``delta`` against "
                     f"the {kind_s} (:func:`sweep_rounded`).")
    return sweep


sweep_capsule_capsule = _sweep("capsule", "capsule")
sweep_capsule_aabb = _sweep("capsule", "aabb")
sweep_capsule_obb = _sweep("capsule", "obb")
sweep_capsule_polygon = _sweep("capsule", "polygon")
sweep_aabb_capsule = _sweep("aabb", "capsule")
sweep_obb_capsule = _sweep("obb", "capsule")
sweep_polygon_capsule = _sweep("polygon", "capsule")
