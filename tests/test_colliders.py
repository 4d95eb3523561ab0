"""Colliders: a mixed collection with stable ids, and sweep_into through it.

Sweeping through a Colliders must give, bit for bit, what the same shapes give
as a plain list (scalar) or as a (boxes, circles) pair (arrays), with the
kernel's collider numbers turned into the collection's ids; removing a collider
must leave every other id and result as if it had never been added.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from collide2d import _core
from collide2d import (AABB, OBB, AABBArray, Capsule, Circle, CircleArray, Colliders, Polygon,
                       Segment, SegmentArray, pairs, sweep_into)

from batch_checks import assert_float_bits, assert_vec_bits
from circle_strategies import free_circle
from strategies import boxes, deltas, sweep_into_cases

PROPERTY = settings(max_examples=150, deadline=None)


class Wall(AABB):
    """A game's own wall type: a subclass carrying level data."""


def _level(boxes_, circles):
    """The same shapes as a Colliders, boxes added before circles (ids 0..)."""
    level = Colliders()
    for b in boxes_:
        level.add(AABB((b[0], b[1]), (b[2], b[3])))
    for c in circles:
        level.add(Circle((c[0], c[1]), c[2]))
    return level


# ---- the collection itself ------------------------------------------------------------


def test_add_keeps_the_very_object_and_gives_increasing_ids():
    wall = Wall((0, 0), (1, 1))
    wall.material = "stone"
    level = Colliders()
    ids = [level.add(wall), level.add(Circle((3, 0), 1)), level.add(Segment((0, 0), (1, 1)))]
    assert ids == [0, 1, 2]
    assert level[0] is wall and level[0].material == "stone"
    assert len(level) == 3 and 2 in level and 3 not in level
    assert level.ids().tolist() == [0, 1, 2]


def test_extend_stores_rows_in_place_of_objects_and_reads_them_back():
    level = Colliders()
    first = level.add(Circle((9, 9), 1))
    ids = level.extend(AABBArray([[0, 0, 1, 1], [4, 0, 1, 2]]))
    assert ids.tolist() == [1, 2]
    assert level[2] == AABB((4, 0), (1, 2))
    assert level.rows("aabb").tolist() == [[0, 0, 1, 1], [4, 0, 1, 2]]
    assert level.ids("circle").tolist() == [first]
    more = level.extend([Circle((0, 0), 1), Circle((1, 1), 2)])  # an iterable of shapes
    assert more.tolist() == [3, 4]
    assert level.extend(SegmentArray([[0, 0, 1, 0]])).tolist() == [5]


def test_remove_keeps_the_other_ids_and_never_reuses_one():
    level = Colliders([AABB((i, 0), (0.25, 0.25)) for i in range(5)])
    level.remove(2)
    assert level.ids().tolist() == [0, 1, 3, 4]
    assert level[3] == AABB((3, 0), (0.25, 0.25))
    assert level.add(Circle((0, 0), 1)) == 5
    with pytest.raises(KeyError):
        level.remove(2)
    with pytest.raises(KeyError):
        level[True]  # a bool is not an id


def test_iteration_goes_in_id_order_whatever_the_kinds():
    c, b, p = Circle((0, 0), 1), AABB((0, 0), (1, 1)), Polygon([(0, 0), (1, 0), (0, 1)])
    level = Colliders([c, b, p])
    assert list(level) == [c, b, p]  # the tie order of sweep_into: the lowest id first
    assert level.ids().tolist() == [0, 1, 2]
    assert level.ids("aabb").tolist() == [1]


def test_rows_are_a_read_only_view():
    level = Colliders([AABB((0, 0), (1, 1))])
    with pytest.raises(ValueError):
        level.rows("aabb")[0, 0] = 5.0


def test_polygon_rows_are_over_memory_no_flag_can_make_writable():
    # The kernels trust a collection's polygon rows (checked as they were added): offsets
    # written by another thread during a call sent them past the vertices (a crash).
    level = Colliders([Polygon.regular(5, (0, 0), 1), Polygon.regular(3, (4, 0), 1)])
    rows = level.rows("polygon")
    for array in (rows.vertices, rows.offsets):
        a = array
        while isinstance(a, np.ndarray):
            with pytest.raises(ValueError):
                a.flags.writeable = True
            a = a.base
        if isinstance(a, memoryview):
            a = a.obj
        assert isinstance(a, (bytes, _core.FrozenRows))  # immutable memory
    assert rows.offsets.tolist() == [0, 5, 8]


def test_bad_shapes_are_refused_naming_the_argument():
    level = Colliders()
    with pytest.raises(TypeError, match=r"Colliders.add\(\): 'shape' must be"):
        level.add(5)
    with pytest.raises(TypeError, match=r"Colliders.add\(\): 'shape' must be"):
        level.add(AABBArray([[0, 0, 1, 1]]))
    with pytest.raises(ValueError, match="row 1"):
        level.extend([[0, 0, 1], [0, np.nan, 1]])  # rows of three: circles
    assert len(level) == 0



