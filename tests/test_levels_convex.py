"""collide2d.levels._convex: concave level polygons split into convex parts (ear clipping,
then Hertel-Mehlhorn merging) and ellipses approximated by convex polygons.

The parts are checked exactly where the input allows it: on integer and dyadic coordinates
the part areas (Fraction shoelace) sum to the polygon's area exactly, collide2d's exact
predicates say no two parts overlap, and shapely 2 (GEOS) cross-checks that their union is
the polygon and that the inputs refused are the ones GEOS calls invalid.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
import shapely
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import collide2d
from collide2d.levels._convex import convex_parts, ellipse_polygon

EXAMPLES = settings(max_examples=300, deadline=None)


def twice_area(points) -> Fraction:
    """Twice the signed area, exactly (shoelace over the floats' exact values)."""
    pts = [(Fraction(x), Fraction(y)) for x, y in points]
    return sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(pts, pts[1:] + pts[:1]))


def turn(a, b, c) -> int:
    """The exact sign of (b - a) x (c - a)."""
    a, b, c = ([Fraction(v) for v in p] for p in (a, b, c))
    det = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (det > 0) - (det < 0)


def dedupe(points) -> list:
    """The outline without consecutive repeats (the last compared with the first)."""
    pts = [tuple(map(float, p)) for p in points]
    pts = pts[:1] + [q for p, q in zip(pts, pts[1:]) if q != p]
    while len(pts) > 1 and pts[-1] == pts[0]:
        pts.pop()
    return pts


def reflex_count(points) -> int:
    """Reflex vertices of the outline (repeats and straight vertices are not reflex)."""
    pts = dedupe(points)
    sign = 1 if twice_area(pts) > 0 else -1
    n = len(pts)
    return sum(turn(pts[k - 1], pts[k], pts[(k + 1) % n]) * sign < 0 for k in range(n))


def check_parts(points, parts) -> None:
    """Every property the parts promise, exactly where possible."""
    originals = {(float(x), float(y)) for x, y in points}
    polygons = []
    for part in parts:
        assert len(part) >= 3
        assert all(isinstance(v, float) for p in part for v in p)
        assert set(part) <= originals, "part vertices are the polygon's own vertices"
        n = len(part)
        assert all(turn(part[k - 1], part[k], part[(k + 1) % n]) > 0 for k in range(n)), \
            "counter-clockwise, strictly convex at every vertex"
        assert twice_area(part) > 0
        polygons.append(collide2d.Polygon(part))
    assert sum(twice_area(part) for part in parts) == abs(twice_area(points))
    for i in range(len(polygons)):
        for j in range(i + 1, len(polygons)):
            assert not collide2d.overlaps(polygons[i], polygons[j]), (parts[i], parts[j])
    whole = shapely.Polygon([tuple(map(float, p)) for p in points])
    union = shapely.unary_union([shapely.Polygon(p) for p in parts])
    assert whole.symmetric_difference(union).area <= 1e-9 * whole.area
    r = reflex_count(points)
    assert math.ceil(r / 2) + 1 <= len(parts) <= 2 * r + 1


# Hand cases ---------------------------------------------------------------------------------

SQUARE = [(0, 0), (2, 0), (2, 2), (0, 2)]
L_SHAPE = [(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)]
U_SHAPE = [(0, 0), (3, 0), (3, 2), (2, 2), (2, 1), (1, 1), (1, 2), (0, 2)]
COMB = [(0, 0), (7, 0), (7, 3), (6, 3), (6, 1), (5, 1), (5, 3), (4, 3), (4, 1), (3, 1),
        (3, 3), (2, 3), (2, 1), (1, 1), (1, 3), (0, 3)]
STAR = [(math.cos(math.pi / 2 + k * math.pi / 5) * (2.0 if k % 2 == 0 else 0.75),
         math.sin(math.pi / 2 + k * math.pi / 5) * (2.0 if k % 2 == 0 else 0.75))
        for k in range(10)]


@pytest.mark.parametrize("points", [SQUARE, L_SHAPE, U_SHAPE, COMB, STAR],
                         ids=["square", "L", "U", "comb", "star"])
def test_hand_shapes(points):
    parts = convex_parts(points)
    check_parts(points, parts)
    check_parts(points[::-1], convex_parts(points[::-1]))


def test_square_is_one_part():
    (part,) = convex_parts(SQUARE)
    assert collide2d.Polygon(part) == collide2d.Polygon(SQUARE)


