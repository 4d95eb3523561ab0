"""The scalar C API against the pure-Python oracle, and invariants of the results.

Two kinds of properties:

* agreement: for every scalar method, the C result equals ``collide2d.oracle``
  bit for bit (floats are compared by their bytes, so ``-0.0`` vs ``0.0`` and
  NaN payloads count as differences);
* invariants that hold whatever the implementation: translation by powers of
  two, scaling by powers of two, swapping the two boxes, resolving an overlap,
  sweeps that stop short, ``overlap_interval`` against sampled overlap tests,
  never NaN, inputs untouched.  Those that rely on exact arithmetic run on
  quarter-step coordinates (see ``strategies.py``); the others on any floats.

Mapping oracle <-> API: oracle boxes are tuples ``(cx, cy, hx, hy)``, the API
takes ``AABB((cx, cy), (hx, hy))``; ``oracle.sweep_into_aabb`` returns
``(sweep, index)``, the API a ``Sweep`` whose ``hit.collider`` is the collider
object itself.
"""

from __future__ import annotations

import struct

from collide2d import AABB, Hit, Sweep, Vec2, oracle
from hypothesis import given, settings
from hypothesis import strategies as st

import strategies as S

# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def float_bits(value: float) -> bytes:
    return struct.pack("<d", value)


def assert_same_float(got, expected, what: str = "value") -> None:
    """``got`` is a float with exactly the bits of ``expected`` (sign of zero included)."""
    assert isinstance(got, float), f"{what}: expected a float, got {type(got).__name__}"
    assert float_bits(got) == float_bits(expected), (
        f"{what}: got {got!r} ({got.hex()}), expected {expected!r} ({expected.hex()})"
    )


def assert_same_vec(got, expected, what: str) -> None:
    assert isinstance(got, Vec2), f"{what}: expected a Vec2, got {type(got).__name__}"
    assert_same_float(got.x, expected[0], what + ".x")
    assert_same_float(got.y, expected[1], what + ".y")


def assert_same_hit(got, expected, collider, what: str = "hit") -> None:
    """C ``Hit`` (or None) equals the oracle's, with ``collider`` as the very object."""
    if expected is None:
        assert got is None, f"{what}: expected no hit, got {got!r}"
        return
    assert isinstance(got, Hit), f"{what}: expected a Hit, got {got!r}"
    assert got.collider is collider, f"{what}.collider: got {got.collider!r}"
    assert_same_vec(got.pos, expected.pos, what + ".pos")
    assert_same_vec(got.delta, expected.delta, what + ".delta")
    assert_same_vec(got.normal, expected.normal, what + ".normal")
    assert_same_float(got.time, expected.time, what + ".time")


def assert_same_sweep(got, expected, collider, what: str = "sweep") -> None:
    assert isinstance(got, Sweep), f"{what}: expected a Sweep, got {got!r}"
    assert_same_hit(got.hit, expected.hit, collider, what + ".hit")
    assert_same_vec(got.pos, expected.pos, what + ".pos")
    assert_same_float(got.time, expected.time, what + ".time")
    assert got.started_overlapping is expected.started_overlapping, (
        f"{what}.started_overlapping: got {got.started_overlapping!r}"
    )


def assert_same_interval(got, expected) -> None:
    if expected is None:
        assert got is None, f"expected no overlap, got {got!r}"
        return
    assert isinstance(got, tuple) and len(got) == 2, f"expected (first, last), got {got!r}"
    assert_same_float(got[0], expected[0], "first")
    assert_same_float(got[1], expected[1], "last")


def aabb(box) -> AABB:
    """The API box for an oracle box tuple."""
    return AABB((box[0], box[1]), (box[2], box[3]))


def box_tuple(box: AABB):
    return (box.pos.x, box.pos.y, box.half.x, box.half.y)


def translate(box, tx: float, ty: float):
    return (box[0] + tx, box[1] + ty, box[2], box[3])


# How a 2-vector argument is passed: every form the API documents.
vec_forms = st.sampled_from([tuple, list, lambda v: Vec2(*v)])


def hit_floats(hit):
    return [hit.pos.x, hit.pos.y, hit.delta.x, hit.delta.y, hit.normal.x, hit.normal.y, hit.time]


def sweep_floats(sweep):
    values = [sweep.pos.x, sweep.pos.y, sweep.time]
    if sweep.hit is not None:
        values += hit_floats(sweep.hit)
    return values


# Quarter-step cases mixed in with the general ones, so that exact ties and
# touching are well represented in the agreement tests too.
any_box_point = st.one_of(S.box_point_pairs, S.quarter_box_point_pairs)
any_box_pair = st.one_of(S.box_pairs, S.quarter_box_pairs)
any_segment = st.one_of(S.segment_cases, S.quarter_segment_cases)
any_sweep = st.one_of(S.sweep_cases, S.quarter_sweep_cases)
any_sweep_into = st.one_of(S.sweep_into_cases, S.quarter_sweep_into_cases)
any_interval = st.one_of(S.interval_cases, S.quarter_interval_cases)

# Powers of two for translations: coordinates stay multiples of 1/4 below 2**32,
# so every sum and difference the tests make is exact.
power_of_two_offsets = st.builds(
    lambda k, sign: sign * 2.0**k, st.integers(0, 30), st.sampled_from([1.0, -1.0])
)

