"""Properties of the oracle's hits and sweeps: deltas separate, colliders mirror each other,
sweeps end outside, sweep_into_mixed is the nearest of the single sweeps, overlaps is symmetric.
"""

from __future__ import annotations

import math
from fractions import Fraction

from collide2d import oracle
from collide2d.oracle import Hit, LineIntersection, Sweep
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import strategies as S
from oracle_checks import (
    FEW,
    PROPERTY,
    assert_same_float,
    bits,
    fdot,
    floats_of,
    fr,
    fsub,
    fvec,
)
from oracle_exact import _segment_disc_scale, exact_box_circle, exact_circle_circle
from oracle_geometry import (
    box_circle_cases,
    box_geometry,
    box_sweep_cases,
    box_sweep_geometry,
    circle_geometry,
    circle_pair_cases,
    circle_sweep_cases,
    exact_box_circles,
    exact_box_sweeps,
    exact_circle_pairs,
    exact_circle_sweeps,
    families,
    general_circles,
    general_segments,
    interval_geometry,
    segment_circle_cases,
)

# ==========================================================================

def rounding_allowance(*numbers) -> Fraction:
    """How far below r^2 a squared distance may end after an irrational push:
    the moved centre is rounded to ~1 ulp of the largest coordinate, so the
    distance may be short by ~2**-52 * scale; allowed: 2**-46 * scale^2."""
    scale = max(abs(fr(v)) for v in numbers)
    return Fraction(2) ** -46 * scale * scale


def axis_aligned(normal) -> bool:
    return set(map(abs, normal)) <= {0.0, 1.0}


@PROPERTY
@given(case=exact_circle_pairs, as_point=st.booleans())
def test_applying_the_delta_separates_the_circles(case, as_point):
    """After ``other`` (or the point) moves by ``hit.delta`` the exact distance
    is the radius sum up to the rounding of an irrational normal
    (``rounding_allowance``); when
    the push is along an axis or the centres coincide (normal (0, 1)) the shapes
    touch exactly and no longer collide."""
    _, (circle, other) = case
    if as_point:
        other = (other[0], other[1], 0.0)
    hit = (oracle.intersect_circle_point(circle, other[:2]) if as_point
           else oracle.intersect_circle_circle(circle, other))
    if hit is None:
        return
    moved = (other[0] + hit.delta[0], other[1] + hit.delta[1], other[2])
    dist2 = fdot(fsub(fvec(moved), fvec(circle)), fsub(fvec(moved), fvec(circle)))
    radius_sum = fr(circle[2]) + fr(other[2])
    assert dist2 >= radius_sum**2 - rounding_allowance(*circle, *other, *moved)
    if axis_aligned(hit.normal):
        assert dist2 == radius_sum**2
        assert oracle.intersect_circle_circle(circle, moved) is None


@PROPERTY
@given(case=exact_box_circles)
def test_applying_the_delta_separates_box_and_circle(case):
    """``aabb_intersect_circle`` moves the circle, ``circle_intersect_aabb`` the box,
    by ``hit.delta``: afterwards the exact distance from the centre to the box is
    r (up to ``rounding_allowance`` for a diagonal push from a corner); pushes along an axis
    (every centre inside or on the box, and faces) leave them exactly touching
    and not colliding."""
    _, (box, circle) = case
    for circle_moves in (True, False):
        hit = (oracle.intersect_aabb_circle(box, circle) if circle_moves
               else oracle.intersect_circle_aabb(circle, box))
        if hit is None:
            continue
        if circle_moves:
            box2, circle2 = box, (circle[0] + hit.delta[0], circle[1] + hit.delta[1], circle[2])
        else:
            box2, circle2 = (box[0] + hit.delta[0], box[1] + hit.delta[1], box[2], box[3]), circle
        bx, by, hx, hy = map(fr, box2)
        cx, cy, r = map(fr, circle2)
        qx = min(max(cx, bx - hx), bx + hx)
        qy = min(max(cy, by - hy), by + hy)
        dist2 = (cx - qx) ** 2 + (cy - qy) ** 2
        assert dist2 >= r * r - rounding_allowance(*box, *circle, *box2, *circle2), hit
        if axis_aligned(hit.normal):
            assert dist2 == r * r
            assert oracle.intersect_aabb_circle(box2, circle2) is None


