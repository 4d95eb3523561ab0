"""Bad input to the array twins of circles and segments (docs/circles-and-lines.md section 7).

The rules of AABBArray (docs/api.md, "Array twins"; tests/test_batch_inputs.py)
hold for CircleArray, SegmentArray and the new AABBArray methods: NaN, inf or
a number beyond 2**200 in any argument, or a negative radius / half size,
raises ValueError naming the argument and the row; wrong shapes and row counts
that are neither equal nor 1 raise ValueError (naming both counts); input
that is not numbers raises TypeError naming the argument; an unusable ``out=``
is rejected without being written; inputs are never modified.
"""

from __future__ import annotations

import re

import collide2d
import numpy as np
import pytest
from collide2d import AABBArray

from batch_checks import assert_bits_equal
from circle_shapes import METHODS, WIDTH, array_type, call, valid_call, valid_sweep_into

ROW = 3
N = 6
BAD_NUMBERS = {"nan": np.nan, "inf": np.inf, "-inf": -np.inf,
               "2**201": 2.0**201, "-2**201": -(2.0**201)}

#: (method, argument name, argument kind) for every argument of every method.
ARGUMENTS = [(m, name, kind) for m, (_, specs, _) in METHODS.items() for name, kind in specs]
ARG_IDS = [f"{m}-{name}" for m, name, _ in ARGUMENTS]


def names_argument(message, name):
    """The message names ``name`` as a whole word ('delta' is not 'other_delta')."""
    return re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", message) is not None


def names_row(message, row):
    return re.search(rf"\brow {row}\b", message) is not None


def width_of(kind):
    return WIDTH[kind]


# --------------------------------------------------------------------------
# Bad numbers: ValueError naming the argument and the row
# --------------------------------------------------------------------------


def bad_number_cases():
    for method, name, kind in ARGUMENTS:
        for column in range(width_of(kind)):
            for label, value in BAD_NUMBERS.items():
                yield pytest.param(method, name, column, value,
                                   id=f"{method}-{name}-{column}-{label}")
        if kind == "circle":
            yield pytest.param(method, name, 2, -1.0, id=f"{method}-{name}-negative-radius")
            yield pytest.param(method, name, 2, -1e-300, id=f"{method}-{name}-tiny-negative-radius")
        if kind == "box":
            yield pytest.param(method, name, 2, -2.0, id=f"{method}-{name}-negative-half-x")
            yield pytest.param(method, name, 3, -5e-324, id=f"{method}-{name}-negative-half-y")


@pytest.mark.parametrize("method,name,column,value", list(bad_number_cases()))
def test_bad_number_in_row_k_raises_value_error_naming_argument_and_row(method, name, column,
                                                                       value):
    receiver, args = valid_call(method)
    bad = args[name].copy()
    bad[ROW, column] = value
    args[name] = bad
    with pytest.raises(ValueError) as info:
        call(method, receiver, args)
    message = str(info.value)
    assert names_argument(message, name), message
    assert names_row(message, ROW), message


@pytest.mark.parametrize("method,name,kind", ARGUMENTS, ids=ARG_IDS)
def test_the_first_bad_row_is_the_one_reported(method, name, kind):
    receiver, args = valid_call(method, n=8)
    bad = args[name].copy()
    bad[5, 0] = np.nan
    bad[2, 1] = np.inf
    args[name] = bad
    with pytest.raises(ValueError, match=r"\brow 2\b"):
        call(method, receiver, args)


@pytest.mark.parametrize("method,name,kind", ARGUMENTS, ids=ARG_IDS)
def test_bad_number_in_a_broadcast_row_raises_value_error_naming_the_argument(method, name,
                                                                             kind):
    receiver, args = valid_call(method)
    row = args[name][0].copy()
    row[-1] = np.nan
    args[name] = tuple(row.tolist())
    with pytest.raises(ValueError) as info:
        call(method, receiver, args)
    assert names_argument(str(info.value), name), str(info.value)


RECEIVER_KINDS = {"circle": "CircleArray", "segment": "SegmentArray"}


