"""Convex polygons (Polygon, PolygonArray): the C core against the pure-Python oracle bit
for bit, yes/no answers against exact rational arithmetic and against shapely 2 (GEOS),
the invariants of the push-out and the sweeps, and the refusal of degenerate input.

Batch == scalar and every instruction-set path come from the kernel list's own suites
(tests/test_kernel_list.py, tests/test_cpu_paths.py).
"""

from __future__ import annotations

import math
import pickle
from fractions import Fraction

import numpy as np
import pytest
import shapely
from hypothesis import assume, example, given, reject, settings
from hypothesis import strategies as st
from shape_checks import make, run_doc_examples, same_hit, same_sweep

import collide2d
from collide2d import (AABB, OBB, Capsule, CapsuleArray, Circle, Polygon, PolygonArray, Segment,
                       oracle)

EXAMPLES = settings(max_examples=300, deadline=None)
FEW = settings(max_examples=150, deadline=None)

tie = st.integers(-16, 16).map(lambda v: v / 4)
tie_size = st.integers(0, 12).map(lambda v: v / 4)
free = st.floats(-10, 10, allow_nan=False)
free_size = st.floats(0, 6, allow_nan=False)
coord = tie | free
size = tie_size | free_size
angle = st.integers(-4, 4).map(lambda k: k * (math.pi / 2)) | st.floats(-7, 7)
scale = st.sampled_from([1.0, 2.0**-300, 2.0**-20, 2.0**40, 2.0**190])


def hull_of(points) -> tuple | None:
    """The vertex list of the hull of ``points`` (None when they are all on one line)."""
    try:
        return tuple((v.x, v.y) for v in Polygon.hull(points).vertices)
    except ValueError:
        return None


@st.composite
def polygon_rows(draw, c=coord, n=st.integers(3, 10)):
    points = draw(st.lists(st.tuples(c, c), min_size=3, max_size=draw(n)))
    row = hull_of(points)
    assume(row is not None)
    # Any start and either winding: the stored polygon must not depend on them.
    k = draw(st.integers(0, len(row) - 1))
    row = row[k:] + row[:k]
    return row[::-1] if draw(st.booleans()) else row


@st.composite
def scene(draw):
    s = draw(scale)
    c = lambda: draw(coord) * s
    z = lambda: draw(size) * s
    # Scaled before the hull is taken, so the vertices are the hull at that scale.
    scaled = coord.map(lambda v: v * s)
    return {
        "polygon": draw(polygon_rows(scaled)),
        "other_polygon": draw(polygon_rows(scaled)),
        "point": (c(), c()),
        "segment": (c(), c(), c(), c()),
        "circle": (c(), c(), z()),
        "capsule": (c(), c(), c(), c(), z()),
        "aabb": (c(), c(), z(), z()),
        "obb": (c(), c(), z(), z(), draw(angle)),
        "delta": (c(), c()),
    }


def shape(kind: str, row):
    return Polygon(row) if kind.removeprefix("other_") == "polygon" else make(kind, row)


# ---- the C core equals the oracle ---------------------------------------------------

@EXAMPLES
@given(s=scene())
def test_every_polygon_query_equals_the_oracle_bit_for_bit(s) -> None:
    row = s["polygon"]
    p = Polygon(row)
    for kind in ("point", "segment", "circle", "capsule", "aabb", "obb", "polygon"):
        key = "other_polygon" if kind == "polygon" else kind
        other = shape(key, s[key])
        expected = getattr(oracle, f"overlaps_polygon_{kind}")(row, s[key])
        assert getattr(p, f"overlaps_{kind}")(other) is expected, kind
        if kind != "point":
            assert other.overlaps_polygon(p) is expected, kind
        assert collide2d.overlaps(p, other) is expected
    for kind in ("point", "circle", "aabb", "obb", "polygon"):
        key = "other_polygon" if kind == "polygon" else kind
        other = shape(key, s[key])
        same_hit(getattr(p, f"intersect_{kind}")(other),
                 getattr(oracle, f"intersect_polygon_{kind}")(row, s[key]))
        if kind not in ("point", "polygon"):
            same_hit(other.intersect_polygon(p),
                     getattr(oracle, f"intersect_{kind}_polygon")(s[key], row))
    same_hit(p.intersect_segment(s["point"], s["delta"]),
             oracle.intersect_polygon_segment(row, s["point"], s["delta"]))


