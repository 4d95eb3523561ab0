"""Bad input to the batch methods (see test_batch_inputs.py): a NaN or negative size in row k
names the argument and the row, out= of overlaps_aabb, and more buffer layouts.
"""

from __future__ import annotations

import re

import collide2d
import numpy as np
import pytest
from collide2d import AABBArray

from batch_checks import assert_same_result
from test_batch_inputs import (
    METHODS,
    N,
    call,
    every_other_row,
    hit_mask,
    names_argument,
    quarter_boxes,
    valid_arguments,
)

# --------------------------------------------------------------------------
# Bad numbers in row k: ValueError naming the argument and the row
# --------------------------------------------------------------------------

BAD_NUMBERS = {"nan": np.nan, "inf": np.inf, "-inf": -np.inf,
               "2**201": 2.0**201, "-2**201": -(2.0**201)}
ROW = 3


def bad_cases():
    def case(method, name, column, value, label):
        return pytest.param(method, name, column, value, id=f"{method}-{name}-{column}-{label}")

    for method, args in METHODS.items():
        for name, width in args:
            for label, value in BAD_NUMBERS.items():
                for column in range(width):
                    yield case(method, name, column, value, label)
            if width == 4:  # a negative half size
                yield case(method, name, 2, -2.0, "negative")
                yield case(method, name, 3, -2.0, "negative")
                yield case(method, name, 3, -1e-300, "tiny-negative")
            if width == 1:  # a negative padding
                yield case(method, name, 0, -0.25, "negative")


@pytest.mark.parametrize("method,name,column,value", list(bad_cases()))
def test_bad_number_in_row_k_raises_value_error_naming_argument_and_row(
    method, name, column, value
):
    receiver, args = valid_arguments()
    bad = args[name].copy()
    if bad.ndim == 1:
        bad[ROW] = value
    else:
        bad[ROW, column] = value
    args[name] = bad
    with pytest.raises(ValueError) as info:
        call(method, receiver, args)
    message = str(info.value)
    assert names_argument(message, name), message
    assert re.search(rf"\brow {ROW}\b", message), message


@pytest.mark.parametrize("column,value", [(0, np.nan), (1, np.inf), (0, -(2.0**201)),
                                          (2, -1.0), (3, np.nan), (2, 2.0**201)])
def test_bad_number_in_receiver_row_k_raises_value_error_naming_rows_and_row(column, value):
    receiver, _ = valid_arguments()
    receiver[ROW, column] = value
    with pytest.raises(ValueError) as info:
        AABBArray(receiver)
    message = str(info.value)
    assert names_argument(message, "rows"), message
    assert re.search(rf"\brow {ROW}\b", message), message


@pytest.mark.parametrize(
    "method,name,value",
    [("intersect_point", "points", (np.nan, 0.0)),
     ("intersect_segment", "delta", (0.0, np.inf)),
     ("intersect_segment", "padding_y", -1.0),
     ("intersect_aabb", "others", (0.0, 0.0, -1.0, 1.0)),
     ("sweep_aabb", "delta", (2.0**201, 0.0)),
     ("overlap_interval", "other_delta", (0.0, -np.inf))],
)
def test_bad_number_in_a_broadcast_row_raises_value_error_naming_the_argument(method, name, value):
    receiver, args = valid_arguments()
    args[name] = value
    with pytest.raises(ValueError) as info:
        call(method, receiver, args)
    assert names_argument(str(info.value), name), str(info.value)


def test_coordinates_at_the_bound_2_pow_200_are_accepted():
    big = 2.0**200
    receiver = np.array([[big, -big, big, 0.0], [0.0, 0.0, 1.0, 1.0]])
    others = np.array([[big, -big, 1.0, big], [-big, big, big, big]])
    hits = AABBArray(receiver).intersect_aabb(others)
    expected = [collide2d.AABB(r[:2], r[2:]).intersect_aabb(collide2d.AABB(o[:2], o[2:]))
                for r, o in zip(receiver.tolist(), others.tolist())]
    assert np.asarray(hits.hit).tolist() == [h is not None for h in expected]
    sweeps = AABBArray(receiver).sweep_aabb(others, (-big, big))
    assert np.isfinite(np.asarray(sweeps.pos)).all()