# --------------------------------------------------------------------------
# C == oracle, bit for bit
# --------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(case=any_box_point, form=vec_forms)
def test_intersect_point_matches_oracle_bitwise(case, form):
    """``AABB.intersect_point`` equals ``oracle.intersect_aabb_point`` bit for bit,
    whatever form the point is passed in."""
    box, point = case
    collider = aabb(box)
    got = collider.intersect_point(form(point))
    assert_same_hit(got, oracle.intersect_aabb_point(box, point), collider)


@settings(max_examples=200, deadline=None)
@given(case=any_segment, form=vec_forms)
def test_intersect_segment_matches_oracle_bitwise(case, form):
    """``AABB.intersect_segment`` (with paddings) equals
    ``oracle.intersect_aabb_segment`` bit for bit, including the flat-slab
    cases of +0.0, -0.0 and subnormal motion components."""
    box, pos, delta, pad_x, pad_y = case
    collider = aabb(box)
    got = collider.intersect_segment(form(pos), form(delta), pad_x, pad_y)
    expected = oracle.intersect_aabb_segment(box, pos, delta, pad_x, pad_y)
    assert_same_hit(got, expected, collider)


@settings(max_examples=100, deadline=None)
@given(case=any_segment)
def test_intersect_segment_paddings_default_to_zero_and_accept_keywords(case):
    """Omitted paddings are 0.0, and paddings may be passed by keyword."""
    box, pos, delta, pad_x, pad_y = case
    collider = aabb(box)
    assert_same_hit(
        collider.intersect_segment(pos, delta),
        oracle.intersect_aabb_segment(box, pos, delta, 0.0, 0.0),
        collider,
    )
    assert_same_hit(
        collider.intersect_segment(pos, delta, padding_y=pad_y, padding_x=pad_x),
        oracle.intersect_aabb_segment(box, pos, delta, pad_x, pad_y),
        collider,
    )


@settings(max_examples=200, deadline=None)
@given(case=any_box_pair)
def test_intersect_aabb_matches_oracle_bitwise(case):
    """``AABB.intersect_aabb`` equals ``oracle.intersect_aabb_aabb`` bit for bit."""
    box, other = case
    collider = aabb(box)
    got = collider.intersect_aabb(aabb(other))
    assert_same_hit(got, oracle.intersect_aabb_aabb(box, other), collider)


@settings(max_examples=200, deadline=None)
@given(case=any_box_pair)
def test_overlaps_aabb_matches_oracle_and_intersect_aabb(case):
    """``overlaps_aabb`` equals ``oracle.overlaps_aabb_aabb`` and is exactly
    ``intersect_aabb(other) is not None`` (same arithmetic)."""
    box, other = case
    collider, moving = aabb(box), aabb(other)
    got = collider.overlaps_aabb(moving)
    assert got is oracle.overlaps_aabb_aabb(box, other)
    assert got is (collider.intersect_aabb(moving) is not None)


@settings(max_examples=200, deadline=None)
@given(case=any_sweep, form=vec_forms)
def test_sweep_aabb_matches_oracle_bitwise(case, form):
    """``AABB.sweep_aabb`` equals ``oracle.sweep_aabb_aabb`` bit for bit,
    ``started_overlapping`` included."""
    box, other, delta = case
    collider = aabb(box)
    got = collider.sweep_aabb(aabb(other), form(delta))
    assert_same_sweep(got, oracle.sweep_aabb_aabb(box, other, delta), collider)


@settings(max_examples=200, deadline=None)
@given(case=any_sweep_into, form=vec_forms)
def test_sweep_into_matches_oracle_bitwise(case, form):
    """``AABB.sweep_into`` equals ``oracle.sweep_into_aabb`` bit for bit, and
    ``hit.collider`` is the very collider object the oracle's index names
    (colliders repeat, so ties must keep the first)."""
    body, collider_boxes, delta = case
    colliders = [aabb(c) for c in collider_boxes]
    got = aabb(body).sweep_into(colliders, form(delta))
    expected, index = oracle.sweep_into_aabb(body, collider_boxes, delta)
    assert_same_sweep(got, expected, colliders[index] if index >= 0 else None)


@settings(max_examples=100, deadline=None)
@given(case=any_sweep_into)
def test_sweep_into_accepts_any_iterable_of_colliders(case):
    """``sweep_into`` takes any iterable: a generator and a tuple give the same
    sweep as the oracle, naming the same collider object."""
    body, collider_boxes, delta = case
    colliders = tuple(aabb(c) for c in collider_boxes)
    expected, index = oracle.sweep_into_aabb(body, collider_boxes, delta)
    hit_collider = colliders[index] if index >= 0 else None
    assert_same_sweep(aabb(body).sweep_into(iter(colliders), delta), expected, hit_collider)
    assert_same_sweep(aabb(body).sweep_into(colliders, delta), expected, hit_collider)


@settings(max_examples=200, deadline=None)
@given(case=any_interval, form=vec_forms)
def test_overlap_interval_matches_oracle_bitwise(case, form):
    """``AABB.overlap_interval`` equals ``oracle.overlap_interval_aabb_aabb`` bit for bit."""
    box, other, delta, other_delta = case
    got = aabb(box).overlap_interval(aabb(other), form(delta), form(other_delta))
    assert_same_interval(got, oracle.overlap_interval_aabb_aabb(box, other, delta, other_delta))


