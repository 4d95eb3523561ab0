"""Each rule of the level checker on hand-made levels with known answers, clean ones included."""

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from collide2d import AABB, OBB, Capsule, Circle, Polygon, Segment
from collide2d.levels import Collider, Level, Marker, check, check_many, examples, load
from collide2d.levels._check import Options
from collide2d.levels._rules import RULES, _flood, _grid_flood, _joins
from collide2d.levels._scene import Scene


def level(shapes, markers=(), player=(10, 10), bounds=(0, 0, 200, 200), **properties):
    colliders = [Collider(s, f"m: shape {k}") for k, s in enumerate(shapes)]
    return Level("m", "m", colliders, list(markers), player, bounds, (16, 16), properties)


def box(x0, y0, x1, y1):
    return AABB.from_bounds(x0, y0, x1, y1)


def found(lvl, rule, **options):
    return check(lvl, [rule], **options)


def spawn(x, y):
    return Marker("spawn", (x, y), (0, 0), "m: spawn")


def goal(x, y):
    return Marker("goal", (x, y), (0, 0), "m: goal")


def test_every_rule_finds_nothing_in_an_empty_or_clean_level():
    assert check(level([])) == []
    assert check(level([box(0, 190, 200, 200), Circle((100, 100), 5)],
                       [spawn(20, 20), goal(180, 20)])) == []


# --- overlap ---

def test_overlap_reports_the_depth_and_ignores_touching_and_shallow_overlaps():
    (f,) = found(level([box(0, 0, 10, 10), box(9.5, 0, 20, 10)]), "overlap")
    assert f.severity == "error" and f.colliders == (0, 1)
    assert "by 0.5" in f.message and f.pos[0] == 9.75 and 0 <= f.pos[1] <= 10
    assert found(level([box(0, 0, 10, 10), box(10, 0, 20, 10)]), "overlap") == []  # touching
    assert found(level([box(0, 0, 10, 10), box(9.995, 0, 20, 10)]), "overlap") == []
    assert len(found(level([box(0, 0, 10, 10), box(9.995, 0, 20, 10)]), "overlap",
                     tolerance=0.001)) == 1


def test_overlap_between_every_kind():
    shapes = [box(0, 0, 10, 10), Circle((12, 5), 3), OBB((22, 3), (3, 1), 0.5),
              Polygon([(20, 0), (30, 0), (25, 8)]), Segment((28, 2), (40, 2))]
    pairs = {f.colliders for f in found(level(shapes), "overlap")}
    assert pairs == {(0, 1), (2, 3), (3, 4)}