@EXAMPLES
@given(s=scene())
def test_every_polygon_sweep_equals_the_oracle_bit_for_bit(s) -> None:
    row, d = s["polygon"], s["delta"]
    p = Polygon(row)
    for kind in ("circle", "aabb", "obb", "polygon"):
        key = "other_polygon" if kind == "polygon" else kind
        other = shape(key, s[key])
        same_sweep(getattr(p, f"sweep_{kind}")(other, d),
                   getattr(oracle, f"sweep_polygon_{kind}")(row, s[key], d))
        if kind != "polygon":
            same_sweep(other.sweep_polygon(p, d),
                       getattr(oracle, f"sweep_{kind}_polygon")(s[key], row, d))


# ---- exact yes/no answers -------------------------------------------------------------

def exact_overlap(a, b) -> bool:
    """Two convex polygons share interior points: no face of either has the other wholly
    on or outside it, each side test in rational arithmetic (independent of the library's
    orientation predicate)."""
    def separated_by_a_face_of(p, q) -> bool:
        ccw = sum(Fraction(p[i][0]) * Fraction(p[i - 1][1]) - Fraction(p[i - 1][0]) *
                  Fraction(p[i][1]) for i in range(len(p))) < 0
        for i in range(len(p)):
            (x0, y0), (x1, y1) = p[i], p[(i + 1) % len(p)]
            side = [(Fraction(x1) - Fraction(x0)) * (Fraction(y) - Fraction(y0)) -
                    (Fraction(y1) - Fraction(y0)) * (Fraction(x) - Fraction(x0))
                    for x, y in q]
            if all((v <= 0) if ccw else (v >= 0) for v in side):
                return True
        return False
    return not separated_by_a_face_of(a, b) and not separated_by_a_face_of(b, a)


integer = st.integers(-6, 6).map(float)
dyadic = st.integers(-48, 48).map(lambda v: v / 8 * 2.0**-40)


@EXAMPLES
@given(a=polygon_rows(integer), b=polygon_rows(integer), sub=polygon_rows(dyadic))
def test_polygon_overlaps_are_exact_on_integer_and_dyadic_vertices(a, b, sub) -> None:
    # Small integers make shared edges, collinear edges and touching vertices common.
    assert Polygon(a).overlaps_polygon(Polygon(b)) is exact_overlap(a, b)
    tiny = tuple((x * 2.0**-40, y * 2.0**-40) for x, y in b)
    assert Polygon(sub).overlaps_polygon(Polygon(tiny)) is exact_overlap(sub, tiny)


def _side_rounds_wrong(p, q, w) -> bool:
    """The float64 side value of w against the face p -> q, computed as the polygon test's
    filter does, has a different sign from the exact one."""
    ex, ey = q[0] - p[0], q[1] - p[1]
    d = (ex * w[1] - ey * w[0]) - (ex * p[1] - ey * p[0])
    exact = ((Fraction(q[0]) - Fraction(p[0])) * (Fraction(w[1]) - Fraction(p[1])) -
             (Fraction(q[1]) - Fraction(p[1])) * (Fraction(w[0]) - Fraction(p[0])))
    return (d > 0) != (exact > 0) or (d < 0) != (exact < 0)


def test_polygon_overlaps_stay_exact_where_the_float_side_test_has_the_wrong_sign() -> None:
    # Far from the origin, on a grid of units in the last place, the products of a side
    # test round and its float64 value can have the wrong sign. Each case below is one
    # where it does: a triangle's face p -> q and a thin wedge whose apex w is the only
    # point that can reach inside it, so the answer is exactly "w is strictly left of
    # p -> q". The float64 filter must hand each such case to the exact predicate.
    rng = np.random.default_rng(7)
    found = 0
    for offset in (2.0**30, 1e15 + 0.5, 3.0 * 2.0**60):
        ulp = math.ulp(offset)
        at = lambda i, j: (offset + float(i) * ulp, offset + float(j) * ulp)
        for _ in range(4000):
            i0, j0, i1, j1 = (int(v) for v in rng.integers(-60, 61, size=4))
            if abs(i1 - i0) + abs(j1 - j0) < 40:
                continue
            p, q = at(i0, j0), at(i1, j1)
            # w near the middle of the face, a unit or two off it either way
            mi, mj = (i0 + i1) // 2, (j0 + j1) // 2
            w = at(mi + int(rng.integers(-2, 3)), mj + int(rng.integers(-2, 3)))
            if not _side_rounds_wrong(p, q, w):
                continue
            found += 1
            ex, ey = i1 - i0, j1 - j0  # in units; the outward normal is (ey, -ex)
            z = at(mi - 8 * ey, mj + 8 * ex)  # far inside, on the face's left
            wedge = (w, (w[0] + 8 * (ey + ex) * ulp, w[1] + 8 * (ey - ex) * ulp),
                     (w[0] + 8 * (ey - ex) * ulp, w[1] + 8 * (-ex - ey) * ulp))
            triangle = (p, q, z)
            expected = exact_overlap(triangle, wedge)
            assert Polygon(triangle).overlaps_polygon(Polygon(wedge)) is expected
            assert Polygon(wedge).overlaps_polygon(Polygon(triangle)) is expected
            arrays = PolygonArray([Polygon(triangle)]), PolygonArray([Polygon(wedge)])
            assert bool(arrays[0].overlaps_polygon(arrays[1])[0]) is expected
    assert found > 50  # the search must find such cases, or the test tests nothing


