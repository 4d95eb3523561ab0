"""Touching is not colliding, exactly: on coordinates that are multiples of a quarter
(scaled by powers of two), where a segment through a box's corner only or a point
exactly a capsule's radius from its core happen often, the library's answers equal
the exact ones computed with fractions.Fraction.

Where a touch is decided on rounded values (a turned box's frame, a polygon's vertices
moved by a sweep's delta), the answers still agree: a sweep that misses never ends
overlapping by the static test, checked on the cases a fuzz found.

The exact answers are written here independently of the oracle: the segment against
the open box by clipping its parameter interval (tests/oracle_exact.py), the capsule
by the squared distance to its core with the nearest point in rational arithmetic.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from collide2d import (
    AABB,
    OBB,
    Capsule,
    Circle,
    Polygon,
    Segment,
    intersect,
    oracle,
    overlaps,
    sweep,
)
from oracle_exact import exact_segment_box
from shape_checks import same_sweep

GRID = settings(max_examples=400, deadline=None)

scales = st.sampled_from([2.0**-40, 1.0, 2.0**40])
quarters = st.integers(-16, 16)
sizes = st.integers(0, 8)


@st.composite
def grid(draw, count: int, *, size_at: tuple[int, ...] = ()) -> list[float]:
    """``count`` numbers, multiples of a quarter times one power of two; those at the
    positions in ``size_at`` are half sizes or radii (never negative)."""
    scale = draw(scales)
    return [draw(sizes if i in size_at else quarters) / 4 * scale for i in range(count)]


def exact_capsule_reach(capsule, point, reach) -> bool:
    """The distance from ``point`` to the capsule's core is less than ``reach``."""
    ax, ay, bx, by = map(Fraction, capsule[:4])
    px, py = map(Fraction, point)
    dx, dy = bx - ax, by - ay
    dd = dx * dx + dy * dy
    t = min(max(((px - ax) * dx + (py - ay) * dy) / dd, 0), 1) if dd else Fraction(0)
    qx, qy = px - (ax + t * dx), py - (ay + t * dy)
    return qx * qx + qy * qy < Fraction(reach) ** 2


@GRID
@given(v=grid(13, size_at=(2,)))
def test_circle_against_polygon_is_exact(v) -> None:
    """A circle exactly tangent to a polygon's slanted face only touches it: the
    overlap test, the push-out (both ways) and the sweep's stuck start agree with the
    exact answer (centre strictly inside, or a face closer than the radius)."""
    try:
        polygon = Polygon.hull([(v[k], v[k + 1]) for k in range(3, 13, 2)])
    except ValueError:  # fewer than three points not on one line
        return
    circle = Circle(v[0:2], v[2])
    corners = [tuple(p) for p in polygon.vertices]
    faces = list(zip(corners, corners[1:] + corners[:1]))
    inside = all(_left(a, b, v[0:2]) > 0 for a, b in faces)  # counter-clockwise faces
    expected = inside or any(exact_capsule_reach((*a, *b), v[0:2], v[2]) for a, b in faces)
    assert polygon.overlaps_circle(circle) is expected
    assert (polygon.intersect_circle(circle) is not None) is expected
    assert (circle.intersect_polygon(polygon) is not None) is expected
    assert polygon.sweep_circle(circle, (1.0, 0.5)).started_overlapping is expected


def _left(a, b, p) -> Fraction:
    """cross(b - a, p - a), exactly: positive when p is left of a -> b."""
    ax, ay, bx, by, px, py = map(Fraction, (*a, *b, *p))
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax)


@GRID
@given(v=grid(8, size_at=(2, 3)))
def test_segment_against_box_is_exact(v) -> None:
    """overlaps_segment, the box as a polygon, and the cast from one end by the
    difference (exact on these inputs): a hit exactly when the segment meets the open
    box, so a path through a corner only, or ending on an edge, is touching."""
    box, a, b = v[:4], v[4:6], v[6:8]
    expected = exact_segment_box(box, a, b)[0]
    aabb = AABB(box[:2], box[2:])
    assert aabb.overlaps_segment(Segment(a, b)) is expected
    assert Segment(a, b).overlaps_aabb(aabb) is expected
    hit = aabb.intersect_segment(a, (b[0] - a[0], b[1] - a[1]))
    assert (hit is not None) is expected
    if box[2] > 0 and box[3] > 0:
        assert Polygon.from_aabb(aabb).overlaps_segment(Segment(a, b)) is expected


