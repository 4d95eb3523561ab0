"""Frozen PolygonArrays (checked once, read-only, each polygon in Polygon's order): the
kernels skip the per-row check, and every answer is the same bit for bit as for the
same polygons read in place, in any winding and from any start."""

from __future__ import annotations

import pickle

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kind_rows import row

import collide2d
from collide2d import Polygon, PolygonArray


def ragged(rows, rng_seed: int):
    """The rows as a PolygonArray read in place, each started anywhere, in either winding."""
    rng = np.random.default_rng(rng_seed)
    lists = []
    for r in rows:
        r = list(r)[:: 1 if rng.random() < 0.5 else -1]
        k = int(rng.integers(len(r)))
        lists.append(r[k:] + r[:k])
    offsets = np.concatenate([[0], np.cumsum([len(r) for r in lists])]).astype(np.int64)
    return PolygonArray(np.array([v for r in lists for v in r], dtype=float), offsets)


@settings(max_examples=60, deadline=None)
@given(a=st.lists(row("polygon"), min_size=1, max_size=6), data=st.data(),
       seed=st.integers(0, 2**32 - 1))
def test_frozen_arrays_answer_as_arrays_read_in_place(a, data, seed) -> None:
    b = data.draw(st.lists(row("polygon"), min_size=len(a), max_size=len(a)))
    loose, other = ragged(a, seed), ragged(b, seed + 1)
    frozen, other_frozen = loose.freeze(), other.freeze()
    assert frozen.frozen and not loose.frozen
    assert [frozen[i] for i in range(len(a))] == [loose[i] for i in range(len(a))]
    delta = np.full((len(a), 2), 0.75)
    for method, args in (("overlaps_polygon", ()), ("intersect_polygon", ()),
                         ("distance_polygon", ()), ("contacts_polygon", ()),
                         ("sweep_polygon", (delta,))):
        expected = getattr(loose, method)(other, *args)
        for x, y in ((frozen, other_frozen), (frozen, other), (loose, other_frozen)):
            got = getattr(x, method)(y, *args)
            assert np.asarray(got if method.startswith("overlaps") else got._raw).tobytes() == \
                np.asarray(expected if method.startswith("overlaps") else expected._raw).tobytes()


def test_freeze_copies_checks_and_orders_each_polygon_as_polygon_does() -> None:
    vertices = np.array([(1, 1), (0, 1), (0, 0), (1, 0),  (5, 5), (6, 6), (5, 6)], dtype=float)
    loose = PolygonArray(vertices, [0, 4, 7])
    frozen = loose.freeze()
    assert frozen.freeze() is frozen
    np.testing.assert_array_equal(frozen.vertices, [(0, 0), (1, 0), (1, 1), (0, 1),
                                                    (5, 5), (6, 6), (5, 6)])
    vertices[0, 0] = 7.0  # the caller's array changes; the frozen copy does not
    assert frozen[0] == Polygon([(0, 0), (1, 0), (1, 1), (0, 1)])
    with pytest.raises(ValueError):
        frozen.vertices[0, 0] = 1.0
    with pytest.raises(ValueError):
        frozen.vertices.flags.writeable = True
    with pytest.raises(ValueError, match=r"'rows' row 1 "):
        PolygonArray._trusted(np.array([(0, 0), (1, 0), (0, 1), (0, 0), (1, 0), (2, 0)],
                                       dtype=float), np.array([0, 3, 6])).freeze()


def test_polygon_lists_slices_and_pickles_are_frozen() -> None:
    polygons = PolygonArray([Polygon.regular(5, (x, 0), 1.0) for x in range(4)])
    assert polygons.frozen and polygons[1:3].frozen
    again = pickle.loads(pickle.dumps(polygons))
    assert again.frozen and again.vertices.tobytes() == polygons.vertices.tobytes()
    assert not pickle.loads(pickle.dumps(PolygonArray(polygons.vertices.copy(),
                                                      polygons.offsets))).frozen


@settings(max_examples=40, deadline=None)
@given(a=st.lists(row("polygon"), min_size=1, max_size=8), seed=st.integers(0, 2**32 - 1),
       data=st.data())
