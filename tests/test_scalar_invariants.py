"""Invariants of the scalar AABB tests that hold for every input: symmetry, translation by
powers of two, contact points on the path (the C == oracle suite is test_scalar_oracle.py).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from collide2d import AABB, Hit, Sweep, Vec2
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import strategies as S
from test_scalar_oracle import (
    aabb,
    any_box_pair,
    any_interval,
    any_sweep,
    any_sweep_into,
    assert_same_float,
    assert_same_interval,
    assert_same_vec,
    box_tuple,
    float_bits,
    hit_floats,
    power_of_two_offsets,
    sweep_floats,
    translate,
)

# --------------------------------------------------------------------------
# Invariants
# --------------------------------------------------------------------------


def tagged(**cases):
    """One strategy drawing ``(name, case)`` from several, one case per example."""
    return st.one_of(*(st.tuples(st.just(name), strategy) for name, strategy in cases.items()))


def call(name: str, case):
    """Run the scalar method ``name`` on an oracle-style ``case``; returns the result."""
    if name == "point":
        box, point = case
        return aabb(box).intersect_point(point)
    if name == "aabb":
        box, other = case
        return aabb(box).intersect_aabb(aabb(other))
    if name == "segment":
        box, pos, delta, pad_x, pad_y = case
        return aabb(box).intersect_segment(pos, delta, pad_x, pad_y)
    if name == "sweep":
        box, other, delta = case
        return aabb(box).sweep_aabb(aabb(other), delta)
    if name == "sweep_into":
        body, collider_boxes, delta = case
        return aabb(body).sweep_into([aabb(c) for c in collider_boxes], delta)
    if name == "interval":
        box, other, delta, other_delta = case
        return aabb(box).overlap_interval(aabb(other), delta, other_delta)
    raise AssertionError(name)


def _scale_box(box, f):
    return tuple(v * f for v in box)


def _scale_vec(v, f):
    return (v[0] * f, v[1] * f)


def _assert_hit_scaled(got, base, f, what):
    """``got`` is ``base`` with lengths multiplied by f, times and normals kept."""
    assert (got is None) == (base is None), what
    if base is None:
        return
    assert_same_vec(got.pos, _scale_vec(base.pos, f), what + ".pos")
    assert_same_vec(got.delta, _scale_vec(base.delta, f), what + ".delta")
    assert_same_vec(got.normal, base.normal, what + ".normal")
    assert_same_float(got.time, base.time, what + ".time")


def _scale_case(name: str, case, f: float):
    """Every length in ``case`` (coordinates, sizes, motions, paddings) times f."""
    if name == "segment":
        box, pos, delta, pad_x, pad_y = case
        return (_scale_box(box, f), _scale_vec(pos, f), _scale_vec(delta, f), pad_x * f, pad_y * f)
    if name == "point":
        return (_scale_box(case[0], f), _scale_vec(case[1], f))
    if name == "aabb":
        return (_scale_box(case[0], f), _scale_box(case[1], f))
    if name == "sweep":
        return (_scale_box(case[0], f), _scale_box(case[1], f), _scale_vec(case[2], f))
    if name == "interval":
        box, other, delta, other_delta = case
        return (_scale_box(box, f), _scale_box(other, f), _scale_vec(delta, f),
                _scale_vec(other_delta, f))
    raise AssertionError(name)


@settings(max_examples=100, deadline=None)
@given(
    named_case=tagged(aabb=S.quarter_box_pairs, point=S.quarter_box_point_pairs),
    tx=power_of_two_offsets,
    ty=power_of_two_offsets,
)
def test_translating_by_powers_of_two_translates_static_results_exactly(named_case, tx, ty):
    """Moving everything by (+-2**j, +-2**k) moves the contact point by exactly
    that and leaves delta, normal, time and the overlap verdict bit for bit
    unchanged (quarter steps below 2**32: every sum and difference is exact)."""
    name, (box, other) = named_case
    if name == "aabb":
        moved_other = translate(other, tx, ty)
        before = aabb(box).intersect_aabb(aabb(other))
        after = aabb(translate(box, tx, ty)).intersect_aabb(aabb(moved_other))
        assert aabb(translate(box, tx, ty)).overlaps_aabb(aabb(moved_other)) is (
            aabb(box).overlaps_aabb(aabb(other))
        )
    else:
        before = aabb(box).intersect_point(other)
        after = aabb(translate(box, tx, ty)).intersect_point((other[0] + tx, other[1] + ty))
    assert (before is None) == (after is None)
    if before is not None:
        assert_same_vec(after.pos, (before.pos.x + tx, before.pos.y + ty), "pos")
        assert_same_vec(after.delta, before.delta, "delta")
        assert_same_vec(after.normal, before.normal, "normal")
        assert_same_float(after.time, before.time, "time")


# The contact point of a segment or a sweep is start + delta * time: the product
# is rounded the same way before and after translating, but the sum is rounded
# at the magnitude of the translated coordinates, so it can move by a couple of
# ulps of that magnitude.  Everything else must be bit for bit equal.
def assert_translated(after: float, before: float, offset: float, what: str) -> None:
    """``after == before + offset`` to within 4 ulps of the largest magnitude."""
    magnitude = max(abs(after), abs(before)) + abs(offset)
    assert abs((after - offset) - before) <= 4 * math.ulp(magnitude), (
        f"{what}: {after!r} is not {before!r} + {offset!r}"
    )


@settings(max_examples=100, deadline=None)
@given(case=S.quarter_segment_cases, tx=power_of_two_offsets, ty=power_of_two_offsets)
def test_translating_a_segment_by_powers_of_two_keeps_time_normal_and_delta(case, tx, ty):
    """Translating the box and the segment start by powers of two keeps the hit
    verdict, time, normal and delta bit for bit; the contact point moves by the
    translation, to within the rounding of a sum at the new magnitude."""
    box, pos, delta, pad_x, pad_y = case
    before = aabb(box).intersect_segment(pos, delta, pad_x, pad_y)
    moved = (pos[0] + tx, pos[1] + ty)
    after = aabb(translate(box, tx, ty)).intersect_segment(moved, delta, pad_x, pad_y)
    assert (before is None) == (after is None)
    if before is None:
        return
    assert_same_float(after.time, before.time, "time")
    assert_same_vec(after.normal, before.normal, "normal")
    assert_same_vec(after.delta, before.delta, "delta")
    assert_translated(after.pos.x, before.pos.x, tx, "pos.x")
    assert_translated(after.pos.y, before.pos.y, ty, "pos.y")


@settings(max_examples=100, deadline=None)
@given(case=S.quarter_sweep_cases, tx=power_of_two_offsets, ty=power_of_two_offsets)
def test_translating_a_sweep_by_powers_of_two_keeps_times_normal_and_delta(case, tx, ty):
    """Translating both boxes by powers of two keeps the sweep's time, flag,
    hit time, normal and delta bit for bit; positions move by the translation,
    to within the rounding of a sum at the new magnitude."""
    box, other, delta = case
    before = aabb(box).sweep_aabb(aabb(other), delta)
    after = aabb(translate(box, tx, ty)).sweep_aabb(aabb(translate(other, tx, ty)), delta)
    assert_same_float(after.time, before.time, "time")
    assert after.started_overlapping is before.started_overlapping
    assert_translated(after.pos.x, before.pos.x, tx, "pos.x")
    assert_translated(after.pos.y, before.pos.y, ty, "pos.y")
    assert (before.hit is None) == (after.hit is None)
    if before.hit is None:
        return
    assert_same_float(after.hit.time, before.hit.time, "hit.time")
    assert_same_vec(after.hit.normal, before.hit.normal, "hit.normal")
    assert_same_vec(after.hit.delta, before.hit.delta, "hit.delta")
    assert_translated(after.hit.pos.x, before.hit.pos.x, tx, "hit.pos.x")
    assert_translated(after.hit.pos.y, before.hit.pos.y, ty, "hit.pos.y")


@settings(max_examples=100, deadline=None)
@given(case=S.quarter_interval_cases, tx=power_of_two_offsets, ty=power_of_two_offsets)
def test_translating_by_powers_of_two_keeps_the_overlap_interval(case, tx, ty):
    """Translating both boxes (not their motions) by powers of two leaves
    ``overlap_interval`` bit for bit unchanged."""
    box, other, delta, other_delta = case
    before = aabb(box).overlap_interval(aabb(other), delta, other_delta)
    after = aabb(translate(box, tx, ty)).overlap_interval(
        aabb(translate(other, tx, ty)), delta, other_delta
    )
    if before is None:
        assert after is None
    else:
        assert_same_interval(after, before)


@settings(max_examples=200, deadline=None)
@given(
    named_case=tagged(
        point=S.quarter_box_point_pairs,
        aabb=S.quarter_box_pairs,
        segment=S.quarter_segment_cases,
        sweep=S.quarter_sweep_cases,
        interval=S.quarter_interval_cases,
    ),
    k=st.integers(-6, 6),
)
def test_scaling_by_a_power_of_two_scales_every_result_exactly(named_case, k):
    """Scaling every input by 2**k multiplies every length in the result by 2**k
    exactly and leaves times, normals and flags bit for bit unchanged (scaling
    by a power of two commutes with rounding while nothing under- or overflows)."""
    name, case = named_case
    f = 2.0**k
    base = call(name, case)
    got = call(name, _scale_case(name, case, f))
    if name == "sweep":
        _assert_hit_scaled(got.hit, base.hit, f, "sweep.hit")
        assert_same_vec(got.pos, _scale_vec(base.pos, f), "sweep.pos")
        assert_same_float(got.time, base.time, "sweep.time")
        assert got.started_overlapping is base.started_overlapping
    elif name == "interval":
        if base is None:
            assert got is None
        else:
            assert_same_interval(got, base)
    else:
        _assert_hit_scaled(got, base, f, name)


@settings(max_examples=100, deadline=None)
@given(case=any_box_pair)
def test_swapping_the_boxes_negates_the_normal_and_the_delta(case):
    """``b.intersect_aabb(a)`` hits exactly when ``a.intersect_aabb(b)`` does,
    on the same axis, with the normal and delta negated -- unless the centres
    coincide on that axis, where sign(0) = +1 on both sides.  Exact even on
    general floats: the overlap depths are computed from |a - b| = |b - a|."""
    a, b = case
    ab = aabb(a).intersect_aabb(aabb(b))
    ba = aabb(b).intersect_aabb(aabb(a))
    assert (ab is None) == (ba is None)
    if ab is None:
        return
    axis = 0 if ab.normal.x != 0 else 1
    assert (ba.normal.x != 0) == (axis == 0), "the swapped hit chose the other axis"
    assume(a[axis] - b[axis] != 0)
    assert ba.normal == (-ab.normal.x, -ab.normal.y)
    if axis == 0:
        assert_same_float(ba.delta.x, -ab.delta.x, "delta.x")
        assert ba.delta.y == ab.delta.y == 0
    else:
        assert_same_float(ba.delta.y, -ab.delta.y, "delta.y")
        assert ba.delta.x == ab.delta.x == 0


@settings(max_examples=100, deadline=None)
@given(case=S.quarter_overlapping_box_pairs)
def test_applying_the_hit_delta_leaves_the_boxes_just_touching(case):
    """Moving the other box by ``hit.delta`` resolves the overlap: afterwards the
    boxes no longer overlap, and they touch on the push axis (the push is the
    smallest that resolves it).  Quarter steps: the arithmetic is exact."""
    box, other = case
    collider = aabb(box)
    hit = collider.intersect_aabb(aabb(other))
    assert hit is not None, "the interiors overlap, so there must be a hit"
    centre = (other[0] + hit.delta.x, other[1] + hit.delta.y)
    moved = AABB(centre, (other[2], other[3]))
    assert not collider.overlaps_aabb(moved)
    assert collider.intersect_aabb(moved) is None
    axis = 0 if hit.normal.x != 0 else 1
    assert abs(centre[axis] - box[axis]) == box[2 + axis] + other[2 + axis]
    # The normal points from the collider toward the moved box, along the push.
    normal = (hit.normal.x, hit.normal.y)
    assert (centre[axis] - box[axis]) * normal[axis] > 0


@settings(max_examples=100, deadline=None)
@given(case=S.quarter_inside_box_point_pairs)
def test_applying_the_hit_delta_moves_the_point_onto_the_nearest_edge(case):
    """Moving the point by ``hit.delta`` puts it exactly on the box's boundary
    (no longer inside), at ``hit.pos``."""
    box, point = case
    collider = aabb(box)
    hit = collider.intersect_point(point)
    assert hit is not None, "the point is strictly inside, so there must be a hit"
    moved = (point[0] + hit.delta.x, point[1] + hit.delta.y)
    assert collider.intersect_point(moved) is None
    assert moved == (hit.pos.x, hit.pos.y)
    lo, hi = collider.min, collider.max
    assert moved[0] in (lo.x, hi.x) or moved[1] in (lo.y, hi.y)


@settings(max_examples=200, deadline=None)
@given(case=any_sweep)
def test_sweep_started_overlapping_exactly_when_the_boxes_overlap_at_the_start(case):
    """``started_overlapping`` is exactly ``collider.overlaps_aabb(mover)`` before
    the motion (docs/api.md, on any floats); then the sweep is stuck at time 0
    with a hit."""
    box, other, delta = case
    collider = aabb(box)
    sweep = collider.sweep_aabb(aabb(other), delta)
    assert sweep.started_overlapping is collider.overlaps_aabb(aabb(other))
    if sweep.started_overlapping:
        assert sweep.hit is not None and sweep.time == 0.0


@settings(max_examples=100, deadline=None)
@given(case=S.quarter_sweep_cases)
def test_sweep_end_position_does_not_overlap_the_collider(case):
    """Unless it started overlapping, a box swept to ``sweep.pos`` does not
    overlap the collider (the 1e-8 back-off is far above the rounding of
    quarter-step coordinates below 2**22)."""
    box, other, delta = case
    collider = aabb(box)
    sweep = collider.sweep_aabb(aabb(other), delta)
    assume(not sweep.started_overlapping)
    assert not collider.overlaps_aabb(AABB(sweep.pos, (other[2], other[3])))
    if sweep.hit is None:
        assert sweep.time == 1.0
        assert sweep.pos == (other[0] + delta[0], other[1] + delta[1])
    else:
        assert 0.0 <= sweep.time < sweep.hit.time or sweep.time == sweep.hit.time == 0.0


@settings(max_examples=100, deadline=None)
@given(case=S.quarter_sweep_into_cases)
def test_sweep_into_end_position_overlaps_no_collider(case):
    """If the body overlaps no collider at the start, the box at
    ``sweep_into(...).pos`` overlaps none of them."""
    body, collider_boxes, delta = case
    colliders = [aabb(c) for c in collider_boxes]
    assume(not any(c.overlaps_aabb(aabb(body)) for c in colliders))
    sweep = aabb(body).sweep_into(colliders, delta)
    end = AABB(sweep.pos, (body[2], body[3]))
    assert not any(c.overlaps_aabb(end) for c in colliders)


@settings(max_examples=100, deadline=None)
@given(case=any_sweep_into)
def test_sweep_into_is_the_first_nearest_of_the_single_sweeps(case):
    """``sweep_into`` returns the ``sweep_aabb`` of minimal time below 1 (or no hit),
    field for field; at an exact tie, one that started overlapping, then the first
    collider's (the documented tie rule)."""
    body, collider_boxes, delta = case
    colliders = [aabb(c) for c in collider_boxes]
    mover = aabb(body)
    singles = [c.sweep_aabb(mover, delta) for c in colliders]
    got = mover.sweep_into(colliders, delta)
    best = min((s.time for s in singles), default=1.0)
    if best >= 1.0:
        assert got.hit is None and got.time == 1.0
        # The end of the move, with no -0.0 (a result never holds one: + 0.0 makes it
        # 0.0, as for -0.0 + -0.0).
        assert_same_vec(got.pos, (body[0] + delta[0] + 0.0, body[1] + delta[1] + 0.0), "pos")
        return
    index = min((i for i, s in enumerate(singles) if s.time == best),
                key=lambda i: (not singles[i].started_overlapping, i))
    assert got == singles[index]
    assert got.hit.collider is colliders[index]


