"""CircleArray and SegmentArray as containers (indexing, iteration, pickling), and the generic
functions over them (see test_circle_arrays.py for the batch == scalar suites).
"""

from __future__ import annotations

import pickle

import collide2d
import numpy as np
import pytest
from collide2d import (
    AABBArray,
    Circle,
    CircleArray,
    Segment,
    SegmentArray,
)

from batch_checks import (
    assert_bits_equal,
)
from circle_shapes import (
    METHODS,
    SCALAR,
    array_type,
    call,
    segment,
    valid_call,
    valid_sweep_into,
)
from test_circle_arrays import (
    ALL,
    assert_same_result,
    check_bools,
    hit_mask,
    result_arrays,
    scalar_loop,
)

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
