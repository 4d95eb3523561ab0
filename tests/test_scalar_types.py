"""The scalar value types Vec2, AABB, Hit and Sweep (docs/api.md, "Scalar types").

Construction and coercion, attributes, immutability, equality and hashing,
pickling, round-tripping repr, the buffer protocol, Vec2 arithmetic,
docstrings and text signatures, and bad input (a clear exception naming the
argument, never a wrong answer).
"""

from __future__ import annotations

import copy
import math
import pickle
import struct

import collide2d
import numpy as np
import pytest
from collide2d import AABB, Hit, Sweep, Vec2
from hypothesis import given, settings
from hypothesis import strategies as st

import strategies as S

NAMESPACE = vars(collide2d)


def bits(value: float) -> bytes:
    return struct.pack("<d", value)


def same_bits(a: Vec2, b) -> bool:
    return bits(a[0]) == bits(b[0]) and bits(a[1]) == bits(b[1])


def name_pattern(argument: str) -> str:
    """A regex matching the argument's name as a whole word in a message."""
    return rf"\b{argument}\b"


def sample_hit() -> Hit:
    box = AABB((1.0, 2.0), (3.0, 4.0))
    return Hit(box, (4.0, 2.5), (0.5, -0.0), (1.0, 0.0), 0.0)


def sample_sweep() -> Sweep:
    box = AABB((0.0, 0.0), (4.0, 16.0))
    hit = Hit(box, (-4.0, 0.0), (-22.0, -0.0), (-1.0, 0.0), 0.3125)
    return Sweep(hit, (-6.0000003, 0.0), 0.31249999, False)


# --------------------------------------------------------------------------
# Construction and attributes
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "x, y",
    [
        (1.5, -2.25),
        (3, -4),
        (np.float64(1.5), np.float32(-2.25)),
        (np.int64(3), np.int32(-4)),
        (True, False),
    ],
)
def test_vec2_converts_numbers_like_float(x, y):
    """Vec2 stores float(x), float(y) for Python and numpy numbers alike."""
    v = Vec2(x, y)
    assert isinstance(v.x, float) and isinstance(v.y, float)
    assert v.x == float(x) and v.y == float(y)


def test_vec2_keeps_the_sign_of_zero():
    v = Vec2(-0.0, 0.0)
    assert bits(v.x) == bits(-0.0) and bits(v.y) == bits(0.0)


@pytest.mark.parametrize(
    "pos, half",
    [
        (Vec2(1.0, 2.0), Vec2(3.0, 4.0)),
        ((1.0, 2.0), (3.0, 4.0)),
        ([1, 2], [3, 4]),
        (np.array([1.0, 2.0]), np.array([3, 4], dtype=np.int32)),
        ((np.float32(1.0), np.int64(2)), [np.float64(3.0), 4]),
    ],
)
def test_aabb_accepts_vec2_tuples_lists_and_numpy(pos, half):
    """AABB(pos, half) takes a Vec2 or any 2-sequence of numbers for each."""
    box = AABB(pos, half)
    assert box.pos == Vec2(1.0, 2.0) and isinstance(box.pos, Vec2)
    assert box.half == Vec2(3.0, 4.0) and isinstance(box.half, Vec2)
    assert box == AABB(Vec2(1.0, 2.0), Vec2(3.0, 4.0))


def test_aabb_accepts_keyword_arguments():
    assert AABB(pos=(1.0, 2.0), half=(3.0, 4.0)) == AABB((1.0, 2.0), (3.0, 4.0))


def test_aabb_min_max_and_bounds():
    """Centre (1, 2), half (3, 4): corners (-2, -2) and (4, 6)."""
    box = AABB((1.0, 2.0), (3.0, 4.0))
    assert isinstance(box.min, Vec2) and isinstance(box.max, Vec2)
    assert box.min == Vec2(-2.0, -2.0)
    assert box.max == Vec2(4.0, 6.0)
    assert type(box.bounds) is tuple
    assert box.bounds == (-2.0, -2.0, 4.0, 6.0)
    assert all(type(v) is float for v in box.bounds)


def test_aabb_from_bounds():
    """Bounds (-1, -2, 3, 6): centre ((-1 + 3) / 2, (-2 + 6) / 2) = (1, 2),
    half ((3 + 1) / 2, (6 + 2) / 2) = (2, 4)."""
    box = AABB.from_bounds(-1.0, -2.0, 3.0, 6.0)
    assert isinstance(box, AABB)
    assert box == AABB((1.0, 2.0), (2.0, 4.0))
    assert box.bounds == (-1.0, -2.0, 3.0, 6.0)
    assert AABB.from_bounds(5, 5, 5, 5) == AABB((5.0, 5.0), (0.0, 0.0))


