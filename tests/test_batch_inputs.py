"""Input handling of the batch API (docs/api.md, "Array twins"; DESIGN.md section 3).

Array-likes are converted to float64 once, float64 buffers with unit column
stride are wrapped without copying, views of any layout give the results of
contiguous copies, inputs are never modified, and bad input -- wrong shapes,
mismatched row counts, unconvertible objects, non-finite or out-of-range
numbers, negative sizes, unusable ``out=`` arrays -- raises a clear exception
naming the argument (and the row) instead of giving a wrong answer or crashing.
"""

from __future__ import annotations

import array
import re

import numpy as np
import pytest
from collide2d import AABBArray

from batch_checks import assert_bits_equal, assert_same_result, result_fields

# --------------------------------------------------------------------------
# A valid call of every method, and a way to compare whole results
# --------------------------------------------------------------------------

#: The arguments of each AABBArray method, in order, with their row widths
#: (1 for the per-row paddings, which are (N,) arrays).
METHODS = {
    "intersect_point": [("points", 2)],
    "intersect_segment": [("pos", 2), ("delta", 2), ("padding_x", 1), ("padding_y", 1)],
    "intersect_aabb": [("others", 4)],
    "overlaps_aabb": [("others", 4)],
    "sweep_aabb": [("others", 4), ("delta", 2)],
    "sweep_into": [("colliders", 4), ("delta", 2)],
    "overlap_interval": [("others", 4), ("delta", 2), ("other_delta", 2)],
}

N = 6


def quarter_boxes(rng, n, min_half=0):
    centres = rng.integers(-12, 13, size=(n, 2)) / 4
    halves = rng.integers(min_half, 9, size=(n, 2)) / 4
    return np.hstack([centres, halves])


def valid_arguments(n=N, seed=0, receiver=None):
    """Receiver rows and one valid value for every argument name, n rows each.

    Quarter-step values placed near the receiver's boxes, so that each
    method hits on some rows and misses on others (checked below).
    """
    rng = np.random.default_rng(seed)
    if receiver is None:
        receiver = quarter_boxes(rng, n, min_half=1)
    n = len(receiver)

    def near(spread):
        return receiver[:, :2] + rng.integers(-spread, spread + 1, size=(n, 2)) / 4

    others = quarter_boxes(rng, n)
    others[:, :2] = near(10)
    args = {
        "points": near(8),
        "pos": near(12),
        "delta": rng.integers(-16, 17, size=(n, 2)) / 4,
        "other_delta": rng.integers(-16, 17, size=(n, 2)) / 4,
        "padding_x": rng.integers(0, 3, size=n) / 4,
        "padding_y": rng.integers(0, 3, size=n) / 4,
        "others": others,
        "colliders": quarter_boxes(rng, 5, min_half=2),
    }
    return receiver, args


def call(method, receiver, args, **kwargs):
    names = [name for name, _ in METHODS[method]]
    return getattr(AABBArray(receiver), method)(*[args[name] for name in names], **kwargs)


def hit_mask(result):
    """The bool mask of rows with a hit, for any batch result."""
    if isinstance(result, np.ndarray):
        return result
    hit = result.hit
    return np.asarray(getattr(hit, "hit", hit))


def names_argument(message, name):
    """The message names ``name`` as a whole word ('delta' is not 'other_delta')."""
    return re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", message) is not None


def test_valid_arguments_hit_on_some_rows_and_miss_on_others():
    """The fixtures below are only meaningful if every method has hits and misses."""
    receiver, args = valid_arguments()
    for method in METHODS:
        mask = hit_mask(call(method, receiver, args))
        assert mask.any() and not mask.all(), method


# --------------------------------------------------------------------------
# Conversion of array-likes, and wrapping without a copy
# --------------------------------------------------------------------------

