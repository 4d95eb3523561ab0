"""Contact manifolds (the contacts_* methods, collide2d.contacts, ManifoldArray): the C
core against the pure-Python oracle bit for bit for every pair of kinds, the manifold
against the distance and the overlap tests, the points on the two surfaces (checked with
shapely 2), swapping the shapes, and hand-derived cases.

Batch == scalar, bad rows and every instruction-set path come from the kernel list's
own suites (tests/test_kernel_list.py, tests/test_cpu_paths.py).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from kind_rows import core, positive, row, shape, smooth
from shape_checks import bits, run_doc_examples

import collide2d
from collide2d import AABB, OBB, Capsule, Circle, Polygon, oracle

RECEIVERS = ("aabb", "circle", "segment", "obb", "capsule", "polygon")
OTHERS = ("point", "segment", "circle", "capsule", "aabb", "obb", "polygon")
margin = st.sampled_from([0.0, 0.25, 1.0, 100.0]) | st.floats(0, 4)


def same_manifold(got, expected) -> None:
    assert len(got.points) == len(expected.points), (got, expected)
    g = [got.normal.x, got.normal.y, *got.separations, *(c for p in got.points for c in p)]
    e = [expected.normal[0], expected.normal[1], *expected.separations,
         *(c for p in expected.points for c in p)]
    assert [bits(v) for v in g] == [bits(v) for v in e], (got, expected)


# ---- the C core equals the oracle ------------------------------------------------------

@pytest.mark.parametrize("receiver", RECEIVERS)
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_every_manifold_equals_the_oracle_bit_for_bit(receiver, data) -> None:
    a = data.draw(row(receiver))
    for other in OTHERS:
        b, m = data.draw(row(other)), data.draw(margin)
        got = getattr(shape(receiver, a), f"contacts_{other}")(shape(other, b), m)
        same_manifold(got, oracle.contacts(receiver, a, other, b, m))


# ---- the manifold against the distance, the overlap tests and the surfaces ------------

@pytest.mark.parametrize("receiver", RECEIVERS)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_points_exist_exactly_when_the_distance_is_below_the_margin(receiver, data) -> None:
    a = data.draw(row(receiver))
    for other in OTHERS:
        b, m = data.draw(row(other)), data.draw(margin)
        sa, sb = shape(receiver, a), shape(other, b)
        got = getattr(sa, f"contacts_{other}")(sb, m)
        d = getattr(sa, f"distance_{other}")(sb)
        assert (len(got.points) > 0) is (d.distance < m), (got, d)
        assert len(got.points) == len(got.separations) <= 2
        assert all(s < m for s in got.separations)
        assert math.isclose(math.hypot(*got.normal), 1.0, rel_tol=1e-12)
        if got.points:
            # No point deeper than the distance; with the cores apart the deepest point
            # is the nearest points' (overlapping cores: when the deepest vertex lies
            # over the reference face, not checked here).
            deepest, tol = min(got.separations), 1e-9 * (1 + abs(d.distance))
            assert deepest >= d.distance - tol
            radii = core(receiver, a)[1] + core(other, b)[1]
            if d.distance + radii > tol:
                assert deepest == pytest.approx(d.distance, rel=1e-9, abs=1e-9)
        if len(got.points) == 2:
            assert got.points[0] != got.points[1]


@pytest.mark.parametrize("receiver", ["aabb", "circle", "obb", "capsule", "polygon"])
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_with_margin_zero_there_are_points_when_and_only_when_the_shapes_overlap(
        receiver, data) -> None:
    a = data.draw(row(receiver, smooth, positive))
    for other in ("circle", "capsule", "aabb", "obb", "polygon"):
        b = data.draw(row(other, smooth, positive))
        sa, sb = shape(receiver, a), shape(other, b)
        got = collide2d.contacts(sa, sb)
        if abs(collide2d.distance(sa, sb).distance) <= 1e-9:
            continue  # within rounding of touching
        assert (len(got.points) > 0) is collide2d.overlaps(sa, sb), (a, b, got)


def _on_surface(g, r, x, y) -> float:
    """How far (x, y) is from the surface of core g grown by r."""
    surface = g.boundary if g.geom_type == "Polygon" else g
    return abs(shapely.distance(surface, shapely.Point(x, y)) - r) if r or \
        g.geom_type == "Polygon" else shapely.distance(g, shapely.Point(x, y))


@pytest.mark.parametrize("receiver", ["aabb", "obb", "capsule", "polygon"])
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_face_contacts_lie_midway_between_the_surfaces(receiver, data) -> None:
    # Two points: a face contact. Half the separation back along the normal is a's
    # surface, half forward b's (a's and b's cores have faces: no point cores here).
    a = data.draw(row(receiver, smooth, positive))
    ga, ra = core(receiver, a)
    for other in ("capsule", "aabb", "obb", "polygon"):
        b = data.draw(row(other, smooth, positive))
        gb, rb = core(other, b)
        got = collide2d.contacts(shape(receiver, a), shape(other, b), 0.5)
        if len(got.points) != 2:
            continue
        n = got.normal
        for p, s in zip(got.points, got.separations):
            on_a = (p.x - n.x * s / 2, p.y - n.y * s / 2)
            on_b = (p.x + n.x * s / 2, p.y + n.y * s / 2)
            # One of the two is the reference face's, exactly on it; the other the
            # incident edge's: within rounding of both surfaces' lines.
            assert min(_on_surface(ga, ra, *on_a), _on_surface(gb, rb, *on_b)) <= 1e-9


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_swapping_the_shapes_turns_the_normal_and_keeps_the_separations(data) -> None:
    ka, kb = data.draw(st.sampled_from(RECEIVERS)), data.draw(st.sampled_from(RECEIVERS))
    a, b = data.draw(row(ka, smooth, positive)), data.draw(row(kb, smooth, positive))
    sa, sb = shape(ka, a), shape(kb, b)
    m, back = collide2d.contacts(sa, sb), collide2d.contacts(sb, sa)
    if not m.points or not back.points or len(m.points) != len(back.points):
        return  # near touching, or a tie between a face of each: either is right
    if abs(m.normal.x + back.normal.x) > 1e-9 or abs(m.normal.y + back.normal.y) > 1e-9:
        return  # two axes within rounding of each other: a tie
    # The same depths from either side. The points too, away from ties: where a whole
    # face is equally deep (a segment flush inside a box), each side names its own
    # first vertex of it, and both are right.
    assert sorted(m.separations) == pytest.approx(sorted(back.separations), abs=1e-9)
    if len(m.points) == 2:
        got = sorted(tuple(p) for p in m.points)
        want = sorted(tuple(p) for p in back.points)
        for p, q in zip(got, want):
            assert p == pytest.approx(q, abs=1e-9)


# ---- hand-derived cases ----------------------------------------------------------------

def test_a_box_resting_on_a_box_has_two_contacts_at_the_ends_of_the_shared_face() -> None:
    ground = AABB((0, 0), (4, 1))
    # Sunk 0.25 into the ground's top face (y = 1), spanning x in [-1, 1].
    # The ground's top face and the box's bottom face tie exactly; the rule by the
    # faces' own normals (docs/distance.md) takes the top face, (0, 1), whichever box is
    # the receiver, and the points come along it, counter-clockwise (right to left).
    m = ground.contacts_aabb(AABB((0, 1.75), (1, 1)))
    assert tuple(m.normal) == (0.0, 1.0)
    assert [tuple(p) for p in m.points] == [(1.0, 0.875), (-1.0, 0.875)]
    back = AABB((0, 1.75), (1, 1)).contacts_aabb(ground)
    assert tuple(back.normal) == (0.0, -1.0) and back.points == m.points
    assert m.separations == (-0.25, -0.25)
    # Hanging over the ground's right end: clipped to the face, x in [3, 4].
    m = ground.contacts_aabb(AABB((4, 1.5), (1, 1)))
    assert [tuple(p) for p in m.points] == [(4.0, 0.75), (3.0, 0.75)]
    # Resting exactly: no contact with margin 0 (touching is not colliding), two with
    # separation 0 within a margin.
    resting = AABB((0, 2), (1, 1))
    assert ground.contacts_aabb(resting).points == ()
    m = ground.contacts_aabb(resting, 0.01)
    assert m.separations == (0.0, 0.0) and [tuple(p) for p in m.points] == [(1, 1), (-1, 1)]


def test_a_tilted_box_touches_with_its_corner_and_a_circle_with_one_point() -> None:
    ground = AABB((0, 0), (4, 1))
    # A square on a corner, its lowest corner 0.5 under the top face (y = 1).
    box = OBB((0, 1 + math.sqrt(2) - 0.5), (1, 1), math.pi / 4)
    m = ground.contacts_obb(box)
    assert len(m.points) == 1 and tuple(m.normal) == (0.0, 1.0)
    assert m.separations[0] == pytest.approx(-0.5)
    assert m.points[0].x == pytest.approx(0.0, abs=1e-12)
    assert m.points[0].y == pytest.approx(0.75)
    # A circle of radius 1 whose centre is 0.5 above the top face.
    m = ground.contacts_circle(Circle((2, 1.5), 1))
    assert (tuple(m.normal), tuple(m.points[0]), m.separations) == (
        (0.0, 1.0), (2.0, 0.75), (-0.5,))


def test_capsules_lying_on_things_touch_along_their_length() -> None:
    floor = AABB((0, 0), (2, 1))
    m = floor.contacts_capsule(Capsule((-1, 1.2), (1, 1.2), 0.5))
    assert tuple(m.normal) == (0.0, 1.0)
    assert [tuple(p) for p in m.points] == [(1.0, 0.85), (-1.0, 0.85)]
    assert m.separations == pytest.approx((-0.3, -0.3))
    # Two crossing capsules meet at one point.
    m = Capsule((-2, 0), (2, 0), 0.5).contacts_capsule(Capsule((0, -2), (0, 2), 0.5))
    assert len(m.points) == 1 and m.separations == (-3.0,)


def test_cores_apart_meeting_corner_to_corner_touch_at_one_point_as_deep_as_the_distance() -> None:
    # The segment's end (-1, -1) is sqrt(2) from the capsule core's end (0, 0): 2 -
    # sqrt(2) deep, along the diagonal. The separating axis is a face of the segment,
    # along which a clipped end would be only 0.197 deep.
    k, s = Capsule((0, 0), (4, 0), 2.0), collide2d.Segment((-1, -1), (1, -4))
    d, m = k.distance_segment(s), k.contacts_segment(s)
    assert len(m.points) == 1 and m.separations == (d.distance,)
    assert m.separations[0] == pytest.approx(math.sqrt(2) - 2)
    assert tuple(m.normal) == tuple(d.normal)
    m = Capsule((-4, -1), (1, 2), 2).contacts_capsule(Capsule((2, -2), (2, 1), 2))
    assert min(m.separations) == Capsule((-4, -1), (1, 2), 2).distance_capsule(
        Capsule((2, -2), (2, 1), 2)).distance


def test_the_incident_face_holds_the_deepest_vertex_beside_a_tiny_bump() -> None:
    # The two right faces of this thin triangle differ by a bump of 2.4e-61: their
    # normals against the segment's face round equal, and the face past the nearest
    # vertex (0, 0) was taken, both its ends deeper than the distance.
    thin = Polygon([(0.0, -0.5), (2.370393876666096e-61, -0.25), (0.0, 0.0)])
    s = collide2d.Segment((1.5, -0.25), (0.0, 2.0))
    m, d = thin.contacts_segment(s, 100.0), thin.distance_segment(s)
    assert min(m.separations) == pytest.approx(d.distance, rel=1e-12)


def test_a_vertex_over_a_face_that_ties_with_the_axis_rests_on_that_face() -> None:
    # The triangle's bottom faces differ by a dent of 5.5e-74: the separating axis is the
    # short left one, but the capsule's end (1, -1) lies over the long right one, which
    # must be the reference face (the short one's band clipped the end off: 1.25 deep
    # instead of 1).
    dent = Polygon([(0.0, -5.48018354510425e-74), (1.25, 0.0), (-0.25, 0.0)])
    k = Capsule((0.0, -1.25), (1.0, -1.0), 0.0)
    m, d = dent.contacts_capsule(k, 100.0), dent.distance_capsule(k)
    assert min(m.separations) == d.distance == 1.0
    assert tuple(m.normal) == tuple(d.normal)


def test_corners_apart_within_the_margin_meet_along_the_diagonal() -> None:
    m = AABB((0, 0), (1, 1)).contacts_aabb(AABB((3, 3), (1, 1)), 3.0)
    s = math.sqrt(2) / 2
    assert m.normal.x == pytest.approx(s) and m.normal.y == pytest.approx(s)
    assert tuple(m.points[0]) == (1.5, 1.5)
    assert m.separations[0] == pytest.approx(math.sqrt(2))
    assert AABB((0, 0), (1, 1)).contacts_aabb(AABB((3, 3), (1, 1)), 1.0).points == ()


def test_polygons_and_a_point_first() -> None:
    hexagon = Polygon.regular(6, (0, 0), 1.0)
    m = hexagon.contacts_aabb(AABB((0, 1.2), (1, 0.4)))  # the top face under a slab
    assert tuple(m.normal) == (0.0, 1.0) and len(m.points) == 2
    assert m.separations == pytest.approx((0.8 - math.sqrt(3) / 2,) * 2)
    # A point first is the shape's manifold turned around: normal negated, no -0.0.
    m = collide2d.contacts((0.25, 0.5), AABB((0, 0), (1, 1)))
    assert tuple(m.normal) == (0.0, -1.0) and m.separations == (-0.5,)
    assert tuple(m.points[0]) == (0.25, 0.75)
    assert math.copysign(1.0, m.normal.x) == 1.0


def test_batch_manifolds_and_the_generic_function_over_arrays() -> None:
    boxes = collide2d.AABBArray([[0, 0, 2, 1], [0, 0, 1, 1]])
    r = boxes.contacts_aabb([[1, 1.75, 1, 1], [5, 5, 1, 1]])
    assert isinstance(r, collide2d.ManifoldArray)
    assert r.count.tolist() == [2, 0] and r.hit.tolist() == [True, False]
    assert r.points[0].tolist() == [[2.0, 0.875], [0.0, 0.875]]
    assert r.separations.tolist() == [[-0.25, -0.25], [0.0, 0.0]]
    assert r[0] == boxes[0].contacts_aabb(AABB((1, 1.75), (1, 1)))
    assert r[1].points == () and r[1].separations == ()
    within = boxes.contacts_aabb([[5, 5, 1, 1]], margin=5.0)  # sqrt(13) and 3 sqrt(2) away
    assert within.count.tolist() == [1, 1]
    flipped = collide2d.contacts(np.array([[0.5, 0.5], [3.0, 3.0]]), boxes)
    assert flipped.normal[0].tolist() == [0.0, -1.0] and flipped.count.tolist() == [1, 0]
    assert not np.any(np.signbit(flipped.normal) & (flipped.normal == 0))
    polys = collide2d.PolygonArray([Polygon.regular(4, (0, 0), 1.0)])
    assert polys.contacts_circle([[0, 1, 0.5], [0, 9, 0.5]]).count.tolist() == [1, 0]


def test_a_bad_margin_is_refused_naming_it() -> None:
    box = AABB((0, 0), (1, 1))
    for bad in (-1.0, math.nan, math.inf):
        with pytest.raises(ValueError, match="margin"):
            box.contacts_aabb(box, bad)
        with pytest.raises(ValueError, match="margin"):
            collide2d.AABBArray([[0, 0, 1, 1]]).contacts_aabb([[0, 0, 1, 1]], margin=bad)
        with pytest.raises(ValueError, match="margin"):
            oracle.contacts("aabb", (0, 0, 1, 1), "aabb", (0, 0, 1, 1), bad)


def test_manifold_is_a_named_result() -> None:
    m = AABB((0, 0), (1, 1)).contacts_circle(Circle((1.5, 0), 1))
    assert isinstance(m, collide2d.Manifold) and m.normal == m[0]
    assert m.points == m[1] and m.separations == m[2] == (-0.5,)


def test_the_examples_of_docs_contacts_md_print_what_they_show() -> None:
    run_doc_examples("contacts.md", 3)
