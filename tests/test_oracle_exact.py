"""The oracle's yes/no answers against exact rational arithmetic (Fraction), and
circle_line_points against Dev.Mag's textbook formula.
"""

from __future__ import annotations

import math
from fractions import Fraction

from collide2d import oracle
from hypothesis import assume, given
from hypothesis import strategies as st

import strategies as S
from oracle_checks import PROPERTY, fcross, fdot, fr, fsub, fvec
from oracle_exact import (
    _segment_disc_scale,
    exact_box_box,
    exact_box_circle,
    exact_circle_circle,
    exact_circle_point,
    exact_line_kind,
    exact_line_points,
    exact_point_box,
    exact_segment_box,
    exact_segment_circle,
    exact_segments_overlap,
    skip_ties,
)
from oracle_geometry import (
    box_circle_cases,
    box_geometry,
    cast_circle_cases,
    circle_pair_cases,
    circle_point_cases,
    segment_box_cases,
    segment_circle_cases,
    segment_pair_cases,
    tagged,
)

# ==========================================================================
# 2. Yes/no answers against exact rational arithmetic
# ==========================================================================


@PROPERTY
@given(case=segment_pair_cases, segments=st.booleans())
def test_line_intersection_kind_agrees_with_exact_arithmetic(case, segments):
    """The ``kind`` equals the exact one (ties skipped on calm inputs, see
    ``_line_ties``).  On exact inputs a crossing's ``t`` and ``u`` are moreover
    the correctly rounded exact parameters (one division of exact numbers)."""
    family, (a1, a2, b1, b2) = case
    expected, tie = exact_line_kind(a1, a2, b1, b2, segments)
    skip_ties(family, tie)
    got = oracle.line_intersection(a1, a2, b1, b2, segments)
    assert got.kind == expected, (got, expected)
    fa1, fa2, fb1, fb2 = map(fvec, (a1, a2, b1, b2))
    da, db = fsub(fa2, fa1), fsub(fb2, fb1)
    denom = fcross(da, db)
    if family == "exact" and got.kind == "point" and denom != 0:
        r = fsub(fa1, fb1)
        assert got.t == (float(fcross(db, r) / denom),) * 2
        assert got.u == (float(fcross(da, r) / denom),) * 2


@PROPERTY
@given(case=segment_circle_cases, segment=st.booleans())
def test_circle_line_points_count_agrees_with_exact_arithmetic(case, segment):
    """How many points (0, 1 or 2) equals the exact count of roots (in [0, 1] for
    a segment); ties -- tangent, an end on the circle -- skipped on calm inputs."""
    family, (circle, p1, p2) = case
    expected, tie = exact_line_points(circle[:2], circle[2], p1, p2, segment)
    skip_ties(family, tie)
    got = oracle.circle_line_points(circle[:2], circle[2], p1, p2, segment)
    assert len(got) == expected, (got, expected)


@PROPERTY
@given(case=circle_point_cases)
def test_circle_intersect_point_agrees_with_exact_arithmetic(case):
    """A hit iff ``dist^2 < r^2`` exactly (ties: ``exact_within``)."""
    family, (circle, point) = case
    expected, tie = exact_circle_point(circle, point)
    skip_ties(family, tie)
    assert (oracle.intersect_circle_point(circle, point) is not None) is expected
    assert oracle.overlaps("point", point, "circle", circle) is expected


@PROPERTY
@given(case=circle_pair_cases)
def test_circle_intersect_circle_agrees_with_exact_arithmetic(case):
    """A hit iff ``dist^2 < (r1 + r2)^2`` exactly, in both roles, and ``overlaps``."""
    family, (circle, other) = case
    expected, tie = exact_circle_circle(circle, other)
    skip_ties(family, tie)
    assert (oracle.intersect_circle_circle(circle, other) is not None) is expected
    assert (oracle.intersect_circle_circle(other, circle) is not None) is expected
    assert oracle.overlaps("circle", circle, "circle", other) is expected


@PROPERTY
@given(case=box_circle_cases)
def test_box_circle_tests_agree_with_exact_arithmetic(case):
    """``aabb_intersect_circle``, ``circle_intersect_aabb`` and ``overlaps`` hit
    exactly when the exact clamp semantics say so (ties: ``exact_box_circle``)."""
    family, (box, circle) = case
    expected, tie = exact_box_circle(box, circle)
    skip_ties(family, tie)
    assert (oracle.intersect_aabb_circle(box, circle) is not None) is expected
    assert (oracle.intersect_circle_aabb(circle, box) is not None) is expected
    assert oracle.overlaps("aabb", box, "circle", circle) is expected