def test_polygon_overlaps_stay_exact_when_a_sliver_makes_the_side_products_underflow() -> None:
    # A sliver 1.4e-48 wide whose tip is 2.2e-308 above a triangle's corner: the side
    # test of that corner against the sliver's top face multiplies 1.4e-48 by 2.2e-308,
    # far below the smallest double. The exact predicate scales the x and y differences
    # by powers of two of their own so that no product underflows (hypothesis found
    # this case; a common scale for both could not save it).
    from collide2d import _core
    paths = _core.cpu_paths()
    before = _core.get_cpu_path()
    triangle = ((0.0, 0.0), (0.25, 0.0), (0.0, 0.25))
    width, tip = 1.390512062236753e-48, 2.2250738585072014e-308
    cases = []
    for w, t in ((width, tip), (2.0**-160, 2.0**-1022), (2.0**-300, 2.0**-900), (1.0, 2.0**-1074)):
        sliver = ((0.0, -0.25), (w, 0.0), (0.0, t))
        cases.append((triangle, sliver))
        turned = tuple((y, x) for x, y in reversed(sliver))  # mirrored in x = y, still CCW
        cases.append((tuple((y, x) for x, y in reversed(triangle)), turned))
    try:
        for a, b in cases:
            expected = exact_overlap(a, b)
            assert expected is oracle.overlaps_polygon_polygon(a, b)
            assert Polygon(a).overlaps_polygon(Polygon(b)) is expected, (a, b)
            assert Polygon(b).overlaps_polygon(Polygon(a)) is expected, (a, b)
            for path in paths:
                _core._set_cpu_path(path)
                got = PolygonArray([Polygon(a)]).overlaps_polygon(PolygonArray([Polygon(b)]))
                assert bool(got[0]) is expected, (path, a, b)
    finally:
        _core._set_cpu_path(before)
    assert any(exact_overlap(a, b) for a, b in cases)  # the slivers reach inside


def test_batch_overlaps_with_one_vertex_at_the_other_polygons_boundary_are_exact() -> None:
    # On the vector paths the batch test answers yes as soon as a vertex of the second
    # polygon is proven inside every face of the first. Thin wedges (and segments) whose
    # tip sits on an octagon's edges and corners (touching: no), just inside or just
    # outside one face (inside the seven others): the early yes must not take a touch or
    # a near miss for a hit, on any path, either way round.
    from collide2d import _core
    octagon = ((2.0, 0.0), (4.0, 0.0), (6.0, 2.0), (6.0, 4.0), (4.0, 6.0), (2.0, 6.0),
               (0.0, 4.0), (0.0, 2.0))
    tips = []
    for k, (x0, y0) in enumerate(octagon):
        x1, y1 = octagon[(k + 1) % 8]
        nx, ny = y1 - y0, x0 - x1  # outward, not unit (exact on these integers)
        for t in (0.0, 0.5, 0.25):  # a corner, the middle of the edge, a quarter along
            px, py = x0 + t * (x1 - x0), y0 + t * (y1 - y0)
            for eps in (0.0, 2.0**-40, -2.0**-40, 2.0**-60, -2.0**-60):
                tips.append(((px + eps * nx, py + eps * ny), (nx, ny)))
    wedges, segments = [], []
    for (tx, ty), (nx, ny) in tips:
        # Widening outward from the tip: past the tip's face everything lies outside.
        far = ((tx + 5 * nx + ny, ty + 5 * ny - nx), (tx + 5 * nx - ny, ty + 5 * ny + nx))
        wedges.append(((tx, ty), far[0], far[1]))
        segments.append(((tx, ty), (tx + 5 * nx, ty + 5 * ny)))
    expected_segments = np.array([exact_overlap(octagon, s) for s in segments])
    for k, c in enumerate(octagon):
        # A wedge on the outside of corner c, its sides along the two faces' lines, each
        # turned 1/8 to the inner side of its face: no face of the octagon separates it,
        # one of its own does (it touches at c alone), and c is inside no face but those
        # two, on which it lies. Asked first, the early yes would answer it wrongly.
        prev, after = octagon[k - 1], octagon[(k + 1) % 8]
        u = (c[0] - prev[0], c[1] - prev[1])  # the face into c, continued past it
        w = (after[0] - c[0], after[1] - c[1])  # the face out of c
        n_in, n_out = (u[1], -u[0]), (w[1], -w[0])  # their outward normals
        side = (c[0] + 5 * u[0] - n_in[0] / 8, c[1] + 5 * u[1] - n_in[1] / 8)
        back = (c[0] - 5 * w[0] - n_out[0] / 8, c[1] - 5 * w[1] - n_out[1] / 8)
        wedges.append((c, side, back))
    expected = np.array([exact_overlap(octagon, w) for w in wedges])
    assert not expected[-8:].any()  # the corner wedges touch
    assert expected.any() and not expected.all()  # hits, touches and misses all occur
    assert (expected[:len(segments)] == expected_segments).all()
    octagons = PolygonArray([Polygon(octagon)] * len(wedges))
    tips_in = PolygonArray([Polygon(w) for w in wedges])
    rows = np.array([[x0, y0, x1, y1] for (x0, y0), (x1, y1) in segments])
    before = _core.get_cpu_path()
    try:
        for path in _core.cpu_paths():
            _core._set_cpu_path(path)
            assert (octagons.overlaps_polygon(tips_in) == expected).all(), path
            assert (tips_in.overlaps_polygon(octagons) == expected).all(), path
            assert (octagons[:len(rows)].overlaps_segment(rows) == expected_segments).all(), path
    finally:
        _core._set_cpu_path(before)


