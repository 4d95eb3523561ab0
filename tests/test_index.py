"""collide2d.Index beyond overlap queries: every hit of a ray, the nearest shapes,
sweeps through the index, category and mask filters, pairs in blocks, and updates --
each checked against the brute-force loop of the narrow phase (and, after updates,
against a fresh index of the same shapes)."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kind_rows import row
from test_pairs import brute_force, scene

import collide2d
from collide2d import AABB, AABBArray, Capsule, Circle, CircleArray, Colliders, Index, Polygon

rays = st.lists(st.tuples(row("point"), row("point")), min_size=1, max_size=6)
points = st.lists(row("point"), min_size=1, max_size=6)


def as_capsule(s):
    """In an index a segment is the capsule of radius 0 (the same shape)."""
    return Capsule(s.a, s.b, 0.0) if isinstance(s, collide2d.Segment) else s


def every_hit(shapes, o, d):
    """The oracle of raycast_all: each shape's own intersect_segment, by time, then id."""
    hits = [(h.time, j, h) for j, s in enumerate(shapes)
            if not isinstance(s, collide2d.Segment)
            and (h := s.intersect_segment(o, d)) is not None]
    return sorted(hits, key=lambda t: (t[0], t[1]))


@settings(max_examples=80, deadline=None)
@given(shapes=scene(12), rays=rays)
def test_raycast_all_is_every_hit_of_the_brute_force_loop(shapes, rays) -> None:
    index = Index(shapes)
    origins = np.array([r[0] for r in rays], dtype=float)
    deltas = np.array([r[1] for r in rays], dtype=float)
    offsets, hits = index.raycast_all(origins, deltas)
    assert offsets[0] == 0 and len(offsets) == len(rays) + 1
    first = index.raycast(origins, deltas)
    for i, (o, d) in enumerate(rays):
        expected = every_hit(shapes, o, d)
        got = range(offsets[i], offsets[i + 1])
        assert [int(hits.records["collider"][k]) for k in got] == [j for _, j, _ in expected]
        for k, (time, _, h) in zip(got, expected):
            assert hits.time[k] == time and tuple(hits.normal[k]) == tuple(h.normal)
            assert tuple(hits.pos[k]) == tuple(h.pos) and tuple(hits.delta[k]) == tuple(h.delta)
        # The first of them is raycast's answer.
        assert first.records["collider"][i] == (expected[0][1] if expected else -1)


def assert_rays_are_the_loops(index, shapes, origins, deltas):
    """Each ray's first hit and every hit through the index are the loop's."""
    first = index.raycast(origins, deltas)
    offsets, hits = index.raycast_all(origins, deltas)
    for i, (o, d) in enumerate(zip(np.asarray(origins).tolist(), np.asarray(deltas).tolist())):
        expected = every_hit(shapes, o, d)
        assert first.records["collider"][i] == (expected[0][1] if expected else -1)
        assert hits.records["collider"][offsets[i]:offsets[i + 1]].tolist() == \
            [j for _, j, _ in expected]


def nearest_oracle(shapes, p, k, max_distance=np.inf, allowed=None):
    found = sorted((as_capsule(s).distance_point(p).distance, j) for j, s in enumerate(shapes)
                   if (allowed is None or allowed[j]))
    found = [(d, j) for d, j in found if d <= max_distance][:k]
    found += [(np.inf, -1)] * (k - len(found))
    return [d for d, _ in found], [j for _, j in found]


def test_nearest_among_dense_shapes_and_one_far_away() -> None:
    # One shape far from the rest made the first search square hold most of the scene
    # (the square was sized from the scene's area); it starts at four cells at most now.
    # The answers are the brute-force loop's, near the crowd and near the far shape.
    rng = np.random.default_rng(12)
    shapes = [AABB(tuple(rng.uniform(0, 60, 2)), tuple(rng.uniform(0.1, 1, 2)))
              for _ in range(400)] + [AABB((5e8, 5e8), (1, 1))]
    index = Index(shapes)
    probes = np.r_[rng.uniform(0, 60, (30, 2)), [[5e8 + 3, 5e8], [1e4, 1e4], [-50, 30]]]
    for k in (1, 4):
        distances, ids = index.nearest(probes, k)
        for i, p in enumerate(probes.tolist()):
            want_d, want_ids = nearest_oracle(shapes, p, k)
            assert ids[i].tolist() == want_ids and distances[i].tolist() == want_d


@settings(max_examples=80, deadline=None)
@given(shapes=scene(12), points=points, k=st.integers(1, 5),
       max_distance=st.sampled_from([np.inf, 0.0, 0.5, 3.0, -0.25]))
def test_nearest_is_the_brute_force_loop_of_distances(shapes, points, k, max_distance) -> None:
    index = Index(shapes)
    distances, ids = index.nearest(np.array(points, dtype=float), k, max_distance=max_distance)
    assert distances.shape == ids.shape == (len(points), k) and ids.dtype == np.int64
    for i, p in enumerate(points):
        d, j = nearest_oracle(shapes, p, k, max_distance)
        assert distances[i].tolist() == d and ids[i].tolist() == j


def test_nearest_far_from_the_scene_inside_shapes_and_empty_indexes() -> None:
    index = Index([AABB((0, 0), (1, 1)), Circle((10, 0), 2), AABB((0, 0), (3, 3))])
    d, ids = index.nearest([(0.5, 0), (1e6, -1e6), (10, 0)], k=3)
    assert ids.tolist() == [[2, 0, 1], [1, 2, 0], [1, 2, 0]]
    assert d[0].tolist() == [-2.5, -0.5, 7.5]  # inside: minus the depth
    d, ids = Index([]).nearest([(0, 0)], k=2)
    assert ids.tolist() == [[-1, -1]] and d.tolist() == [[np.inf, np.inf]]
    d, ids = index.nearest(np.empty((0, 2)), k=2)
    assert d.shape == ids.shape == (0, 2)


