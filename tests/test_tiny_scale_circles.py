"""Static circle tests give the exact-geometry answer at every scale.

Squared distances lose precision below ~2**-511 and underflow to 0 below
~2**-537, so the static circle tests (circle vs point, circle, box both ways,
and the overlaps_* built on them, scalar and batch) square tiny vectors in a
frame scaled by an exact power of two (c2d_closer_than, c2d_unit in
src/core/base/math.h; _closer_than, _unit in collide2d/oracle/small.py).

The properties here take small quarter-step grid geometry, multiply it by an
exact power of two (2**-1000, 2**-1040: still exact, the coordinates become
subnormal) and check that hit or no hit and the normal are those of the same
geometry at scale 1, bit for bit; that batch rows equal the scalar calls; that
the C equals the oracle; and that no result holds NaN or -0.0.
"""

from __future__ import annotations

import math
import struct

import numpy as np
from hypothesis import given, settings, strategies as st

from collide2d import AABB, AABBArray, Circle, CircleArray, Segment
from collide2d import oracle

EXAMPLES = settings(max_examples=300, deadline=None)
SCALES = (1.0, 2.0**-600, 2.0**-1000, 2.0**-1040)
TINY = st.sampled_from(SCALES[1:])

# Quarter steps: coordinates in [-6, 6], radii and half sizes in [0, 4].
coord = st.integers(-24, 24).map(lambda k: k / 4)
length = st.integers(0, 16).map(lambda k: k / 4)
point = st.tuples(coord, coord)
circle = st.tuples(coord, coord, length)
box = st.tuples(coord, coord, length, length)


def bits(value: float) -> bytes:
    return struct.pack("<d", float(value))


def scaled(row, s: float):
    return tuple(v * s for v in row)


def circ(row) -> Circle:
    return Circle((row[0], row[1]), row[2])


def aabb(row) -> AABB:
    return AABB((row[0], row[1]), (row[2], row[3]))


def assert_clean(hit) -> None:
    """No NaN and no -0.0 in any component of a hit."""
    if hit is None:
        return
    for name in ("pos", "delta", "normal"):
        for v in getattr(hit, name):
            assert not math.isnan(v), f"{name} holds NaN: {hit!r}"
            assert bits(v) != bits(-0.0), f"{name} holds -0.0: {hit!r}"
    assert not math.isnan(hit.time) and bits(hit.time) != bits(-0.0)


def assert_scaled_like(unit, tiny, s: float) -> None:
    """`tiny` is `unit`'s answer for the geometry scaled by s: the same hit,
    the same normal bits; pos and delta scaled within the rounding of
    subnormals (a few units of 2**-1074)."""
    assert_clean(unit)
    assert_clean(tiny)
    assert (unit is None) == (tiny is None), f"scale 1: {unit!r}, scale {s!r}: {tiny!r}"
    if unit is None:
        return
    assert bits(tiny.normal[0]) == bits(unit.normal[0]), (unit, tiny)
    assert bits(tiny.normal[1]) == bits(unit.normal[1]), (unit, tiny)
    for name in ("pos", "delta"):
        for u, t in zip(getattr(unit, name), getattr(tiny, name)):
            assert abs(t - u * s) <= 8 * 2.0**-1074 + abs(u * s) * 2.0**-40, (name, unit, tiny)


# ---- the reported case ----------------------------------------------------------------


def test_a_box_three_radii_away_is_no_hit():
    c = Circle((5e-300, 0), 1e-300)
    b = AABB((0, 0), (1e-300, 1e-300))
    assert c.intersect_aabb(b) is None
    assert b.intersect_circle(c) is None
    assert not c.overlaps_aabb(b) and not b.overlaps_circle(c)
    assert oracle.intersect_circle_aabb((5e-300, 0, 1e-300), (0, 0, 1e-300, 1e-300)) is None
    assert oracle.intersect_aabb_circle((0, 0, 1e-300, 1e-300), (5e-300, 0, 1e-300)) is None


def test_a_point_just_inside_a_tiny_circle_is_inside():
    hit = Circle((0, 0), 1e-170).intersect_point((1e-171, 0))
    assert hit is not None and tuple(hit.normal) == (1.0, 0.0)
    assert Circle((0, 0), 1e-170).intersect_point((1e-169, 0)) is None