@FEW
@given(a=polygon_rows(integer), b=polygon_rows(integer))
def test_overlaps_is_intersects_and_not_touches_as_shapely_says(a, b) -> None:
    # GEOS's predicates are exact on integer coordinates: an independent oracle.
    ga, gb = shapely.Polygon(a), shapely.Polygon(b)
    expected = bool(shapely.intersects(ga, gb) and not shapely.touches(ga, gb))
    assert Polygon(a).overlaps_polygon(Polygon(b)) is expected


@FEW
@given(a=polygon_rows(integer), b=polygon_rows(integer), k=st.integers(1, 3),
       shift=st.integers(-30, 30), move=st.tuples(st.integers(0, 30), st.integers(0, 30)))
def test_quarter_turns_and_power_of_two_moves_change_results_exactly(a, b, k, shift,
                                                                     move) -> None:
    turn = {1: lambda x, y: (-y, x), 2: lambda x, y: (-x, -y), 3: lambda x, y: (y, -x)}[k]
    # On integer vertices each of these steps is exact.
    place = lambda x, y: tuple(v * 2.0**shift for v in turn(x + 2.0**move[0],
                                                            y - 2.0**move[1]))
    ta, tb = (tuple(place(*v) for v in row) for row in (a, b))
    p, q, tp, tq = Polygon(a), Polygon(b), Polygon(ta), Polygon(tb)
    assert tp.overlaps_polygon(tq) is p.overlaps_polygon(q)
    hit, seen = p.intersect_polygon(q), tp.intersect_polygon(tq)
    assert (hit is None) is (seen is None)
    if hit is not None:
        expected = tuple(v * 2.0**shift for v in turn(*hit.delta))
        if turn(*hit.normal) == tuple(seen.normal):
            assert tuple(seen.delta) == expected
        else:  # a tie between faces, decided from another first vertex: as deep
            assert math.isclose(math.hypot(*seen.delta), math.hypot(*expected),
                                rel_tol=1e-15)
    d = (3.0, -5.0)
    sweep, turned = p.sweep_polygon(q, d), tp.sweep_polygon(tq, tuple(
        v * 2.0**shift for v in turn(*d)))
    assert sweep.time == turned.time
    assert (sweep.hit is None) is (turned.hit is None)


def test_an_aabb_and_an_obb_at_quarter_turns_answer_as_their_polygon() -> None:
    box = AABB((1, 2), (3, 1))
    square = Polygon([(0, 0), (4, 0), (4, 4), (0, 4)])
    for k in range(-4, 5):
        obb = OBB((1, 2), (3, 1), k * math.pi / 2)
        assert obb.overlaps_polygon(square) is box.overlaps_polygon(square) is True
        assert Polygon.from_obb(obb).overlaps_polygon(Polygon.from_aabb(box))
    assert Polygon.from_aabb(box) == Polygon([(-2, 1), (4, 1), (4, 3), (-2, 3)])
    # Touching along the edge x = 4 is not overlapping.
    assert not AABB((6, 2), (2, 1)).overlaps_polygon(square)


