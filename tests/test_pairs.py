"""collide2d.pairs, the broad phase (src/core/broad/grid.h): every overlapping pair,
checked against its oracle, the brute-force loop of the exact narrow phase
(``overlaps`` on every pair), on scenes with touching edges, identical shapes, zero
sizes, shapes spanning the whole scene, sizes over six orders of magnitude, clustered
points and empty inputs -- with the candidates found by the grid and by the sweep
along x (tests/test_pairs_sweep.py has the sweep's own cases)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kind_rows import moved, row, shape

import collide2d
from collide2d import AABB, AABBArray, Circle, CircleArray, Colliders, _core, overlaps, pairs

KINDS = ("aabb", "circle", "segment", "obb", "capsule", "polygon")


def brute_force(shapes, others=None):
    """The oracle: every pair tested, in row order."""
    if others is None:
        return [(i, j) for i in range(len(shapes)) for j in range(i + 1, len(shapes))
                if overlaps(shapes[i], shapes[j])]
    return [(i, j) for i in range(len(shapes)) for j in range(len(others))
            if overlaps(shapes[i], others[j])]


@st.composite
def scene(draw, max_size=14):
    """Shapes of every kind; some are copies of others (identical), some moved by
    exact steps from others (touching edges), scaled over six orders of magnitude."""
    tagged = draw(st.lists(st.sampled_from(KINDS).flatmap(
        lambda k: row(k).map(lambda r: (k, r))), max_size=max_size))
    extra = []
    for k, r in tagged[: draw(st.integers(0, len(tagged)))]:
        step = draw(st.sampled_from([(0.0, 0.0), (0.5, 0.0), (0.0, -0.25), (1.0, 1.0)]))
        extra.append((k, moved(k, r, step)))
    scale = draw(st.sampled_from([1.0, 2.0 ** -20, 2.0 ** 10, 2.0 ** -40]))  # exact scalings
    shapes = []
    for k, r in tagged + extra:
        try:
            shapes.append(shape(k, _scaled(k, r, scale)))
        except ValueError:  # a polygon whose vertices met when moved: left out
            assert k == "polygon"
    return shapes


def _scaled(kind, r, scale):
    if kind == "polygon":
        return tuple((x * scale, y * scale) for x, y in r)
    if kind == "obb":
        return (*(v * scale for v in r[:4]), r[4])
    return tuple(v * scale for v in r)


# How pairs finds its candidates: the grid, or the sweep along x (which "auto" takes for
# a sparse scene of few shapes, as these are, on a path with vector lanes).
METHODS = ("grid", "sweep")


class _method:
    """pairs() finding its candidates by `name` inside the block, then "auto" again."""

    def __init__(self, name):
        self.name = name

    def __enter__(self):
        assert _core._set_pairs_method(self.name) == "auto"

    def __exit__(self, *exc):
        _core._set_pairs_method("auto")


@pytest.mark.parametrize("method", METHODS)
@settings(max_examples=120, deadline=None)
@given(shapes=scene())
def test_the_pairs_of_one_collection_are_the_brute_force_loops(method, shapes) -> None:
    with _method(method):
        got = pairs(shapes)
    assert got.dtype == np.int64 and got.shape == (len(got), 2)
    assert [tuple(p) for p in got.tolist()] == brute_force(shapes)


@pytest.mark.parametrize("method", METHODS)
@settings(max_examples=80, deadline=None)
@given(shapes=scene(8), others=scene(8))
def test_the_pairs_between_two_collections_are_the_brute_force_loops(method, shapes,
                                                                      others) -> None:
    with _method(method):
        got = pairs(shapes, others)
    assert [tuple(p) for p in got.tolist()] == brute_force(shapes, others)


@pytest.mark.parametrize("method", METHODS)
def test_sizes_over_six_orders_of_magnitude_clusters_and_a_box_over_everything(method) -> None:
    rng = np.random.default_rng(12)
    centres = np.concatenate([rng.normal(0, 1e-3, (300, 2)),       # a tight cluster
                              rng.uniform(-1e3, 1e3, (600, 2))])
    halves = 10.0 ** rng.uniform(-4, 2, (900, 2))                 # six orders of magnitude
    halves[:50] = 0.0                                             # points
    rows = np.c_[centres, halves]
    rows = np.vstack([rows, [0, 0, 2e3, 2e3], rows[:5]])          # spans all; identical copies
    boxes = AABBArray(rows)
    expected = boxes.overlap_pairs(rows)
    expected = expected[expected[:, 0] < expected[:, 1]]
    circles = CircleArray(np.c_[centres, halves[:, 0]])
    expected_circles = circles.overlap_pairs(np.c_[centres, halves[:, 0]])
    with _method(method):
        np.testing.assert_array_equal(pairs(boxes), expected)
        np.testing.assert_array_equal(pairs(circles),
                                      expected_circles[expected_circles[:, 0] < expected_circles[:, 1]])


def test_touching_is_not_overlapping_and_identical_shapes_are() -> None:
    row_of_tiles = AABBArray([[x, 0, 0.5, 0.5] for x in range(6)])  # edges touch
    assert pairs(row_of_tiles).tolist() == []
    assert pairs(AABBArray([[0, 0, 1, 1]] * 3)).tolist() == [[0, 1], [0, 2], [1, 2]]
    assert pairs(AABBArray([[0, 0, 0, 0]] * 2)).tolist() == []  # points have no interior


@st.composite
def box_scene(draw, max_size=14):
    """Boxes only: some identical, some moved by exact steps (touching), zero sizes,
    over six orders of magnitude."""
    boxes = [shape("aabb", r) for r in draw(st.lists(row("aabb"), max_size=max_size))]
    for b in boxes[: draw(st.integers(0, len(boxes)))]:
        step = draw(st.sampled_from([(0.0, 0.0), (0.5, 0.0), (0.0, -0.25), (1.0, 1.0)]))
        boxes.append(shape("aabb", moved("aabb", (*b.pos, *b.half), step)))
    scale = draw(st.sampled_from([1.0, 2.0 ** -20, 2.0 ** 10, 2.0 ** -40]))
    return [AABB((b.pos.x * scale, b.pos.y * scale), (b.half.x * scale, b.half.y * scale))
            for b in boxes]


@pytest.mark.parametrize("method", METHODS)
@settings(max_examples=120, deadline=None)
@given(boxes=box_scene(), others=box_scene(8))
def test_boxes_give_the_brute_force_pairs_in_every_layout(method, boxes, others) -> None:
    with _method(method):
        _boxes_give_the_brute_force_pairs(boxes, others)


def _boxes_give_the_brute_force_pairs(boxes, others) -> None:
    # A scene of boxes alone takes the grid's box-only paths (a box's shape is its
    # bounds); the mixed scenes above seldom are all boxes. The same boxes as an
    # AABBArray, as (N, 4) rows viewed out of (N, 5) ones, and beside a circle far away
    # (a mixed set): one answer, the oracle's; the rows are not modified.
    rows = np.array([(*b.pos, *b.half) for b in boxes], dtype=float).reshape(-1, 4)
    wide = np.zeros((len(rows), 5))
    wide[:, :4] = rows
    before = rows.copy()
    expected = brute_force(boxes)
    assert [tuple(p) for p in pairs(AABBArray(rows)).tolist()] == expected
    assert [tuple(p) for p in pairs(wide[:, :4]).tolist()] == expected
    far = Circle((2.0 ** 100, 2.0 ** 100), 1.0)  # after the boxes: their numbers stay
    assert [tuple(p) for p in pairs([*boxes, far]).tolist()] == expected
    other_rows = np.array([(*b.pos, *b.half) for b in others], dtype=float).reshape(-1, 4)
    assert ([tuple(p) for p in pairs(AABBArray(rows), AABBArray(other_rows)).tolist()]
            == brute_force(boxes, others))
    np.testing.assert_array_equal(rows, before)


def test_a_colliders_collection_reports_ids() -> None:
    level = Colliders([AABB((0, 0), (1, 1)), Circle((5, 5), 1), AABB((1, 0), (1, 1)),
                       Circle((5.5, 5), 1)])
    assert pairs(level).tolist() == [[0, 2], [1, 3]]
    level.remove(0)
    assert pairs(level).tolist() == [[1, 3]]
    assert pairs(level, [AABB((1, 0), (0.5, 0.5))]).tolist() == [[2, 0]]


def test_empty_inputs_give_no_pairs() -> None:
    assert pairs([]).shape == (0, 2)
    assert pairs(AABBArray(np.empty((0, 4))), [AABB((0, 0), (1, 1))]).shape == (0, 2)
    assert pairs([AABB((0, 0), (1, 1))]).shape == (0, 2)


def test_bad_shapes_are_named_by_argument_and_row_and_not_modified() -> None:
    rows = np.array([[0, 0, 1, 1], [2, 0, -1, 1]], dtype=float)
    before = rows.copy()
    with pytest.raises(ValueError, match=r"^pairs\(\): 'shapes' row 1 has a negative half size"):
        pairs(rows)
    with pytest.raises(ValueError, match=r"^pairs\(\): 'others' row 1 "):
        pairs([AABB((0, 0), (1, 1))], rows)
    with pytest.raises(TypeError, match=r"'shapes'"):
        pairs([AABB((0, 0), (1, 1)), collide2d.Vec2(0, 0)])
    np.testing.assert_array_equal(rows, before)


def test_equal_boxes_give_the_pairs_of_the_chebyshev_distance() -> None:
    """Equal boxes overlap where their centres are closer than the box size in both
    axes: the question scipy's cKDTree.query_pairs answers with p = inf."""
    rng = np.random.default_rng(5)
    centres = rng.uniform(0, 100, (3000, 2))
    got = pairs(AABBArray(np.c_[centres, np.ones((3000, 2))]))
    d = np.abs(centres[:, None, :] - centres[None, :, :]).max(axis=2)
    i, j = np.nonzero(np.triu(d < 2.0, k=1))
    np.testing.assert_array_equal(got, np.c_[i, j])