@GRID
@given(v=grid(10, size_at=(2, 3, 8, 9)))
def test_padded_cast_is_exact(v) -> None:
    """The cast against a box grown by paddings: the grown box's exact answer."""
    box, a, b, pads = v[:4], v[4:6], v[6:8], v[8:10]
    grown = (box[0], box[1], box[2] + pads[0], box[3] + pads[1])
    expected = exact_segment_box(grown, a, b)[0]
    hit = AABB(box[:2], box[2:]).intersect_segment(a, (b[0] - a[0], b[1] - a[1]), *pads)
    assert (hit is not None) is expected


@GRID
@given(v=grid(10, size_at=(2, 3, 6, 7)))
def test_a_box_sweep_that_misses_never_ends_overlapping(v) -> None:
    """A box moving past another's corner, or stopping flush with its side, misses and
    ends touching; a sweep from outside that ends overlapping is a hit."""
    box, other, delta = AABB(v[0:2], v[2:4]), AABB(v[4:6], v[6:8]), (v[8], v[9])
    swept = box.sweep_aabb(other, delta)
    end = AABB((v[4] + delta[0], v[5] + delta[1]), v[6:8])
    if swept.hit is None:
        assert not box.overlaps_aabb(end)
    elif not box.overlaps_aabb(other):
        assert swept.hit.time < 1 or box.overlaps_aabb(end)


@GRID
@given(v=grid(7, size_at=(4, 6)))
def test_capsule_against_point_and_circle_is_exact(v) -> None:
    """A point exactly the radius from the core, or a circle exactly the radius sum,
    touches the capsule: no overlap, and no push-out."""
    capsule, point, radius = v[:5], v[5:7], v[6]
    k = Capsule(capsule[:2], capsule[2:4], capsule[4])
    expected = exact_capsule_reach(capsule, point, capsule[4])
    assert k.overlaps_point(point) is expected
    assert (k.intersect_point(point) is not None) is expected
    circle = Circle(point, radius)
    expected = exact_capsule_reach(capsule, point, capsule[4] + radius)
    if capsule[4] > 0:  # a core of radius 0 is the circle-segment test
        assert k.overlaps_circle(circle) is expected
        assert circle.overlaps_capsule(k) is expected
        assert (k.intersect_circle(circle) is not None) is expected


def test_a_segment_through_a_box_corner_only_touches_it() -> None:
    box, segment = AABB((-3, 1.5), (1.75, 1.75)), Segment((1, 0.5), (-2.75, -0.75))
    assert not Polygon.from_aabb(box).overlaps_segment(segment)  # corner (-1.25, -0.25)
    assert not box.overlaps_segment(segment)
    assert box.intersect_segment(segment.a, (-3.75, -1.25)) is None


def test_a_point_exactly_the_radius_from_a_capsule_core_only_touches_it() -> None:
    capsule = Capsule((-3, -0.75), (0, 1.5), 2)
    assert not capsule.overlaps_point((0, -1))  # 2 from the core
    assert capsule.intersect_point((0, -1)) is None


def test_a_box_swept_to_touch_a_capsule_side_does_not_end_overlapping() -> None:
    box, capsule = AABB((-2.25, 2.5), (1, 1.75)), Capsule((1.75, 0.25), (0.5, -2.75), 1.25)
    swept = box.sweep_capsule(capsule, (-1.75, 0.25))
    end = Capsule(swept.pos, (swept.pos[0] - 1.25, swept.pos[1] - 3), 1.25)
    assert swept.hit is not None or not box.overlaps_capsule(end)


