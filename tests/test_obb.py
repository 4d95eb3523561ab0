"""Oriented boxes (OBB, OBBArray): the C core against the pure-Python oracle bit for bit,
exact quarter turns against the AABB, yes/no answers against exact arithmetic, the
invariants of a push-out, and an independent cross-check against shapely 2 (GEOS).

The batch forms equal the scalar ones bit for bit through the kernel list's own suite
(tests/test_kernel_list.py), and every instruction-set path gives the same bytes
(tests/test_cpu_paths.py); this file checks what is particular to oriented boxes.
"""

from __future__ import annotations

import math
import pickle
from fractions import Fraction

import numpy as np
import pytest
import shapely
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from shape_checks import bits, make, same_hit, same_sweep

import collide2d
from collide2d import AABB, OBB, Circle, OBBArray, Segment, Vec2, oracle

EXAMPLES = settings(max_examples=300, deadline=None)
FEW = settings(max_examples=150, deadline=None)

# Quarter steps (ties: touching sides, shared corners, zero sizes) or free floats,
# all scaled by one power of two (exact, so ties stay ties) from subnormal-adjacent
# to near the coordinate limit.
tie = st.integers(-16, 16).map(lambda v: v / 4)
tie_size = st.integers(0, 12).map(lambda v: v / 4)
free = st.floats(-10, 10, allow_nan=False)
free_size = st.floats(0, 8, allow_nan=False)
coord = tie | free
size = tie_size | free_size
QUARTER = math.pi / 2
angle = (st.integers(-8, 8).map(lambda k: k * QUARTER)
         | st.floats(-10, 10, allow_nan=False)
         | st.sampled_from([-0.0, 1e-300, 1e-9, math.pi / 4, -math.pi / 3, 2 * math.pi]))
scale = st.sampled_from([1.0, 2.0**-300, 2.0**-20, 2.0**40, 2.0**190])


@st.composite
def scene(draw):
    """An OBB and one of every other kind, in one scale."""
    s = draw(scale)
    c = lambda: draw(coord) * s
    z = lambda: draw(size) * s
    return {
        "obb": (c(), c(), z(), z(), draw(angle)),
        "other_obb": (c(), c(), z(), z(), draw(angle)),
        "aabb": (c(), c(), z(), z()),
        "circle": (c(), c(), z()),
        "point": (c(), c()),
        "segment": (c(), c(), c(), c()),
        "delta": (c(), c()),
        "pad": (z(), z()),
    }








# ---- the C core equals the oracle, bit for bit --------------------------------------

@EXAMPLES
@given(s=scene())
def test_every_obb_query_equals_the_oracle_bit_for_bit(s) -> None:
    o, box = make("obb", s["obb"]), s["obb"]
    other = make("other_obb", s["other_obb"])
    aabb, circle = make("aabb", s["aabb"]), make("circle", s["circle"])
    segment = make("segment", s["segment"])
    same_hit(o.intersect_point(s["point"]), oracle.intersect_obb_point(box, s["point"]))
    same_hit(o.intersect_obb(other), oracle.intersect_obb_obb(box, s["other_obb"]))
    same_hit(o.intersect_aabb(aabb), oracle.intersect_obb_aabb(box, s["aabb"]))
    same_hit(aabb.intersect_obb(o), oracle.intersect_aabb_obb(s["aabb"], box))
    same_hit(o.intersect_circle(circle), oracle.intersect_obb_circle(box, s["circle"]))
    same_hit(circle.intersect_obb(o), oracle.intersect_circle_obb(s["circle"], box))
    same_hit(o.intersect_segment(s["point"], s["delta"], *s["pad"]),
             oracle.intersect_obb_segment(box, s["point"], s["delta"], *s["pad"]))
    assert o.overlaps_point(s["point"]) is oracle.overlaps_obb_point(box, s["point"])
    assert o.overlaps_obb(other) is oracle.overlaps_obb_obb(box, s["other_obb"])
    assert o.overlaps_aabb(aabb) is oracle.overlaps_obb_aabb(box, s["aabb"])
    assert aabb.overlaps_obb(o) is oracle.overlaps_aabb_obb(s["aabb"], box)
    assert o.overlaps_circle(circle) is oracle.overlaps_obb_circle(box, s["circle"])
    assert circle.overlaps_obb(o) is o.overlaps_circle(circle)
    assert o.overlaps_segment(segment) is oracle.overlaps_obb_segment(box, s["segment"])
    assert segment.overlaps_obb(o) is o.overlaps_segment(segment)
    # The generic functions and the oracle's overlaps() dispatch to the same tests.
    for kind, value in (("point", s["point"]), ("segment", s["segment"]),
                        ("circle", s["circle"]), ("aabb", s["aabb"]),
                        ("obb", s["other_obb"])):
        expected = oracle.overlaps("obb", box, kind, value)
        assert oracle.overlaps(kind, value, "obb", box) is expected
        assert collide2d.overlaps(o, make("other_obb" if kind == "obb" else kind, value)) \
            is expected