def receiver_cases():
    for kind in RECEIVER_KINDS:
        for column in range(WIDTH[kind]):
            for label, value in BAD_NUMBERS.items():
                yield pytest.param(kind, column, value, id=f"{kind}-{column}-{label}")
    yield pytest.param("circle", 2, -1.0, id="circle-negative-radius")
    yield pytest.param("circle", 2, -5e-324, id="circle-tiny-negative-radius")


@pytest.mark.parametrize("kind,column,value", list(receiver_cases()))
def test_bad_number_in_receiver_row_k_raises_value_error_naming_rows_and_row(kind, column,
                                                                            value):
    method = next(m for m, spec in METHODS.items() if spec[0] == kind)
    receiver, _ = valid_call(method)
    receiver[ROW, column] = value
    with pytest.raises(ValueError) as info:
        array_type(kind)(receiver)
    message = str(info.value)
    assert names_argument(message, "rows"), message
    assert names_row(message, ROW), message


@pytest.mark.parametrize("kind", RECEIVER_KINDS)
def test_numbers_at_the_bound_and_minus_zero_radius_are_accepted(kind):
    big = 2.0**200
    rows = np.array([[big, -big, big, -0.0][:WIDTH[kind]], [-0.0, 0.0, 5e-324, big][:WIDTH[kind]]])
    arr = array_type(kind)(rows)
    assert np.array_equal(arr.rows, rows)


# --------------------------------------------------------------------------
# Shapes and row counts
# --------------------------------------------------------------------------


@pytest.mark.parametrize("method,name,kind", ARGUMENTS, ids=ARG_IDS)
def test_mismatched_row_counts_raise_value_error_naming_both(method, name, kind):
    receiver, args = valid_call(method, n=7)
    _, other = valid_call(method, n=11, seed=1)
    args[name] = other[name]
    with pytest.raises(ValueError) as info:
        call(method, receiver, args)
    message = str(info.value)
    assert re.search(r"\b7\b", message) and re.search(r"\b11\b", message), message


TWO_ARGUMENT_METHODS = [m for m, (_, specs, _) in METHODS.items() if len(specs) >= 2]


@pytest.mark.parametrize("method", TWO_ARGUMENT_METHODS)
def test_arguments_of_7_and_11_rows_under_a_single_receiver_raise_value_error(method):
    receiver, args = valid_call(method, n=7)
    _, other = valid_call(method, n=11, seed=1)
    names = list(args)
    args[names[-1]] = other[names[-1]]
    with pytest.raises(ValueError) as info:
        call(method, receiver[:1], args)
    message = str(info.value)
    assert re.search(r"\b7\b", message) and re.search(r"\b11\b", message), message


def wrong_shapes(width):
    return [np.zeros((N, width + 1)), np.zeros((N, width - 1)), np.zeros((N, width, 1)),
            np.zeros((1, N, width)), np.zeros(width + 1), np.zeros((N, 0)), np.zeros(())]


@pytest.mark.parametrize("method,name,kind", ARGUMENTS, ids=ARG_IDS)
def test_wrong_widths_and_dimensions_raise_value_error(method, name, kind):
    receiver, args = valid_call(method)
    for bad in wrong_shapes(width_of(kind)):
        args[name] = bad
        with pytest.raises(ValueError):
            call(method, receiver, args)


@pytest.mark.parametrize("kind", RECEIVER_KINDS)
def test_receiver_of_the_wrong_shape_raises_value_error(kind):
    width = WIDTH[kind]
    for rows in [np.zeros((N, width + 1)), np.zeros((N, width - 1)), np.zeros((N, width, 1)),
                 np.zeros((2, N, width)), np.zeros(width + 1), np.zeros((N, 0))]:
        with pytest.raises(ValueError):
            array_type(kind)(rows)


# --------------------------------------------------------------------------
# Not numbers: TypeError naming the argument
# --------------------------------------------------------------------------

UNCONVERTIBLE = {
    "a string": lambda w: "not numbers",
    "rows of strings": lambda w: [["a"] * w] * N,
    "rows of objects": lambda w: [[object()] * w] * N,
    "None": lambda w: None,
    "a dict": lambda w: {"x": 1.0, "y": 2.0},
    "None inside rows": lambda w: [[None] + [1.0] * (w - 1)] * N,
}


