"""The numpy anchor for circles and segments, written the obvious way.

As in :mod:`benchmarks.numpy_ref`: whole-column numpy expressions, one
temporary per operation, no tricks (no ``out=``, no numexpr, no chunking), and
each function computes the *same full result* as its collide2d twin,
including the values collide2d documents for rows without a hit.  The
benchmark checks once that the results agree with ours before timing.

Inputs are C-contiguous float64 arrays of rows: circles ``(N, 3)`` as
``(cx, cy, r)``, segments ``(N, 4)`` as ``(x0, y0, x1, y1)``, points and
vectors ``(N, 2)``.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .numpy_ref import Hits, _pairs, _row_index

# SegmentArray.intersection's kind codes (docs/circles-and-lines.md, section 7).
NONE, POINT, OVERLAP, PARALLEL = 0, 1, 2, 3


class LineHits(NamedTuple):
    kind: np.ndarray  # (N,) int64
    start: np.ndarray  # (N, 2)
    end: np.ndarray  # (N, 2)
    t: np.ndarray  # (N, 2)
    u: np.ndarray  # (N, 2)


def overlaps_circle(circles: np.ndarray, others: np.ndarray) -> np.ndarray:
    """MDN: the centres are closer than the radius sum (strict)."""
    return ((circles[:, :2] - others[:, :2]) ** 2).sum(1) < (circles[:, 2] + others[:, 2]) ** 2


def intersect_segment(circles: np.ndarray, pos: np.ndarray, delta: np.ndarray) -> Hits:
    """``Circle.intersect_segment`` (docs/circles-and-lines.md, section 3), per row.

    The textbook raycast of Dev.Mag in the circle's local space: ``f = pos -
    c``, ``a t^2 + b t + c = 0`` with ``b = 2 f.d``, ``c = f.f - r^2``, the
    entry ``t0 = (-b - sqrt(disc)) / 2a``; a start inside hits at time 0.
    Not collide2d's root formula (it goes through the line's nearest point),
    so times agree to rounding, not bit for bit.
    """
    cx, cy, r = circles[:, 0], circles[:, 1], circles[:, 2]
    dx, dy = delta[:, 0], delta[:, 1]
    fx = pos[:, 0] - cx
    fy = pos[:, 1] - cy
    a = dx * dx + dy * dy
    b = 2.0 * (fx * dx + fy * dy)
    c = (fx * fx + fy * fy) - r * r
    disc = b * b - 4.0 * a * c
    with np.errstate(divide="ignore", invalid="ignore"):
        root = np.sqrt(disc)
        t0 = (-b - root) / (2.0 * a)
        t1 = (-b + root) / (2.0 * a)
    inside = c < 0
    crossing = ~inside & (r > 0) & (a > 0) & (disc > 0) & (t0 < 1) & (t1 > 0)
    hit = inside | crossing
    time = np.where(crossing, np.maximum(t0, 0.0) + 0.0, np.where(inside, 0.0, 1.0))
    # The normal: the contact in local space (f at time 0), normalised; (0, 1) at the centre.
    vx = fx + time * dx
    vy = fy + time * dy
    length = np.sqrt(vx * vx + vy * vy)
    at_centre = length == 0
    with np.errstate(divide="ignore", invalid="ignore"):
        normal = _pairs(np.where(hit, np.where(at_centre, 0.0, vx / length), 0.0),
                        np.where(hit, np.where(at_centre, 1.0, vy / length), 0.0))
    hit_delta = np.where(hit[:, None], (1.0 - time)[:, None] * -delta, 0.0)
    hit_pos = pos + delta * time[:, None]  # pos + delta on the rows without a hit
    return Hits(hit, hit_pos, hit_delta, normal, time, _row_index(hit))


def segment_intersection(segments: np.ndarray, others: np.ndarray) -> LineHits:
    """Dev.Mag's LineLineCollision for segments, per row (section 1).

    ``denom``, ``ua``, ``ub`` in the source's order; a point where ``0 <= ua, ub
    <= 1``.  Rows with ``denom == 0`` are reported "parallel": the collinear,
    zero-length and overlap cases of section 1 are not handled (random
    float data never produces them; the agreement check would catch it).
    """
    a1, a2 = segments[:, :2], segments[:, 2:]
    b1, b2 = others[:, :2], others[:, 2:]
    da = a2 - a1
    db = b2 - b1
    r = a1 - b1
    denom = db[:, 1] * da[:, 0] - db[:, 0] * da[:, 1]
    ua_num = db[:, 0] * r[:, 1] - db[:, 1] * r[:, 0]
    ub_num = da[:, 0] * r[:, 1] - da[:, 1] * r[:, 0]
    with np.errstate(divide="ignore", invalid="ignore"):
        ua = ua_num / denom
        ub = ub_num / denom
    point = (denom != 0) & (ua >= 0) & (ua <= 1) & (ub >= 0) & (ub <= 1)
    kind = np.where(point, POINT, np.where(denom == 0, PARALLEL, NONE))
    start = np.where(point[:, None], a1 + ua[:, None] * da, a2)
    t = np.where(point, ua, 1.0)
    u = np.where(point, ub, 1.0)
    return LineHits(kind, start, start.copy(), _pairs(t, t), _pairs(u, u))
