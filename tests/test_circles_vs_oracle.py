"""The C scalar functions for circles, segments and lines equal the pure-Python oracle bit for bit.

collide2d.oracle (circle.py, circle_sweep.py, lines.py) is the reference: the same formulas as the C core
(docs/circles-and-lines.md), the same operations in the same order, so every
float (sign of zero included) must match. The cases (tests/circle_strategies.py)
mix geometry built for exact ties -- tangent, touching, on the boundary, at
the centre, zero radius and length -- scaled by powers of two up to 2**190 and
down to subnormals, with free rows over the whole valid range.

The oracle's own exactness (yes/no answers against fractions.Fraction,
hand-derived cases) is tested in tests/test_oracle_*.py; together the
two give the C core those properties.
"""

from __future__ import annotations

import struct

import collide2d
from collide2d import oracle
from hypothesis import given, settings

from circle_shapes import aabb, circle, segment
from circle_strategies import CASES

EXAMPLES = settings(max_examples=300, deadline=None)


def bits(value: float) -> bytes:
    return struct.pack("<d", float(value))


def assert_same(got, expected, what: str) -> None:
    assert bits(got) == bits(expected), f"{what}: got {got!r}, oracle {expected!r}"


def assert_same_vec(got, expected, what: str) -> None:
    assert_same(got[0], expected[0], what + ".x")
    assert_same(got[1], expected[1], what + ".y")


def assert_same_hit(got, expected, collider, what: str = "hit") -> None:
    if expected is None:
        assert got is None, f"{what}: oracle has no hit, C has {got!r}"
        return
    assert got is not None, f"{what}: oracle hits ({expected!r}), C does not"
    assert got.collider is collider
    assert_same_vec(got.pos, expected.pos, what + ".pos")
    assert_same_vec(got.delta, expected.delta, what + ".delta")
    assert_same_vec(got.normal, expected.normal, what + ".normal")
    assert_same(got.time, expected.time, what + ".time")


def assert_same_sweep(got, expected, collider) -> None:
    assert_same_hit(got.hit, expected.hit, collider, "sweep.hit")
    assert_same_vec(got.pos, expected.pos, "sweep.pos")
    assert_same(got.time, expected.time, "sweep.time")
    assert got.started_overlapping is expected.started_overlapping


# ---- 3. hit tests --------------------------------------------------------------------


@EXAMPLES
@given(CASES["circle-point"])
def test_circle_intersect_point(case):
    c, p = case
    receiver = circle(c)
    assert_same_hit(receiver.intersect_point(p), oracle.intersect_circle_point(c, p), receiver)


@EXAMPLES
@given(CASES["circle-circle"])
def test_circle_intersect_circle(case):
    c, other = case
    receiver = circle(c)
    assert_same_hit(receiver.intersect_circle(circle(other)),
                    oracle.intersect_circle_circle(c, other), receiver)


@EXAMPLES
@given(CASES["circle-box"])
def test_circle_intersect_aabb(case):
    c, box = case
    receiver = circle(c)
    assert_same_hit(receiver.intersect_aabb(aabb(box)), oracle.intersect_circle_aabb(c, box), receiver)


@EXAMPLES
@given(CASES["box-circle"])
def test_aabb_intersect_circle(case):
    box, c = case
    receiver = aabb(box)
    assert_same_hit(receiver.intersect_circle(circle(c)), oracle.intersect_aabb_circle(box, c),
                    receiver)


@EXAMPLES
@given(CASES["circle-cast"])
def test_circle_intersect_segment(case):
    c, pos, delta = case
    receiver = circle(c)
    assert_same_hit(receiver.intersect_segment(pos, delta),
                    oracle.intersect_circle_segment(c, pos, delta), receiver)


# ---- 1-2. lines -------------------------------------------------------------------------


@EXAMPLES
@given(CASES["segment-segment"])
def test_line_intersection_segments_and_lines(case):
    a, b = case
    for segments in (True, False):
        got = collide2d.line_intersection(a[:2], a[2:], b[:2], b[2:], segments=segments)
        want = oracle.line_intersection(a[:2], a[2:], b[:2], b[2:], segments=segments)
        assert got.kind == want.kind, (segments, got, want)
        assert_same_vec(got.start, want.start, "start")
        assert_same_vec(got.end, want.end, "end")
        assert_same_vec(got.t, want.t, "t")
        assert_same_vec(got.u, want.u, "u")
    # Segment.intersection is the segments form.
    assert segment(a).intersection(segment(b)) == collide2d.line_intersection(
        a[:2], a[2:], b[:2], b[2:])