def test_picking_rows_gives_the_polygons_one_by_one_would(a, seed, data) -> None:
    # A frozen array picks rows in numpy; a loose one polygon by polygon: both must be
    # the array of the picked polygons, frozen, and the loose one's polygons.
    loose = ragged(a, seed)
    n = len(a)
    picks = data.draw(st.lists(st.integers(-n, n - 1), max_size=12))
    mask = data.draw(st.lists(st.booleans(), min_size=n, max_size=n))
    for array in (loose, loose.freeze()):
        for index in (picks, np.array(picks, dtype=np.int64), slice(None, None, -2),
                      np.array(mask)):
            got = array[index]
            rows = np.arange(n)[index] if not isinstance(index, list) else np.array(index)
            want = PolygonArray([loose[int(i)] for i in rows.reshape(-1)])
            assert got.frozen
            assert got.vertices.tobytes() == want.vertices.tobytes()
            assert got.offsets.tobytes() == want.offsets.tobytes()
        with pytest.raises(IndexError, match="out of range"):
            array[[0, n]]
        with pytest.raises(IndexError, match="mask"):
            array[np.ones(n + 1, dtype=bool)]


def test_a_writable_buffer_marked_checked_is_still_checked() -> None:
    """The binding trusts the mark only on read-only buffers: the kernels' own check
    stays between a caller's writable array and the tests."""
    bent = np.array([(0, 0), (2, 0), (1, 0.5), (1, 2)], dtype=float)  # not convex
    offsets = np.array([0, 4], dtype=np.int64)
    with pytest.raises(ValueError, match=r"'rows' row 0 "):
        collide2d._core.batch_check_polygon((bent, offsets, True))
    bent.flags.writeable = False
    offsets.flags.writeable = False
    collide2d._core.batch_check_polygon((bent, offsets, True))  # read-only: trusted


def test_only_a_frozen_arrays_own_offsets_for_its_own_vertices_go_unchecked() -> None:
    """A frozen array's offsets are checked once, when it is made (in memory nothing can
    write), and taken unchecked by the kernels after; any other offsets, read-only ones
    marked checked included, are checked on every call, so none can send a kernel past
    the vertices."""
    frozen = PolygonArray([Polygon([(0, 0), (2, 0), (0, 3)]), Polygon([(5, 5), (6, 5), (5, 6)])])
    v, o, mark = frozen._rows
    assert not o.flags.writeable
    with pytest.raises(ValueError):
        o.flags.writeable = True
    collide2d._core.batch_check_polygon((v, o, mark))  # its own: taken as they are
    # The same offsets with fewer vertices (a frozen array's, another's): checked.
    short = v[:4]
    with pytest.raises(ValueError, match="offsets must end at the vertex count 4, not 6"):
        collide2d._core.batch_check_polygon((short, o, True))
    # Read-only offsets of the caller's, marked checked: checked.
    bad = np.array([0, 3, 4, 6], dtype=np.int64)
    bad.flags.writeable = False
    with pytest.raises(ValueError, match="row 1 has 1 vertices"):
        collide2d._core.batch_check_polygon((np.zeros((6, 2)), bad, True))
    with pytest.raises(ValueError, match="PolygonArray.*row 0 has 2 vertices"):
        collide2d._core._frozen_offsets(np.array([0, 2, 6], dtype=np.int64), 6)


def test_a_frozen_array_keeps_each_polygons_bounds_read_only() -> None:
    polygons = PolygonArray([Polygon([(0, 0), (2, 0), (0, 3)]),
                             Polygon([(-1, -4), (5, -4), (5, -0.5), (-1, -0.5)])])
    kept = polygons._rows[2]
    np.testing.assert_array_equal(kept[:, :4], [(0, 0, 2, 3), (-1, -4, 5, -0.5)])
    np.testing.assert_array_equal(kept[:, 4:6], [(2 / 3, 1), (2, -2.25)])  # vertex means
    assert not kept.flags.writeable
    assert PolygonArray(polygons.vertices.copy(), polygons.offsets).freeze()._rows[2].tobytes() \
        == kept.tobytes()
    assert PolygonArray([])._rows[2].shape == (0, 8)


def _kept_disc_polygons(rng: np.random.Generator) -> list:
    """Polygons of every shape the discs must hold for: regular ones turned at random,
    slivers, random convex hulls, at sizes from 1e-150 to 1e50 and far from the origin."""
    shapes = []
    for _ in range(300):
        scale = 10.0 ** rng.integers(-150, 51)  # coordinates stay below 2**200
        at = rng.normal(0, 1, 2) * scale * 10.0 ** rng.integers(0, 8)
        kind = rng.integers(0, 3)
        if kind == 0:
            shapes.append(Polygon.regular(int(rng.integers(3, 40)), tuple(at), scale * rng.random(),
                                          angle=rng.random() * 7))
        elif kind == 1:  # a sliver: long and thin
            w = scale * 10.0 ** -rng.integers(3, 8)  # above the rounding of at
            shapes.append(Polygon([tuple(at), (at[0] + scale, at[1]), (at[0] + scale, at[1] + w)]))
        else:
            shapes.append(Polygon.hull(rng.normal(0, scale, (12, 2)) + at))
    # A corner cut by a face one subnormal step long: its direction's products underflow
    # unless scaled first.
    shapes.append(Polygon([(5e-324, 0), (1, 0), (1, 1), (0, 1), (0, 5e-324)]))
    return shapes


