"""Capsules (Capsule, CapsuleArray): the C core against the pure-Python oracle bit for bit,
radius 0 against the Segment, an independent cross-check of every overlap test against
shapely 2 (GEOS) distances, and the raycast's geometry.

Batch == scalar and every instruction-set path come from the kernel list's own suites
(tests/test_kernel_list.py, tests/test_cpu_paths.py).
"""

from __future__ import annotations

import math
import pickle

import numpy as np
import pytest
import shapely
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from shape_checks import make, run_doc_examples, same_hit, same_sweep

import collide2d
from collide2d import OBB, Capsule, CapsuleArray, Circle, Segment, Vec2, oracle

EXAMPLES = settings(max_examples=300, deadline=None)
FEW = settings(max_examples=200, deadline=None)

tie = st.integers(-16, 16).map(lambda v: v / 4)
tie_size = st.integers(0, 12).map(lambda v: v / 4)
free = st.floats(-10, 10, allow_nan=False)
free_size = st.floats(0, 6, allow_nan=False)
coord = tie | free
size = tie_size | free_size
angle = st.integers(-4, 4).map(lambda k: k * (math.pi / 2)) | st.floats(-7, 7)
scale = st.sampled_from([1.0, 2.0**-300, 2.0**-20, 2.0**40, 2.0**190])


@st.composite
def scene(draw):
    s = draw(scale)
    c = lambda: draw(coord) * s
    z = lambda: draw(size) * s
    return {
        "capsule": (c(), c(), c(), c(), z()),
        "other_capsule": (c(), c(), c(), c(), z()),
        "point": (c(), c()),
        "segment": (c(), c(), c(), c()),
        "circle": (c(), c(), z()),
        "aabb": (c(), c(), z(), z()),
        "obb": (c(), c(), z(), z(), draw(angle)),
        "delta": (c(), c()),
    }








# ---- the C core equals the oracle ---------------------------------------------------

@EXAMPLES
@given(s=scene())
def test_every_capsule_query_equals_the_oracle_bit_for_bit(s) -> None:
    k, row = make("capsule", s["capsule"]), s["capsule"]
    circle = make("circle", s["circle"])
    same_hit(k.intersect_point(s["point"]), oracle.intersect_capsule_point(row, s["point"]))
    same_hit(k.intersect_circle(circle), oracle.intersect_capsule_circle(row, s["circle"]))
    same_hit(circle.intersect_capsule(k), oracle.intersect_circle_capsule(s["circle"], row))
    same_hit(k.intersect_segment(s["point"], s["delta"]),
             oracle.intersect_capsule_segment(row, s["point"], s["delta"]))
    for kind in ("point", "segment", "circle", "aabb", "obb", "capsule"):
        key = "other_capsule" if kind == "capsule" else kind
        expected = getattr(oracle, f"overlaps_capsule_{kind}")(row, s[key])
        assert getattr(k, f"overlaps_{kind}")(make(key, s[key])) is expected, kind
        if kind != "point":
            assert make(key, s[key]).overlaps_capsule(k) is expected, kind
        assert oracle.overlaps(kind, s[key], "capsule", row) is expected
        assert collide2d.overlaps(k, make(key, s[key])) is expected


@EXAMPLES
@given(s=scene())
def test_a_capsule_of_radius_0_answers_as_its_segment(s) -> None:
    x0, y0, x1, y1, _ = s["capsule"]
    k, seg = Capsule((x0, y0), (x1, y1), 0.0), Segment((x0, y0), (x1, y1))
    assert k.overlaps_circle(make("circle", s["circle"])) is seg.overlaps_circle(
        make("circle", s["circle"]))
    assert k.overlaps_aabb(make("aabb", s["aabb"])) is seg.overlaps_aabb(make("aabb", s["aabb"]))
    assert k.overlaps_obb(make("obb", s["obb"])) is seg.overlaps_obb(make("obb", s["obb"]))
    assert k.overlaps_segment(make("segment", s["segment"])) is seg.overlaps_segment(
        make("segment", s["segment"]))
    assert not k.overlaps_point(s["point"])
    assert k.intersect_segment(s["point"], s["delta"]) is None  # no interior


