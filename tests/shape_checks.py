"""What the tests of the oriented boxes, capsules, polygons and distances share: a shape
from its row, bit-for-bit comparison of a C Hit or Sweep with the oracle's, and running a
docs page's examples."""

from __future__ import annotations

import struct

from collide2d import AABB, OBB, Capsule, Circle, Segment


def make(kind: str, row):
    """The scalar shape of ``kind`` from its row (``other_<kind>`` is the same kind);
    points stay tuples."""
    kind = kind.removeprefix("other_")
    if kind == "obb":
        return OBB(row[:2], row[2:4], row[4])
    if kind == "capsule":
        return Capsule(row[:2], row[2:4], row[4])
    if kind == "aabb":
        return AABB(row[:2], row[2:])
    if kind == "circle":
        return Circle(row[:2], row[2])
    if kind == "segment":
        return Segment(row[:2], row[2:])
    return row


def bits(v: float) -> bytes:
    return struct.pack("<d", float(v))


def same_hit(got, expected) -> None:
    """A C Hit (or None) equals the oracle's bit for bit, -0.0 included."""
    if expected is None:
        assert got is None, got
        return
    assert got is not None, expected
    for field in ("pos", "delta", "normal"):
        g, e = getattr(got, field), getattr(expected, field)
        assert (bits(g[0]), bits(g[1])) == (bits(e[0]), bits(e[1])), (field, got, expected)
    assert bits(got.time) == bits(expected.time), (got, expected)


def same_sweep(got, expected) -> None:
    """A C Sweep equals the oracle's bit for bit."""
    same_hit(got.hit, expected.hit)
    assert (bits(got.pos.x), bits(got.pos.y), bits(got.time)) == (
        bits(expected.pos[0]), bits(expected.pos[1]), bits(expected.time))
    assert got.started_overlapping is expected.started_overlapping


def run_doc_examples(name: str, at_least: int) -> None:
    """Run the ```pycon examples of docs/<name> (at least `at_least` of them) as a
    doctest, with collide2d's names in scope: each prints what the page shows."""
    import doctest
    import re
    from pathlib import Path

    import collide2d

    page = Path(__file__).resolve().parent.parent / "docs" / name
    text = "\n".join(re.findall(r"```pycon\n(.*?)```", page.read_text(), re.DOTALL))
    assert text.count(">>>") >= at_least
    test = doctest.DocTestParser().get_doctest(text, dict(vars(collide2d)), name, str(page), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.failures == 0