def test_l_shape_two_parts_exact_areas():
    parts = convex_parts(L_SHAPE)
    assert len(parts) == 2
    areas = sorted(twice_area(p) / 2 for p in parts)
    assert sum(areas) == 3
    assert areas in ([1, 2], [Fraction(3, 2), Fraction(3, 2)])  # the two ways to cut an L


def test_u_and_comb_part_counts():
    assert 3 <= len(convex_parts(U_SHAPE)) <= 5  # optimum 3, Hertel-Mehlhorn bound 2r + 1
    assert reflex_count(COMB) == 6  # 4 teeth, 3 gaps
    assert 4 <= len(convex_parts(COMB)) <= 2 * 6 + 1


def test_star_parts():
    parts = convex_parts(STAR)
    assert reflex_count(STAR) == 5
    assert 4 <= len(parts) <= 11


def test_collinear_points_on_edges_are_dropped():
    points = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]
    (part,) = convex_parts(points)
    assert sorted(part) == [(0.0, 0.0), (0.0, 2.0), (2.0, 0.0), (2.0, 2.0)]
    # and in a concave outline: an L with a midpoint on every edge
    points = [(0, 0), (1, 0), (2, 0), (2, 1), (1.5, 1), (1, 1), (1, 1.5), (1, 2), (0, 2), (0, 1)]
    parts = convex_parts(points)
    check_parts(points, parts)
    assert len(parts) == 2


def test_repeated_vertices_are_dropped():
    points = [(0, 0), (0, 0), (2, 0), (2, 2), (2, 2), (2, 2), (0, 2), (0, 0)]
    (part,) = convex_parts(points)
    assert sorted(part) == [(0.0, 0.0), (0.0, 2.0), (2.0, 0.0), (2.0, 2.0)]
    points = L_SHAPE[:3] + [L_SHAPE[3]] * 3 + L_SHAPE[3:] + [L_SHAPE[0]]
    check_parts(points, convex_parts(points))


def test_clockwise_input_gives_counter_clockwise_parts():
    clockwise = L_SHAPE[::-1]
    assert twice_area(clockwise) < 0
    parts = convex_parts(clockwise)
    assert all(twice_area(p) > 0 for p in parts)
    check_parts(clockwise, parts)


def test_integer_and_array_input():
    parts = convex_parts(np.array(U_SHAPE, dtype=np.int64))
    assert all(type(v) is float for p in parts for q in p for v in q)
    as_floats = [(float(x), float(y)) for x, y in U_SHAPE]
    assert parts == convex_parts(U_SHAPE) == convex_parts(as_floats)
    # tiny and huge coordinates (up to 2**200, what Polygon takes): the orientation tests
    # stay exact where products underflow
    for scale in (2.0**-1000, 2.0**-40, 2.0**60, 2.0**195):
        scaled = [(x * scale, y * scale) for x, y in COMB]
        check_exact = convex_parts(scaled)
        assert sum(twice_area(p) for p in check_exact) == twice_area(scaled)
        assert len(check_exact) == len(convex_parts(COMB))


def test_nearly_collinear_vertex_is_kept():
    # 2**-60 off the line from (0, 0) to (2, 0): rounding would call it collinear
    points = [(0.0, 0.0), (1.0, 2.0**-60), (2.0, 0.0), (2.0, 1.0), (0.0, 1.0)]
    parts = convex_parts(points)
    assert len(parts) == 2  # reflex at (1, 2**-60)
    check_parts(points, parts)


# Refused input ------------------------------------------------------------------------------