@GRID
@given(v=grid(11, size_at=(2, 3, 8)), turned=st.booleans())
def test_a_box_of_no_size_and_a_segment_never_overlap(v, turned) -> None:
    """A box of no width (or height, or both) has no inside, nor has a capsule of
    radius 0: the overlap test, both sweeps and the overlap interval agree that they
    never overlap, crossing or not."""
    half = (v[2], 0.0) if v[3] > 1 else (0.0, v[3])
    box = OBB(v[0:2], half, 0.5) if turned else AABB(v[0:2], half)
    core = Capsule(v[4:6], v[6:8], 0)
    delta, still = (v[9], v[10]), (0.0, 0.0)
    assert not box.overlaps_capsule(core) and not overlaps(core, box)
    for swept in (box.sweep_capsule(core, delta), core.sweep_into([box], delta)):
        assert swept.hit is None and not swept.started_overlapping
    interval = core.overlap_interval_obb if turned else core.overlap_interval_aabb
    assert interval(box, still, delta) is None


def test_a_flat_box_crossing_a_segment_is_not_stuck() -> None:
    flat, core = AABB((0, 0), (0.25, 0)), Capsule((0, -0.25), (0, 0.25), 0)
    assert not flat.overlaps_capsule(core)  # a box of no height has no inside
    assert not flat.sweep_capsule(core, (0.25, 0)).started_overlapping
    assert core.overlap_interval_aabb(flat, (0, 0), (0.25, 0)) is None


def _exact_parallel_sweep(wall, mover, delta):
    """Whether a segment ``mover`` moving by ``delta`` meets the ``wall`` segment on
    parallel lines at some time in [0, 1] (lying on one line with a common piece of
    positive length, the segment contract), and the first such time, in fractions."""
    s0x, s0y, s1x, s1y = map(Fraction, wall)
    m0x, m0y, m1x, m1y = map(Fraction, mover)
    vx, vy = map(Fraction, delta)
    dx, dy = s1x - s0x, s1y - s0y
    length2 = dx * dx + dy * dy

    def along(px, py):  # a point's place along the wall, in units of length2
        return (px - s0x) * dx + (py - s0y) * dy

    def side(px, py):
        return dx * (py - s0y) - dy * (px - s0x)

    lo, hi = sorted((along(m0x, m0y), along(m1x, m1y)))
    speed, height, rate = vx * dx + vy * dy, side(m0x, m0y), dx * vy - dy * vx
    if rate != 0:  # on the wall's line at one instant only
        t = -height / rate
        return (0 <= t <= 1 and hi + t * speed > 0 and lo + t * speed < length2), t
    if height != 0:
        return False, None
    # Along the wall's line: overlapping while hi + t speed > 0 and lo + t speed < length2.
    if speed == 0:
        return False, None  # (an overlap at the start is the stuck case, not drawn here)
    enter, leave = sorted(((0 - hi) / speed, (length2 - lo) / speed))
    return enter < 1 and leave > 0 and enter >= 0, enter


@GRID
@given(v=grid(2), n=st.lists(quarters, min_size=7, max_size=7),
       turn=st.sampled_from([(1, 0), (0, 1), (1, 1), (2, -1), (-1, 3)]),
       lengths=st.tuples(st.integers(1, 8), st.integers(-8, 8).filter(bool)),
       on_line=st.booleans())
