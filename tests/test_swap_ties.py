"""Swapping two shapes negates the normal, exact ties between their axes included.

On coordinates of quarters, overlapping shapes tie all the time: two boxes over a
tile's corner by the same amount in x and y, a box sunk into a floor as deep as the
floor's top lies under the box's bottom. The axis is chosen by its own direction
(``c2d_face_order``, docs/distance.md), never by which shape is the receiver, so
``distance``, ``contacts`` and ``intersect`` keep the axis when the shapes swap.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
import shapely
from kind_rows import core, row, shape

import collide2d
from collide2d import AABB, OBB, Polygon, oracle

quarter = st.integers(-8, 8).map(lambda v: v / 4)
half_size = st.integers(1, 8).map(lambda v: v / 4)
KINDS = ("aabb", "obb", "polygon", "capsule", "segment", "circle")


def negated(u, v) -> bool:
    return u.x == 0.0 - v.x and u.y == 0.0 - v.y


def point_core(kind, r):
    """The one point a round shape's core is (a circle's centre, a capsule's or
    segment's end when both ends are one), else None."""
    if kind == "circle" or (kind in ("capsule", "segment") and r[:2] == r[2:4]):
        return r[:2]
    return None


def radius(kind, r) -> float:
    return r[2] if kind == "circle" else r[4] if kind == "capsule" else 0.0


def directed_faces(kind, r) -> set:
    """The core's faces as directed segments, counter-clockwise (both ways for a segment
    core): two cores share a face, facing the same way, when a segment is in both."""
    g = core(kind, r)[0]
    if g.geom_type == "Polygon":
        pts = list(shapely.geometry.polygon.orient(g, 1.0).exterior.coords)
        return {(pts[k], pts[k + 1]) for k in range(len(pts) - 1)}
    if g.geom_type == "LineString":
        p, q = g.coords[0], g.coords[-1]
        return {(p, q), (q, p)}
    return set()


def right_angle_obb(r):
    return (r[0], r[1], r[2], r[3], round(r[4] / (math.pi / 2)) * (math.pi / 2))


@st.composite
def quarter_row(draw, kind):
    r = draw(row(kind, quarter, half_size))
    return right_angle_obb(r) if kind == "obb" else r


@settings(max_examples=400, deadline=None)
@given(data=st.data())
def test_overlapping_shapes_on_quarters_swap_to_the_negated_normal(data) -> None:
    ka, kb = data.draw(st.sampled_from(KINDS)), data.draw(st.sampled_from(KINDS))
    a, b = data.draw(quarter_row(ka)), data.draw(quarter_row(kb))
    # One core twice (a box as an AABB and as an OBB at angle 0, a capsule and its
    # segment): every face of one coincides with a face of the other, and coinciding
    # faces go to the receiver's (docs/distance.md). Nor two round shapes about one
    # centre (their cores one point: no axis at all).
    assume(not core(ka, a)[0].equals(core(kb, b)[0]))
    assume(point_core(ka, a) is None or point_core(ka, a) != point_core(kb, b))
    # Nor cores sharing a face that faces the same way: of two coinciding faces the
    # receiver's is taken (docs/distance.md), the same normal either way round.
    assume(not directed_faces(ka, a) & directed_faces(kb, b))
    sa, sb = shape(ka, a), shape(kb, b)
    d, back = collide2d.distance(sa, sb), collide2d.distance(sb, sa)
    # The cores themselves overlapping, deeper than the distance's rounding: where they
    # are apart (round shapes overlapping by their radii) the normal is the nearest
    # pair's direction, which agrees either way round only to rounding.
    assume(d.distance + radius(ka, a) + radius(kb, b) < -1e-9)
    assert d.distance == back.distance
    assert negated(d.normal, back.normal), (d, back)
    m, m_back = collide2d.contacts(sa, sb), collide2d.contacts(sb, sa)
    assert negated(m.normal, m_back.normal), (m, m_back)
    assert sorted(m.separations) == sorted(m_back.separations)
    if ka in ("aabb", "obb", "polygon") and kb in ("aabb", "obb", "polygon"):
        hit, hit_back = collide2d.intersect(sa, sb), collide2d.intersect(sb, sa)
        if {ka, kb} <= {"aabb", "obb"}:  # two boxes: noonat/intersect's push-out, whose
            # normal is the axis signed toward the other's centre, sign(0) = +1 from
            # either side when the centres are level along it (docs/obb.md)
            centres = (b[0] - a[0], b[1] - a[1])
            assume(centres[0] * hit.normal.x + centres[1] * hit.normal.y != 0)
        assert negated(hit.normal, hit_back.normal), (hit, hit_back)
        assert negated(hit.delta, hit_back.delta)


