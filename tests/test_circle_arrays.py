"""The array twins of issue 3 (docs/circles-and-lines.md section 7): batch == scalar.

Every batch method of CircleArray, SegmentArray and the new AABBArray methods
equals the loop of the scalar calls bit for bit (float bits, hit masks, and on
rows without a hit the fill values of docs/api.md: ``delta = normal = (0, 0)``,
``time = 1``, ``pos`` = the other shape's end position, ``collider = -1``).
Data: near cases where ties are exact (touching, tangent, zero radius,
zero-length segments, -0.0), sometimes scaled to huge (~2**198) or subnormal
values, mixed with free rows (tests/circle_strategies.py). The receiver or one
argument is often a single broadcast row, in any accepted form.

Also: overlaps_* == the generic ``collide2d.overlaps`` row by row, ``out=``,
sweep_into over mixed colliders numbered boxes first, N = 0 and 1, views,
Fortran order, integer and list inputs, the container behaviour of
CircleArray / SegmentArray, and the thread split of large calls.
"""

from __future__ import annotations

import pickle

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import collide2d
from collide2d import (
    AABBArray,
    Circle,
    CircleArray,
    Segment,
    SegmentArray,
    circle_line_points,
    line_intersection,
)

from batch_checks import (
    assert_bits_equal,
    check_hit_array,
    check_hit_items,
    check_interval_array,
    check_sweep_array,
    check_sweep_items,
)
from circle_strategies import (
    METHODS,
    SCALAR,
    VARIANTS,
    aabb,
    array_type,
    batch_call,
    call,
    circle,
    receiver_index,
    segment,
    sweep_into_call,
    valid_call,
    valid_sweep_into,
    variant_id,
    vec,
)

PROPERTY = settings(max_examples=20, deadline=None)

KIND_CODES = {"none": 0, "point": 1, "overlap": 2, "parallel": 3}


# --------------------------------------------------------------------------
# The scalar reference: one call per row
# --------------------------------------------------------------------------


def scalar_loop(method, kwargs, receiver_rows, arg_rows):
    """The scalar results of ``method`` row by row (arguments as full rows)."""
    kind, specs, _ = METHODS[method]
    name = method.split(".")[1]
    out = []
    for i, r in enumerate(receiver_rows):
        recv = SCALAR[kind](r)
        args = [SCALAR[k](a[i]) for (_, k), a in zip(specs, arg_rows)]
        if name.startswith("overlaps_"):
            out.append(collide2d.overlaps(recv, args[0]))
        elif name == "line_points":
            out.append(circle_line_points(recv, args[0], args[1],
                                          segment=kwargs.get("segment", True)))
        elif name == "intersection":
            if kwargs.get("lines", False):
                out.append(line_intersection(recv.a, recv.b, args[0].a, args[0].b,
                                             segments=False))
            else:
                out.append(recv.intersection(args[0]))
        else:
            out.append(getattr(recv, name)(*args))
    return out


def miss_pos(method, arg_rows):
    """The fill of ``pos`` on rows without a hit: the other shape's end position."""
    _, specs, _ = METHODS[method]
    name = method.split(".")[1]
    if name == "intersect_segment":
        return arg_rows[0] + arg_rows[1]
    if name.startswith("sweep_"):
        return arg_rows[0][:, :2] + arg_rows[1]
    return arg_rows[0][:, :2]


def check_bools(got, expected, what):
    n = len(expected)
    assert isinstance(got, np.ndarray), f"{what}: {type(got).__name__}"
    assert got.dtype == np.bool_ and got.shape == (n,), f"{what}: {got.dtype} {got.shape}"
    assert got.tolist() == [bool(e) for e in expected], (
        f"{what}: {got.tolist()}, scalar says {expected}")


def check_line_points(result, scalar, what="line_points"):
    n = len(scalar)
    count = np.asarray(result.count)
    assert count.dtype == np.int64 and count.shape == (n,), f"{what}.count {count.dtype}"
    assert count.tolist() == [len(s) for s in scalar], f"{what}.count {count.tolist()}"
    points, u = np.asarray(result.points), np.asarray(result.u)
    assert points.dtype == np.float64 and points.shape == (n, 2, 2), points.shape
    assert u.dtype == np.float64 and u.shape == (n, 2), u.shape
    expected_points = np.zeros((n, 2, 2))
    expected_u = np.zeros((n, 2))
    for i, s in enumerate(scalar):
        for k, (p, uk) in enumerate(s):
            expected_points[i, k] = (p[0], p[1])
            expected_u[i, k] = uk
    used = np.arange(2)[None, :] < count[:, None]
    assert_bits_equal(points[used], expected_points[used], what + ".points")
    assert_bits_equal(u[used], expected_u[used], what + ".u")
    assert (points[~used] == 0).all(), f"{what}.points past count are not 0"
    assert (u[~used] == 0).all(), f"{what}.u past count are not 0"