@pytest.mark.parametrize("points, message", [
    ([(0, 0), (1, 1)], "at least 3 distinct vertices, got 2"),
    ([(0, 0), (0, 0), (1, 1), (1, 1), (0, 0)], "at least 3 distinct vertices, got 2"),
    ([], "at least 3 distinct vertices, got 0"),
    ([(0, 0), (1, 1), (3, 3)], "zero area"),
    ([(0, 0), (1, 0), (2, 0), (1, 0)], "zero area"),
    ([(0, 0), (2, 2), (2, 0), (0, 2)], "edges 0 and 2 cross"),
    ([(0, 0), (0, 0), (2, 2), (2, 0), (0, 2)], "edges 1 and 3 cross"),
    ([(0, 0), (2, 2), (2, 2), (2, 0), (0, 2), (0, 0)], "edges 0 and 3 cross"),
    ([(1, 1)] * 5, "at least 3 distinct vertices, got 1"),
    ([(0, 0), (4, 0), (4, 4), (2, 0), (0, 4)], "edges 0 and 2 touch"),  # vertex 3 on edge 0
    ([(0, 0), (2, 0), (1, 1), (2, 2), (0, 2), (1, 1)], "edges 1 and 4 touch"),  # (1, 1) twice
    ([(0, 0), (4, 0), (4, 2), (4, 4), (4, 1), (0, 4)], "doubles back .* vertex 3"),
    ([(0, 0), (1, float("nan")), (1, 1)], "vertex 1 is NaN"),
    ([(0, 0), (1, 0), (float("inf"), 1)], "vertex 2 is infinite"),
    ([(0, 0), (1, 0), (1, -float("inf"))], "vertex 2 is infinite"),
    ([(0, 0), (1, 0, 2), (1, 1)], r"vertex 1 is not an \(x, y\) pair"),
    ([(0, 0), (1, 0), ("a", 1)], r"vertex 2 is not an \(x, y\) pair"),
    ([(0, 0), (10**400, 0), (1, 1)], "vertex 1 is infinite as a float"),  # was OverflowError
    ([(0, 0), (1e300, 0), (0, 1e300)], r"vertex 1 exceeds 2\*\*200"),  # Polygon refuses it
])
def test_refused(points, message):
    with pytest.raises(ValueError, match=message):
        convex_parts(points)


# Random polygons ----------------------------------------------------------------------------

