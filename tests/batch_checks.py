"""Bitwise comparison of batch results with loops of scalar results.

Floats are compared by their bit patterns (float64 viewed as uint64), so
-0.0 against 0.0 and any last-bit rounding difference are caught. Rows
without a hit are compared with the fill values documented in docs/api.md
("Rows without a hit"), computed here independently of the implementation.
"""

from __future__ import annotations

import numpy as np

import collide2d


def bits(values):
    return np.ascontiguousarray(values, dtype=np.float64).view(np.uint64)


def assert_bits_equal(got, expected, what):
    """got and expected are float64 arrays of the same shape with equal bits."""
    got = np.asarray(got)
    expected = np.asarray(expected, dtype=np.float64)
    assert got.dtype == np.float64, f"{what}: dtype {got.dtype}, expected float64"
    assert got.shape == expected.shape, f"{what}: shape {got.shape}, expected {expected.shape}"
    same = bits(got) == bits(expected)
    if not same.all():
        where = np.argwhere(~same)[0]
        row = int(where[0])
        raise AssertionError(
            f"{what}: row {row} is {got[row]!r}, expected {expected[row]!r} "
            f"(first of {int((~same).sum())} differing values)"
        )


def assert_float_bits(got, expected, what):
    """Two scalars are the same float64, bit for bit."""
    assert isinstance(got, float), f"{what}: {type(got).__name__}, expected float"
    assert bits(got) == bits(expected), f"{what}: {got!r}, expected {expected!r}"


def assert_vec_bits(got, expected, what):
    assert len(got) == 2, what
    assert_float_bits(got[0], expected[0], what + ".x")
    assert_float_bits(got[1], expected[1], what + ".y")


# --------------------------------------------------------------------------
# Whole results
# --------------------------------------------------------------------------


def result_fields(result):
    """Every array of a batch result, by name ("hit.pos" for a SweepArray's hits)."""
    if isinstance(result, np.ndarray):
        return {"": result}
    fields = {}
    for name in ("hit", "pos", "delta", "normal", "time", "collider", "first", "last",
                 "started_overlapping"):
        if not hasattr(result, name):
            continue
        value = getattr(result, name)
        if name == "hit" and not isinstance(value, np.ndarray):  # SweepArray.hit: a HitArray
            fields.update({"hit." + k: v for k, v in result_fields(value).items()})
        else:
            assert isinstance(value, np.ndarray), f"{name} is a {type(value).__name__}"
            fields[name] = value
    assert fields, f"{type(result).__name__} has no result arrays"
    return fields


def assert_same_result(got, expected):
    got_fields, expected_fields = result_fields(got), result_fields(expected)
    assert got_fields.keys() == expected_fields.keys()
    for name, value in expected_fields.items():
        if value.dtype == np.float64:
            assert_bits_equal(got_fields[name], value, name)
        else:
            assert got_fields[name].dtype == value.dtype, name
            assert np.array_equal(got_fields[name], value), name


# --------------------------------------------------------------------------
# Hits
# --------------------------------------------------------------------------


def expected_hit_fields(scalar_hits, miss_pos, collider_rows):
    """The HitArray fields a loop of scalar hits implies.

    ``miss_pos`` (n, 2) is the other shape's end position (the fill for
    ``pos`` on rows without a hit); ``collider_rows`` the index a hit row
    carries.
    """
    n = len(scalar_hits)
    fields = {
        "hit": np.zeros(n, dtype=bool),
        "pos": np.array(miss_pos, dtype=np.float64).reshape(n, 2),
        "delta": np.zeros((n, 2)),
        "normal": np.zeros((n, 2)),
        "time": np.ones(n),
        "collider": np.full(n, -1, dtype=np.int64),
    }
    for i, h in enumerate(scalar_hits):
        if h is None:
            continue
        fields["hit"][i] = True
        fields["pos"][i] = (h.pos[0], h.pos[1])
        fields["delta"][i] = (h.delta[0], h.delta[1])
        fields["normal"][i] = (h.normal[0], h.normal[1])
        fields["time"][i] = h.time
        fields["collider"][i] = collider_rows[i]
    return fields


def check_hit_array(hits, scalar_hits, miss_pos, collider_rows, what="hits"):
    """A HitArray equals the scalar hits bitwise, with the documented fills."""
    n = len(scalar_hits)
    expected = expected_hit_fields(scalar_hits, miss_pos, collider_rows)
    assert len(hits) == n, f"{what}: len {len(hits)}, expected {n}"
    got_hit = np.asarray(hits.hit)
    assert got_hit.dtype == np.bool_, f"{what}.hit dtype {got_hit.dtype}"
    assert got_hit.shape == (n,)
    mismatch = np.flatnonzero(got_hit != expected["hit"])
    assert mismatch.size == 0, (
        f"{what}.hit row {mismatch[0]}: {got_hit[mismatch[0]]}, scalar says "
        f"{expected['hit'][mismatch[0]]}"
    )
    # pos: bitwise on hit rows; on misses the documented fill (the other
    # shape's end position) by value, as the docs state it as a formula
    # ("start + delta") that a zero motion may leave as start, keeping a -0.0.
    pos = np.asarray(hits.pos)
    hit = expected["hit"]
    assert_bits_equal(pos[hit], expected["pos"][hit], f"{what}.pos (hit rows)")
    assert pos.shape == (n, 2)
    wrong = np.flatnonzero((pos[~hit] != expected["pos"][~hit]).any(axis=1))
    assert wrong.size == 0, (
        f"{what}.pos on a row without a hit: {pos[~hit][wrong[0]]!r}, expected the "
        f"other shape's end position {expected['pos'][~hit][wrong[0]]!r}"
    )
    for name in ("delta", "normal", "time"):
        assert_bits_equal(getattr(hits, name), expected[name], f"{what}.{name}")
    collider = np.asarray(hits.collider)
    assert collider.dtype == np.int64, f"{what}.collider dtype {collider.dtype}"
    assert collider.shape == (n,)
    assert np.array_equal(collider, expected["collider"]), (
        f"{what}.collider {collider.tolist()}, expected {expected['collider'].tolist()}"
    )