def test_a_collection_made_at_once_equals_one_made_by_adds():
    """Colliders(shapes) and extend(shapes) add each kind's rows in one step: the same ids,
    rows and kept objects as adding the shapes one by one."""
    rng = np.random.default_rng(7)
    shapes = []
    for k in range(300):
        x, y = rng.uniform(-50, 50, 2).tolist()
        shapes.append([AABB((x, y), (1, 2)), Circle((x, y), 1.5), Segment((x, y), (x + 1, y)),
                       OBB((x, y), (1, 2), 0.3), Capsule((x, y), (x, y + 2), 0.5),
                       Polygon([(x, y), (x + 2, y), (x, y + 1)])][k % 6 if k % 7 else 0])
    one_by_one = Colliders()
    for shape in shapes:
        one_by_one.add(shape)
    for made in (Colliders(shapes), Colliders(shapes[:100])):
        if len(made) == 100:
            made.extend(shapes[100:])
        assert made.ids().tolist() == one_by_one.ids().tolist() == list(range(300))
        for kind in ("aabb", "circle", "segment", "obb", "capsule"):
            assert made.ids(kind).tolist() == one_by_one.ids(kind).tolist()
            assert np.array_equal(made.rows(kind), one_by_one.rows(kind))
        assert all(made[k] is shapes[k] for k in range(300))
        assert made.rows("polygon").offsets.tolist() == one_by_one.rows("polygon").offsets.tolist()


def test_a_bad_item_given_to_the_constructor_is_named():
    with pytest.raises(TypeError, match=r"^Colliders\.__init__\(\): 'shapes' item 1 must be"):
        Colliders([AABB((0, 0), (1, 1)), 5])

def test_a_refused_extend_adds_nothing_and_names_the_item():
    level = Colliders([AABB((0, 0), (1, 1))])
    with pytest.raises(TypeError, match=r"^Colliders\.extend\(\): 'shapes' item 2 must be"):
        level.extend([AABB((3, 0), (1, 1)), Circle((6, 0), 1), "oops"])
    assert len(level) == 1 and level.ids().tolist() == [0]
    assert level.extend([Circle((6, 0), 1)]).tolist() == [1]  # no id was used up
    with pytest.raises(TypeError, match=r"^Colliders\.extend\(\): 'shapes' must be"):
        level.extend(5)


def test_extend_leaves_its_input_unmodified():
    rows = np.array([[0.0, 0.0, 1.0, 1.0], [-0.0, 2.0, 0.5, 0.5]])
    before = rows.copy()
    level = Colliders()
    level.extend(AABBArray(rows))
    level.remove(0)
    np.testing.assert_array_equal(rows, before)
    assert np.signbit(rows[1, 0])


# ---- sweep_into through it -------------------------------------------------------------


@PROPERTY
@given(sweep_into_cases, st.lists(free_circle, max_size=4))
def test_scalar_sweep_into_a_collection_is_the_list_sweep(case, circles):
    body, box_rows, delta = case
    shapes = [AABB((b[0], b[1]), (b[2], b[3])) for b in box_rows]
    shapes += [Circle((c[0], c[1]), c[2]) for c in circles]
    level = Colliders(shapes)
    mover = AABB((body[0], body[1]), (body[2], body[3]))
    got = sweep_into(mover, level, delta)
    expected = sweep_into(mover, shapes, delta)  # boxes come first there too
    assert_vec_bits(got.pos, expected.pos, "pos")
    assert_float_bits(got.time, expected.time, "time")
    assert got.started_overlapping is expected.started_overlapping
    if expected.hit is None:
        assert got.hit is None
    else:
        assert got.hit.collider is expected.hit.collider  # the very object added
        assert any(got.hit.collider is level[i] for i in level.ids())
        assert_vec_bits(got.hit.normal, expected.hit.normal, "hit.normal")


@PROPERTY
@given(sweep_into_cases, st.lists(free_circle, max_size=4), st.lists(boxes, min_size=1,
                                                                         max_size=3))
def test_array_sweep_into_a_collection_reports_ids(case, circles, movers):
    _, box_rows, delta = case
    level = _level(box_rows, circles)
    pair = (AABBArray(np.array(box_rows, dtype=float).reshape(-1, 4)),
            CircleArray(np.array(circles, dtype=float).reshape(-1, 3)))
    got = AABBArray(movers).sweep_into(level, delta)
    expected = AABBArray(movers).sweep_into(pair, delta)
    numbers = expected.hit.collider
    ids = level.ids()
    assert got.hit.collider.tolist() == [ids[n] if n >= 0 else -1 for n in numbers]
    np.testing.assert_array_equal(got.time, expected.time)
    np.testing.assert_array_equal(got.pos, expected.pos)