# ---- an exact quarter turn is the AABB --------------------------------------------------

@EXAMPLES
@given(s=scene(), k=st.integers(-8, 8))
def test_a_box_turned_by_a_multiple_of_half_pi_answers_exactly_as_the_aabb(s, k) -> None:
    cx, cy, hx, hy, _ = s["obb"]
    o = OBB((cx, cy), (hx, hy), k * QUARTER)
    # An odd quarter turn swaps the half sizes (and the paddings along the box's axes).
    box = AABB((cx, cy), (hy, hx) if k % 2 else (hx, hy))
    aabb, circle = make("aabb", s["aabb"]), make("circle", s["circle"])
    segment = make("segment", s["segment"])
    same_hit(o.intersect_point(s["point"]), box.intersect_point(s["point"]))
    same_hit(o.intersect_aabb(aabb), box.intersect_aabb(aabb))
    same_hit(aabb.intersect_obb(o), aabb.intersect_aabb(box))
    same_hit(o.intersect_obb(OBB(aabb.pos, aabb.half, 0.0)), box.intersect_aabb(aabb))
    same_hit(o.intersect_circle(circle), box.intersect_circle(circle))
    same_hit(circle.intersect_obb(o), circle.intersect_aabb(box))
    px, py = s["pad"]
    same_hit(o.intersect_segment(s["point"], s["delta"], px, py),
             box.intersect_segment(s["point"], s["delta"], *((py, px) if k % 2 else (px, py))))
    assert o.overlaps_point(s["point"]) is box.overlaps_point(s["point"])
    assert o.overlaps_segment(segment) is box.overlaps_segment(segment)
    assert o.overlaps_circle(circle) is box.overlaps_circle(circle)
    # Distances and manifolds too (the box's corners listed from the AABB's first).
    for kind in ("point", "segment", "circle", "aabb"):
        other = s[kind] if kind == "point" else make(kind, s[kind])
        g, w = getattr(o, f"distance_{kind}")(other), getattr(box, f"distance_{kind}")(other)
        assert [bits(v) for v in (g.distance, *g.point_a, *g.point_b, *g.normal)] == \
            [bits(v) for v in (w.distance, *w.point_a, *w.point_b, *w.normal)], (g, w)
        g, w = getattr(o, f"contacts_{kind}")(other, 0.5), getattr(box, f"contacts_{kind}")(other, 0.5)
        assert [bits(v) for v in (*g.normal, *g.separations, *(c for p in g.points for c in p))] == \
            [bits(v) for v in (*w.normal, *w.separations, *(c for p in w.points for c in p))]
    # The corners are exact too.
    assert {tuple(v) for v in o.corners} == {
        (box.pos.x + sx * box.half.x, box.pos.y + sy * box.half.y)
        for sx in (-1, 1) for sy in (-1, 1)}


@pytest.mark.parametrize("angle", [math.pi / 2, math.pi, 3 * math.pi / 2, 1.5 * math.pi,
                                   -math.pi / 2, 2 * math.pi, -math.pi, 0.0, -0.0])
