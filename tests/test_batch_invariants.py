"""Invariants of whole-array results, on quarter-step coordinates (exact arithmetic).

- ``others + hits.delta`` resolves every row (docs/api.md, "Rows without a
  hit": the fill values keep that vectorised expression correct on misses too):
  afterwards no row overlaps, hit rows touch exactly along the hit normal, and
  miss rows did not move.
- Sweep end positions do not overlap the collider (sweep_aabb) or any collider
  (sweep_into), unless the row started overlapping, where it stays put.
- Translating every shape by a power of two translates positions and keeps
  everything else, bit for bit.
"""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from collide2d import AABBArray

from array_strategies import rows_of
from batch_checks import assert_bits_equal

PROPERTY = settings(max_examples=75, deadline=None)


def exact_rows(*kinds):
    """Strategy: n rows of each kind (same n), quarter-step values."""
    return st.integers(0, 24).flatmap(
        lambda n: st.tuples(*[rows_of(kind, n, exact=True) for kind in kinds])
    )


@PROPERTY
@given(exact_rows("box", "box"))
def test_adding_hits_delta_to_others_separates_every_row(arrays):
    boxes, others = arrays
    arr = AABBArray(boxes)
    hits = arr.intersect_aabb(others)
    hit = np.asarray(hits.hit)
    moved = others.copy()
    moved[:, :2] = AABBArray(others).rows[:, :2] + hits.delta
    assert not arr.overlaps_aabb(moved).any()
    # Hit rows now touch exactly on the axis of the normal; misses stay put.
    normal = np.asarray(hits.normal)
    gap = (boxes[:, 2:] + others[:, 2:]) - np.abs(moved[:, :2] - boxes[:, :2])
    axis = np.where(normal[:, 0] != 0, 0, 1)
    assert (gap[hit, axis[hit]] == 0).all()
    assert np.array_equal(moved[~hit], others[~hit])
    # The overlap mask and the hit mask are the same rows.
    assert np.array_equal(hit, arr.overlaps_aabb(others))


@PROPERTY
@given(exact_rows("box", "vec"))
def test_adding_hits_delta_to_points_moves_every_point_out(arrays):
    boxes, points = arrays
    arr = AABBArray(boxes)
    hits = arr.intersect_point(points)
    moved = points + hits.delta
    assert not np.asarray(arr.intersect_point(moved).hit).any()
    hit = np.asarray(hits.hit)
    assert np.array_equal(moved[~hit], points[~hit])
    # A moved point lies on the edge the hit names: its pos (compared by
    # value: adding a +0.0 delta component turns a -0.0 coordinate into +0.0).
    assert np.array_equal(moved[hit], np.asarray(hits.pos)[hit])


@PROPERTY
@given(exact_rows("box", "box", "motion"))
def test_sweep_aabb_end_positions_do_not_overlap_the_collider(arrays):
    colliders, movers, delta = arrays
    arr = AABBArray(colliders)
    sweeps = arr.sweep_aabb(movers, delta)
    stuck = np.asarray(sweeps.started_overlapping)
    ended = movers.copy()
    ended[:, :2] = sweeps.pos
    overlapping = arr.overlaps_aabb(ended)
    assert not overlapping[~stuck].any()
    # Stuck rows are exactly the rows that overlapped at the start; they stay.
    assert np.array_equal(stuck, arr.overlaps_aabb(movers))
    assert (np.asarray(sweeps.time)[stuck] == 0).all()
    assert np.array_equal(np.asarray(sweeps.pos)[stuck], movers[stuck, :2])


@PROPERTY
@given(
    st.integers(0, 12).flatmap(
        lambda m: st.tuples(rows_of("box", m, exact=True), exact_rows("box", "motion"))
    )
)
def test_sweep_into_end_positions_overlap_no_collider(arrays):
    collider_rows, (movers, delta) = arrays
    colliders = AABBArray(collider_rows)
    sweeps = AABBArray(movers).sweep_into(colliders, delta)
    ended = movers.copy()
    ended[:, :2] = sweeps.pos
    for i in range(len(movers)):
        if colliders.overlaps_aabb(movers[i]).any():
            continue  # stuck from the start: nothing to promise but time 0
        assert not colliders.overlaps_aabb(ended[i]).any(), f"mover {i} ends inside"


@PROPERTY
@given(
    exact_rows("box", "box", "motion"),
    st.sampled_from([2.0**10, -(2.0**12), 2.0**20]),
    st.sampled_from([2.0**11, -(2.0**9), 0.0]),
)
def test_translation_by_powers_of_two_moves_positions_only(arrays, tx, ty):
    boxes, others, delta = arrays
    shift = np.array([tx, ty, 0.0, 0.0])
    arr, moved = AABBArray(boxes), AABBArray(boxes + shift)
    hits, moved_hits = arr.intersect_aabb(others), moved.intersect_aabb(others + shift)
    assert np.array_equal(hits.hit, moved_hits.hit)
    for name in ("delta", "normal", "time"):
        assert_bits_equal(getattr(moved_hits, name), getattr(hits, name), name)
    assert_bits_equal(moved_hits.pos, np.asarray(hits.pos) + shift[:2], "pos")
    sweeps = arr.sweep_aabb(others, delta)
    moved_sweeps = moved.sweep_aabb(others + shift, delta)
    assert np.array_equal(sweeps.hit.hit, moved_sweeps.hit.hit)
    assert_bits_equal(moved_sweeps.time, sweeps.time, "sweep time")
    assert_bits_equal(moved_sweeps.hit.normal, sweeps.hit.normal, "sweep normal")
    assert np.array_equal(sweeps.started_overlapping, moved_sweeps.started_overlapping)