CONVERSIONS = {
    "list": lambda a: a.tolist(),
    "float32": lambda a: a.astype(np.float32),
    "big-endian float64": lambda a: a.astype(">f8"),
    "memoryview": lambda a: memoryview(np.ascontiguousarray(a)),
}


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("conversion", CONVERSIONS)
def test_array_likes_give_the_results_of_float64_arrays(method, conversion):
    # Quarter steps are exact in float32, so the converted values are the same.
    receiver, args = valid_arguments()
    expected = call(method, receiver, args)
    convert = CONVERSIONS[conversion]
    converted = {name: convert(value) for name, value in args.items()}
    assert_same_result(call(method, convert(receiver), converted), expected)


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("dtype", [np.int64, np.int32, np.int8])
def test_integer_arrays_give_the_results_of_float64_arrays(method, dtype):
    receiver, args = valid_arguments()
    receiver = np.rint(receiver * 4)  # integer values, still valid (half sizes >= 0)
    args = {name: np.rint(value * 4) for name, value in args.items()}
    expected = call(method, receiver, args)
    converted = {name: value.astype(dtype) for name, value in args.items()}
    assert_same_result(call(method, receiver.astype(dtype), converted), expected)


def test_a_single_point_may_be_any_buffer_such_as_array_array():
    receiver, _ = valid_arguments()
    expected = AABBArray(receiver).intersect_point((0.25, -0.5))
    got = AABBArray(receiver).intersect_point(array.array("d", [0.25, -0.5]))
    assert_same_result(got, expected)


def test_float64_rows_are_wrapped_without_copying():
    receiver, _ = valid_arguments()
    arr = AABBArray(receiver)
    assert np.shares_memory(arr.rows, receiver)
    assert np.array_equal(arr.rows, receiver)


@pytest.mark.parametrize(
    "width,view",
    [
        pytest.param(4, lambda base: base[::2], id="every other row"),
        pytest.param(4, lambda base: base[::-1], id="reversed rows"),
        pytest.param(7, lambda base: base[:, :4], id="first four columns of a wider array"),
        pytest.param(7, lambda base: base[1:, 2:6], id="inner columns of a wider array"),
    ],
)
def test_float64_views_with_unit_column_stride_are_wrapped_without_copying(width, view):
    base = np.arange(8 * width, dtype=np.float64).reshape(8, width) / 4
    rows = view(base)
    arr = AABBArray(rows)
    assert np.shares_memory(arr.rows, base)
    assert np.array_equal(arr.rows, rows)


def test_converted_rows_are_float64():
    arr = AABBArray([[0, 0, 1, 1], [2, 2, 1, 1]])
    assert arr.rows.dtype == np.float64
    assert arr.rows.shape == (2, 4)
    assert arr.rows.tolist() == [[0.0, 0.0, 1.0, 1.0], [2.0, 2.0, 1.0, 1.0]]


# --------------------------------------------------------------------------
# Non-contiguous views give the results of contiguous copies
# --------------------------------------------------------------------------


def every_other_row(a):
    base = np.full((2 * len(a) + 1,) + a.shape[1:], np.nan)
    base[1::2] = a
    return base[1::2]


def columns_of_wider_array(a):
    if a.ndim == 1:
        return every_other_row(a)
    base = np.full((len(a), a.shape[1] + 3), np.nan)
    base[:, 1 : 1 + a.shape[1]] = a
    return base[:, 1 : 1 + a.shape[1]]


def fortran_order(a):
    return np.asfortranarray(a)


def reversed_rows(a):
    return np.ascontiguousarray(a[::-1])[::-1]


def transposed_storage(a):
    return np.ascontiguousarray(a.T).T


VIEWS = {
    "every other row": every_other_row,
    "columns of a wider array": columns_of_wider_array,
    "Fortran order": fortran_order,
    "reversed rows": reversed_rows,
    "transposed storage": transposed_storage,
}


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("view", VIEWS)
def test_non_contiguous_views_give_the_results_of_contiguous_copies(method, view):
    receiver, args = valid_arguments()
    expected = call(method, receiver, args)
    make_view = VIEWS[view]
    viewed = {name: make_view(value) for name, value in args.items()}
    got = call(method, make_view(receiver), viewed)
    for name, value in viewed.items():  # the views really are the same numbers
        assert np.array_equal(value, args[name])
    assert_same_result(got, expected)