@PROPERTY
@given(case=circle_pair_cases)
def test_swapping_the_circles_negates_normal_and_delta(case):
    """``intersect_circle(b, a)`` has the opposite normal and delta of
    ``intersect_circle(a, b)`` (the same radius sum; ``d`` negates exactly) --
    except for coincident centres, where both push along (0, 1)."""
    _, (a, b) = case
    ab, ba = oracle.intersect_circle_circle(a, b), oracle.intersect_circle_circle(b, a)
    assert (ab is None) == (ba is None)
    if ab is None:
        return
    if a[:2] == b[:2]:
        assert ab.normal == ba.normal == (0.0, 1.0)
        return
    assert ba.normal == (-ab.normal[0], -ab.normal[1])
    assert ba.delta == (-ab.delta[0], -ab.delta[1])


@PROPERTY
@given(case=box_circle_cases)
def test_circle_and_box_as_colliders_mirror_each_other_outside_the_box(case):
    """For a centre outside the box (``e = -d`` exactly), ``circle_intersect_aabb``
    has the opposite normal and delta of ``aabb_intersect_circle``."""
    _, (box, circle) = case
    outside = not (box[0] - box[2] <= circle[0] <= box[0] + box[2]
                   and box[1] - box[3] <= circle[1] <= box[1] + box[3])
    assume(outside)
    a, b = oracle.intersect_aabb_circle(box, circle), oracle.intersect_circle_aabb(circle, box)
    assert (a is None) == (b is None)
    if a is not None:
        assert b.normal == (-a.normal[0], -a.normal[1])
        assert b.delta == (-a.delta[0], -a.delta[1])


def approach_ok(hit, delta, *numbers) -> bool:
    """True when the 1e-8 time back-off moves the shapes apart by far more than
    the rounding of the end position: ``1e-8 * (-normal . delta)`` (the rate at
    which the gap closes at contact) must exceed 2**-40 times the largest number
    involved.  Paths that only graze the shape close the gap too slowly."""
    closing = -(hit.normal[0] * delta[0] + hit.normal[1] * delta[1])
    scale = max(abs(v) for v in numbers) + 1.0
    return 1e-8 * closing > 2.0**-40 * scale


@PROPERTY
@given(case=exact_circle_sweeps)
def test_circle_sweep_ends_not_overlapping(case):
    """Unless it started overlapping, the mover at ``sweep.pos`` does not overlap
    the collider (oracle test and exact distance), for the paths that do not
    graze it (``approach_ok``); with no hit it ends at start + delta."""
    _, (collider, mover, delta) = case
    sweep = oracle.sweep_circle_circle(collider, mover, delta)
    assume(not sweep.started_overlapping)
    end = (sweep.pos[0], sweep.pos[1], mover[2])
    if sweep.hit is None:
        assert sweep.time == 1.0 and sweep.pos == (mover[0] + delta[0], mover[1] + delta[1])
        return
    assume(approach_ok(sweep.hit, delta, *collider, *mover, *delta))
    assert oracle.intersect_circle_circle(collider, end) is None
    assert not exact_circle_circle(collider, end)[0]
    assert 0.0 <= sweep.time < sweep.hit.time or sweep.time == sweep.hit.time == 0.0


@PROPERTY
@given(case=exact_box_sweeps)
def test_box_and_circle_sweeps_end_not_overlapping(case):
    """Both ``aabb_sweep_circle`` (the circle moves) and ``circle_sweep_aabb``
    (the box moves by -delta) end without overlap, by the oracle's static test
    and in exact arithmetic, unless they started overlapping or graze."""
    _, (box, circle, delta) = case
    sweep = oracle.sweep_aabb_circle(box, circle, delta)
    if not sweep.started_overlapping and sweep.hit is not None and approach_ok(
            sweep.hit, delta, *box, *circle, *delta):
        end = (sweep.pos[0], sweep.pos[1], circle[2])
        assert oracle.intersect_aabb_circle(box, end) is None
        assert not exact_box_circle(box, end)[0]
    back = (-delta[0], -delta[1])
    sweep = oracle.sweep_circle_aabb(circle, box, back)
    if not sweep.started_overlapping and sweep.hit is not None and approach_ok(
            sweep.hit, back, *box, *circle, *delta):
        end = (sweep.pos[0], sweep.pos[1], box[2], box[3])
        assert oracle.intersect_circle_aabb(circle, end) is None
        assert not exact_box_circle(end, circle)[0]