# ---- an independent cross-check: shapely 2 distances ----------------------------------

# Multiples of 2**-20: a segment is a point or at least 1e-6 long (shapely's distance
# to a segment shorter than ~1e-150 is inf).
small = st.floats(-6, 6, allow_nan=False).map(lambda v: round(v * 2**20) / 2**20)


def core(k: Capsule):
    a, b = (k.a.x, k.a.y), (k.b.x, k.b.y)
    return shapely.Point(a) if a == b else shapely.LineString([a, b])


def geometry(kind: str, row):
    if kind == "point":
        return shapely.Point(row)
    if kind == "segment":
        return shapely.LineString([row[:2], row[2:]]) if row[:2] != row[2:] else \
            shapely.Point(row[:2])
    if kind == "circle":
        return shapely.Point(row[:2])
    if kind == "aabb":
        return shapely.box(row[0] - row[2], row[1] - row[3], row[0] + row[2], row[1] + row[3])
    if kind == "obb":
        return shapely.Polygon([(v.x, v.y) for v in OBB(row[:2], row[2:4], row[4]).corners])
    return core(make("capsule", row))


@FEW
@given(k=st.tuples(small, small, small, small, st.floats(0.05, 3)),
       p=st.tuples(small, small), seg=st.tuples(small, small, small, small),
       c=st.tuples(small, small, st.floats(0, 3)),
       box=st.tuples(small, small, st.floats(0.05, 3), st.floats(0.05, 3)),
       o=st.tuples(small, small, st.floats(0.05, 3), st.floats(0.05, 3), st.floats(-4, 4)),
       k2=st.tuples(small, small, small, small, st.floats(0, 3)))
def test_overlaps_are_the_core_distance_below_the_reach_as_shapely_measures_it(
        k, p, seg, c, box, o, k2) -> None:
    capsule = make("capsule", k)
    line = core(capsule)
    for kind, row, reach in (("point", p, k[4]), ("segment", seg, k[4]),
                             ("circle", c, k[4] + c[2]), ("aabb", box, k[4]),
                             ("obb", o, k[4]), ("capsule", k2, k[4] + k2[4])):
        geom = geometry(kind, row)
        d = shapely.distance(line, geom)
        if abs(d - reach) <= 1e-9:
            continue  # within rounding of touching
        expected = bool(d < reach)
        got = getattr(capsule, f"overlaps_{kind}")(make(kind, row))
        assert got is expected, (kind, row, d, reach)


@FEW
@given(k=st.tuples(small, small, small, small, st.floats(0.05, 3)),
       c=st.tuples(small, small), w=st.floats(0.05, 3), wide=st.booleans(),
       angle=st.integers(-4, 4).map(lambda q: q * (math.pi / 2)) | st.floats(-4, 4))
def test_a_box_of_no_width_or_height_overlaps_as_the_segment_it_is(k, c, w, wide, angle) -> None:
    # No interior: a capsule whose core crosses it overlaps it though no end nor corner
    # comes within the radius.
    capsule = make("capsule", k)
    half = (w, 0.0) if wide else (0.0, w)
    flat = collide2d.AABB(c, half)
    ends = Segment((c[0] - half[0], c[1] - half[1]), (c[0] + half[0], c[1] + half[1]))
    assert capsule.overlaps_aabb(flat) is capsule.overlaps_segment(ends)
    assert flat.overlaps_capsule(capsule) is capsule.overlaps_segment(ends)
    turned = OBB(c, half, angle)
    corners = turned.corners
    d = shapely.distance(core(capsule), shapely.LineString([tuple(corners[0]), tuple(corners[2])]))
    if abs(d - k[4]) > 1e-9:  # not within rounding of touching
        assert capsule.overlaps_obb(turned) is bool(d < k[4]), (d, k, c, half, angle)


def test_a_capsule_crossing_a_flat_box_overlaps_it() -> None:
    floor, capsule = collide2d.AABB((2, 0), (3, 0)), Capsule((2, 2), (4, -3), 1.0)
    assert collide2d.overlaps(floor, capsule) and collide2d.overlaps(capsule, floor)
    assert collide2d.intersect(floor, capsule) is not None
    assert collide2d.overlaps(OBB((2, 0), (3, 0), 0.25), capsule)


