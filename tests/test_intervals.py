"""Overlap intervals of every pair of circles, capsules, boxes, oriented boxes and
polygons (sweep/interval.h: the overlap_interval_<kind> methods): the C core against the
oracle bit for bit, the interval against the signed distance along the relative path
(itself checked against shapely 2), swapping the shapes, and hand-derived cases. The
box-box and circle-circle intervals keep their own formulas (tests/test_circle_sweeps.py,
tests/test_oracle_sweeps_and_input.py) and are compared here too.

Batch == scalar, bad rows and every instruction-set path come from the kernel list's
own suites (tests/test_kernel_list.py, tests/test_cpu_paths.py).
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kind_rows import coord, moved, positive, row, shape, smooth

import collide2d
from collide2d import AABB, OBB, Capsule, Circle, Polygon, oracle

KINDS = ("circle", "capsule", "aabb", "obb", "polygon")
PAIRS = [(a, b) for a in KINDS for b in KINDS
         if (a, b) not in (("aabb", "aabb"), ("circle", "circle"))]
IDS = ["_".join(p) for p in PAIRS]


def interval(ka, a, kb, b, da, db):
    return getattr(shape(ka, a), f"overlap_interval_{kb}")(shape(kb, b), da, db)


@pytest.mark.parametrize("pair", PAIRS, ids=IDS)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_every_overlap_interval_equals_the_oracle_bit_for_bit(pair, data) -> None:
    ka, kb = pair
    a, b = data.draw(row(ka)), data.draw(row(kb))
    da, db = data.draw(st.tuples(coord, coord)), data.draw(st.tuples(coord, coord))
    got = interval(ka, a, kb, b, da, db)
    want = oracle.overlap_interval_of(ka, a, kb, b, da, db)
    if want is None:
        assert got is None
    else:
        assert got is not None and [x.hex() for x in got] == [x.hex() for x in want]


def _distance_at(ka, a, kb, b, v, t) -> float:
    return collide2d.distance(shape(ka, a), shape(kb, moved(kb, b, (v[0] * t, v[1] * t)))).distance


@pytest.mark.parametrize("pair", PAIRS, ids=IDS)
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_the_interval_is_where_the_signed_distance_is_negative(pair, data) -> None:
    ka, kb = pair
    a, b = data.draw(row(ka, smooth, positive)), data.draw(row(kb, smooth, positive))
    da, db = data.draw(st.tuples(smooth, smooth)), data.draw(st.tuples(smooth, smooth))
    v = (db[0] - da[0], db[1] - da[1])
    got = interval(ka, a, kb, b, da, db)
    tol = 1e-9 * (1 + math.hypot(*v))
    samples = [k / 32 for k in range(33)]
    if got is None:
        assert all(_distance_at(ka, a, kb, b, v, t) >= -tol for t in samples)
        return
    first, last = got
    assert 0 <= first < last <= 1
    for t in samples:
        d = _distance_at(ka, a, kb, b, v, t)
        if first < t < last and min(t - first, last - t) * math.hypot(*v) > 1e-6:
            assert d < 0, (t, d)
        elif t < first or t > last:
            assert d >= -tol, (t, d)
    # Each end is a touching moment, or the end of the step.
    if first > 0:
        assert _distance_at(ka, a, kb, b, v, first) == pytest.approx(0.0, abs=tol)
    if last < 1:
        assert _distance_at(ka, a, kb, b, v, last) == pytest.approx(0.0, abs=tol)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_swapping_the_shapes_keeps_the_interval(data) -> None:
    ka, kb = data.draw(st.sampled_from(PAIRS))
    a, b = data.draw(row(ka, smooth, positive)), data.draw(row(kb, smooth, positive))
    da, db = data.draw(st.tuples(smooth, smooth)), data.draw(st.tuples(smooth, smooth))
    got, back = interval(ka, a, kb, b, da, db), interval(kb, b, ka, a, db, da)
    if got is None or back is None:
        # Only a sliver of the step, within rounding, can tell them apart.
        one = got or back
        assert one is None or one[1] - one[0] < 1e-9
        return
    assert got == pytest.approx(back, abs=1e-9)


@settings(max_examples=150, deadline=None)
@given(a=row("aabb", smooth, positive), b=row("aabb", smooth, positive),
       da=st.tuples(smooth, smooth), db=st.tuples(smooth, smooth))
def test_boxes_as_oriented_boxes_and_polygons_give_the_box_interval(a, b, da, db) -> None:
    box = AABB(a[:2], a[2:]).overlap_interval(AABB(b[:2], b[2:]), da, db)
    as_obb = OBB(a[:2], a[2:], 0.0).overlap_interval_obb(OBB(b[:2], b[2:], 0.0), da, db)
    as_polygon = Polygon.from_aabb(AABB(a[:2], a[2:])).overlap_interval_polygon(
        Polygon.from_aabb(AABB(b[:2], b[2:])), da, db)
    for other in (as_obb, as_polygon):
        if box is None or other is None:
            assert (box or other) is None or (box or other)[1] - (box or other)[0] < 1e-9
        else:
            assert other == pytest.approx(box, abs=1e-12)


def test_hand_derived_intervals() -> None:
    # A box moving right through a static oriented square on its corner.
    diamond = OBB((5, 0), (1, 1), math.pi / 4)  # reaches x = 5 - sqrt(2)
    first, last = AABB((0, 0), (1, 1)).overlap_interval_obb(diamond, (10, 0), (0, 0))
    assert first == pytest.approx((4 - math.sqrt(2)) / 10)
    assert last == pytest.approx((6 + math.sqrt(2)) / 10)
    # A capsule walking into a box moving toward it: meets at 0.7, still in at the end.
    body = Capsule((0, 0), (0, 2), 0.5)
    assert body.overlap_interval_aabb(AABB((5, 1), (1, 1)), (1, 0), (-4, 0)) == \
        pytest.approx((0.7, 1.0))
    # Overlapping at the start: first is 0; passing clean by: None.
    c = Circle((0, 0), 1)
    assert c.overlap_interval_polygon(Polygon.regular(5, (0, 0), 1), (0, 0), (3, 0))[0] == 0.0
    assert c.overlap_interval_polygon(Polygon.regular(5, (0, 5), 1), (0, 0), (3, 0)) is None
    # No relative motion: the whole step or nothing.
    assert c.overlap_interval_capsule(Capsule((0, 1), (3, 1), 0.5), (2, 2), (2, 2)) == (0.0, 1.0)
    assert c.overlap_interval_capsule(Capsule((0, 3), (3, 3), 0.5), (2, 2), (2, 2)) is None
    # Segments (capsules of radius 0) lying flush, one pushed through the other's box.
    flat = Capsule((0, 1), (2, 1), 0.0)
    got = AABB((1, 0), (1, 1)).overlap_interval_capsule(flat, (0, 0), (0, -4))
    assert got == pytest.approx((0.0, 0.5))
