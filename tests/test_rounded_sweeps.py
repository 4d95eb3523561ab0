"""Capsules swept against capsules, boxes and polygons, and those against capsules
(sweep/rounded.h): the C core against the oracle bit for bit, the first contact against
the signed distance (itself checked against shapely 2), never ending overlapping, stuck
starts, and hand-derived cases.

Batch == scalar, bad rows and every instruction-set path come from the kernel list's
own suites (tests/test_kernel_list.py, tests/test_cpu_paths.py).
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kind_rows import coord, moved, positive, row, shape, smooth
from shape_checks import same_sweep

import collide2d
from collide2d import AABB, OBB, Capsule, Polygon, oracle

PAIRS = [("capsule", "capsule"), ("capsule", "aabb"), ("capsule", "obb"),
         ("capsule", "polygon"), ("aabb", "capsule"), ("obb", "capsule"),
         ("polygon", "capsule")]
IDS = ["_".join(p) for p in PAIRS]
# Capsules of radius 0 (segments) included: their cores are crossed, not entered.
thin_or_round = st.sampled_from([0.0]) | positive


@pytest.mark.parametrize("pair", PAIRS, ids=IDS)
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_every_rounded_sweep_equals_the_oracle_bit_for_bit(pair, data) -> None:
    ks, km = pair
    s, m = data.draw(row(ks)), data.draw(row(km))
    delta = data.draw(st.tuples(coord, coord))
    got = getattr(shape(ks, s), f"sweep_{km}")(shape(km, m), delta)
    same_sweep(got, getattr(oracle, f"sweep_{ks}_{km}")(s, m, delta))


def _distance_at(ks, s, km, m, delta, t) -> float:
    return collide2d.distance(shape(ks, s),
                              shape(km, moved(km, m, (delta[0] * t, delta[1] * t)))).distance


@pytest.mark.parametrize("pair", PAIRS, ids=IDS)
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_the_sweep_stops_at_the_first_contact_the_distance_finds(pair, data) -> None:
    ks, km = pair
    s = data.draw(row(ks, smooth, thin_or_round if ks == "capsule" else positive))
    m = data.draw(row(km, smooth, thin_or_round if km == "capsule" else positive))
    delta = data.draw(st.tuples(smooth, smooth))
    sweep = getattr(shape(ks, s), f"sweep_{km}")(shape(km, m), delta)
    start = _distance_at(ks, s, km, m, delta, 0.0)
    if sweep.started_overlapping:
        assert sweep.time == 0.0 and start < 1e-9
        return
    assert start >= -1e-9  # not stuck: not overlapping at the start
    length = math.hypot(*delta)
    scale = 1e-9 * (1 + length)
    end = sweep.hit.time if sweep.hit is not None else 1.0
    # Never overlapping before the contact (nor, for a miss, anywhere on the path).
    for k in range(1, 16):
        assert _distance_at(ks, s, km, m, delta, end * k / 16) >= -scale
    if sweep.hit is not None:
        assert _distance_at(ks, s, km, m, delta, sweep.hit.time) == pytest.approx(0.0, abs=scale)
        assert math.hypot(*sweep.hit.normal) == pytest.approx(1.0)
        if length > 1e-6:  # the sweep stops short of the contact: apart there
            assert not collide2d.overlaps(shape(ks, s), shape(km, moved(
                km, m, (sweep.pos.x - _start(km, m)[0], sweep.pos.y - _start(km, m)[1]))))


def _start(kind, r):
    """The mover's reference point, as the sweep's pos reports it."""
    if kind == "polygon":
        return tuple(Polygon(r).vertices[0])
    return (r[0], r[1])


def test_a_capsule_walks_into_a_wall_and_a_box_falls_on_a_capsule() -> None:
    wall = AABB((3, 1), (1, 1))  # x from 2 to 4
    body = Capsule((0, 0), (0, 2), 0.5)
    s = wall.sweep_capsule(body, (5, 0))  # its side reaches x = 2 after 1.5 of 5
    assert s.hit.time == pytest.approx(0.3) and tuple(s.hit.normal) == (-1.0, 0.0)
    assert tuple(s.hit.pos) == (2.0, 0.0)  # the wall's corner touches first... at y = 0
    assert s.pos.x == pytest.approx(1.5, abs=1e-6) and not s.started_overlapping
    # The box falls onto the lying capsule: its bottom face meets the capsule's top.
    lying = Capsule((-2, 0), (2, 0), 0.5)
    s = lying.sweep_aabb(AABB((0, 3), (1, 1)), (0, -4))
    assert s.hit.time == pytest.approx(1.5 / 4) and tuple(s.hit.normal) == (0.0, 1.0)
    # Two capsules meeting end to end.
    s = body.sweep_capsule(Capsule((3, 0), (5, 0), 0.25), (-5, 0))
    assert s.hit.time == pytest.approx(0.45) and tuple(s.hit.pos) == (0.5, 0.0)


def test_segments_are_capsules_of_radius_zero_and_are_crossed() -> None:
    floor = Capsule((0, 0), (2, 0), 0.0)
    s = floor.sweep_aabb(AABB((1, 3), (0.1, 0.5)), (0, -5))
    assert s.hit.time == 0.5 and tuple(s.hit.normal) == (0.0, 1.0)
    # A box corner passing a thin segment's end by a hair: no crossing, no hit.
    assert floor.sweep_aabb(AABB((2.2, 3), (0.1, 0.5)), (0, -5)).hit is None


def test_stuck_starts_and_zero_motion_are_the_static_push_out() -> None:
    body = Capsule((0, 0), (0, 2), 0.5)
    box = AABB((0.6, 1), (0.5, 0.5))
    for delta in ((0, 0), (3, 0)):
        s = body.sweep_aabb(box, delta)
        assert s.started_overlapping and s.time == 0.0
        assert s.hit == body.intersect_aabb(box)
    assert body.sweep_aabb(AABB((9, 9), (1, 1)), (0, 0)).hit is None
    o = OBB((4, 1), (1, 1), 0.3)
    assert o.sweep_capsule(body, (10, 0)).hit is not None
    assert collide2d.sweep(o, body, (10, 0)).hit == o.sweep_capsule(body, (10, 0)).hit


def test_a_box_smaller_than_its_coordinates_rounding_is_its_centre() -> None:
    """Half sizes below the rounding of the centre leave all four corners equal: the box
    is the point it is, not a polygon of four equal vertices (whose edges have no normal;
    the C fuzzer found a segment moving away from such a box reported as hitting it)."""
    box = AABB((-2.59e-77, 3.75), (1.18e-275, 7.76e-175))
    segment = Capsule((0.0, 1.25), (1.4e-73, 1e-307), 0.0)
    s = box.sweep_capsule(segment, (5.5, -2.75))
    assert s.hit is None
    same_sweep(s, oracle.sweep_aabb_capsule((*box.pos, *box.half), (0.0, 1.25, 1.4e-73, 1e-307,
                                                                      0.0), (5.5, -2.75)))
    # A capsule moving up meets it when its top (y = 1.25 + 0.5) reaches y = 3.75.
    hit = box.sweep_capsule(Capsule((0.0, 1.25), (0.0, 0.0), 0.5), (0.0, 5.0))
    assert hit.hit is not None and hit.hit.time == pytest.approx(0.4)