# ---- Index: built once, queried many times -------------------------------------------

@settings(max_examples=80, deadline=None)
@given(shapes=scene(12), queries=scene(6))
def test_an_index_answers_queries_as_the_brute_force_loop(shapes, queries) -> None:
    index = collide2d.Index(shapes)
    assert len(index) == len(shapes)
    offsets, ids = index.query(queries)
    assert offsets.tolist()[0] == 0 and len(offsets) == len(queries) + 1
    for i, q in enumerate(queries):
        expected = [j for j, s in enumerate(shapes) if overlaps(q, s)]
        assert ids[offsets[i]:offsets[i + 1]].tolist() == expected
    assert [tuple(p) for p in index.query_pairs(queries).tolist()] == brute_force(queries, shapes)
    assert [tuple(p) for p in index.pairs().tolist()] == brute_force(shapes)


@settings(max_examples=80, deadline=None)
@given(shapes=scene(12), points=st.lists(row("point"), max_size=8))
def test_an_index_finds_the_shapes_holding_each_point(shapes, points) -> None:
    index = collide2d.Index(shapes)
    offsets, ids = index.query_point(np.array(points, dtype=float).reshape(-1, 2))
    for i, p in enumerate(points):
        expected = [j for j, s in enumerate(shapes) if overlaps(s, p)]
        assert ids[offsets[i]:offsets[i + 1]].tolist() == expected