# --------------------------------------------------------------------------
# out= of overlaps_aabb
# --------------------------------------------------------------------------


def test_overlaps_aabb_fills_out_and_returns_it():
    receiver, args = valid_arguments()
    expected = [collide2d.AABB(r[:2], r[2:]).overlaps_aabb(collide2d.AABB(o[:2], o[2:]))
                for r, o in zip(receiver.tolist(), args["others"].tolist())]
    out = np.array([not e for e in expected])  # every row must be overwritten
    result = AABBArray(receiver).overlaps_aabb(args["others"], out=out)
    assert result is out
    assert out.tolist() == expected


def test_overlaps_aabb_fills_out_when_others_need_converting_or_broadcasting():
    receiver, args = valid_arguments()
    arr = AABBArray(receiver)
    expected = arr.overlaps_aabb(args["others"])
    out = ~expected
    assert arr.overlaps_aabb(args["others"].tolist(), out=out) is out
    assert np.array_equal(out, expected)
    # one receiver row against N others: out has N rows
    single = AABBArray(receiver[:1])
    expected = [collide2d.AABB(receiver[0, :2].tolist(), receiver[0, 2:].tolist()).overlaps_aabb(
        collide2d.AABB(o[:2], o[2:])) for o in args["others"].tolist()]
    out = np.array([not e for e in expected])
    assert single.overlaps_aabb(args["others"], out=out) is out
    assert out.tolist() == expected


def test_overlaps_aabb_out_above_the_gil_threshold():
    rng = np.random.default_rng(5)
    receiver, others = quarter_boxes(rng, 5000), quarter_boxes(rng, 5000)
    expected = AABBArray(receiver).overlaps_aabb(others)
    out = ~expected
    assert AABBArray(receiver).overlaps_aabb(others, out=out) is out
    assert np.array_equal(out, expected)


def test_overlaps_aabb_out_of_length_zero():
    out = np.zeros(0, dtype=bool)
    assert AABBArray(np.empty((0, 4))).overlaps_aabb(np.empty((0, 4)), out=out) is out


def test_an_out_that_shares_memory_with_an_input_is_refused_by_name():
    # Result row 0 written over a broadcast input row would change what every later row
    # reads: a silently wrong answer. Any overlap is refused, before anything is written.
    from collide2d import HitArray, PolygonArray
    buf = np.zeros((2000, 9))
    buf[0, 2:4] = 1.0  # the receiver, row 0: a box at (0, 0) of half size (1, 1)
    points = np.full((2000, 2), 0.5)
    expected = AABBArray(buf[0:1, :4].copy()).intersect_point(points)
    assert expected.hit.all()
    before = buf.copy()
    with pytest.raises(ValueError, match=r"'out' shares memory with 'self'"):
        AABBArray(buf[0:1, :4]).intersect_point(points, out=HitArray(buf))
    assert np.array_equal(buf, before)
    # The other argument, read in place through a view of out's memory.
    buf[:, :] = 0.0
    buf[:, :2] = 0.5
    with pytest.raises(ValueError, match=r"'out' shares memory with 'points'"):
        AABBArray(np.array([[0.0, 0.0, 1.0, 1.0]])).intersect_point(buf[:, :2],
                                                                    out=HitArray(buf))
    # A bool out inside the bytes of a float64 input.
    rows = np.zeros((8, 4))
    rows[:, 2:] = 1.0
    with pytest.raises(ValueError, match=r"'out' shares memory with 'others'"):
        AABBArray(rows.copy()).overlaps_aabb(rows, out=rows.reshape(-1).view(np.bool_)[:8])
    # Polygons read in place: their vertices count too.
    vertices = np.array([[0, 0], [2, 0], [0, 2]] * 8, float)
    loose = PolygonArray(vertices, np.arange(0, 25, 3))
    with pytest.raises(ValueError, match=r"'out' shares memory with 'self'"):
        loose.overlaps_point((0.5, 0.5), out=vertices.reshape(-1).view(np.bool_)[:8])
    # Memory of its own, or memory next to the inputs but not over them, is fine.
    whole = np.zeros((4000, 9))
    whole[0, 2:4] = 1.0
    out = HitArray(whole[2000:])
    got = AABBArray(whole[0:1, :4]).intersect_point(points, out=out)
    assert np.array_equal(np.asarray(got.hit), np.asarray(expected.hit))