def _box_at(box, delta, t):
    return AABB((box[0] + delta[0] * t, box[1] + delta[1] * t), (box[2], box[3]))


@settings(max_examples=100, deadline=None)
@given(case=S.quarter_interval_cases)
def test_overlap_interval_agrees_with_intersect_aabb_along_the_motion(case):
    """At sample times t = k/16 (exact positions on quarter steps), the moved
    boxes overlap when first < t < last and do not when t < first or t > last;
    samples within 1e-9 of an endpoint are skipped.  With None, no sample
    overlaps.  ``first`` is 0 exactly when they overlap at t = 0."""
    box, other, delta, other_delta = case
    interval = aabb(box).overlap_interval(aabb(other), delta, other_delta)
    overlapping_at = {}
    for k in range(17):
        t = k / 16
        hit = _box_at(box, delta, t).intersect_aabb(_box_at(other, other_delta, t))
        overlapping_at[t] = hit is not None
    if interval is None:
        assert not any(overlapping_at.values()), overlapping_at
        return
    first, last = interval
    assert 0.0 <= first < last <= 1.0
    if overlapping_at[0.0]:
        assert_same_float(first, 0.0, "first")
    for t, overlapping in overlapping_at.items():
        if first + 1e-9 < t < last - 1e-9:
            assert overlapping, f"t={t} inside ({first}, {last}) but no overlap"
        elif t < first - 1e-9 or t > last + 1e-9:
            assert not overlapping, f"t={t} outside ({first}, {last}) but overlapping"