def union_of_parts_time(box, circle, delta):
    """The first time the centre enters the rounded box, computed from its parts:
    the box grown by r on x only, on y only (noonat/intersect's segment cast) and the four
    corner circles of radius r (the raycast).  Their open interiors cover the
    open rounded box exactly when r > 0."""
    bx, by, hx, hy = box
    cx, cy, r = circle
    times = []
    for pad_x, pad_y in ((r, 0.0), (0.0, r)):
        hit = oracle.intersect_aabb_segment(box, (cx, cy), delta, pad_x, pad_y)
        if hit is not None:
            times.append(hit.time)
    for kx in (bx - hx, bx + hx):
        for ky in (by - hy, by + hy):
            hit = oracle.intersect_circle_segment((kx, ky, r), (cx, cy), delta)
            if hit is not None:
                times.append(hit.time)
    return min(times, default=None)


@PROPERTY
@given(case=box_sweep_cases)
def test_rounded_box_sweep_is_the_union_of_two_grown_boxes_and_four_corner_circles(case):
    """``aabb_sweep_circle`` hits (not stuck) exactly when the union of the parts
    does, for r > 0 and a non-zero motion, at the same time: bit for bit when both
    pick the same part (the face slab or the corner raycast is the same formula),
    within 2**-40 at the seam where an entry exactly on a corner square's edge is
    a face hit for the rounded box (slab time ``num * (1 / delta)``) and a corner
    hit for the union (raycast ``k / q``).  Skipped on calm inputs: hit/no-hit
    disagreements (ties between the parts), and times compared within 1e-9."""
    family, (box, circle, delta) = case
    assume(circle[2] > 0 and (delta[0] != 0 or delta[1] != 0))
    sweep = oracle.sweep_aabb_circle(box, circle, delta)
    assume(not sweep.started_overlapping)
    expected = union_of_parts_time(box, circle, delta)
    got = None if sweep.hit is None else sweep.hit.time
    if family == "calm" and (got is None) != (expected is None):
        assume(False)
    assert (got is None) == (expected is None), (got, expected)
    if got is not None:
        assert abs(got - expected) <= (1e-9 if family == "calm" else 2.0**-40), (got, expected)


@PROPERTY
@given(case=box_sweep_cases)
def test_box_swept_into_a_circle_is_the_circle_swept_backwards_into_the_box(case):
    """``circle_sweep_aabb(circle, box, delta)`` is the rounded-box cast of
    ``aabb_sweep_circle(box, circle, -delta)``: same stuck flag, same hit times
    bit for bit, opposite normals (as values: the negation is written 0.0 - n).
    Not for a zero motion, which is the static tests, whose tie rules do not
    mirror (at the box's centre both push along +y), nor for the static push-out
    that replaces a stuck start's cast when rounding makes the cast miss (only
    possible on calm inputs)."""
    family, (box, circle, delta) = case
    assume(delta[0] != 0 or delta[1] != 0)
    a = oracle.sweep_aabb_circle(box, circle, (-delta[0], -delta[1]))
    b = oracle.sweep_circle_aabb(circle, box, delta)
    assert a.started_overlapping == b.started_overlapping
    assert (a.hit is None) == (b.hit is None)
    assert bits(a.time) == bits(b.time)
    if a.hit is not None:
        assert bits(a.hit.time) == bits(b.hit.time)
        if family == "exact" or not a.started_overlapping:
            assert b.hit.normal == (-a.hit.normal[0], -a.hit.normal[1])


