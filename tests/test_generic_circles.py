"""The generic functions over circles and segments (scalar), against the methods."""

import pytest

from collide2d import AABB, Circle, Segment, intersect, overlaps, sweep, sweep_into

BOX = AABB((0, 0), (1, 1))
CIRCLE = Circle((0, 0), 1)


@pytest.mark.parametrize(
    "a, b, expected",
    [
        (CIRCLE, (0.5, 0), True),
        (CIRCLE, (1, 0), False),  # on the circle: touching
        (CIRCLE, Circle((2, 0), 1), False),  # tangent
        (CIRCLE, Circle((1.5, 0), 1), True),
        (CIRCLE, AABB((2, 0), (1, 1)), False),  # face touches the circle at (1, 0)
        (CIRCLE, AABB((1.5, 0), (1, 1)), True),
        (CIRCLE, Segment((-2, 1), (2, 1)), False),  # tangent
        (CIRCLE, Segment((-2, 0.5), (2, 0.5)), True),
        (BOX, Segment((-2, 1), (2, 1)), False),  # along an edge
        (BOX, Segment((-2, 0.5), (2, 0.5)), True),
        (Segment((0, 0), (2, 2)), Segment((0, 2), (2, 0)), True),  # proper crossing
        (Segment((0, 0), (1, 0)), Segment((1, 0), (1, 1)), False),  # shared end point
        (Segment((0, 0), (2, 0)), Segment((1, 0), (1, 1)), False),  # T: end on the other
        (Segment((0, 0), (2, 0)), Segment((1, 0), (3, 0)), True),  # collinear piece
    ],
)
def test_overlaps_for_every_pair_in_both_orders(a, b, expected):
    assert overlaps(a, b) is expected
    assert overlaps(b, a) is expected


def test_intersect_with_a_circle_collider_is_the_method():
    assert intersect(CIRCLE, (0.5, 0)) == CIRCLE.intersect_point((0.5, 0))
    assert intersect(CIRCLE, Circle((1.5, 0), 1)) == CIRCLE.intersect_circle(Circle((1.5, 0), 1))
    assert intersect(BOX, Circle((1.5, 0), 1)) == BOX.intersect_circle(Circle((1.5, 0), 1))
    seg = Segment((-5, 0), (5, 0))
    assert intersect(CIRCLE, seg) == CIRCLE.intersect_segment(seg.a, seg.delta)
    assert intersect(BOX, seg) == BOX.intersect_segment(seg.a, seg.delta)


def test_sweep_and_sweep_into_with_circles_are_the_methods():
    mover = Circle((-5, 0), 1)
    assert sweep(BOX, mover, (10, 0)) == BOX.sweep_circle(mover, (10, 0))
    assert sweep(CIRCLE, mover, (10, 0)) == CIRCLE.sweep_circle(mover, (10, 0))
    assert sweep(CIRCLE, AABB((-5, 0), (1, 1)), (10, 0)) == CIRCLE.sweep_aabb(AABB((-5, 0), (1, 1)), (10, 0))
    walls = [BOX, Circle((3, 0), 1)]
    assert sweep_into(mover, walls, (10, 0)) == mover.sweep_into(walls, (10, 0))
