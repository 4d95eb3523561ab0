"""Shape types can be subclassed, so a level can hang its own data on a wall
(as pygame-ce's Rect can); results return the very object passed in."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import collide2d as c


class Wall(c.AABB):
    pass


class Post(c.Circle):
    pass


class Rail(c.Segment):
    pass


def test_a_subclass_carries_its_own_data_and_compares_by_value() -> None:
    wall = Wall((0, 0), (1, 1))
    wall.material = "lava"
    assert wall.material == "lava"
    assert wall == c.AABB((0, 0), (1, 1)) and hash(wall) == hash(c.AABB((0, 0), (1, 1)))
    assert Post((0, 0), 1) == c.Circle((0, 0), 1)
    assert Rail((0, 0), (1, 1)) == c.Segment((0, 0), (1, 1))


@pytest.mark.parametrize("shape", [Wall((0, 0), (1, 1)), Post((2, 0), 1), Rail((0, 0), (1, 1))],
                         ids=["AABB", "Circle", "Segment"])
def test_a_subclass_pickles_as_itself_with_its_attributes(shape) -> None:
    shape.tag = 7
    copy = pickle.loads(pickle.dumps(shape))
    assert type(copy) is type(shape) and copy == shape and copy.tag == 7


def test_a_plain_shape_pickles_without_state() -> None:
    assert len(c.AABB((0, 0), (1, 1)).__reduce__()) == 2


def test_results_hold_the_very_subclass_instance_hit() -> None:
    wall, post = Wall((0, 0), (1, 1)), Post((6, 0), 1)
    assert wall.intersect_point((0.5, 0.25)).collider is wall
    assert post.intersect_circle(c.Circle((6.5, 0), 1)).collider is post
    box_sweep = c.sweep_into(c.AABB((-5, 0), (1, 1)), [post, wall], (10, 0))
    assert box_sweep.hit.collider is wall
    circle_sweep = c.sweep_into(c.Circle((12, 0), 0.5), [wall, post], (-10, 0))
    assert circle_sweep.hit.collider is post


def test_subclass_instances_are_accepted_wherever_their_base_is() -> None:
    wall, post, rail = Wall((0, 0), (1, 1)), Post((1.5, 0), 1), Rail((0, -3), (0, 3))
    base_wall, base_post = c.AABB((0, 0), (1, 1)), c.Circle((1.5, 0), 1)
    hit, base_hit = wall.intersect_circle(post), base_wall.intersect_circle(base_post)
    assert hit.collider is wall
    assert (hit.pos, hit.delta, hit.normal, hit.time) == (
        base_hit.pos, base_hit.delta, base_hit.normal, base_hit.time)
    assert (post.intersect_aabb(wall) is None) == (base_post.intersect_aabb(base_wall) is None)
    assert c.overlaps(rail, wall) is c.overlaps(c.Segment((0, -3), (0, 3)), base_wall)
    assert np.array_equal(c.AABBArray([wall, wall]).rows, [[0, 0, 1, 1]] * 2)
    assert np.array_equal(c.CircleArray([post]).rows, [[1.5, 0, 1]])
    sweeps = c.AABBArray([[-5, 0, 1, 1]]).sweep_into(post, (10, 0))
    assert sweeps.hit.collider[0] == 0


# Parity: every overlap test the arrays have, the scalar shapes have, and it is
# the same C function (scalar == one-row batch, bit for bit by construction).
SCALAR_OVERLAP_CASES = [
    (c.AABB((0, 0), (1, 1)), "overlaps_point", [(0.5, 0.5), (1.0, 0.0), (3.0, 3.0)]),
    (c.AABB((0, 0), (1, 1)), "overlaps_segment",
     [c.Segment((-3, 0.5), (3, 0.5)), c.Segment((-3, 1), (3, 1)), c.Segment((2, 2), (3, 3))]),
    (c.Circle((0, 0), 1), "overlaps_point", [(0.5, 0.0), (1.0, 0.0)]),
    (c.Circle((0, 0), 1), "overlaps_segment",
     [c.Segment((-3, 0.5), (3, 0.5)), c.Segment((-3, 1), (3, 1))]),
    (c.Segment((0, 0), (2, 2)), "overlaps_segment",
     [c.Segment((0, 2), (2, 0)), c.Segment((2, 2), (3, 0)), c.Segment((1, 1), (3, 3))]),
    (c.Segment((-3, 0.5), (3, 0.5)), "overlaps_circle", [c.Circle((0, 0), 1), c.Circle((0, 2), 1)]),
    (c.Segment((-3, 0.5), (3, 0.5)), "overlaps_aabb", [c.AABB((0, 0), (1, 1)), c.AABB((0, 2), (1, 1))]),
]
TWINS = {c.AABB: c.AABBArray, c.Circle: c.CircleArray, c.Segment: c.SegmentArray}


@pytest.mark.parametrize("shape, method, others", SCALAR_OVERLAP_CASES,
                         ids=[f"{type(s).__name__}.{m}" for s, m, _ in SCALAR_OVERLAP_CASES])
def test_scalar_overlap_methods_equal_the_array_twins(shape, method, others) -> None:
    twin = TWINS[type(shape)](np.asarray(shape).reshape(1, -1))
    answers = [getattr(shape, method)(other) for other in others]
    expected = [bool(getattr(twin, method)(np.asarray(other))[0]) for other in others]
    assert answers == expected
    assert True in answers and False in answers  # each list holds both outcomes
    assert [c.overlaps(shape, other) for other in others] == expected
    assert [c.overlaps(other, shape) for other in others] == expected