@PROPERTY
@given(circle_case=circle_sweep_cases, box_case=box_sweep_cases)
def test_started_overlapping_is_exactly_the_static_test(circle_case, box_case):
    """For all three sweeps ``started_overlapping`` is the static test's answer,
    and then the sweep has a hit and time 0."""
    _, (collider, mover, delta) = circle_case
    _, (box, circle, box_delta) = box_case
    sweeps = [
        (oracle.sweep_circle_circle(collider, mover, delta),
         oracle.intersect_circle_circle(collider, mover)),
        (oracle.sweep_aabb_circle(box, circle, box_delta), oracle.intersect_aabb_circle(box, circle)),
        (oracle.sweep_circle_aabb(circle, box, box_delta), oracle.intersect_circle_aabb(circle, box)),
    ]
    for sweep, static in sweeps:
        assert sweep.started_overlapping is (static is not None)
        if sweep.started_overlapping:
            assert sweep.hit is not None and sweep.time == 0.0


@st.composite
def mixed_sweep_into_cases(draw):
    """(body, colliders, delta): tagged boxes and circles near the body's path,
    with repeats so that ties between colliders happen."""
    family = draw(families())
    body_box, body_circle, delta = draw(box_sweep_geometry())
    body = ("circle", family.circle(draw, body_circle)) if draw(st.booleans()) else (
        "aabb", family.box(draw, (body_circle[0], body_circle[1], body_circle[2], body_circle[2])))
    delta = family.motion(draw, delta)
    colliders = [("aabb", family.box(draw, body_box))]
    for _ in range(draw(st.integers(0, 4))):
        if draw(st.booleans()):
            colliders.append(colliders[draw(st.integers(0, len(colliders) - 1))])
        elif draw(st.booleans()):
            colliders.append(("circle", family.circle(draw, draw(circle_geometry()))))
        else:
            colliders.append(("aabb", family.box(draw, draw(box_geometry()))))
    return body, draw(st.permutations(colliders)), delta


@PROPERTY
@given(case=mixed_sweep_into_cases())
def test_sweep_into_mixed_is_the_first_nearest_of_the_single_sweeps(case):
    """The result is the single sweep with the smallest time below 1 (field for field;
    at an exact tie one that started overlapping, then the first collider's), or no hit
    at start + delta."""
    body, colliders, delta = case
    kind, shape = body
    singles = []
    for ckind, cshape in colliders:
        if ckind == "aabb" and kind == "aabb":
            singles.append(oracle.sweep_aabb_aabb(cshape, shape, delta))
        elif ckind == "aabb":
            singles.append(oracle.sweep_aabb_circle(cshape, shape, delta))
        elif kind == "aabb":
            singles.append(oracle.sweep_circle_aabb(cshape, shape, delta))
        else:
            singles.append(oracle.sweep_circle_circle(cshape, shape, delta))
    sweep, index = oracle.sweep_into_mixed(body, colliders, delta)
    best = min((s.time for s in singles), default=1.0)
    if best >= 1.0:
        assert index == -1 and sweep == Sweep(None, (shape[0] + delta[0], shape[1] + delta[1]),
                                              1.0, False)
        return
    assert index == min((i for i, s in enumerate(singles) if s.time == best),
                        key=lambda i: (not singles[i].started_overlapping, i))
    assert sweep == singles[index]
    assert sweep.hit.collider is colliders[index][1]


@PROPERTY
@given(case=interval_geometry())
def test_overlap_interval_agrees_with_intersect_circle_sampled_along_the_step(case):
    """At t = k/16 (exact positions on these dyadic inputs) the moved circles
    overlap when first < t < last and do not when t < first or t > last
    (samples within 1e-9 of an end are skipped); with None no sample overlaps;
    ``first`` is 0 when they overlap at t = 0."""
    circle, other, delta, other_delta = case
    interval = oracle.overlap_interval_circle_circle(circle, other, delta, other_delta)
    overlapping = {}
    for k in range(17):
        t = k / 16
        a = (circle[0] + delta[0] * t, circle[1] + delta[1] * t, circle[2])
        b = (other[0] + other_delta[0] * t, other[1] + other_delta[1] * t, other[2])
        overlapping[t] = oracle.intersect_circle_circle(a, b) is not None
    if interval is None:
        assert not any(overlapping.values()), overlapping
        return
    first, last = interval
    assert 0.0 <= first < last <= 1.0
    if overlapping[0.0]:
        assert_same_float(first, 0.0, "first")
    for t, hit in overlapping.items():
        if first + 1e-9 < t < last - 1e-9:
            assert hit, f"t={t} inside ({first}, {last}) but no overlap"
        elif t < first - 1e-9 or t > last + 1e-9:
            assert not hit, f"t={t} outside ({first}, {last}) but overlapping"


