"""The numpy anchor: noonat/intersect's formulas written the obvious vectorised way.

Whole-column numpy expressions, one temporary per operation, no tricks (no
``out=``, no numexpr, no chunking).  Each function computes the *same full
result* as its collide2d twin -- hit mask, ``pos``, ``delta``, ``normal``,
``time``, ``collider`` and, for sweeps, the end position, the sweep time and
the started-overlapping flag -- with noonat/intersect's formulas in its order,
including the values collide2d documents for rows without a hit.  The
benchmark checks once that the results agree with ours before timing.

Inputs are C-contiguous float64 arrays of rows: boxes ``(N, 4)`` as
``(cx, cy, hx, hy)``, points and vectors ``(N, 2)``.  Motion components of
exactly zero follow noonat/intersect's text (``0 * inf``), which the benchmark data
never produces; a sweep with no motion at all is noonat/intersect's static test.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

# noonat/intersect's time back-off for sweeps.
EPSILON = 1e-8


class Hits(NamedTuple):
    hit: np.ndarray  # (N,) bool
    pos: np.ndarray  # (N, 2)
    delta: np.ndarray  # (N, 2)
    normal: np.ndarray  # (N, 2)
    time: np.ndarray  # (N,)
    collider: np.ndarray  # (N,) int64, -1 for no hit


class Sweeps(NamedTuple):
    hit: Hits
    pos: np.ndarray  # (N, 2)
    time: np.ndarray  # (N,)
    started_overlapping: np.ndarray  # (N,) bool


def _sign(value: np.ndarray) -> np.ndarray:
    """noonat/intersect: ``value < 0 ? -1 : 1``."""
    return np.where(value < 0, -1.0, 1.0)


def _pairs(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    return np.stack([x, y], axis=-1)


def _row_index(hit: np.ndarray) -> np.ndarray:
    return np.where(hit, np.arange(hit.shape[0]), -1)


def overlaps_aabb(boxes: np.ndarray, others: np.ndarray) -> np.ndarray:
    """Interiors overlap: noonat/intersect's AABB vs AABB without the payload."""
    px = (others[:, 2] + boxes[:, 2]) - np.abs(others[:, 0] - boxes[:, 0])
    py = (others[:, 3] + boxes[:, 3]) - np.abs(others[:, 1] - boxes[:, 1])
    return (px > 0) & (py > 0)


def intersect_aabb(boxes: np.ndarray, others: np.ndarray) -> Hits:
    """noonat/intersect, AABB vs AABB: push each ``other`` out along the axis of least overlap."""
    cx, cy, hx, hy = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
    ox, oy, ohx, ohy = others[:, 0], others[:, 1], others[:, 2], others[:, 3]
    dx = ox - cx
    px = (ohx + hx) - np.abs(dx)
    dy = oy - cy
    py = (ohy + hy) - np.abs(dy)
    hit = (px > 0) & (py > 0)
    on_x = hit & (px < py)  # ties go to y
    on_y = hit & ~(px < py)
    sx = _sign(dx)
    sy = _sign(dy)
    pos = _pairs(np.where(on_x, cx + hx * sx, ox), np.where(on_y, cy + hy * sy, oy))
    delta = _pairs(np.where(on_x, px * sx, 0.0), np.where(on_y, py * sy, 0.0))
    normal = _pairs(np.where(on_x, sx, 0.0), np.where(on_y, sy, 0.0))
    time = np.where(hit, 0.0, 1.0)
    return Hits(hit, pos, delta, normal, time, _row_index(hit))


def _cast(boxes, pos, delta, padding_x, padding_y):
    """noonat/intersect's slab test: ``(hit, near, near_x > near_y, sign_x, sign_y)``.

    Written with ``[..., k]`` so that it also works on broadcast grids.
    """
    with np.errstate(divide="ignore", invalid="ignore"):
        scale_x = 1.0 / delta[..., 0]
        scale_y = 1.0 / delta[..., 1]
        sign_x = _sign(scale_x)
        sign_y = _sign(scale_y)
        near_x = (boxes[..., 0] - sign_x * (boxes[..., 2] + padding_x) - pos[..., 0]) * scale_x
        near_y = (boxes[..., 1] - sign_y * (boxes[..., 3] + padding_y) - pos[..., 1]) * scale_y
        far_x = (boxes[..., 0] + sign_x * (boxes[..., 2] + padding_x) - pos[..., 0]) * scale_x
        far_y = (boxes[..., 1] + sign_y * (boxes[..., 3] + padding_y) - pos[..., 1]) * scale_y
    near = np.where(near_x > near_y, near_x, near_y)
    far = np.where(far_x < far_y, far_x, far_y)
    hit = ~((near_x > far_y) | (near_y > far_x) | (near >= 1) | (far <= 0))
    return hit, near, near_x > near_y, sign_x, sign_y