# ---- invariants -----------------------------------------------------------------------

# Coordinates on a 2^-20 grid: vertices are never so close that moving a polygon by a
# rounded delta merges two of them.
smooth = st.floats(-6, 6, allow_nan=False).map(lambda v: round(v * 2**20) / 2**20)


@FEW
@given(a=polygon_rows(smooth), b=polygon_rows(smooth))
def test_the_start_vertex_and_the_winding_do_not_change_any_answer(a, b) -> None:
    p, q = Polygon(a), Polygon(b)
    for k in range(len(a)):
        turned = a[k:] + a[:k]
        for row in (turned, turned[::-1]):
            assert Polygon(row) == p
            assert Polygon(row).overlaps_polygon(q) is p.overlaps_polygon(q)
            same_hit(Polygon(row).intersect_polygon(q), p.intersect_polygon(q))


@FEW
@given(a=polygon_rows(smooth), b=polygon_rows(smooth))
def test_swapping_the_roles_negates_the_push_out(a, b) -> None:
    p, q = Polygon(a), Polygon(b)
    hit, back = p.intersect_polygon(q), q.intersect_polygon(p)
    assert (hit is None) is (back is None)
    if hit is None:
        return
    assert math.hypot(*hit.delta) == pytest.approx(math.hypot(*back.delta), rel=1e-12)
    # With no tie between two faces the same face answers, from the other side.
    if hit.normal.x * back.normal.x + hit.normal.y * back.normal.y < -1 + 1e-12:
        assert hit.delta.x == pytest.approx(-back.delta.x, abs=1e-12)
        assert hit.delta.y == pytest.approx(-back.delta.y, abs=1e-12)


def moved(row, d, f=1.0):
    return tuple((x + d[0] * f, y + d[1] * f) for x, y in row)


def moved_polygon(row, d, f=1.0) -> Polygon:
    """The polygon moved by ``d * f``; rounding can make a near-degenerate polygon
    degenerate, and such a case says nothing about the library."""
    try:
        return Polygon(moved(row, d, f))
    except ValueError:
        reject()


@FEW
@given(a=polygon_rows(smooth), b=polygon_rows(smooth))
def test_delta_pushes_the_other_polygon_out_to_touching(a, b) -> None:
    p = Polygon(a)
    hit = p.intersect_polygon(Polygon(b))
    if hit is None:
        return
    d = (hit.delta.x, hit.delta.y)
    assume(math.hypot(*d) > 1e-6)
    assert not p.overlaps_polygon(moved_polygon(b, d, 1 + 1e-9))
    assert p.overlaps_polygon(moved_polygon(b, d, 1 - 1e-6))
    assert hit.normal.x * d[0] + hit.normal.y * d[1] > 0


rectangle = st.tuples(st.integers(-6, 5), st.integers(-6, 5), st.integers(1, 6),
                      st.integers(1, 6)).map(
    lambda r: ((r[0], r[1]), (r[0] + r[2], r[1]), (r[0] + r[2], r[1] + r[3]),
               (r[0], r[1] + r[3])))


@settings(max_examples=300, deadline=None)
@given(a=rectangle, b=polygon_rows(integer))
def test_on_integer_vertices_the_push_out_leaves_the_polygons_exactly_touching(a, b) -> None:
    hit = Polygon(a).intersect_polygon(Polygon(b))
    if hit is None:
        return
    d = (hit.delta.x, hit.delta.y)
    out = moved(b, d)
    if 0.0 in d:
        # An axis-aligned face: the depth and the move are exact, so the result touches.
        assert not exact_overlap(a, out)
        assert shapely.intersects(shapely.Polygon(a), shapely.Polygon(out))
    else:
        assert not Polygon(a).overlaps_polygon(moved_polygon(b, d, 1 + 1e-12))


@FEW
@given(a=polygon_rows(smooth), b=polygon_rows(smooth),
       d=st.tuples(st.floats(-15, 15), st.floats(-15, 15)))
@example(a=((0.0, -3.0), (1.0, 0.0), (1.0, 1.0)), b=((0.0, -2.0), (-1.0, 1.0), (-1.0, 0.0)),
         d=(1e-08, -2.0))
@example(a=((0.0, -2.0), (0.0, -1.0), (-1.0, 0.0)), b=((0.0, -1.0), (1.0, 0.0), (0.0, 0.0)),
         d=(-2.225073858507203e-309, 4.334798689626553e-266))