@FEW
@given(k=st.tuples(small, small, small, small, st.floats(0.05, 3)),
       p=st.tuples(small, small), d=st.tuples(st.floats(-12, 12), st.floats(-12, 12)))
def test_the_raycast_enters_on_the_surface_against_the_motion(k, p, d) -> None:
    capsule = make("capsule", k)
    hit = capsule.intersect_segment(p, d)
    line = core(capsule)
    start = shapely.distance(line, shapely.Point(p))
    end = shapely.distance(line, shapely.Point(p[0] + d[0], p[1] + d[1]))
    if hit is None:
        # Neither end inside (away from touching).
        assert start >= k[4] - 1e-9 and end >= k[4] - 1e-9
        return
    if start < k[4] - 1e-9:
        assert hit.time == 0.0
        return
    assume(start > k[4] + 1e-9)
    assert 0.0 < hit.time < 1.0
    on = shapely.distance(line, shapely.Point(hit.pos.x, hit.pos.y))
    assert math.isclose(on, k[4], rel_tol=1e-9, abs_tol=1e-9)
    assert math.isclose(math.hypot(hit.normal.x, hit.normal.y), 1.0, rel_tol=1e-12)
    assert hit.normal.x * d[0] + hit.normal.y * d[1] < 0


@FEW
@given(k=st.tuples(small, small, small, small, st.floats(0.05, 3)),
       c=st.tuples(small, small, st.floats(0.05, 3)))
def test_delta_pushes_a_circle_out_to_touching(k, c) -> None:
    capsule, circle = make("capsule", k), make("circle", c)
    hit = capsule.intersect_circle(circle)
    if hit is None:
        return
    assume(math.hypot(hit.delta.x, hit.delta.y) > 1e-6)
    moved = lambda f: Circle((c[0] + hit.delta.x * f, c[1] + hit.delta.y * f), c[2])
    assert not capsule.overlaps_circle(moved(1 + 1e-9))
    assert capsule.overlaps_circle(moved(1 - 1e-6))
    back = circle.intersect_capsule(capsule)
    assert back is not None  # the same overlap, seen from the circle


# ---- the value type and the array twin --------------------------------------------------

def test_capsule_is_an_immutable_value_with_a_row() -> None:
    k = Capsule((1, 2), (3, 4), 0.5)
    assert (k.a, k.b, k.radius) == (Vec2(1, 2), Vec2(3, 4), 0.5)
    assert np.asarray(k).tolist() == [1.0, 2.0, 3.0, 4.0, 0.5]
    assert k == Capsule([1, 2], Vec2(3, 4), 0.5) and hash(k) == hash(Capsule((1, 2), (3, 4), 0.5))
    assert pickle.loads(pickle.dumps(k)) == k
    assert eval(repr(k), vars(collide2d)) == k


@pytest.mark.parametrize("args, name", [
    (((0, 0), (1, 1), -1.0), "radius"), (((0, 0), (1, 1), math.nan), "radius"),
    (((math.nan, 0), (1, 1), 1.0), "a"), (((0, 0), (1, math.inf), 1.0), "b"),
])
def test_bad_values_are_value_errors_naming_the_argument(args, name) -> None:
    with pytest.raises(ValueError, match=rf"^Capsule\(\): '{name}'"):
        Capsule(*args)


def test_capsule_array_rows_views_and_items() -> None:
    rows = np.array([[0, 0, 4, 0, 1], [0, 5, 0, 9, 0.5]])
    pills = CapsuleArray(rows)
    assert np.shares_memory(pills.rows, rows)
    assert pills.a.tolist() == [[0, 0], [0, 5]] and pills.b.tolist() == [[4, 0], [0, 9]]
    assert pills.radius.tolist() == [1, 0.5] and pills[1] == Capsule((0, 5), (0, 9), 0.5)
    assert pills.intersect_segment([2, 5], [0, -10]).time.tolist() == [0.4, 1.0]
    with pytest.raises(ValueError, match=r"'rows' row 1 "):
        CapsuleArray([[0, 0, 1, 1, 0], [0, 0, 1, 1, -1]])