def test_a_centre_outside_a_box_by_a_subnormal_is_outside_with_its_own_normal():
    # Outside a corner by (2**-1070, 2**-1070): the diagonal normal, not a face's.
    s = 2.0**-1070
    diagonal = Circle((-1, -1), 2.0).intersect_aabb(AABB((1, 1), (1, 1))).normal
    assert diagonal[0] == diagonal[1] > 0.7
    hit = Circle((-s, -s), 1.0).intersect_aabb(AABB((1, 1), (1, 1)))
    assert hit is not None and tuple(hit.normal) == tuple(diagonal)
    assert_clean(hit)
    hit = AABB((1, 1), (1, 1)).intersect_circle(Circle((-s, -s), 1.0))
    assert hit is not None and tuple(hit.normal) == (-diagonal[0], -diagonal[1])
    assert_clean(hit)


def test_touching_stays_touching_at_subnormal_scale():
    s = 2.0**-1060
    assert Circle((0, 0), 3 * s).intersect_circle(Circle((5 * s, 0), 2 * s)) is None
    assert Circle((0, 0), 5 * s).intersect_point((3 * s, 4 * s)) is None
    assert Circle((0, 0), 5 * s).intersect_aabb(AABB((4 * s, 5 * s), (s, s))) is None  # corner (3, 4)
    assert AABB((4 * s, 5 * s), (s, s)).intersect_circle(Circle((0, 0), 5 * s)) is None


# ---- scalar: the same answers as at scale 1 --------------------------------------------


@EXAMPLES
@given(circle, point, TINY)
def test_circle_point_is_scale_free(c, p, s):
    unit = circ(c).intersect_point(p)
    tiny = circ(scaled(c, s)).intersect_point(scaled(p, s))
    assert_scaled_like(unit, tiny, s)
    assert circ(scaled(c, s)).overlaps_point(scaled(p, s)) == (unit is not None)


@EXAMPLES
@given(circle, circle, TINY)
def test_circle_circle_is_scale_free(a, b, s):
    unit = circ(a).intersect_circle(circ(b))
    tiny = circ(scaled(a, s)).intersect_circle(circ(scaled(b, s)))
    assert_scaled_like(unit, tiny, s)
    assert circ(scaled(a, s)).overlaps_circle(circ(scaled(b, s))) == (unit is not None)


@EXAMPLES
@given(circle, box, TINY)
def test_circle_aabb_is_scale_free(c, b, s):
    unit = circ(c).intersect_aabb(aabb(b))
    tiny = circ(scaled(c, s)).intersect_aabb(aabb(scaled(b, s)))
    assert_scaled_like(unit, tiny, s)


@EXAMPLES
@given(box, circle, TINY)
def test_aabb_circle_is_scale_free(b, c, s):
    unit = aabb(b).intersect_circle(circ(c))
    tiny = aabb(scaled(b, s)).intersect_circle(circ(scaled(c, s)))
    assert_scaled_like(unit, tiny, s)
    assert aabb(scaled(b, s)).overlaps_circle(circ(scaled(c, s))) == (unit is not None)
    assert circ(scaled(c, s)).overlaps_aabb(aabb(scaled(b, s))) == (unit is not None)


@EXAMPLES
@given(circle, point, point, TINY)
def test_circle_segment_overlap_is_scale_free(c, a, b, s):
    unit = Segment(a, b).overlaps_circle(circ(c))
    assert Segment(scaled(a, s), scaled(b, s)).overlaps_circle(circ(scaled(c, s))) == unit
    assert circ(scaled(c, s)).overlaps_segment(Segment(scaled(a, s), scaled(b, s))) == unit


# ---- the oracle mirrors the C bit for bit at every scale ------------------------------


def assert_same_hit(got, expected) -> None:
    assert (got is None) == (expected is None), (got, expected)
    if got is None:
        return
    for name in ("pos", "delta", "normal"):
        for g, e in zip(getattr(got, name), getattr(expected, name)):
            assert bits(g) == bits(e), (name, got, expected)
    assert bits(got.time) == bits(expected.time)