@pytest.mark.parametrize("view", VIEWS)
def test_a_view_as_receiver_keeps_its_rows(view):
    receiver, _ = valid_arguments()
    arr = AABBArray(VIEWS[view](receiver))
    assert len(arr) == len(receiver)
    assert np.array_equal(arr.rows, receiver)
    assert [tuple(b.pos) + tuple(b.half) for b in arr] == [tuple(r) for r in receiver]


# --------------------------------------------------------------------------
# Empty arrays
# --------------------------------------------------------------------------

FIELD_SHAPES = {"pos": (0, 2), "delta": (0, 2), "normal": (0, 2), "time": (0,),
                "collider": (0,), "hit": (0,), "first": (0,), "last": (0,),
                "started_overlapping": (0,)}


@pytest.mark.parametrize("method", METHODS)
def test_empty_arrays_give_empty_results(method):
    _, args = valid_arguments()
    empty = {name: value[:0] for name, value in args.items()}
    empty["colliders"] = args["colliders"]  # N = 0 movers through 5 colliders
    result = call(method, np.empty((0, 4)), empty)
    assert len(result) == 0
    for name, value in result_fields(result).items():
        assert value.shape == FIELD_SHAPES.get(name.split(".")[-1], (0,)), name


@pytest.mark.parametrize("method", METHODS)
def test_an_empty_receiver_against_single_rows_gives_an_empty_result(method):
    single = {"points": (0.0, 0.0), "pos": (0.0, 0.0), "delta": (1.0, 0.0),
              "other_delta": (0.0, 1.0), "padding_x": 0.0, "padding_y": 0.0,
              "others": (0.0, 0.0, 1.0, 1.0), "colliders": np.zeros((2, 4))}
    assert len(call(method, np.empty((0, 4)), single)) == 0


def test_empty_receiver_can_be_built_from_an_empty_float64_array():
    arr = AABBArray(np.empty((0, 4)))
    assert len(arr) == 0
    assert list(arr) == []
    assert arr.rows.shape == (0, 4)


def test_sweep_into_no_colliders_moves_every_mover_the_whole_way():
    receiver, args = valid_arguments()
    sweeps = AABBArray(receiver).sweep_into(np.empty((0, 4)), args["delta"])
    end = receiver[:, :2] + args["delta"]
    assert not np.asarray(sweeps.hit.hit).any()
    assert_bits_equal(sweeps.pos, end, "pos")
    assert_bits_equal(sweeps.time, np.ones(N), "time")
    assert_bits_equal(sweeps.hit.pos, end, "hit.pos")
    assert np.array_equal(sweeps.hit.collider, np.full(N, -1))
    # an empty list of AABB is the same as an empty array
    assert_same_result(AABBArray(receiver).sweep_into([], args["delta"]), sweeps)


# --------------------------------------------------------------------------
# Inputs are never modified
# --------------------------------------------------------------------------


@pytest.mark.parametrize("method", METHODS)
def test_inputs_are_not_modified(method):
    receiver, args = valid_arguments()
    # -0.0 and a wide array seen through a view: any write would show.
    receiver[0, 0] = -0.0
    args = {name: columns_of_wider_array(value) for name, value in args.items()}
    before_receiver = receiver.copy()
    before = {name: value.copy() for name, value in args.items()}
    call(method, receiver, args)
    assert_bits_equal(receiver, before_receiver, "receiver")
    for name, value in args.items():
        assert_bits_equal(value, before[name], name)


# --------------------------------------------------------------------------
# Shapes: mismatched row counts, wrong widths, wrong ndim
# --------------------------------------------------------------------------

ARGUMENT_CASES = [(method, name, width) for method, args in METHODS.items()
                  for name, width in args if name != "colliders"]