@EXAMPLES
@given(CASES["circle-line"])
def test_circle_line_points(case):
    c, p1, p2 = case
    for as_segment in (True, False):
        got = collide2d.circle_line_points(circle(c), p1, p2, segment=as_segment)
        want = oracle.circle_line_points(c[:2], c[2], p1, p2, segment=as_segment)
        assert len(got) == len(want), (as_segment, got, want)
        for (gp, gu), (wp, wu) in zip(got, want):
            assert_same_vec(gp, wp, "point")
            assert_same(gu, wu, "u")


# ---- 4-5. sweeps and intervals --------------------------------------------------------


@EXAMPLES
@given(CASES["circle-sweep-circle"])
def test_circle_sweep_circle(case):
    c, other, delta = case
    receiver = circle(c)
    assert_same_sweep(receiver.sweep_circle(circle(other), delta),
                      oracle.sweep_circle_circle(c, other, delta), receiver)


@EXAMPLES
@given(CASES["box-sweep-circle"])
def test_aabb_sweep_circle(case):
    box, c, delta = case
    receiver = aabb(box)
    assert_same_sweep(receiver.sweep_circle(circle(c), delta),
                      oracle.sweep_aabb_circle(box, c, delta), receiver)


@EXAMPLES
@given(CASES["circle-sweep-box"])
def test_circle_sweep_aabb(case):
    c, box, delta = case
    receiver = circle(c)
    assert_same_sweep(receiver.sweep_aabb(aabb(box), delta), oracle.sweep_circle_aabb(c, box, delta),
                      receiver)


@EXAMPLES
@given(CASES["circle-interval"])
def test_circle_overlap_interval(case):
    c, other, delta, other_delta = case
    got = circle(c).overlap_interval(circle(other), delta, other_delta)
    want = oracle.overlap_interval_circle_circle(c, other, delta, other_delta)
    if want is None:
        assert got is None, got
    else:
        assert got is not None, want
        assert_same(got[0], want[0], "first")
        assert_same(got[1], want[1], "last")


@settings(max_examples=150, deadline=None)
@given(CASES["box-sweep-circle"], CASES["circle-sweep-circle"])
def test_sweep_into_mixed(box_case, circle_case):
    box, body, delta = box_case
    other = circle_case[1]
    colliders = [aabb(box), circle(other), aabb(box)]
    tagged = [("aabb", box), ("circle", other), ("aabb", box)]
    got = circle(body).sweep_into(colliders, delta)
    want, index = oracle.sweep_into_mixed(("circle", body), tagged, delta)
    assert_same_sweep(got, want, colliders[index] if index >= 0 else None)


# ---- 6. overlaps ----------------------------------------------------------------------------


def _overlaps(kind_a, a, kind_b, b):
    make = {"point": lambda v: v, "circle": circle, "aabb": aabb, "segment": segment}
    return collide2d.overlaps(make[kind_a](a), make[kind_b](b))


@EXAMPLES
@given(CASES["segment-segment"], CASES["segment-circle"], CASES["segment-box"],
       CASES["circle-box"], CASES["circle-point"], CASES["circle-circle"])
def test_overlaps_every_pair(ss, sc, sb, cb, cp, cc):
    pairs = [("segment", ss[0], "segment", ss[1]), ("segment", sc[0], "circle", sc[1]),
             ("segment", sb[0], "aabb", sb[1]), ("circle", cb[0], "aabb", cb[1]),
             ("point", cp[1], "circle", cp[0]), ("circle", cp[0], "circle", cp[0]),
             ("point", cp[1], "segment", ss[0]), ("point", cp[1], "point", cp[1])]
    for kind_a, a, kind_b, b in pairs:
        want = oracle.overlaps(kind_a, a, kind_b, b)
        assert _overlaps(kind_a, a, kind_b, b) is want, (kind_a, a, kind_b, b)
        assert _overlaps(kind_b, b, kind_a, a) is want, (kind_b, b, kind_a, a)
    # The scalar overlap methods are the same tests.
    c, box = circle(cb[0]), aabb(cb[1])
    assert c.overlaps_aabb(box) is box.overlaps_circle(c) is oracle.overlaps("circle", cb[0], "aabb", cb[1])
    other = circle(cc[1])
    assert circle(cc[0]).overlaps_circle(other) is oracle.overlaps("circle", cc[0], "circle", cc[1])