def test_a_polygon_sweep_never_ends_overlapping(a, b, d) -> None:
    p, q = Polygon(a), Polygon(b)
    s = p.sweep_polygon(q, d)
    if s.started_overlapping:
        assert s.time == 0.0 and p.overlaps_polygon(q)
        return
    # Where the mover is at the sweep's time, exactly: positions rounded to float64 can
    # overlap by a rounding when the motion is below the coordinates' rounding
    # (hypothesis found a move of 4e-266 along a vertex at y = -1, rounded away).
    def exactly_moved(t):
        return [(Fraction(x) + Fraction(d[0]) * Fraction(t),
                 Fraction(y) + Fraction(d[1]) * Fraction(t)) for x, y in b]
    assert not exact_overlap(a, exactly_moved(s.time))
    if s.hit is None:
        assert s.time == 1.0
        assert not exact_overlap(a, exactly_moved(1.0))
    elif s.hit.time == 1.0:
        # The miss checked at its end: moved in float64 as a caller moves it (here the
        # motion rounded away), the end overlaps, so the sweep is a hit at time 1 with
        # the push-out there, whatever its direction.
        assert p.overlaps_polygon(moved_polygon(b, d))
        assert tuple(s.hit.normal) == tuple(p.intersect_polygon(moved_polygon(b, d)).normal)
    else:
        assert s.hit.normal.x * d[0] + s.hit.normal.y * d[1] < 0
        # A little further and they overlap: the sweep stopped at first contact.
        further = min(1.0, s.time + 1e-6)
        push = (d[0] * further, d[1] * further)
        assume(math.hypot(*d) * 1e-6 > 1e-9)
        if not p.overlaps_polygon(moved_polygon(b, push)) and s.time != 1.0:
            # Unless only tips cross, and are through each other by then (hypothesis
            # found a vertex that grazes a tip 1e-8 wide for 1.75e-8 of the step): the
            # overlap, timed on its own, starts at the hit and ends before `further`.
            first, last = p.overlap_interval_polygon(q, (0.0, 0.0), d)
            assert s.time <= first and last < further
            assert math.isclose(first, s.hit.time, rel_tol=1e-12, abs_tol=1e-15)
            middle = (first + last) / 2
            assert p.overlaps_polygon(moved_polygon(b, (d[0] * middle, d[1] * middle)))


# GEOS warns on the near-zero-length paths hypothesis likes; the answers are still right.
@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@FEW
@given(a=polygon_rows(smooth), p=st.tuples(smooth, smooth),
       d=st.tuples(st.floats(-15, 15), st.floats(-15, 15)))
def test_the_raycast_enters_on_the_boundary_against_the_motion(a, p, d) -> None:
    poly = Polygon(a)
    hit = poly.intersect_segment(p, d)
    g = shapely.Polygon(a)
    if poly.overlaps_point(p):
        assert hit is not None and hit.time == 0.0
        return
    line = shapely.LineString([p, (p[0] + d[0], p[1] + d[1])]) if d != (0, 0) else \
        shapely.Point(p)
    if hit is None:
        # The path does not reach the interior (shrunk a little, for rounding).
        assert not shapely.intersects(line, shapely.buffer(g, -1e-9))
        return
    assert 0.0 <= hit.time <= 1.0
    assert shapely.distance(g.exterior, shapely.Point(hit.pos.x, hit.pos.y)) < 1e-9
    assert hit.normal.x * d[0] + hit.normal.y * d[1] < 0


@FEW
@given(a=polygon_rows(smooth), c=st.tuples(smooth, smooth, st.floats(0, 3)), k=st.tuples(
    smooth, smooth, smooth, smooth, st.floats(0, 3)))
def test_round_shapes_overlap_when_shapely_measures_them_inside_reach(a, c, k) -> None:
    poly, g = Polygon(a), shapely.Polygon(a)
    for other, geom, reach in (
            (Circle(c[:2], c[2]), shapely.Point(c[:2]), c[2]),
            (make("capsule", k), shapely.LineString([k[:2], k[2:4]]) if k[:2] != k[2:4]
             else shapely.Point(k[:2]), k[4])):
        d = shapely.distance(g, geom)
        inside = bool(shapely.intersects(g, geom) and not shapely.touches(g, geom))
        if abs(d - reach) <= 1e-9 and not inside:
            continue  # within rounding of touching
        expected = inside or bool(d < reach)
        got = getattr(poly, f"overlaps_{type(other).__name__.lower()}")(other)
        assert got is expected, (other, d, reach)


# ---- hand-derived cases ---------------------------------------------------------------