def test_a_segment_swept_against_a_parallel_one_meets_it_exactly(v, n, turn, lengths,
                                                                 on_line) -> None:
    """Two segments on parallel lines meet only lying on one line with a common piece,
    which no separating axis in time sees: a segment moving along a collinear one hits
    it where their ends touch, one crossing a parallel one's line sideways hits it at
    that instant, and one arriving there at the step's end hits it at time 1. On these
    grids (the mover often on the wall's line) hit or miss equals the exact answer, and
    the time too where it is a float."""
    unit = (abs(v[0]) or abs(v[1]) or 1.0) / 4  # a grid step of the scene's scale

    def at(base, a, b):  # base + (a along the wall + b across it) grid steps
        return (base[0] + (a * turn[0] - b * turn[1]) * unit,
                base[1] + (a * turn[1] + b * turn[0]) * unit)

    wall = (*v, *at(v, lengths[0], 0))
    m0 = at(v, n[0], 0 if on_line else n[1])
    mover = (*m0, *at(m0, lengths[1], 0))
    delta = at((0.0, 0.0), n[2], n[3]) if n[4] > 0 else \
        (n[5] * unit, n[6] * unit)  # often across the line, else any way
    hit, first = _exact_parallel_sweep(wall, mover, delta)
    w, m = Segment(wall[:2], wall[2:]), Segment(mover[:2], mover[2:])
    if w.overlaps_segment(m):
        return  # stuck at the start: tests/test_rounded_sweeps.py
    swept = m.sweep_into([w], delta)
    assert (swept.hit is not None) is hit
    if hit and float(first) == first:
        assert swept.hit.time == float(first)
    # The same answer for capsules of radius 0, and the oracle's bit for bit.
    k = Capsule(wall[:2], wall[2:], 0).sweep_capsule(Capsule(mover[:2], mover[2:], 0), delta)
    assert (k.hit is not None) is hit
    same_sweep(k, oracle.sweep_capsule_capsule((*wall, 0.0), (*mover, 0.0), delta))
    # Moving along the line, the overlap interval begins where the sweep hits.
    span = oracle.overlap_interval_of("capsule", (*wall, 0.0), "capsule", (*mover, 0.0),
                                      (0.0, 0.0), delta)
    assert Capsule(wall[:2], wall[2:], 0).overlap_interval_capsule(
        Capsule(mover[:2], mover[2:], 0), (0, 0), delta) == span
    if span is not None:
        assert k.hit is not None and k.hit.time == span[0]


def test_a_segment_swept_onto_a_collinear_one_hits_it_at_the_end() -> None:
    wall, mover = Segment((0.25, 0), (0.25, 0.25)), Segment((-0.5, 0.25), (-0.5, 0))
    swept = mover.sweep_into([wall], (0.75, 0))
    assert swept.hit is not None and swept.hit.time == 1.0
    assert tuple(swept.hit.normal) == (-1.0, 0.0) and tuple(swept.hit.pos) == (0.25, 0.125)
    end = Segment(swept.pos, (swept.pos[0], swept.pos[1] - 0.25))
    assert swept.time < 1 and not wall.overlaps_segment(end)  # backed off, as every sweep


def test_segments_on_one_line_or_parallel_do_not_pass_through_each_other() -> None:
    # Along the line: the ends touch at a third of the step; they overlap after.
    s = Segment((0, 0), (1, 0)).sweep_into([Segment((2, 0), (3, 0))], (3, 0))
    assert s.hit is not None and s.hit.time == 1 / 3 and tuple(s.hit.normal) == (-1.0, 0.0)
    assert tuple(s.hit.pos) == (2.0, 0.0)
    # Crossing a parallel one's line: hit at that instant, normal back toward the mover.
    s = Segment((0.5, 1), (1.5, 1)).sweep_into([Segment((0, 0), (2, 0))], (0, -2))
    assert s.hit is not None and s.hit.time == 0.5 and tuple(s.hit.normal) == (0.0, 1.0)
    assert tuple(s.hit.pos) == (1.0, 0.0)  # the middle of the common piece
    # Ends only meeting on the line, beside it, or ending short of it: misses.
    assert Segment((2, 1), (3, 1)).sweep_into([Segment((0, 0), (2, 0))], (0, -2)).hit is None
    assert Segment((0, 1), (1, 1)).sweep_into([Segment((0, 0), (2, 0))], (5, 0)).hit is None
    assert Segment((0, 1), (1, 1)).sweep_into([Segment((0, 0), (2, 0))], (0, -0.5)).hit is None
    assert Segment((0, 0), (1, 0)).sweep_into([Segment((2, 0), (3, 0))], (1, 0)).hit is None
    # The overlap interval of segments sliding along one line (radius-0 capsules).
    a, b = Capsule((2, 0), (3, 0), 0), Capsule((0, 0), (1, 0), 0)
    assert a.overlap_interval_capsule(b, (0, 0), (4, 0)) == (0.25, 0.75)
    assert a.overlap_interval_capsule(Capsule((0, 1), (1, 1), 0), (0, 0), (0, -2)) is None