def check_line_intersection(result, scalar, what="intersection"):
    n = len(scalar)
    kind = np.asarray(result.kind)
    assert kind.dtype == np.int64 and kind.shape == (n,), f"{what}.kind {kind.dtype}"
    assert kind.tolist() == [KIND_CODES[s.kind] for s in scalar], (
        f"{what}.kind {kind.tolist()}, scalar {[s.kind for s in scalar]}")
    for field in ("start", "end", "t", "u"):
        expected = np.array([tuple(getattr(s, field)) for s in scalar],
                            dtype=np.float64).reshape(n, 2)
        assert_bits_equal(getattr(result, field), expected, f"{what}.{field}")
    hit = np.asarray(result.hit)
    assert hit.dtype == np.bool_ and hit.shape == (n,)
    assert hit.tolist() == [s.kind in ("point", "overlap") for s in scalar], f"{what}.hit"
    assert [str(k) for k in result.kind_names] == [s.kind for s in scalar], f"{what}.kind_names"


def check_against_scalar(method, kwargs, result, receiver_rows, arg_rows, single):
    """``result`` of ``method`` equals the loop of scalar calls on the full rows."""
    n = len(receiver_rows)
    assert len(result) == n if not isinstance(result, np.ndarray) else result.shape == (n,)
    scalar = scalar_loop(method, kwargs, receiver_rows, arg_rows)
    name = method.split(".")[1]
    index = receiver_index(n, single)
    if name.startswith("overlaps_"):
        check_bools(result, scalar, method)
    elif name.startswith("intersect_"):
        assert isinstance(result, collide2d.HitArray), type(result).__name__
        check_hit_array(result, scalar, miss_pos(method, arg_rows), index, method)
        check_hit_items(result, scalar, index, method)
    elif name.startswith("sweep_"):
        assert isinstance(result, collide2d.SweepArray), type(result).__name__
        check_sweep_array(result, scalar, miss_pos(method, arg_rows), index, method)
        check_sweep_items(result, scalar, index, method)
    elif name == "overlap_interval":
        assert isinstance(result, collide2d.IntervalArray), type(result).__name__
        check_interval_array(result, scalar, method)
    elif name == "line_points":
        check_line_points(result, scalar, method)
    elif name == "intersection":
        check_line_intersection(result, scalar, method)
    else:
        raise AssertionError(method)
    return scalar


def result_arrays(result, prefix=""):
    """Every array of a batch result, by field name."""
    if isinstance(result, np.ndarray):
        return {prefix or "value": result}
    out = {}
    for name in ("hit", "pos", "delta", "normal", "time", "collider", "started_overlapping",
                 "first", "last", "count", "points", "u", "kind", "start", "end", "t"):
        value = getattr(result, name, None)
        if value is None:
            continue
        if isinstance(value, np.ndarray):
            out[prefix + name] = value
        else:
            out.update(result_arrays(value, prefix + name + "."))
    assert out, type(result).__name__
    return out


def assert_same_result(got, expected):
    a, b = result_arrays(got), result_arrays(expected)
    assert a.keys() == b.keys()
    for name, value in b.items():
        if value.dtype == np.float64:
            assert_bits_equal(a[name], value, name)
        else:
            assert a[name].dtype == value.dtype and np.array_equal(a[name], value), name


def hit_mask(result):
    if isinstance(result, np.ndarray):
        return result
    if hasattr(result, "count"):
        return np.asarray(result.count) > 0
    hit = result.hit
    return np.asarray(getattr(hit, "hit", hit))


# --------------------------------------------------------------------------
# The deterministic fixtures are meaningful: hits and misses for every method
# --------------------------------------------------------------------------


@pytest.mark.parametrize("method,kwargs", VARIANTS, ids=[variant_id(v) for v in VARIANTS])
def test_valid_calls_hit_on_some_rows_and_miss_on_others_in_the_scalar_loop(method, kwargs):
    receiver, args = valid_call(method)
    scalar = scalar_loop(method, kwargs, receiver, list(args.values()))
    name = method.split(".")[1]
    if name.startswith("overlaps_"):
        hits = [bool(s) for s in scalar]
    elif name == "line_points":
        hits = [len(s) > 0 for s in scalar]
    elif name == "intersection":
        hits = [s.kind in ("point", "overlap") for s in scalar]
    elif name.startswith("sweep_"):
        hits = [s.hit is not None for s in scalar]
    else:
        hits = [s is not None for s in scalar]
    assert any(hits) and not all(hits), (method, hits)


# --------------------------------------------------------------------------
# The property: batch == loop of scalar calls, bit for bit
# --------------------------------------------------------------------------


# The explicit default modes (segment=True, lines=False) are the {} variants.
PROPERTY_VARIANTS = [v for v in VARIANTS if v[1] not in ({"segment": True}, {"lines": False})]


@pytest.mark.parametrize("method,kwargs", PROPERTY_VARIANTS,
                         ids=[variant_id(v) for v in PROPERTY_VARIANTS])
@PROPERTY
@given(data=st.data())
def test_batch_rows_equal_the_scalar_calls_bit_for_bit(method, kwargs, data):
    kind, specs, case_name = METHODS[method]
    receiver, args, receiver_rows, arg_rows, single = data.draw(
        batch_call(case_name, [kind] + [k for _, k in specs]))
    result = call(method, receiver, args, **kwargs)
    check_against_scalar(method, kwargs, result, receiver_rows, arg_rows, single)


# --------------------------------------------------------------------------
# Broadcasting, N = 0 and N = 1, spelled out per method
# --------------------------------------------------------------------------

ALL = pytest.mark.parametrize("method,kwargs", VARIANTS, ids=[variant_id(v) for v in VARIANTS])


@ALL
def test_full_rows_equal_the_scalar_loop(method, kwargs):
    receiver, args = valid_call(method)
    result = call(method, receiver, args, **kwargs)
    check_against_scalar(method, kwargs, result, receiver, list(args.values()), False)
    assert hit_mask(result).any() and not hit_mask(result).all()