def test_overlap_in_a_large_level_of_every_kind_is_the_brute_force_loop():
    # Enough colliders that the pairs' kinds and rows are looked up by binary search
    # (not from tables of every collider), all kinds interleaved in id order.
    from collide2d import distance, overlaps
    from collide2d.levels._scene import Scene

    makers = [lambda x, y: box(x, y, x + 8, y + 6), lambda x, y: Circle((x + 4, y + 4), 3),
              lambda x, y: OBB((x + 4, y + 4), (4, 2), 0.7),
              lambda x, y: Polygon([(x, y), (x + 8, y), (x + 4, y + 7)]),
              lambda x, y: Segment((x, y), (x + 8, y + 5))]
    shapes = [makers[k % 5](20.0 * (k % 20), 20.0 * (k // 20)) for k in range(300)]
    shapes += [Circle((20.0 * k + 9, 5), 3) for k in range(0, 20, 3)]  # across two cells
    lvl = level(shapes, bounds=(0, 0, 400, 400))
    expected = {(i, j) for i in range(len(shapes)) for j in range(i + 1, len(shapes))
                if overlaps(shapes[i], shapes[j])
                and -distance(shapes[i], shapes[j]).distance > 0.01}
    findings = found(lvl, "overlap")
    assert {f.colliders for f in findings} == expected and len(findings) == len(expected) >= 5
    scene = Scene(lvl)
    ids = np.array(sorted({i for pair in expected for i in pair}))
    assert 8 * len(ids) < scene.n and "code" not in scene.__dict__
    code, row = scene.kinds_and_rows(ids)  # binary search: the tables are not made yet
    np.testing.assert_array_equal(code, scene.code[ids])
    np.testing.assert_array_equal(row, scene.row[ids])
    for k in ids:  # the row of its kind's column is the collider itself
        kind, rows = scene.rows_of(np.array([k]))
        assert kind == scene.kind_names[code[list(ids).index(k)]]


def test_the_overlap_rule_finds_the_same_pairs_with_or_without_an_index():
    # Alone, the rule asks one pairs() call; after a rule that searches has built the
    # scene's index, the index's pairs.
    from collide2d.levels._scene import Scene

    shapes = [box(0, 0, 10, 10), Circle((12, 5), 3), OBB((22, 3), (3, 1), 0.5),
              Polygon([(20, 0), (30, 0), (25, 8)]), Segment((28, 2), (40, 2)),
              box(9, 9, 30, 12)]
    scene = Scene(level(shapes))
    alone = scene.overlapping_pairs()
    assert "index" not in scene.__dict__ and len(alone) >= 4
    assert scene.index is not None
    np.testing.assert_array_equal(scene.overlapping_pairs(), alone)
    assert Scene(level(shapes[:1])).overlapping_pairs().shape == (0, 2)
    assert {f.colliders for f in check(level(shapes), ["narrow_passage", "overlap"])
            if f.rule == "overlap"} == {tuple(p) for p in alone.tolist()}


def test_findings_made_by_the_rules_equal_the_constructors():
    from dataclasses import fields

    from collide2d.levels._model import Finding

    values = ("overlap", "error", "a and b overlap by 1", (1.0, 2.0), (0, 1),
              (Segment((0, 0), (1, 1)),), "m.tmj", (box(0, 0, 2, 2), Circle((1, 1), 1)))
    made, built = Finding._of(*values), Finding(*values)
    assert made == built and vars(made) == vars(built)
    assert list(vars(made)) == [f.name for f in fields(Finding)]  # every field, in order


# --- inside_solid ---

def test_spawn_box_and_goal_inside_solid():
    walls = [box(50, 50, 100, 100)]
    (f,) = found(level(walls, [spawn(45.5, 60)]), "inside_solid")  # the box reaches x = 50.5
    assert f.colliders == (0,) and "spawn" in f.message
    assert found(level(walls, [spawn(45, 60)]), "inside_solid") == []  # touching x = 50
    assert found(level(walls, [spawn(45.5, 60)], player=(8.99, 9)), "inside_solid") == []
    (g,) = found(level(walls, [goal(75, 75)]), "inside_solid")
    assert "goal" in g.message
    assert found(level(walls, [goal(50, 75)]), "inside_solid") == []  # on the boundary


# --- narrow_passage ---

def test_a_gap_narrower_than_the_player_across_it():
    pillars = [box(0, 0, 10, 100), box(18, 0, 30, 100)]  # 8 apart in x
    (f,) = found(level(pillars, player=(10, 4)), "narrow_passage")
    assert f.colliders == (0, 1) and "8 wide" in f.message and f.pos[0] == 14
    assert found(level(pillars, player=(8, 40)), "narrow_passage") == []  # exactly fits
    shelves = [box(0, 0, 100, 10), box(0, 18, 100, 30)]  # 8 apart in y: the height counts
    assert found(level(shelves, player=(40, 8)), "narrow_passage") == []
    assert len(found(level(shelves, player=(4, 9)), "narrow_passage")) == 1


def test_a_gap_filled_by_another_collider_is_no_passage():
    filled = [box(0, 0, 10, 100), box(18, 0, 30, 100), box(10, 0, 18, 100)]
    assert found(level(filled, player=(10, 10)), "narrow_passage") == []



def _scribble(rng):
    """A polyline crossing itself, a box and a circle."""
    points = np.cumsum(rng.uniform(-20, 20, (120, 2)), axis=0) + 100
    shapes = [Segment(tuple(p), tuple(q)) for p, q in zip(points[:-1], points[1:])]
    return shapes + [box(40, 40, 60, 45), Circle((120, 90), 6)]


def _rubble(rng):
    """Small shapes of every kind packed much closer than the player's size, some
    overlapping, some touching, one box of no size."""
    shapes = []
    for k in range(150):
        x, y = rng.integers(0, 40, 2).tolist()
        pick = k % 6
        if pick == 0:
            shapes.append(box(x, y, x + 1, y + 1))  # on a grid: many touch
        elif pick == 1:
            shapes.append(Circle((x + 0.5, y + 0.5), float(rng.uniform(0.2, 0.9))))
        elif pick == 2:
            shapes.append(OBB((x, y), (0.8, 0.3), float(rng.uniform(0, 3))))
        elif pick == 3:
            shapes.append(Polygon([(x, y), (x + 1.5, y), (x + 0.5, y + 1)]))
        elif pick == 4:
            shapes.append(Segment((x, y), (x + 2, y + 1)))
        else:
            shapes.append(box(x, y, x, y + 2))  # no width
    return shapes


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("scene_of", [_scribble, _rubble])
def test_which_gaps_are_closed_is_a_loop_of_scalar_capsule_tests(seed, scene_of):
    """The gaps tested by rays and one Index query equal a loop over gaps of the
    hair-thin capsule against every other collider."""
    from collide2d import Capsule, overlaps
    from collide2d.levels._rules import _gaps_blocked
    from collide2d.levels._scene import Scene
    shapes = scene_of(np.random.default_rng(seed))
    scene = Scene(level(shapes))
    near = scene.near_pairs(20.0)
    d = scene.distances(near[:, 0], near[:, 1])
    gaps = np.flatnonzero(d["distance"] > 0)
    a, b = d["point_a"][gaps], d["point_b"][gaps]
    got = _gaps_blocked(scene, a, b, near[gaps])
    expected = []
    for (i, j), p, q in zip(near[gaps].tolist(), a, b):
        hair = 1e-9 * (1.0 + float(np.abs(np.concatenate([p, q])).max()))
        inset = (q - p) * 1e-6
        gap = Capsule(tuple(p + inset), tuple(q - inset), hair)
        expected.append(any(overlaps(shapes[c], gap) for c in range(len(shapes))
                            if c not in (i, j)))
    assert len(gaps) > 100 and 0 < got.sum() < len(gaps)
    assert got.tolist() == expected

def test_gaps_sharing_a_collider_are_one_passage():
    wall = [box(0, 0, 10, 100)] + [box(14, y, 24, y + 10) for y in range(0, 100, 10)]
    (f,) = found(level(wall, player=(10, 1)), "narrow_passage")
    assert len(f.colliders) == 11 and "10 such gaps" in f.message


# --- unreachable_goal ---

def room(x0, y0, x1, y1, t=4, door=None):
    """Walls round [x0, x1] x [y0, y1], t thick; ``door`` = (ya, yb) opens the right wall."""
    walls = [box(x0 - t, y0 - t, x1 + t, y0), box(x0 - t, y1, x1 + t, y1 + t),
             box(x0 - t, y0, x0, y1)]
    if door is None:
        walls.append(box(x1, y0, x1 + t, y1))
    else:
        walls += [box(x1, y0, x1 + t, door[0]), box(x1, door[1], x1 + t, y1)]
    return walls


def test_a_player_larger_than_the_map_reaches_no_goal():
    # No position of the map held the box, and the rule said nothing: a bigger player
    # found fewer blocked goals than a smaller one.
    strip = level([box(80, 0, 88, 16)], [spawn(8, 8), goal(150, 8)], bounds=(0, 0, 160, 16))
    assert len(found(strip, "unreachable_goal", player=(12, 16))) == 1
    (f,) = found(strip, "unreachable_goal", player=(12, 17))
    assert "the map (160 x 16) is smaller than a 12 x 17 box" in f.message
    assert found(level([], [spawn(8, 8), goal(150, 8)], bounds=(0, 0, 160, 16)),
                 "unreachable_goal", player=(12, 16)) == []


def test_checking_maps_in_this_process_leaves_its_thread_count_as_it_was(tmp_path):
    import collide2d
    before = collide2d.get_num_threads()
    collide2d.set_num_threads(2)
    try:
        check_many(examples()[:1], jobs=1)
        assert collide2d.get_num_threads() == 2
    finally:
        collide2d.set_num_threads(before)


def test_a_closed_room_is_unreachable_and_a_door_wide_enough_opens_it():
    closed = room(100, 100, 150, 150)
    (f,) = found(level(closed, [spawn(20, 20), goal(125, 125)]), "unreachable_goal")
    assert f.severity == "error" and f.pos == (125, 125)
    opened = room(100, 100, 150, 150, door=(120, 133))  # 13 high: a 10-high box passes
    assert found(level(opened, [spawn(20, 20), goal(125, 125)]), "unreachable_goal") == []
    narrow = room(100, 100, 150, 150, door=(120, 129.9))
    assert len(found(level(narrow, [spawn(20, 20), goal(125, 125)]), "unreachable_goal")) == 1


def test_the_flood_never_passes_through_a_wall_however_thin():
    split = [Segment((100, 0), (100, 200))]
    assert len(found(level(split, [spawn(20, 20), goal(180, 20)]), "unreachable_goal")) == 1
    gap = [Segment((100, 0), (100, 170))]  # 30 free below it
    assert found(level(gap, [spawn(20, 20), goal(180, 20)]), "unreachable_goal") == []


def test_a_goal_the_box_only_touches_is_reached():
    # The goal sits in a pocket 4 deep: the 10-wide box cannot enter but touches its mouth.
    pocket = [box(100, 0, 140, 95), box(100, 99, 140, 200)]
    assert found(level(pocket, [spawn(20, 97), goal(100, 97)]), "unreachable_goal") == []
    (f,) = found(level(pocket, [spawn(20, 97), goal(110, 97)]), "unreachable_goal")


def _reached_one_by_one(n, joins, start):
    """The positions reached from ``start``, a position at a time (a plain search)."""
    near = {k: [] for k in range(n)}
    for p, q in joins:
        near[p].append(q)
        near[q].append(p)
    reached, todo = set(start), list(start)
    while todo:
        for q in near[todo.pop()]:
            if q not in reached:
                reached.add(q)
                todo.append(q)
    return [k in reached for k in range(n)]


@given(st.integers(1, 60).flatmap(lambda n: st.tuples(
    st.just(n), st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=120),
    st.lists(st.integers(0, n - 1), max_size=3))))
def test_the_flood_reaches_what_a_search_one_position_at_a_time_reaches(case):
    n, joins, start = case
    half = len(joins) // 2  # the flood takes its joins in named groups (right, down)
    joined = {name: (np.array([p for p, _ in part], dtype=np.int64),
                     np.array([q for _, q in part], dtype=np.int64))
              for name, part in (("right", joins[:half]), ("down", joins[half:]))}
    assert _flood(n, joined, start).tolist() == _reached_one_by_one(n, joins, start)


def _by_positions(side, along, down):
    return _flood(side * side, {"right": (along, along + 1), "down": (down, down + side)}, [0])


def _by_runs(side, along, down):
    return _grid_flood(side, side, along, down, [0])


@pytest.mark.parametrize("flood", [_by_positions, _by_runs])
def test_the_flood_follows_a_serpentine_corridor_to_its_end(flood):
    # Rows joined along, alternate ends joined down: one path through every position,
    # the longest a grid of this size has (a flood by rings took a round per position).
    side = 60
    cells = np.arange(side * side)
    along = cells[cells % side < side - 1]
    row = np.arange(side - 1)
    turn = np.where(row % 2 == 0, row * side + side - 1, row * side)
    assert flood(side, along, turn).all()
    # Row 30, entered at its left end, cut after its eighth position: the rest unreached.
    end = 30 * side + 7
    reached = flood(side, along[along != end], turn)
    assert reached[end] and not reached[end + 1] and reached.sum() == 30 * side + 8


@given(st.integers(1, 7), st.integers(1, 7), st.data())
def test_the_grid_flood_reaches_what_a_search_one_position_at_a_time_reaches(nx, ny, data):
    n = nx * ny
    can_right = [k for k in range(n) if k % nx < nx - 1]
    can_down = list(range(n - nx))
    right = sorted(data.draw(st.sets(st.sampled_from(can_right))) if can_right else [])
    down = sorted(data.draw(st.sets(st.sampled_from(can_down))) if can_down else [])
    start = data.draw(st.lists(st.integers(0, n - 1), max_size=3))
    joins = [(k, k + 1) for k in right] + [(k, k + nx) for k in down]
    reached = _grid_flood(nx, ny, np.array(right, dtype=np.int64), np.array(down, dtype=np.int64),
                          start)
    assert reached.tolist() == _reached_one_by_one(n, joins, start)


def _free_neighbours(lvl, step):
    """The reachability grid's boxes (rows) and, per move, the free positions whose
    neighbour is free too, built as the rule builds them."""
    w, h = lvl.player
    x0, y0, x1, y1 = lvl.bounds
    xs = np.arange(x0 + w / 2, x1 - w / 2 + step * 1e-9, step)
    ys = np.arange(y0 + h / 2, y1 - h / 2 + step * 1e-9, step)
    scene = Scene(lvl)
    rows = np.array([[x, y, w / 2, h / 2] for y in ys for x in xs])
    offsets, _ = scene.query_boxes(rows)
    grid = (np.diff(offsets) == 0).reshape(len(ys), len(xs))
    right, down = np.zeros_like(grid), np.zeros_like(grid)
    right[:, :-1] = grid[:, :-1] & grid[:, 1:]
    down[:-1] = grid[:-1] & grid[1:]
    return scene, rows, {(step, 0.0): np.flatnonzero(right), (0.0, step): np.flatnonzero(down)}


_small = st.integers(0, 48).map(lambda k: k / 2)  # dyadic: the grid's sums are exact


@given(st.lists(st.one_of(
    st.builds(lambda x, y, a, b: box(x, y, x + a + 0.5, y + b + 0.5), _small, _small, _small, _small),
    st.builds(lambda x, y, a, b: Segment((x, y), (a, b)), _small, _small, _small, _small),
    st.builds(lambda x, y, r: Circle((x, y), r + 0.5), _small, _small, _small),
    st.builds(lambda x, y, a: OBB((x, y), (3, 0.5), a), _small, _small, st.sampled_from([0.3, 1.1])),
    st.builds(lambda x, y: Polygon([(x, y), (x + 5, y), (x + 2, y + 3.5)]), _small, _small)),
    min_size=1, max_size=8),
    st.sampled_from([(4, 4), (6, 2), (2, 7)]), st.sampled_from([0.5, 1.0, 1.5]))
def test_free_neighbours_closer_than_the_box_is_long_are_joined_as_a_sweep_joins_them(
        shapes, player, step):
    # The rule joins them without a sweep: the box sweeps the two boxes' union.
    scene, rows, moves = _free_neighbours(level(shapes, player=player, bounds=(0, 0, 26, 26)),
                                          step)
    for delta, starts in moves.items():
        assert _joins(scene, rows, starts, delta, sweep=True).tolist() == starts.tolist()


def test_a_grid_coarser_than_the_box_sweeps_and_a_thin_wall_between_positions_stops_it():
    # Steps of 12 for a 10-wide box: positions at x = 5, 17, ...; the wall at x = 11
    # touches neither box at x = 5 or 17 (each ends 1 short of it), yet splits the level.
    split = level([Segment((11, 0), (11, 200))], [spawn(5, 5), goal(180, 5)])
    (f,) = found(split, "unreachable_goal", resolution=12.0)
    assert "grid step 12" in f.message
    scene, rows, moves = _free_neighbours(split, 12.0)
    starts = moves[(12.0, 0.0)]
    assert 0 in starts.tolist() and 0 not in _joins(scene, rows, starts, (12.0, 0.0),
                                                    sweep=True).tolist()
    assert found(level([Segment((11, 20), (11, 200))], [spawn(5, 5), goal(180, 5)]),
                 "unreachable_goal", resolution=12.0) == []


# --- internal_edge ---

def test_a_floor_of_tiles_has_seams_and_a_single_box_has_none():
    tiles = [box(16 * k, 100, 16 * (k + 1), 116) for k in range(5)]
    fs = found(level(tiles), "internal_edge")
    assert sorted(f.message.split(" made")[0] for f in fs) == ["a ceiling", "a floor"]
    floor = next(f for f in fs if "floor" in f.message)
    assert floor.marks == tuple((16.0 * k, 100.0) for k in range(1, 5))
    assert floor.colliders == (0, 1, 2, 3, 4)
    assert found(level([box(0, 100, 80, 116)]), "internal_edge") == []


def test_covered_seams_and_seams_facing_out_of_the_map_do_not_count():
    tiles = [box(16 * k, 100, 16 * (k + 1), 116) for k in range(3)]
    covered = tiles + [box(0, 90, 48, 100)]  # a slab on top hides the floor's seams
    messages = [f.message for f in found(level(covered), "internal_edge")]
    assert not any(m.startswith("a floor made of 3") for m in messages)
    at_edge = [box(0, 0, 16, 16), box(16, 0, 32, 16)]  # their tops face y < 0: off the map
    assert [f.message.split(" made")[0] for f in found(level(at_edge), "internal_edge")] == \
        ["a ceiling"]


def test_the_parts_of_one_object_make_no_seams():
    # A concave polygon's convex parts share the object's source: its author cannot merge them.
    parts = [box(0, 100, 16, 116), box(16, 100, 32, 116)]
    one = Level("m", "m", [Collider(p, "m: object 1 'rock'") for p in parts], [], (10, 10),
                (0, 0, 200, 200), (16, 16), {})
    assert found(one, "internal_edge") == []
    assert len(found(level(parts), "internal_edge")) == 2  # the same shapes, two objects


def test_seams_between_turned_boxes_and_polygons():
    a = Polygon([(0, 0), (10, 10), (0, 10)])
    b = Polygon([(10, 10), (20, 20), (10, 20)])  # hypotenuses on one line, meeting at (10, 10)
    lvl = level([OBB((50, 50), (5, 5), 0.0), a, b], bounds=(-50, -50, 200, 200))
    assert any(f.marks == ((10.0, 10.0),) for f in found(lvl, "internal_edge"))


# --- thin_wall ---

def test_thin_walls_depend_on_the_speed_and_on_what_backs_them():
    fence = [Segment((50, 0), (50, 100))]
    (f,) = found(level(fence), "thin_wall")
    assert f.severity == "warning" and "0 thick" in f.message
    plank = [box(50, 0, 58, 100)]  # 8 thick: a 600 px/s mover covers 10 per 1/60 s step
    assert len(found(level(plank), "thin_wall")) == 1
    assert found(level(plank), "thin_wall", speed=300) == []
    assert found(level(plank, player_speed=480.0), "thin_wall") == []  # 8 per step: not thinner
    backed = plank + [box(58, 0, 80, 100)]
    assert found(level(backed), "thin_wall") == []
    row = [box(0, 50, 20, 54), box(20, 50, 40, 54)]
    (f,) = found(level(row), "thin_wall")
    assert f.colliders == (0, 1) and "2 thin colliders" in f.message


def test_thin_circles_and_turned_boxes():
    lvl = level([Circle((50, 50), 3), OBB((100, 100), (20, 2), math.pi / 6)])
    assert sorted(f.colliders for f in found(lvl, "thin_wall")) == [(0,), (1,)]


def test_thin_capsules_and_a_segment_of_no_length():
    # A capsule is 2 r thick across its core; a segment of no length, 0 (across x).
    lvl = level([Capsule((20, 20), (60, 50), 3), Capsule((100, 100), (100, 160), 6),
                 Segment((150, 20), (150, 20))])
    fs = {f.colliders: f for f in found(lvl, "thin_wall")}
    assert sorted(fs) == [(0,), (2,)]  # 12 thick is not thinner than 10 a step
    assert "is 6 thick" in fs[(0,)].message and fs[(0,)].pos == (40, 35)
    assert "is 0 thick" in fs[(2,)].message and fs[(2,)].pos == (150, 20)


# --- the bundled examples ---

def test_the_bundled_faulty_level_has_each_planted_fault_and_the_clean_one_none():
    paths = {p.rsplit("/", 1)[-1]: p for p in examples()}
    broken = check(load(paths["broken.tmj"]))
    assert sorted({f.rule for f in broken}) == sorted(RULES)
    assert [f.severity for f in broken] == sorted(f.severity for f in broken)  # errors first
    assert check(load(paths["castle.tmj"])) == [] == check(load(paths["castle.tmx"]))


def test_unknown_rules_and_bad_player_sizes_are_refused():
    with pytest.raises(ValueError, match="rules: unknown rule 'nope'"):
        check(level([]), ["nope"])
    with pytest.raises(ValueError, match="rules: unknown rule 'nope'"):
        check(level([]), "nope")
    overlapping = level([box(0, 0, 10, 10), box(5, 0, 20, 10)])
    assert check(overlapping, "overlap") == check(overlapping, ["overlap"]) != []
    with pytest.raises(ValueError, match="player"):
        check(level([]), player=(0, 5))


@pytest.mark.parametrize("rules", [[], (), iter([])])
def test_an_empty_list_of_rules_is_refused(rules):
    # No rule run: every level, however broken, came back clean.
    with pytest.raises(ValueError, match="^rules: expected one or more rule names"):
        check(load(examples()[0]), rules)
    with pytest.raises(ValueError, match="^rules: expected one or more rule names"):
        check_many(examples()[:1], rules=[])


@pytest.mark.parametrize("player", [(10, 10, 10), (10,), "10,10", "ab", 10])
def test_a_player_that_is_not_a_width_and_height_is_refused_by_name(player):
    # These failed with "too many values to unpack", or ("ab") as a player 'a' wide.
    with pytest.raises(ValueError, match=r"^player: expected \(width, height\), two numbers"):
        check(level([]), player=player)
    assert check(level([]), player=np.array([4.0, 4.0])) == []


@pytest.mark.parametrize("option, value", [
    ("resolution", -1.0), ("resolution", math.inf), ("resolution", math.nan),
    ("tolerance", math.nan), ("tolerance", math.inf), ("tolerance", -1.0),
    ("speed", -600.0), ("speed", math.nan), ("step_time", -1 / 60), ("step_time", math.inf),
    ("player", (math.inf, 5.0)), ("player", (5.0, math.nan)), ("resolution", "fine"),
    # So large their products left the geometry's range: the error came from a search.
    ("speed", 1e100), ("step_time", 1e100), ("player", (1e300, 1e300)), ("tolerance", 1e30),
])
def test_numbers_that_would_hide_findings_are_refused_by_name(option, value):
    # Each of these made a rule find nothing (an empty grid, no overlap deep enough, no
    # mover fast enough), so a broken level looked clean.
    broken = load(examples()[0])
    assert check(broken)  # the example has findings
    with pytest.raises(ValueError, match=f"^{option}: "):
        check(broken, **{option: value})


def test_bad_map_properties_are_refused_naming_the_property():
    fence = [box(0, 0, 4, 100)]
    with pytest.raises(ValueError, match=r"^speed: .*player_speed property"):
        check(level(fence, player_speed=-600.0), ["thin_wall"])
    with pytest.raises(ValueError, match=r"^step_time: .*step_time property"):
        check(level(fence, step_time="often"), ["thin_wall"])
    # Nothing moves: no wall is too thin (a speed of 0 is an answer, not an error).
    assert found(level(fence, player_speed=0.0), "thin_wall") == []
    assert found(level(fence), "thin_wall")


def test_a_reachability_grid_too_large_to_build_is_refused_by_name():
    lvl = level([], [spawn(10, 10), goal(150, 150)])
    with pytest.raises(ValueError, match="^player: the reachability grid would have"):
        check(lvl, ["unreachable_goal"], player=(1e-6, 1e-6))
    with pytest.raises(ValueError, match="^resolution: the reachability grid would have"):
        check(lvl, ["unreachable_goal"], resolution=1e-4)
    assert check(lvl, ["unreachable_goal"], player=(1e-6, 1e-6), resolution=1.0) == []
    assert check(lvl, ["overlap", "narrow_passage"], player=(1e-6, 1e-6)) == []  # no grid


@pytest.mark.parametrize("columns", [1, 2, 5])
def test_row_groups_are_numpys_unique_rows(columns):
    """The seam finder's grouping of equal rows is np.unique(axis=0)'s, ties and -0.0 too."""
    from collide2d.levels._rules import _row_groups
    rng = np.random.default_rng(columns)
    table = rng.integers(-2, 3, (2000, columns)).astype(float) * 0.5
    table[rng.random(table.shape) < 0.1] = -0.0
    _, expected = np.unique(table, axis=0, return_inverse=True)
    assert _row_groups(table).tolist() == expected.ravel().tolist()


def test_a_diagonal_gap_narrower_than_the_player_across_it_is_found():
    # Corners 17 apart in x and 10 in y: a gap sqrt(389) = 19.72 wide, wider than the
    # player's side (16) but narrower than its extent across the gap, |nx| w + |ny| h =
    # 16 (17 + 10) / 19.72 = 21.90. The two boxes are farther apart than max(w, h) along x.
    corners = [box(0, 0, 10, 10), box(27, 20, 40, 40)]
    (f,) = found(level(corners, player=(16, 16)), "narrow_passage")
    assert f.colliders == (0, 1) and "19.72 wide" in f.message and "21.9 across" in f.message
    assert found(level(corners, player=(14, 14)), "narrow_passage") == []  # 19.17 across


def test_a_thin_triangle_is_a_thin_wall():
    # 4 thick across its long side; the vertex mean lies a third of the way across, so a
    # probe from it along the axis landed inside the triangle itself, which backed it.
    spike = Polygon([(0, 0), (100, 0), (50, 4)])
    (f,) = found(level([spike]), "thin_wall")
    assert "4 thick" in f.message and f.pos[1] == 2  # midway across
    assert found(level([spike, box(0, -10, 100, 0), box(0, 4, 100, 14)]), "thin_wall") == []


def test_a_goal_by_the_maps_edge_is_reached_in_a_level_with_no_collider():
    # The grid's last positions (step 3) stop short of touching the goal: a sweep closes
    # the gap, and with nothing to sweep against it was taken as blocked.
    markers = [spawn(26, 27), goal(159.5, 159.5)]
    lvl = level([], markers, player=(12, 14), bounds=(0, 0, 160, 160))
    assert found(lvl, "unreachable_goal") == []
    walled = level([box(0, 100, 160, 104)], markers, player=(12, 14), bounds=(0, 0, 160, 160))
    assert len(found(walled, "unreachable_goal")) == 1