@PROPERTY
@given(circle=general_circles, other=general_circles, delta=S.deltas, other_delta=S.deltas)
def test_overlap_interval_is_ordered_within_the_step(circle, other, delta, other_delta):
    """Whenever there is an interval, 0 <= first < last <= 1 (any valid floats)."""
    interval = oracle.overlap_interval_circle_circle(circle, other, delta, other_delta)
    if interval is not None:
        first, last = interval
        assert 0.0 <= first < last <= 1.0


@PROPERTY
@given(case=segment_circle_cases, segment=st.booleans())
def test_circle_line_points_lie_on_the_circle_in_order(case, segment):
    """Points are ``p1 + u d``, ordered by u, with u in [0, 1] for segments, and
    lie on the circle up to rounding: ``| |P - c|^2 - r^2 | <= 2**-40 S^2``."""
    _, (circle, p1, p2) = case
    got = oracle.circle_line_points(circle[:2], circle[2], p1, p2, segment)
    us = [u for _, u in got]
    assert us == sorted(us)
    d = (p2[0] - p1[0], p2[1] - p1[1])
    c, r = fvec(circle), fr(circle[2])
    scale2 = _segment_disc_scale(fsub(fvec(p1), c), fsub(fvec(p2), c), r)
    for point, u in got:
        assert point == (p1[0] + u * d[0], p1[1] + u * d[1])
        if segment:
            assert 0.0 <= u <= 1.0
        w = fsub(fvec(point), c)
        assert abs(fdot(w, w) - r * r) <= Fraction(2) ** -40 * scale2 + Fraction(2) ** -40 * (
            fr(abs(u)) ** 2 * fdot(fvec(d), fvec(d)))


@PROPERTY
@given(box_point=S.box_point_pairs)
def test_zero_radius_circle_is_noonats_point(box_point):
    """A circle of radius 0 against a box is noonat/intersect's point (any floats):
    ``aabb_intersect_circle`` equals ``intersect_aabb_point``."""
    box, point = box_point
    circle = (point[0], point[1], 0.0)
    assert oracle.intersect_aabb_circle(box, circle) == oracle.intersect_aabb_point(box, point)


@PROPERTY
@given(box_point=S.quarter_box_point_pairs, delta=S.quarter_deltas)
def test_zero_radius_circle_sweep_is_noonats_segment_cast(box_point, delta):
    """Sweeping a circle of radius 0 hits exactly when noonat/intersect's segment cast
    does, at the same time, with the same normal for a moving point.  Quarter
    steps: at huge coordinates noonat/intersect's own cast and point test can disagree
    (``cy - hy`` rounds onto ``cy`` for a unit box at 1.6e60), and the sweep then
    takes the static test's answer."""
    box, point = box_point
    circle = (point[0], point[1], 0.0)
    sweep = oracle.sweep_aabb_circle(box, circle, delta)
    cast = oracle.intersect_aabb_segment(box, point, delta)
    assert (sweep.hit is None) == (cast is None)
    if cast is not None:
        assert bits(sweep.hit.time) == bits(cast.time)
        if delta[0] != 0 or delta[1] != 0:
            assert sweep.hit.normal == cast.normal


ALL_KINDS = st.sampled_from(oracle.SHAPE_KINDS)


@st.composite
def any_shape(draw, kind):
    if kind == "point":
        return draw(S.points)
    if kind == "segment":
        return draw(general_segments)
    if kind == "circle":
        return draw(general_circles)
    if kind == "obb":
        turn = st.integers(-4, 4).map(lambda k: k * (math.pi / 2))
        return (*draw(S.boxes), draw(turn | st.floats(-10, 10)))
    if kind == "capsule":
        return (*draw(general_segments), draw(S.boxes)[2])
    return draw(S.boxes)