def test_nearest_from_beyond_a_corner_keeps_the_k_nearest_and_ties_go_to_the_lower_id() -> None:
    """From beyond a corner of the scene every shape is a candidate; once k are kept, a
    shape whose box is farther than the last of them is passed over without its
    distance. Shapes mirrored across the diagonal, and copies, are at exactly equal
    distances from points on it: the lower id comes first, for every k, limit, mask and
    after some shapes moved, as the loop over every shape has it."""
    rng = np.random.default_rng(33)
    shapes = []
    for x, y in rng.integers(0, 40, (60, 2)).tolist():
        shapes += [AABB((x, y), (0.5, 0.25)), AABB((y, x), (0.25, 0.5))]  # mirrored
    shapes += [Circle((x, x), 1.0) for x in range(0, 40, 7)]
    shapes += [shapes[j] for j in rng.choice(len(shapes), 20).tolist()]  # copies: ties
    shapes += [Polygon([(0, 0), (2, 0), (0, 2)]), AABB((-3, -3), (1, 1))]
    categories = np.where(np.arange(len(shapes)) % 3 == 0, 2, 1).astype(np.uint64)
    index = Index(shapes, categories=categories)
    points = np.array([[-100.0, -100.0], [-1e4, -1e4], [140.0, 140.0], [-2.0, -2.0],
                       [20.0, 20.0], [1e3, -1e3]])

    def check():
        for k in (1, 3, 8, len(shapes) + 2):
            for max_distance in (np.inf, 150.0, -0.1):
                for mask, allowed in ((None, None), (2, categories == 2)):
                    options = {} if mask is None else {"mask": mask}
                    d, ids = index.nearest(points, k, max_distance=max_distance, **options)
                    for i, p in enumerate(points.tolist()):
                        want_d, want_ids = nearest_oracle(shapes, p, k, max_distance, allowed)
                        assert ids[i].tolist() == want_ids and d[i].tolist() == want_d

    check()
    moved = rng.choice(len(shapes), 12, replace=False).tolist()
    for j in moved:  # some out of their cells, some onto others' places
        shapes[j] = AABB(tuple(rng.integers(-5, 45, 2).tolist()), (0.5, 0.5))
    index.update(moved, [shapes[j] for j in moved])
    check()


@settings(max_examples=60, deadline=None)
@given(shapes=scene(10), movers=scene(6), delta=row("point"))
def test_sweeps_through_an_index_are_sweep_into_bit_for_bit(shapes, movers, delta) -> None:
    index = Index(shapes)
    for kind in {type(m) for m in movers}:
        group = [m for m in movers if type(m) is kind]
        array = _array(group)
        want = array.sweep_into(shapes, delta)
        got = index.sweep_into(array, delta)
        assert got.records.tobytes() == want.records.tobytes()
        assert array.sweep_into(index, delta).records.tobytes() == want.records.tobytes()


def _array(group):
    kind = type(group[0]).__name__
    if kind == "Polygon":
        return collide2d.PolygonArray(group)
    return getattr(collide2d, kind + "Array")(np.array([np.asarray(s) for s in group]))


def test_many_movers_through_an_index_equal_the_pass_over_every_collider() -> None:
    rng = np.random.default_rng(3)
    colliders = AABBArray(np.c_[rng.uniform(0, 100, (2000, 2)), rng.uniform(0, 1, (2000, 2))])
    movers = CircleArray(np.c_[rng.uniform(0, 100, (300, 2)), rng.uniform(0, 0.5, 300)])
    deltas = rng.normal(0, 5, (300, 2))
    want = movers.sweep_into(colliders, deltas)
    index = Index(colliders)
    assert index.sweep_into(movers, deltas).records.tobytes() == want.records.tobytes()


# ---- categories and masks ----------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(shapes=scene(12), data=st.data())
def test_categories_and_masks_filter_as_box2d_does(shapes, data) -> None:
    n = len(shapes)
    bits = st.integers(0, 7)
    categories = np.array(data.draw(st.lists(bits, min_size=n, max_size=n)), dtype=np.uint64)
    masks = np.array(data.draw(st.lists(bits, min_size=n, max_size=n)), dtype=np.uint64)
    mask = data.draw(bits)
    index = Index(shapes, categories=categories, masks=masks)
    want = [(i, j) for i, j in brute_force(shapes)
            if categories[i] & masks[j] and categories[j] & masks[i]]
    assert [tuple(p) for p in index.pairs().tolist()] == want
    assert [tuple(p) for b in index.iter_pairs(3) for p in b.tolist()] == want
    allowed = [bool(c & mask) for c in categories]
    probe = AABB((0, 0), (4, 4))
    want = [j for j, s in enumerate(shapes) if allowed[j] and collide2d.overlaps(probe, s)]
    assert index.query([probe], mask=mask)[1].tolist() == want
    d, ids = index.nearest([(0.5, 0.5)], k=3, mask=mask)
    assert ids[0].tolist() == nearest_oracle(shapes, (0.5, 0.5), 3, allowed=allowed)[1]
    hits = index.raycast_all([(-9, 0.25)], [(18, 0)], mask=mask)[1]
    assert all(allowed[j] for j in hits.records["collider"])


def test_a_mask_of_0_sees_nothing_with_filters_or_without() -> None:
    # Without filters every category is every bit: a search with mask 0 sees no shape,
    # as it does when every category is given as every bit.
    shapes = AABBArray([[0, 0, 1, 1], [3, 0, 1, 1]])
    for index in (Index(shapes), Index(shapes, categories=2**64 - 1)):
        assert index.query_point([(0.5, 0)], mask=0)[1].tolist() == []
        assert index.query([AABB((1.5, 0), (3, 2))], mask=0)[1].tolist() == []
        assert index.nearest([(0.5, 0)], k=2, mask=0)[1].tolist() == [[-1, -1]]
        assert index.raycast([(-5, 0)], [(20, 0)], mask=0).collider.tolist() == [-1]
        assert len(index.raycast_all([(-5, 0)], [(20, 0)], mask=0)[1]) == 0
        moved = index.sweep_into(AABBArray([[-5, 0, 1, 1]]), [(20, 0)], mask=0)
        assert moved.hit.collider.tolist() == [-1]
        assert index.query_point([(0.5, 0)], mask=1)[1].tolist() == [0]


def test_bits_past_int64_given_as_python_ints() -> None:
    # numpy makes a list holding an int past int64 float64 (or object): read as ints.
    shapes = [AABB((0, 0), (1, 1)), AABB((1, 0), (1, 1)), AABB((2, 0), (1, 1))]
    index = Index(shapes, categories=[1, 2**63, 1], masks=[0, 2**64 - 1, 1])
    assert index.pairs().tolist() == []  # 0 and 1: 0's mask is 0; 1 and 2: 2's mask is 1
    index = Index(shapes, categories=[2**63, 2**63, 1], masks=[2**63, 2**63, 2**64 - 1])
    assert index.pairs().tolist() == [[0, 1]]  # 2's category 1 is not in 1's mask
    with pytest.raises(ValueError, match=r"'masks' row 1 is too large"):
        Index(shapes, masks=[0, 2**64, 1])
    with pytest.raises(ValueError, match=r"'categories' row 0 is negative"):
        Index(shapes, categories=[-1, 2**64 - 1, 0])
    with pytest.raises(TypeError, match=r"'masks' must be integers, not float64"):
        Index(shapes, masks=[0.5, 2**64 - 1, 1])


