"""Normals of shapes whose cores touch, or nearly: a vertex exactly on a segment's core
(a capsule's line through a box's corner), or a point a few units of rounding outside a
face next to its corner. There the nearest points' difference is the rounding's, and
its direction (or the side of the segment the vertex seemed to lie on) sent the normal,
the push-out and the contact points the wrong way. The normal is the separating axis's
there; the C core equals the oracle bit for bit, and every push-out parts the shapes.
"""
from __future__ import annotations

import math

import numpy as np
import pytest
from kind_rows import shape
from shape_checks import bits

import collide2d
from collide2d import AABB, OBB, Capsule, Circle, Polygon, Segment, oracle


def pushed(kind, row, by):
    """The shape of ``row`` moved by the vector ``by``."""
    r = list(row)
    if kind == "polygon":
        return Polygon([(x + by[0], y + by[1]) for x, y in r])
    r[0] += by[0]
    r[1] += by[1]
    if kind in ("segment", "capsule"):
        r[2] += by[0]
        r[3] += by[1]
    return shape(kind, tuple(r))


def parts_them(kind_a, a, kind_b, b) -> None:
    """The distance equals the oracle, and moving b along the normal by the depth leaves
    the two no deeper than rounding (before: 2 units deep, pushed the wrong way)."""
    sa, sb = shape(kind_a, a), shape(kind_b, b)
    d = collide2d.distance(sa, sb)
    expected = oracle.distance(kind_a, a, kind_b, b)
    assert [bits(v) for v in (d.distance, *d.normal)] == \
        [bits(v) for v in (expected.distance, *expected.normal)], (d, expected)
    if d.distance < 0:
        moved = pushed(kind_b, b, (-d.distance * d.normal[0], -d.distance * d.normal[1]))
        assert collide2d.distance(sa, moved).distance > -1e-9, (d, sa, sb)
        m = collide2d.contacts(sa, sb)
        assert m.normal == d.normal
        assert min(m.separations) >= d.distance - 1e-9, (m, d)


def test_a_capsules_line_through_a_boxs_corner_is_pushed_away_from_the_box() -> None:
    # The core (-3.5, 0) -> (1.5, -2) passes exactly through the corner (-1, -1).
    box, capsule = AABB((0, 0), (1, 1)), Capsule((-3.5, 0), (1.5, -2), 1.0)
    d = collide2d.distance(box, capsule)
    n = 1 / math.sqrt(29)
    assert d.normal[0] == pytest.approx(-2 * n) and d.normal[1] == pytest.approx(-5 * n)
    assert d.distance == pytest.approx(-1.0)
    hit = box.intersect_capsule(capsule)
    assert hit.delta[0] < 0 and hit.delta[1] < 0  # away from the box, not into it
    parts_them("aabb", (0, 0, 1, 1), "capsule", (-3.5, 0, 1.5, -2, 1.0))


def test_capsules_and_segments_whose_cores_cross_at_a_vertex() -> None:
    d = Capsule((-1, -3), (2, 1), 0.5).distance_capsule(Capsule((0.5, -1), (-0.5, 6), 1.0))
    assert (d.normal[0], d.normal[1]) == pytest.approx((-0.8, 0.6))
    parts_them("capsule", (-1, -3, 2, 1, 0.5), "capsule", (0.5, -1, -0.5, 6, 1.0))
    # A triangle's corner on a segment: they touch (not overlapping), and the manifold
    # is no 5-unit penetration.
    segment, triangle = Segment((0, -2), (3, 2)), Polygon([(2.25, 1), (-0.25, 6), (-3.25, 2)])
    assert not segment.overlaps_polygon(triangle)
    d = collide2d.distance(segment, triangle)
    assert (d.normal[0], d.normal[1]) == pytest.approx((-0.8, 0.6))
    m = collide2d.contacts(segment, triangle, margin=0.1)
    assert min(m.separations) > -1e-12, m


def test_a_circle_a_rounding_unit_outside_a_face_next_to_its_corner() -> None:
    # The box's right face is x = 0.2 up to y = 0.30000000000000004; the centre lies
    # 5.6e-17 right of it, below the corner: the normal is the face's (1, 0), as the
    # push-out of intersect_circle says, not the corner's diagonal.
    box, circle = AABB((0.1, 0.1), (0.1, 0.2)), Circle((0.20000000000000004, 0.3), 1.0)
    assert tuple(collide2d.distance(box, circle).normal) == (1.0, 0.0)
    assert tuple(box.intersect_circle(circle).normal) == (1.0, 0.0)
    parts_them("aabb", (0.1, 0.1, 0.1, 0.2), "circle", (0.20000000000000004, 0.3, 1.0))
    # A circle centred on a turned box's corner (computed, so a rounding unit off).
    parts_them("obb", (-1, -1, 1, 3, math.atan2(4, 3)), "circle", (2, -2, 2))


def test_cores_through_corners_and_vertices_on_segments_on_a_grid() -> None:
    """Capsules and segments on a half-integer grid whose lines pass exactly through a
    box's or a polygon's vertex (and boxes' corners on capsules' cores): the cases a
    fuzz against shapely found reversed in 1 to 6 % of draws. Each is pushed apart."""
    rng = np.random.default_rng(17)
    seen = 0
    for _ in range(600):
        cx, cy = (float(v) / 2 for v in rng.integers(-6, 7, size=2))
        hx, hy = (float(v) / 2 for v in rng.integers(1, 5, size=2))
        corner = (cx + hx * rng.choice([-1, 1]), cy + hy * rng.choice([-1, 1]))
        dx, dy = (float(v) / 2 for v in rng.integers(-6, 7, size=2))
        if dx == 0 and dy == 0:
            continue
        t0, t1 = float(rng.integers(-4, 0)) / 2, float(rng.integers(1, 5)) / 2
        core = (corner[0] + t0 * dx, corner[1] + t0 * dy, corner[0] + t1 * dx, corner[1] + t1 * dy)
        radius = float(rng.integers(0, 5)) / 4
        other = ("capsule", (*core, radius)) if radius > 0 else ("segment", core)
        box = (cx, cy, hx, hy)
        square = [(cx - hx, cy - hy), (cx + hx, cy - hy), (cx + hx, cy + hy), (cx - hx, cy + hy)]
        for kind_a, a in (("aabb", box), ("polygon", square)):
            parts_them(kind_a, a, *other)
            parts_them(other[0], other[1], kind_a, a)
            seen += 1
    assert seen > 1000
