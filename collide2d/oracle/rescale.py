"""Tiny shapes measured in a frame scaled by a power of two (``narrow/rescale.h``).

Below about 2**-511 squared lengths and products of two coordinates lose precision,
and below about 2**-537 they underflow to 0. Two shapes whose every coordinate and
radius (and the call's other lengths: a margin, a start and a motion) lie below
2**-256, with cores of at most RESCALE_CORE_MAX vertices, are replaced by copies
scaled by ``2**k`` (``_tiny_scale``: the largest magnitude into [0.5, 1)); an exact
power of two commutes with every operation that neither under- nor overflows, so the
answers are those of the same shapes at unit scale, and their lengths are scaled back.
"""

from __future__ import annotations

import math

from .base import Hit, Sweep, Vec
from .small import _tiny_scale

RESCALE_CORE_MAX = 64

Core = tuple  # vertex tuples, counter-clockwise from vertex 0


def rescale(a: Core, ra: float, b: Core, rb: float, extra: float = 0.0):
    """``c2d_rescale_rounded``: ``(k, a, ra, b, rb)``, the cores and radii scaled by
    ``2**k`` (``k`` 0 and nothing changed for shapes not tiny, and for cores of more than
    RESCALE_CORE_MAX vertices); ``extra`` is the largest of the call's other lengths,
    which the caller scales itself."""
    if len(a) > RESCALE_CORE_MAX or len(b) > RESCALE_CORE_MAX:
        return 0, a, ra, b, rb
    k = _tiny_scale(max(extra, ra, rb, *(abs(c) for v in a + b for c in v)))
    if k == 0:
        return 0, a, ra, b, rb
    return k, scaled_core(a, k), math.ldexp(ra, k), scaled_core(b, k), math.ldexp(rb, k)


def scaled_core(core: Core, k: int) -> Core:
    return tuple((math.ldexp(x, k), math.ldexp(y, k)) for x, y in core)


def vecs_size(u: Vec, v: Vec) -> float:
    """``c2d_vecs_size``: the largest |component| of two vectors."""
    return max(abs(u[0]), abs(u[1]), abs(v[0]), abs(v[1]))


def scaled_vec(v: Vec, k: int) -> Vec:
    return (math.ldexp(v[0], k), math.ldexp(v[1], k))


def unscaled(x: float, k: int) -> float:
    """``c2d_unscaled``: a length of the frame scaled by ``2**k`` at the shapes' own
    scale (+ 0.0: no -0.0 from an underflow)."""
    return math.ldexp(x, -k) + 0.0


def unscaled_vec(v: Vec, k: int) -> Vec:
    return (unscaled(v[0], k), unscaled(v[1], k))


def unscaled_sweep(s: Sweep, start: Vec, delta: Vec, k: int) -> Sweep:
    """``c2d_sweep_unscaled``: time, normal and flags as they are; a static push-out's pos
    and delta, and a hit's contact point, scaled back; a moving hit's delta and the
    sweep's pos made from ``start`` and ``delta`` as the unscaled code makes them."""
    if s.started_overlapping or (delta[0] == 0 and delta[1] == 0):
        hit = None if s.hit is None else s.hit._replace(pos=unscaled_vec(s.hit.pos, k),
                                                        delta=unscaled_vec(s.hit.delta, k))
        return Sweep(hit, start, s.time, s.started_overlapping)
    if s.hit is None:
        return Sweep(None, (start[0] + delta[0], start[1] + delta[1]), 1.0, False)
    t = s.hit.time
    hit = Hit(s.hit.collider, unscaled_vec(s.hit.pos, k),
              ((1.0 - t) * -delta[0], (1.0 - t) * -delta[1]), s.hit.normal, t)
    return Sweep(hit, (start[0] + delta[0] * s.time, start[1] + delta[1] * s.time), s.time,
                 False)