def test_the_examples_of_docs_capsule_md_print_what_they_show() -> None:
    run_doc_examples("capsule.md", 5)



# ---- sweeps ---------------------------------------------------------------------------



@EXAMPLES
@given(s=scene())
def test_circle_and_capsule_sweeps_equal_the_oracle_bit_for_bit(s) -> None:
    k, circle = make("capsule", s["capsule"]), make("circle", s["circle"])
    same_sweep(k.sweep_circle(circle, s["delta"]),
               oracle.sweep_capsule_circle(s["capsule"], s["circle"], s["delta"]))
    same_sweep(circle.sweep_capsule(k, s["delta"]),
               oracle.sweep_circle_capsule(s["circle"], s["capsule"], s["delta"]))


@FEW
@given(k=st.tuples(small, small, small, small, st.floats(0.05, 3)),
       c=st.tuples(small, small, st.floats(0.05, 3)),
       d=st.tuples(st.floats(-12, 12), st.floats(-12, 12)))
def test_a_circle_sweep_never_ends_overlapping_the_capsule(k, c, d) -> None:
    capsule, circle = make("capsule", k), make("circle", c)
    for s, moved in ((capsule.sweep_circle(circle, d), lambda p: (capsule, Circle(p, c[2]))),
                     (circle.sweep_capsule(capsule, d),
                      lambda p: (Capsule(p, (p[0] + k[2] - k[0], p[1] + k[3] - k[1]), k[4]),
                                 circle))):
        if s.started_overlapping:
            assert s.time == 0.0 and capsule.overlaps_circle(circle)
            continue
        a, b = moved((s.pos.x, s.pos.y))
        assert not a.overlaps_circle(b)
        if s.hit is not None:
            assert s.hit.normal.x * d[0] + s.hit.normal.y * d[1] <= 0 or \
                s.hit.collider is circle


# ---- touching on exact input: the hit follows the overlap test -------------------------

def _capsule_of(row):
    ax, ay, bx, by, r = row
    return Capsule((ax, ay), (bx, by), r)


@settings(max_examples=400, deadline=None)
@given(st.tuples(tie, tie, tie, tie, st.sampled_from([0.0, 0.0, 0.25, 1.0])),
       st.tuples(tie, tie, tie_size), st.tuples(tie, tie))
def test_circle_and_capsule_push_outs_and_stuck_sweeps_follow_the_overlap_test(k, c, d) -> None:
    # A circle tangent to a core of radius 0: the circle-segment test (squared distances)
    # parts them, where the distance across the core rounded 2e-16 inside.
    capsule, circle = _capsule_of(k), Circle(c[:2], c[2])
    touching = capsule.overlaps_circle(circle)
    assert circle.overlaps_capsule(capsule) is touching
    assert (capsule.intersect_circle(circle) is not None) is touching
    assert (circle.intersect_capsule(capsule) is not None) is touching
    for swept in (capsule.sweep_circle(circle, d), circle.sweep_capsule(capsule, d),
                  circle.sweep_into([capsule], d), capsule.sweep_into([circle], d)):
        assert swept.started_overlapping is touching, swept


def test_a_circle_tangent_to_a_slanted_segment_is_not_hit_nor_stuck() -> None:
    core, circle = Capsule((-2.75, 1.75), (1.25, -1.25), 0.0), Circle((1.5, -0.5), 0.75)
    assert not circle.overlaps_capsule(core) and circle.intersect_capsule(core) is None
    other = Capsule((-1.25, -2.75), (1.75, 1.25), 0.0)
    assert other.intersect_circle(Circle((-0.25, 1.5), 1.75)) is None
    k, c = Capsule((-2.25, 1), (1.5, -1), 0.0), Circle((0.75, 0.25), 0.75)
    for d in ((0.25, 0.0), (0.0, 0.0)):
        assert not k.sweep_circle(c, d).started_overlapping
    assert k.sweep_circle(c, (0.0, 0.0)).hit is None
    assert not c.sweep_into([Segment((-2.25, 1), (1.5, -1))], (0.25, 0)).started_overlapping