@settings(max_examples=100, deadline=None)
@given(case=any_interval)
def test_overlap_interval_is_ordered_within_the_step(case):
    """Whenever there is an interval, 0 <= first < last <= 1 (general floats)."""
    box, other, delta, other_delta = case
    interval = aabb(box).overlap_interval(aabb(other), delta, other_delta)
    if interval is not None:
        first, last = interval
        assert 0.0 <= first < last <= 1.0


@settings(max_examples=300, deadline=None)
@given(
    named_case=tagged(
        point=S.box_point_pairs,
        aabb=S.box_pairs,
        segment=S.segment_cases,
        sweep=S.sweep_cases,
        sweep_into=S.sweep_into_cases,
        interval=S.interval_cases,
    )
)
def test_no_result_field_is_ever_nan(named_case):
    """Over the whole valid range (signed zeros, subnormals, +-2**200), no
    field of any result is NaN."""
    name, case = named_case
    result = call(name, case)
    if result is None:
        return
    if isinstance(result, Sweep):
        values = sweep_floats(result)
    elif isinstance(result, Hit):
        values = hit_floats(result)
    else:
        values = list(result)
    assert not any(math.isnan(v) for v in values), values


@settings(max_examples=50, deadline=None)
@given(segment=S.segment_cases, sweep_into=S.sweep_into_cases, interval=S.interval_cases)
def test_inputs_are_not_modified(segment, sweep_into, interval):
    """Lists, numpy arrays and collider sequences passed in are unchanged
    afterwards (same values, same objects, same order)."""
    box, pos, delta, pad_x, pad_y = segment
    pos_list, delta_array = list(pos), np.array(delta)
    delta_before = delta_array.copy()
    collider = aabb(box)
    collider.intersect_segment(pos_list, delta_array, pad_x, pad_y)
    collider.intersect_point(pos_list)
    assert [float_bits(v) for v in pos_list] == [float_bits(v) for v in pos]
    assert [float_bits(v) for v in delta_array] == [float_bits(v) for v in delta_before]
    assert box_tuple(collider) == box

    body, collider_boxes, delta = sweep_into
    colliders = [aabb(c) for c in collider_boxes]
    snapshot = list(colliders)
    delta_list = list(delta)
    aabb(body).sweep_into(colliders, delta_list)
    assert len(colliders) == len(snapshot)
    assert all(a is b for a, b in zip(colliders, snapshot))
    assert [box_tuple(c) for c in colliders] == [tuple(c) for c in collider_boxes]
    assert [float_bits(v) for v in delta_list] == [float_bits(v) for v in delta]

    box, other, delta, other_delta = interval
    d, od = np.array(delta), np.array(other_delta)
    aabb(box).overlap_interval(aabb(other), d, od)
    assert np.array_equal(d, np.array(delta)) and np.array_equal(od, np.array(other_delta))