@pytest.mark.parametrize("a, b", [
    (AABB((0, 0), (1, 1)), AABB((1, 1), (1, 1))),
    (Polygon.from_aabb(AABB((0, 0), (1, 1))), Polygon.from_aabb(AABB((1, 1), (1, 1)))),
    (OBB((0, 0), (1, 1), 0.0), OBB((1, 1), (1, 1), math.pi / 2)),
    (Polygon([(0, 0), (4, 0), (4, 4), (0, 4)]), Polygon([(3, 3), (7, 3), (7, 7), (3, 7)])),
])
def test_a_corner_overlapped_equally_in_x_and_y_pushes_along_y_either_way(a, b) -> None:
    # Hand-derived: the overlap is 1 on both axes; the tie goes to y (the larger |y|),
    # up from the receiver, down from the other: as two AABBs' intersect already did.
    for f in (collide2d.distance, collide2d.contacts, collide2d.intersect):
        assert tuple(f(a, b).normal) == (0.0, 1.0) and tuple(f(b, a).normal) == (0.0, -1.0)


def test_cores_apart_or_sharing_a_face_are_the_documented_exceptions() -> None:
    # Cores apart, overlapping by the radii only: the nearest pair's direction, to
    # rounding (found by a fuzz of the new rule; docs/distance.md).
    p, c = Polygon([(1.5, -1.5), (1.5, 1.5), (-0.5, 0.5)]), collide2d.Capsule((-1.5, 1), (0, -0.5), 1.5)
    n, back = collide2d.distance(p, c).normal, collide2d.distance(c, p).normal
    assert n.x == pytest.approx(-back.x, abs=1e-15) and n.y == pytest.approx(-back.y, abs=1e-15)
    # A face of each on one segment, facing the same way, both shapes as thick: the
    # receiver's face, so the same normal either way round.
    a, b = AABB((1, 0.25), (1, 0.25)), Polygon([(0.25, 0), (1.75, 0), (2, 0.5), (0, 0.5)])
    assert directed_faces("aabb", (1, 0.25, 1, 0.25)) & directed_faces(
        "polygon", ((0.25, 0), (1.75, 0), (2, 0.5), (0, 0.5))) == {((2.0, 0.5), (0.0, 0.5))}
    assert tuple(collide2d.distance(a, b).normal) == tuple(collide2d.distance(b, a).normal)


def test_the_oracle_breaks_ties_as_the_c_core() -> None:
    a, b = (0.0, 0.0, 1.0, 1.0), (1.0, 1.0, 1.0, 1.0)
    square = ((-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0))
    moved = tuple((x + 1, y + 1) for x, y in square)
    assert tuple(oracle.distance("aabb", a, "aabb", b).normal) == (0.0, 1.0)
    assert tuple(oracle.distance("aabb", b, "aabb", a).normal) == (0.0, -1.0)
    assert tuple(oracle.intersect_polygon_polygon(square, moved).normal) == (0.0, 1.0)
    assert tuple(oracle.intersect_polygon_polygon(moved, square).normal) == (0.0, -1.0)


def test_boxes_overlapping_edge_to_edge_get_points_straight_across_the_overlap() -> None:
    # Two crates side by side, 10 deep in x; the left crate's right face and the right
    # crate's left face tie, and the right face of the left one (+x) is the axis. Of the
    # right crate's two vertices 10 past it, (130, 254) lies beyond the face's end
    # (y from 264 to 304), (130, 304) over it: the points are (140, 304) and (130, 304),
    # along the normal, from either side.
    left, right = AABB((120, 284), (20, 20)), AABB((150, 279), (20, 25))
    d, back = collide2d.distance(left, right), collide2d.distance(right, left)
    assert (d.distance, tuple(d.normal)) == (-10.0, (1.0, 0.0))
    assert (tuple(d.point_a), tuple(d.point_b)) == ((140.0, 304.0), (130.0, 304.0))
    assert (back.point_a, back.point_b) == (d.point_b, d.point_a)
    assert tuple(oracle.distance("aabb", (120, 284, 20, 20), "aabb", (150, 279, 20, 25)).point_b) \
        == (130.0, 304.0)