def test_hand_derived_push_out_raycast_and_sweep() -> None:
    square = Polygon([(0, 0), (2, 0), (2, 2), (0, 2)])
    tri = Polygon([(1.5, 1), (3, 0.5), (3, 1.5)])
    hit = square.intersect_polygon(tri)
    # Least depth: the square's right face x = 2, the triangle's vertex (1.5, 1) 0.5 deep.
    assert (hit.normal.x, hit.normal.y) == (1.0, 0.0)
    assert (hit.delta.x, hit.delta.y) == (0.5, 0.0)
    ray = square.intersect_segment((-1, 1), (4, 0))
    assert (ray.time, ray.pos.x, ray.pos.y, ray.normal.x) == (0.25, 0.0, 1.0, -1.0)
    s = square.sweep_polygon(Polygon([(4, 0), (5, 0), (5, 1)]), (-4, 0))
    # Contact at time 0.5 (the triangle's vertex (4, 0) reaches x = 2); the sweep stops
    # EPSILON short of it, as noonat/intersect's sweeps do.
    assert s.hit.time == 0.5 and (s.hit.normal.x, s.hit.normal.y) == (1.0, 0.0)
    assert (s.hit.pos.x, s.hit.pos.y) == (2.0, 0.0)
    assert s.time == 0.5 - 1e-8 and s.pos.y == 0.0
    # Touching along an edge: no overlap, no hit; a sweep away from it is free.
    assert not square.overlaps_polygon(Polygon([(2, 0), (3, 0), (3, 2)]))
    assert square.intersect_polygon(Polygon([(2, 0), (3, 0), (3, 2)])) is None
    assert square.sweep_polygon(Polygon([(2, 0), (3, 0), (3, 2)]), (1, 0)).hit is None


# ---- the value type, its constructors and its refusals -----------------------------

def test_polygon_is_an_immutable_value_stored_counter_clockwise() -> None:
    p = Polygon([(0, 2), (2, 2), (2, 0), (0, 0)])  # clockwise, not from the lowest vertex
    assert [(v.x, v.y) for v in p.vertices] == [(0, 0), (2, 0), (2, 2), (0, 2)]
    assert np.asarray(p).shape == (4, 2) and len(p) == 4
    assert list(p) == list(p.vertices) and tuple(p)[1] == (2.0, 0.0)
    assert p == Polygon([(2, 0), (2, 2), (0, 2), (0, 0)]) and hash(p) == hash(Polygon(
        [(2, 0), (2, 2), (0, 2), (0, 0)]))
    assert pickle.loads(pickle.dumps(p)) == p
    assert eval(repr(p), vars(collide2d)) == p
    assert math.copysign(1.0, Polygon([(-0.0, 0), (1, 0), (0, 1)]).vertices[0].x) == 1.0


@pytest.mark.parametrize("vertices, words", [
    ([(0, 0), (1, 0)], "3 or more"),
    ([(0, 0), (1, 0), (1, 0), (0, 1)], "vertex 2"),
    ([(0, 0), (1, 0), (2, 0), (0, 1)], "collinear with its neighbours at vertex 1"),
    ([(0, 0), (2, 0), (1, 0.5), (2, 2), (0, 2)], "not convex at vertex 2"),
    ([(0, 0), (1, 0), (math.nan, 1)], "'vertices[2]'"),
    ([(0, 0), (1, 0), (1e300, 1)], "'vertices[2]'"),
    # A star winds twice around: every turn is left, and it is still not convex.
    ([(0, 0), (2, 1), (-1, 1), (1, 0), (0, 2)], "convex"),
])
def test_degenerate_vertex_lists_are_refused_naming_the_vertex(vertices, words) -> None:
    with pytest.raises(ValueError, match=r"^Polygon\(\): 'vertices") as info:
        Polygon(vertices)
    assert words in str(info.value), str(info.value)


