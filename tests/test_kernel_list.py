"""Suites parametrised over the kernel list (src/core/kernels/kernel_list.h): a line
added there is covered here without a new test.

- every line has its entry point and its array-twin method, and the typing
  blocks written from the list are up to date;
- batch == the loop of scalar calls, bit for bit, for every generated method;
- bad input in every column of every argument is a ValueError naming the
  method, the argument and the row.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import collide2d
from collide2d import AABB, Circle, Segment, Vec2
from collide2d._kernels import KERNELS, Kernel, is_generated

ROOT = Path(__file__).resolve().parent.parent
TWINS = {"aabb": collide2d.AABBArray, "circle": collide2d.CircleArray,
         "segment": collide2d.SegmentArray, "obb": collide2d.OBBArray,
         "capsule": collide2d.CapsuleArray, "polygon": collide2d.PolygonArray}
SCALARS = {"aabb": AABB, "circle": Circle, "segment": Segment, "obb": collide2d.OBB,
           "capsule": collide2d.Capsule, "polygon": collide2d.Polygon}


# ---- columns of rows: fixed-width kinds are (N, width) arrays; polygons are ragged ------

def column(kind: str, rows) -> object:
    """The batch argument of `rows` (drawn or written rows of one kind): an (N, width)
    float64 array, or for polygons a PolygonArray over their vertex lists as given (any
    start, either winding: read in place, not canonicalised)."""
    if kind == "polygon":
        offsets = np.concatenate([[0], np.cumsum([len(r) for r in rows])]).astype(np.int64)
        vertices = np.array([v for r in rows for v in r], dtype=float).reshape(-1, 2)
        return collide2d.PolygonArray._trusted(vertices, offsets)
    if kind == "size":
        return np.array([r[0] for r in rows], dtype=float)
    return np.array(rows, dtype=float).reshape(len(rows), -1)


def twin_of(kind: str, col) -> object:
    """A twin over a column, past the constructor (bad rows go straight to the kernels)."""
    twin = TWINS[kind].__new__(TWINS[kind])
    twin._rows = col._rows if kind == "polygon" else col
    return twin


def poke(kind: str, col, row: int, index: int, value: float) -> None:
    """Write `value` into column `index` of row `row` (a polygon: its first vertex)."""
    if kind == "polygon":
        vertices, offsets = col._rows
        vertices[offsets[row], index] = value
    elif kind == "size":
        col[row] = value
    else:
        col[row, index] = value


def copy_column(kind: str, col):
    if kind == "polygon":
        return collide2d.PolygonArray._trusted(col.vertices.copy(), col.offsets.copy())
    return col.copy()


QUERIES = [k for k in KERNELS if k.result != "none"]


def generated(k: Kernel) -> bool:
    """The twin's method is made from this line (not written by hand)."""
    return is_generated(TWINS[k.receiver], k.method)


def ids(kernels):
    return [k.id for k in kernels]


def test_the_list_has_every_query_of_the_library_once() -> None:
    assert len({k.id for k in KERNELS}) == len(KERNELS)
    # Each receiver kind has its validator.
    assert {k.receiver for k in KERNELS if k.result == "none"} == set(TWINS)


@pytest.mark.parametrize("k", KERNELS, ids=ids(KERNELS))
def test_every_line_has_its_entry_point_and_its_twin_method(k: Kernel) -> None:
    assert callable(getattr(collide2d._core, "batch_" + k.id))
    twin = TWINS[k.receiver]
    if k.result == "none":
        assert k.method == twin.__name__
        assert twin._check is not None
    else:
        assert callable(getattr(twin, k.method))


SCALAR_QUERIES = [k for k in KERNELS
                  if k.result in ("hit", "mask", "sweep", "interval") and k.method != "sweep_into"]


def scalar_name(arg) -> str:
    """The scalar method's name for a list argument (src/binding/py_queries.c)."""
    if arg.kind in ("aabb", "circle", "segment", "obb", "capsule", "polygon"):
        return "other"
    return "point" if arg.name == "points" else arg.name


@pytest.mark.parametrize("k", SCALAR_QUERIES, ids=ids(SCALAR_QUERIES))
def test_every_query_line_is_a_scalar_method_whose_signature_follows_the_list(k: Kernel) -> None:
    import inspect

    method = getattr(SCALARS[k.receiver], k.method)
    params = list(inspect.signature(method).parameters.values())
    assert [p.name for p in params] == ["self"] + [scalar_name(a) for a in k.args[1:]]
    for p, a in zip(params[1:], k.args[1:]):
        # Two-argument lines are METH_O (positional only); sizes default to 0.
        if len(k.args) == 2:
            assert p.kind is inspect.Parameter.POSITIONAL_ONLY
        assert (p.default == 0.0) if a.kind == "size" else p.default is inspect.Parameter.empty
    assert inspect.getdoc(method)  # a docstring with its contract


