"""Signed distances (the distance_* methods, collide2d.distance, DistanceArray): the C
core against the pure-Python oracle bit for bit for every pair of kinds, the gap against
shapely 2 (GEOS), the sign against the overlap tests, the points and the normal, and
hand-derived cases.

Batch == scalar, bad rows and every instruction-set path come from the kernel list's
own suites (tests/test_kernel_list.py, tests/test_cpu_paths.py).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from kind_rows import core, moved, positive, row, shape, smooth
from shape_checks import bits, run_doc_examples, same_hit

import collide2d
from collide2d import AABB, Capsule, Circle, Polygon, Segment, Vec2, oracle
from collide2d.oracle.base import orient

EXAMPLES = settings(max_examples=200, deadline=None)
RECEIVERS = ("aabb", "circle", "segment", "obb", "capsule", "polygon")
OTHERS = ("point", "segment", "circle", "capsule", "aabb", "obb", "polygon")


def same_distance(got, expected) -> None:
    assert bits(got.distance) == bits(expected.distance), (got, expected)
    for field in ("point_a", "point_b", "normal"):
        g, e = getattr(got, field), getattr(expected, field)
        assert (bits(g[0]), bits(g[1])) == (bits(e[0]), bits(e[1])), (field, got, expected)


# ---- the C core equals the oracle ------------------------------------------------------

@pytest.mark.parametrize("receiver", RECEIVERS)
@EXAMPLES
@given(data=st.data())
def test_every_distance_equals_the_oracle_bit_for_bit(receiver, data) -> None:
    a = data.draw(row(receiver))
    for other in OTHERS:
        b = data.draw(row(other))
        noun = "point" if other == "point" else other
        got = getattr(shape(receiver, a), f"distance_{noun}")(shape(other, b))
        same_distance(got, oracle.distance(receiver, a, other, b))


# ---- against shapely, the overlap tests, and the geometry of the answer -------------

@pytest.mark.parametrize("receiver", RECEIVERS)
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_the_gap_is_shapelys_distance_less_the_radii(receiver, data) -> None:
    a = data.draw(row(receiver, smooth, positive))
    ga, ra = core(receiver, a)
    for other in OTHERS:
        b = data.draw(row(other, smooth, positive))
        gb, rb = core(other, b)
        d = getattr(shape(receiver, a), f"distance_{other}")(shape(other, b))
        assert math.isclose(math.hypot(*d.normal), 1.0, rel_tol=1e-12)
        reach = shapely.distance(ga, gb)
        if reach > 1e-9:  # the cores are apart: the gap is GEOS's distance
            assert d.distance + ra + rb == pytest.approx(reach, rel=1e-9, abs=1e-9)
            gap = (d.point_b.x - d.point_a.x, d.point_b.y - d.point_a.y)
            assert d.distance == pytest.approx(gap[0] * d.normal.x + gap[1] * d.normal.y,
                                               rel=1e-9, abs=1e-9)
        # The points lie on the surfaces (within rounding).
        for g, r, p in ((ga, ra, d.point_a), (gb, rb, d.point_b)):
            surface = g.boundary if g.geom_type == "Polygon" else g
            assert shapely.distance(surface, shapely.Point(p.x, p.y)) == pytest.approx(
                r, abs=1e-9)


@pytest.mark.parametrize("receiver", ["aabb", "circle", "obb", "capsule", "polygon"])
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_the_sign_agrees_with_the_overlap_tests(receiver, data) -> None:
    a = data.draw(row(receiver, smooth, positive))
    for other in ("circle", "capsule", "aabb", "obb", "polygon"):
        b = data.draw(row(other, smooth, positive))
        d = collide2d.distance(shape(receiver, a), shape(other, b)).distance
        if abs(d) <= 1e-9:
            continue  # within rounding of touching
        assert collide2d.overlaps(shape(receiver, a), shape(other, b)) is (d < 0), (a, b, d)


@settings(max_examples=150, deadline=None)
@given(a=row("polygon", smooth), b=row("polygon", smooth))
def test_between_overlapping_polygons_the_depth_is_the_push_out(a, b) -> None:
    p, q = Polygon(a), Polygon(b)
    hit, d = p.intersect_polygon(q), p.distance_polygon(q)
    if hit is None:
        assert d.distance >= 0 or d.distance == pytest.approx(0, abs=1e-9)
        return
    assert tuple(d.normal) == tuple(hit.normal)  # the same face, the same tie rule
    assert -d.distance == pytest.approx(math.hypot(*hit.delta), rel=1e-12)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_swapping_the_shapes_keeps_the_distance_and_turns_the_normal(data) -> None:
    ka, kb = data.draw(st.sampled_from(RECEIVERS)), data.draw(st.sampled_from(RECEIVERS))
    a, b = data.draw(row(ka, smooth, positive)), data.draw(row(kb, smooth, positive))
    d, back = (collide2d.distance(shape(ka, a), shape(kb, b)),
               collide2d.distance(shape(kb, b), shape(ka, a)))
    assert d.distance == pytest.approx(back.distance, rel=1e-12, abs=1e-12)
    if d.distance > 1e-9:  # apart: the same pair of closest points, seen from the other side
        # Up to rounding: the nearest pair is chosen on squared distances in float64, and
        # a pair offset sideways by delta is as near, as rounded, while (delta / d)**2 is
        # below a few units of 2**-53, so the two searches may keep different pairs whose
        # directions differ by up to about 5e-8 (nearly parallel faces: an OBB turned by
        # 1e-8 over a box takes a corner one way and the point below it the other).
        assert d.normal.x == pytest.approx(-back.normal.x, abs=1e-7)
        assert d.normal.y == pytest.approx(-back.normal.y, abs=1e-7)


@EXAMPLES
@given(data=st.data())
def test_swapping_two_round_shapes_keeps_the_distance_bit_for_bit(data) -> None:
    # Two point cores grown by radii: the same pair either way, and the radii's sum
    # subtracted once, so the distance has the same bits (it took 1 ulp between
    # gap - ra - rb and gap - rb - ra) and the points and normal swap exactly.
    ka, kb = data.draw(st.sampled_from(["circle", "point"])), data.draw(st.sampled_from(["circle", "point"]))
    a, b = data.draw(row(ka)), data.draw(row(kb))
    d = collide2d.distance(shape(ka, a), shape(kb, b))
    back = collide2d.distance(shape(kb, b), shape(ka, a))
    assert bits(d.distance) == bits(back.distance), (d, back)
    if tuple(a[:2]) != tuple(b[:2]):  # at one place the normal is (0, 1) both ways
        assert (tuple(d.point_a), tuple(d.point_b)) == (tuple(back.point_b), tuple(back.point_a))
        assert tuple(d.normal) == (-back.normal.x, -back.normal.y)


def test_nearly_parallel_faces_may_keep_different_nearest_pairs_each_way() -> None:
    # The case hypothesis found for the tolerance above: the OBB's lowest corner and the
    # point of the box's top face below it are 1.99999999 apart, and so, as rounded, are
    # that corner and the box's corner 1e-8 to its left.
    turned, box = collide2d.OBB((0.0, 4.0), (1.0, 1.0), 1e-8), AABB((0.0, 0.0), (1.0, 1.0))
    d, back = collide2d.distance(turned, box), collide2d.distance(box, turned)
    assert d.distance == back.distance == pytest.approx(1.99999999, rel=1e-15)
    assert d.point_a == back.point_b  # the same corner of the OBB either way
    assert abs(d.normal.x + back.normal.x) < 1e-7 and d.normal.y == -back.normal.y == -1.0


# ---- push-outs from the distance (capsules against capsules, boxes and polygons) --------

PUSH_OUT_PAIRS = [("capsule", "capsule"), ("capsule", "aabb"), ("capsule", "obb"),
                  ("capsule", "polygon"), ("aabb", "capsule"), ("obb", "capsule"),
                  ("polygon", "capsule")]


@pytest.mark.parametrize("pair", PUSH_OUT_PAIRS, ids=["_".join(p) for p in PUSH_OUT_PAIRS])
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_push_outs_by_distance_equal_the_oracle_bit_for_bit(pair, data) -> None:
    ka, kb = pair
    a, b = data.draw(row(ka)), data.draw(row(kb))
    got = getattr(shape(ka, a), f"intersect_{kb}")(shape(kb, b))
    same_hit(got, getattr(oracle, f"intersect_{ka}_{kb}")(a, b))


@pytest.mark.parametrize("pair", PUSH_OUT_PAIRS, ids=["_".join(p) for p in PUSH_OUT_PAIRS])
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_push_outs_by_distance_part_the_shapes_to_touching(pair, data) -> None:
    ka, kb = pair
    a, b = data.draw(row(ka, smooth, positive)), data.draw(row(kb, smooth, positive))
    sa, sb = shape(ka, a), shape(kb, b)
    hit = getattr(sa, f"intersect_{kb}")(sb)
    d = getattr(sa, f"distance_{kb}")(sb).distance
    assert (hit is not None) is collide2d.overlaps(sa, sb)  # touching included
    if abs(d) > 1e-9:  # away from touching, the distance's sign says the same
        assert collide2d.overlaps(sa, sb) is (d < 0)
    if hit is None:
        return
    assert hit.time == 0.0 and math.hypot(*hit.normal) == pytest.approx(1.0)
    assert math.hypot(*hit.delta) == pytest.approx(max(-d, 0.0), rel=1e-12)
    after = getattr(sa, f"distance_{kb}")(shape(kb, moved(kb, b, tuple(hit.delta))))
    assert after.distance == pytest.approx(0.0, abs=1e-9)  # touching, not overlapping
    back = getattr(shape(kb, b), f"intersect_{ka}")(sa) if hasattr(
        shape(kb, b), f"intersect_{ka}") else None
    if back is not None and abs(d) > 1e-9:  # swapped: the same depth, the other way
        assert math.hypot(*back.delta) == pytest.approx(-d, rel=1e-9)


_quarter = st.integers(-12, 12).map(lambda v: v / 4)  # exact sums: touching is common
_quarter_size = st.integers(0, 8).map(lambda v: v / 4)


@pytest.mark.parametrize("pair", PUSH_OUT_PAIRS, ids=["_".join(p) for p in PUSH_OUT_PAIRS])
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_push_outs_by_distance_hit_exactly_when_the_overlap_test_says_on_exact_input(
        pair, data) -> None:
    # The rounded distance of a box's corner touching a slanted segment can be -4e-16:
    # the hit follows the overlap test, and so does a sweep's stuck start.
    ka, kb = pair
    a, b = data.draw(row(ka, _quarter, _quarter_size)), data.draw(row(kb, _quarter, _quarter_size))
    sa, sb = shape(ka, a), shape(kb, b)
    hit = getattr(sa, f"intersect_{kb}")(sb)
    assert (hit is not None) is collide2d.overlaps(sa, sb), (a, b)


def test_a_box_touching_a_slanted_segment_is_not_stuck_and_slides_away() -> None:
    segment, box = Capsule((0, 0), (8, 6), 0.0), AABB((8, 2.5), (2, 2))  # corner (6, 4.5)
    assert collide2d.distance(segment, box).distance < 0  # the rounding, 4e-16 deep
    assert not segment.overlaps_aabb(box) and segment.intersect_aabb(box) is None
    assert box.intersect_capsule(segment) is None
    away = box.sweep_into([Segment((0, 0), (8, 6))], (0.5, 0))
    assert away.hit is None and not away.started_overlapping and away.pos == (8.5, 2.5)
    into = segment.sweep_aabb(box, (-0.5, 0))  # the corner walks into the segment at once
    assert into.hit is not None and into.time == 0 and not into.started_overlapping


# ---- hand-derived cases ----------------------------------------------------------------

def test_hand_derived_distances() -> None:
    box = AABB((0, 0), (1, 1))
    # A circle 2 beyond the right face: its nearest point (3, 0), the box's (1, 0).
    d = box.distance_circle(Circle((4, 0), 1))
    assert (d.distance, tuple(d.point_a), tuple(d.point_b), tuple(d.normal)) == (
        2.0, (1.0, 0.0), (3.0, 0.0), (1.0, 0.0))
    # Past a corner: along the diagonal, sqrt(2) * 2 - 0 away.
    d = box.distance_point((3, 3))
    assert d.distance == pytest.approx(2 * math.sqrt(2))
    assert tuple(d.point_a) == (1.0, 1.0)
    # Overlapping: a circle centred 0.5 inside the right face, radius 1: 1.5 deep.
    d = box.distance_circle(Circle((0.5, 0), 1))
    assert (d.distance, tuple(d.normal), tuple(d.point_a), tuple(d.point_b)) == (
        -1.5, (1.0, 0.0), (1.0, 0.0), (-0.5, 0.0))
    # Touching is distance 0.
    assert box.distance_aabb(AABB((3, 0), (2, 1))).distance == 0.0
    # Two capsules with crossing cores: the least way apart.
    d = Capsule((-2, 0), (2, 0), 0.5).distance_capsule(Capsule((0, -2), (0, 2), 0.5))
    assert d.distance == -3.0
    # Cores touching at a point, apart only by rounding: the separating axis gives the
    # direction, and the capsule's point is on its surface, a radius from the core.
    d = Capsule((0, 0), (0, 1), 1.0).distance_segment(Segment((0, 0), (0.5, -6)))
    assert d.distance == -1.0 and math.hypot(*d.point_a) == pytest.approx(1.0)
    assert tuple(d.point_b) == (0.0, 0.0)
    # A segment and a point on its line beyond its end.
    d = Segment((0, 0), (2, 0)).distance_point((5, 0))
    assert (d.distance, tuple(d.normal)) == (3.0, (1.0, 0.0))
    # Generic, with a point first: the shape's answer turned around, no -0.0.
    d = collide2d.distance((4, 0), box)
    assert (d.distance, tuple(d.point_a), tuple(d.point_b), tuple(d.normal)) == (
        3.0, (4.0, 0.0), (1.0, 0.0), (-1.0, 0.0))
    assert math.copysign(1.0, d.normal.y) == 1.0


def test_a_vertex_over_a_face_is_measured_along_the_faces_normal_exactly() -> None:
    # A ball over a long floor: the nearest point of the floor's top face, p + t (q - p)
    # with t = 10.3 / 20, rounds to x = 0.3000000000000007, and the direction from it
    # tilted by 1.8e-15; measured along the face's own normal it is (0, 1) and the
    # point straight below the centre.
    floor = AABB((0, 0), (10, 1))
    for other in (Circle((0.3, 1.4), 0.1), Capsule((0.3, 1.4), (0.3, 3), 0.1)):
        for receiver in (floor, Polygon.from_aabb(floor)):
            d = collide2d.distance(receiver, other)
            assert tuple(d.normal) == (0.0, 1.0)
            assert tuple(d.point_a) == (0.3, 1.0)
        d = collide2d.distance(other, floor)  # the face is the other's
        assert tuple(d.normal) == (0.0, -1.0) and tuple(d.point_b) == (0.3, 1.0)
    d = collide2d.distance(floor, (0.3, 1.4))
    assert (tuple(d.point_a), tuple(d.normal)) == ((0.3, 1.0), (0.0, 1.0))
    # Overlapping cores: the deepest vertex moved onto the face's line along the normal.
    d = collide2d.distance(floor, Segment((0.3, 0.5), (0.3, 3)))
    assert (d.distance, tuple(d.point_a), tuple(d.point_b)) == (-0.5, (0.3, 1.0), (0.3, 0.5))


def test_a_face_takes_a_tie_from_a_segments_direction() -> None:
    # A pole standing in a box along the top face's normal: the face and the pole's
    # direction part them equally (0.5). The face wins the tie, so the points are under
    # the pole, not at the face's corner.
    box = AABB((0, 0), (1, 1))
    pole = Segment((0.3, 0.5), (0.3, 3))
    d = box.distance_segment(pole)
    assert (d.distance, tuple(d.normal), tuple(d.point_a)) == (-0.5, (0.0, 1.0), (0.3, 1.0))
    m = box.contacts_segment(pole)
    assert (tuple(m.normal), [tuple(p) for p in m.points]) == ((0.0, 1.0), [(0.3, 0.75)])
    # A capsule standing on the floor (its core apart from the box: the same tie).
    m = AABB((0, 0), (10, 1)).contacts_capsule(Capsule((0.3, 1.4), (0.3, 3), 0.5))
    assert (tuple(m.normal), [tuple(p) for p in m.points]) == ((0.0, 1.0), [(0.3, 0.95)])


def test_batch_distances_and_the_generic_function_over_arrays() -> None:
    boxes = collide2d.AABBArray([[0, 0, 1, 1], [0, 0, 2, 2]])
    r = boxes.distance_circle([[4, 0, 1], [1, 0, 0.5]])
    assert isinstance(r, collide2d.DistanceArray)
    assert r.distance.tolist() == [2.0, -1.5] and r.hit.tolist() == [False, True]
    assert r[0] == boxes[0].distance_circle(Circle((4, 0), 1))
    flipped = collide2d.distance(np.array([[4.0, 0.0], [0.0, 3.0]]), boxes)
    assert flipped.distance.tolist() == [3.0, 1.0]
    assert flipped.normal.tolist() == [[-1.0, 0.0], [0.0, -1.0]]
    assert not np.any(np.signbit(flipped.normal) & (flipped.normal == 0))
    polys = collide2d.PolygonArray([Polygon.regular(4, (0, 0), 1.0), Polygon.regular(8, (9, 9), 1)])
    assert (polys.distance_point([[3, 0], [9, 9]]).distance < 0).tolist() == [False, True]


def test_batch_distances_break_ties_between_faces_as_the_oracle_does() -> None:
    # Shapes centred on each other: several faces equally deep, so the tie rule (the
    # later face) picks the normal. The batch calls test faces several at a time in
    # vector lanes on the AVX paths; they must pick the face the oracle picks.
    box, circle = (0.0, 0.0, 1.0, 1.0), (0.0, 0.0, 0.5)
    square, small = Polygon.regular(4, (0, 0), 2.0), Polygon.regular(4, (0, 0), 1.0)
    octagon, inner = Polygon.regular(8, (0, 0), 2.0), Polygon.regular(8, (0, 0), 1.0)
    cases = [("aabb", box, "circle", circle), ("aabb", box, "aabb", (0.0, 0.0, 0.5, 0.5)),
             ("polygon", square, "polygon", small), ("polygon", octagon, "polygon", inner),
             ("polygon", octagon, "circle", circle), ("polygon", inner, "point", (0.0, 0.0))]
    arrays = {"aabb": collide2d.AABBArray, "circle": collide2d.CircleArray,
              "polygon": collide2d.PolygonArray}
    for ka, a, kb, b in cases:
        rows = arrays[ka]([a] * 3)
        other = np.array([b] * 3, dtype=np.float64) if kb in ("point",) else arrays[kb]([b] * 3)
        got = getattr(rows, f"distance_{kb}")(other)
        rows_a = list(a.vertices) if ka == "polygon" else a
        rows_b = list(b.vertices) if kb == "polygon" else b
        for k in range(3):
            same_distance(got[k], oracle.distance(ka, rows_a, kb, rows_b))


def test_the_examples_of_docs_distance_md_print_what_they_show() -> None:
    run_doc_examples("distance.md", 5)



def test_distance_is_a_named_result() -> None:
    d = AABB((0, 0), (1, 1)).distance_point((3, 0))
    assert isinstance(d, collide2d.Distance) and d.distance == d[0] == 2.0
    assert d.point_a == Vec2(1, 0) and d.normal == Vec2(1, 0)


# ---- the vector paths' short cuts between polygons and boxes ---------------------------

def _lanes_cases(rng) -> list:
    """Pairs of vertex lists (counter-clockwise), each a case the AVX paths' polygon
    distance (src/core/narrow/distance_lanes.h) handles apart from the rest."""
    cases = []
    for _ in range(150):
        # Touching at a shared vertex, on integers, the second pointing away: some
        # receiver face's rounded separation comes out above 0, so the receiver's faces
        # alone call them apart, yet the nearest points coincide (gap 0) and the normal
        # must be the largest separating axis's, over both shapes' faces.
        corner = rng.integers(-6, 7, 2)
        first = [corner, corner + rng.integers(1, 9, 2) * [1, -1], corner + rng.integers(1, 9, 2)]
        second = [corner, corner + rng.integers(1, 9, 2) * [-1, 1], corner - rng.integers(1, 9, 2)]
        cases += [(first, second), (second, first)]
    for _ in range(100):
        # Apart with no face of the receiver between them: a thin spike toward a wide box.
        x, h = rng.uniform(-3, 3), rng.uniform(3, 9)
        spike = [(x - 0.5, 0.0), (x + 0.5, 0.0), (x, h)]
        y = h + rng.uniform(0.01, 2)
        box = [(-10, y), (10, y), (10, y + 1), (-10, y + 1)]
        cases.append((spike, box))
    for sides in (31, 32, 33, 40):
        # Either side of the largest core the lane copies take.
        for shift in (0.5, 2.0, 5.0):
            turn = rng.uniform(0, 2 * np.pi) + 2 * np.pi * np.arange(sides) / sides
            ring = np.c_[np.cos(turn), np.sin(turn)]
            cases.append((ring * 2.0, ring[::-1] + [shift, rng.uniform(-1, 1)]))
    return cases


def test_batch_polygon_distances_equal_the_oracle_where_the_lanes_cut_short() -> None:
    # The AVX paths copy cores of 3 to 32 vertices into vector lanes and stop at the
    # receiver's faces when those already show the cores apart (the nearest pair does
    # not depend on which separating axis bounds its search); cores that then touch
    # (gap 0) need the full search's axis for their normal. Each case as written and
    # again clockwise from another start vertex (read in place), on every CPU path, against the
    # oracle, which searches every axis and every pair.
    from collide2d import _core
    from collide2d.oracle.distance import _Axis, _try_faces
    from collide2d.oracle.polygon import _polygon

    cases = _lanes_cases(np.random.default_rng(7))
    shortcut_touching = 0
    for a, b in cases:
        best = _Axis()
        _try_faces(best, _polygon(a), _polygon(b), False)
        d = oracle.distance("polygon", a, "polygon", b)
        shortcut_touching += best.sep > 0 and d.point_a == d.point_b
    assert shortcut_touching >= 10  # the fallback is exercised, not only hoped for
    forms = []
    for a, b in cases:
        forms.append((a, b))
        forms.append((np.roll(np.asarray(a)[::-1], 1, axis=0), np.roll(b, len(b) // 2, axis=0)))
    def read_in_place(lists):  # as given: a Polygon would store them counter-clockwise
        offsets = np.cumsum([0] + [len(v) for v in lists]).astype(np.int64)
        return collide2d.PolygonArray(np.concatenate([np.asarray(v, float) for v in lists]),
                                      offsets)

    first = read_in_place([a for a, _ in forms])
    second = read_in_place([b for _, b in forms])
    expected = [oracle.distance("polygon", list(map(tuple, np.asarray(a, float))), "polygon",
                                list(map(tuple, np.asarray(b, float)))) for a, b in forms]
    before = _core.get_cpu_path()
    try:
        for path in _core.cpu_paths():
            _core._set_cpu_path(path)
            got = first.distance_polygon(second)
            for k, e in enumerate(expected):
                same_distance(got[k], e)
    finally:
        _core._set_cpu_path(before)


def test_batch_box_and_polygon_distances_equal_the_oracle_on_every_path() -> None:
    # Boxes are four-vertex cores on the lane copies too (an OBB at any angle, an AABB
    # on quarter steps, touching and apart), both ways round.
    from collide2d import _core

    rng = np.random.default_rng(11)
    n = 300
    boxes = np.c_[rng.integers(-8, 9, (n, 2)) / 4.0, rng.integers(1, 9, (n, 2)) / 4.0]
    obbs = np.c_[rng.normal(0, 3, (n, 2)), rng.uniform(0.1, 2, (n, 2)), rng.uniform(-4, 4, n)]
    polygons = [Polygon.regular(int(rng.integers(3, 12)), tuple(rng.integers(-8, 9, 2) / 4.0),
                                float(rng.integers(1, 9) / 4.0)) for _ in range(n)]
    polys = collide2d.PolygonArray(polygons)
    before = _core.get_cpu_path()
    try:
        for path in _core.cpu_paths():
            _core._set_cpu_path(path)
            for kind, rows, arrays in (("aabb", boxes, collide2d.AABBArray),
                                       ("obb", obbs, collide2d.OBBArray)):
                there = getattr(polys, f"distance_{kind}")(rows)
                back = getattr(arrays(rows), "distance_polygon")(polys)
                for k in range(n):
                    vertices = list(map(tuple, polygons[k].vertices))
                    same_distance(there[k], oracle.distance("polygon", vertices, kind, rows[k]))
                    same_distance(back[k], oracle.distance(kind, rows[k], "polygon", vertices))
    finally:
        _core._set_cpu_path(before)


def test_a_turned_box_whose_rounded_corners_fold_is_measured_as_its_long_side() -> None:
    """Half sizes below the rounding of the centre's coordinates leave a turned box's four
    rounded corners on one line, out of order (a folded quad, whose faces are no
    separating axes): a point 8 units away along that line read as touching, distance 0.
    The shorter side counts as none then, as a side too small to part the corners does:
    every distance is the point's from the box's long side (within its rounding), C equal
    to the oracle bit for bit, and an Index finds the nearest as the loop does."""
    obb = collide2d.OBB((1.9317629106160228, 4.160148324117019),
                        (3.3601017312139193e-16, 1.6800508656069596e-16), 2.428598787347527)
    p = (9.900071287676536, 4.160148324117019)
    d = obb.distance_point(p)
    assert d.distance == pytest.approx(9.900071287676536 - 1.9317629106160228, rel=1e-15)
    assert d.distance == pytest.approx(math.dist(d.point_a, d.point_b), rel=1e-15)
    rng = np.random.default_rng(5)
    folded = 0
    for _ in range(3000):
        c = tuple(rng.uniform(-10, 10, 2) * 10.0 ** rng.integers(-3, 15))
        size = max(abs(c[0]), abs(c[1]))
        half = tuple(size * 10.0 ** rng.uniform(-17.5, -15, 2))
        angle = float(rng.uniform(-4, 4))
        q = (c[0] + float(rng.normal()) * size, c[1] + float(rng.normal()) * size)
        box = collide2d.OBB(c, half, angle)
        got = box.distance_point(q)
        corners = box.corners
        folded += not all(orient(tuple(corners[k]), tuple(corners[(k + 1) % 4]),
                                 tuple(corners[(k + 2) % 4])) > 0 for k in range(4))
        # The box is within a few units of rounding of its centre: so is the distance.
        assert got.distance == pytest.approx(math.dist(c, q), rel=1e-12, abs=4 * max(half))
        same_distance(got, oracle.distance("obb", (*c, *half, angle), "point", q))
    assert folded > 100  # the case is met, not missed
    shapes = [AABB((9.9, 4.16), (1e-3, 1e-3)), obb]
    distances, ids = collide2d.Index(shapes).nearest([p], 2, max_distance=0.0)
    assert ids.tolist() == [[0, -1]]  # inside the AABB; the turned box is 8 away
    assert shapes[0].distance_point(p).distance == distances[0, 0] < 0