def test_an_index_of_colliders_answers_with_ids() -> None:
    level = Colliders([AABB((0, 0), (1, 1)), Circle((5, 5), 1), AABB((10, 0), (1, 1))])
    level.remove(0)
    index = collide2d.Index(level)
    assert index.query_point([(5, 5.5), (10, 0.5), (0, 0)])[1].tolist() == [1, 2]
    assert index.query_pairs([Circle((9, 0), 0.5)]).tolist() == [[0, 2]]
    with pytest.raises(ValueError, match=r"^query_point\(\): 'points' row 1 "):
        index.query_point([(0, 0), (np.nan, 0)])
    with pytest.raises(ValueError, match=r"'shapes' row 0 has a negative radius"):
        index.query(CircleArray._new_unchecked([[0, 0, -1]]) if hasattr(CircleArray, "_new_unchecked")
                    else (np.empty((0, 4)), np.array([[0, 0, -1.0]])))


@settings(max_examples=80, deadline=None)
@given(shapes=scene(12), rays=st.lists(st.tuples(row("point"), row("point")), min_size=1, max_size=6))
def test_an_index_raycast_is_the_first_hit_of_the_brute_force_loop(shapes, rays) -> None:
    index = collide2d.Index(shapes)
    origins = np.array([r[0] for r in rays], dtype=float)
    deltas = np.array([r[1] for r in rays], dtype=float)
    hits = index.raycast(origins, deltas)
    for i, (o, d) in enumerate(rays):
        best, best_id = None, -1
        for j, s in enumerate(shapes):
            if isinstance(s, collide2d.Segment):
                continue  # no inside: rays pass segments
            h = s.intersect_segment(o, d)
            if h is not None and (best is None or h.time < best.time):
                best, best_id = h, j
        assert hits.records["collider"][i] == best_id
        if best is not None:
            assert hits.time[i] == best.time and tuple(hits.normal[i]) == tuple(best.normal)
            assert tuple(hits.pos[i]) == tuple(best.pos) and tuple(hits.delta[i]) == tuple(best.delta)
        else:
            assert tuple(hits.pos[i]) == (o[0] + d[0], o[1] + d[1]) and hits.time[i] == 1.0