@EXAMPLES
@given(circle, circle, box, point, st.sampled_from(SCALES))
def test_c_equals_the_oracle_at_every_scale(a, b, bx, p, s):
    a, b, bx, p = scaled(a, s), scaled(b, s), scaled(bx, s), scaled(p, s)
    assert_same_hit(circ(a).intersect_point(p), oracle.intersect_circle_point(a, p))
    assert_same_hit(circ(a).intersect_circle(circ(b)), oracle.intersect_circle_circle(a, b))
    assert_same_hit(circ(a).intersect_aabb(aabb(bx)), oracle.intersect_circle_aabb(a, bx))
    assert_same_hit(aabb(bx).intersect_circle(circ(a)), oracle.intersect_aabb_circle(bx, a))
    assert circ(a).overlaps_circle(circ(b)) == oracle.overlaps("circle", a, "circle", b)
    assert circ(a).overlaps_point(p) == oracle.overlaps("circle", a, "point", p)
    assert aabb(bx).overlaps_circle(circ(a)) == oracle.overlaps("aabb", bx, "circle", a)


# ---- batch: rows equal the scalar calls, and the scale-1 answers ----------------------

@EXAMPLES
@given(st.lists(st.tuples(circle, circle, box, point), min_size=1, max_size=12), TINY)
def test_batch_rows_are_scale_free_and_equal_the_scalar_calls(rows, s):
    ca = [c for c, _, _, _ in rows]
    cb = [c for _, c, _, _ in rows]
    bx = [b for _, _, b, _ in rows]
    pt = [p for _, _, _, p in rows]
    for scale in (1.0, s):
        A = CircleArray(np.array([scaled(c, scale) for c in ca], dtype=float))
        B = CircleArray(np.array([scaled(c, scale) for c in cb], dtype=float))
        X = AABBArray(np.array([scaled(b, scale) for b in bx], dtype=float))
        P = np.array([scaled(p, scale) for p in pt], dtype=float)
        cc, cp = A.overlaps_circle(B), A.overlaps_point(P)
        cx, xc = A.overlaps_aabb(X), X.overlaps_circle(A)
        hits = {
            "cc": A.intersect_circle(B),
            "cp": A.intersect_point(P),
            "cx": A.intersect_aabb(X),
            "xc": X.intersect_circle(A),
        }
        for name, h in hits.items():
            assert not np.isnan(h.pos).any() and not np.isnan(h.delta).any()
            assert not np.isnan(h.normal).any()
            for col in (h.pos, h.delta, h.normal):
                assert not (np.signbit(col) & (col == 0)).any(), f"{name}: -0.0 in a row"
        for i in range(len(rows)):
            a, b = circ(scaled(ca[i], scale)), circ(scaled(cb[i], scale))
            x, p = aabb(scaled(bx[i], scale)), scaled(pt[i], scale)
            want_cc = a.intersect_circle(b)
            want_cp = a.intersect_point(p)
            want_cx = a.intersect_aabb(x)
            want_xc = x.intersect_circle(a)
            assert bool(cc[i]) == (want_cc is not None)
            assert bool(cp[i]) == (want_cp is not None)
            assert bool(cx[i]) == (want_xc is not None)
            assert bool(xc[i]) == (want_xc is not None)
            for name, want in (("cc", want_cc), ("cp", want_cp), ("cx", want_cx),
                               ("xc", want_xc)):
                h = hits[name]
                assert bool(h.hit[i]) == (want is not None), name
                if want is not None:
                    for field in ("pos", "delta", "normal"):
                        got = getattr(h, field)[i]
                        assert bits(got[0]) == bits(getattr(want, field)[0]), (name, field)
                        assert bits(got[1]) == bits(getattr(want, field)[1]), (name, field)
        if scale == 1.0:
            unit = (cc.copy(), cp.copy(), cx.copy(), xc.copy())
        else:
            assert (cc == unit[0]).all() and (cp == unit[1]).all()
            assert (cx == unit[2]).all() and (xc == unit[3]).all()


def test_batch_circle_circle_mixes_tiny_and_normal_rows():
    s = 2.0**-1050
    a = CircleArray(np.array([[0, 0, 1], [0, 0, 3 * s], [0, 0, 3 * s], [0, 0, 0]], dtype=float))
    b = CircleArray(np.array([[1.5, 0, 1], [4 * s, 0, 2 * s], [5 * s, 0, 2 * s], [s, 0, 0]],
                             dtype=float))
    assert a.overlaps_circle(b).tolist() == [True, True, False, False]