def test_kept_discs_lie_inside_and_around_each_polygon_exactly() -> None:
    """What a frozen array keeps lets its overlaps answer from discs, so each disc must
    hold exactly: checked in rational arithmetic, the inner disc about the kept centre
    lies inside every face's line and the outer one holds every vertex; polygons too
    small for the margins keep discs that decide nothing (inner 0, outer infinity)."""
    shapes = _kept_disc_polygons(np.random.default_rng(5))
    kept = PolygonArray(shapes)._rows[2]
    inner_used = 0
    for shape, row in zip(shapes, kept):
        if row[7] == np.inf:
            assert row[6] == 0 and (row[2] - row[0]) + (row[3] - row[1]) < 2.0 ** -300
            continue
        cx, cy, inner, outer = (Fraction(float(v)) for v in row[4:8])
        vertices = [(Fraction(float(x)), Fraction(float(y))) for x, y in shape.vertices]
        inner_used += inner > 0
        for (px, py), (qx, qy) in zip(vertices, vertices[1:] + vertices[:1]):
            ex, ey = qx - px, qy - py
            height = ex * (cy - py) - ey * (cx - px)  # times the face's length
            assert height > 0 and height * height >= inner * inner * (ex * ex + ey * ey), shape
        for x, y in vertices:
            assert (x - cx) ** 2 + (y - cy) ** 2 <= outer * outer, shape
    assert inner_used > 200


def _turned_rectangle(x: int, y: int, a: int, b: int, c: int) -> list:
    """The rectangle with integer corners (x, y), (x + a, y + b) and sides (a, b) and
    c * (-b, a), counter-clockwise."""
    return [(x, y), (x + a, y + b), (x + a - c * b, y + b + c * a), (x - c * b, y + c * a)]


def test_discs_tangent_or_nearly_are_left_to_the_exact_test() -> None:
    """Rectangles with integer corners mirrored through the middle of a face touch along
    it, and their inner discs are tangent exactly; mirrored through a corner they touch
    there, their outer discs tangent. Moved 2^-46 toward or away from each other, they
    overlap or are apart by far less than the discs' margins: the discs decide none of
    these rows, the exact test each, as the same arrays read in place answer them."""
    rng = np.random.default_rng(9)
    tiny = 2.0 ** -46
    a, b = [], []
    for k in range(400):
        a_, b_ = (int(v) for v in rng.integers(-6, 7, size=2))
        if a_ == 0 and b_ == 0:
            a_ = 1
        corners = _turned_rectangle(int(rng.integers(-9, 9)), int(rng.integers(-9, 9)), a_, b_,
                                    int(rng.integers(1, 3)))
        i = int(rng.integers(0, 4))
        p, q = corners[i], corners[(i + 1) % 4]
        through_face = k % 2 == 0
        mx, my = (p[0] + q[0], p[1] + q[1]) if through_face else (2 * p[0], 2 * p[1])
        shift = (0.0, 1.0, -1.0)[k % 3] * tiny  # 0: touching; else toward or away (along x)
        mirrored = [(mx - x + shift, my - y) for x, y in corners]
        a.append(Polygon(corners))
        b.append(Polygon(mirrored))
    frozen_a, frozen_b = PolygonArray(a), PolygonArray(b)
    got = frozen_a.overlaps_polygon(frozen_b)
    assert got.tolist() == [p.overlaps_polygon(q) for p, q in zip(a, b)]
    loose = PolygonArray(frozen_a.vertices.copy(), frozen_a.offsets.copy()).overlaps_polygon(
        PolygonArray(frozen_b.vertices.copy(), frozen_b.offsets.copy()))
    assert got.tobytes() == loose.tobytes()
    assert 0.1 < got.mean() < 0.6  # touching rows (a third) are not overlapping