def test_the_typing_blocks_written_from_the_list_are_up_to_date() -> None:
    from collide2d import _stubgen

    stale = [str(p) for p, text in _stubgen.generated_files(ROOT).items()
             if p.read_text() != text]
    assert not stale, f"run python -m collide2d._stubgen --write: {stale}"


# ---- rows of every kind -----------------------------------------------------------------

def _hull_row(drawn):
    points, start, reverse = drawn
    try:
        hull = collide2d.Polygon.hull(points)
    except ValueError:  # no area
        return ()
    vertices = [tuple(v) for v in hull.vertices]
    if reverse:
        vertices.reverse()
    start %= len(vertices)
    return tuple(vertices[start:] + vertices[:start])


# Quarter steps in a small range: ties, touching and collinear cases are common.
coord = st.integers(-12, 12).map(lambda v: v / 4)
size = st.integers(0, 8).map(lambda v: v / 4)
ROW = {
    "aabb": st.tuples(coord, coord, size, size),
    "circle": st.tuples(coord, coord, size),
    "segment": st.tuples(coord, coord, coord, coord),
    # Exact quarter turns (the box is an AABB) and any angle.
    "obb": st.tuples(coord, coord, size, size,
                     st.integers(-5, 5).map(lambda k: k * (math.pi / 2))
                     | st.floats(-7, 7, allow_nan=False)),
    "capsule": st.tuples(coord, coord, coord, coord, size),
    "vec": st.tuples(coord, coord),
    # Hulls of quarter-step points, started anywhere, in either winding.
    "polygon": st.tuples(st.lists(st.tuples(coord, coord), min_size=3, max_size=9),
                         st.integers(0, 8), st.booleans()).map(_hull_row).filter(bool),
    "size": st.tuples(size),
}


def scalar_value(kind: str, row):
    if kind == "aabb":
        return AABB(row[:2], row[2:])
    if kind == "circle":
        return Circle(row[:2], row[2])
    if kind == "segment":
        return Segment(row[:2], row[2:])
    if kind == "obb":
        return collide2d.OBB(row[:2], row[2:4], row[4])
    if kind == "capsule":
        return collide2d.Capsule(row[:2], row[2:4], row[4])
    if kind == "polygon":
        return collide2d.Polygon(row)
    if kind == "vec":
        return Vec2(*row)
    return row[0]


def same(a, b) -> bool:
    """Equal, bit for bit where floats are compared (-0.0 is not 0.0)."""
    if isinstance(a, float) or isinstance(b, float):
        return math.copysign(1, a) == math.copysign(1, b) and (a == b or a != a and b != b)
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def as_tuple(result):
    """A scalar result as nested tuples of its fields (the collider aside)."""
    if result is None or isinstance(result, (bool, float, int)):
        return result
    if isinstance(result, Vec2):
        return (result.x, result.y)
    if isinstance(result, collide2d.Hit):
        return tuple(as_tuple(getattr(result, f)) for f in ("pos", "delta", "normal", "time"))
    if isinstance(result, collide2d.Sweep):
        return (as_tuple(result.hit), as_tuple(result.pos), result.time,
                result.started_overlapping)
    if isinstance(result, tuple):  # overlap_interval: (first, last) or None
        return tuple(as_tuple(x) for x in result)
    raise TypeError(type(result))


# sweep_into (colliders a shape set: no out= or fields=) has suites of its own
# (tests/test_sweep_into.py).
INTO = [k for k in QUERIES if len(k.args) > 1 and k.args[1].kind == "shapes_all"]
GENERATED = [k for k in QUERIES if generated(k) and k.result != "pairs" and k not in INTO]
PAIRS = [k for k in QUERIES if k.result == "pairs"]
PLAIN = {"boxes_all": "aabb", "circles_all": "circle"}


def draw_call(k: Kernel, n: int, data):
    """n drawn rows of every argument of line k: (the rows as lists, the receiver's
    twin, the other arguments as arrays)."""
    columns = [data.draw(st.lists(ROW[a.kind], min_size=n, max_size=n)) for a in k.args]
    twin = TWINS[k.receiver](column(k.receiver, columns[0]))
    others = [column(a.kind, c) for a, c in zip(k.args[1:], columns[1:])]
    return columns, twin, others