def test_the_usual_spellings_of_quarter_turns_are_exact(angle) -> None:
    o = OBB((0, 0), (2, 1), angle)
    for v in o.corners:
        assert v.x in (-2.0, -1.0, 1.0, 2.0) and v.y in (-2.0, -1.0, 1.0, 2.0)
    # A box touching the turned one along a side does not overlap it.
    wide = max(v.x for v in o.corners)  # hx or hy, whichever is along x now
    assert not o.overlaps_aabb(AABB((wide + 1, 0), (1, 1)))


def test_an_angle_near_a_quarter_turn_is_not_rounded_to_it() -> None:
    near = math.nextafter(math.pi / 2, 0)
    o = OBB((0, 0), (1, 1), near)
    assert o.corners[0] != OBB((0, 0), (1, 1), math.pi / 2).corners[0]


# ---- yes/no answers against exact arithmetic -----------------------------------------

def fr(v: float) -> Fraction:
    return Fraction(v)


def exact_frame(row):
    """The box in exact arithmetic with the axes the library computes: u = the doubles
    (cos a, sin a), or the exact quarter-turn axes."""
    f = oracle.obb.frame_of(tuple(map(float, row)))
    return (fr(f.cx), fr(f.cy)), (fr(f.hx), fr(f.hy)), (fr(f.u[0]), fr(f.u[1]))


def exact_sat(a, b):
    """(overlap, margin): the separating axis test on the four axes in Fraction
    arithmetic (an axis's extents are measured with the axes as given, not
    normalised: the same test the floats make), and the smallest |margin| seen,
    relative to the scene's size, to skip ties."""
    (ac, ah, au), (bc, bh, bu) = a, b
    perp = lambda u: (-u[1], u[0])
    dot = lambda p, q: p[0] * q[0] + p[1] * q[1]
    d = (bc[0] - ac[0], bc[1] - ac[1])
    axes = [au, perp(au), bu, perp(bu)]
    ext = lambda h, u, n: h[0] * abs(dot(u, n)) + h[1] * abs(dot(perp(u), n))
    own = [ah[0], ah[1], bh[0], bh[1]]
    overlap, margin = True, None
    size = max(abs(x) for x in (*ac, *bc, *ah, *bh)) or Fraction(1)
    for k, n in enumerate(axes):
        ea = own[k] if k < 2 else ext(ah, au, n)
        eb = own[k] if k >= 2 else ext(bh, bu, n)
        m = (ea + eb) - abs(dot(d, n))
        overlap = overlap and m > 0
        rel = abs(m) / size
        margin = rel if margin is None else min(margin, rel)
    return overlap, margin


@FEW
@given(s=scene())
def test_box_overlaps_agree_with_exact_arithmetic_away_from_ties(s) -> None:
    a, b = exact_frame(s["obb"]), exact_frame(s["other_obb"])
    expected, margin = exact_sat(a, b)
    assume(margin > Fraction(1, 10**9))
    assert oracle.overlaps_obb_obb(s["obb"], s["other_obb"]) is expected
    assert make("obb", s["obb"]).overlaps_obb(make("other_obb", s["other_obb"])) is expected


@FEW
@given(s=scene())
def test_point_inside_agrees_with_exact_arithmetic_away_from_ties(s) -> None:
    (c, h, u) = exact_frame(s["obb"])
    p = (fr(s["point"][0]) - c[0], fr(s["point"][1]) - c[1])
    lx, ly = p[0] * u[0] + p[1] * u[1], p[1] * u[0] - p[0] * u[1]
    mx, my = h[0] - abs(lx), h[1] - abs(ly)
    size = max(abs(x) for x in (*c, *h, *p)) or Fraction(1)
    assume(min(abs(mx), abs(my)) / size > Fraction(1, 10**9))
    assert make("obb", s["obb"]).overlaps_point(s["point"]) is (mx > 0 and my > 0)