def test_object_arrays_are_refused_by_name_even_of_real_numbers():
    # As docs/robustness.md says: a None inside would otherwise read as a NaN.
    with pytest.raises(TypeError, match=r"^AABBArray\(\): 'rows' must be real numbers"):
        AABBArray(np.array([[0, 0, 1, 1]], dtype=object))
    with pytest.raises(TypeError, match=r"'points' must be real numbers"):
        AABBArray(np.array([[0.0, 0.0, 1.0, 1.0]])).overlaps_point(
            np.array([[0.5, 0.5]], dtype=object))


BAD_OUTS = {
    "int8": lambda: np.zeros(N, dtype=np.int8),
    "uint8": lambda: np.zeros(N, dtype=np.uint8),
    "float64": lambda: np.zeros(N),
    "too long": lambda: np.zeros(N + 1, dtype=bool),
    "too short": lambda: np.zeros(N - 1, dtype=bool),
    "(N, 1)": lambda: np.zeros((N, 1), dtype=bool),
    "(1, N)": lambda: np.zeros((1, N), dtype=bool),
    "0-d": lambda: np.zeros((), dtype=bool),
    "non-contiguous": lambda: np.zeros(2 * N, dtype=bool)[::2],
    "reversed": lambda: np.zeros(N, dtype=bool)[::-1],
    "read-only": lambda: readonly(np.zeros(N, dtype=bool)),
    "a list": lambda: [False] * N,
    "bytearray": lambda: bytearray(N),
}


def readonly(a):
    a.flags.writeable = False
    return a


@pytest.mark.parametrize("what", BAD_OUTS)
def test_overlaps_aabb_rejects_an_unusable_out(what):
    receiver, args = valid_arguments()
    out = BAD_OUTS[what]()
    before = np.array(out, copy=True)
    with pytest.raises((TypeError, ValueError)):
        AABBArray(receiver).overlaps_aabb(args["others"], out=out)
    assert np.array_equal(np.asarray(out), before)  # nothing written on error


def test_overlaps_aabb_out_is_keyword_only():
    receiver, args = valid_arguments()
    with pytest.raises(TypeError):
        AABBArray(receiver).overlaps_aabb(args["others"], np.zeros(N, dtype=bool))


# --------------------------------------------------------------------------
# More buffer layouts: read-only, zero row stride, unaligned, strided memoryview
# --------------------------------------------------------------------------


def readonly_copy(a):
    b = a.copy()
    b.flags.writeable = False
    return b


def unaligned_copy(a):
    """The same float64 values at an address that is not a multiple of 8."""
    raw = np.zeros(a.nbytes + 1, dtype=np.uint8)
    b = np.frombuffer(raw.data, dtype=np.float64, count=a.size, offset=1).reshape(a.shape)
    b[...] = a
    assert not b.flags.aligned
    return b


LAYOUTS = {
    "read-only": readonly_copy,
    "unaligned": unaligned_copy,
    "memoryview of every other row": lambda a: memoryview(every_other_row(a)),
}


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_arguments_in_other_buffer_layouts_give_the_results_of_contiguous_arrays(method, layout):
    receiver, args = valid_arguments()
    expected = call(method, receiver, args)
    make = LAYOUTS[layout]
    got = call(method, receiver, {name: make(value) for name, value in args.items()})
    assert_same_result(got, expected)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_receiver_in_other_buffer_layouts_keeps_its_rows_and_results(layout):
    receiver, args = valid_arguments()
    arr = AABBArray(LAYOUTS[layout](receiver))
    assert np.array_equal(arr.rows, receiver)
    for method in METHODS:
        assert_same_result(call(method, arr.rows, args), call(method, receiver, args))


