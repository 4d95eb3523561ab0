"""A segment far shorter than the shapes around it (1e-200 long among shapes of size 1,
down to one subnormal step): its direction's products with the coordinates underflow,
so the separating axis test in time measured gaps and speeds of no precision and two
segments swept into each other gave a normal of (nan, inf), or a hit where nothing met;
the oracle divided by a squared length of 0. Such a direction is now scaled by a power
of two first (c2d_tiny_scaled in src/core/base/math.h, the oracle's ``_tiny_scaled``):
the same direction exactly, the same bits wherever nothing underflowed before."""

from __future__ import annotations

import numpy as np
import pytest

from collide2d import Capsule, CapsuleArray, oracle

SHORT = [5e-324, 3e-320, 1e-310, 2.2e-308, 1e-300, 1e-200, 1e-160]


def _rows(short: float, n: int, rng):
    """n short segments (capsules of radius 0) on a half-unit grid, and n unit ones."""
    start = rng.integers(-2, 3, (n, 2)) / 2.0
    s = np.column_stack([start, start + short * rng.choice([-1.0, 0.0, 1.0], (n, 2)), np.zeros(n)])
    m_start = rng.integers(-4, 5, (n, 2)) / 4.0
    m = np.column_stack([m_start, m_start + rng.integers(-4, 5, (n, 2)) / 4.0, np.zeros(n)])
    return s, m, rng.integers(-8, 9, (n, 2)) / 4.0


@pytest.mark.parametrize("short", SHORT)
@pytest.mark.parametrize("moving_short", [False, True])
def test_a_sweep_of_a_short_segment_is_finite_and_hits_only_where_they_meet(short, moving_short):
    rng = np.random.default_rng(int(-np.log2(short)) + moving_short)
    s, m, delta = _rows(short, 20000, rng)
    if moving_short:
        s, m = m, s
    records = CapsuleArray(s).sweep_capsule(CapsuleArray(m), delta).records
    hit = records["hit"]["hit"]
    for field in ("pos", "delta", "normal"):
        assert np.isfinite(records["hit"][field]).all(), field
    assert np.isfinite(records["pos"]).all()
    assert hit.sum() > 20
    # At a hit's time the moving segment touches the static one (a false hit of the
    # old code lay 0.25 and more away).
    time = records["hit"]["time"][hit, None]
    moved = m[hit].copy()
    moved[:, 0:2] += delta[hit] * time
    moved[:, 2:4] += delta[hit] * time
    apart = CapsuleArray(s[hit]).distance_capsule(CapsuleArray(moved)).distance
    assert (apart < 1e-9).all(), np.flatnonzero(apart >= 1e-9)[:5]
    # The unit normals have unit length.
    normal = records["hit"]["normal"][hit]
    assert np.allclose(np.hypot(normal[:, 0], normal[:, 1]), 1.0)


@pytest.mark.parametrize("short", SHORT)
def test_a_sweep_of_a_short_segment_is_the_oracles(short):
    rng = np.random.default_rng(int(-np.log2(short)))
    s, m, delta = _rows(short, 600, rng)
    for a, b, d in zip(s, m, delta):
        for static, moving, motion in ((a, b, d), (b, a, d)):
            got = Capsule((static[0], static[1]), (static[2], static[3]), 0.0).sweep_capsule(
                Capsule((moving[0], moving[1]), (moving[2], moving[3]), 0.0), tuple(motion))
            want = oracle.sweep_capsule_capsule(tuple(static), tuple(moving), tuple(motion))
            assert (got.hit is None) == (want.hit is None), (static, moving, motion)
            assert tuple(got.pos) == want.pos and got.time == want.time
            if want.hit is not None:
                assert (tuple(got.hit.pos), tuple(got.hit.normal), got.hit.time) == (
                    want.hit.pos, want.hit.normal, want.hit.time), (static, moving, motion)