@pytest.mark.parametrize("method,name,kind", ARGUMENTS, ids=ARG_IDS)
@pytest.mark.parametrize("what", UNCONVERTIBLE)
def test_unconvertible_argument_raises_type_error_naming_it(method, name, kind, what):
    receiver, args = valid_call(method)
    args[name] = UNCONVERTIBLE[what](width_of(kind))
    with pytest.raises(TypeError) as info:
        call(method, receiver, args)
    assert names_argument(str(info.value), name), str(info.value)


@pytest.mark.parametrize("kind", RECEIVER_KINDS)
@pytest.mark.parametrize("what", UNCONVERTIBLE)
def test_unconvertible_receiver_raises_type_error_naming_rows(kind, what):
    with pytest.raises(TypeError) as info:
        array_type(kind)(UNCONVERTIBLE[what](WIDTH[kind]))
    assert names_argument(str(info.value), "rows"), str(info.value)


@pytest.mark.parametrize("kind", RECEIVER_KINDS)
def test_bytes_are_not_read_as_rows(kind):
    for what in (bytes(48), bytearray(48)):
        with pytest.raises((TypeError, ValueError)):
            array_type(kind)(what)


# --------------------------------------------------------------------------
# sweep_into's colliders and delta
# --------------------------------------------------------------------------

MOVERS = ["circle", "box"]


@pytest.mark.parametrize("mover_kind", MOVERS)
@pytest.mark.parametrize("part,column,value", [
    ("boxes", 0, np.nan), ("boxes", 3, -1.0), ("boxes", 1, 2.0**201),
    ("circles", 1, np.inf), ("circles", 2, -1.0), ("circles", 0, -(2.0**201))])
def test_bad_collider_row_raises_value_error_naming_colliders_and_the_row(mover_kind, part,
                                                                         column, value):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    rows = {"boxes": boxes.copy(), "circles": circles.copy()}
    rows[part][2, column] = value
    with pytest.raises(ValueError) as info:
        # the twins check their rows when they are built, or the call does
        colliders = (AABBArray(rows["boxes"]), collide2d.CircleArray(rows["circles"]))
        array_type(mover_kind)(movers).sweep_into(colliders, delta)
    assert names_row(str(info.value), 2), str(info.value)


@pytest.mark.parametrize("mover_kind", MOVERS)
@pytest.mark.parametrize("column,value", [(0, np.nan), (1, -np.inf), (0, 2.0**201)])
def test_bad_delta_row_in_sweep_into_raises_value_error_naming_delta_and_row(mover_kind, column,
                                                                            value):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    delta = delta.copy()
    delta[ROW, column] = value
    with pytest.raises(ValueError) as info:
        array_type(mover_kind)(movers).sweep_into(
            (AABBArray(boxes), collide2d.CircleArray(circles)), delta)
    assert names_argument(str(info.value), "delta") and names_row(str(info.value), ROW), str(
        info.value)


@pytest.mark.parametrize("mover_kind", MOVERS)
def test_sweep_into_movers_and_delta_of_7_and_11_rows_raise_value_error(mover_kind):
    movers, boxes, circles, _ = valid_sweep_into(mover_kind)
    movers = np.repeat(movers[:1], 7, axis=0)
    with pytest.raises(ValueError) as info:
        array_type(mover_kind)(movers).sweep_into(
            (AABBArray(boxes), collide2d.CircleArray(circles)), np.zeros((11, 2)))
    message = str(info.value)
    assert re.search(r"\b7\b", message) and re.search(r"\b11\b", message), message


@pytest.mark.parametrize("mover_kind", MOVERS)
@pytest.mark.parametrize("colliders", [
    pytest.param(lambda b, c: "walls", id="a string"),
    pytest.param(lambda b, c: None, id="None"),
    pytest.param(lambda b, c: [collide2d.AABB((0, 0), (1, 1)), collide2d.Vec2(0, 0)],
                 id="a list of shapes with a point"),
    pytest.param(lambda b, c: [[object()] * 4], id="rows of objects"),
])
def test_unusable_colliders_raise_type_error(mover_kind, colliders):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    with pytest.raises(TypeError) as info:
        array_type(mover_kind)(movers).sweep_into(colliders(boxes, circles), delta)
    assert names_argument(str(info.value), "colliders"), str(info.value)