@PROPERTY
@given(case=cast_circle_cases)
def test_circle_intersect_segment_agrees_with_exact_arithmetic(case):
    """The raycast hits iff the closed segment ``pos + t delta`` meets the open
    disc, in exact arithmetic (ties: ``exact_segment_circle``).  On a hit,
    ``0 <= time < 1``; exact inputs starting inside have time 0 exactly."""
    family, (circle, pos, delta) = case
    expected, tie = exact_segment_circle(circle, fvec(pos), fvec(delta))
    skip_ties(family, tie)
    hit = oracle.intersect_circle_segment(circle, pos, delta)
    assert (hit is not None) is expected
    if hit is not None:
        assert 0.0 <= hit.time < 1.0


@PROPERTY
@given(case=segment_circle_cases)
def test_overlaps_segment_circle_agrees_with_exact_arithmetic(case):
    """overlaps(segment, circle): the exact distance from the centre to the
    closed segment is < r (ties as for the raycast)."""
    family, (circle, p1, p2) = case
    expected, tie = exact_segment_circle(circle, fvec(p1), fsub(fvec(p2), fvec(p1)))
    skip_ties(family, tie)
    assert oracle.overlaps("segment", (*p1, *p2), "circle", circle) is expected


@PROPERTY
@given(case=segment_box_cases)
def test_overlaps_segment_box_agrees_with_exact_arithmetic(case):
    """overlaps(segment, aabb): the closed segment meets the open box, exactly
    (ties: ``exact_segment_box``), a path through a corner only included on exact
    inputs; so does the cast from p0 by p1 - p0 (exact on these inputs), whose slab
    times multiply by the rounded ``1 / delta`` (1 / 0.1875 is not dyadic) and whose
    near ties are decided by the exact test."""
    family, (box, p0, p1) = case
    expected, tie, corner_tie = exact_segment_box(box, p0, p1)
    skip_ties(family, tie or corner_tie)
    assert oracle.overlaps("segment", (*p0, *p1), "aabb", box) is expected
    delta = (p1[0] - p0[0], p1[1] - p0[1])
    if (p0[0] + delta[0], p0[1] + delta[1]) == tuple(p1):
        assert (oracle.intersect_aabb_segment(box, p0, delta) is not None) is expected


@PROPERTY
@given(case=segment_pair_cases)
def test_overlaps_segment_segment_agrees_with_exact_arithmetic(case):
    """A proper crossing or a collinear overlap of positive length, exactly."""
    family, (a1, a2, b1, b2) = case
    expected, tie = exact_segments_overlap(a1, a2, b1, b2)
    skip_ties(family, tie)
    assert oracle.overlaps("segment", (*a1, *a2), "segment", (*b1, *b2)) is expected
    assert oracle.overlaps("segment", (*b1, *b2), "segment", (*a1, *a2)) is expected


def _map_box_pair(draw, fam):
    box = draw(box_geometry())
    other = draw(S.near_box(box, exact=True))
    if max(map(abs, other)) > 64:
        other = draw(box_geometry())
    return fam.box(draw, box), fam.box(draw, other)


def _map_point_box(draw, fam):
    box = draw(box_geometry())
    return fam.point(draw, draw(S.near_point(box, exact=True))), fam.box(draw, box)


@PROPERTY
@given(box_pair=tagged(_map_box_pair), point_box=tagged(_map_point_box))
def test_overlaps_with_boxes_and_points_agree_with_exact_arithmetic(box_pair, point_box):
    """aabb-aabb and point-aabb: strict overlap, exactly (ties: an edge within
    1e-9 of the example's extent)."""
    family, (box, other) = box_pair
    expected, tie = exact_box_box(box, other)
    if not (family == "calm" and tie):
        assert oracle.overlaps("aabb", box, "aabb", other) is expected
    family, (point, box) = point_box
    expected, tie = exact_point_box(point, box)
    if not (family == "calm" and tie):
        assert oracle.overlaps("point", point, "aabb", box) is expected
        assert oracle.overlaps("aabb", box, "point", point) is expected


# ==========================================================================
# 3. circle_line_points against Dev.Mag's textbook formula
# ==========================================================================