# ---- invariants of the push-out -----------------------------------------------------

def axis_overlaps(a, b) -> list:
    """The overlap on each of the four axes (the oracle's arithmetic)."""
    fa, fb = oracle.obb.frame_of(a), oracle.obb.frame_of(b)
    d = (fb.cx - fa.cx, fb.cy - fa.cy)
    out = []
    for f in (fa, fb):
        for n in (f.u, (-f.u[1], f.u[0])):
            dist = abs(d[0] * n[0] + d[1] * n[1])
            out.append((oracle.obb._extent(fa, n) + oracle.obb._extent(fb, n)) - dist)
    return out


def moved(row, by, factor):
    return (row[0] + by.x * factor, row[1] + by.y * factor, *row[2:])


@st.composite
def near(draw, width=5):
    """A shape of `width` numbers (a box with an angle, or a circle) near `a`'s centre."""
    x, y = draw(free), draw(free)
    rest = [draw(st.floats(0.01, 5)) for _ in range(min(width, 4) - 2)]
    if width == 5:
        rest.append(draw(st.floats(-7, 7)))
    return (x, y, *rest)


@st.composite
def close_pair(draw):
    a = draw(near())
    b = draw(near())
    return a, (a[0] + b[0] / 2, a[1] + b[1] / 2, *b[2:])


@EXAMPLES
@given(ab=close_pair())
def test_swapping_the_roles_negates_normal_and_delta(ab) -> None:
    a, b = ab
    hit = make("obb", a).intersect_obb(make("obb", b))
    back = make("obb", b).intersect_obb(make("obb", a))
    assert (hit is None) == (back is None)
    assume(hit is not None)
    # Centres level along the normal: sign(0) = +1 either way (documented), so skip.
    assume((b[0] - a[0]) * hit.normal.x + (b[1] - a[1]) * hit.normal.y != 0)
    # A tie between two axes goes to the later one, which differs with the roles; an
    # exact tie that rounding splits differently in the two roles is still a tie (two
    # equal boxes turned against each other tie exactly), so the least overlap must
    # win by more than rounding.
    least, runner_up = sorted(axis_overlaps(a, b))[:2]
    assume(runner_up - least > 1e-12 * runner_up)
    assert (back.normal.x, back.normal.y) == (-hit.normal.x, -hit.normal.y)
    assert (back.delta.x, back.delta.y) == (-hit.delta.x, -hit.delta.y)


@EXAMPLES
@given(ab=close_pair(), c=near(3))
def test_delta_pushes_the_other_shape_out_to_touching(ab, c) -> None:
    a, b = ab
    c = (a[0] + c[0] / 2, a[1] + c[1] / 2, c[2])
    box = make("obb", a)
    for other, kind in ((b, "obb"), (c, "circle"), (b[:4], "aabb")):
        hit = getattr(box, f"intersect_{kind}")(make(kind, other))
        if hit is None:
            continue
        depth = math.hypot(hit.delta.x, hit.delta.y)
        assume(depth > 1e-6)
        # A unit normal along the push-out.
        assert math.isclose(math.hypot(hit.normal.x, hit.normal.y), 1.0, rel_tol=1e-12)
        assert hit.normal.x * hit.delta.x + hit.normal.y * hit.delta.y > 0
        overlaps = getattr(box, f"overlaps_{kind}")
        assert not overlaps(make(kind, moved(other, hit.delta, 1 + 1e-9)))
        assert overlaps(make(kind, moved(other, hit.delta, 1 - 1e-6)))


# ---- an independent cross-check: shapely 2 (GEOS) ------------------------------------

def polygon(o: OBB):
    return shapely.Polygon([(v.x, v.y) for v in o.corners])


boxes = st.tuples(st.floats(-5, 5), st.floats(-5, 5), st.floats(0.05, 3), st.floats(0.05, 3),
                  st.floats(-7, 7))


