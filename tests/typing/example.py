"""A typed use of collide2d: `mypy --strict` must accept it (tests/test_typing.py)."""

from __future__ import annotations

from typing import Optional

import numpy as np

from collide2d import AABB, AABBArray, Circle, Hit, Segment, Sweep, Vec2, line_intersection


def push_out(wall: AABB, point: tuple[float, float]) -> Vec2:
    hit: Optional[Hit] = wall.intersect_point(point)
    return hit.delta if hit is not None else Vec2(0.0, 0.0)


def slide(player: AABB, walls: list[AABB], posts: list[Circle], delta: Vec2) -> AABB:
    sweep: Sweep = player.sweep_into([*walls, *posts], delta)
    return AABB(sweep.pos, player.half)


def crossing(a: Segment, b: Segment) -> Optional[Vec2]:
    result = a.intersection(b)
    return result.start if result.kind == "point" else None


def overlapping_rows(boxes: AABBArray, query: AABB) -> np.ndarray:
    return np.flatnonzero(boxes.overlaps_aabb(query))


if __name__ == "__main__":
    wall = AABB((0.0, 0.0), (1.0, 1.0))
    print(push_out(wall, (0.5, 0.25)))
    print(slide(AABB((-5.0, 0.0), (1.0, 1.0)), [wall], [Circle((4.0, 3.0), 1.0)], Vec2(10.0, 0.0)))
    print(crossing(Segment((0, 0), (2, 2)), Segment((0, 2), (2, 0))))
    print(line_intersection((0, 0), (2, 2), (0, 2), (2, 0)).kind)
    print(overlapping_rows(AABBArray([[0, 0, 1, 1], [5, 5, 1, 1]]), wall))
