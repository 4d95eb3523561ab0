"""The batch kernels' instruction-set paths (src/core/kernels/paths.h): every path this
CPU runs gives, for every line of the kernel list, the baseline's output byte for byte --
valid rows of every kind, near-tie geometry included, and the same error for a bad row.
"""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import collide2d
from collide2d import _core
from collide2d._kernels import KERNELS

PATHS = _core.cpu_paths()
ROWS = 2000
# Quarter-step coordinates (exact ties: touching, zero sizes) mixed with free ones.
RNG = np.random.default_rng(2024)


def _polygons(n: int) -> tuple:
    """Regular 3- to 8-gons at random places and turns, every other one an axis-aligned
    rectangle on quarter steps (touching edges, shared corners)."""
    rows = []
    for i in range(n):
        if i % 2:
            x, y = RNG.integers(-8, 9, 2) / 4.0
            w, h = RNG.integers(1, 9, 2) / 4.0
            rows.append([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
            continue
        m = int(RNG.integers(3, 9))
        turn = RNG.uniform(0, 2 * np.pi) + 2 * np.pi * np.arange(m) / m
        radius, (cx, cy) = abs(RNG.normal(0, 2)) + 0.1, RNG.normal(0, 4, 2)
        rows.append(list(zip(cx + radius * np.cos(turn), cy + radius * np.sin(turn))))
    offsets = np.concatenate([[0], np.cumsum([len(r) for r in rows])]).astype(np.int64)
    # The kernels' own ragged argument: (vertices (M, 2), offsets (N + 1,)).
    return np.array([v for r in rows for v in r], float), offsets


def _copy(column):
    if isinstance(column, tuple):  # polygons (vertices, offsets); a shape set's columns
        return tuple(None if part is None else _copy(part) for part in column)
    return column.copy()


def _column(kind: str, n: int):
    if kind == "polygon":
        return _polygons(n)
    if kind == "shapes_all":  # sweep_into's colliders: a few of every kind
        from collide2d._sweep_into import SET_KINDS

        return tuple(_polygons(n // 4) if k == "polygon" else _column(k, ROWS)[: n // 4]
                     for k in SET_KINDS) + (None,)
    width = {"aabb": 4, "boxes_all": 4, "circle": 3, "circles_all": 3, "segment": 4,
             "obb": 5, "capsule": 5, "vec": 2, "size": 1}[kind]
    free = RNG.normal(0, 4, (n, width))
    ties = RNG.integers(-8, 9, (n, width)) / 4.0
    rows = np.where(RNG.random((n, 1)) < 0.5, free, ties)
    if kind in ("aabb", "boxes_all"):
        rows[:, 2:] = np.abs(rows[:, 2:])
    elif kind == "capsule":
        rows[:, 4] = np.abs(rows[:, 4])
    elif kind == "obb":
        rows[:, 2:4] = np.abs(rows[:, 2:4])
        # Exact quarter turns (the box is an AABB) in every other row, and some
        # angles beyond base/trig.h's reduction (the C library's cos and sin: rows
        # the lane kernels redo with the scalar function).
        rows[::2, 4] = RNG.integers(-4, 5, (n + 1) // 2) * (np.pi / 2)
        rows[1001:1100:2, 4] = 2.0 ** RNG.uniform(21, 190, 50)
    elif kind in ("circle", "circles_all"):
        rows[:, 2] = np.abs(rows[:, 2])
        # Some tiny circles (radius and centre ~2^-300): the rows a kernel
        # redoes in a scaled frame (any_tiny), on every path alike.
        rows[1000:1100] *= 2.0**-300
    elif kind == "size":
        rows = np.abs(rows)
    return rows[:, 0] if kind == "size" else rows


def _run(k, columns):
    function = k.function
    try:
        return function(*columns), None
    except ValueError as error:
        return None, str(error)


@pytest.fixture
def restore_path():
    before = _core.get_cpu_path()
    yield
    _core._set_cpu_path(before)


def test_the_chosen_path_is_the_fastest_this_cpu_runs():
    assert PATHS[0] == "baseline"
    assert collide2d.get_cpu_path() == PATHS[-1] or "COLLIDE2D_CPU_PATH" in os.environ


@pytest.mark.parametrize("k", [k for k in KERNELS], ids=[k.id for k in KERNELS])
def test_every_path_gives_the_baselines_bytes(k, restore_path):
    n_others = 40 if any(a.kind.endswith("_all") for a in k.args) else ROWS
    columns = [_column(a.kind, n_others if a.kind.endswith("_all") else ROWS) for a in k.args]
    if k.result == "pairs":
        columns[0] = columns[0][:200]
    results = {}
    for path in PATHS:
        _core._set_cpu_path(path)
        out, error = _run(k, columns)
        results[path] = (None if out is None else np.asarray(out).tobytes(), error)
        bad = [_copy(c) for c in columns]
        if isinstance(bad[-1], tuple):
            vertices, offsets = bad[-1]
            vertices[offsets[len(offsets) // 2], 0] = np.nan
        else:
            target = bad[-1] if bad[-1].ndim == 1 else bad[-1][:, 0]
            target[len(target) // 2] = np.nan  # a bad row: the same error on every path
        results[path] += (_run(k, bad)[1],)
        # Sizes given as one number (a padding's usual form): broadcast rows,
        # which hand-written kernels take by a branch of their own.
        scalars = [float(c[0]) if a.kind == "size" else c for a, c in zip(k.args, columns)]
        out, error = _run(k, scalars)
        results[path] += (None if out is None else np.asarray(out).tobytes(), error)
    baseline = results["baseline"]
    assert baseline[0] is not None or k.result == "none"
    for path in PATHS[1:]:
        assert results[path] == baseline, f"{k.id} differs on {path}"


def _placed(column, shift: int):
    """The column's rows copied to `shift` bytes (a multiple of 8) past a 64-byte cache
    line: a lane kernel may take the rows before the first one on a line as a block of its
    own (rows_to_line in src/core/kernels/rows.h), at a different row for each shift."""
    if isinstance(column, tuple):
        return tuple(None if part is None else _placed(part, shift) for part in column)
    room = np.zeros(column.nbytes + 128, np.uint8)
    start = (-room.ctypes.data) % 64 + shift
    placed = room[start:start + column.nbytes].view(column.dtype).reshape(column.shape)
    placed[...] = column
    return placed


@pytest.mark.parametrize("k", [k for k in KERNELS], ids=[k.id for k in KERNELS])
def test_every_path_gives_the_baselines_bytes_wherever_the_rows_start(k, restore_path):
    # 45 rows (blocks of a head of 0-7 rows, then the rest), and a bad row among the
    # head's (row 1) or just past it (row 9): the same results and the same error as
    # the baseline's on rows that start on a line.
    # Rows 995-1039 of the long columns: ordinary rows, then from 1000 on the tiny
    # circles and far angles the lanes hand back to the scalar functions.
    columns = [_column(a.kind, 8) if a.kind.endswith("_all") else
               _polygons(45) if a.kind == "polygon" else _column(a.kind, ROWS)[995:1040]
               for a in k.args]
    expected = {}
    for path in PATHS:
        _core._set_cpu_path(path)
        for bad_row in (None, 1, 9):
            for shift in range(0, 64, 8):
                placed = [_placed(c, shift) for c in columns]
                if bad_row is not None:
                    target = placed[0][0] if isinstance(placed[0], tuple) else placed[0]
                    (target if target.ndim == 1 else target[:, 0])[bad_row] = np.nan
                out, error = _run(k, placed)
                got = (None if out is None else np.asarray(out).tobytes(), error)
                assert expected.setdefault(bad_row, got) == got, (path, bad_row, shift)
    assert expected[None][0] is not None or k.result == "none"
    assert all(expected[bad][1] for bad in (1, 9))


def test_an_unknown_path_is_refused_and_the_environment_variable_is_read():
    with pytest.raises(ValueError, match="not a path this CPU runs"):
        _core._set_cpu_path("sse9")
    code = "import collide2d; print(collide2d.get_cpu_path())"
    env = dict(os.environ, COLLIDE2D_CPU_PATH="baseline")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         cwd=os.path.dirname(os.path.abspath(__file__)))
    assert out.stdout.strip() == "baseline", out.stderr
    env["COLLIDE2D_CPU_PATH"] = "sse9"
    out = subprocess.run([sys.executable, "-W", "always", "-c", code], env=env,
                         capture_output=True, text=True,
                         cwd=os.path.dirname(os.path.abspath(__file__)))
    assert out.stdout.strip() == PATHS[-1]
    assert "COLLIDE2D_CPU_PATH=sse9 is not a path this CPU runs" in out.stderr


def _assert_every_path_gives_the_baselines_bytes(kernel_id: str, *columns) -> None:
    function = next(k for k in KERNELS if k.id == kernel_id).function
    results = {}
    for path in PATHS:
        _core._set_cpu_path(path)
        results[path] = np.asarray(function(*columns)).tobytes()
    assert all(results[p] == results["baseline"] for p in PATHS), kernel_id


def test_raycasts_that_lanes_hand_back_to_the_scalar_function_agree_on_every_path(restore_path):
    # The circle raycast's vector lanes redo some rows with the scalar function:
    # tiny rows (scaled frame), a start at the centre (zero contact vector), and
    # radius 0. Mixed among ordinary rows, in blocks of every phase.
    n = 1000
    circles = np.column_stack([RNG.normal(0, 4, (n, 2)), np.abs(RNG.normal(2, 1, n))])
    pos = circles[:, :2] + RNG.normal(0, 3, (n, 2))
    delta = RNG.normal(0, 5, (n, 2))
    tiny = RNG.random(n) < 0.2
    circles[tiny] *= 2.0**-300
    pos[tiny] *= 2.0**-300
    delta[tiny] *= 2.0**-300
    centre = RNG.random(n) < 0.05
    pos[centre] = circles[centre, :2]
    circles[RNG.random(n) < 0.05, 2] = 0.0
    _assert_every_path_gives_the_baselines_bytes("intersect_circle_segment", circles, pos, delta)
    scalar = [collide2d.Circle(collide2d.Vec2(*c[:2]), c[2]).intersect_segment(p, d)
              for c, p, d in zip(circles, pos, delta)]
    hits = collide2d.CircleArray(circles).intersect_segment(pos, delta)
    assert [h is not None for h in scalar] == hits.hit.tolist()
    for i, h in enumerate(scalar):
        if h is not None:
            assert (tuple(h.normal), h.time) == (tuple(hits.normal[i]), hits.time[i])


def test_box_sweeps_that_lanes_hand_back_to_the_scalar_function_agree_on_every_path(
        restore_path):
    # The box sweep's vector lanes redo no motion, a motion too small to normalise,
    # and (rare) a stuck start the cast misses; mixed with ordinary rows, ties on
    # quarter steps, and boxes that start overlapping.
    n = 1000
    boxes = _column("aabb", n)
    others = _column("aabb", n)
    delta = RNG.normal(0, 5, (n, 2))
    delta[RNG.random(n) < 0.1] = 0.0
    delta[RNG.random(n) < 0.05] = (0.0, -0.0)
    delta[RNG.random(n) < 0.1] *= 1e-170
    _assert_every_path_gives_the_baselines_bytes("sweep_aabb_aabb", boxes, others, delta)
    # The baseline's loop is the scalar function's; the data has what the lanes skip.
    sweeps = collide2d.AABBArray(boxes).sweep_aabb(others, delta)
    assert sweeps.started_overlapping.any() and (sweeps.time < 1).any()
    assert ((delta[:, 0] == 0) & (delta[:, 1] == 0)).any()


def test_frozen_polygon_overlaps_and_distances_agree_on_every_path(restore_path):
    # Frozen arrays keep their bounds and go through their own kernel: rows in vector
    # lanes (four or eight at a time by path), pairs the lanes' filter cannot decide
    # (quarter-step rectangles that touch) handed to the exact test, polygons of more
    # than eight vertices one by one, and a row count that is no multiple of a lane.
    # Their distances go through distance_lanes.h's copies of each core (blocks of four
    # or eight faces by path), the 11-gon's in more than one block.
    vertices, offsets = _polygons(2003)
    big = collide2d.Polygon.regular(11, (0.5, 0.25), 3.0)
    a = collide2d.PolygonArray(list(collide2d.PolygonArray(vertices, offsets)) + [big]).freeze()
    b = collide2d.PolygonArray(list(collide2d.PolygonArray(*_polygons(2004)))).freeze()
    assert a.frozen and b.frozen
    # Frozen arrays keep packed vertices, which the lanes load and transpose; rows whose
    # vertices have a stride (made by hand here, the same values) are gathered instead.
    wide = np.zeros((b.vertices.shape[0], 3))
    wide[:, :2] = b.vertices
    strided = wide[:, :2]
    strided.flags.writeable = False
    b_strided = collide2d.PolygonArray.__new__(collide2d.PolygonArray)
    b_strided._rows = (strided,) + b._rows[1:]
    results = {}
    for path in PATHS:
        _core._set_cpu_path(path)
        results[path] = (a.overlaps_polygon(b).tobytes(), a[:1].overlaps_polygon(b).tobytes(),
                         a.distance_polygon(b)._raw.tobytes())
        assert a.overlaps_polygon(b_strided).tobytes() == results[path][0]
    assert all(results[p] == results["baseline"] for p in PATHS)
    assert 0.05 < np.frombuffer(results["baseline"][0], bool).mean() < 0.95
