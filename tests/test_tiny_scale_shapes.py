"""Distances, contacts and capsule tests give the unit-scale answer for tiny shapes.

Below about 2**-511 squared lengths lose precision, and below about 2**-537 they
underflow to 0: the nearest-pair search of ``distance`` then took the first pair of
all (a corner for a face, two shapes overlapping reported apart), ``contacts`` lost
its points and a capsule missed a point deep inside it. Shapes whose every coordinate
and radius lies below 2**-256 are measured in a frame scaled by an exact power of two
(c2d_rescale_rounded in src/core/narrow/distance.h, c2d_segment_closer_than in
narrow/capsule.h; the oracle's ``rescale``), which commutes with every operation that
neither under- nor overflows. So the answers at 2**-560 are the unit-scale answers
times 2**-560, bit for bit, and the C equals the oracle there too.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import assume, given, settings, strategies as st

from collide2d import (AABB, OBB, Capsule, Circle, Polygon, Segment, contacts, distance, oracle,
                       sweep)

EXAMPLES = settings(max_examples=150, deadline=None)
SHIFT = -560  # every square of these shapes underflows to 0 unscaled

coord = st.integers(-24, 24).map(lambda k: k / 4)
length = st.integers(1, 12).map(lambda k: k / 4)


@st.composite
def shapes(draw):
    """(shape at unit scale, the same shape times 2**SHIFT, its kind, its oracle row)."""
    kind = draw(st.sampled_from(["point", "segment", "circle", "capsule", "aabb", "obb",
                                 "polygon"]))
    x, y, r = draw(coord), draw(coord), draw(length)
    if kind == "point":
        row = (x, y)
    elif kind == "segment":
        row = (x, y, draw(coord), draw(coord))
    elif kind == "circle":
        row = (x, y, r)
    elif kind == "capsule":
        row = (x, y, draw(coord), draw(coord), r)
    elif kind == "aabb":
        row = (x, y, r, draw(length))
    elif kind == "obb":
        row = (x, y, r, draw(length), draw(st.sampled_from([0.0, 0.3, 1.0, 2.5])))
    else:
        unit = Polygon.regular(draw(st.integers(3, 9)), (x, y), r)
        v = np.ldexp(np.asarray(unit.vertices), SHIFT)
        return unit, Polygon(v), kind, tuple(map(tuple, v.tolist()))
    scaled = tuple(math.ldexp(c, SHIFT) for c in row)
    if kind == "obb":
        scaled = scaled[:4] + row[4:]  # an angle is no length
    make = {"point": tuple, "segment": lambda t: Segment(t[:2], t[2:]),
            "circle": lambda t: Circle(t[:2], t[2]),
            "capsule": lambda t: Capsule(t[:2], t[2:4], t[4]),
            "aabb": lambda t: AABB(t[:2], t[2:]), "obb": lambda t: OBB(t[:2], t[2:4], t[4])}
    return make[kind](row), make[kind](scaled), kind, scaled


def down(v: float) -> float:
    return math.ldexp(v, SHIFT) + 0.0


@EXAMPLES
@given(shapes(), shapes())
def test_a_tiny_distance_is_the_unit_distance_scaled(a, b):
    unit, tiny = distance(a[0], b[0]), distance(a[1], b[1])
    assert tiny.distance == down(unit.distance)
    assert tuple(tiny.normal) == tuple(unit.normal)
    assert tuple(tiny.point_a) == tuple(map(down, unit.point_a))
    assert tuple(tiny.point_b) == tuple(map(down, unit.point_b))
    if a[2] != "point":  # the oracle's distance takes a point only second
        mine = oracle.distance(a[2], a[3], b[2], b[3])
        assert (mine.distance, mine.normal) == (tiny.distance, tuple(tiny.normal))


@EXAMPLES
@given(shapes(), shapes())
def test_tiny_contacts_are_the_unit_contacts_scaled(a, b):
    unit, tiny = contacts(a[0], b[0]), contacts(a[1], b[1])
    assert tuple(tiny.normal) == tuple(unit.normal)
    assert [tuple(p) for p in tiny.points] == [tuple(map(down, p)) for p in unit.points]
    assert list(tiny.separations) == [down(s) for s in unit.separations]


def test_two_boxes_apart_and_a_circle_sunk_into_a_box_at_2_to_the_minus_560():
    s = 2.0**SHIFT
    left, right = AABB((0, 0), (1, 1)), AABB((-3.5 * s, 0), (s, s))
    tiny_left = AABB((0, 0), (s, s))
    d = distance(tiny_left, right)
    assert (d.distance, tuple(d.normal)) == (1.5 * s, (-1.0, 0.0))  # was corner to corner
    sunk = Circle((0, 1.5 * s), s)  # 1.0 deep into the box's top, at scale s
    assert tiny_left.overlaps_circle(sunk)
    assert distance(tiny_left, sunk).distance == -0.5 * s
    assert len(contacts(tiny_left, sunk).points) == 1  # was empty
    assert distance(left, AABB((-3.5, 0), (1, 1))).distance == 1.5


@settings(max_examples=300, deadline=None)
@given(st.tuples(coord, coord, coord, coord, length), st.tuples(coord, coord))
def test_a_tiny_capsule_contains_what_the_unit_capsule_contains(row, p):
    unit = Capsule(row[:2], row[2:4], row[4])
    tiny_row = tuple(math.ldexp(c, SHIFT) for c in row)
    tiny = Capsule(tiny_row[:2], tiny_row[2:4], tiny_row[4])
    q = tuple(math.ldexp(c, SHIFT) for c in p)
    assert tiny.overlaps_point(q) == unit.overlaps_point(p)
    assert oracle.overlaps_capsule_point(tiny_row, q) == unit.overlaps_point(p)
    assert tiny.overlaps_circle(Circle(q, tiny_row[4])) == unit.overlaps_circle(Circle(p, row[4]))


delta = st.tuples(coord, coord)
sweepable = shapes().filter(lambda s: s[2] != "point")


@EXAMPLES
@given(sweepable, sweepable, delta)
def test_a_tiny_sweep_is_the_unit_sweep_scaled(a, b, d):
    # Below about 2**-511 the faces' gaps lost their precision: a polygon swept into a
    # turned box at 2**-530 ended overlapping, and at 2**-540 missed. (Boxes and circles
    # among themselves sweep by casts of their own, tests/test_tiny_scale_circles.py.)
    assume({a[2], b[2]} & {"capsule", "obb", "polygon"})
    tiny_d = tuple(math.ldexp(c, SHIFT) for c in d)
    try:
        unit = sweep(a[0], b[0], d)
    except TypeError:  # a pair with no sweep
        return
    tiny = sweep(a[1], b[1], tiny_d)
    assert (tiny.time, tiny.started_overlapping) == (unit.time, unit.started_overlapping)
    assert tuple(tiny.pos) == tuple(map(down, unit.pos))
    assert (tiny.hit is None) == (unit.hit is None)
    if unit.hit is not None:
        assert (tiny.hit.time, tuple(tiny.hit.normal)) == (unit.hit.time, tuple(unit.hit.normal))
        assert tuple(tiny.hit.pos) == tuple(map(down, unit.hit.pos))
        assert tuple(tiny.hit.delta) == tuple(map(down, unit.hit.delta))


@EXAMPLES
@given(sweepable.filter(lambda s: s[2] != "segment"), st.tuples(coord, coord), delta)
def test_a_tiny_raycast_is_the_unit_raycast_scaled(a, p, d):
    # A segment starting inside a polygon at 2**-540 missed it (every face's products 0).
    tiny_p = tuple(math.ldexp(c, SHIFT) for c in p)
    tiny_d = tuple(math.ldexp(c, SHIFT) for c in d)
    unit, tiny = a[0].intersect_segment(p, d), a[1].intersect_segment(tiny_p, tiny_d)
    assert (tiny is None) == (unit is None)
    if unit is not None:
        assert (tiny.time, tuple(tiny.normal)) == (unit.time, tuple(unit.normal))
        assert tuple(tiny.pos) == tuple(map(down, unit.pos))