def _direction(v):
    g = math.gcd(*v)
    return (v[0] // g, v[1] // g)


@st.composite
def star_polygons(draw):
    """Vertices on rays from a centre at sorted distinct angles: integer, often concave."""
    vectors = st.tuples(st.integers(-9, 9), st.integers(-9, 9)).filter(lambda v: v != (0, 0))
    dirs = draw(st.lists(vectors, min_size=3, max_size=30, unique_by=_direction))
    dirs.sort(key=lambda v: math.atan2(v[1], v[0]))
    scales = draw(st.lists(st.integers(1, 4), min_size=len(dirs), max_size=len(dirs)))
    cx, cy = draw(st.integers(-50, 50)), draw(st.integers(-50, 50))
    points = [(cx + s * dx, cy + s * dy) for s, (dx, dy) in zip(scales, dirs)]
    assume(shapely.Polygon(points).is_valid)  # a gap of half a turn or more may self-cross
    return points


@st.composite
def float_star_polygons(draw):
    """star_polygons with every vertex moved by a random float (the areas are still exact)."""
    points = draw(star_polygons())
    nudge = st.floats(-0.4, 0.4)
    moves = draw(st.lists(st.tuples(nudge, nudge), min_size=len(points), max_size=len(points)))
    points = [(x + dx, y + dy) for (x, y), (dx, dy) in zip(points, moves)]
    assume(shapely.Polygon(points).is_valid)
    return points


@st.composite
def orthogonal_polygons(draw):
    """Outlines of random polyominoes without holes, as Tiled levels draw walls and floors."""
    cells = {(0, 0)}
    for pick in draw(st.lists(st.integers(0, 10**6), min_size=1, max_size=30)):
        frontier = sorted({(x + dx, y + dy) for x, y in cells
                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - cells)
        cells.add(frontier[pick % len(frontier)])
    shape = shapely.unary_union([shapely.box(x, y, x + 1, y + 1) for x, y in cells])
    assume(isinstance(shape, shapely.Polygon) and not shape.interiors and shape.is_valid)
    ring = [tuple(p) for p in shape.exterior.coords[:-1]]
    start = draw(st.integers(0, len(ring) - 1))
    ring = ring[start:] + ring[:start]
    if draw(st.booleans()):
        ring.reverse()
    # Tiled-like units: 16 or 32 px tiles at a half-pixel offset (dyadic, so still exact)
    size, offset = draw(st.sampled_from([1, 16, 32])), draw(st.sampled_from([0, 0.5, -100.25]))
    return [(x * size + offset, y * size + offset) for x, y in ring]


@EXAMPLES
@given(star_polygons())
def test_star_shaped_polygons(points):
    check_parts(points, convex_parts(points))


@EXAMPLES
@given(float_star_polygons())
def test_float_polygons(points):
    check_parts(points, convex_parts(points))


@EXAMPLES
@given(orthogonal_polygons())
def test_orthogonal_polygons(points):
    check_parts(points, convex_parts(points))


@EXAMPLES
@given(orthogonal_polygons(), st.data())
def test_orthogonal_with_midpoints_and_repeats(points, data):
    """Straight and repeated vertices added to an outline change nothing but their own count."""
    n = len(points)
    extra = []
    for k in range(n):
        (x0, y0), (x1, y1) = points[k], points[(k + 1) % n]
        extra.append((x0, y0))
        if data.draw(st.booleans()):
            extra.append((x0, y0))
        if data.draw(st.booleans()):
            extra.append(((x0 + x1) / 2, (y0 + y1) / 2))
    check_parts(extra, convex_parts(extra))
    assert len(convex_parts(extra)) <= 2 * reflex_count(points) + 1


@EXAMPLES
@given(st.lists(st.tuples(st.integers(0, 4), st.integers(0, 4)), min_size=3, max_size=8))
def test_refused_exactly_when_geos_says_invalid(points):
    """On small integer outlines (mostly self-crossing), refusal agrees with GEOS validity."""
    valid = len(set(points)) >= 3 and shapely.Polygon(points).is_valid
    try:
        parts = convex_parts(points)
    except ValueError:
        assert not valid
    else:
        assert valid
        check_parts(points, parts)


@EXAMPLES
@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=4, max_size=14))
def test_the_fault_named_is_the_first_a_loop_over_all_edge_pairs_meets(points):
    """Only the edge pairs whose boxes meet are tested; the fault reported is still the one
    a test of every pair (i, j), i < j, in order would report first."""
    from collide2d.levels._convex import _check_simple, _read, _segments_meet
    verts = _read(points)
    verts = [v for k, v in enumerate(verts) if v[1] != verts[(k + 1) % len(verts)][1]]
    assume(len(verts) >= 4)
    n = len(verts)
    pts = [p for _, p in verts]
    expected = None
    doubling = [k for k in range(n) if turn(pts[k - 1], pts[k], pts[(k + 1) % n]) == 0 and (
        (Fraction(pts[k][0]) - Fraction(pts[k - 1][0])) * (Fraction(pts[(k + 1) % n][0])
                                                         - Fraction(pts[k][0]))
        + (Fraction(pts[k][1]) - Fraction(pts[k - 1][1])) * (Fraction(pts[(k + 1) % n][1])
                                                           - Fraction(pts[k][1]))) < 0]
    if doubling:
        expected = f"doubles back on itself at vertex {verts[doubling[0]][0]}"
    else:
        for i in range(n):
            for j in range(i + 2, n):
                if i == 0 and j == n - 1:
                    continue
                how = _segments_meet(pts[i], pts[(i + 1) % n], pts[j], pts[(j + 1) % n])
                if how and expected is None:
                    expected = f"edges {verts[i][0]} and {verts[j][0]} {how}"
    if expected is None:
        _check_simple(verts)
    else:
        with pytest.raises(ValueError) as caught:
            _check_simple(verts)
        assert expected in str(caught.value)


finite = st.floats(allow_nan=False, allow_infinity=False)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.tuples(finite, finite), min_size=3, max_size=3))
def test_the_exact_orientation_in_integers_agrees_with_fractions(points):
    from collide2d.levels._convex import _exact_orient, _orient
    assert _exact_orient(*points) == turn(*points) == _orient(*points)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(finite, finite), min_size=3, max_size=8))
def test_the_area_sign_in_integers_agrees_with_fractions(points):
    from collide2d.levels._convex import _twice_area_sign
    area = twice_area(points)
    assert _twice_area_sign(points) == (area > 0) - (area < 0)


def _star(n):
    radii = np.random.default_rng(4).uniform(10, 100, n)
    angles = 2 * np.pi * np.arange(n) / n
    return list(zip((radii * np.cos(angles)).tolist(), (radii * np.sin(angles)).tolist()))


def _comb(teeth):
    points = [(0, 0)]
    for t in range(teeth):
        points += [(2 * t, 10), (2 * t + 1, 10), (2 * t + 1, 1)]
    return points + [(2 * teeth, 1), (2 * teeth, 0)]


