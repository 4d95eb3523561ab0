"""The array twins of circles and segments (docs/circles-and-lines.md section 7): batch == scalar.

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

import collide2d
import numpy as np
import pytest
from collide2d import (
    circle_line_points,
    line_intersection,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from batch_checks import (
    assert_bits_equal,
    check_hit_array,
    check_hit_items,
    check_interval_array,
    check_sweep_array,
    check_sweep_items,
)
from circle_shapes import (
    METHODS,
    SCALAR,
    VARIANTS,
    array_type,
    batch_call,
    call,
    receiver_index,
    valid_call,
    variant_id,
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