@PROPERTY
@given(st.lists(boxes, min_size=1, max_size=6), st.data(), deltas)
def test_removing_a_collider_is_as_if_it_was_never_added(box_rows, data, delta):
    gone = data.draw(st.integers(0, len(box_rows) - 1))
    level = _level(box_rows, [])
    level.remove(gone)
    kept = [b for i, b in enumerate(box_rows) if i != gone]
    movers = CircleArray([[0.0, 0.0, 0.5], [3.0, -2.0, 1.0]])
    got = movers.sweep_into(level, delta)
    expected = movers.sweep_into(AABBArray(np.array(kept).reshape(-1, 4)), delta)
    survivors = [i for i in range(len(box_rows)) if i != gone]
    assert got.hit.collider.tolist() == [survivors[n] if n >= 0 else -1
                                         for n in expected.hit.collider]
    np.testing.assert_array_equal(got.time, expected.time)


def test_a_segment_collider_is_swept_into_as_a_capsule_of_radius_0():
    wall = Segment((3, -5), (3, 5))
    level = Colliders([AABB((9, 0), (1, 1)), wall])
    box = AABB((0, 0), (1, 1))
    expected = box.sweep_into([Capsule((3, -5), (3, 5), 0.0)], (10, 0))
    got = AABBArray([box]).sweep_into(level, (10, 0))
    assert got.hit.collider.tolist() == [1] and got.time[0] == expected.time
    assert sweep_into(box, level, (10, 0)).hit.collider is wall


def test_reading_while_another_thread_adds_leaves_the_collection_whole():
    # Reading the polygons' packed rows while another thread added polygons could keep
    # a packing made from half an addition (the polygons without their ids): afterwards
    # pairs() refused the collection and the last id could not be looked up (a third of
    # such runs). A lock keeps additions and packing apart.
    import random
    import sys
    import threading
    import time

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for trial in range(12):
            rng = np.random.default_rng(trial)
            level = Colliders()
            centres = rng.random((2000, 2)) * 300
            level.extend([Polygon.regular(6, tuple(c), 0.7) for c in centres])
            r = random.Random(trial)

            def add() -> None:
                for _ in range(r.randrange(1, 40)):
                    level.add(Polygon.regular(4, (r.random() * 300, r.random() * 300), 1.0))
                    time.sleep(0.0003)

            adder = threading.Thread(target=add)
            adder.start()
            while adder.is_alive():
                level.rows("polygon")
            adder.join()
            ids = level.ids()
            polygons = level.rows("polygon")
            assert len(polygons) == len(ids) == len(level)
            assert polygons.offsets[-1] == len(polygons.vertices)
            assert isinstance(level[int(ids[-1])], Polygon)
            pairs(level)  # the collection is accepted whole
    finally:
        sys.setswitchinterval(interval)


def test_a_collider_removed_during_iteration_is_a_runtime_error_naming_it():
    """As a dict's iteration does: not a KeyError the caller never asked for (a scalar
    sweep_into through a collection another thread removed from raised a bare KeyError)."""
    level = Colliders([AABB((k * 3, 0), (1, 1)) for k in range(4)])
    shapes = iter(level)
    next(shapes)
    level.remove(2)
    next(shapes)
    with pytest.raises(RuntimeError, match="collider 2 was removed"):
        next(shapes)


def test_rows_handed_out_are_not_changed_by_a_later_removal():
    """A removal makes new arrays: rows a call on another thread reads without the GIL
    (or a caller keeps) stay as they were, not shifted under it."""
    level = Colliders()
    level.extend(AABBArray([[k, 0, 1, 1] for k in range(5)]))
    rows = level.rows("aabb")
    before = rows.copy()
    level.remove(1)
    assert np.array_equal(rows, before)
    assert level.rows("aabb")[:, 0].tolist() == [0, 2, 3, 4]


def _count_while_removing(level, removed, read) -> int:
    """Remove ids ``removed`` from ``level`` on another thread, thread switches as often as
    Python allows, while this one sums ``read()`` again and again; the sum."""
    import sys
    import threading

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        done = threading.Event()

        def remove() -> None:
            for k in removed:
                level.remove(k)
            done.set()

        remover = threading.Thread(target=remove)
        remover.start()
        total = 0
        while not done.is_set():
            total += read()
        remover.join()
        return total
    finally:
        sys.setswitchinterval(interval)


def test_looking_up_ids_while_another_thread_removes_never_gives_a_neighbours_shape():
    """An id looked up while another thread removed a lower one could be answered with
    the row of the id after it (found at row i, read after the rows moved down)."""
    level = Colliders()
    level.extend(AABBArray([[k, 0, 0.25, 0.25] for k in range(4000)]))
    stable = list(range(2000, 4000))  # never removed
    wrong = _count_while_removing(
        level, range(2000), lambda: sum(level[k].pos[0] != k for k in stable[::97]))
    assert wrong == 0


def test_membership_while_another_thread_removes_is_never_wrong():
    """``id in colliders`` searched a column without the lock: a removal on another
    thread between the search and its read could answer False for an id still there,
    or raise IndexError."""
    for shapes in ([AABB((k, 0), (0.25, 0.25)) for k in range(3000)],
                   [Polygon([(k, 0), (k + 0.5, 0), (k, 0.5)]) for k in range(3000)]):
        level = Colliders(shapes)
        stable = list(range(1500, 3000))  # never removed
        missing = _count_while_removing(level, range(1500),
                                        lambda: sum(k not in level for k in stable[::7]))
        assert missing == 0