@pytest.mark.parametrize("points", [_star(2000), _comb(667)], ids=["star", "comb"])
def test_big_outlines_need_a_number_of_orientation_tests_linear_in_their_vertices(
        points, monkeypatch):
    """Ears are tracked, not searched for, and only blockers near an ear are tested: a
    few tests per vertex (testing every vertex against every ear took n**2: 1.1 million
    for the 1,000-vertex comb, and 30 s for a 3,000-vertex outline).

    It bounds only the number of Python-level orientation calls (``_orient``: exact, a
    float filter with an integer fallback), not the numpy filter's work over candidate
    edge pairs (``_orient_signs``), which it does not count."""
    from collide2d.levels import _convex
    calls = [0]
    orient = _convex._orient

    def counted(*args):
        calls[0] += 1
        return orient(*args)

    monkeypatch.setattr(_convex, "_orient", counted)
    parts = convex_parts(points)
    assert calls[0] < 25 * len(points)
    check_parts(points, parts)


# Ellipses -----------------------------------------------------------------------------------

def check_ellipse(cx, cy, rx, ry, tolerance):
    points = ellipse_polygon(cx, cy, rx, ry, tolerance)
    polygon = collide2d.Polygon(points)  # convex, no repeats, no collinear vertices
    assert len(polygon) >= 8
    assert twice_area(points) > 0  # counter-clockwise as returned
    t = np.linspace(0.0, 2 * math.pi, 2000, endpoint=False)
    samples = shapely.points(cx + rx * np.cos(t), cy + ry * np.sin(t))
    gaps = shapely.distance(samples, shapely.Polygon(points).exterior)
    assert gaps.max() <= tolerance
    return points, gaps


@pytest.mark.parametrize("cx, cy, rx, ry, tolerance", [
    (0, 0, 10, 5, 0.01),
    (100.5, -20, 3, 40, 0.05),
    (16, 16, 16, 8, 0.5),
    (0, 0, 1, 1e-3, 1e-4),
    (1e6, 1e6, 500, 700, 0.05),
    (0, 0, 2, 3, 100),   # huge tolerance: the floor of 8 vertices
])
def test_ellipse_within_tolerance(cx, cy, rx, ry, tolerance):
    check_ellipse(cx, cy, rx, ry, tolerance)


@pytest.mark.parametrize("radius, tolerance", [(1, 0.01), (16, 0.05), (250, 0.05), (3, 1e-3)])
def test_circle(radius, tolerance):
    points, gaps = check_ellipse(0.0, 0.0, radius, radius, tolerance)
    assert all(math.isclose(math.hypot(x, y), radius, rel_tol=1e-14) for x, y in points)
    n = len(points)
    sides = [math.dist(points[k - 1], points[k]) for k in range(n)]
    assert max(sides) - min(sides) <= 1e-12 * radius  # regular
    if n > 8:  # the fewest vertices that meet the tolerance: one fewer would not
        assert radius * (1 - math.cos(math.pi / (n - 1))) > tolerance * 0.999
        assert gaps.max() > tolerance * 0.5


@settings(max_examples=100, deadline=None)
@given(st.floats(-1e4, 1e4), st.floats(-1e4, 1e4), st.floats(0.01, 1e3), st.floats(0.01, 1e3),
       st.floats(1e-3, 10))
def test_random_ellipses(cx, cy, rx, ry, tolerance):
    assume(max(rx, ry) * (1 - math.cos(math.pi / 1024)) < tolerance * 0.9)
    check_ellipse(cx, cy, rx, ry, tolerance)


def test_ellipse_smaller_than_rounding_still_a_polygon():
    points = ellipse_polygon(1e6, 1e6, 3e-9, 3e-9, 1.0)
    collide2d.Polygon(points)


@pytest.mark.parametrize("args, message", [
    ((0, 0, 0, 1, 0.1), "rx must be positive"),
    ((0, 0, 1, -1, 0.1), "ry must be positive"),
    ((0, 0, 1, 1, 0), "tolerance must be positive"),
    ((0, 0, 1, 1, -0.5), "tolerance must be positive"),
    ((0, 0, float("nan"), 1, 0.1), "rx is not finite"),
    ((float("inf"), 0, 1, 1, 0.1), "cx is not finite"),
    ((0, 0, 1e4, 1, 1e-3), "too small for radius 10000.0: 1024 vertices"),
    ((0, 0, 1e-9, 1e-9, 1e-300), "tolerance"),
])
def test_ellipse_refused(args, message):
    with pytest.raises(ValueError, match=message):
        ellipse_polygon(*args)