def clear_of_ties(a, b) -> bool:
    """Shapely's predicates are exact on its coordinates; ours on the box's own
    formulas. Pairs within 1e-9 of touching can go either way."""
    d = shapely.distance(a, b)
    return d > 1e-9 or a.intersection(b).area > 1e-9


@FEW
@given(a=boxes, b=boxes)
def test_obb_overlaps_match_shapely_intersects_and_not_touches(a, b) -> None:
    pa, pb = polygon(make("obb", a)), polygon(make("obb", b))
    assume(clear_of_ties(pa, pb))
    expected = bool(pa.intersects(pb) and not pa.touches(pb))
    assert make("obb", a).overlaps_obb(make("obb", b)) is expected
    pbox = shapely.box(b[0] - b[2], b[1] - b[3], b[0] + b[2], b[1] + b[3])
    if clear_of_ties(pa, pbox):
        expected = bool(pa.intersects(pbox) and not pa.touches(pbox))
        assert make("obb", a).overlaps_aabb(AABB(b[:2], b[2:4])) is expected


@FEW
@given(a=boxes, p=st.tuples(st.floats(-8, 8), st.floats(-8, 8)), r=st.floats(0.0, 3),
       q=st.tuples(st.floats(-8, 8), st.floats(-8, 8)))
def test_obb_point_circle_and_segment_tests_match_shapely(a, p, r, q) -> None:
    o = make("obb", a)
    poly = polygon(o)
    point = shapely.Point(p)
    d = shapely.distance(poly.exterior, point)
    assume(d > 1e-9 and abs(d - r) > 1e-9)
    assert o.overlaps_point(p) is bool(poly.contains(point))
    assert o.overlaps_circle(Circle(p, r)) is bool(
        poly.contains(point) or (r > 0 and shapely.distance(poly, point) < r))
    line = shapely.LineString([p, q])
    assume(shapely.distance(poly.exterior, shapely.Point(q)) > 1e-9)
    crossing = bool(line.intersects(poly) and not line.touches(poly))
    # A segment that only grazes a corner or runs along a side is within 1e-9 of
    # touching; skip it.
    assume(not line.intersects(poly) or line.intersection(poly).length > 1e-9)
    assert o.overlaps_segment(Segment(p, q)) is crossing


@FEW
@given(a=boxes, p=st.tuples(st.floats(-8, 8), st.floats(-8, 8)),
       d=st.tuples(st.floats(-10, 10), st.floats(-10, 10)))
def test_the_raycast_enters_through_a_side_with_its_outward_normal(a, p, d) -> None:
    o = make("obb", a)
    hit = o.intersect_segment(p, d)
    if hit is None:
        return
    assert 0.0 <= hit.time < 1.0
    if o.overlaps_point(p):
        assert hit.time == 0.0
        return
    # The entry point is on the boundary and the normal faces the ray.
    boundary = polygon(o).exterior
    assert shapely.distance(boundary, shapely.Point(hit.pos.x, hit.pos.y)) < 1e-9
    assert hit.normal.x * d[0] + hit.normal.y * d[1] < 0
    u = (math.cos(a[4]), math.sin(a[4]))
    along = abs(hit.normal.x * u[0] + hit.normal.y * u[1])
    assert math.isclose(along, 1.0, abs_tol=1e-12) or math.isclose(along, 0.0, abs_tol=1e-12)


# ---- the value type and the array twin ------------------------------------------------

def test_obb_is_an_immutable_value_with_a_row() -> None:
    o = OBB((1, 2), (3, 4), 0.5)
    assert (o.center, o.half, o.angle) == (Vec2(1, 2), Vec2(3, 4), 0.5)
    assert np.asarray(o).tolist() == [1.0, 2.0, 3.0, 4.0, 0.5]
    assert OBB((1, 2), (3, 4)).angle == 0.0
    assert o == OBB(Vec2(1, 2), [3, 4], 0.5) and hash(o) == hash(OBB((1, 2), (3, 4), 0.5))
    assert pickle.loads(pickle.dumps(o)) == o
    assert eval(repr(o), vars(collide2d)) == o
    with pytest.raises(AttributeError):
        o.angle = 1.0  # type: ignore[misc]