def test_aabb_from_rect_uses_the_top_left_corner_and_size():
    """pygame/Tiled/MDN rect x 10, y 20, w 4, h 6: centre (12, 23), half (2, 3)."""
    box = AABB.from_rect(10, 20, 4, 6)
    assert box == AABB((12.0, 23.0), (2.0, 3.0))
    assert box.bounds == (10.0, 20.0, 14.0, 26.0)
    assert AABB.from_rect(1.0, 1.0, 0.0, 0.0) == AABB((1.0, 1.0), (0.0, 0.0))


@settings(max_examples=100, deadline=None)
@given(box=S.quarter_boxes)
def test_from_bounds_of_bounds_is_the_same_box(box):
    """Round trip through bounds on quarter steps (exact): from_bounds(*b.bounds) == b."""
    b = AABB((box[0], box[1]), (box[2], box[3]))
    assert AABB.from_bounds(*b.bounds) == b
    lo, hi = b.min, b.max
    assert AABB.from_rect(lo.x, lo.y, hi.x - lo.x, hi.y - lo.y) == b


def test_hit_fields():
    box = AABB((1.0, 2.0), (3.0, 4.0))
    hit = Hit(box, [4, 2.5], (0.5, 0), Vec2(1, 0), 0)
    assert hit.collider is box
    assert hit.pos == Vec2(4.0, 2.5) and isinstance(hit.pos, Vec2)
    assert hit.delta == Vec2(0.5, 0.0) and isinstance(hit.delta, Vec2)
    assert hit.normal == Vec2(1.0, 0.0) and isinstance(hit.normal, Vec2)
    assert hit.time == 0.0 and isinstance(hit.time, float)
    assert Hit(7, (0, 0), (0, 0), (0, 1), 0.5).collider == 7  # a row index


def test_sweep_fields_and_default_flag():
    hit = sample_hit()
    sweep = Sweep(hit, (1, 2), 0.5)
    assert sweep.hit is hit
    assert sweep.pos == Vec2(1.0, 2.0) and isinstance(sweep.pos, Vec2)
    assert sweep.time == 0.5 and isinstance(sweep.time, float)
    assert sweep.started_overlapping is False
    assert Sweep(hit, (1, 2), 0.0, True).started_overlapping is True
    assert Sweep(None, (3, 4), 1.0).hit is None


# --------------------------------------------------------------------------
# Immutability, equality, hashing
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "obj, attribute",
    [
        (Vec2(1.0, 2.0), "x"),
        (Vec2(1.0, 2.0), "y"),
        (AABB((0, 0), (1, 1)), "pos"),
        (AABB((0, 0), (1, 1)), "half"),
        (sample_hit(), "collider"),
        (sample_hit(), "pos"),
        (sample_hit(), "time"),
        (sample_sweep(), "hit"),
        (sample_sweep(), "pos"),
        (sample_sweep(), "time"),
        (sample_sweep(), "started_overlapping"),
    ],
)
def test_values_are_immutable(obj, attribute):
    """Setting or deleting a field raises AttributeError and changes nothing."""
    before = copy.copy(obj)
    with pytest.raises(AttributeError):
        setattr(obj, attribute, getattr(obj, attribute))
    with pytest.raises(AttributeError):
        delattr(obj, attribute)
    with pytest.raises(AttributeError):
        obj.new_attribute = 1
    assert obj == before


def test_vec2_equals_vec2_and_any_two_sequence():
    v = Vec2(1.0, 2.0)
    assert v == Vec2(1, 2)
    assert v == (1.0, 2.0) and (1.0, 2.0) == v
    assert v == [1, 2]
    assert v != (1.0, 2.5) and v != Vec2(2.0, 1.0)
    assert v != (1.0, 2.0, 3.0)
    assert v != "ab" and v != 3 and v is not None


def test_equality_compares_every_field():
    box = AABB((1.0, 2.0), (3.0, 4.0))
    assert box == AABB((1.0, 2.0), (3.0, 4.0))
    assert box != AABB((1.0, 2.0), (3.0, 4.5))
    assert box != AABB((1.0, 2.5), (3.0, 4.0))
    hit = sample_hit()
    assert hit == sample_hit()
    other_box = AABB((1.0, 2.0), (3.0, 4.0))
    assert hit == Hit(other_box, hit.pos, hit.delta, hit.normal, hit.time)
    assert hit != Hit(AABB((0, 0), (1, 1)), hit.pos, hit.delta, hit.normal, hit.time)
    assert hit != Hit(hit.collider, hit.pos, hit.delta, hit.normal, 0.5)
    assert hit != Hit(hit.collider, hit.pos, hit.delta, (0.0, 1.0), hit.time)
    sweep = sample_sweep()
    assert sweep == sample_sweep()
    assert sweep != Sweep(sweep.hit, sweep.pos, sweep.time, True)
    assert sweep != Sweep(None, sweep.pos, 1.0, False)
    assert sweep != Sweep(sweep.hit, (0.0, 0.0), sweep.time, False)