def devmag_circle_line_roots(center, radius, p1, p2):
    """Dev.Mag's CircleLineCollision pseudocode, literally: the sorted u values."""
    local1 = (p1[0] - center[0], p1[1] - center[1])
    local2 = (p2[0] - center[0], p2[1] - center[1])
    d = (local2[0] - local1[0], local2[1] - local1[1])
    a = d[0] * d[0] + d[1] * d[1]
    b = 2 * ((d[0] * local1[0]) + (d[1] * local1[1]))
    c = (local1[0] * local1[0]) + (local1[1] * local1[1]) - (radius * radius)
    delta = b * b - (4 * a * c)
    if delta < 0:
        return []
    if delta == 0:
        return [-b / (2 * a)]
    root = math.sqrt(delta)
    return sorted([(-b + root) / (2 * a), (-b - root) / (2 * a)])


@PROPERTY
@given(case=segment_circle_cases)
def test_circle_line_points_match_devmags_formula_within_tolerance(case):
    """For lines that clearly cross the circle (exact ``disc > 1e-6 a S^2``; a
    near-tangent line's roots are ill-conditioned for any formula), both formulas
    give two roots and ``|u_devmag - u| <= 2**-30 (S / |d|) + 2**-48 (S / |d|)^2``,
    with ``S^2 = max(|p1 - c|^2, |p2 - c|^2, r^2)`` and ``|d| = |p2 - p1|``.
    Why: Dev.Mag's cancelling root ``(-b + sqrt(b^2 - 4ac)) / 2a`` loses a few
    ulps of ``(|b| + sqrt(delta)) / 2a <= 2 S / |d|`` and the discriminant's
    rounding moves a well-conditioned root by at most ~1e3 ulps of ``S / |d|``
    (2**-30 is about 1e-9); and Dev.Mag computes ``P2 - P1`` as ``(p2 - c) -
    (p1 - c)``, an error of an ulp of S in ``d``, which moves a root (of size up to
    ``S / |d|``) by about ``2 eps (S / |d|)^2`` -- large for a short segment far
    from the centre (2**-48 is 16 eps)."""
    family, (circle, p1, p2) = case
    centre, r = circle[:2], circle[2]
    c, f, g = fvec(centre), fsub(fvec(p1), fvec(centre)), fsub(fvec(p2), fvec(centre))
    d = fsub(g, f)
    a, h, k = fdot(d, d), fdot(d, f), fdot(f, f) - fr(r) ** 2
    scale2 = _segment_disc_scale(f, g, fr(r))
    assume(a > 0 and h * h - a * k > Fraction(1, 10**6) * a * scale2)
    ours = [u for _, u in oracle.circle_line_points(centre, r, p1, p2, segment=False)]
    devmag = devmag_circle_line_roots(centre, r, p1, p2)
    assert len(ours) == len(devmag) == 2
    ratio = math.sqrt(scale2) / math.sqrt(a)
    tolerance = 2.0**-30 * ratio + 2.0**-48 * ratio * ratio
    for u, u_devmag in zip(ours, devmag):
        assert abs(u - u_devmag) <= tolerance, (ours, devmag, tolerance)


def test_stable_roots_stay_accurate_where_devmags_formula_cancels():
    """Circle (0,0) r 1, line y = 0 from p1 = (-(1 + 2**-26), 0) to p2 = (12345.678, 0):
    f.x^2 = 1 + 2**-25 + 2**-52 is exact, so c = 2**-25 + 2**-52 is exact; the
    root at x = -1 is u = 2**-26 / (p2.x - p1.x).  Dev.Mag's (-b - sqrt(delta)) / 2a
    subtracts two numbers equal in their first 26 bits, so the rounding of b
    (one ulp) becomes ~2**26 ulps of u (measured: ~1.6e7); the stable c / q has
    no such subtraction and stays within a few ulps (measured: 0.5)."""
    p1, p2 = (-(1.0 + 2.0**-26), 0.0), (12345.678, 0.0)
    exact = Fraction(2) ** -26 / (fr(p2[0]) - fr(p1[0]))
    ours = oracle.circle_line_points((0.0, 0.0), 1.0, p1, p2, segment=False)[0][1]
    devmag = devmag_circle_line_roots((0.0, 0.0), 1.0, p1, p2)[0]
    assert abs(Fraction(ours) - exact) <= 4 * 2.0**-53 * exact
    assert abs(Fraction(devmag) - exact) > 10**6 * 2.0**-53 * exact


# ==========================================================================
# 4. Invariants