@st.composite
def shape_pairs(draw):
    """Two shapes of any kinds, general floats; half the time the second is
    built from the first's numbers (same centre, shared end points)."""
    kind_a, kind_b = draw(ALL_KINDS), draw(ALL_KINDS)
    a, b = draw(any_shape(kind_a)), draw(any_shape(kind_b))
    if draw(st.booleans()):
        b = tuple(a[i % len(a)] if i < 2 else abs(a[i % len(a)]) for i in range(len(b)))
        if kind_b == "segment":
            b = (a[0], a[1], *draw(S.points))
    return kind_a, a, kind_b, b


@PROPERTY
@given(case=shape_pairs())
def test_overlaps_is_symmetric_and_matches_the_hit_tests(case):
    """``overlaps`` answers the same in both orders and equals "the matching hit
    test is not None" (any floats, full range)."""
    kind_a, a, kind_b, b = case
    got = oracle.overlaps(kind_a, a, kind_b, b)
    assert oracle.overlaps(kind_b, b, kind_a, a) is got
    pair = {kind_a: a, kind_b: b}
    if kind_a == kind_b == "circle":
        assert got is (oracle.intersect_circle_circle(a, b) is not None)
    elif kind_a == kind_b == "aabb":
        assert got is oracle.overlaps_aabb_aabb(a, b)
    elif set(pair) == {"point", "circle"}:
        assert got is (oracle.intersect_circle_point(pair["circle"], pair["point"]) is not None)
    elif set(pair) == {"circle", "aabb"}:
        assert got is (oracle.intersect_aabb_circle(pair["aabb"], pair["circle"]) is not None)
        assert got is (oracle.intersect_circle_aabb(pair["circle"], pair["aabb"]) is not None)
    elif set(pair) == {"point", "aabb"}:
        assert got is (oracle.intersect_aabb_point(pair["aabb"], pair["point"]) is not None)
    elif kind_a == kind_b == "obb":
        assert got is (oracle.intersect_obb_obb(a, b) is not None)
    elif set(pair) == {"obb", "aabb"}:
        assert got is (oracle.intersect_obb_aabb(pair["obb"], pair["aabb"]) is not None)
        assert got is (oracle.intersect_aabb_obb(pair["aabb"], pair["obb"]) is not None)
    elif set(pair) == {"obb", "circle"}:
        assert got is (oracle.intersect_obb_circle(pair["obb"], pair["circle"]) is not None)
    elif set(pair) == {"obb", "point"}:
        assert got is (oracle.intersect_obb_point(pair["obb"], pair["point"]) is not None)
    elif kind_a == kind_b == "capsule":
        assert got is oracle.overlaps_capsule_capsule(a, b)
    elif "capsule" in pair:
        other = kind_b if kind_a == "capsule" else kind_a
        test = getattr(oracle, f"overlaps_capsule_{other}")
        assert got is test(pair["capsule"], pair[other])
    elif "obb" in pair:  # obb-segment
        assert got is oracle.overlaps_obb_segment(pair["obb"], pair["segment"])
    elif kind_a == "point" or kind_b == "point":
        assert got is False  # point-point, point-segment


def _results_of_everything(circle, other, box, seg, delta, other_delta, segment):
    a1, a2, b1, b2 = seg[:2], seg[2:], circle[:2], other[:2]
    return [
        oracle.line_intersection(a1, a2, b1, b2, segment),
        oracle.circle_line_points(circle[:2], circle[2], a1, a2, segment),
        oracle.intersect_circle_point(circle, a1),
        oracle.intersect_circle_circle(circle, other),
        oracle.intersect_aabb_circle(box, circle),
        oracle.intersect_circle_aabb(circle, box),
        oracle.intersect_circle_segment(circle, a1, delta),
        oracle.sweep_circle_circle(circle, other, delta),
        oracle.sweep_aabb_circle(box, circle, delta),
        oracle.sweep_circle_aabb(circle, box, delta),
        oracle.sweep_into_mixed(("circle", other), [("aabb", box), ("circle", circle)], delta),
        oracle.sweep_into_mixed(("aabb", box), [("circle", circle), ("circle", other)], delta),
        oracle.overlap_interval_circle_circle(circle, other, delta, other_delta),
    ]