def _moved(shape, d):
    """The shape moved by d as a caller moves it: each defining point plus d."""
    if isinstance(shape, Polygon):
        return Polygon([(x + d[0], y + d[1]) for x, y in shape.vertices])
    if isinstance(shape, Capsule):
        return Capsule((shape.a[0] + d[0], shape.a[1] + d[1]),
                       (shape.b[0] + d[0], shape.b[1] + d[1]), shape.radius)
    if isinstance(shape, OBB):
        return OBB((shape.center[0] + d[0], shape.center[1] + d[1]), shape.half, shape.angle)
    if isinstance(shape, AABB):
        return AABB((shape.pos[0] + d[0], shape.pos[1] + d[1]), shape.half)
    return Circle((shape.center[0] + d[0], shape.center[1] + d[1]), shape.radius)


# Sweeps that missed by about 1e-16 while the mover, moved by the whole delta, overlaps
# by the static test: turned boxes (their frame rounds) and polygons (their vertices
# round when moved), found by fuzzing every pair on a grid of quarters, and a circle
# against a box found by hypothesis.
ROUNDED_ENDS = [
    # A circle of a subnormal radius ends on a box of no size; the cast's time rounds to 1.
    (AABB((0.0, 0.25), (0.0, 0.0)), Circle((0.0, 0.0), 2.225073858507203e-309), (0.0, 0.25)),
    (OBB((0.0, 0.25), (0.0, 0.0), 0.0), Circle((0.0, 0.0), 2.225073858507203e-309), (0.0, 0.25)),
    (Circle((0.0, 0.0), 2.225073858507203e-309), AABB((0.0, 0.25), (0.0, 0.0)), (0.0, -0.25)),
    (Polygon([(0.49999999999999956, -1.8660254037844384), (2.0, -1.0),
              (0.5000000000000002, -0.13397459621556118)]),
     Polygon([(-0.8750000000000003, -2.399519052838329), (-0.125, -2.399519052838329),
              (0.25, -1.75), (-0.12499999999999989, -1.100480947161671),
              (-0.8749999999999998, -1.100480947161671), (-1.25, -1.75)]),
     (0.25, 1.0)),
    (Circle((-2.5, 3.0), 0.0),
     Polygon([(-0.7500000000000003, -1.25), (1.0, 0.5),
              (-0.7499999999999999, 2.25), (-2.5, 0.5000000000000002)]),
     (-1.25, 1.25)),
    (Capsule((-1.0, 2.75), (-1.0, -1.5), 0.5),
     Polygon([(1.4999999999999998, 1.5669872981077808), (2.25, 2.0),
              (1.5, 2.4330127018922196)]),
     (-2.0, 0.75)),
    (Polygon([(1.2499999999999998, 0.5), (2.75, 2.0), (1.25, 3.5), (-0.25, 2.0)]),
     AABB((-0.5, -0.75), (1.25, 0.75)),
     (-0.75, 1.75)),
    (AABB((-2.25, 2.5), (1.25, 1.5)),
     Polygon([(1.2499999999999998, 0.06698729810778081), (2.0, 0.5),
              (1.25, 0.9330127018922194)]),
     (-2.25, 0.75)),
    (Polygon([(-2.375, -1.8325317547305482), (-1.75, -0.75),
              (-2.375, 0.3325317547305482), (-3.625, 0.33253175473054863),
              (-4.25, -0.7499999999999999), (-3.6250000000000004, -1.832531754730548)]),
     Circle((-0.25, -2.5), 0.25),
     (-1.5, 1.25)),
    (OBB((-3.0, -1.0), (0.0, 0.0), 0.125),
     Circle((-2.25, 2.75), 1.25),
     (-1.5, -2.75)),
    (Polygon([(0.7499999999999999, 0.75), (1.5, 1.5), (0.75, 2.25), (0.0, 1.5)]),
     OBB((-1.75, 0.0), (0.0, 0.0), 0.7853981633974483),
     (2.0, 1.25)),
    (Capsule((1.75, 1.75), (-2.75, 2.75), 0.5),
     OBB((-0.75, -1.25), (0.0, 0.0), 0.125),
     (2.5, 2.5)),
    (OBB((0.75, 2.75), (0.0, 0.0), 0.3),
     Polygon([(-1.0000000000000002, -1.5), (0.0, -0.5),
              (-0.9999999999999999, 0.5), (-2.0, -0.4999999999999999)]),
     (1.5, 2.5)),
    (Polygon([(1.4999999999999996, -0.8660254037844384), (3.0, 0.0),
              (1.5000000000000002, 0.8660254037844388)]),
     Capsule((0.25, -0.25), (-0.75, -1.5), 0.75),
     (0.5, 0.5)),
    (OBB((-3.0, -2.0), (1.5, 0.0), 0.7853981633974483),
     AABB((-3.0, 0.75), (0.25, 1.0)),
     (-1.0, -2.5)),
    (AABB((-1.25, 2.5), (1.5, 1.25)),
     OBB((1.5, 2.75), (0.0, 1.0), 0.7853981633974483),
     (-1.75, 1.5)),
    (OBB((3.0, 1.75), (0.0, 0.0), 0.125),
     Capsule((-2.75, -3.0), (0.25, -1.5), 0.5),
     (2.75, 2.75)),
    (OBB((2.0, -1.75), (1.5, 0.0), 0.7853981633974483),
     Polygon([(0.7499999999999999, -1.0), (1.25, -0.5),
              (0.75, 0.0), (0.25, -0.49999999999999994)]),
     (1.5, -0.5)),
    (Circle((0.5, 0.25), 0.25),
     OBB((-2.5, 1.5), (0.0, 0.0), 2.5),
     (3.0, -1.0)),
    (OBB((0.75, -1.25), (1.25, 0.0), 0.7853981633974483),
     AABB((-3.0, -0.5), (0.5, 1.0)),
     (2.5, -0.5)),
    (OBB((-0.5, 2.0), (0.0, 0.0), 0.3),
     Circle((-1.0, -1.0), 1.25),
     (0.5, 1.75)),
    (Polygon([(1.7499999999999998, -1.25), (2.5, -0.5),
              (1.75, 0.25), (1.0, -0.4999999999999999)]),
     OBB((0.5, -1.75), (0.0, 1.25), 1.0),
     (1.25, 0.5)),
    (OBB((1.5, 2.75), (0.0, 0.0), 0.3),
     Capsule((-3.0, -1.25), (0.5, 0.5), 1.25),
     (1.0, 1.0)),
    (AABB((0.5, 2.25), (0.0, 1.0)),
     OBB((0.25, 0.5), (1.5, 0.0), 0.7853981633974483),
     (0.75, 1.25)),
    (Capsule((1.5, -2.5), (0.0, -1.75), 1.25),
     OBB((-2.0, 1.0), (0.0, 0.0), 0.125),
     (1.25, -1.75)),
]


@pytest.mark.parametrize("static, mover, delta", ROUNDED_ENDS)
def test_a_sweep_that_misses_never_ends_overlapping(static, mover, delta) -> None:
    """Where the static test calls the end overlapping, the sweep hits at time 1 with
    the push-out at the end (its normal and contact), as C and the oracle both say."""
    swept = sweep(static, mover, delta)
    end = _moved(mover, delta)
    assert overlaps(static, end)  # what made these cases: a miss, yet this
    assert swept.hit is not None and swept.hit.time == 1.0 and not swept.started_overlapping
    push = intersect(static, end)
    assert tuple(swept.hit.normal) == tuple(push.normal)
    assert tuple(swept.hit.pos) == tuple(push.pos)
    assert swept.time < 1  # backed off, as every sweep's hit


def test_a_turned_box_of_no_size_swept_to_touch_a_circle_does_not_end_overlapping() -> None:
    point, circle = OBB((0, -2.25), (0, 0), 2.5), Circle((0, 2.5), 1)
    swept = point.sweep_circle(circle, (0, -3.75))
    assert swept.hit is not None or not point.overlaps_circle(Circle(swept.pos, 1))
    assert swept.hit is not None and swept.hit.time == 1.0  # 1e-16 inside in its frame