@pytest.mark.parametrize("k", GENERATED, ids=ids(GENERATED))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_batch_rows_equal_the_scalar_calls_bit_for_bit(k: Kernel, data) -> None:
    n = data.draw(st.integers(1, 6))
    columns, twin, others = draw_call(k, n, data)
    batch = getattr(twin, k.method)(*others)
    for i in range(n):
        receiver = scalar_value(k.receiver, columns[0][i])
        args = [scalar_value(a.kind, c[i]) for a, c in zip(k.args[1:], columns[1:])]
        expected = getattr(receiver, k.method)(*args)
        got = batch[i]
        if k.result == "mask":
            assert bool(got) == expected
        else:
            assert same(as_tuple(got), as_tuple(expected)), (i, got, expected)
            if k.result == "hit":
                assert got is None or got.collider == i


@pytest.mark.parametrize("k", PAIRS, ids=ids(PAIRS))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_pairs_are_every_pair_the_scalar_test_accepts_in_row_order(k: Kernel, data) -> None:
    other = PLAIN[k.args[1].kind]
    rows = data.draw(st.lists(ROW[k.receiver], min_size=0, max_size=6))
    others = data.draw(st.lists(ROW[other], min_size=0, max_size=6))
    width = k.args[0].width
    twin = TWINS[k.receiver](np.array(rows, dtype=float).reshape(-1, width))
    got = getattr(twin, k.method)(np.array(others, dtype=float).reshape(-1, k.args[1].width))
    assert got.dtype == np.int64 and got.shape == (len(got), 2)
    test = "overlaps_" + other  # the scalar method of the same C function
    expected = [(i, j) for i, r in enumerate(rows) for j, o in enumerate(others)
                if getattr(scalar_value(k.receiver, r), test)(scalar_value(other, o))]
    assert [tuple(p) for p in got.tolist()] == expected


@pytest.mark.parametrize("k", PAIRS, ids=ids(PAIRS))
def test_pairs_split_over_threads_come_out_in_row_order(k: Kernel) -> None:
    rng = np.random.default_rng(7)
    width = k.args[0].width
    rows = rng.random((3000, width))
    rows[:, 2:] *= 0.02  # small shapes: a few pairs per row
    twin = TWINS[k.receiver](rows)
    before = collide2d.get_num_threads()
    try:
        collide2d.set_num_threads(1)
        one = getattr(twin, k.method)(rows)
        collide2d.set_num_threads(4)
        many = getattr(twin, k.method)(rows)
    finally:
        collide2d.set_num_threads(before)
    assert len(one) > 3000  # each row with itself, and more
    np.testing.assert_array_equal(one, many)
    assert np.all(np.diff(one[:, 0]) >= 0)


# ---- bad input in every column ------------------------------------------------------------

GOOD = {"aabb": (0, 0, 1, 1), "circle": (0, 0, 1), "segment": (0, 0, 1, 1), "vec": (1, 0),
        "obb": (0, 0, 1, 1, 0.3), "capsule": (0, 0, 1, 1, 0.5), "polygon": ((0, 0), (1, 0), (0, 1)),
        "size": (0,), "boxes_all": (5, 5, 1, 1), "circles_all": (5, 5, 1),
        "shapes_all": (5, 5, 1, 1)}  # a shape set of boxes

def _columns_of(arg) -> int:
    """Columns a row of the argument has: a shape set's are its boxes' (GOOD)."""
    return 4 if arg.kind == "shapes_all" else arg.width


BAD_CASES = [(k, a, col) for k in QUERIES for a in range(len(k.args))
             for col in range(_columns_of(k.args[a]))]


@pytest.mark.parametrize(
    "k, arg, col", BAD_CASES,
    ids=[f"{k.id}-{k.args[a].name}{a}-col{c}" for k, a, c in BAD_CASES])
def test_a_nan_in_any_column_is_a_value_error_naming_argument_and_row(k: Kernel, arg: int,
                                                                     col: int) -> None:
    n = 4
    columns = [column(a.kind, [GOOD[a.kind]] * n) for a in k.args]
    poke(k.args[arg].kind, columns[arg], 2, col, np.nan)
    copies = [copy_column(a.kind, c) for a, c in zip(k.args, columns)]
    receiver = twin_of(k.receiver, columns[0])  # bad rows straight to the kernel
    rest = columns[1:]
    row = 2
    name = k.args[arg].name
    with pytest.raises(ValueError, match=rf"^{k.method}\(\): '{name}' row {row} "):
        call_method(receiver, k, rest)
    for before, after in zip(copies, columns):  # inputs are never modified
        np.testing.assert_array_equal(np.asarray(getattr(before, "vertices", before)),
                                      np.asarray(getattr(after, "vertices", after)))