def scattered_polygons(n: int, seed: int) -> PolygonArray:
    """n regular polygons of 3 to 12 sides, turned at random, scattered so that about a
    third of the pairs of two such arrays overlap; some touch exactly (integer squares)."""
    rng = np.random.default_rng(seed)
    shapes = []
    for i in range(n):
        x, y = rng.integers(0, 6, size=2)
        if i % 5 == 0:  # unit squares on the integer grid: neighbours touch
            shapes.append(Polygon([(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]))
        else:
            shapes.append(Polygon.regular(int(rng.integers(3, 13)), (x + rng.random(), y),
                                          0.3 + rng.random(), angle=rng.random() * 6))
    return PolygonArray(shapes)


@pytest.mark.parametrize("threads", [1, 2])
def test_kept_bounds_answer_as_the_vertices_do_in_chunks_and_broadcasts(threads) -> None:
    """A frozen array's overlaps read its kept bounds (by row, per thread's chunk, or
    the one row of a broadcast): the same answers as the same polygons read in place,
    whose bounds each call finds from the vertices."""
    before = collide2d.get_num_threads()
    collide2d.set_num_threads(threads)
    try:
        a, b = scattered_polygons(6003, 1), scattered_polygons(6003, 2)  # blocks of rows and a tail
        loose_a = PolygonArray(a.vertices.copy(), a.offsets.copy())
        loose_b = PolygonArray(b.vertices.copy(), b.offsets.copy())
        expected = loose_a.overlaps_polygon(loose_b)
        assert 0.1 < expected.mean() < 0.9
        for x, y in ((a, b), (a, loose_b), (loose_a, b)):
            assert x.overlaps_polygon(y).tobytes() == expected.tobytes()
        one = a[:1]  # a frozen array of one row, broadcast against every row of b
        assert one.overlaps_polygon(b).tobytes() == \
            PolygonArray(one.vertices.copy(), one.offsets.copy()).overlaps_polygon(loose_b).tobytes()
        # One side with kept bounds, the other a Polygon (checked, no bounds kept).
        assert a.overlaps_polygon(b[3]).tobytes() == loose_a.overlaps_polygon(b[3]).tobytes()
    finally:
        collide2d.set_num_threads(before)


def test_lanes_ask_the_exact_test_where_their_filter_cannot_decide() -> None:
    """Frozen arrays answer rows whose bounds meet several at a time, in vector lanes,
    through a rounding filter; a pair it cannot decide goes to the exact test. Here a
    triangle pokes its tip 2^-46 into a square (they overlap, by less than the filter
    can see at coordinates up to 20, where 2^-46 is still exact) and another stops
    2^-46 short of it (apart), among ordinary pairs, in a row count that is not a
    multiple of any lane width."""
    tiny = 2.0 ** -46
    a, b, expected = [], [], []
    for k in range(203):
        x, y = float(k % 17), float(k // 17)  # whole numbers: every shift is exact
        square = Polygon([(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)])
        kind = k % 3
        if kind == 0:  # the tip inside the square: they overlap
            tip = Polygon([(x + 1 - tiny, y + 0.5), (x + 3, y), (x + 3, y + 1)])
        elif kind == 1:  # the tip just outside: apart
            tip = Polygon([(x + 1 + tiny, y + 0.5), (x + 3, y), (x + 3, y + 1)])
        else:  # an ordinary overlapping pair
            tip = Polygon.regular(6, (x + 0.5, y + 0.75), 0.4)
        a.append(square)
        b.append(tip)
        expected.append(kind != 1)
    frozen_a, frozen_b = PolygonArray(a), PolygonArray(b)
    assert frozen_a.frozen and frozen_b.frozen
    got = frozen_a.overlaps_polygon(frozen_b)
    assert got.tolist() == expected
    assert got.tolist() == [p.overlaps_polygon(q) for p, q in zip(a, b)]
    loose_a = PolygonArray(frozen_a.vertices.copy(), frozen_a.offsets.copy())
    assert got.tobytes() == loose_a.overlaps_polygon(
        PolygonArray(frozen_b.vertices.copy(), frozen_b.offsets.copy())).tobytes()


@pytest.mark.parametrize("bad, error, says", [
    ([(0, 0), (1, 0), (1, 1), (2, -5)], ValueError, "row 1 is not convex at vertex"),
    ([(0, 0), (1, 0)], ValueError, "row 1 has 2 vertices"),
    ([(0, 0), (1, 0), (np.nan, 1)], ValueError, r"row 1: 'vertices\[2\]' has a value that is not finite"),
    ("abc", TypeError, r"row 1: 'vertices\[0\]' must be a Vec2"),
])
def test_a_bad_polygon_in_a_list_is_named_by_call_argument_and_row(bad, error, says) -> None:
    good = Polygon([(0, 0), (1, 0), (0, 1)])
    with pytest.raises(error, match="PolygonArray\\(\\): 'vertices' " + says):
        PolygonArray([good, bad])
    boxes = collide2d.AABBArray([[0, 0, 1, 1], [1, 1, 1, 1]])
    with pytest.raises(error, match="distance_polygon\\(\\): 'polygons' " + says):
        boxes.distance_polygon([good, bad])