@ALL
def test_a_receiver_of_one_row_broadcasts_against_n_arguments(method, kwargs):
    receiver, args = valid_call(method, n=8, seed=3)
    one = receiver[:1]
    result = call(method, one, args, **kwargs)
    full = np.repeat(one, 8, axis=0)
    check_against_scalar(method, kwargs, result, full, list(args.values()), True)


@ALL
def test_an_argument_of_one_row_broadcasts_against_n_receivers(method, kwargs):
    receiver, args = valid_call(method, n=8, seed=4)
    for name in args:
        passed = dict(args)
        passed[name] = tuple(args[name][0].tolist())
        expanded = dict(args)
        expanded[name] = np.repeat(args[name][:1], 8, axis=0)
        result = call(method, receiver, passed, **kwargs)
        check_against_scalar(method, kwargs, result, receiver, list(expanded.values()), False)
        # a (1, k) array is the same single row
        passed[name] = args[name][:1]
        assert_same_result(call(method, receiver, passed, **kwargs), result)


@ALL
def test_one_row_against_one_row_gives_one_row(method, kwargs):
    receiver, args = valid_call(method, n=1, seed=5)
    result = call(method, receiver, args, **kwargs)
    check_against_scalar(method, kwargs, result, receiver, list(args.values()), False)


@ALL
def test_zero_rows_give_an_empty_result(method, kwargs):
    receiver, args = valid_call(method, n=0)
    result = call(method, receiver, args, **kwargs)
    check_against_scalar(method, kwargs, result, receiver, list(args.values()), False)
    for name, value in result_arrays(result).items():
        assert value.shape[0] == 0, name
    # an empty receiver against single rows is empty too
    _, one = valid_call(method, n=1)
    result = call(method, receiver, {k: v[0] for k, v in one.items()}, **kwargs)
    assert all(v.shape[0] == 0 for v in result_arrays(result).values())


# --------------------------------------------------------------------------
# Layouts: views, Fortran order, integers, lists of scalar shapes
# --------------------------------------------------------------------------


def every_other_row(a):
    base = np.full((2 * len(a) + 1,) + a.shape[1:], np.nan)
    base[1::2] = a
    return base[1::2]


def wider_columns(a):
    base = np.full((len(a), a.shape[1] + 3), np.nan)
    base[:, 1:1 + a.shape[1]] = a
    return base[:, 1:1 + a.shape[1]]


def readonly_copy(a):
    b = a.copy()
    b.flags.writeable = False
    return b


def unaligned_copy(a):
    raw = np.zeros(a.nbytes + 1, dtype=np.uint8)
    b = np.frombuffer(raw.data, dtype=np.float64, count=a.size, offset=1).reshape(a.shape)
    b[...] = a
    return b


LAYOUTS = {
    "read-only": readonly_copy,
    "unaligned": unaligned_copy,
    "big-endian": lambda a: a.astype(">f8"),
    "memoryview": lambda a: memoryview(np.ascontiguousarray(a)),
    "every other row": every_other_row,
    "columns of a wider array": wider_columns,
    "Fortran order": np.asfortranarray,
    "reversed view": lambda a: np.ascontiguousarray(a[::-1])[::-1],
    "float32": lambda a: a.astype(np.float32),
    "nested lists": lambda a: a.tolist(),
}


@ALL
@pytest.mark.parametrize("layout", LAYOUTS)
def test_other_layouts_give_the_results_of_contiguous_float64(method, kwargs, layout):
    receiver, args = valid_call(method)
    expected = call(method, receiver, args, **kwargs)
    make = LAYOUTS[layout]
    got = call(method, array_type(METHODS[method][0])(make(receiver)),
               {k: make(v) for k, v in args.items()}, **kwargs)
    assert_same_result(got, expected)


@ALL
@pytest.mark.parametrize("dtype", [np.int64, np.int32])
def test_integer_inputs_are_converted(method, kwargs, dtype):
    receiver, args = valid_call(method)
    receiver = receiver * 4  # integral values, still valid
    args = {k: v * 4 for k, v in args.items()}
    expected = call(method, receiver, args, **kwargs)
    got = call(method, array_type(METHODS[method][0])(receiver.astype(dtype)),
               {k: v.astype(dtype) for k, v in args.items()}, **kwargs)
    assert_same_result(got, expected)


@ALL
def test_lists_of_scalar_shapes_are_accepted_for_receiver_and_arguments(method, kwargs):
    kind, specs, _ = METHODS[method]
    receiver, args = valid_call(method)
    expected = call(method, receiver, args, **kwargs)
    objects = {name: [SCALAR[k](r) for r in args[name]] if k != "vec" else args[name]
               for name, k in specs}
    got = call(method, array_type(kind)([SCALAR[kind](r) for r in receiver]), objects, **kwargs)
    assert_same_result(got, expected)
    # and array twins as arguments
    twins = {name: array_type(k)(args[name]) if k != "vec" else args[name] for name, k in specs}
    assert_same_result(call(method, receiver, twins, **kwargs), expected)