def _hits_from_cast(cast, pos: np.ndarray, delta: np.ndarray) -> Hits:
    hit, near, x_axis, sign_x, sign_y = cast
    time = np.where(hit, np.clip(near, 0.0, 1.0), 1.0)
    normal = _pairs(np.where(hit & x_axis, -sign_x, 0.0), np.where(hit & ~x_axis, -sign_y, 0.0))
    hit_delta = np.where(hit[:, None], (1.0 - time)[:, None] * -delta, 0.0)
    hit_pos = pos + delta * time[:, None]  # pos + delta on the rows without a hit
    return Hits(hit, hit_pos, hit_delta, normal, time, _row_index(hit))


def intersect_segment(boxes, pos, delta, padding_x=0.0, padding_y=0.0) -> Hits:
    """noonat/intersect, AABB vs Segment: the segments ``pos + t * delta`` against the boxes."""
    cast = _cast(boxes, pos, delta, padding_x, padding_y)
    return _hits_from_cast(cast, pos, delta)


def _normalize(v: np.ndarray):
    """noonat/intersect's Point.normalize, per row: a zero vector becomes (1, 0)."""
    length2 = v[:, 0] * v[:, 0] + v[:, 1] * v[:, 1]
    moving = length2 > 0
    with np.errstate(divide="ignore", invalid="ignore"):
        inverse_length = 1.0 / np.sqrt(length2)
        x = np.where(moving, v[:, 0] * inverse_length, 1.0)
        y = np.where(moving, v[:, 1] * inverse_length, 0.0)
    return x, y


def sweep_aabb(boxes: np.ndarray, others: np.ndarray, delta: np.ndarray) -> Sweeps:
    """noonat/intersect, AABB vs Swept AABB: each ``other`` moves by ``delta``, the boxes are static."""
    start = others[:, :2]
    cast = _cast(boxes, start, delta, others[:, 2], others[:, 3])
    hits = _hits_from_cast(cast, start, delta)
    hit, near = cast[0], cast[1]
    time = np.where(hit, np.clip(hits.time - EPSILON, 0.0, 1.0), 1.0)
    end = start + delta * time[:, None]
    # Move the contact to the mover's leading edge, then onto the box.
    direction_x, direction_y = _normalize(delta)
    cx, cy, hx, hy = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
    contact_x = np.clip(hits.pos[:, 0] + direction_x * others[:, 2], cx - hx, cx + hx)
    contact_y = np.clip(hits.pos[:, 1] + direction_y * others[:, 3], cy - hy, cy + hy)
    hit_pos = np.where(hit[:, None], _pairs(contact_x, contact_y), hits.pos)
    started = hit & (near < 0)
    hits = hits._replace(pos=hit_pos)

    still = (delta[:, 0] == 0) & (delta[:, 1] == 0)
    if still.any():
        # noonat/intersect: a sweep that does not move is the static test.
        static = intersect_aabb(boxes[still], others[still])
        for field in ("hit", "pos", "delta", "normal", "time"):
            getattr(hits, field)[still] = getattr(static, field)
        hits.collider[still] = np.where(static.hit, np.flatnonzero(still), -1)
        end[still] = start[still]
        time[still] = np.where(static.hit, 0.0, 1.0)
        started[still] = static.hit
    return Sweeps(hits, end, time, started)


def _sweep_times(boxes: np.ndarray, others: np.ndarray, delta: np.ndarray) -> np.ndarray:
    """Only the sweep times of noonat/intersect's sweepAABB (broadcasting like numpy)."""
    hit, near, _, _, _ = _cast(boxes, others[..., :2], delta, others[..., 2], others[..., 3])
    times = np.where(hit, np.clip(np.clip(near, 0.0, 1.0) - EPSILON, 0.0, 1.0), 1.0)
    still = (delta[..., 0] == 0) & (delta[..., 1] == 0)
    if still.any():
        px = (others[..., 2] + boxes[..., 2]) - np.abs(others[..., 0] - boxes[..., 0])
        py = (others[..., 3] + boxes[..., 3]) - np.abs(others[..., 1] - boxes[..., 1])
        times = np.where(still, np.where((px > 0) & (py > 0), 0.0, 1.0), times)
    return times


def sweep_into(movers: np.ndarray, colliders: np.ndarray, delta: np.ndarray) -> Sweeps:
    """noonat/intersect's sweepInto for each of N movers through the same M colliders.

    The sweep times of every (mover, collider) pair on an ``(N, M)`` grid,
    the nearest collider per mover by ``argmin`` (the first of equal minima,
    so ties keep the earliest collider, as noonat/intersect's strict ``<`` does), then
    the full sweep of each mover against its nearest collider.
    """
    times = _sweep_times(colliders[None, :, :], movers[:, None, :], delta[:, None, :])
    nearest = np.argmin(times, axis=1)
    sweeps = sweep_aabb(colliders[nearest], movers, delta)
    # A mover that hits nothing had all times 1: its sweep against collider
    # `nearest` (0) is the miss result already; only the index changes.
    collider = np.where(sweeps.hit.hit, nearest, -1)
    return sweeps._replace(hit=sweeps.hit._replace(collider=collider))