@pytest.mark.parametrize("method,name,width", ARGUMENT_CASES)
def test_mismatched_row_counts_raise_value_error_naming_both_shapes(method, name, width):
    receiver, args = valid_arguments(n=7)
    _, other = valid_arguments(n=11, seed=1)
    args[name] = other[name]
    with pytest.raises(ValueError) as info:
        call(method, receiver, args)
    message = str(info.value)
    assert re.search(r"\b7\b", message) and re.search(r"\b11\b", message), message


@pytest.mark.parametrize("method", ["intersect_segment", "sweep_aabb", "overlap_interval"])
def test_mismatched_arguments_of_a_single_receiver_raise_value_error(method):
    # A receiver of one row broadcasts, but two arguments of 7 and 11 rows do not.
    _, args = valid_arguments(n=7)
    _, other = valid_arguments(n=11, seed=1)
    args["delta"] = other["delta"]
    receiver = np.array([[0.0, 0.0, 1.0, 1.0]])
    with pytest.raises(ValueError) as info:
        call(method, receiver, args)
    message = str(info.value)
    assert re.search(r"\b7\b", message) and re.search(r"\b11\b", message), message


def test_movers_and_delta_of_different_lengths_raise_value_error():
    receiver, args = valid_arguments(n=7)
    _, other = valid_arguments(n=11, seed=1)
    with pytest.raises(ValueError) as info:
        AABBArray(receiver).sweep_into(args["colliders"], other["delta"])
    message = str(info.value)
    assert re.search(r"\b7\b", message) and re.search(r"\b11\b", message), message


def wrong_shapes(width):
    """Arrays that are neither N rows of ``width`` nor a single row."""
    if width == 1:
        return [np.zeros((N, 2)), np.zeros((N, 1, 1)), np.zeros(N + 1)]
    return [
        np.zeros((N, width + 1)),
        np.zeros((N, width - 1)),
        np.zeros((N, width, 1)),
        np.zeros((1, N, width)),
        np.zeros(width + 1),
        np.zeros((N, 0)),
    ]


@pytest.mark.parametrize("method,name,width", ARGUMENT_CASES
                         + [("sweep_into", "colliders", 4)])
def test_wrong_widths_and_dimensions_raise_value_error(method, name, width):
    receiver, args = valid_arguments()
    for bad in wrong_shapes(width):
        args[name] = bad
        with pytest.raises(ValueError):
            call(method, receiver, args)


@pytest.mark.parametrize(
    "rows",
    [np.zeros((N, 3)), np.zeros((N, 5)), np.zeros((N, 4, 1)), np.zeros((2, N, 4)),
     np.zeros(5), np.zeros((N, 0))],
    ids=lambda a: str(a.shape),
)
def test_receiver_of_the_wrong_shape_raises_value_error(rows):
    with pytest.raises(ValueError):
        AABBArray(rows)


# --------------------------------------------------------------------------
# Input that cannot be converted: TypeError naming the argument
# --------------------------------------------------------------------------

UNCONVERTIBLE = {
    "a string": "not numbers",
    "rows of strings": [["a", "b", "c", "d"]] * N,
    "rows of objects": [[object()] * 4] * N,
    "None": None,
    "a dict": {"x": 1.0, "y": 2.0},
}


@pytest.mark.parametrize("method,name,width", ARGUMENT_CASES
                         + [("sweep_into", "colliders", 4)])
@pytest.mark.parametrize("what", UNCONVERTIBLE)
def test_unconvertible_argument_raises_type_error_naming_it(method, name, width, what):
    receiver, args = valid_arguments()
    args[name] = UNCONVERTIBLE[what]
    with pytest.raises(TypeError) as info:
        call(method, receiver, args)
    assert names_argument(str(info.value), name), str(info.value)


@pytest.mark.parametrize("what", UNCONVERTIBLE)
def test_unconvertible_receiver_raises_type_error_naming_rows(what):
    with pytest.raises(TypeError) as info:
        AABBArray(UNCONVERTIBLE[what])
    assert names_argument(str(info.value), "rows"), str(info.value)