@pytest.mark.parametrize("method", [m for m in METHODS if ".intersect_" in m or ".sweep_" in m])
def test_a_receiver_of_n_equal_rows_with_zero_stride_is_n_receivers(method):
    """(N, k) rows are N receivers whatever their strides: hit row i says collider i."""
    receiver, args = valid_call(method, n=6)
    repeated = np.repeat(receiver[:1], 6, axis=0)
    zero_stride = np.broadcast_to(receiver[:1], repeated.shape)
    expected = call(method, repeated, args)
    assert_same_result(call(method, zero_stride, args), expected)
    zero_args = {k: np.broadcast_to(v[:1], v.shape) for k, v in args.items()}
    assert_same_result(call(method, receiver, zero_args),
                       call(method, receiver, {k: np.repeat(v[:1], 6, axis=0)
                                               for k, v in args.items()}))


@pytest.mark.parametrize("kind,width", [("circle", 3), ("segment", 4)])
def test_float64_row_views_are_wrapped_without_copying(kind, width):
    base = np.arange(10 * (width + 2), dtype=np.float64).reshape(10, width + 2) / 4
    for rows in (base[::2, :width], base[1:, 1:1 + width], base[:, :width]):
        arr = array_type(kind)(rows)
        assert np.shares_memory(arr.rows, base)
        assert np.array_equal(arr.rows, rows)
        assert np.shares_memory(np.asarray(arr), base)
        assert np.array_equal(np.asarray(arr), rows)


# --------------------------------------------------------------------------
# overlaps_*: out=
# --------------------------------------------------------------------------

OVERLAPS = [m for m in METHODS if ".overlaps_" in m]


@pytest.mark.parametrize("method", OVERLAPS)
def test_overlaps_fill_out_and_return_it(method):
    receiver, args = valid_call(method)
    expected = call(method, receiver, args)
    out = ~expected  # every row must be overwritten
    assert call(method, receiver, args, out=out) is out
    assert np.array_equal(out, expected)
    # converted arguments, and a broadcast receiver of one row
    out = ~expected
    assert call(method, receiver, {k: v.tolist() for k, v in args.items()}, out=out) is out
    assert np.array_equal(out, expected)
    single = call(method, receiver[:1], args)
    out = ~single
    assert call(method, receiver[:1], args, out=out) is out
    assert np.array_equal(out, single) and out.shape == (len(receiver),)


@pytest.mark.parametrize("method", OVERLAPS)
def test_overlaps_out_is_keyword_only_and_of_length_zero_works(method):
    receiver, args = valid_call(method)
    with pytest.raises(TypeError):
        call(method, receiver, list(args.values()) + [np.zeros(len(receiver), dtype=bool)])
    empty_receiver, empty_args = valid_call(method, n=0)
    out = np.zeros(0, dtype=bool)
    assert call(method, empty_receiver, empty_args, out=out) is out


# --------------------------------------------------------------------------
# sweep_into: movers through mixed colliders, numbered boxes first
# --------------------------------------------------------------------------


def scalar_sweep_into(mover, objects, delta):
    s = mover.sweep_into(objects, delta)
    if s.hit is None:
        return s, -1
    rows = [i for i, c in enumerate(objects) if c is s.hit.collider]
    assert len(rows) == 1
    return s, rows[0]


def collider_argument(form, box_rows, circle_rows):
    if form == "AABBArray":
        return AABBArray(box_rows)
    if form == "CircleArray":
        return CircleArray(circle_rows)
    if form == "pair of twins":
        return (AABBArray(box_rows), CircleArray(circle_rows))
    if form == "pair as list":
        return [AABBArray(box_rows), CircleArray(circle_rows)]
    raise AssertionError(form)