def test_hull_is_exact_on_integers_and_the_constructors_build_what_they_say() -> None:
    rng = np.random.default_rng(5)
    for _ in range(50):
        pts = rng.integers(-5, 6, size=(12, 2)).astype(float)
        expected = shapely.MultiPoint(pts).convex_hull
        if expected.geom_type != "Polygon":
            with pytest.raises(ValueError):
                Polygon.hull(pts)
            continue
        got = Polygon.hull(pts)
        assert shapely.Polygon([(v.x, v.y) for v in got.vertices]).equals(expected)
        assert len(got) == len(shapely.remove_repeated_points(
            shapely.simplify(expected.exterior, 0)).coords) - 1
    octagon = Polygon.regular(8, (1, 2), 3.0)
    assert len(octagon) == 8
    for n in (2, 10**6 + 1, 2**63, 2**70, -2**70):  # out of range, however far: no OverflowError
        with pytest.raises(ValueError, match=r"'n' must be 3 to 1000000, not " + str(n)):
            Polygon.regular(n)
    with pytest.raises(TypeError, match="'n' must be an int"):
        Polygon.regular(8.0)
    # Vertices that round together: the radius is named, with the check's own words.
    with pytest.raises(ValueError, match=r"^Polygon.regular\(\): 'radius' 1.0 is too small "
                                         r"beside the center \(1e\+55, 0.0\) for 3 vertices to "
                                         r"stay apart in float64: rounded, the polygon is "
                                         r"degenerate: collinear with its neighbours at vertex "
                                         r"0, \(1e\+55, 0.0\)$"):
        Polygon.regular(3, (1e55, 0), 1.0)
    # Vertices past 2**200 come from the center and the radius, not from a small radius.
    with pytest.raises(ValueError, match=r"^Polygon.regular\(\): 'center' and 'radius' put "
                                         r"vertex 0 at 2e\+60\d*, not finite or beyond 2\*\*200"):
        Polygon.regular(4, (1e60, 0), 1e60)
    assert all(math.isclose(math.hypot(v.x - 1, v.y - 2), 3.0) for v in octagon.vertices)
    obb = OBB((0, 0), (2, 1), 0.5)
    assert sorted((v.x, v.y) for v in Polygon.from_obb(obb).vertices) == sorted(
        (v.x, v.y) for v in obb.corners)


def test_polygon_array_reads_ragged_rows_in_place_and_refuses_bad_offsets() -> None:
    vertices = np.array([[0, 0], [2, 0], [2, 2], [0, 2], [5, 5], [6, 5], [5, 6]], float)
    offsets = np.array([0, 4, 7], np.int64)
    polys = PolygonArray(vertices, offsets)
    assert len(polys) == 2 and np.shares_memory(polys.vertices, vertices)
    assert polys[1] == Polygon([(5, 5), (6, 5), (5, 6)])
    assert PolygonArray([polys[0], polys[1]])[0] == polys[0]
    assert polys.overlaps_point((1, 1)).tolist() == [True, False]
    assert polys.intersect_segment((-1, 1), (10, 0)).time.tolist() == [0.1, 1.0]
    for bad, words in (([0, 4, 4, 7], "offsets"), ([0, 4, 6], "offsets"),
                       ([1, 4, 7], "offsets"), ([0, 2, 7], "offsets")):
        with pytest.raises(ValueError, match=words):
            PolygonArray(vertices, np.array(bad, np.int64)).overlaps_point((0, 0))
    # Far-apart offsets whose differences wrap around in int64 (each "row" looks 3 or
    # more long): refused before any vertex is read, not read far outside the array.
    wrapping = np.array([0, 2**62, 2**63 - 1, -2**63 + 2, -2**62, 0, 7], np.int64)
    assert (np.diff(wrapping) >= 3).all()
    with pytest.raises(ValueError, match=r"offsets must increase: row 2 runs from"):
        PolygonArray(vertices, wrapping)
    with pytest.raises(ValueError, match=r"'offsets' entry 1 is 18446744073709551612, past"):
        PolygonArray(vertices, np.array([0, 2**64 - 4, 7], np.uint64))
    hole = vertices.copy()
    hole[5] = (5, 6)
    with pytest.raises(ValueError, match=r"row 1"):
        PolygonArray(hole, offsets).overlaps_point((0, 0))


def test_the_examples_of_docs_polygon_md_print_what_they_show() -> None:
    run_doc_examples("polygon.md", 8)


@pytest.mark.parametrize("radius", [1e-300, 1.4123339268051339e-307, 5e-324])
def test_a_thin_capsule_whose_core_passes_through_a_polygon_overlaps_it(radius) -> None:
    """A capsule's core entering a polygon through a vertex (its end inside), or along
    a square's diagonal from corner to corner: the core passes through the inside, so
    the capsule overlaps, whatever its radius. The test measured the core against the
    vertices' rounded nearest points, 1e-17 off, and a radius far below that missed."""
    triangle = Polygon([(5.0, -1.0), (0.0, 1.0), (0.3125, 0.0)])
    square = Polygon([(0, 0), (1, 0), (1, 1), (0, 1)])
    for polygon, core in ((triangle, (-1.5, 0.0, 2.0, 0.0)), (square, (-1.0, -1.0, 2.0, 2.0))):
        capsule = Capsule(core[:2], core[2:], radius)
        assert capsule.overlaps_polygon(polygon) and polygon.overlaps_capsule(capsule)
        assert oracle.overlaps_polygon_capsule(polygon.vertices, (*core, radius))
        rows = CapsuleArray(np.array([(*core, radius)] * 3))
        assert rows.overlaps_polygon(PolygonArray([polygon] * 3)).all()