def call_method(receiver, k: Kernel, rest):
    if k.method == "intersection" and k.id == "intersection_line_line":
        return receiver.intersection(*rest, lines=True)
    if k.method == "line_points":
        return receiver.line_points(*rest, segment=k.id.endswith("_segment"))
    return getattr(receiver, k.method)(*rest)


RECORDS = [k for k in GENERATED if k.result != "mask"]


@pytest.mark.parametrize("k", RECORDS, ids=ids(RECORDS))
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_out_takes_a_result_array_of_the_same_class_and_rewrites_it_in_place(k: Kernel,
                                                                              data) -> None:
    n = data.draw(st.integers(2, 6))
    columns, twin, others = draw_call(k, n, data)
    method = getattr(twin, k.method)
    fresh = method(*others)
    # An earlier result of the same call on other rows (the receiver reversed).
    out = getattr(TWINS[k.receiver](column(k.receiver, columns[0][::-1])), k.method)(*others)
    assert method(*others, out=out) is out
    assert out._raw.tobytes() == fresh._raw.tobytes()
    with pytest.raises(TypeError, match=rf"^{k.method}\(\): 'out' must be a "):
        method(*others, out=np.asarray(fresh._raw))
    with pytest.raises(ValueError, match=rf"^{k.method}\(\): 'out' must have shape"):
        method(*others, out=fresh[:1])
    with pytest.raises(ValueError, match=rf"^{k.method}\(\): 'out' must be C-contiguous"):
        method(*others, out=type(fresh)._wrap(np.repeat(fresh._raw, 2, axis=0)[::2]))


def _leaf(result, name: str):
    """``result.hit.normal`` for "hit.normal": the field as the result array reads it."""
    for part in name.split("."):
        result = getattr(result, part)
    return np.asarray(result)


@pytest.mark.parametrize("k", RECORDS, ids=ids(RECORDS))
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_fields_are_the_same_arrays_as_the_whole_results_fields(k: Kernel, data) -> None:
    from collide2d._kernels import leaf_fields

    n = data.draw(st.integers(1, 6))
    columns, twin, others = draw_call(k, n, data)
    method = getattr(twin, k.method)
    whole = method(*others)
    leaves = list(leaf_fields(type(whole)._dtype))
    names = data.draw(st.lists(st.sampled_from(leaves), min_size=1, unique=True))
    got = method(*others, fields=names)
    assert list(got) == names
    for name in names:
        expected = _leaf(whole, name)
        assert got[name].dtype == expected.dtype and got[name].shape == expected.shape
        assert got[name].tobytes() == expected.tobytes(), name


@pytest.mark.parametrize("k", RECORDS, ids=ids(RECORDS))
def test_fields_split_over_threads_and_bad_rows_are_reported_as_without_fields(k: Kernel) -> None:
    from collide2d import _core
    from collide2d._kernels import leaf_fields

    n = 3000
    rng = np.random.default_rng(7)
    twin = TWINS[k.receiver](_rows_of(k.args[0].kind, n, rng))
    others = [_rows_of(a.kind, n, rng) for a in k.args[1:]]
    method = getattr(twin, k.method)
    whole = method(*others)
    names = list(leaf_fields(type(whole)._dtype))
    before = _core._set_work_per_thread(1)  # split even this small call
    threads = collide2d.get_num_threads()
    try:
        collide2d.set_num_threads(3)
        got = method(*others, fields=names)
        for name in names:
            assert got[name].tobytes() == _leaf(whole, name).tobytes(), name
        bad = [copy_column(a.kind, o) for a, o in zip(k.args[1:], others)]
        poke(k.args[-1].kind, bad[-1], 2500, 0, np.nan)
        with pytest.raises(ValueError) as plain:
            method(*bad)
        with pytest.raises(ValueError) as by_field:
            method(*bad, fields=names[:1])
        assert str(plain.value) == str(by_field.value)
    finally:
        _core._set_work_per_thread(before)
        collide2d.set_num_threads(threads)


