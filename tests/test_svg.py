"""The pictures behind ``_repr_svg_`` (collide2d/_svg.py): well-formed SVG whose drawn
geometry, mapped back to the world through the picture's own transform, is the object's.

Every picture holds pixel coordinates and records its map on the root
(``data-transform="sx 0 0 sy tx ty"``: x_px = sx * x + tx); the tests read elements by
their class (``aabb``, ``collider``, ``normal``, ...) and map them back.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

import numpy as np
import pytest

import collide2d
from collide2d import (AABB, OBB, AABBArray, Capsule, CapsuleArray, Circle, CircleArray,
                       Colliders, DistanceArray, Hit, HitArray, Index, OBBArray, Polygon,
                       PolygonArray, Segment, SegmentArray, Sweep, SweepArray, Vec2)
from collide2d._result_arrays import DISTANCE_DTYPE, HIT_DTYPE
from collide2d._svg import ROWS_SHOWN, Canvas, svg_of

NS = "{http://www.w3.org/2000/svg}"
NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?")


class Picture:
    """A parsed picture and its world <-> pixel map."""

    def __init__(self, svg: str) -> None:
        self.root = ET.fromstring(svg)  # raises on malformed XML
        assert self.root.tag == NS + "svg"
        self.view_box = [float(v) for v in self.root.get("viewBox").split()]
        sx, _, _, sy, tx, ty = (float(v) for v in self.root.get("data-transform").split())
        self.sx, self.sy, self.tx, self.ty = sx, sy, tx, ty

    def world(self, x, y):
        return ((float(x) - self.tx) / self.sx, (float(y) - self.ty) / self.sy)

    def tol(self, scale=1.0):
        """Coordinates are written to 0.01 px: half of that in world units, plus rounding."""
        return 0.006 / abs(self.sx) + 1e-12 * scale

    def of(self, cls):
        return [e for e in self.root.iter() if cls in e.get("class", "").split()]

    def one(self, cls):
        found = self.of(cls)
        assert len(found) == 1, (cls, len(found))
        return found[0]

    def points(self, element):
        """The (x, y) world points of a polygon's points or a path's M/L/A end points."""
        text = element.get("points") or element.get("d")
        if element.get("d"):  # arcs: keep only their end points (the last two numbers)
            text = re.sub(r"A\s*(\S+\s+){5}", "", text)
        nums = [float(v) for v in NUMBER.findall(text)]
        return [self.world(nums[i], nums[i + 1]) for i in range(0, len(nums), 2)]

    def caption(self):
        return [t.text for t in self.root.iter(NS + "text")][-1]


def close(p, q, tol):
    return abs(p[0] - q[0]) <= tol and abs(p[1] - q[1]) <= tol


def rect_corners(pic, element):
    x, y = float(element.get("x")), float(element.get("y"))
    w, h = float(element.get("width")), float(element.get("height"))
    (x0, y0), (x1, y1) = pic.world(x, y + h), pic.world(x + w, y)
    return (min(x0, x1), min(y0, y1)), (max(x0, x1), max(y0, y1))


def check_shape(pic, element, shape, scale=1.0):
    """The element draws exactly ``shape`` (its corners, centre, radius, vertices)."""
    tol = pic.tol(scale)
    if isinstance(shape, AABB):
        lo, hi = rect_corners(pic, element)
        assert close(lo, shape.min, tol) and close(hi, shape.max, tol)
    elif isinstance(shape, Circle):
        assert close(pic.world(element.get("cx"), element.get("cy")), shape.center, tol)
        assert abs(float(element.get("r")) / pic.sx - shape.radius) <= tol
    elif isinstance(shape, Segment):
        a = pic.world(element.get("x1"), element.get("y1"))
        b = pic.world(element.get("x2"), element.get("y2"))
        assert close(a, shape.a, tol) and close(b, shape.b, tol)
    elif isinstance(shape, (OBB, Polygon)):
        corners = shape.corners if isinstance(shape, OBB) else shape.vertices
        drawn = pic.points(element)
        assert len(drawn) == len(corners)
        assert all(close(p, c, tol) for p, c in zip(drawn, corners))
    elif isinstance(shape, Capsule):
        outline = pic.points(element)
        a, b, r = shape.a, shape.b, shape.radius
        assert len(outline) == 5 and close(outline[0], outline[-1], tol)
        for p in outline[:4]:  # the sides' ends: a radius from the core's ends, sideways
            end = a if min(range(2), key=lambda k: math.dist(p, (a, b)[k])) == 0 else b
            assert abs(math.dist(p, end) - r) <= 2 * tol
            along = (p[0] - end.x) * (b.x - a.x) + (p[1] - end.y) * (b.y - a.y)
            assert abs(along) <= 4 * tol * abs(b - a)
        assert abs(float(element.get("d").split("A ")[1].split()[0]) / pic.sx - r) <= tol
    else:
        raise AssertionError(shape)


SHAPES = [
    AABB((1, 2), (3, 0.5)),
    Circle((-1, 4), 2.5),
    Segment((0, 0), (3, -2)),
    OBB((2, 1), (2, 0.5), 0.6),
    Capsule((0, 0), (4, 3), 0.75),
    Polygon.regular(6, (1, -1), 2.0, 0.3),
]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: type(s).__name__)
def test_every_shape_draws_its_own_geometry(shape):
    pic = Picture(shape._repr_svg_())
    check_shape(pic, pic.one(type(shape).__name__.lower()), shape)
    assert pic.caption() == type(shape).__name__


def test_world_y_points_up_unless_asked_otherwise():
    high, low = AABB((0, 5), (1, 1)), AABB((0, -5), (1, 1))
    for y_down in (False, True):
        canvas = Canvas()
        canvas.shape(high, cls="high")
        canvas.shape(low, cls="low")
        pic = Picture(canvas.to_svg(y_down=y_down))
        above = float(pic.one("high").get("y")) < float(pic.one("low").get("y"))
        assert above is (not y_down)
        check_shape(pic, pic.one("high"), high)


def test_a_point_is_a_dot_at_the_point():
    canvas = Canvas()
    canvas.shape(Vec2(3, -2))
    canvas.shape(AABB((0, 0), (5, 5)))
    pic = Picture(canvas.to_svg())
    dot = pic.one("point")
    assert close(pic.world(dot.get("cx"), dot.get("cy")), (3, -2), pic.tol())


def test_a_subclass_of_a_shape_draws_as_the_shape():
    class Wall(AABB):
        pass

    wall = Wall((1, 1), (2, 3))
    pic = Picture(wall._repr_svg_())
    check_shape(pic, pic.one("aabb"), wall)


# ---- Hit ------------------------------------------------------------------------------


def check_hit(pic, hit):
    tol = pic.tol()
    normal = pic.points(pic.one("normal"))
    assert close(normal[0], hit.pos, tol)  # the normal starts at the contact...
    tip = normal[2]
    d = (tip[0] - hit.pos.x, tip[1] - hit.pos.y)
    length = math.hypot(*d)  # ... and points along it, drawn a fixed pixel length
    assert close((d[0] / length, d[1] / length), hit.normal, 0.01)
    contact = pic.one("contact")
    assert close(pic.world(contact.get("cx"), contact.get("cy")), hit.pos, tol)
    if hit.delta == (0, 0):
        assert not pic.of("delta")
    else:  # the push-out ends at the contact, from pos - delta
        delta = pic.points(pic.one("delta"))
        assert close(delta[0], hit.pos - hit.delta, tol) and close(delta[2], hit.pos, tol)


BOX = AABB((0, 0), (2, 1))
HITS = {
    "aabb point": BOX.intersect_point((1.5, 0.25)),
    "aabb segment cast": BOX.intersect_segment((-4, 0.5), (8, 0)),
    "aabb aabb": BOX.intersect_aabb(AABB((2.2, 0.3), (0.5, 0.5))),
    "aabb circle": BOX.intersect_circle(Circle((2.4, 1.3), 1.0)),
    "circle point": Circle((0, 0), 2).intersect_point((0.5, 1)),
    "circle segment cast": Circle((0, 0), 2).intersect_segment((-5, 1), (8, -1)),
    "obb aabb": OBB((0, 0), (2, 1), math.pi / 6).intersect_aabb(AABB((1.9, 1.3), (0.6, 0.5))),
    "capsule circle": Capsule((0, 0), (3, 0), 1).intersect_circle(Circle((1, 1.5), 1)),
    "polygon polygon": Polygon.regular(6, (0, 0), 2).intersect_polygon(
        Polygon.regular(3, (2.2, 0.4), 1)),
    "segment sweep's hit": Segment((0, -3), (0, 3)).sweep_into(
        [AABB((4, 0), (1, 1))], (10, 0)).hit,
}


@pytest.mark.parametrize("name", HITS)
def test_a_hit_draws_its_collider_contact_normal_and_push_out(name):
    hit = HITS[name]
    assert hit is not None
    pic = Picture(hit._repr_svg_())
    check_hit(pic, hit)
    collider = hit.collider
    check_shape(pic, pic.one("collider"), collider)
    assert pic.caption().startswith("Hit")


def test_a_hit_on_a_row_number_draws_no_collider():
    hit = Hit(7, (1, 2), (0.5, 0), (1, 0), 0.0)
    pic = Picture(hit._repr_svg_())
    assert not pic.of("collider")
    check_hit(pic, hit)


# ---- Distance and Manifold ----------------------------------------------------------


@pytest.mark.parametrize("other, state", [(Circle((3, 0.5), 0.5), "apart"),
                                          (Circle((1.2, 0.5), 0.5), "overlapping"),
                                          (AABB((2, 0.5), (1, 1)), "touching")])
def test_a_distance_draws_its_two_points_the_gap_and_the_normal(other, state):
    d = collide2d.distance(AABB((0, 0), (1, 1)), other)
    pic = Picture(d._repr_svg_())
    tol = pic.tol()
    for cls, p in (("point_a", d.point_a), ("point_b", d.point_b)):
        dot = pic.one(cls)
        assert close(pic.world(dot.get("cx"), dot.get("cy")), p, tol)
    gap = pic.one("gap")
    assert close(pic.world(gap.get("x1"), gap.get("y1")), d.point_a, tol)
    assert close(pic.world(gap.get("x2"), gap.get("y2")), d.point_b, tol)
    assert close(pic.points(pic.one("normal"))[0], d.point_a, tol)
    assert pic.caption() == f"Distance {d.distance:.4g} ({state})"
    assert d._repr_svg_() == svg_of(d)


def test_a_manifold_draws_each_contact_with_the_normal_and_none_when_apart():
    m = collide2d.contacts(AABB((0, 0), (2, 1)), AABB((0, 1.9), (1, 1)))
    pic = Picture(m._repr_svg_())
    dots = [pic.world(e.get("cx"), e.get("cy")) for e in pic.of("contact")]
    assert len(dots) == len(m.points) == 2 and len(pic.of("normal")) == 2
    assert all(close(dot, p, pic.tol()) for dot, p in zip(dots, m.points))
    assert pic.caption().startswith("Manifold: 2 points, separation")
    empty = collide2d.contacts(AABB((0, 0), (1, 1)), AABB((5, 0), (1, 1)))
    pic = Picture(empty._repr_svg_())
    assert not pic.of("contact") and pic.caption().startswith("Manifold: no contact")
    assert m._repr_svg_() == svg_of(m)


@pytest.mark.parametrize("b1, b2, kind", [((0, 2), (4, -2), "point"),
                                           ((1, 0), (6, 0), "overlap"),
                                           ((0, 1), (4, 1), "parallel"),
                                           ((5, 5), (6, 9), "none")])
def test_a_line_intersection_draws_its_common_point_or_stretch(b1, b2, kind):
    x = collide2d.line_intersection((0, 0), (4, 0), b1, b2)
    assert x.kind == kind
    pic = Picture(x._repr_svg_())
    tol = pic.tol()
    if kind == "point":
        dot = pic.one("common")
        assert close(pic.world(dot.get("cx"), dot.get("cy")), x.start, tol)
        assert pic.caption() == f"LineIntersection: point ({x.start.x:.4g}, {x.start.y:.4g})"
    elif kind == "overlap":
        line = pic.one("overlap")
        assert close(pic.world(line.get("x1"), line.get("y1")), x.start, tol)
        assert close(pic.world(line.get("x2"), line.get("y2")), x.end, tol)
        assert pic.caption().startswith("LineIntersection: overlap")
    else:  # nothing in common: nothing drawn but the caption
        assert not pic.of("common") and not pic.of("overlap")
        assert pic.caption() == f"LineIntersection: {kind}"
    assert x._repr_svg_() == svg_of(x)


# ---- Sweep ----------------------------------------------------------------------------


def test_a_blocked_sweep_draws_the_motion_done_the_part_blocked_and_the_contact():
    wall = AABB((0, 0), (1, 1))
    start, delta = Vec2(-5, 0.5), Vec2(10, 1)
    s = wall.sweep_aabb(AABB(start, (0.5, 0.5)), delta)
    pic = Picture(s._repr_svg_())
    tol = 1e-6 + pic.tol()
    path = pic.points(pic.one("path"))
    assert close(path[0], start, tol) and close(path[2], s.pos, tol)
    blocked = pic.one("blocked")
    b = pic.world(blocked.get("x2"), blocked.get("y2"))
    assert close(b, start + delta, tol)  # the whole motion's end
    end = pic.one("end")
    assert close(pic.world(end.get("cx"), end.get("cy")), s.pos, tol)
    check_shape(pic, pic.one("collider"), wall)
    normal = pic.points(pic.one("normal"))
    assert close(normal[0], s.hit.pos, tol)
    assert "blocked" in pic.caption()


def test_a_sweep_that_started_overlapping_says_so_and_starts_at_its_end():
    s = AABB((0, 0), (1, 1)).sweep_aabb(AABB((0.5, 0), (0.5, 0.5)), (10, 0))
    assert s.started_overlapping
    pic = Picture(s._repr_svg_())
    start, end = pic.one("start"), pic.one("end")
    assert start.get("cx") == end.get("cx") and start.get("cy") == end.get("cy")
    assert "started overlapping" in pic.caption()


def test_a_missed_sweep_draws_where_it_ends_and_says_no_hit():
    s = AABB((0, 0), (1, 1)).sweep_aabb(AABB((0, 5), (0.5, 0.5)), (10, 0))
    assert s.hit is None
    pic = Picture(s._repr_svg_())
    end = pic.one("end")
    assert close(pic.world(end.get("cx"), end.get("cy")), s.pos, pic.tol())
    assert not pic.of("collider") and not pic.of("normal")
    assert "no hit" in pic.caption()
    assert Picture(Sweep(None, (1, 2), 1.0)._repr_svg_()).one("end") is not None


# ---- arrays ---------------------------------------------------------------------------

RNG = np.random.default_rng(3)


def random_array(twin, n):
    if twin is AABBArray:
        return AABBArray(RNG.random((n, 4)) * [10, 10, 1, 1])
    if twin is CircleArray:
        return CircleArray(RNG.random((n, 3)) * [10, 10, 1])
    if twin is SegmentArray:
        return SegmentArray(RNG.random((n, 4)) * 10)
    if twin is OBBArray:
        return OBBArray(RNG.random((n, 5)) * [10, 10, 1, 1, 3])
    if twin is CapsuleArray:
        return CapsuleArray(RNG.random((n, 5)) * [10, 10, 10, 10, 1] + [0, 0, 0, 0, 0.1])
    return PolygonArray([Polygon.regular(int(k), RNG.random(2) * 10, 1 + RNG.random())
                         for k in RNG.integers(3, 8, n)])


TWINS = [AABBArray, CircleArray, SegmentArray, OBBArray, CapsuleArray, PolygonArray]
KIND = {AABBArray: "aabb", CircleArray: "circle", SegmentArray: "segment", OBBArray: "obb",
        CapsuleArray: "capsule", PolygonArray: "polygon"}


@pytest.mark.parametrize("twin", TWINS, ids=lambda t: t.__name__)
@pytest.mark.parametrize("n", [0, 5, ROWS_SHOWN + 50])
def test_an_array_draws_its_first_rows_each_as_its_shape(twin, n):
    rows = random_array(twin, n)
    pic = Picture(rows._repr_svg_())
    drawn = pic.of(KIND[twin])
    assert len(drawn) == min(n, ROWS_SHOWN)
    for element, shape in zip(drawn[:3], list(rows)[:3]):
        check_shape(pic, element, shape)
    if n:
        check_shape(pic, drawn[-1], rows[len(drawn) - 1])
    expected = f"first {ROWS_SHOWN} of {n} rows" if n > ROWS_SHOWN else f"{n} rows"
    assert pic.caption() == f"{twin.__name__}, {expected}"
    assert all(map(math.isfinite, pic.view_box))


@pytest.mark.parametrize("n", [0, 7, ROWS_SHOWN + 30])
def test_a_hit_array_draws_the_hits_of_its_first_rows(n):
    boxes = random_array(AABBArray, n)
    hits = boxes.intersect_point(RNG.random((n, 2)) * 10) if n else boxes.intersect_point(
        np.empty((0, 2)))
    pic = Picture(hits._repr_svg_())
    shown = hits[:ROWS_SHOWN]
    assert len(pic.of("normal")) == len(pic.of("contact")) == int(shown.hit.sum())
    for element, pos in zip(pic.of("contact"), shown.pos[shown.hit]):
        assert close(pic.world(element.get("cx"), element.get("cy")), pos, pic.tol())
    assert pic.caption().endswith(f"{int(hits.hit.sum())} hit")


@pytest.mark.parametrize("n", [0, 6, ROWS_SHOWN + 1])
def test_a_sweep_array_draws_every_end_and_the_paths_of_the_rows_that_hit(n):
    movers = AABBArray(np.column_stack([np.zeros(n), np.linspace(-6, 6, n), np.full(n, 0.5),
                                        np.full(n, 0.5)]))
    sweeps = movers.sweep_into(AABBArray([[5, 0, 1, 3]]), [10, 0])
    pic = Picture(sweeps._repr_svg_())
    shown = sweeps[:ROWS_SHOWN]
    assert len(pic.of("end")) == len(shown)
    assert len(pic.of("path")) == len(pic.of("normal")) == int(shown.hit.hit.sum())
    for element, pos in zip(pic.of("end"), shown.pos):
        assert close(pic.world(element.get("cx"), element.get("cy")), pos, pic.tol())
    assert pic.caption().startswith("SweepArray")


@pytest.mark.parametrize("n", [0, 6, ROWS_SHOWN + 10])
def test_colliders_draw_their_first_shapes_in_id_order(n):
    level = Colliders()
    for i in range(n):
        level.add(level_shape(i))
    pic = Picture(level._repr_svg_())
    drawn = [e for e in pic.root.iter() if e.get("class", "").split()[:1] and
             e.get("class").split()[0] in KIND.values()]
    assert len(drawn) == min(n, ROWS_SHOWN)
    for element, shape in zip(drawn, list(level)):
        check_shape(pic, element, shape)
    expected = f"first {ROWS_SHOWN} of {n} shapes" if n > ROWS_SHOWN else f"{n} shapes"
    assert pic.caption() == f"Colliders, {expected}"


@pytest.mark.parametrize("n", [0, 6, ROWS_SHOWN + 10])
def test_an_index_draws_its_first_shapes_in_id_order_as_they_are_now(n):
    level = Colliders()
    for i in range(n):
        level.add(level_shape(i))
    if n > 2:  # id 1 leaves: the ids drawn have a gap
        level.remove(1)
    index = Index(level)
    moved = {}
    if n:  # updates, one of a kind that changes: drawn as they are now
        moved = {0: Polygon.regular(3, (-20, 5), 2), n - 1: Circle((40, 40), 3)}
        index.update(list(moved), list(moved.values()))
    want = [moved.get(id, level[id]) for id in level.ids().tolist()][:ROWS_SHOWN]
    pic = Picture(index._repr_svg_())
    drawn = [e for e in pic.root.iter() if e.get("class", "").split()[:1] and
             e.get("class").split()[0] in KIND.values()]
    assert len(drawn) == len(want)
    for element, shape in zip(drawn, want):
        check_shape(pic, element, shape)
    count = len(level)
    expected = f"first {ROWS_SHOWN} of {count} shapes" if count > ROWS_SHOWN else f"{count} shapes"
    assert pic.caption() == f"Index, {expected}"
    # An index of a list: its ids are the positions.
    listed = [level_shape(i) for i in range(min(n, 7))]
    pic = Picture(Index(listed)._repr_svg_())
    drawn = [e for e in pic.root.iter() if e.get("class", "").split()[:1] and
             e.get("class").split()[0] in KIND.values()]
    for element, shape in zip(drawn, listed):
        check_shape(pic, element, shape)
    assert len(drawn) == len(listed)


def level_shape(i):
    """Shape i of a level: the six kinds in turn, each round 10 further along x."""
    x = (i // 6) * 10
    return [AABB((x, 0), (1, 1)), Circle((x + 3, 0), 1), Segment((x, 3), (x + 2, 4)),
            OBB((x + 6, 0), (1, 0.5), 0.3), Capsule((x, -3), (x + 2, -3), 0.5),
            Polygon.regular(5, (x + 6, 4), 1)][i % 6]


# ---- degenerate and extreme worlds, text ----------------------------------------------


def all_numbers_finite_and_inside(pic):
    width, height = pic.view_box[2], pic.view_box[3]
    for e in pic.root.iter():
        for name in ("x", "y", "width", "height", "cx", "cy", "r", "x1", "y1", "x2", "y2",
                     "points", "d"):
            for v in NUMBER.findall(e.get(name) or ""):
                f = float(v)
                assert math.isfinite(f) and -width <= f <= 2 * max(width, height), (name, v)
    assert all(map(math.isfinite, [pic.sx, pic.sy, pic.tx, pic.ty]))


def hit_rows(pos, delta):
    """A HitArray by hand: every row a hit at ``pos`` pushing by ``delta``, normal (1, 0)."""
    rec = np.zeros(len(pos), HIT_DTYPE)
    rec["pos"], rec["delta"], rec["normal"] = pos, delta, (1, 0)
    rec["hit"], rec["collider"] = True, -1
    return HitArray(rec)


EXTREMES = {
    "zero-size box": AABB((0, 0), (0, 0)),
    "zero-size box far off": AABB((1e6, -1e6), (0, 0)),
    "huge box": AABB((2.0 ** 199, -(2.0 ** 199)), (2.0 ** 199, 2.0 ** 198)),
    "tiny box": AABB((1e-300, 1e-300), (1e-300, 2e-300)),
    "speck on a big offset": AABB((1e6, 1e6), (1e-3, 1e-3)),
    "zero-radius circle": Circle((5, 5), 0),
    "zero-length segment": Segment((1, 1), (1, 1)),
    "flat segment": Segment((0, 0), (1e-300, 0)),
    "zero capsule": Capsule((2, 2), (2, 2), 0),
    "huge hit": Hit(None, (1e300, -1e300), (-1e300, 1e299), (0, 1), 0.0),
    "tiny hit": Hit(None, (1e-300, 0), (1e-300, 0), (1, 0), 0.0),
    "huge hit array": hit_rows([(1e300, 1e300), (-1e300, 1e300)], [(1e300, 0), (0, 0)]),
}


@pytest.mark.parametrize("name", EXTREMES)
def test_degenerate_huge_and_tiny_worlds_give_finite_pictures(name):
    obj = EXTREMES[name]
    pic = Picture(obj._repr_svg_())
    all_numbers_finite_and_inside(pic)
    if isinstance(obj, AABB):  # still the box, to its pixels
        check_shape(pic, pic.one("aabb"), obj, scale=max(map(abs, obj.bounds)))
    if isinstance(obj, (Hit, HitArray)):  # every contact drawn, where it is
        hits = [obj] if isinstance(obj, Hit) else list(obj)
        drawn = pic.of("contact")
        assert len(drawn) == len(hits)
        for element, hit in zip(drawn, hits):
            at = pic.world(element.get("cx"), element.get("cy"))
            assert close(at, hit.pos, pic.tol(max(map(abs, hit.pos))))


def test_a_shape_too_small_to_see_gets_a_dot():
    pic = Picture(AABB((1e6, 1e6), (0, 0))._repr_svg_())
    dot = pic.one("tiny")
    assert close(pic.world(dot.get("cx"), dot.get("cy")), (1e6, 1e6), 1e-3)
    assert not Picture(AABB((0, 0), (1, 1))._repr_svg_()).of("tiny")


def test_rows_that_are_not_finite_are_left_out_and_counted():
    pic = Picture(hit_rows([(1, 2), (np.nan, 2)], [(0, 0), (0, 0)])._repr_svg_())
    all_numbers_finite_and_inside(pic)
    assert len(pic.of("contact")) == 1 and "1 not finite" in pic.caption()


def test_text_is_escaped():
    text = 'a <b> & "c"'
    canvas = Canvas()
    canvas.label((0, 0), text)
    pic = Picture(canvas.to_svg(caption=text, title=text))
    assert [t.text for t in pic.root.iter(NS + "text")] == [text, text]
    assert pic.root.find(NS + "title").text == text

    class Named(AABB):
        def __repr__(self):
            return text

    hit = Named((0, 0), (1, 1)).intersect_point((0.5, 0))
    assert text in Picture(hit._repr_svg_()).root.find(NS + "title").text


def test_errors_in_drawing_propagate_through_the_c_method():
    class Broken(AABB):
        def __repr__(self):
            raise RuntimeError("no repr")

    with pytest.raises(RuntimeError, match="no repr"):
        Broken((0, 0), (1, 1))._repr_svg_()
    with pytest.raises(TypeError, match="no picture"):
        svg_of(object())


def test_every_picture_is_what_svg_of_draws_and_vec2_has_none():
    for obj in SHAPES + list(HITS.values()) + [random_array(AABBArray, 3), Colliders()]:
        assert obj._repr_svg_() == svg_of(obj)
    # A Vec2 is a number pair: Jupyter would show a lone dot instead of its coordinates.
    assert not hasattr(Vec2(1, 2), "_repr_svg_")


# ---- Distance, Manifold and LineIntersection arrays ------------------------------------


def pair_rows(n):
    """n unit boxes along x and n circles of radius 0.5 to their right, some apart, some
    touching, some overlapping."""
    boxes = AABBArray(np.column_stack([np.arange(n) * 5.0, np.zeros(n), np.ones(n), np.ones(n)]))
    circles = CircleArray(np.column_stack([np.arange(n) * 5.0 + 1.0 + np.resize([-0.3, 0.5, 1.0], n),
                                           np.resize([0.0, 0.5, -0.2], n), np.full(n, 0.5)]))
    return boxes, circles


@pytest.mark.parametrize("n", [0, 6, ROWS_SHOWN + 5])
def test_a_distance_array_draws_the_gap_of_each_of_its_first_rows(n):
    boxes, circles = pair_rows(n)
    d = boxes.distance_circle(circles)
    pic = Picture(d._repr_svg_())
    shown = d[:ROWS_SHOWN]
    assert len(pic.of("gap")) == len(pic.of("normal")) == len(shown)
    for cls, field in (("point_a", shown.point_a), ("point_b", shown.point_b)):
        dots = pic.of(cls)
        assert len(dots) == len(shown)
        for dot, p in zip(dots, field):
            assert close(pic.world(dot.get("cx"), dot.get("cy")), p, pic.tol(10 * n))
    for arrow, p in zip(pic.of("normal"), shown.point_a):
        assert close(pic.points(arrow)[0], p, pic.tol(10 * n))
    assert pic.caption() == (("DistanceArray, " + (f"first {ROWS_SHOWN} of {n} rows"
                                                    if n > ROWS_SHOWN else f"{n} rows"))
                             + f": {int((d.distance < 0).sum())} overlapping")
    assert d._repr_svg_() == svg_of(d)


def test_distance_rows_that_are_not_finite_are_left_out_and_counted():
    rec = np.zeros(2, DISTANCE_DTYPE)
    rec["point_a"], rec["point_b"], rec["normal"] = [(0, 0), (1, np.nan)], (1, 0), (1, 0)
    rec["distance"] = 1.0
    pic = Picture(DistanceArray(rec)._repr_svg_())
    all_numbers_finite_and_inside(pic)
    assert len(pic.of("gap")) == 1 and "1 not finite" in pic.caption()


@pytest.mark.parametrize("n", [0, 6, ROWS_SHOWN + 5])
def test_a_manifold_array_draws_the_contacts_of_its_first_rows(n):
    boxes, circles = pair_rows(n)
    m = boxes.contacts_circle(circles)
    pic = Picture(m._repr_svg_())
    shown = m[:ROWS_SHOWN]
    points = [p for row in shown for p in row.points] if len(shown) else []
    assert 0 < len(points) < len(shown) or n == 0  # some rows apart, some in contact
    dots = pic.of("contact")
    assert len(dots) == len(pic.of("normal")) == len(points) == int(shown.count.sum())
    for dot, p in zip(dots, points):
        assert close(pic.world(dot.get("cx"), dot.get("cy")), p, pic.tol(10 * n))
    assert pic.caption().endswith(f": {int(m.hit.sum())} in contact")
    assert m._repr_svg_() == svg_of(m)


@pytest.mark.parametrize("n", [0, 8, ROWS_SHOWN + 8])
def test_a_line_intersection_array_draws_the_points_and_stretches_of_its_first_rows(n):
    x = np.arange(n) * 10.0
    first = SegmentArray(np.column_stack([x, np.zeros(n), x + 4, np.zeros(n)]))
    # Crossing, collinear and sharing (1, 0)-(4, 0), parallel, apart: in turn.
    b = np.resize(np.array([[1, 2, 3, -2], [1, 0, 6, 0], [0, 1, 4, 1], [6, 6, 7, 9]], float),
                  (n, 4)) + np.column_stack([x, np.zeros(n), x, np.zeros(n)])
    lines = first.intersection(SegmentArray(b))
    pic = Picture(lines._repr_svg_())
    shown = lines[:ROWS_SHOWN]
    kinds = shown.kind_names
    points, stretches = pic.of("common"), pic.of("overlap")
    assert len(points) == kinds.count("point") and len(stretches) == kinds.count("overlap")
    for dot, p in zip(points, shown.start[shown.kind == lines.POINT]):
        assert close(pic.world(dot.get("cx"), dot.get("cy")), p, pic.tol(10 * n))
    for line, a, b in zip(stretches, shown.start[shown.kind == lines.OVERLAP],
                          shown.end[shown.kind == lines.OVERLAP]):
        assert close(pic.world(line.get("x1"), line.get("y1")), a, pic.tol(10 * n))
        assert close(pic.world(line.get("x2"), line.get("y2")), b, pic.tol(10 * n))
    assert pic.caption().endswith(f": {int(lines.hit.sum())} meet")
    assert lines._repr_svg_() == svg_of(lines)