def test_a_raycast_through_an_index_names_bad_rays() -> None:
    index = collide2d.Index([AABB((0, 0), (1, 1))])
    with pytest.raises(ValueError, match=r"^raycast\(\): 'deltas' row 1 "):
        index.raycast([(0, 0)], [(1, 0), (np.inf, 0)])
    assert index.raycast((-5, 0), (10, 0)).records["collider"].tolist() == [0]


def _big_scene(n, seed):
    """n boxes and n // 2 circles, uniform, about two overlaps per shape: arrays of
    more than 64 kB each, the size collide2d keeps for reuse after a call."""
    rng = np.random.default_rng(seed)
    side = np.sqrt(n) * 4.0
    boxes = np.column_stack([rng.uniform(0, side, (n, 2)), rng.uniform(0.5, 1.5, (n, 2))])
    circles = np.column_stack([rng.uniform(0, side, (n // 2, 2)), rng.uniform(0.5, 1.5, n // 2)])
    return AABBArray(boxes), CircleArray(circles)


def _asan_loaded():
    import os

    return "libasan" in os.environ.get("LD_PRELOAD", "")


def test_arrays_kept_from_earlier_calls_give_the_same_answers_as_fresh_memory() -> None:
    # Large arrays are kept from one call to the next (no page faults): a call made on
    # memory holding another scene's keys, boxes and shape copies answers exactly as
    # on fresh memory, and release_memory gives them all back.
    small, large = _big_scene(40_000, 1), _big_scene(70_000, 2)
    collide2d.release_memory()
    fresh_small, fresh_large = pairs(small), pairs(large)
    collide2d.release_memory()
    query = AABBArray(np.column_stack([np.linspace(0, 800, 5000), np.linspace(0, 800, 5000),
                                       np.full(5000, 2.0), np.full(5000, 3.0)]))
    fresh_query = collide2d.Index(small).query(query)
    for _ in range(2):  # each call on the arrays the one before left
        np.testing.assert_array_equal(pairs(large), fresh_large)
        np.testing.assert_array_equal(pairs(small), fresh_small)
        offsets, ids = collide2d.Index(small).query(query)
        np.testing.assert_array_equal(offsets, fresh_query[0])
        np.testing.assert_array_equal(ids, fresh_query[1])
    released = collide2d.release_memory()
    assert isinstance(released, int)
    # AddressSanitizer builds keep nothing (a use after free must reach the sanitizer).
    assert released == 0 if _asan_loaded() else released >= 1 << 16
    assert collide2d.release_memory() == 0


def test_calls_from_many_threads_share_the_kept_arrays_safely() -> None:
    import threading

    scenes = [_big_scene(30_000 + 5_000 * k, 10 + k) for k in range(4)]
    expected = [pairs(s) for s in scenes]
    failures = []

    def work(k):
        for r in range(3):
            s = (k + r) % len(scenes)
            if not np.array_equal(pairs(scenes[s]), expected[s]):
                failures.append((k, r))

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []


def test_one_shape_far_away_leaves_the_others_their_own_margins() -> None:
    """Each box is widened by a margin of its own magnitude (2^-40 of it), not of the
    farthest shape's, where that would be felt: with one shape at 1e15 beside shapes near 1e6 that touch, overlap
    by a unit in the last place or miss by one, pairs (either way of finding them), an
    Index's queries and sweeps through many colliders still equal the loops, and the
    far shape leaves pairs() its grid, not a sweep whose columns are as wide as the
    whole scene (every box in the cluster would read all the others)."""
    rng = np.random.default_rng(81)
    base = 1e6
    shapes = []
    for x in range(12):
        for y in range(6):
            cx, cy = base + x, base + y
            nudge = [0.0, np.spacing(cx), -np.spacing(cx)][(x + y) % 3]
            shapes.append(AABB((cx + nudge, cy), (0.5, 0.5)))  # touching, one ulp over or apart
    shapes += [Circle((base + x + 0.5, base - 1.0), 0.5) for x in range(6)]   # touching pairs
    shapes += [collide2d.OBB((base + 20 + 3 * x, base + 3.0), (1.0, 0.5), 0.3 * x) for x in range(5)]
    far = AABB((1e15, -1e15), (1.0, 1.0))
    shapes = [*shapes, far]
    expected = brute_force(shapes)
    assert len(expected) > 10
    for method in ("auto", *METHODS):
        with _method(method):
            assert [tuple(p) for p in pairs(shapes).tolist()] == expected
    index = collide2d.Index(shapes)
    assert [tuple(p) for p in index.pairs().tolist()] == expected
    # The same shapes, the far one last moved there by an update: a grid made with one
    # margin for every box (all were near 1e6) is rebuilt when the set's magnitude grows.
    moving = collide2d.Index([*shapes[:-1], AABB((base, base), (1.0, 1.0))])
    moving.update([len(shapes) - 1], [far])
    assert [tuple(p) for p in moving.pairs().tolist()] == expected
    probes = [AABB((base + x + 0.25, base + 2.5), (0.3, 0.3 + np.spacing(base))) for x in range(12)]
    offsets, ids = index.query(probes)
    for i, q in enumerate(probes):
        assert ids[offsets[i]:offsets[i + 1]].tolist() == \
            [j for j, s in enumerate(shapes) if overlaps(q, s)]
    # 64 movers or more through 256 colliders or more: sweep_into builds a grid.
    colliders = shapes * 4
    starts = np.c_[rng.uniform(base - 2, base + 30, 80), rng.uniform(base - 2, base + 8, 80)]
    movers = AABBArray(np.c_[starts, np.full((80, 2), 0.25)])
    deltas = rng.uniform(-6, 6, (80, 2))
    through = movers.sweep_into(colliders, deltas)
    loop = b"".join(movers[i:i + 1].sweep_into(colliders, deltas[i:i + 1]).records.tobytes()
                    for i in range(len(movers)))  # one mover: a pass over every collider
    assert through.records.tobytes() == loop
    assert 5 < (through.hit.collider >= 0).sum() < 75
    # A cluster and one box far away: the grid. The same cluster alone: a sweep, where
    # the CPU path sweeps in vector lanes.
    cluster = np.c_[rng.uniform(0, 300, (2000, 2)), np.full((2000, 2), 0.5)]
    pairs(AABBArray(np.vstack([cluster, [1e15, 1e15, 1, 1]])))
    assert _core._last_pairs_method() == "grid"
    pairs(AABBArray(cluster))
    lanes = collide2d.get_cpu_path() in ("avx2", "avx512")
    assert _core._last_pairs_method() == ("sweep" if lanes else "grid")
