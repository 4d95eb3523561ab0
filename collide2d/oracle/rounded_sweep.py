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
time on the cores instead (:func:`.polygon.sweep_polygons`).
Overlapping at the start (the push-out from the distance hits): stuck, time 0, that
push-out; a zero delta is the static test.
"""

from __future__ import annotations

from collections.abc import Sequence

from .base import Hit, Sweep, Vec, _static_sweep, _vec
from .capsule import capsule_cast
from .circle import _circle_segment
from .distance import push_out, rounded
from .polygon import Polygon, _sweep_from_hit, _sweep_miss, cast_rounded_polygon, sweep_polygons


def cast_core(c: Polygon, r: float, w: Vec, delta: Vec, collider) -> Hit | None:
    """``c2d_cast_core``: the path against core ``c`` grown by ``r``."""
    if len(c) >= 3:
        return cast_rounded_polygon(c, r, w, delta, collider)
    p = c[0]
    if len(c) == 2:  # radius 0: no interior, never entered (as for a point core)
        return capsule_cast((p[0], p[1], c[1][0], c[1][1], r), w, delta, collider)
    return _circle_segment((p[0], p[1], r), collider, w, delta)


def sweep_rounded(s: Polygon, rs: float, m: Polygon, rm: float, start: Vec, delta: Vec,
                  still: Hit | None, collider, hollow: bool = False) -> Sweep:
    """``c2d_sweep_rounded``: core ``m`` grown by ``rm`` (reference point ``start``)
    moving by ``delta`` against core ``s`` grown by ``rs``; ``still`` the static
    push-out; ``hollow``: one of the two is a box of no width or height."""
    if (delta[0] == 0 and delta[1] == 0) or still is not None:
        return _static_sweep(still, start)
    r = rs + rm
    if hollow and not r > 0:
        # A box with no inside against a segment: they never overlap (the static test).
        return _sweep_miss(start, delta)
    if not r > 0 and len(s) >= 2 and len(m) >= 2:
        # No radius: the separating axis theorem in time on the cores (a segment's
        # middle can enter a face it lay flush on where no vertex enters anything).
        return sweep_polygons(s, m, start, delta, collider)
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