@pytest.mark.parametrize("method", METHODS)
def test_argument_rows_broadcast_with_zero_stride_give_the_results_of_repeated_rows(method):
    receiver, args = valid_arguments()
    first = {name: value[:1] for name, value in args.items()}
    repeated = {name: np.repeat(value, N, axis=0) for name, value in first.items()}
    zero_stride = {name: np.broadcast_to(value, repeated[name].shape)
                   for name, value in first.items()}
    repeated["colliders"] = zero_stride["colliders"] = args["colliders"]
    assert_same_result(call(method, receiver, zero_stride), call(method, receiver, repeated))


@pytest.mark.parametrize("method", ["intersect_point", "intersect_segment", "intersect_aabb",
                                    "sweep_aabb"])
def test_a_receiver_of_n_equal_rows_with_zero_stride_reports_its_own_row_indices(method):
    """(N, 4) rows are N receivers whatever their strides: a hit in row i says collider i."""
    row = np.array([[0.25, -0.5, 1.5, 1.25]])
    repeated = np.repeat(row, N, axis=0)
    _, args = valid_arguments(receiver=repeated, seed=1)
    zero_stride = np.broadcast_to(row, (N, 4))
    expected = call(method, repeated, args)
    hit = hit_mask(expected)
    assert hit[1:].any() and not hit.all()  # some row other than 0 hits
    assert_same_result(call(method, zero_stride, args), expected)


def test_integer_single_rows_and_number_paddings_are_accepted():
    receiver, args = valid_arguments()
    arr = AABBArray(receiver)
    assert_same_result(arr.intersect_aabb((1, -1, 2, 1)), arr.intersect_aabb((1.0, -1.0, 2.0, 1.0)))
    assert_same_result(arr.intersect_point([1, 0]), arr.intersect_point((1.0, 0.0)))
    expected = arr.intersect_segment(args["pos"], (3.0, 1.0), padding_x=1.0, padding_y=0.25)
    for px, py in [(1, 0.25), (np.float64(1.0), np.float32(0.25)), (np.int64(1), 0.25),
                   (1.0, np.float64(0.25)), (np.array(1.0), np.array(0.25))]:
        got = arr.intersect_segment(args["pos"], (3, 1), padding_x=px, padding_y=py)
        assert_same_result(got, expected)
    assert np.asarray(expected.hit).any()


@pytest.mark.parametrize("what", [bytes(32), bytearray(32), memoryview(bytes(32))])
def test_bytes_are_not_read_as_float64_rows(what):
    receiver, _ = valid_arguments()
    with pytest.raises((TypeError, ValueError)):
        AABBArray(receiver).intersect_aabb(what)
    with pytest.raises((TypeError, ValueError)):
        AABBArray(what)


def test_none_inside_rows_is_a_type_error_naming_the_argument_not_nan():
    """A None among the numbers is not a number: it must not turn into a NaN row error."""
    boxes = AABBArray([[0.0, 0.0, 1.0, 1.0]] * 3)
    with pytest.raises(TypeError, match=r"\bpoints\b"):
        boxes.intersect_point([[None, 1.0]] * 3)


@pytest.mark.parametrize("call, name, says", [
    (lambda a: a.overlaps_aabb([[0, 0, 1, 1], [0, 0, 1]]), "others", "row 1 has 3 values, where row 0 has 4"),
    (lambda a: a.overlaps_circle([[0, 0, 1], [0, 0, 1], [5]]), "circles", "row 2 has 1 value, where row 0 has 3"),
    (lambda a: a.intersect_segment([[0, 0], [1, 1, 1]], [[1, 1], [1, 1]]), "pos", "row 1 has 3 values, where row 0 has 2"),
    (lambda a: collide2d.CircleArray([[0, 0, 1], [0, 0]]), "rows", "row 1 has 2 values, where row 0 has 3"),
])
def test_ragged_rows_are_refused_naming_the_argument_and_the_first_row_of_another_length(call, name, says):
    boxes = AABBArray([[0, 0, 1, 1], [1, 1, 1, 1]])
    with pytest.raises(TypeError, match=f"'{name}' {says}: rows must all be as long"):
        call(boxes)