def test_bad_filters_and_masks_are_refused_by_name() -> None:
    shapes = [AABB((0, 0), (1, 1)), AABB((1, 0), (1, 1))]
    with pytest.raises(ValueError, match=r"^Index\(\): 'categories' row 1 is negative"):
        Index(shapes, categories=[1, -1])
    with pytest.raises(ValueError, match=r"'masks' must have one value per shape \(2\)"):
        Index(shapes, masks=[1, 2, 3])
    with pytest.raises(TypeError, match=r"'categories' must be integers"):
        Index(shapes, categories=[0.5, 1])
    index = Index(shapes, categories=3)  # one for all
    assert index.pairs().tolist() == [[0, 1]]
    with pytest.raises(ValueError, match=r"^query\(\): 'mask' must be in \[0, 2\*\*64\)"):
        index.query(shapes, mask=-1)
    with pytest.raises(TypeError, match=r"^nearest\(\): 'mask' must be an int"):
        index.nearest([(0, 0)], mask=1.5)
    with pytest.raises(ValueError, match=r"^nearest\(\): 'k' must be 1 or more"):
        index.nearest([(0, 0)], k=0)
    # k too large for its rows: a MemoryError, with points or without (the width of
    # an empty (0, k) result wrapped around), never numpy's or an OverflowError.
    for points in ([(0, 0)], np.empty((0, 2))):
        for k in (2**61 + 1, 2**62, 2**63 - 1, 2**63, 2**80):
            with pytest.raises(MemoryError, match=r"^nearest\(\): no memory"):
                index.nearest(points, k=k)
    assert [a.shape for a in index.nearest(np.empty((0, 2)), k=5)] == [(0, 5), (0, 5)]
    with pytest.raises(MemoryError, match=rf"^nearest\(\): no memory for 1 rows of k = {2**40} "):
        index.nearest([(0, 0)], k=2**40)
    with pytest.raises(ValueError, match=r"^nearest\(\): 'max_distance' \(an int of 1329 bits"):
        index.nearest([(0, 0)], max_distance=10**400)
    with pytest.raises(ValueError, match=r"^nearest\(\): 'max_distance' must be a number"):
        index.nearest([(0, 0)], max_distance=np.nan)
    with pytest.raises(ValueError, match=r"^nearest\(\): 'points' row 0 "):
        index.nearest([(np.inf, 0)])
    with pytest.raises(ValueError, match=r"^iter_pairs\(\): 'shapes_per_block' must be 1"):
        next(index.iter_pairs(0))
    with pytest.raises(TypeError, match=r"not an Index"):
        Index(index)