def test_corners_are_counter_clockwise() -> None:
    o = OBB((1, -1), (2, 0.5), 0.7)
    c = [(v.x, v.y) for v in o.corners]
    area = sum(c[i][0] * c[(i + 1) % 4][1] - c[(i + 1) % 4][0] * c[i][1] for i in range(4)) / 2
    assert math.isclose(area, 4 * 2 * 0.5)


@pytest.mark.parametrize("args, name", [
    (((0, 0), (1, 1), math.nan), "angle"), (((0, 0), (1, 1), math.inf), "angle"),
    (((0, 0), (-1, 1), 0.0), "half"), (((0, 0), (1, math.nan), 0.0), "half"),
    (((math.nan, 0), (1, 1), 0.0), "center"), (((0, 0), (1, 1), 2.0**201), "angle"),
])
def test_bad_values_are_value_errors_naming_the_argument(args, name) -> None:
    with pytest.raises(ValueError, match=rf"^OBB\(\): '{name}'"):
        OBB(*args)


def test_obb_array_rows_views_and_items() -> None:
    rows = np.array([[0, 0, 2, 1, 0.3], [5, 5, 1, 1, -1.0]])
    boxes = OBBArray(rows)
    assert np.shares_memory(boxes.rows, rows)
    assert boxes.center.tolist() == [[0, 0], [5, 5]]
    assert boxes.half.tolist() == [[2, 1], [1, 1]] and boxes.angle.tolist() == [0.3, -1.0]
    assert boxes[1] == OBB((5, 5), (1, 1), -1.0) and len(boxes[:1]) == 1
    assert OBBArray([OBB((0, 0), (2, 1), 0.3)]).rows.tolist() == [[0, 0, 2, 1, 0.3]]
    with pytest.raises(ValueError, match=r"'rows' row 1 "):
        OBBArray([[0, 0, 1, 1, 0], [0, 0, -1, 1, 0]])
    with pytest.raises(ValueError, match=r"'rows' row 0 "):
        OBBArray([[0, 0, 1, 1, math.nan]])