def check_sweep_into(mover_kind, movers, delta_rows, box_rows, circle_rows, sweeps, single=False):
    objects = [aabb(b) for b in box_rows] + [circle(c) for c in circle_rows]
    n = len(delta_rows)
    mover_rows = np.repeat(movers, n, axis=0) if single else movers
    scalar, index = [], []
    for m, d in zip(mover_rows, delta_rows):
        s, i = scalar_sweep_into(SCALAR[mover_kind](m), objects, vec(d))
        scalar.append(s)
        index.append(i)
    check_sweep_array(sweeps, scalar, mover_rows[:, :2] + delta_rows, index, "sweep_into")
    check_sweep_items(sweeps, scalar, index, "sweep_into")
    return index


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_sweep_into_rows_equal_scalar_sweep_into_over_boxes_then_circles(mover_kind, data):
    movers, delta_rows, box_rows, circle_rows = data.draw(sweep_into_call(mover_kind))
    forms = ["pair of twins", "pair of twins"]
    if len(circle_rows) == 0:
        forms.append("AABBArray")
    if len(box_rows) == 0:
        forms.append("CircleArray")
    form = data.draw(st.sampled_from(forms))
    sweeps = array_type(mover_kind)(movers).sweep_into(
        collider_argument(form, box_rows, circle_rows), delta_rows)
    check_sweep_into(mover_kind, movers, delta_rows, box_rows, circle_rows, sweeps)


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_with_a_single_delta_or_a_single_mover_broadcasts(mover_kind):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    arr = array_type(mover_kind)(movers)
    one_delta = np.repeat(delta[:1], len(movers), axis=0)
    got = arr.sweep_into((AABBArray(boxes), CircleArray(circles)), tuple(delta[0].tolist()))
    index = check_sweep_into(mover_kind, movers, one_delta, boxes, circles, got)
    got = array_type(mover_kind)(movers[:1]).sweep_into(
        (AABBArray(boxes), CircleArray(circles)), delta)
    check_sweep_into(mover_kind, movers[:1], delta, boxes, circles, got, single=True)
    full = arr.sweep_into((AABBArray(boxes), CircleArray(circles)), delta)
    index = check_sweep_into(mover_kind, movers, delta, boxes, circles, full)
    assert any(i < 0 for i in index) and any(0 <= i < 4 for i in index) and any(
        i >= 4 for i in index), index


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_ties_keep_the_lowest_number_boxes_first(mover_kind):
    """A box and a circle met at the same time (the circle inscribed in the box
    touches the box's face at the same point; t = 7/16 is exact in both the slab
    and the root formula), repeated: the box wins as the lowest number; with two
    equal circles the first circle wins."""
    mover = np.array([[-10.0, 0.0, 1.0] if mover_kind == "circle" else [-10.0, 0.0, 1.0, 1.0]])
    boxes = np.array([[9.0, 9.0, 1.0, 1.0], [0.0, 0.0, 2.0, 2.0], [0.0, 0.0, 2.0, 2.0]])
    circles = np.array([[0.0, 0.0, 2.0], [0.0, 0.0, 2.0]])
    delta = np.array([[16.0, 0.0]])  # contact at t = 7/16 exactly, for both kinds
    arr = array_type(mover_kind)(mover)
    sweeps = arr.sweep_into((AABBArray(boxes), CircleArray(circles)), delta)
    assert check_sweep_into(mover_kind, mover, delta, boxes, circles, sweeps) == [1]
    sweeps = arr.sweep_into((AABBArray(boxes[:1]), CircleArray(circles)), delta)
    assert check_sweep_into(mover_kind, mover, delta, boxes[:1], circles, sweeps) == [1]
    sweeps = arr.sweep_into(CircleArray(circles), delta)
    assert check_sweep_into(mover_kind, mover, delta, boxes[:0], circles, sweeps) == [0]


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_no_colliders_moves_the_whole_way(mover_kind):
    movers, _, _, delta = valid_sweep_into(mover_kind)
    arr = array_type(mover_kind)(movers)
    for colliders in ((AABBArray(np.empty((0, 4))), CircleArray(np.empty((0, 3)))),
                      CircleArray(np.empty((0, 3))), AABBArray(np.empty((0, 4)))):
        sweeps = arr.sweep_into(colliders, delta)
        check_sweep_into(mover_kind, movers, delta, np.empty((0, 4)), np.empty((0, 3)), sweeps)
        assert not np.asarray(sweeps.hit.hit).any()


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_accepts_a_pair_of_plain_arrays_like_a_pair_of_twins(mover_kind):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    arr = array_type(mover_kind)(movers)
    expected = arr.sweep_into((AABBArray(boxes), CircleArray(circles)), delta)
    assert_same_result(arr.sweep_into((AABBArray(boxes), circles), delta), expected)
    assert_same_result(arr.sweep_into((boxes, CircleArray(circles)), delta), expected)
    assert_same_result(arr.sweep_into((boxes, circles), delta), expected)
    assert_same_result(arr.sweep_into((boxes.tolist(), circles.tolist()), delta), expected)


def test_circle_sweep_into_zero_movers():
    _, boxes, circles, _ = valid_sweep_into("circle")
    sweeps = CircleArray(np.empty((0, 3))).sweep_into(
        (AABBArray(boxes), CircleArray(circles)), np.empty((0, 2)))
    assert len(sweeps) == 0 and np.asarray(sweeps.pos).shape == (0, 2)


# --------------------------------------------------------------------------
# Near the number range: huge and tiny values keep batch == scalar
# --------------------------------------------------------------------------


@ALL
@pytest.mark.parametrize("scale", [2.0**190, 2.0**-1070, 2.0**-540])
def test_scaled_fixtures_equal_the_scalar_loop(method, kwargs, scale):
    receiver, args = valid_call(method, n=8, seed=6)
    receiver, args = receiver * scale, {k: v * scale for k, v in args.items()}
    result = call(method, receiver, args, **kwargs)
    check_against_scalar(method, kwargs, result, receiver, list(args.values()), False)


@ALL
def test_signed_zeros_equal_the_scalar_loop(method, kwargs):
    kind, specs, _ = METHODS[method]
    receiver = np.zeros((4, {"circle": 3, "segment": 4, "box": 4}[kind]))
    receiver[1::2] = -0.0
    receiver[2, :2] = 1.0
    args = {}
    for i, (name, k) in enumerate(specs):
        width = {"circle": 3, "segment": 4, "box": 4, "vec": 2}[k]
        a = np.zeros((4, width))
        a[i % 2::2] = -0.0
        a[3] = 0.5
        args[name] = a
    result = call(method, receiver, args, **kwargs)
    check_against_scalar(method, kwargs, result, receiver, list(args.values()), False)


# --------------------------------------------------------------------------
# CircleArray and SegmentArray as containers
# --------------------------------------------------------------------------

CIRCLE_ROWS = np.array([[0.0, 0.0, 1.0], [4.0, -2.0, 0.5], [-3.25, 1.5, 0.0], [8.0, 8.0, 3.0]])
SEGMENT_ROWS = np.array([[0.0, 0.0, 1.0, 1.0], [4.0, -2.0, 4.0, -2.0],
                         [-3.25, 1.5, 0.0, 2.0], [8.0, 8.0, -3.0, 0.25]])