def test_pairs_in_blocks_are_the_pairs() -> None:
    rng = np.random.default_rng(8)
    boxes = AABBArray(np.c_[rng.uniform(0, 30, (500, 2)), rng.uniform(0, 1.5, (500, 2))])
    index = Index(boxes)
    whole = index.pairs()
    for block in (1, 7, 100, 10_000):
        parts = list(index.iter_pairs(block))
        assert len(parts) == -(-500 // block)
        np.testing.assert_array_equal(np.concatenate(parts), whole)
    level = Colliders([AABB((0, 0), (1, 1)), AABB((0.5, 0), (1, 1)), AABB((1, 0), (1, 1))])
    level.remove(0)
    level.add(AABB((0.2, 0), (1, 1)))
    assert [b.tolist() for b in Index(level).iter_pairs(1)] == [[[1, 2], [1, 3]], [[2, 3]], []]


# ---- updates: every answer a fresh index's ------------------------------------------

def answers(index, probes, rays):
    """What an index says about a fixed set of questions."""
    o, d = rays
    offsets, hits = index.raycast_all(o, d)
    return (index.pairs().tolist(), [a.tolist() for a in index.query(probes)],
            [a.tolist() for a in index.query_point(o)], index.raycast(o, d).records.tobytes(),
            offsets.tolist(), hits.records.tobytes(),
            [a.tolist() for a in index.nearest(o, 3)])


@settings(max_examples=40, deadline=None)
@given(shapes=scene(12), replacements=scene(12), data=st.data())
def test_after_updates_every_answer_is_a_fresh_indexs(shapes, replacements, data) -> None:
    if not shapes or not replacements:
        return
    index = Index(shapes)
    probes = [AABB((0, 0), (2, 2)), Circle((1, -1), 3)]
    rays = (np.array([[-9.0, 0.5], [0.25, 0.25]]), np.array([[18.0, 0.25], [1.0, -2.0]]))
    current = list(shapes)
    for new in replacements:
        j = data.draw(st.integers(0, len(current) - 1))
        current[j] = new
        index.update([j], [new])
        assert answers(index, probes, rays) == answers(Index(current), probes, rays)


@pytest.mark.parametrize("kind", ["array", "shapes"])
def test_a_box_moved_past_the_last_row_of_cells_is_still_found(kind) -> None:
    # The grid's cells end where the scene did at the build. A box updated past the
    # last row (here above the scene, in the column it had) once kept its place in that
    # row, where no search looks for a box that far up: it was missing from queries,
    # raycasts, sweeps and pairs. It now joins the moved shapes every search reads.
    rows = np.array([[-1.6, -10.26, 1.72, 1.12], [-12.23, -10.51, 0.79, 0.87],
                     [6.06, -7.96, 0.1, 0.73], [-6.83, -8.92, 1.44, 1.43],
                     [-15.31, -6.46, 0.97, 0.55]])
    new = [-13.45, 3.62, 1.56, 1.23]
    now = rows.copy()
    now[4] = new
    build = ((lambda r: Index(AABBArray(r))) if kind == "array" else
             (lambda r: Index([AABB(tuple(x[:2]), tuple(x[2:])) for x in r])))
    index = build(rows)
    index.update([4], AABBArray([new]))
    probes = AABBArray([[-13.4, 3.6, 0.1, 0.1]])
    rays = (np.array([[-13.4, 10.0]]), np.array([[0.0, -10.0]]))
    assert index.query(probes)[1].tolist() == [4]
    assert answers(index, [AABB((-13.4, 3.6), (0.1, 0.1))], rays) == \
        answers(build(now), [AABB((-13.4, 3.6), (0.1, 0.1))], rays)
    mover = AABBArray([[-13.45, 12.0, 0.5, 0.5]])
    assert mover.sweep_into(index, (0.0, -10.0)).records.tobytes() == \
        mover.sweep_into(AABBArray(now), (0.0, -10.0)).records.tobytes()
    index.update([0], AABBArray([[-13.4, 3.6, 0.5, 0.5]]))
    assert index.pairs().tolist() == [[0, 4]]


@pytest.mark.parametrize("first", ["pairs", "pairs_of", "sweep", "picture", "update"])
def test_an_index_of_writable_boxes_keeps_them_when_their_array_changes(first) -> None:
    # The build reads a writable array's box rows in place and keeps them in its grid
    # only (a sweep through the index reads the grid's copies; a copy in row order is
    # made when a call first reads shapes by number: pairs of some shapes, the picture,
    # an update). Whichever comes first, writes to the array after the build change no
    # answer: a frozen copy's index of the rows as they were answers alike.
    rng = np.random.default_rng(11)
    rows = np.c_[rng.uniform(0, 40, (500, 2)), rng.uniform(0.1, 1.2, (500, 2))]
    boxes = AABBArray(rows)
    index, kept = Index(boxes), Index(AABBArray(rows.copy()).freeze())
    original = boxes.rows.copy()
    boxes.rows[::3] = np.nan
    boxes.rows[1::3, :2] += 1000.0
    boxes.rows[2::3, 2:] = -1.0
    probes = [AABB((float(x), float(y)), (1.5, 1.5)) for x, y in rng.uniform(0, 40, (30, 2))]
    rays = (rng.uniform(0, 40, (20, 2)), rng.uniform(-20, 20, (20, 2)))
    movers, delta = AABBArray(rng.uniform(0, 40, (50, 4)) * [1, 1, 0.02, 0.02]), (3.0, -2.0)
    steps = {
        "pairs": lambda i: i.pairs().tolist(),
        "pairs_of": lambda i: [b.tolist() for b in i.iter_pairs(97)],
        "sweep": lambda i: movers.sweep_into(i, delta).records.tobytes(),
        "picture": lambda i: [repr(s) for s in i._shapes_shown(200)],
        "update": lambda i: i.update([4, 9], AABBArray(original[[9, 4]])),
    }
    for name in [first] + [n for n in steps if n != first]:
        assert steps[name](index) == steps[name](kept), name
    assert answers(index, probes, rays) == answers(kept, probes, rays)
    assert index._shapes_shown(3) == [AABB(tuple(r[:2]), tuple(r[2:])) for r in
                                       original[[0, 1, 2]]]


@pytest.mark.parametrize("circles", [0, 100])
def test_boxes_of_an_index_take_shapes_of_other_kinds_by_update(circles) -> None:
    # An index keeps its boxes as their bounds (no shape of their own: a set of boxes
    # only has no shapes at all, nor its grid shape copies): shapes of other kinds given
    # to boxes by update, in place or far away, and a rebuild after many moves, answer
    # as a fresh index of the shapes now in it.
    rng = np.random.default_rng(8)
    rows = np.c_[rng.uniform(0, 40, (300, 2)), rng.uniform(0.3, 1, (300, 2))]
    current = [AABB(tuple(r[:2]), tuple(r[2:])) for r in rows]
    current += [Circle(tuple(rng.uniform(0, 40, 2)), 0.8) for _ in range(circles)]
    index = Index(AABBArray(rows) if circles == 0 else current)
    probes = [AABB((float(x), float(y)), (1.5, 1.5)) for x, y in rng.uniform(0, 40, (40, 2))]
    rays = (rng.uniform(0, 40, (20, 2)), rng.uniform(-20, 20, (20, 2)))
    for step in range(120):
        j = int(rng.integers(300))  # a box's place (the boxes come first)
        x, y = rng.uniform(0, 40, 2) if step % 2 else rows[j, :2]
        new = (Circle((float(x), float(y)), 1.0) if step % 3 else
               Polygon.regular(5, (float(x), float(y)), 1.2))
        current[j] = new
        index.update([j], [new])
        if step % 20 == 19:
            assert answers(index, probes, rays) == answers(Index(current), probes, rays)
            np.testing.assert_array_equal(index.pairs(), collide2d.pairs(current))


def test_small_moves_keep_their_cells_and_many_moves_rebuild() -> None:
    rng = np.random.default_rng(4)
    rows = np.c_[rng.uniform(0, 100, (400, 2)), rng.uniform(0.2, 1, (400, 2))]
    index = Index(AABBArray(rows))
    # A nudge far smaller than a cell: the shapes keep their places.
    rows[:, :2] += 1e-9
    index.update(np.arange(400), AABBArray(rows))
    moved = collide2d._core.grid_moved(index._grid)
    assert moved < 40
    # Jumps across the scene: they leave their cells, and past 64 + sqrt(N) the grid is
    # rebuilt (no shape out of its cell after).
    for step in range(6):
        ids = rng.choice(400, 60, replace=False)
        rows[ids, :2] = rng.uniform(0, 100, (60, 2))
        index.update(ids, AABBArray(rows[ids]))
        np.testing.assert_array_equal(index.pairs(), collide2d.pairs(AABBArray(rows)))
    assert collide2d._core.grid_moved(index._grid) <= 64 + 20


def test_updates_of_a_colliders_index_name_ids_and_change_kinds() -> None:
    level = Colliders([AABB((0, 0), (1, 1)), Circle((5, 0), 1), AABB((9, 0), (1, 1))])
    level.remove(1)
    index = Index(level)
    index.update([2], [Polygon([(0, 0), (1, 0), (0, 1)])])  # a box becomes a triangle
    assert index.pairs().tolist() == [[0, 2]]
    index.update(np.array([0, 2]), [Circle((20, 0), 1), Circle((20.5, 0), 1)])
    assert index.pairs().tolist() == [[0, 2]] and index.query_point([(0.2, 0.2)])[1].size == 0
    with pytest.raises(KeyError, match=r"'ids' row 0: no indexed shape has id 1"):
        index.update([1], [AABB((0, 0), (1, 1))])
    with pytest.raises(KeyError, match=r"'ids' row 1: no indexed shape has id 18446744073709551615"):
        index.update(np.array([0, 2**64 - 1], np.uint64), [AABB((0, 0), (1, 1))] * 2)
    with pytest.raises(ValueError, match=r"'ids' rows 0 and 1 both name id 2"):
        index.update([2, 2], [AABB((0, 0), (1, 1))] * 2)
    with pytest.raises(ValueError, match=r"'ids' rows 1 and 3 both name id 0"):  # the least
        index.update([2, 0, 2, 0], [AABB((0, 0), (1, 1))] * 4)
    with pytest.raises(ValueError, match=r"one id per shape \(2\)"):
        index.update([0], [AABB((0, 0), (1, 1))] * 2)
    with pytest.raises(ValueError, match=r"^update\(\): 'shapes' row 0 has a negative radius"):
        index.update([0], (np.empty((0, 4)), np.array([[0, 0, -1.0]])))
    assert index.pairs().tolist() == [[0, 2]]  # nothing changed by the refused updates


def test_update_takes_its_shapes_from_a_colliders_with_gaps_in_its_ids() -> None:
    # The new shapes pair with the ids in the collection's order (its ids'), whatever ids
    # it gave them: here 1, 2 and 4 after removals, of two kinds.
    index = Index([AABB((0, 0), (1, 1)), AABB((3, 0), (1, 1)), AABB((6, 0), (1, 1))])
    new = Colliders()
    for shape in (AABB((0, 0), (1, 1)), Circle((30, 0), 1), AABB((9, 9), (1, 1)),
                  AABB((0, 0), (1, 1)), Circle((0, 30), 1)):
        new.add(shape)
    new.remove(0)
    new.remove(3)
    index.update([2, 0, 1], new)  # id 2 <- Circle((30, 0)), 0 <- the box at (9, 9), ...
    expected = [AABB((9, 9), (1, 1)), Circle((0, 30), 1), Circle((30, 0), 1)]
    probes = [AABB((9, 9), (2, 2)), Circle((30, 0), 2), Circle((0, 30), 2)]
    rays = (np.array([[-5.0, 9.0], [30.0, -5.0]]), np.array([[20.0, 0.0], [0.0, 10.0]]))
    assert answers(index, probes, rays) == answers(Index(expected), probes, rays)
    assert index.query_point([(30.5, 0.0)])[1].tolist() == [2]
    index.update([], [])  # nothing to move: nothing changes (numpy types [] as float64)
    assert index.query_point([(30.5, 0.0)])[1].tolist() == [2]
    Index([]).update([], [])


def test_boxes_turned_into_other_kinds_in_place_and_through_a_rebuild() -> None:
    # The grid keeps no shape copy for a box (its shape is its bounds): a box given
    # another kind where it stands must still be answered as that kind, before the
    # grid is rebuilt (it leaves its place) and after (the set says it is no box).
    rng = np.random.default_rng(8)
    rows = np.c_[rng.uniform(0, 40, (300, 2)), rng.uniform(0.2, 1, (300, 2))]
    index = Index(AABBArray(rows))
    current = [AABB(r[:2], r[2:]) for r in rows]
    probes = [AABB((20, 20), (5, 5)), Circle((10, 30), 4)]
    rays = (np.array([[-1.0, 20.5], [3.0, 0.0]]), np.array([[42.0, 0.25], [30.0, 40.0]]))
    for batch in (range(150, 160), range(40, 140), range(0, 10)):
        ids = np.array(batch)
        circles = [Circle(rows[j, :2], rows[j, 2]) for j in ids]
        for j, c in zip(ids, circles):
            current[j] = c
        index.update(ids, circles)
        assert answers(index, probes, rays) == answers(Index(current), probes, rays)
    # And back to boxes, of other sizes.
    ids = np.arange(0, 300, 3)
    index.update(ids, AABBArray(rows[ids] * [1, 1, 1.5, 0.5]))
    for j in ids:
        current[j] = AABB(rows[j, :2], rows[j, 2:] * [1.5, 0.5])
    assert answers(index, probes, rays) == answers(Index(current), probes, rays)


def test_a_polygon_given_by_update_is_copied() -> None:
    vertices = np.array([[0.0, 0.0], [2.0, 0.0], [0.0, 2.0]])
    index = Index([AABB((5, 5), (1, 1)), AABB((0.5, 0.5), (0.25, 0.25))])
    index.update([0], collide2d.PolygonArray(vertices, [0, 3]))
    vertices += 100.0  # the caller's array changes; the index keeps its copy
    assert index.pairs().tolist() == [[0, 1]]


def test_searches_and_updates_from_many_threads() -> None:
    rng = np.random.default_rng(6)
    rows = np.c_[rng.uniform(0, 50, (3000, 2)), rng.uniform(0, 1, (3000, 2))]
    index = Index(AABBArray(rows))
    probes = AABBArray(np.c_[rng.uniform(0, 50, (2000, 2)), np.ones((2000, 2))])
    errors = []

    def search() -> None:
        try:
            for _ in range(20):
                offsets, _ = index.query(probes)
                assert len(offsets) == 2001
                index.nearest(rows[:500, :2], 2)
        except BaseException as e:  # reported below
            errors.append(e)

    threads = [threading.Thread(target=search) for _ in range(3)]
    for t in threads:
        t.start()
    for _ in range(30):
        ids = rng.choice(3000, 100, replace=False)
        rows[ids, :2] = rng.uniform(0, 50, (100, 2))
        index.update(ids, AABBArray(rows[ids]))
    for t in threads:
        t.join()
    assert errors == []
    np.testing.assert_array_equal(index.pairs(), collide2d.pairs(AABBArray(rows)))


def test_an_update_is_not_kept_waiting_by_searches_in_a_loop() -> None:
    # The lock let searches arriving while an update waited go first: with three
    # threads searching in a loop, five updates took 55 s. Writers go first now.
    import time

    rng = np.random.default_rng(8)
    index = Index(AABBArray(np.c_[rng.uniform(-500, 500, (50_000, 2)),
                                  rng.uniform(0, 2, (50_000, 2))]))
    points = rng.uniform(-500, 500, (5000, 2))
    done = threading.Event()

    def search() -> None:
        while not done.is_set():
            index.nearest(points, k=3)

    threads = [threading.Thread(target=search) for _ in range(3)]
    for t in threads:
        t.start()
    time.sleep(0.2)
    start = time.monotonic()
    moved = AABBArray(np.c_[rng.uniform(-500, 500, (10, 2)), np.ones((10, 2))])
    for _ in range(5):
        index.update(np.arange(10), moved)
    took = time.monotonic() - start
    done.set()
    for t in threads:
        t.join()
    assert took < 10, f"5 updates took {took:.1f} s behind three searching threads"


def test_long_short_and_outside_rays_through_a_dense_scene() -> None:
    """Rays are searched piece by piece along their length: rays from far outside, rays
    longer than the scene, rays ending inside shapes and zero-length rays all give the
    brute-force loop's first hit and every hit."""
    rng = np.random.default_rng(9)
    shapes = [AABB(tuple(rng.uniform(0, 60, 2)), tuple(rng.uniform(0, 1.5, 2))) for _ in range(500)]
    shapes += [Circle(tuple(rng.uniform(0, 60, 2)), float(rng.uniform(0, 2))) for _ in range(300)]
    shapes += [Polygon.regular(5, tuple(rng.uniform(0, 60, 2)), float(rng.uniform(0.1, 3)))
               for _ in range(100)]
    shapes.append(AABB((30, 30), (25, 0.5)))  # one long wall: a coarser level
    origins = np.r_[rng.uniform(-100, 160, (40, 2)), rng.uniform(0, 60, (20, 2))]
    deltas = np.r_[rng.normal(0, 1, (40, 2)) * 10.0 ** rng.uniform(-2, 4, (40, 1)),
                   np.zeros((5, 2)), rng.normal(0, 3, (15, 2))]
    index = Index(shapes)
    first = index.raycast(origins, deltas)
    offsets, hits = index.raycast_all(origins, deltas)
    for i, (o, d) in enumerate(zip(origins.tolist(), deltas.tolist())):
        expected = every_hit(shapes, o, d)
        assert first.records["collider"][i] == (expected[0][1] if expected else -1)
        if expected:
            assert first.time[i] == expected[0][0]
        got = hits.records["collider"][offsets[i]:offsets[i + 1]].tolist()
        assert got == [j for _, j, _ in expected]


def test_every_answer_is_the_same_on_any_number_of_threads() -> None:
    """The broad phase splits its work in parts (sorted positions, query rows), one sink
    each, joined in order: the bytes do not depend on the thread count."""
    rng = np.random.default_rng(10)
    rows = np.c_[rng.uniform(0, 40, (1500, 2)), rng.uniform(0, 1.2, (1500, 2))]
    shapes = AABBArray(rows)
    index = Index(shapes)
    index.update(np.arange(20), AABBArray(rows[:20] + [15, 0, 0, 0]))  # some moved shapes
    probes = AABBArray(np.c_[rng.uniform(0, 40, (700, 2)), np.full((700, 2), 0.5)])
    o, d = rng.uniform(0, 40, (700, 2)), rng.normal(0, 8, (700, 2))

    def everything():
        offsets, hits = index.raycast_all(o, d)
        return [collide2d.pairs(shapes).tobytes(), index.pairs().tobytes(),
                *(a.tobytes() for a in index.query(probes)),
                *(a.tobytes() for a in index.query_point(o)),
                index.raycast(o, d).records.tobytes(), offsets.tobytes(),
                hits.records.tobytes(), *(a.tobytes() for a in index.nearest(o, 4))]

    one_thread = collide2d.get_num_threads()
    collide2d.set_num_threads(1)
    try:
        alone = everything()
        before = collide2d._core._set_work_per_thread(1)  # split even these small calls
        try:
            for threads in (2, 3, 7):
                collide2d.set_num_threads(threads)
                assert everything() == alone
        finally:
            collide2d._core._set_work_per_thread(before)
    finally:
        collide2d.set_num_threads(one_thread)


def test_large_batches_searched_in_cell_order_answer_row_by_row() -> None:
    """From 1024 rows a search takes them in the grid's cell order (for the cache) and
    puts the answers back in row order: the bytes equal the same rows asked in calls
    too small to be reordered, on one thread and on several."""
    rng = np.random.default_rng(21)
    rows = np.c_[rng.uniform(0, 60, (2000, 2)), rng.uniform(0.1, 1.5, (2000, 2))]
    index = Index(AABBArray(rows))
    index.update(np.arange(30), AABBArray(rows[:30] + [25, 3, 0, 0]))  # some moved shapes
    m = 3000
    probes = [AABB((float(x), float(y)), (0.7, 0.4)) if k % 3 else Circle((float(x), float(y)), 1.0)
              for k, (x, y) in enumerate(rng.uniform(-5, 65, (m, 2)))]
    o, d = rng.uniform(-5, 65, (m, 2)), rng.normal(0, 6, (m, 2))

    def answers(lo, hi):
        offsets, hits = index.raycast_all(o[lo:hi], d[lo:hi])
        q_off, q_ids = index.query(probes[lo:hi])
        p_off, p_ids = index.query_point(o[lo:hi])
        dist, near = index.nearest(o[lo:hi], 3)
        return [np.diff(q_off), q_ids, np.diff(p_off), p_ids,
                index.raycast(o[lo:hi], d[lo:hi]).records, np.diff(offsets), hits.records,
                dist, near]

    def joined(parts):  # bytes joined (numpy's concatenate leaves records' padding as is)
        return [b"".join(p[k].tobytes() for p in parts) for k in range(len(parts[0]))]

    small = joined([answers(lo, lo + 500) for lo in range(0, m, 500)])
    threads = collide2d.get_num_threads()
    try:
        for count in (1, 2):
            collide2d.set_num_threads(count)
            assert joined([answers(0, m)]) == small
    finally:
        collide2d.set_num_threads(threads)
    # And one row of the batch against the loop over every box.
    offsets, ids = index.query(probes)
    shapes = [AABB(r[:2], r[2:]) for r in np.r_[rows[:30] + [25, 3, 0, 0], rows[30:]]]
    for i in range(0, m, 97):
        assert ids[offsets[i]:offsets[i + 1]].tolist() == \
            [j for j, s in enumerate(shapes) if collide2d.overlaps(probes[i], s)]


def test_tiny_boxes_over_a_vast_scene_are_found_as_in_any_scene() -> None:
    """Boxes a millionth wide spread over a thousand: cell indices at their 26-bit clamp,
    keys too wide to share a word with the shape numbers (the sort moves two), too many
    rows for the row table and cells for the occupied-cells bitmap: every search falls
    back to galloping through the keys, and must answer as the loops over every box."""
    rng = np.random.default_rng(33)
    n = 1500
    xy = rng.uniform(0, 1e3, (n, 2))
    xy[1::2] = xy[0::2] + rng.uniform(-3e-6, 3e-6, (n // 2, 2))  # partners: some overlap
    rows = np.c_[xy, rng.uniform(1e-6, 2e-6, (n, 2))]
    rows[10] = rows[11]  # identical boxes
    rows[20, :2] = rows[21, :2] + [rows[20, 2] + rows[21, 2], 0.0]  # touching
    # A few boxes ten thousand times wider (about level 13 of the grid): 52 bits of cell,
    # 4 of level and 11 of shape number are more than a word.
    rows[100:130, 2:] = 1e-2
    index = Index(AABBArray(rows))
    # The exact AABB test, written in numpy with the same operations in the same order.
    px = (rows[None, :, 2] + rows[:, None, 2]) - np.abs(rows[None, :, 0] - rows[:, None, 0])
    py = (rows[None, :, 3] + rows[:, None, 3]) - np.abs(rows[None, :, 1] - rows[:, None, 1])
    i, j = np.nonzero(np.triu((px > 0) & (py > 0), 1))
    want = np.c_[i, j]
    assert len(want) > 100
    assert collide2d.pairs(AABBArray(rows)).tolist() == want.tolist()
    assert index.pairs().tolist() == want.tolist()
    boxes = [AABB(r[:2], r[2:]) for r in rows]
    probes = [AABB(r[:2], (2e-6, 2e-6)) for r in rows[::50]]
    offsets, ids = index.query(probes)
    for k, q in enumerate(probes):
        assert ids[offsets[k]:offsets[k + 1]].tolist() == \
            [m for m, b in enumerate(boxes) if collide2d.overlaps(q, b)]
    origins = rows[::100, :2] - [1e-5, 0.0]
    deltas = np.tile([2e-5, 1e-7], (len(origins), 1))
    first = index.raycast(origins, deltas)
    for k, (o, d) in enumerate(zip(origins.tolist(), deltas.tolist())):
        expected = every_hit(boxes, o, d)
        assert first.records["collider"][k] == (expected[0][1] if expected else -1)
    # 5000 rays: their cells and row numbers too wide for one word, ordered in two.
    o = np.repeat(rows[:, :2], 4, axis=0)[:5000] - [1e-5, 2e-6]
    d = np.tile([2e-5, 4e-6], (5000, 1))
    batch = index.raycast(o, d).records.tobytes()
    assert batch == b"".join(index.raycast(o[k:k + 500], d[k:k + 500]).records.tobytes()
                             for k in range(0, 5000, 500))


def test_every_search_on_a_hard_scene_is_the_brute_force_loops() -> None:
    """Clusters, sizes over six orders of magnitude, zero-size boxes, a box over
    everything and identical copies: queries, points, rays (first and all), nearest and
    sweeps through the index equal the loops over every shape."""
    rng = np.random.default_rng(14)
    centres = np.concatenate([rng.normal(0, 1e-3, (150, 2)), rng.uniform(-1e3, 1e3, (250, 2))])
    halves = 10.0 ** rng.uniform(-4, 2, (400, 2))
    halves[:30] = 0.0
    rows = np.vstack([np.c_[centres, halves], [0, 0, 2e3, 2e3], np.c_[centres, halves][:5]])
    boxes = [AABB((r[0], r[1]), (r[2], r[3])) for r in rows]
    boxes += [Circle((float(x), float(y)), float(h)) for x, y, h in
              np.c_[centres[:60], halves[:60, 0]]]
    index = Index(boxes)
    probes = [AABB((float(x), float(y)), (0.5, 0.5)) for x, y in centres[::25]]
    offsets, ids = index.query(probes)
    for i, q in enumerate(probes):
        want = [j for j, s in enumerate(boxes) if collide2d.overlaps(q, s)]
        assert ids[offsets[i]:offsets[i + 1]].tolist() == want
    points = np.r_[centres[::20], [[0.0, 0.0], [5e3, 5e3]]]
    d, near = index.nearest(points, 3)
    for i, p in enumerate(points.tolist()):
        want_d, want_ids = nearest_oracle(boxes, p, 3)
        assert near[i].tolist() == want_ids and d[i].tolist() == want_d
    origins = np.r_[centres[::40], [[-3e3, 1.0]]]
    deltas = np.r_[rng.normal(0, 50, (len(centres[::40]), 2)), [[6e3, 0.0]]]
    assert_rays_are_the_loops(index, boxes, origins, deltas)
    movers = CircleArray(np.c_[centres[::10], np.full(len(centres[::10]), 0.1)])
    move = rng.normal(0, 20, (len(centres[::10]), 2))
    assert index.sweep_into(movers, move).records.tobytes() == \
        movers.sweep_into(boxes, move).records.tobytes()


def test_queries_in_batches_through_the_finest_cells_are_the_loops() -> None:
    """A dense scene (its finest level's occupied cells listed, so queries are taken 32
    at a time in stages) with coarser boxes, moved shapes and a category filter: boxes
    of every size (one cell; more rows of cells than a batch stages, searched on their
    own), circles, points on cell edges, and batch sizes that do not divide by 32 --
    each answer is the loop over every shape."""
    rng = np.random.default_rng(61)
    n = 3000
    rows = np.c_[np.round(rng.uniform(0, 120, (n, 2)) * 4) / 4, np.full((n, 2), 0.5)]
    rows[:40, 2:] = rng.uniform(2, 9, (40, 2))  # coarser levels
    rows[40:60, 2:] = 0.0  # zero-size boxes
    categories = rng.integers(1, 4, n).astype(np.int64)
    index = Index(AABBArray(rows), categories=categories)
    moved = np.arange(60, 90)
    rows[moved, :2] += rng.uniform(3, 20, (len(moved), 2))  # out of their cells
    rows[90:120, :2] += 0.05  # within them
    index.update(np.r_[moved, np.arange(90, 120)], AABBArray(rows[np.r_[moved, np.arange(90, 120)]]))
    shapes = [AABB(r[:2], r[2:]) for r in rows]
    m = 1000 + 17
    xy = np.round(rng.uniform(-3, 123, (m, 2)) * 2) / 2  # many on cell edges
    halves = np.exp(rng.uniform(-4, 2.5, (m, 2)))
    probes = [Circle(p, h[0]) if k % 5 == 0 else AABB(p, h)
              for k, (p, h) in enumerate(zip(xy.tolist(), halves.tolist()))]
    def boxes_hit(p, h):  # the exact AABB test in numpy, as the loop over every box
        px = (rows[:, 2] + h[0]) - np.abs(rows[:, 0] - p[0])
        py = (rows[:, 3] + h[1]) - np.abs(rows[:, 1] - p[1])
        return (px > 0) & (py > 0)

    for mask in (None, 2):
        keep = np.ones(n, bool) if mask is None else (categories & mask) != 0
        for lo, hi in ((0, m), (5, 38), (100, 101)):
            offsets, ids = index.query(probes[lo:hi], mask=mask)
            p_offsets, p_ids = index.query_point(xy[lo:hi], mask=mask)
            for k in range(hi - lo):
                q = probes[lo + k]
                if isinstance(q, Circle):
                    if k % 3:
                        continue  # a third of the circles: the loop is slow
                    want = [j for j in np.flatnonzero(keep) if collide2d.overlaps(q, shapes[j])]
                else:
                    want = np.flatnonzero(keep & boxes_hit(xy[lo + k], halves[lo + k])).tolist()
                assert ids[offsets[k]:offsets[k + 1]].tolist() == want
                want = np.flatnonzero(keep & boxes_hit(xy[lo + k], (0.0, 0.0))).tolist()
                assert p_ids[p_offsets[k]:p_offsets[k + 1]].tolist() == want


def test_nearest_with_more_results_than_memory_says_how_many_megabytes() -> None:
    index = Index([AABB((0, 0), (1, 1))])
    with pytest.raises(MemoryError, match=r"k = 1000000000000 results \(32000001 MB\)"):
        index.nearest([(0, 0)], k=10**12)
    with pytest.raises(MemoryError, match=r"k = 9223372036854775807 results \(more bytes"):
        index.nearest([(0, 0)], k=2**63 - 1)


def test_one_scalar_mover_sweeps_through_an_index_as_one_row() -> None:
    index = Index([AABB((0, 0), (1, 1)), AABB((5, 0), (1, 1))])
    mover = Circle((-5, 0), 0.5)
    want = CircleArray([mover]).sweep_into([AABB((0, 0), (1, 1)), AABB((5, 0), (1, 1))],
                                           [(10, 0)])
    for got in (collide2d.sweep_into(mover, index, (10, 0)), index.sweep_into(mover, (10, 0))):
        assert got.hit.collider.tolist() == [0]
        assert got.time.tolist() == want.time.tolist()
    with pytest.raises(TypeError, match="'movers' must be shapes"):
        index.sweep_into(3, (10, 0))
    # A scalar shape's own sweep_into names the shape it hits, which an Index (ids) cannot:
    # its message says which call to make instead, for every kind of mover.
    for body in (mover, AABB((-5, 0), (1, 1)), Capsule((-5, 0), (-4, 0), 0.5)):
        with pytest.raises(TypeError, match=r"is an Index.*index\.sweep_into\(shape, delta\)"):
            body.sweep_into(index, (10, 0))


def test_pairs_reads_a_generator_and_says_what_an_index_and_points_are_not() -> None:
    boxes = [AABB((i, 0), (1, 1)) for i in range(3)]
    assert collide2d.pairs(b for b in boxes).tolist() == collide2d.pairs(boxes).tolist()
    with pytest.raises(TypeError, match="not an Index"):
        collide2d.pairs(Index(boxes))
    with pytest.raises(TypeError, match="not points"):
        collide2d.pairs([(0, 0), (1, 1)])



def test_an_index_refuses_pickle_and_copy_and_says_what_to_send_instead() -> None:
    import copy
    import pickle

    index = Index([AABB((0, 0), (1, 1)), Circle((5, 0), 1)])
    for attempt in (pickle.dumps, copy.copy, copy.deepcopy):
        with pytest.raises(TypeError, match="send its shapes"):
            attempt(index)


def test_a_first_hit_at_time_one_is_kept_as_raycast_all_keeps_it() -> None:
    """A ray 1e17 long whose entry (1 - 3e-17) rounds to time 1: the shapes'
    intersect_segment and raycast_all report it, and raycast kept only hits before
    time 1 (a miss's time), so it said None. A shape nearer in the list but hit at the
    same time 1 does not win over a lower id."""
    origin, delta = (-1e17, 0.25), (1e17, 0.0)  # ends at (0, 0.25), inside each shape
    for shape in (AABB((-2, 0), (1, 1)), Capsule((-2, 0), (-1.5, 0), 1.0),
                  Polygon.from_aabb(AABB((-2, 0), (1, 1)))):
        direct = shape.intersect_segment(origin, delta)
        index = Index([AABB((50, 50), (1, 1)), shape])
        first = index.raycast([origin], [delta])
        offsets, every = index.raycast_all([origin], [delta])
        if direct is None:
            assert first.collider[0] == -1 and offsets[1] == 0
            continue
        assert direct.time == 1.0
        assert first.collider[0] == 1 and first.time[0] == 1.0
        assert every.collider.tolist() == [1]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_sparse_scenes_of_tiny_cells_answer_as_the_loops(seed) -> None:
    """Shapes far apart next to shapes far smaller (cells of 2^-25 of the scene, far
    wider than most shapes and most rows of them empty; no row table, no bitmap of
    occupied cells): a search goes from a row's shapes straight to the row of the next
    shape in the sorted keys. Queries, points, rays (first and all)
    and nearest, over rows with shapes, rows between them and rows past them, and after
    some shapes moved, equal the loops over every shape."""
    rng = np.random.default_rng(70 + seed)
    n = 120
    centres = np.concatenate([rng.uniform(-1e9, 1e9, (n - 40, 2)),
                              rng.normal(0, 1e-6, (20, 2)),         # a cluster of tiny ones
                              rng.uniform(-1e9, 1e9, (1, 2)) + rng.normal(0, 1e-3, (20, 2))])
    halves = 10.0 ** rng.uniform(-10, -5, (n, 2))  # far smaller than level 0's cells
    halves[::6] = 10.0 ** rng.uniform(0, 4, (len(halves[::6]), 2))  # coarser levels
    halves[::9] = 0.0
    shapes = [AABB(tuple(c), tuple(h)) for c, h in zip(centres.tolist(), halves.tolist())]
    shapes += [Circle(tuple(c), float(h)) for c, h in zip(centres[::7].tolist(), halves[::7, 0])]
    index = Index(shapes)

    def check():
        probes = [AABB(tuple(c), (h, h)) for c, h in
                  zip(rng.uniform(-1.2e9, 1.2e9, (12, 2)).tolist(), 10.0 ** rng.uniform(-9, 9, 12))]
        probes += [AABB(tuple(centres[i]), (1e-6, 1e-6)) for i in (n - 30, n - 5, 3)]
        probes += [AABB((0.0, 0.0), (3e9, 3e9))]  # past every edge
        offsets, ids = index.query(probes)
        for i, q in enumerate(probes):
            assert ids[offsets[i]:offsets[i + 1]].tolist() == \
                [j for j, s in enumerate(shapes) if collide2d.overlaps(q, s)]
        points = np.r_[rng.uniform(-1.2e9, 1.2e9, (8, 2)), centres[[3, n - 30, n - 5]],
                       [[5e9, -5e9]]]
        d, near = index.nearest(points, 4)
        for i, p in enumerate(points.tolist()):
            want_d, want_ids = nearest_oracle(shapes, p, 4)
            assert near[i].tolist() == want_ids and d[i].tolist() == want_d
        inside = index.query_point(centres[::10])
        offsets, ids = inside
        for i, p in enumerate(centres[::10].tolist()):
            assert ids[offsets[i]:offsets[i + 1]].tolist() == \
                [j for j, s in enumerate(shapes) if collide2d.overlaps(s, collide2d.Vec2(*p))]
        origins = np.r_[rng.uniform(-1.2e9, 1.2e9, (6, 2)), centres[[n - 30]] - [1e-5, 0]]
        deltas = np.r_[rng.uniform(-2e9, 2e9, (6, 2)), [[2e-5, 1e-7]]]
        assert_rays_are_the_loops(index, shapes, origins, deltas)

    check()
    moved = rng.choice(len(shapes), 15, replace=False)
    for i in moved.tolist():  # out of their cells: looked at by every search
        shapes[i] = AABB(tuple(rng.uniform(-1e9, 1e9, 2)), tuple(10.0 ** rng.uniform(-9, 3, 2)))
    index.update(moved, [shapes[i] for i in moved.tolist()])
    check()
