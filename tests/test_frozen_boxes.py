"""Frozen box arrays (AABBArray.freeze): rows checked and copied once into memory nothing
can write, which pairs, Index and sweep_into then read in place as the boxes' bounds
(src/binding/py_inputs.c, src/binding/py_frozen.c). The answers are those of the same
boxes not frozen, byte for byte: the brute-force oracle of tests/test_pairs.py holds for
those, and these tests hold the frozen calls to them."""

from __future__ import annotations

import ctypes
import gc
import pickle

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_pairs import _method

import collide2d
from collide2d import AABBArray, Colliders, Index, pairs


@st.composite
def boxes(draw, max_size=40):
    """Box rows on quarter steps (touching edges, identical boxes, zero sizes), now and
    then one box over everything, at an exact scale over six orders of magnitude."""
    n = draw(st.integers(0, max_size))
    coords = st.integers(0, 24).map(lambda v: v / 4)
    sizes = st.integers(0, 6).map(lambda v: v / 4)
    rows = [[draw(coords), draw(coords), draw(sizes), draw(sizes)] for _ in range(n)]
    if n and draw(st.booleans()):
        rows[draw(st.integers(0, n - 1))] = [3.0, 3.0, 10.0, 10.0]
    scale = draw(st.sampled_from([1.0, 2.0 ** -20, 2.0 ** 10]))
    return np.array(rows, dtype=np.float64).reshape(-1, 4) * scale


def test_a_frozen_copy_is_checked_read_only_and_its_own() -> None:
    rows = np.array([[0.0, 0.0, 1.0, 1.0], [2.0, 0.0, 1.0, 0.5]])
    plain = AABBArray(rows)
    frozen = plain.freeze()
    assert not plain.frozen and frozen.frozen
    assert frozen.freeze() is frozen
    rows[0, 0] = 9.0  # the caller's rows change; the frozen copy does not
    np.testing.assert_array_equal(frozen.rows, [[0.0, 0.0, 1.0, 1.0], [2.0, 0.0, 1.0, 0.5]])
    assert not frozen.rows.flags.writeable
    with pytest.raises(ValueError):
        frozen.rows.flags.writeable = True
    base = frozen.rows
    while isinstance(base, np.ndarray):  # no array over its memory can be made writable
        base = base.base
        if isinstance(base, np.ndarray):
            with pytest.raises(ValueError):
                base.flags.writeable = True
    memory = base.obj if isinstance(base, memoryview) else base
    assert memoryview(memory).readonly
    with pytest.raises((BufferError, TypeError)):  # a writable buffer is refused
        (ctypes.c_char * 8).from_buffer(memory)
    # A read-only array the caller made is not frozen: its memory may still change.
    mine = np.array(rows)
    mine.flags.writeable = False
    assert not AABBArray(mine).frozen


def test_freeze_checks_the_rows_and_names_the_bad_one() -> None:
    boxes = AABBArray(np.zeros((3, 4)))
    boxes.rows[2, 3] = -1.0  # made bad after the constructor's check
    with pytest.raises(ValueError, match="row 2 has a negative half size"):
        boxes.freeze()
    boxes.rows[2, 3] = np.nan
    with pytest.raises(ValueError, match="row 2 has a value that is not finite"):
        boxes.freeze()


class Walls(AABBArray):
    """A user's subclass, with attributes of its own."""


def test_slices_pickles_and_empty_arrays() -> None:
    frozen = AABBArray(np.arange(40.0).reshape(10, 4)).freeze()
    assert frozen[2:5].frozen  # contiguous rows of the same memory
    assert not frozen[::2].frozen  # rows apart: copied by a call, as any
    again = pickle.loads(pickle.dumps(frozen))
    assert again.frozen
    np.testing.assert_array_equal(again.rows, frozen.rows)
    walls = Walls(np.arange(8.0).reshape(2, 4)).freeze()
    walls.name = "north"  # a subclass's own attributes pickle with it, frozen
    again = pickle.loads(pickle.dumps(walls))
    assert type(again) is Walls and again.frozen and again.name == "north"
    empty = AABBArray(np.zeros((0, 4))).freeze()
    assert empty.frozen and len(empty) == 0
    assert pairs(empty).shape == (0, 2)
    assert len(Index(empty).pairs()) == 0