CONTAINERS = {
    "circle": (CircleArray, Circle, CIRCLE_ROWS, lambda c: tuple(c.center) + (c.radius,)),
    "segment": (SegmentArray, Segment, SEGMENT_ROWS, lambda s: tuple(s.a) + tuple(s.b)),
}


@pytest.mark.parametrize("kind", CONTAINERS)
def test_len_indexing_and_iteration(kind):
    cls, scalar_type, rows, row_of = CONTAINERS[kind]
    arr = cls(rows)
    assert len(arr) == 4
    for i in range(4):
        assert type(arr[i]) is scalar_type
        assert row_of(arr[i]) == tuple(rows[i])
        assert arr[i] == SCALAR[kind](rows[i])
    assert row_of(arr[-1]) == tuple(rows[-1])
    assert [row_of(x) for x in arr] == [tuple(r) for r in rows.tolist()]
    with pytest.raises(IndexError):
        arr[4]
    part = arr[1:3]
    assert type(part) is cls and np.array_equal(part.rows, rows[1:3])
    masked = arr[np.array([True, False, False, True])]
    assert type(masked) is cls and np.array_equal(masked.rows, rows[[0, 3]])
    assert np.array_equal(arr[::2].rows, rows[::2])


@pytest.mark.parametrize("kind", CONTAINERS)
def test_repr_pickle_and_asarray(kind):
    cls, _, rows, _ = CONTAINERS[kind]
    arr = cls(rows.copy())
    assert repr(arr).startswith(cls.__name__ + "(")
    again = pickle.loads(pickle.dumps(arr))
    assert type(again) is cls
    assert_bits_equal(again.rows, arr.rows, "pickled rows")
    a = np.asarray(arr)
    assert a.shape == rows.shape and a.dtype == np.float64
    assert np.shares_memory(a, arr.rows) and np.array_equal(a, rows)
    assert arr.rows.dtype == np.float64 and arr.rows.shape == rows.shape
    empty = cls(np.empty((0, rows.shape[1])))
    assert len(empty) == 0 and list(empty) == [] and empty.rows.shape == (0, rows.shape[1])


def test_circle_array_properties_are_views():
    rows = CIRCLE_ROWS.copy()
    arr = CircleArray(rows)
    assert arr.center.shape == (4, 2) and arr.radius.shape == (4,)
    assert np.array_equal(arr.center, rows[:, :2]) and np.array_equal(arr.radius, rows[:, 2])
    assert np.shares_memory(arr.rows, rows)


def test_segment_array_properties_equal_the_scalar_ones_bit_for_bit():
    rows = np.array([[1e20, 0.0, 1.0, -0.0], [0.1, 0.2, 0.3, 0.7], [-0.0, 5.0, 0.0, 5.0],
                     [2.0**200, -(2.0**200), -(2.0**200), 2.0**200]])
    arr = SegmentArray(rows)
    for name in ("a", "b", "delta"):
        value = getattr(arr, name)
        assert value.shape == (4, 2), name
        expected = np.array([tuple(getattr(segment(r), name)) for r in rows])
        assert_bits_equal(value, expected, name)


@pytest.mark.parametrize("kind", CONTAINERS)
def test_a_list_of_scalar_shapes_or_one_shape_builds_the_array(kind):
    cls, _, rows, _ = CONTAINERS[kind]
    arr = cls([SCALAR[kind](r) for r in rows])
    assert arr.rows.dtype == np.float64 and np.array_equal(arr.rows, rows)
    assert np.array_equal(cls(rows.tolist()).rows, rows)
    one = cls(SCALAR[kind](rows[0]))
    assert one.rows.shape == (1, rows.shape[1])
    assert np.array_equal(cls(cls(rows)).rows, rows)


def test_radius_minus_zero_is_accepted_like_the_scalar_circle():
    arr = CircleArray(np.array([[0.0, 0.0, -0.0]]))
    assert arr[0] == Circle((0, 0), -0.0)


def test_line_intersection_kind_codes_and_names():
    a = SegmentArray([[0, 0, 2, 0], [0, 0, 2, 0], [0, 0, 2, 0], [0, 0, 2, 0]])
    others = [[1, -1, 1, 1], [1, 0, 3, 0], [0, 1, 2, 1], [5, -1, 5, 1]]
    r = a.intersection(others)
    assert r.kind.tolist() == [1, 2, 3, 0]
    assert [str(k) for k in r.kind_names] == ["point", "overlap", "parallel", "none"]
    assert r.hit.tolist() == [True, True, False, False]
    assert r.start.tolist() == [[1, 0], [1, 0], [2, 0], [2, 0]]
    assert r.end.tolist() == [[1, 0], [2, 0], [2, 0], [2, 0]]
    # lines: the last pair crosses beyond the segments
    r = a.intersection(others, lines=True)
    assert r.kind.tolist() == [1, 2, 3, 1] and r.t[3].tolist() == [2.5, 2.5]


@pytest.mark.parametrize("lines", [False, True])
def test_line_intersection_array_items_are_the_scalar_results(lines):
    receiver, args = valid_call("SegmentArray.intersection", n=8)
    result = SegmentArray(receiver).intersection(args["others"], lines=lines)
    scalar = scalar_loop("SegmentArray.intersection", {"lines": lines}, receiver, [args["others"]])
    assert len(result) == 8
    assert [result[i] for i in range(8)] == scalar
    assert list(result) == scalar


