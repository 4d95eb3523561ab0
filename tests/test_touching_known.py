"""Exact touches that some tests still call overlapping, found by fuzzing every pair of
kinds on a grid of quarters (where touching is common): each case is a known fault,
marked as an expected failure (strict: a fix makes the test pass and the mark must go).

Touching is not colliding everywhere in collide2d; these answers come from arithmetic
that rounds (a slab test's times, a nearest point, a rotated frame) where an exact
orientation test, as the polygon tests use, would part the shapes.
"""

from __future__ import annotations

import pytest

from collide2d import AABB, OBB, Capsule, Circle, Polygon, Segment

KNOWN = pytest.mark.xfail(strict=True, reason="an exact touch is decided by rounded "
                          "arithmetic (slab times, a nearest point or a rotated frame)")


@KNOWN
def test_a_segment_through_a_box_corner_only_touches_it() -> None:
    box, segment = AABB((-3, 1.5), (1.75, 1.75)), Segment((1, 0.5), (-2.75, -0.75))
    assert not Polygon.from_aabb(box).overlaps_segment(segment)  # corner (-1.25, -0.25)
    assert not box.overlaps_segment(segment)


@KNOWN
def test_a_point_exactly_the_radius_from_a_capsule_core_only_touches_it() -> None:
    assert not Capsule((-3, -0.75), (0, 1.5), 2).overlaps_point((0, -1))  # 2 from the core


@KNOWN
def test_a_box_swept_to_touch_a_capsule_side_does_not_end_overlapping() -> None:
    box, capsule = AABB((-2.25, 2.5), (1, 1.75)), Capsule((1.75, 0.25), (0.5, -2.75), 1.25)
    swept = box.sweep_capsule(capsule, (-1.75, 0.25))
    end = Capsule(swept.pos, (swept.pos[0] - 1.25, swept.pos[1] - 3), 1.25)
    assert swept.hit is not None or not box.overlaps_capsule(end)


@KNOWN
def test_a_flat_box_crossing_a_segment_is_not_stuck() -> None:
    flat, core = AABB((0, 0), (0.25, 0)), Capsule((0, -0.25), (0, 0.25), 0)
    assert not flat.overlaps_capsule(core)  # a box of no height has no inside
    assert not flat.sweep_capsule(core, (0.25, 0)).started_overlapping


@KNOWN
def test_a_segment_swept_onto_a_collinear_one_does_not_end_overlapping() -> None:
    wall, mover = Segment((0.25, 0), (0.25, 0.25)), Segment((-0.5, 0.25), (-0.5, 0))
    swept = mover.sweep_into([wall], (0.75, 0))
    end = Segment(swept.pos, (swept.pos[0], swept.pos[1] - 0.25))
    assert swept.hit is not None or not wall.overlaps_segment(end)


@KNOWN
def test_a_turned_box_of_no_size_swept_to_touch_a_circle_does_not_end_overlapping() -> None:
    point, circle = OBB((0, -2.25), (0, 0), 2.5), Circle((0, 2.5), 1)
    swept = point.sweep_circle(circle, (0, -3.75))
    assert swept.hit is not None or not point.overlaps_circle(Circle(swept.pos, 1))
