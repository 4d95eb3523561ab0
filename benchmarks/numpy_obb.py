"""The numpy anchor for oriented boxes: the MDN / WecTeam separating-axis test and the
slab raycast in the box's frame, written the obvious vectorised way (whole columns, one
temporary per operation), computing the same answers as collide2d's OBBArray.

Rows are ``(N, 5)`` ``(cx, cy, hx, hy, angle)``; angles in the benchmark data are never
exact multiples of pi / 2, which collide2d treats as AABBs (the same answer).
"""

from __future__ import annotations

import numpy as np

from .numpy_ref import Hits, _cast, _pairs, _row_index


def _axes(boxes: np.ndarray):
    c, s = np.cos(boxes[:, 4]), np.sin(boxes[:, 4])
    return (c, s), (-s, c)


def overlaps_obb(boxes: np.ndarray, others: np.ndarray) -> np.ndarray:
    """The separating axis theorem on the four axes (touching is not overlapping)."""
    au, av = _axes(boxes)
    bu, bv = _axes(others)
    dx, dy = others[:, 0] - boxes[:, 0], others[:, 1] - boxes[:, 1]
    hit = np.ones(boxes.shape[0], dtype=bool)
    for k, (nx, ny) in enumerate((au, av, bu, bv)):
        ea = (boxes[:, 2] if k == 0 else boxes[:, 3] if k == 1 else
              boxes[:, 2] * np.abs(au[0] * nx + au[1] * ny) + boxes[:, 3] * np.abs(av[0] * nx + av[1] * ny))
        eb = (others[:, 2] if k == 2 else others[:, 3] if k == 3 else
              others[:, 2] * np.abs(bu[0] * nx + bu[1] * ny) + others[:, 3] * np.abs(bv[0] * nx + bv[1] * ny))
        hit &= (ea + eb) - np.abs(dx * nx + dy * ny) > 0
    return hit


def intersect_segment(boxes: np.ndarray, pos: np.ndarray, delta: np.ndarray) -> Hits:
    """noonat/intersect's slab test in each box's frame: the segments ``pos + t * delta``."""
    (c, s), _ = _axes(boxes)
    px, py = pos[:, 0] - boxes[:, 0], pos[:, 1] - boxes[:, 1]
    local_pos = _pairs(px * c + py * s, py * c - px * s)
    local_delta = _pairs(delta[:, 0] * c + delta[:, 1] * s, delta[:, 1] * c - delta[:, 0] * s)
    local_boxes = np.zeros((boxes.shape[0], 4))
    local_boxes[:, 2:] = boxes[:, 2:4]
    hit, near, x_axis, sign_x, sign_y = _cast(local_boxes, local_pos, local_delta, 0.0, 0.0)
    time = np.where(hit, np.clip(near, 0.0, 1.0), 1.0)
    lnx = np.where(hit & x_axis, -sign_x, 0.0)
    lny = np.where(hit & ~x_axis, -sign_y, 0.0)
    normal = _pairs(lnx * c - lny * s, lnx * s + lny * c)
    hit_delta = np.where(hit[:, None], (1.0 - time)[:, None] * -delta, 0.0)
    hit_pos = pos + delta * time[:, None]
    return Hits(hit, hit_pos, hit_delta, normal, time, _row_index(hit))