def _rows_of(kind: str, n: int, rng) -> np.ndarray:
    if kind == "polygon":  # regular 3- to 8-gons of random size, place and turn
        rows = []
        for _ in range(n):
            m = int(rng.integers(3, 9))
            angles = rng.uniform(0, 2 * np.pi) + 2 * np.pi * np.arange(m) / m
            radius, (cx, cy) = abs(rng.normal(0, 1)) + 0.1, rng.normal(0, 3, 2)
            rows.append(tuple(zip(cx + radius * np.cos(angles), cy + radius * np.sin(angles))))
        return collide2d.PolygonArray(column("polygon", rows))
    width = {"aabb": 4, "circle": 3, "segment": 4, "obb": 5, "capsule": 5, "vec": 2,
             "size": 1}[kind]
    rows = rng.normal(0, 3, (n, width))
    if kind in ("aabb", "obb"):
        rows[:, 2:4] = np.abs(rows[:, 2:4])
    elif kind == "capsule":
        rows[:, 4] = np.abs(rows[:, 4])
    elif kind == "circle":
        rows[:, 2] = np.abs(rows[:, 2])
    return np.abs(rows[:, 0]) if kind == "size" else rows


@pytest.mark.parametrize("fields, error", [
    ("hit", TypeError), (("nope",), ValueError), ((), ValueError), (("hit", "hit"), ValueError),
])
def test_bad_fields_are_errors_naming_fields(fields, error) -> None:
    boxes = collide2d.AABBArray([[0.0, 0.0, 1.0, 1.0]])
    with pytest.raises(error, match=r"^intersect_aabb\(\): 'fields' "):
        boxes.intersect_aabb([[0.5, 0.0, 1.0, 1.0]], fields=fields)
    with pytest.raises(TypeError, match="give 'out' or 'fields', not both"):
        boxes.intersect_aabb([[0.5, 0.0, 1.0, 1.0]], fields=("hit",),
                             out=boxes.intersect_aabb([[0.5, 0.0, 1.0, 1.0]]))


@pytest.mark.parametrize("spec, error", [
    ([(0, 8, np.float64, ())], TypeError),              # not a tuple
    ((), ValueError),                                   # no field
    (((0, 8, np.float64),), TypeError),                 # an entry of three
    (((-8, 8, np.float64, ()),), ValueError),           # offset before the record
    (((72, 8, np.float64, ()),), ValueError),           # offset past it
    (((64, 16, np.float64, (2,)),), ValueError),        # runs past its end
    (((0, 0, np.float64, ()),), ValueError),            # no bytes
    (((0, 16, np.bool_, ()),), ValueError),             # dtype of other size than told
    (((0, 16, np.float64, [2]),), TypeError),           # shape not a tuple
])
def test_the_binding_checks_a_fields_spec_it_is_handed(spec, error) -> None:
    # The Python layer makes the spec; the binding trusts nothing it is given.
    from collide2d import _core

    rows = np.array([[0.0, 0.0, 1.0, 1.0]] * 3)
    with pytest.raises(error):
        _core.batch_intersect_aabb_aabb(rows, rows, None, spec)
    got = _core.batch_intersect_aabb_aabb(rows, rows, None, ((48, 8, np.float64, ()),))
    assert got[0].tolist() == [0.0, 0.0, 0.0]  # the time field: 0, the boxes overlap


NEGATIVE_CASES = [(k, a) for k in KERNELS for a, arg in enumerate(k.args)
                  if arg.kind in ("aabb", "circle", "obb", "capsule", "size", "boxes_all",
                                  "circles_all")
                  and k.method != "sweep_into" and k.result != "pairs"]


@pytest.mark.parametrize("k, arg", NEGATIVE_CASES,
                         ids=[f"{k.id}-{k.args[a].name}{a}" for k, a in NEGATIVE_CASES])
def test_a_negative_size_is_named_for_what_it_is(k: Kernel, arg: int) -> None:
    """Every argument kind with a size names it: a half size, a radius, or a
    negative padding, in the row it is in."""
    n = 4
    size_column = {"aabb": 3, "circle": 2, "obb": 2, "capsule": 4, "size": 0}
    words = {"aabb": "negative half size", "obb": "negative half size",
             "circle": "negative radius", "capsule": "negative radius", "size": "is negative"}
    columns = [column(a.kind, [GOOD[a.kind]] * n) for a in k.args]
    kind = k.args[arg].kind
    poke(kind, columns[arg], 1, size_column[kind], -0.5)
    with pytest.raises(ValueError, match=rf"'{k.args[arg].name}' row 1 .*{words[kind]}"):
        if k.result == "none":  # a validator: the twin's constructor
            TWINS[k.receiver](columns[0])
        call_method(twin_of(k.receiver, columns[0]), k, columns[1:])