_AXIS_NORMALS = {(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)}


@settings(max_examples=200, deadline=None)
@given(
    named_case=tagged(
        point=S.box_point_pairs,
        aabb=S.box_pairs,
        segment=S.segment_cases,
        sweep=S.sweep_cases,
        sweep_into=S.sweep_into_cases,
    )
)
def test_results_are_well_formed(named_case):
    """On any valid input: normals are unit axis vectors, times lie in [0, 1],
    static tests have time 0 and push along their normal (delta . normal > 0,
    zero across it), and a sweep's time never exceeds its hit's time."""
    name, case = named_case
    result = call(name, case)
    hit = result.hit if isinstance(result, Sweep) else result
    if isinstance(result, Sweep):
        assert 0.0 <= result.time <= 1.0
        assert (result.hit is None) == (result.time == 1.0)
        assert result.started_overlapping <= (result.hit is not None)
    if hit is None:
        return
    assert (hit.normal.x, hit.normal.y) in _AXIS_NORMALS
    assert 0.0 <= hit.time <= 1.0
    if isinstance(result, Sweep):
        assert result.time <= hit.time
    if name in ("point", "aabb"):
        assert hit.time == 0.0
        along = hit.delta.x * hit.normal.x + hit.delta.y * hit.normal.y
        across = hit.delta.x * hit.normal.y - hit.delta.y * hit.normal.x
        assert along > 0 and across == 0


