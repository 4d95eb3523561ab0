"""A sweep's miss checked against the static test at its end (``src/core/sweep/settle.h``).

For a turned box or a polygon, a sweep (the relative motion's projections, a box's frame)
and the static test (the shapes as they stand) round differently, so a sweep could miss
by 1e-16 where the mover, moved by the whole delta, overlaps by the static test. Such a
sweep hits at time 1 instead, with the static push-out's normal and contact at the end:
a sweep that misses never ends overlapping, by the test a caller would run. The mover is
moved as a caller moves it: each of its defining points plus delta.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .base import Hit, Sweep, Vec, _vec
from .polygon_sweep import _sweep_from_hit


def moved(kind: str, shape: Sequence, d: Vec):
    """``c2d_<kind>_moved``: the shape's defining points each plus ``d`` (a polygon's
    vertices in their given order)."""
    if kind == "polygon":
        return [(float(x) + d[0], float(y) + d[1]) for x, y in shape]
    s = [float(x) for x in shape]
    if kind == "capsule":
        return (s[0] + d[0], s[1] + d[1], s[2] + d[0], s[3] + d[1], s[4])
    return (s[0] + d[0], s[1] + d[1], *s[2:])


def settled(kind_m: str, sweep: Callable[..., Sweep],
            intersect: Callable[..., Hit | None],
            wanted: Callable[[Sequence, Sequence], bool] | None = None
            ) -> Callable[..., Sweep]:
    """``c2d_sweep_<s>_<m>_settled``: ``sweep`` (the mover of kind ``kind_m``), a miss
    checked by ``intersect`` at its end where ``wanted(s, m)`` (default: always)."""
    def checked(s: Sequence, m: Sequence, delta: Vec) -> Sweep:
        out = sweep(s, m, delta)
        d = _vec(delta, "delta")
        if out.hit is not None or (d[0] == 0 and d[1] == 0):
            return out
        if wanted is not None and not wanted(s, m):
            return out
        try:
            end = intersect(s, moved(kind_m, m, d))
        except ValueError:  # not a shape a caller could make: no end to compare with
            return out
        if end is None:
            return out
        # The reference point the sweep reports: where it ends, less the motion, is
        # not exact, so take it from the sweep's own miss at time 0.
        start = _start_of(sweep, s, m)
        hit = Hit(end.collider, end.pos, ((1.0 - 1.0) * -d[0], (1.0 - 1.0) * -d[1]),
                  end.normal, 1.0)
        return _sweep_from_hit(hit, start, d, False)
    checked.__name__ = sweep.__name__
    checked.__doc__ = sweep.__doc__
    return checked


def boxes_turned(kind_s: str, kind_m: str) -> Callable[[Sequence, Sequence], bool]:
    """``c2d_boxes_turned``: not both boxes on exact axes (then they are two AABBs, whose
    sweep is left as it is, so that a box on exact axes answers as the AABB does)."""
    from .obb import aabb_frame, frame_of

    def frame(kind: str, shape: Sequence):
        return frame_of(tuple(shape)) if kind == "obb" else aabb_frame(tuple(shape))

    def turned(s: Sequence, m: Sequence) -> bool:
        return not (frame(kind_s, s).aligned and frame(kind_m, m).aligned)
    return turned


def _start_of(sweep: Callable[..., Sweep], s: Sequence, m: Sequence) -> Vec:
    """The mover's reference point: a zero-delta sweep's pos (the static test)."""
    return sweep(s, m, (0.0, 0.0)).pos