@pytest.mark.parametrize("method", ("grid", "sweep"))
@settings(max_examples=80, deadline=None)
@given(rows=boxes(), other=boxes())
def test_pairs_of_frozen_boxes_are_those_of_the_same_boxes(method, rows, other) -> None:
    plain, frozen = AABBArray(rows), AABBArray(rows).freeze()
    other_plain, other_frozen = AABBArray(other), AABBArray(other).freeze()
    with _method(method):
        want = pairs(plain)
        np.testing.assert_array_equal(pairs(frozen), want)
        want = pairs(plain, other_plain)
        np.testing.assert_array_equal(pairs(frozen, other_frozen), want)
        np.testing.assert_array_equal(pairs(plain, other_frozen), want)


@settings(max_examples=60, deadline=None)
@given(rows=boxes(), probes=boxes(max_size=10), delta=st.sampled_from([(3.0, 0.5), (0.0, -2.0)]))
def test_an_index_and_sweeps_over_frozen_boxes_answer_as_over_the_same_boxes(rows, probes,
                                                                            delta) -> None:
    plain, frozen = Index(AABBArray(rows)), Index(AABBArray(rows).freeze())
    np.testing.assert_array_equal(frozen.pairs(), plain.pairs())
    for got, want in zip(frozen.query(AABBArray(probes)), plain.query(AABBArray(probes))):
        np.testing.assert_array_equal(got, want)
    movers = AABBArray(probes)
    got = movers.sweep_into(AABBArray(rows).freeze(), delta)
    want = movers.sweep_into(AABBArray(rows), delta)
    for field in ("pos", "time"):
        np.testing.assert_array_equal(getattr(got, field), getattr(want, field))
    np.testing.assert_array_equal(got.hit.collider, want.hit.collider)


def test_an_index_outlives_its_frozen_array_and_updates_a_copy_of_its_own() -> None:
    rng = np.random.default_rng(5)
    rows = np.c_[rng.uniform(0, 60, (3000, 2)), np.full((3000, 2), 0.5)]
    frozen = AABBArray(rows).freeze()
    index, plain = Index(frozen), Index(AABBArray(rows))
    del frozen  # the index holds the memory it reads
    gc.collect()
    np.testing.assert_array_equal(index.pairs(), plain.pairs())
    frozen = AABBArray(rows).freeze()
    index = Index(frozen)
    moved = AABBArray([[30.0, 30.0, 5.0, 5.0], [0.0, 0.0, 0.0, 0.0]])
    index.update([7, 2999], moved)
    plain.update([7, 2999], moved)
    np.testing.assert_array_equal(index.pairs(), plain.pairs())
    np.testing.assert_array_equal(frozen.rows, rows)  # the frozen rows were not written


def test_frozen_boxes_among_other_kinds_and_on_every_thread_count() -> None:
    rng = np.random.default_rng(8)
    rows = np.c_[rng.uniform(0, 300, (70000, 2)), rng.uniform(0, 1, (70000, 2))]
    plain, frozen = AABBArray(rows), AABBArray(rows).freeze()
    want = pairs(plain)
    before = collide2d.get_num_threads()
    try:
        for threads in (1, 2, 3):
            collide2d.set_num_threads(threads)
            np.testing.assert_array_equal(pairs(frozen), want)
    finally:
        collide2d.set_num_threads(before)
    level = Colliders()
    level.extend(frozen[:500])
    level.extend(collide2d.CircleArray([[10.0, 10.0, 3.0]]))
    mixed = Colliders()
    mixed.extend(plain[:500])
    mixed.extend(collide2d.CircleArray([[10.0, 10.0, 3.0]]))
    np.testing.assert_array_equal(pairs(level), pairs(mixed))