@pytest.mark.parametrize("segment", [False, True])
def test_circle_points_array_items_are_the_scalar_results(segment):
    receiver, args = valid_call("CircleArray.line_points", n=8)
    result = CircleArray(receiver).line_points(args["p1"], args["p2"], segment=segment)
    scalar = scalar_loop("CircleArray.line_points", {"segment": segment}, receiver,
                         [args["p1"], args["p2"]])
    assert len(result) == 8
    assert [tuple(result[i]) for i in range(8)] == [tuple(s) for s in scalar]


def test_line_points_hand_example():
    arr = CircleArray([[0, 0, 1], [0, 0, 1], [0, 0, 1], [0, 0, 1]])
    p1 = [[-2, 0], [-2, 1], [-2, 2], [-2, 0]]
    p2 = [[2, 0], [2, 1], [2, 2], [-1.5, 0]]
    r = arr.line_points(p1, p2)
    assert r.count.tolist() == [2, 1, 0, 0]
    assert r.points[0].tolist() == [[-1, 0], [1, 0]] and r.u[0].tolist() == [0.25, 0.75]
    assert r.points[1].tolist() == [[0, 1], [0, 0]] and r.u[1].tolist() == [0.5, 0]
    r = arr.line_points(p1, p2, segment=False)
    assert r.count.tolist() == [2, 1, 0, 2] and r.u[3].tolist() == [2.0, 6.0]


# --------------------------------------------------------------------------
# The generic functions accept the arrays (section 7, last point)
# --------------------------------------------------------------------------


GENERIC_KINDS = ["box", "circle", "segment", "vec"]


def generic_rows(n=8, seed=9):
    """Rows of every kind around the same centres: even rows overlap, odd rows not
    (each kind is moved 20 away from the others on odd rows, in its own direction)."""
    rng = np.random.default_rng(seed)
    centres = rng.integers(-12, 13, (n, 2)) / 4
    odd = (np.arange(n) % 2 == 1)[:, None]
    shifts = {"box": (20.0, 0.0), "circle": (0.0, 20.0), "segment": (-20.0, 0.0),
              "vec": (0.0, -20.0)}
    at = {kind: centres + odd * np.array([shift]) for kind, shift in shifts.items()}
    w = np.array([[1.5, 0.25]] * n)  # segments cross their centre
    return {
        "box": np.hstack([at["box"], rng.integers(2, 7, (n, 2)) / 4]),
        "circle": np.hstack([at["circle"], rng.integers(2, 9, (n, 1)) / 4]),
        "segment": np.hstack([at["segment"] - w, at["segment"] + w]),
        "vec": at["vec"] + rng.integers(-1, 2, (n, 2)) / 8,
    }


def as_generic(rows, kind, array):
    if not array:
        return SCALAR[kind](rows[0]) if kind != "vec" else tuple(rows[0].tolist())
    return rows if kind == "vec" else array_type(kind)(rows)


@pytest.mark.parametrize("kind_a", GENERIC_KINDS)
@pytest.mark.parametrize("kind_b", GENERIC_KINDS)
@pytest.mark.parametrize("arrays", ["both", "first", "second"])
def test_generic_overlaps_with_arrays_equals_the_scalar_generic_row_by_row(kind_a, kind_b, arrays):
    rows = generic_rows()
    a_rows, b_rows = rows[kind_a], rows[kind_b].copy()
    if kind_a == kind_b:  # other shapes: moved a little, and far away on odd rows
        move = np.array([0.5, -0.25]) + (np.arange(len(b_rows)) % 2 == 1)[:, None] * 30.0
        b_rows[:, :2] += move
        if kind_a == "segment":  # at right angles through the same centre (moved)
            mid = (rows["segment"][:, :2] + rows["segment"][:, 2:]) / 2 + move
            b_rows = np.hstack([mid - [[-0.25, 1.5]], mid + [[-0.25, 1.5]]])
    a_array, b_array = arrays in ("both", "first"), arrays in ("both", "second")
    got = collide2d.overlaps(as_generic(a_rows, kind_a, a_array), as_generic(b_rows, kind_b, b_array))
    n = len(a_rows)
    a_full = a_rows if a_array else np.repeat(a_rows[:1], n, axis=0)
    b_full = b_rows if b_array else np.repeat(b_rows[:1], n, axis=0)
    expected = [collide2d.overlaps(as_generic(a[None], kind_a, False), as_generic(b[None], kind_b, False))
                for a, b in zip(a_full, b_full)]
    check_bools(got, expected, f"overlaps({kind_a}, {kind_b})")
    if arrays == "both" and "vec" not in (kind_a, kind_b) or {kind_a, kind_b} in (
            {"vec", "box"}, {"vec", "circle"}) and arrays == "both":
        assert any(expected) and not all(expected), expected  # the fixture means something


