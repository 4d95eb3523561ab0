"""Freed Hit and Sweep objects are kept for reuse (a free list in the module state, on
GIL builds): a reused object must be indistinguishable from a new one."""

from __future__ import annotations

import gc
import sys
import weakref

from hypothesis import given, settings
from hypothesis import strategies as st

from collide2d import AABB, Circle, Hit, Sweep, Vec2

BOX = AABB(Vec2(0.0, 0.0), Vec2(2.0, 2.0))


def _hit_of(x: float) -> Hit:
    hit = BOX.intersect_point((x, 0.5))
    assert hit is not None
    return hit


@settings(max_examples=50, deadline=None)
@given(st.lists(st.floats(-1.9, 1.9), min_size=1, max_size=80))
def test_hits_made_after_others_were_freed_hold_their_own_values(xs) -> None:
    # Make, free (in an order hypothesis picks) and make again: every Hit has the
    # values of its own query, whatever memory it reuses.
    kept = []
    for i, x in enumerate(xs):
        hit = _hit_of(x)
        if i % 3:
            kept.append((x, hit))
        del hit
    for x, hit in kept:
        assert hit == _hit_of(x)
        assert hit.collider is BOX


def test_the_types_and_colliders_reference_counts_come_back() -> None:
    box = AABB(Vec2(0.0, 0.0), Vec2(2.0, 2.0))
    mover = AABB(Vec2(-5.0, 0.0), Vec2(1.0, 1.0))
    for _ in range(100):  # fill the free lists
        box.intersect_point((0.5, 0.5))
        box.sweep_aabb(mover, (10.0, 0.0))
    before = (sys.getrefcount(Hit), sys.getrefcount(Sweep), sys.getrefcount(box))
    for _ in range(1000):
        hits = [box.intersect_point((0.5, 0.5)) for _ in range(50)]
        sweeps = [box.sweep_aabb(mover, (10.0, 0.0)) for _ in range(50)]
        Sweep(None, (1.0, 2.0), 1.0)
        del hits, sweeps
    assert (sys.getrefcount(Hit), sys.getrefcount(Sweep), sys.getrefcount(box)) == before


class Body(Circle):
    """A collider with a __dict__, so a Hit on it can be part of a cycle."""


def test_a_hit_in_a_cycle_through_its_collider_is_collected_and_reused_safely() -> None:
    body = Body(Vec2(0.0, 0.0), 1.0)
    hit = body.intersect_point((0.5, 0.0))
    body.last_hit = hit  # body -> hit -> body
    alive = weakref.ref(body)
    del body, hit
    gc.collect()
    assert alive() is None
    # The freed Hit went to the free list; the next ones are whole and right.
    circle = Circle(Vec2(0.0, 0.0), 2.0)
    again = [circle.intersect_point((0.25 * k, 0.0)) for k in range(1, 7)]
    assert [h.collider for h in again] == [circle] * 6
    assert [h.pos.x for h in again] == [2.0] * 6
