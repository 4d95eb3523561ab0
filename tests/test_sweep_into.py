"""sweep_into through colliders of any kinds (src/core/kernels/sweep_into.c, shape_set.h):
the batch equals the loop of scalar sweep_into calls and the oracle
(collide2d.oracle.sweep_into_shapes) bit for bit, for movers and colliders of every kind;
ties keep the lowest id; a Colliders collection holds every kind; bad colliders are named
by their id."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st
from kind_rows import row, shape
from shape_checks import same_sweep

import collide2d
from collide2d import (AABB, OBB, AABBArray, Capsule, CircleArray, Colliders, Polygon, PolygonArray,
                       Segment, oracle, sweep_into)

KINDS = ("aabb", "circle", "segment", "obb", "capsule", "polygon")
TWINS = {"aabb": collide2d.AABBArray, "circle": collide2d.CircleArray,
         "segment": collide2d.SegmentArray, "obb": collide2d.OBBArray,
         "capsule": collide2d.CapsuleArray, "polygon": collide2d.PolygonArray}

tagged = st.sampled_from(KINDS).flatmap(lambda k: row(k).map(lambda r: (k, r)))
delta = st.tuples(st.integers(-40, 40).map(lambda v: v / 4) | st.floats(-12, 12),
                  st.integers(-40, 40).map(lambda v: v / 4) | st.floats(-12, 12))


def twin(kind, rows):
    return TWINS[kind]([shape(kind, r) for r in rows])


@settings(max_examples=150, deadline=None)
@given(body=tagged, colliders=st.lists(tagged, max_size=8), d=delta)
def test_a_body_of_any_kind_through_colliders_of_any_kinds_is_the_oracles_sweep(
        body, colliders, d) -> None:
    kind, r = body
    objects = [shape(k, c) for k, c in colliders]
    expected, index = oracle.sweep_into_shapes(kind, r, colliders, d)
    got = shape(kind, r).sweep_into(objects, d)
    same_sweep(got, expected)
    assert (got.hit.collider is objects[index]) if index >= 0 else got.hit is None
    # The batch through the same list, and through a Colliders of them: the same
    # sweep, reported by position and by id.
    level = Colliders(objects)
    for given_colliders in (objects, level):
        batch = twin(kind, [r]).sweep_into(given_colliders, d)
        same_sweep(batch[0], expected)
        assert batch.hit.collider[0] == index


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(KINDS), data=st.data())
def test_many_movers_equal_the_loop_of_scalar_calls(kind, data) -> None:
    movers = data.draw(st.lists(row(kind), min_size=1, max_size=6))
    colliders = data.draw(st.lists(tagged, max_size=10))
    deltas = data.draw(st.lists(delta, min_size=len(movers), max_size=len(movers)))
    level = Colliders(shape(k, c) for k, c in colliders)
    batch = twin(kind, movers).sweep_into(level, np.array(deltas))
    for i, (m, d) in enumerate(zip(movers, deltas)):
        expected = shape(kind, m).sweep_into(level, d)
        same_sweep(batch[i], expected)
        hit = expected.hit
        assert batch.hit.collider[i] == (-1 if hit is None else
                                         next(j for j in level.ids() if level[j] is hit.collider))


def test_exact_ties_keep_the_lowest_id_whatever_the_kinds() -> None:
    # A box and a polygon face flush at x = 3, a segment there too: the box meets all
    # three at time 0.2. The polygon was added first, so it wins, scalar and batch.
    level = Colliders()
    polygon = level.add(Polygon([(3, -1), (4, -1), (4, 1), (3, 1)]))
    box = level.add(AABB((3.5, 0), (0.5, 1)))
    wall = level.add(Segment((3, -5), (3, 5)))
    mover = AABB((0, 0), (1, 1))
    s = sweep_into(mover, level, (10, 0))
    assert s.hit.collider is level[polygon] and s.hit.time == 0.2
    batch = AABBArray([mover]).sweep_into(level, (10, 0))
    assert batch.hit.collider.tolist() == [polygon]
    level.remove(polygon)
    assert AABBArray([mover]).sweep_into(level, (10, 0)).hit.collider.tolist() == [box]
    level.remove(box)
    assert AABBArray([mover]).sweep_into(level, (10, 0)).hit.collider.tolist() == [wall]


def test_a_body_overlapping_any_collider_is_stuck_whatever_their_order() -> None:
    # A player sunk 0.1 into the floor (y overlap) while touching a wall's bottom-left
    # corner region edge: the wall answers "blocked" at time 0 (touching), the floor
    # "started overlapping" at time 0. The body is stuck, in either order, through
    # every path (scalar list, array, Colliders, Index, the oracles).
    wall, floor, player = AABB((2, 2), (1, 1)), AABB((0, 0), (2, 1)), AABB((0.5, 1.4), (0.5, 0.5))
    assert not player.overlaps_aabb(wall) and player.overlaps_aabb(floor)
    assert wall.sweep_aabb(player, (1, 0)).time == 0.0  # touching: blocked at once
    rows = {wall: (2, 2, 1, 1), floor: (0, 0, 2, 1)}
    for order in ([wall, floor], [floor, wall]):
        at = order.index(floor)
        s = sweep_into(player, order, (1, 0))
        assert s.started_overlapping and s.hit.collider is floor
        batch = AABBArray([player]).sweep_into(order, (1, 0))
        assert batch.started_overlapping.tolist() == [True] and batch.hit.collider.tolist() == [at]
        level = Colliders(order)
        assert AABBArray([player]).sweep_into(level, (1, 0)).hit.collider.tolist() == [at]
        through = collide2d.Index(order).sweep_into(AABBArray([player]), [(1, 0)])
        assert through.started_overlapping.tolist() == [True]
        expected, index = oracle.sweep_into_shapes("aabb", (0.5, 1.4, 0.5, 0.5),
                                                   [("aabb", rows[c]) for c in order], (1, 0))
        assert expected.started_overlapping and index == at
        noonat, index = oracle.sweep_into_aabb((0.5, 1.4, 0.5, 0.5), [rows[c] for c in order],
                                               (1, 0))
        assert noonat.started_overlapping and index == at
        mixed, index = oracle.sweep_into_mixed(("aabb", (0.5, 1.4, 0.5, 0.5)),
                                               [("aabb", rows[c]) for c in order], (1, 0))
        assert mixed.started_overlapping and index == at


@settings(max_examples=150, deadline=None)
@given(body=tagged, colliders=st.lists(tagged, max_size=8), d=delta)
# A circle of radius 1e-192 whose square underflows beside the motion (found by
# hypothesis): the cast's start-inside test is also made in the frame of the start
# and the radius alone.
@example(body=("circle", (0.0, 0.25, 0.0)), colliders=[("circle", (0.0, 0.25, 1.867644800447683e-192))],
         d=(0.0, 0.25))
@example(body=("aabb", (1.0, 1e-200, 0.0, 0.0)), colliders=[("capsule", (0.0, 0.0, 2.0, 0.0, 1e-180))],
         d=(0.5, 0.5))
def test_started_overlapping_says_whether_the_body_overlaps_any_collider(body, colliders, d) -> None:
    # The exact side test decides its sign on rounded terms only where one test's
    # differences span more than about 2**1000 (docs/robustness.md): a segment ending
    # 1e-308 past another's line (found by hypothesis) is such a case, decided one way
    # by the overlap test and the other by the sweep's.
    values = np.concatenate([np.ravel(r) for r in [body[1]] + [c for _, c in colliders]])
    sizes = np.abs(values[values != 0]).tolist()
    assume(not sizes or max(sizes) < 2.0**900 * min(sizes))
    kind, r = body
    mover = shape(kind, r)
    objects = [shape(k, c) for k, c in colliders]
    stuck = any(collide2d.overlaps(mover, c) for c in objects)
    assert sweep_into(mover, objects, d).started_overlapping is stuck
    assert sweep_into(mover, objects[::-1], d).started_overlapping is stuck


def test_a_capsule_walks_into_the_nearest_of_a_mixed_level() -> None:
    # Hand-derived: the capsule's side (x = 0.5) reaches the segment at x = 2 after
    # 1.5 of its 6, the OBB's near corner (x = 4 - sqrt(2)) later, the box at x = 5
    # later still: the segment, at time 0.25.
    level = Colliders([AABB((6, 0), (1, 1)), OBB((4, 0), (1, 1), np.pi / 4),
                       Segment((2, -1), (2, 1))])
    body = Capsule((0, -0.5), (0, 0.5), 0.5)
    s = sweep_into(body, level, (6, 0))
    assert s.hit.collider is level[2] and s.hit.time == 0.25
    assert tuple(s.hit.normal) == (-1.0, 0.0)
    without = sweep_into(body, [level[0], level[1]], (6, 0))
    assert without.hit.collider is level[1]
    assert without.hit.time == pytest.approx((4 - 2 ** 0.5 - 0.5) / 6)


def test_nothing_in_the_way_ends_at_the_reference_point_moved() -> None:
    polygons = PolygonArray([Polygon([(1, 1), (2, 1), (1, 2)])])
    s = polygons.sweep_into([], (3, 4))
    assert s.hit.collider.tolist() == [-1] and s.pos.tolist() == [[4.0, 5.0]]
    capsule = Capsule((1, 2), (5, 2), 1)
    assert tuple(sweep_into(capsule, [], (1, 1)).pos) == (2.0, 3.0)


def test_colliders_hold_polygons_oboxes_and_capsules() -> None:
    level = Colliders()
    ids = level.extend(PolygonArray([Polygon([(0, 0), (1, 0), (0, 1)]),
                                     Polygon([(5, 5), (6, 5), (6, 6)])]))
    level.extend(collide2d.OBBArray([[0, 9, 1, 1, 0.5]]))
    level.extend(collide2d.CapsuleArray([[0, -9, 1, -9, 0.5]]))
    assert ids.tolist() == [0, 1] and len(level) == 4
    assert isinstance(level[1], Polygon) and level[1] == Polygon([(5, 5), (6, 5), (6, 6)])
    assert len(level.rows("polygon")) == 2
    level.remove(0)
    assert level.ids().tolist() == [1, 2, 3] and len(level.rows("polygon")) == 1
    hit = CircleArray([[8, 5.5, 0.25]]).sweep_into(level, (-4, 0))
    assert hit.hit.collider.tolist() == [1]


def test_a_bad_collider_is_named_by_its_number_and_its_own_words() -> None:
    boxes = np.array([[0, 0, 1, 1], [3, 0, 1, 1]], dtype=float)
    circles = np.array([[0, 5, 1], [0, 9, -1]], dtype=float)
    with pytest.raises(ValueError, match=r"^sweep_into\(\): 'colliders' row 3 has a negative "
                                         r"radius \(-1\.0\)"):
        AABBArray([[0, 0, 1, 1]]).sweep_into((boxes, circles), (1, 0))
    vertices = np.array([(0, 0), (1, 0), (0, 1), (0, 0), (1, 0), (1, 1), (0, 1), (0.5, 0.5)],
                        dtype=float)
    concave = PolygonArray._trusted(vertices, np.array([0, 3, 8], dtype=np.int64))
    with pytest.raises(ValueError, match=r"^sweep_into\(\): 'colliders' row 1 "):
        CircleArray([[0, 0, 1]]).sweep_into(concave, (1, 0))
    before = vertices.copy()
    assert np.array_equal(vertices, before)


def test_the_answer_does_not_depend_on_the_thread_count() -> None:
    rng = np.random.default_rng(3)
    level = Colliders()
    level.extend(AABBArray(np.c_[rng.uniform(-50, 50, (300, 2)), rng.uniform(0, 2, (300, 2))]))
    level.extend(CircleArray(np.c_[rng.uniform(-50, 50, (300, 2)), rng.uniform(0, 2, 300)]))
    level.extend(PolygonArray([Polygon.regular(6, (x, y), 1.0) for x, y in
                               rng.uniform(-50, 50, (100, 2))]))
    movers = collide2d.OBBArray(np.c_[rng.uniform(-50, 50, (2000, 2)),
                                      rng.uniform(0, 1, (2000, 2)), rng.uniform(-3, 3, 2000)])
    deltas = rng.normal(0, 10, (2000, 2))
    before = collide2d.get_num_threads()
    try:
        collide2d.set_num_threads(1)
        one = movers.sweep_into(level, deltas)
        collide2d.set_num_threads(4)
        many = movers.sweep_into(level, deltas)
    finally:
        collide2d.set_num_threads(before)
    assert one.records.tobytes() == many.records.tobytes()
    assert (one.hit.collider >= 0).sum() > 100


@pytest.mark.parametrize("kind", ["aabb", "circle", "polygon"])
def test_many_movers_through_many_colliders_go_through_a_grid_with_the_same_answer(kind) -> None:
    """From 64 movers and 256 colliders the kernel sweeps each mover against the
    colliders a grid finds near its path: the same bits as the pass over all of them
    (calls of 63 movers), exact ties included (copies of colliders)."""
    rng = np.random.default_rng(9)
    level = Colliders()
    boxes = np.c_[rng.integers(0, 200, (600, 2)) / 2, rng.integers(1, 6, (600, 2)) / 4]
    level.extend(AABBArray(np.vstack([boxes, boxes[:50]])))  # copies: exact ties
    level.extend(CircleArray(np.c_[rng.uniform(0, 100, (200, 2)), rng.uniform(0.1, 1, 200)]))
    level.extend(PolygonArray([Polygon.regular(5, (x, y), 0.75) for x, y in
                               rng.uniform(0, 100, (100, 2))]))
    n = 300
    centres = rng.integers(0, 200, (n, 2)) / 2
    movers = {"aabb": AABBArray(np.c_[centres, np.full((n, 2), 0.5)]),
              "circle": CircleArray(np.c_[centres, np.full(n, 0.5)]),
              "polygon": PolygonArray([Polygon.regular(4, tuple(c), 0.5) for c in centres])}[kind]
    deltas = rng.integers(-40, 41, (n, 2)) / 2
    through_grid = movers.sweep_into(level, deltas)
    each = [movers[i:i + 63] if kind == "polygon" else type(movers)(movers.rows[i:i + 63])
            for i in range(0, n, 63)]
    by_pass = np.concatenate([m.sweep_into(level, deltas[i * 63:(i + 1) * 63])._raw
                              for i, m in enumerate(each)])
    assert through_grid._raw.tobytes() == by_pass.tobytes()
    assert (through_grid.hit.collider >= 0).sum() > 50


@pytest.mark.parametrize("kind", ["aabb", "circle", "capsule"])
def test_long_sweeps_through_a_grid_piece_by_piece_equal_the_pass_over_every_collider(kind) -> None:
    """Through a grid a long path is searched in pieces, stopping once the nearest hit is
    no later than the pieces searched: movers crossing a dense level (hits in the first,
    a middle or no piece; on integer and half-integer coordinates, so touching faces,
    exact ties between copies and hits at a piece's end are common) give the loop's
    answer bit for bit."""
    rng = np.random.default_rng(47)
    g = np.arange(0, 60, 3.0)
    cx, cy = [a.ravel() for a in np.meshgrid(g, g)]
    keep = rng.random(cx.size) < 0.5
    boxes = np.c_[cx[keep], cy[keep], np.full((keep.sum(), 2), 0.5)]
    shapes = [AABB(tuple(r[:2]), tuple(r[2:])) for r in np.vstack([boxes, boxes[:20]])]
    shapes += [collide2d.Circle(tuple(c), 0.75) for c in rng.integers(0, 120, (40, 2)) / 2]
    index = collide2d.Index(shapes)
    n = 60  # fewer than 64 movers: movers.sweep_into(shapes) passes over every collider
    starts = rng.integers(-20, 140, (n, 2)) / 2
    movers = {"aabb": AABBArray(np.c_[starts, np.full((n, 2), 0.5)]),
              "circle": CircleArray(np.c_[starts, np.full(n, 0.4)]),
              "capsule": collide2d.CapsuleArray(np.c_[starts, starts + [1, 0.5],
                                                      np.full(n, 0.25)])}[kind]
    deltas = rng.integers(-160, 161, (n, 2)) / 2
    deltas[:10] = [[150, 0], [0, 150], [-150, -150], [150, 1.5], [0.5, 0], [0, 0],
                   [3, 3], [60, 60], [-60, 0.0], [1e-3, 150]]
    through = index.sweep_into(movers, deltas)
    loop = movers.sweep_into(shapes, deltas)
    assert through.records.tobytes() == loop.records.tobytes()
    hit = through.hit.collider >= 0
    assert 10 < hit.sum() < n and (through.time[hit] < 0.5).any()
    # A large circle whose box meets the first piece is hit late (about 0.077): the
    # search goes on past that hit, to the box hit earlier (0.025) in a later piece.
    level = [collide2d.Circle((10, 10.2), 10), AABB((3, 0.2), (0.25, 0.25))]
    level += [AABB((float(x), -40.0), (0.25, 0.25)) for x in range(0, 100, 2)]
    mover = AABBArray([[0, 0, 0.25, 0.25]])
    got = collide2d.Index(level).sweep_into(mover, [(100, 2)])
    assert got.records.tobytes() == mover.sweep_into(level, [(100, 2)]).records.tobytes()
    assert got.hit.collider.tolist() == [1]
    assert mover.sweep_into(level[:1], [(100, 2)]).time[0] > 0.07  # the circle: later