def test_generic_intersect_sweep_and_sweep_into_take_the_arrays():
    receiver, args = valid_call("CircleArray.sweep_circle")
    circles, others = CircleArray(receiver), CircleArray(args["others"])
    assert_same_result(collide2d.intersect(circles, others), circles.intersect_circle(others))
    one = Circle(args["others"][0, :2], args["others"][0, 2])
    assert_same_result(collide2d.intersect(circles, one), circles.intersect_circle(one))
    assert_same_result(collide2d.sweep(circles, others, args["delta"]),
                       circles.sweep_circle(others, args["delta"]))
    boxes = AABBArray(valid_call("AABBArray.sweep_circle")[0])
    assert_same_result(collide2d.intersect(boxes, others), boxes.intersect_circle(others))
    assert_same_result(collide2d.sweep(boxes, others, args["delta"]),
                       boxes.sweep_circle(others, args["delta"]))
    assert_same_result(collide2d.sweep(circles, boxes, args["delta"]),
                       circles.sweep_aabb(boxes, args["delta"]))
    movers, b, c, delta = valid_sweep_into("circle")
    pair = (AABBArray(b), CircleArray(c))
    assert_same_result(collide2d.sweep_into(CircleArray(movers), pair, delta),
                       CircleArray(movers).sweep_into(pair, delta))


# --------------------------------------------------------------------------
# Thread split: results do not depend on the thread count
# --------------------------------------------------------------------------


@pytest.fixture
def restore_threads():
    before = collide2d.get_num_threads()
    yield
    collide2d.set_num_threads(before)


def _same_bits(a, b):
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype.names is None:
        assert a.dtype == b.dtype and a.shape == b.shape
        assert np.ascontiguousarray(a).tobytes() == np.ascontiguousarray(b).tobytes()
        return
    for name in a.dtype.names:
        _same_bits(a[name], b[name])


def test_large_calls_give_the_same_bits_on_one_and_two_threads(restore_threads):
    n = 200_001  # odd: chunks differ in size
    rng = np.random.default_rng(11)
    centres = rng.uniform(0, 100, (n, 2))
    circles = np.c_[centres, rng.uniform(0, 2, n)]
    boxes = np.c_[centres + rng.uniform(-3, 3, (n, 2)), rng.uniform(0, 2, (n, 2))]
    delta = rng.uniform(-5, 5, (n, 2))
    segs = np.c_[centres + rng.uniform(-3, 3, (n, 2)), centres + rng.uniform(-3, 3, (n, 2))]
    others = np.c_[centres + rng.uniform(-3, 3, (n, 2)), centres + rng.uniform(-3, 3, (n, 2))]
    others[::7] = segs[::7, [2, 3, 0, 1]]  # shared ends and collinear rows

    def run():
        c = CircleArray(circles)
        s = SegmentArray(segs)
        return {name: result_arrays(r) for name, r in {
            "sweep_aabb": c.sweep_aabb(boxes, delta),
            "intersection": s.intersection(others),
            "intersection lines": s.intersection(others, lines=True),
        }.items()}

    collide2d.set_num_threads(1)
    single = run()
    collide2d.set_num_threads(2)
    split = run()
    for name, fields in single.items():
        assert hit_mask_any(fields), name
        for field, value in fields.items():
            _same_bits(split[name][field], value)


@ALL
def test_every_kernel_gives_the_same_bits_when_split_over_two_threads(method, kwargs,
                                                                       restore_threads):
    """100 000 rows (the fixture tiled, each copy moved by a multiple of 8): one
    thread and two give the same bits, and hit rows of intersections keep their
    global row index."""
    receiver, args = valid_call(method, n=8, seed=12)
    reps = 12_500
    offset = np.repeat(np.arange(reps) % 97 * 8.0, 8)[:, None]

    def tile(a):
        t = np.tile(a, (reps, 1))
        t[:, 0] += offset[:, 0]
        t[:, 1] -= offset[:, 0]
        return t

    def tile_shape(a, kind):
        t = tile(a)
        if kind == "segment":  # both ends move
            t[:, 2] += offset[:, 0]
            t[:, 3] -= offset[:, 0]
        return t

    kind, specs, _ = METHODS[method]
    big_receiver = tile_shape(receiver, kind)
    big_args = {name: (np.tile(args[name], (reps, 1)) if name in ("delta", "other_delta")
                       else tile_shape(args[name], k)) for name, k in specs}
    collide2d.set_num_threads(1)
    single = call(method, big_receiver, big_args, **kwargs)
    collide2d.set_num_threads(2)
    split = call(method, big_receiver, big_args, **kwargs)
    assert_same_result(split, single)
    mask = hit_mask(single)
    assert mask.any() and not mask.all()
    if ".intersect_" in method:
        rows = np.flatnonzero(mask)
        assert np.array_equal(split.collider[rows], rows)


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_gives_the_same_bits_when_split_over_two_threads(mover_kind, restore_threads):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    movers, delta = np.tile(movers, (400, 1)), np.tile(delta, (400, 1))
    boxes, circles = np.tile(boxes, (10, 1)), np.tile(circles, (10, 1))
    boxes[4:, 0] += 100.0  # only the first copy is in the way
    circles[3:, 0] += 100.0
    pair = (AABBArray(boxes), CircleArray(circles))
    arr = array_type(mover_kind)(movers)
    collide2d.set_num_threads(1)
    single = arr.sweep_into(pair, delta)
    collide2d.set_num_threads(2)
    split = arr.sweep_into(pair, delta)
    assert_same_result(split, single)
    assert single.hit.collider[:6].tolist() == single.hit.collider[-6:].tolist()
    assert set(single.hit.collider.tolist()) == {-1, 0, 1, 40, 41}  # circles numbered from 40


def hit_mask_any(fields):
    masks = [v for k, v in fields.items() if k.endswith("hit")]
    return any(np.asarray(m).any() for m in masks)