def test_vec2_hashes_like_the_tuple():
    for x, y in [(1.0, 2.0), (0.0, -0.0), (-3.5, 1e300), (2.0**200, -(2.0**-1074))]:
        assert hash(Vec2(x, y)) == hash((x, y))
    assert len({Vec2(1, 2), (1.0, 2.0), Vec2(1.0, 2.0)}) == 1


_small_floats = st.sampled_from([0.0, -0.0, 1.0, 1.5, -2.0])


@settings(max_examples=100, deadline=None)
@given(a=st.tuples(*[_small_floats] * 4), b=st.tuples(*[_small_floats] * 4))
def test_equal_values_have_equal_hashes(a, b):
    """For Vec2, AABB (half sizes made non-negative), Hit and Sweep:
    a == b implies hash(a) == hash(b); equality follows the fields' ==."""
    va, vb = Vec2(a[0], a[1]), Vec2(b[0], b[1])
    assert (va == vb) == ((a[0], a[1]) == (b[0], b[1]))
    if va == vb:
        assert hash(va) == hash(vb)
    ba = AABB((a[0], a[1]), (abs(a[2]), abs(a[3])))
    bb = AABB((b[0], b[1]), (abs(b[2]), abs(b[3])))
    assert (ba == bb) == ((a[0], a[1], abs(a[2]), abs(a[3])) == (b[0], b[1], abs(b[2]), abs(b[3])))
    if ba == bb:
        assert hash(ba) == hash(bb)
    # Times in [0, 1] (Hit and Sweep refuse others): 0, 0.5, 0.75 or 1.
    ta, tb = abs(a[2]) / 2, abs(b[2]) / 2
    ha, hb = Hit(ba, va, va, (0, 1), ta), Hit(bb, vb, vb, (0, 1), tb)
    if ha == hb:
        assert hash(ha) == hash(hb)
    sa, sb = Sweep(ha, va, abs(a[3]) / 2), Sweep(hb, vb, abs(b[3]) / 2)
    if sa == sb:
        assert hash(sa) == hash(sb)
    assert (sa == sb) == (ha == hb and va == vb and abs(a[3]) == abs(b[3]))


def test_values_work_as_dict_keys_and_set_members():
    a, b = AABB((0, 0), (1, 1)), AABB((0.0, 0.0), (1.0, 1.0))
    assert {a: "x"}[b] == "x"
    assert len({sample_hit(), sample_hit()}) == 1
    assert len({sample_sweep(), sample_sweep()}) == 1


# --------------------------------------------------------------------------
# Pickle, repr, copy
# --------------------------------------------------------------------------


ALL_SAMPLES = [
    Vec2(1.0, -2.5),
    Vec2(-0.0, 2.0**200),
    AABB((1.0, 2.0), (3.0, 4.0)),
    AABB((-0.0, 5e-324), (0.0, -0.0)),
    collide2d.OBB((1.0, 2.0), (3.0, 4.0), 0.5),
    collide2d.OBB((-0.0, 5e-324), (0.0, -0.0), -0.0),
    collide2d.Capsule((1.0, 2.0), (3.0, 4.0), 0.5),
    collide2d.Capsule((-0.0, 5e-324), (0.0, -0.0), -0.0),
    sample_hit(),
    Hit(3, (0.1, 0.2), (0.0, 0.0), (0.0, -1.0), 0.7),
    sample_sweep(),
    Sweep(None, (1.0, 2.0), 1.0),
    Sweep(sample_hit(), (1.0, 2.0), 0.0, True),
]


@pytest.mark.parametrize("obj", ALL_SAMPLES, ids=repr)
@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_pickle_round_trip(obj, protocol):
    back = pickle.loads(pickle.dumps(obj, protocol))
    assert type(back) is type(obj)
    assert back == obj
    assert repr(back) == repr(obj)


@pytest.mark.parametrize("obj", ALL_SAMPLES, ids=repr)
def test_repr_round_trips_through_eval(obj):
    """eval(repr(x)) in the collide2d namespace gives an equal value with the
    same repr (so the same bits, -0.0 included)."""
    back = eval(repr(obj), NAMESPACE)
    assert type(back) is type(obj)
    assert back == obj
    assert repr(back) == repr(obj)


def test_repr_matches_the_documented_form():
    assert repr(Vec2(1.0, 2.0)) == "Vec2(1.0, 2.0)"
    assert repr(AABB((0.0, 0.0), (1.0, 1.0))) == "AABB(Vec2(0.0, 0.0), Vec2(1.0, 1.0))"