def test_the_examples_of_docs_obb_md_print_what_they_show() -> None:
    import doctest
    import re
    from pathlib import Path

    page = Path(__file__).resolve().parent.parent / "docs" / "obb.md"
    text = "\n".join(re.findall(r"```pycon\n(.*?)```", page.read_text(), re.DOTALL))
    assert text.count(">>>") >= 4
    test = doctest.DocTestParser().get_doctest(text, {}, "obb.md", str(page), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.failures == 0


# ---- sweeps ------------------------------------------------------------------------------



@EXAMPLES
@given(s=scene())
def test_every_obb_sweep_equals_the_oracle_bit_for_bit(s) -> None:
    o, other, aabb = make("obb", s["obb"]), make("other_obb", s["other_obb"]), make("aabb", s["aabb"])
    same_sweep(o.sweep_obb(other, s["delta"]),
               oracle.sweep_obb_obb(s["obb"], s["other_obb"], s["delta"]))
    same_sweep(o.sweep_aabb(aabb, s["delta"]), oracle.sweep_obb_aabb(s["obb"], s["aabb"], s["delta"]))
    same_sweep(aabb.sweep_obb(o, s["delta"]), oracle.sweep_aabb_obb(s["aabb"], s["obb"], s["delta"]))


@EXAMPLES
@given(s=scene(), k=st.integers(-4, 4))
def test_sweeps_of_boxes_on_exact_axes_are_the_aabb_sweep(s, k) -> None:
    cx, cy, hx, hy, _ = s["obb"]
    o = OBB((cx, cy), (hx, hy), k * QUARTER)
    box = AABB((cx, cy), (hy, hx) if k % 2 else (hx, hy))
    aabb = make("aabb", s["aabb"])
    got, want = o.sweep_aabb(aabb, s["delta"]), box.sweep_aabb(aabb, s["delta"])
    assert (got.pos, got.time, got.started_overlapping) == (want.pos, want.time,
                                                            want.started_overlapping)
    assert (got.hit is None) == (want.hit is None)
    if got.hit is not None:
        assert (got.hit.pos, got.hit.delta, got.hit.normal) == (want.hit.pos, want.hit.delta,
                                                                 want.hit.normal)


@EXAMPLES
@given(ab=close_pair(), d=st.tuples(st.floats(-12, 12), st.floats(-12, 12)))
def test_a_sweep_stops_before_the_boxes_overlap_and_the_hit_is_where_they_meet(ab, d) -> None:
    a, b = ab
    box, mover = make("obb", a), make("obb", b)
    s = box.sweep_obb(mover, d)
    moved = lambda t: OBB((b[0] + d[0] * t, b[1] + d[1] * t), b[2:4], b[4])
    if s.started_overlapping:
        assert s.time == 0.0 and box.overlaps_obb(mover)
        return
    assert not box.overlaps_obb(OBB(s.pos, b[2:4], b[4]))  # never ends overlapping
    if s.hit is None:
        assert s.time == 1.0
        return
    t = s.hit.time
    assume(1e-6 < t < 1 - 1e-6 and math.hypot(*d) > 1e-3)
    assert not box.overlaps_obb(moved(t * (1 - 1e-9) - 1e-12))
    assert box.overlaps_obb(moved(min(1.0, t + 1e-6)))
    assert hit_normal_faces_the_motion(s.hit, d)


def hit_normal_faces_the_motion(hit, d) -> bool:
    return hit.normal.x * d[0] + hit.normal.y * d[1] < 0


@EXAMPLES
@given(s=scene())
def test_circle_sweeps_against_an_obb_equal_the_oracle_bit_for_bit(s) -> None:
    o, circle = make("obb", s["obb"]), make("circle", s["circle"])
    same_sweep(o.sweep_circle(circle, s["delta"]),
               oracle.sweep_obb_circle(s["obb"], s["circle"], s["delta"]))
    same_sweep(circle.sweep_obb(o, s["delta"]),
               oracle.sweep_circle_obb(s["circle"], s["obb"], s["delta"]))


@EXAMPLES
@given(s=scene(), k=st.integers(-4, 4))
def test_circle_sweeps_against_a_box_on_exact_axes_are_the_aabb_ones(s, k) -> None:
    cx, cy, hx, hy, _ = s["obb"]
    o = OBB((cx, cy), (hx, hy), k * QUARTER)
    box = AABB((cx, cy), (hy, hx) if k % 2 else (hx, hy))
    circle = make("circle", s["circle"])
    for got, want in ((o.sweep_circle(circle, s["delta"]), box.sweep_circle(circle, s["delta"])),
                      (circle.sweep_obb(o, s["delta"]), circle.sweep_aabb(box, s["delta"]))):
        assert (got.pos, got.time, got.started_overlapping) == (want.pos, want.time,
                                                                want.started_overlapping)
        assert (got.hit is None) == (want.hit is None)
        if got.hit is not None:
            assert (got.hit.pos, got.hit.normal) == (want.hit.pos, want.hit.normal)


@EXAMPLES
@given(ab=close_pair(), r=st.floats(0.05, 3), d=st.tuples(st.floats(-12, 12), st.floats(-12, 12)))
def test_a_circle_sweep_never_ends_overlapping_the_box(ab, r, d) -> None:
    a, b = ab
    box, circle = make("obb", a), Circle(b[:2], r)
    s = box.sweep_circle(circle, d)
    if s.started_overlapping:
        assert s.time == 0.0 and box.overlaps_circle(circle)
        return
    assert not box.overlaps_circle(Circle(s.pos, r))
    if s.hit is not None:
        t = s.hit.time
        assume(t < 1 - 1e-6 and math.hypot(*d) > 1e-3)
        assert box.overlaps_circle(Circle((b[0] + d[0] * (t + 1e-6), b[1] + d[1] * (t + 1e-6)), r))
