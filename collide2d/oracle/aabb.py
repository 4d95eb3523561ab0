"""Boxes against points, segments and boxes (noonat/intersect)."""

from __future__ import annotations

import math

from .base import (
    Box,
    Hit,
    Vec,
    check_box,
    check_size,
    check_vec,
    clamp,
    reciprocal,
    segment_meets_open_box,
    sign,
)


def intersect_aabb_point(box: Box, point: Vec) -> Hit | None:
    """noonat/intersect, AABB vs Point: hit on the nearest edge, or None."""
    check_box(box)
    check_vec(point, "point")
    return aabb_point(box, point)


def aabb_point(box: Box, point: Vec) -> Hit | None:
    """:func:`intersect_aabb_point` without the input checks (for points of a frame,
    which may lie past the coordinate limit after a rotation, as in the C core)."""
    cx, cy, hx, hy = box
    dx = point[0] - cx
    px = hx - abs(dx)
    if px <= 0:
        return None
    dy = point[1] - cy
    py = hy - abs(dy)
    if py <= 0:
        return None
    if px < py:
        sx = sign(dx)
        return Hit(box, (cx + hx * sx, point[1]), (px * sx, 0.0), (sx, 0.0), 0.0)
    sy = sign(dy)
    return Hit(box, (point[0], cy + hy * sy), (0.0, py * sy), (0.0, sy), 0.0)


def _slab(center: float, half: float, start: float, scale: float):
    """Near and far times of one axis's slab, noonat/intersect's formula.

    Where noonat/intersect would compute ``0 * inf = NaN`` (no motion on this axis and
    the start exactly on an edge), the segment is not strictly inside the
    slab, so the near time becomes +inf and the far time -inf: no hit.
    """
    s = sign(scale)
    near_num = center - s * half - start
    far_num = center + s * half - start
    near = near_num * scale if near_num != 0 or not math.isinf(scale) else math.inf
    far = far_num * scale if far_num != 0 or not math.isinf(scale) else -math.inf
    return s, near, far


def cast_aabb(box: Box, pos: Vec, delta: Vec, padding_x: float, padding_y: float):
    """The slab test shared by intersect_segment and sweep_aabb.

    Returns None (no hit) or ``(near_time, x_axis_wins, sign_x, sign_y)``.
    """
    cx, cy, hx, hy = box
    scale_x = reciprocal(delta[0])
    scale_y = reciprocal(delta[1])
    half_x, half_y = hx + padding_x, hy + padding_y
    sign_x, near_x, far_x = _slab(cx, half_x, pos[0], scale_x)
    sign_y, near_y, far_y = _slab(cy, half_y, pos[1], scale_y)
    # noonat/intersect rejects near_x > far_y, near_y > far_x, near >= 1 and far <= 0,
    # on rounded times; touching is not colliding, and here hit or miss is exact: the
    # segment from pos to pos + delta (as rounded; an axis whose 1 / delta is infinite
    # keeps pos) meets the open box. The C core's slab test agrees with this wherever
    # its times do not nearly tie, and decides the near ties by the same exact test.
    end = (pos[0] if math.isinf(scale_x) else pos[0] + delta[0],
           pos[1] if math.isinf(scale_y) else pos[1] + delta[1])
    if not segment_meets_open_box(pos, end, cx - half_x, cx + half_x, cy - half_y, cy + half_y):
        return None
    near = max(near_y, near_x)
    return near, near_x > near_y, sign_x, sign_y


def _hit_from_cast(box, pos, delta, cast) -> Hit:
    near, x_axis, sign_x, sign_y = cast
    time = clamp(near, 0.0, 1.0) + 0.0  # + 0.0: never a -0.0 time
    normal = (-sign_x, 0.0) if x_axis else (0.0, -sign_y)
    hit_delta = ((1.0 - time) * -delta[0], (1.0 - time) * -delta[1])
    hit_pos = (pos[0] + delta[0] * time, pos[1] + delta[1] * time)
    return Hit(box, hit_pos, hit_delta, normal, time)


def intersect_aabb_segment(
    box: Box, pos: Vec, delta: Vec, padding_x: float = 0.0, padding_y: float = 0.0
) -> Hit | None:
    """noonat/intersect, AABB vs Segment (slab test): segment ``pos + t * delta``."""
    check_box(box)
    check_vec(pos, "pos")
    check_vec(delta, "delta")
    check_size(padding_x, "padding_x")
    check_size(padding_y, "padding_y")
    cast = cast_aabb(box, pos, delta, padding_x, padding_y)
    if cast is None:
        return None
    return _hit_from_cast(box, pos, delta, cast)


def _intersect_aabb_aabb(box: Box, other: Box) -> Hit | None:
    cx, cy, hx, hy = box
    dx = other[0] - cx
    px = (other[2] + hx) - abs(dx)
    if px <= 0:
        return None
    dy = other[1] - cy
    py = (other[3] + hy) - abs(dy)
    if py <= 0:
        return None
    if px < py:
        sx = sign(dx)
        return Hit(box, (cx + hx * sx, other[1]), (px * sx, 0.0), (sx, 0.0), 0.0)
    sy = sign(dy)
    return Hit(box, (other[0], cy + hy * sy), (0.0, py * sy), (0.0, sy), 0.0)


def intersect_aabb_aabb(box: Box, other: Box) -> Hit | None:
    """noonat/intersect, AABB vs AABB: push ``other`` out along the axis of least overlap."""
    check_box(box)
    check_box(other, "other")
    return _intersect_aabb_aabb(box, other)


def _overlaps(box: Box, other: Box) -> bool:
    px = (other[2] + box[2]) - abs(other[0] - box[0])
    py = (other[3] + box[3]) - abs(other[1] - box[1])
    return px > 0 and py > 0


def overlaps_aabb_aabb(box: Box, other: Box) -> bool:
    """True when the boxes overlap (same arithmetic as intersect_aabb_aabb)."""
    check_box(box)
    check_box(other, "other")
    return _overlaps(box, other)