@pytest.mark.parametrize("mover_kind", MOVERS)
@pytest.mark.parametrize("colliders", [
    pytest.param(lambda b, c: (collide2d.CircleArray(c), AABBArray(b)), id="pair in the wrong order"),
    pytest.param(lambda b, c: (AABBArray(b), np.zeros((2, 4))), id="circles of width 4"),
    pytest.param(lambda b, c: (AABBArray(b), collide2d.CircleArray(c), AABBArray(b)),
                 id="a triple"),
    pytest.param(lambda b, c: np.zeros((3, 5)), id="rows of width 5"),
])
def test_colliders_of_the_wrong_shape_raise(mover_kind, colliders):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    with pytest.raises((TypeError, ValueError)):
        array_type(mover_kind)(movers).sweep_into(colliders(boxes, circles), delta)


# --------------------------------------------------------------------------
# Inputs are never modified
# --------------------------------------------------------------------------


def wider_view(a):
    base = np.full((len(a), a.shape[1] + 3), -0.0)
    base[:, 1:1 + a.shape[1]] = a
    return base[:, 1:1 + a.shape[1]]


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("layout", ["contiguous", "view", "list"])
def test_inputs_are_not_modified(method, layout):
    receiver, args = valid_call(method)
    receiver[0, 0] = -0.0
    if layout == "view":
        receiver = wider_view(receiver)
        args = {k: wider_view(v) for k, v in args.items()}
    before_receiver = receiver.copy()
    before = {k: v.copy() for k, v in args.items()}
    passed = {k: v.tolist() for k, v in args.items()} if layout == "list" else args
    call(method, receiver, passed)
    assert_bits_equal(receiver, before_receiver, "receiver")
    for name, value in args.items():
        assert_bits_equal(value, before[name], name)
    if layout == "list":
        for name, value in passed.items():
            assert value == before[name].tolist(), name


@pytest.mark.parametrize("mover_kind", MOVERS)
def test_sweep_into_inputs_are_not_modified(mover_kind):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    copies = [a.copy() for a in (movers, boxes, circles, delta)]
    array_type(mover_kind)(movers).sweep_into(
        (AABBArray(boxes), collide2d.CircleArray(circles)), delta)
    for a, b in zip((movers, boxes, circles, delta), copies):
        assert_bits_equal(a, b, "input")


@pytest.mark.parametrize("method", METHODS)
def test_a_failing_call_modifies_nothing(method):
    receiver, args = valid_call(method)
    name = list(args)[-1]
    args[name] = args[name].copy()
    args[name][ROW, 0] = np.nan
    before_receiver = receiver.copy()
    before = {k: v.copy() for k, v in args.items()}
    with pytest.raises(ValueError):
        call(method, receiver, args)
    assert_bits_equal(receiver, before_receiver, "receiver")
    for k, v in args.items():
        assert np.array_equal(v, before[k], equal_nan=True), k


# --------------------------------------------------------------------------
# out= of overlaps_*: unusable arrays are rejected and not written
# --------------------------------------------------------------------------

OVERLAPS = [m for m in METHODS if ".overlaps_" in m]


def readonly(a):
    a.flags.writeable = False
    return a


BAD_OUTS = {
    "int8": lambda: np.zeros(N, dtype=np.int8),
    "float64": lambda: np.zeros(N),
    "too long": lambda: np.zeros(N + 1, dtype=bool),
    "too short": lambda: np.zeros(N - 1, dtype=bool),
    "(N, 1)": lambda: np.zeros((N, 1), dtype=bool),
    "non-contiguous": lambda: np.zeros(2 * N, dtype=bool)[::2],
    "read-only": lambda: readonly(np.zeros(N, dtype=bool)),
    "a list": lambda: [False] * N,
}


@pytest.mark.parametrize("method", OVERLAPS)
@pytest.mark.parametrize("what", BAD_OUTS)
def test_overlaps_rejects_an_unusable_out(method, what):
    receiver, args = valid_call(method)
    out = BAD_OUTS[what]()
    before = np.array(out, copy=True)
    with pytest.raises((TypeError, ValueError)):
        call(method, receiver, args, out=out)
    assert np.array_equal(np.asarray(out), before)