@settings(max_examples=100, deadline=None)
@given(box=S.boxes)
def test_repr_and_pickle_round_trip_keep_every_bit(box):
    """For any valid box (subnormals, -0.0, 2**200) repr and pickle preserve
    every bit of every field."""
    b = AABB((box[0], box[1]), (box[2], box[3]))
    for back in (eval(repr(b), NAMESPACE), pickle.loads(pickle.dumps(b))):
        assert same_bits(back.pos, box[:2]) and same_bits(back.half, box[2:])


def test_copy_and_deepcopy_give_equal_values():
    for obj in ALL_SAMPLES:
        assert copy.copy(obj) == obj
        assert copy.deepcopy(obj) == obj


# --------------------------------------------------------------------------
# Sequence behaviour and buffer protocol
# --------------------------------------------------------------------------


def test_vec2_unpacks_and_indexes_like_a_tuple():
    v = Vec2(3.0, -4.0)
    x, y = v
    assert (x, y) == (3.0, -4.0)
    assert len(v) == 2
    assert v[0] == 3.0 and v[1] == -4.0
    assert v[-1] == -4.0
    assert list(v) == [3.0, -4.0]
    assert tuple(v) == (3.0, -4.0)
    with pytest.raises(IndexError):
        v[2]


def test_vec2_exports_a_read_only_float64_buffer():
    v = Vec2(3.0, -4.0)
    array = np.asarray(v)
    assert array.dtype == np.float64 and array.shape == (2,)
    assert array.tolist() == [3.0, -4.0]
    view = memoryview(v)
    assert view.readonly
    assert view.format == "d" and view.shape == (2,)
    with pytest.raises((TypeError, ValueError)):
        array[0] = 7.0
    assert v == (3.0, -4.0)


def test_aabb_exports_its_row_as_a_read_only_buffer():
    """The buffer is the (4,) float64 row (cx, cy, hx, hy)."""
    box = AABB((1.0, 2.0), (3.0, 4.0))
    array = np.asarray(box)
    assert array.dtype == np.float64 and array.shape == (4,)
    assert array.tolist() == [1.0, 2.0, 3.0, 4.0]
    assert memoryview(box).readonly
    assert np.array_equal(np.array([box, box]), [[1.0, 2.0, 3.0, 4.0]] * 2)


# --------------------------------------------------------------------------
# Vec2 arithmetic
# --------------------------------------------------------------------------


def test_vec2_arithmetic_with_vec2_and_tuples():
    v = Vec2(1.0, 2.0)
    assert v + Vec2(3.0, 4.0) == Vec2(4.0, 6.0)
    assert v + (3, 4) == Vec2(4.0, 6.0)
    assert (3, 4) + v == Vec2(4.0, 6.0)
    assert v - (3, 5) == Vec2(-2.0, -3.0)
    assert (3, 5) - v == Vec2(2.0, 3.0)
    assert v * 2 == Vec2(2.0, 4.0)
    assert 2 * v == Vec2(2.0, 4.0)
    assert v / 4 == Vec2(0.25, 0.5)
    assert -v == Vec2(-1.0, -2.0)
    assert abs(Vec2(3.0, -4.0)) == 5.0
    for result in (v + (3, 4), (3, 4) + v, v - (3, 5), v * 2, v / 4, -v):
        assert isinstance(result, Vec2)


_arith = st.one_of(
    st.floats(-1e6, 1e6), st.integers(-1000, 1000).map(float), st.sampled_from([0.0, -0.0])
)


@settings(max_examples=100, deadline=None)
@given(a=st.tuples(_arith, _arith), b=st.tuples(_arith, _arith),
       k=st.floats(-1e3, 1e3).filter(lambda k: k != 0))
def test_vec2_arithmetic_is_componentwise_float_arithmetic(a, b, k):
    """Each operation equals the float operation on each component, bit for bit."""
    va, vb = Vec2(*a), Vec2(*b)
    assert same_bits(va + vb, (a[0] + b[0], a[1] + b[1]))
    assert same_bits(va - vb, (a[0] - b[0], a[1] - b[1]))
    assert same_bits(va - b, (a[0] - b[0], a[1] - b[1]))
    assert same_bits(va * k, (a[0] * k, a[1] * k))
    assert same_bits(k * va, (k * a[0], k * a[1]))
    assert same_bits(va / k, (a[0] / k, a[1] / k))
    assert same_bits(-va, (-a[0], -a[1]))
    assert math.isclose(abs(va), math.hypot(*a), rel_tol=4e-16)


def test_vec2_arithmetic_with_unsupported_operands_raises_type_error():
    v = Vec2(1.0, 2.0)
    with pytest.raises(TypeError):
        v + 1
    with pytest.raises(TypeError):
        v * "a"
    with pytest.raises(TypeError):
        v * v
    with pytest.raises(TypeError):
        v + (1.0, 2.0, 3.0)


def test_vec2_division_by_zero_raises():
    with pytest.raises(ZeroDivisionError):
        Vec2(1.0, 2.0) / 0