def check_hit_object(got, scalar_hit, index, what):
    """HitArray[i] is None exactly when the scalar call missed, else the same Hit."""
    if scalar_hit is None:
        assert got is None, f"{what}: {got!r}, expected None"
        return
    assert isinstance(got, collide2d.Hit), f"{what}: {got!r} is not a Hit"
    assert isinstance(got.collider, int) and got.collider == index, (
        f"{what}.collider {got.collider!r}, expected row index {index}"
    )
    assert_vec_bits(got.pos, scalar_hit.pos, what + ".pos")
    assert_vec_bits(got.delta, scalar_hit.delta, what + ".delta")
    assert_vec_bits(got.normal, scalar_hit.normal, what + ".normal")
    assert_float_bits(got.time, scalar_hit.time, what + ".time")


def check_hit_items(hits, scalar_hits, collider_rows, what="hits"):
    for i, h in enumerate(scalar_hits):
        check_hit_object(hits[i], h, collider_rows[i], f"{what}[{i}]")


# --------------------------------------------------------------------------
# Sweeps
# --------------------------------------------------------------------------


def check_sweep_array(sweeps, scalar_sweeps, end_pos, collider_rows, what="sweeps"):
    """A SweepArray equals the scalar sweeps bitwise, with the documented fills.

    ``end_pos`` (n, 2) is start + delta, the fill for misses (both for
    ``pos`` and for ``hit.pos``); ``collider_rows[i]`` the index a hit
    in row i carries.
    """
    n = len(scalar_sweeps)
    assert len(sweeps) == n, f"{what}: len {len(sweeps)}, expected {n}"
    scalar_hits = [s.hit for s in scalar_sweeps]
    check_hit_array(sweeps.hit, scalar_hits, end_pos, collider_rows, what + ".hit")
    pos = np.array([(s.pos[0], s.pos[1]) for s in scalar_sweeps], dtype=np.float64)
    assert_bits_equal(sweeps.pos, pos.reshape(n, 2), what + ".pos")
    assert_bits_equal(sweeps.time, [s.time for s in scalar_sweeps], what + ".time")
    stuck = np.asarray(sweeps.started_overlapping)
    assert stuck.dtype == np.bool_ and stuck.shape == (n,)
    assert stuck.tolist() == [bool(s.started_overlapping) for s in scalar_sweeps], (
        f"{what}.started_overlapping {stuck.tolist()}"
    )
    # The documented fills for misses, stated directly as well.
    end_pos = np.asarray(end_pos, dtype=np.float64).reshape(n, 2)
    miss = np.array([s.hit is None for s in scalar_sweeps], dtype=bool)
    got_pos = np.asarray(sweeps.pos)
    assert np.array_equal(got_pos[miss], end_pos[miss]), what + ".pos (misses)"
    # Both documented as start + delta, so the same numbers bit for bit.
    assert_bits_equal(np.asarray(sweeps.hit.pos)[miss], got_pos[miss], what + ".hit.pos (misses)")
    assert_bits_equal(np.asarray(sweeps.time)[miss], np.ones(miss.sum()), what + ".time (misses)")
    assert not stuck[miss].any()


def check_sweep_items(sweeps, scalar_sweeps, collider_rows, what="sweeps"):
    for i, s in enumerate(scalar_sweeps):
        got = sweeps[i]
        name = f"{what}[{i}]"
        assert isinstance(got, collide2d.Sweep), f"{name}: {got!r} is not a Sweep"
        check_hit_object(got.hit, s.hit, collider_rows[i], name + ".hit")
        assert_vec_bits(got.pos, s.pos, name + ".pos")
        assert_float_bits(got.time, s.time, name + ".time")
        assert got.started_overlapping is bool(s.started_overlapping), name


# --------------------------------------------------------------------------
# Overlap intervals
# --------------------------------------------------------------------------


def check_interval_array(intervals, scalar_intervals, what="intervals"):
    n = len(scalar_intervals)
    assert len(intervals) == n
    hit = np.asarray(intervals.hit)
    assert hit.dtype == np.bool_ and hit.shape == (n,)
    assert hit.tolist() == [iv is not None for iv in scalar_intervals], f"{what}.hit"
    first = [1.0 if iv is None else iv[0] for iv in scalar_intervals]
    last = [1.0 if iv is None else iv[1] for iv in scalar_intervals]
    assert_bits_equal(intervals.first, first, what + ".first")
    assert_bits_equal(intervals.last, last, what + ".last")
    for i, iv in enumerate(scalar_intervals):
        got = intervals[i]
        if iv is None:
            assert got is None, f"{what}[{i}]: {got!r}, expected None"
        else:
            assert len(got) == 2, f"{what}[{i}]: {got!r}"
            assert_float_bits(got[0], iv[0], f"{what}[{i}][0]")
            assert_float_bits(got[1], iv[1], f"{what}[{i}][1]")