@settings(max_examples=200, deadline=None)
@given(
    circle=general_circles, other=general_circles, box=S.boxes, seg=general_segments,
    delta=S.deltas, other_delta=S.deltas, segment=st.booleans(),
    related=st.integers(0, 3),
)
def test_no_result_is_ever_nan_or_infinite(circle, other, box, seg, delta, other_delta, segment,
                                           related):
    """Over the whole valid range (signed zeros, subnormals, +-2**200) no float
    in any result is NaN or infinite, and no normal, time or parameter is -0.0.  ``related`` ties the shapes together
    (same centres, a segment from the centre, the box around the circle) so that
    the degenerate branches run too."""
    if related == 1:
        other = (circle[0], circle[1], other[2])
        seg = (circle[0], circle[1], seg[2], seg[3])
    elif related == 2:
        box = (circle[0], circle[1], box[2], box[3])
        seg = (seg[0], seg[1], seg[0], seg[1])
    for result in _results_of_everything(circle, other, box, seg, delta, other_delta, segment):
        values = list(floats_of(result))
        assert all(math.isfinite(v) for v in values), result
        for value in signed_zero_free(result):
            assert bits(value) != bits(-0.0), result


def signed_zero_free(result):
    """The fields documented never to be -0.0: normals, times, the parameters
    t and u of a line intersection and of circle-line points, interval ends."""
    if isinstance(result, tuple) and len(result) == 2 and isinstance(result[0], Sweep):
        result = result[0]  # sweep_into_mixed's (sweep, index)
    if isinstance(result, Sweep):
        yield result.time
        result = result.hit
    if isinstance(result, Hit):
        yield from (*result.normal, result.time)
    elif isinstance(result, LineIntersection):
        yield from (*result.t, *result.u)
    elif isinstance(result, tuple) and result and isinstance(result[0], float):
        yield from result  # an overlap interval
    elif isinstance(result, tuple):
        yield from (u for _, u in result)  # circle-line points


@FEW
@given(circle=general_circles, other=general_circles, box=S.boxes, seg=general_segments,
       delta=S.deltas)
def test_inputs_are_not_modified(circle, other, box, seg, delta):
    """Lists passed in are unchanged afterwards (same values, same bits), and the
    collider sequence of ``sweep_into_mixed`` keeps its objects and order."""
    lists = [list(circle), list(other), list(box), list(seg), list(delta)]
    before = [[bits(float(v)) for v in item] for item in lists]
    c, o, b, s, d = lists
    colliders = [("aabb", b), ("circle", o)]
    order = [id(item) for item in colliders]
    oracle.line_intersection(s[:2], s[2:], c[:2], o[:2])
    oracle.circle_line_points(c[:2], c[2], s[:2], s[2:])
    oracle.intersect_circle_point(c, s[:2])
    oracle.intersect_circle_circle(c, o)
    oracle.intersect_aabb_circle(b, c)
    oracle.intersect_circle_aabb(c, b)
    oracle.intersect_circle_segment(c, s[:2], d)
    oracle.sweep_circle_circle(c, o, d)
    oracle.sweep_aabb_circle(b, c, d)
    oracle.sweep_circle_aabb(c, b, d)
    oracle.sweep_into_mixed(("circle", c), colliders, d)
    oracle.overlap_interval_circle_circle(c, o, d, d)
    oracle.overlaps("segment", s, "circle", c)
    assert [[bits(float(v)) for v in item] for item in lists] == before
    assert [id(item) for item in colliders] == order


def test_the_names_of_earlier_releases_remain_as_aliases() -> None:
    import collide2d.oracle_circles as old

    assert old.circle_intersect_aabb is oracle.intersect_circle_aabb
    assert oracle.overlap_interval is oracle.overlap_interval_aabb_aabb
    assert oracle.sweep_into is oracle.sweep_into_aabb
    # Every name the old module has is the oracle's (new names live in the oracle only).
    names = [n for n in vars(old) if not n.startswith("_") and n != "annotations"]
    assert len(names) > 30
    for name in names:
        assert getattr(old, name) is getattr(oracle, name)