@settings(max_examples=100, deadline=None)
@given(
    named_case=tagged(
        point=S.box_point_pairs,
        aabb=S.box_pairs,
        sweep=S.sweep_cases,
        sweep_into=S.sweep_into_cases,
    )
)
def test_generic_functions_dispatch_to_the_methods(named_case):
    """``overlaps``, ``intersect``, ``sweep`` and ``sweep_into`` on scalar shapes
    give exactly the method's result (the first argument is the collider);
    ``overlaps`` is symmetric between a point and a box."""
    import collide2d

    name, case = named_case
    if name == "point":
        box, point = case
        collider = aabb(box)
        method = collider.intersect_point(point)
        assert collide2d.intersect(collider, Vec2(*point)) == method
        assert collide2d.intersect(collider, point) == method
        assert collide2d.overlaps(collider, point) is (method is not None)
        assert collide2d.overlaps(point, collider) is (method is not None)
    elif name == "aabb":
        box, other = case
        collider, moving = aabb(box), aabb(other)
        method = collider.intersect_aabb(moving)
        assert collide2d.intersect(collider, moving) == method
        assert collide2d.overlaps(collider, moving) is collider.overlaps_aabb(moving)
        assert collide2d.overlaps(moving, collider) is moving.overlaps_aabb(collider)
    elif name == "sweep":
        box, other, delta = case
        collider, moving = aabb(box), aabb(other)
        assert collide2d.sweep(collider, moving, delta) == collider.sweep_aabb(moving, delta)
    else:
        body, collider_boxes, delta = case
        colliders = [aabb(c) for c in collider_boxes]
        got = collide2d.sweep_into(aabb(body), colliders, delta)
        expected = aabb(body).sweep_into(colliders, delta)
        assert got == expected
        if expected.hit is not None:
            assert got.hit.collider is expected.hit.collider


def test_sweep_into_propagates_an_error_raised_by_the_colliders_iterable():
    """An exception from the iterable surfaces unchanged (no crash, no result)."""
    wall = AABB((6.0, 0.0), (1.0, 4.0))

    def colliders():
        yield wall
        raise RuntimeError("level data is broken")

    with pytest.raises(RuntimeError, match="level data is broken"):
        AABB((0.0, 0.0), (1.0, 1.0)).sweep_into(colliders(), (16.0, 0.0))
