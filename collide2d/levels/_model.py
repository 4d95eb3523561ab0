"""What a loaded level is made of: solid colliders, spawn and goal markers, and findings.

Coordinates are the map's own: pixels, x to the right, y *down* (as Tiled draws
them). collide2d's geometry does not care which way y points, so shapes are
built in map coordinates and every finding is reported in them too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

from .._colliders import Colliders

__all__ = ["Collider", "Marker", "Level", "Finding", "LevelError", "SEVERITIES"]

# Ordered from worst: a level's status is its worst finding.
SEVERITIES = ("error", "warning")


class LevelError(ValueError):
    """A map that cannot be loaded: the message names the file and the object."""


@dataclass(frozen=True)
class Collider:
    """One solid piece of a level: a collide2d shape and where in the map it came from."""

    shape: Any  # AABB, OBB, Circle, Polygon, Segment or Capsule, in map coordinates
    source: str  # e.g. "object 12 'crate' in layer 'walls'", "tile (3, 7) of layer 'ground'"


@dataclass(frozen=True)
class Marker:
    """A spawn point or a goal: a point, or a rectangle the player reaches by touching it."""

    role: str  # "spawn" or "goal"
    pos: Tuple[float, float]  # the point, or the rectangle's centre
    size: Tuple[float, float]  # (0, 0) for a point
    source: str


@dataclass
class Level:
    """A level as the checker sees it; build one with :func:`collide2d.levels.load`."""

    path: str
    name: str
    colliders: List[Collider]
    markers: List[Marker]
    player: Tuple[float, float]  # the player's box, width and height
    bounds: Tuple[float, float, float, float]  # x0, y0, x1, y1 of the map
    tile_size: Tuple[float, float]
    properties: Dict[str, Any] = field(default_factory=dict)
    _shapes: Optional[Colliders] = field(default=None, repr=False, compare=False)

    @property
    def spawns(self) -> List[Marker]:
        return [m for m in self.markers if m.role == "spawn"]

    @property
    def goals(self) -> List[Marker]:
        return [m for m in self.markers if m.role == "goal"]

    @property
    def shapes(self) -> Colliders:
        """The colliders as one collide2d collection; its ids are the indices in ``colliders``."""
        if self._shapes is None:
            self._shapes = Colliders(c.shape for c in self.colliders)
        return self._shapes

    def _repr_svg_(self) -> str:
        """The level in Jupyter: colliders, spawns and goals (y down, as Tiled shows it)."""
        from ._draw import level_svg
        return level_svg(self)

    def __repr__(self) -> str:
        return (f"<Level {self.name!r}: {len(self.colliders)} colliders, "
                f"{len(self.spawns)} spawns, {len(self.goals)} goals, player {self.player}>")


@dataclass(frozen=True)
class Finding:
    """One thing wrong with a level, where it is, and what to draw to show it.

    ``colliders`` are indices into the level's ``colliders``; ``marks`` are extra
    geometry in map coordinates (collide2d shapes or points) that show the
    problem: the overlap's push-out, the narrow gap, the seam.
    """

    rule: str
    severity: str
    message: str
    pos: Tuple[float, float]
    colliders: Tuple[int, ...] = ()
    marks: Tuple[Any, ...] = ()
    level: str = ""
    # The colliders' shapes, so a finding can draw itself without its level.
    shapes: Tuple[Any, ...] = field(default=(), repr=False, compare=False)

    @classmethod
    def _of(cls, rule: str, severity: str, message: str, pos: Tuple[float, float],
            colliders: Tuple[int, ...], marks: Tuple[Any, ...], level: str,
            shapes: Tuple[Any, ...]) -> "Finding":
        """The Finding of these fields (the rules' own, already of the fields' types),
        made without the frozen dataclass's ``__init__``, which sets each field through
        ``object.__setattr__``: 1.3 us a finding against 0.5, and a level may have
        thousands. tests/test_levels_rules.py checks it equals the constructor's."""
        made = object.__new__(cls)
        made.__dict__.update(rule=rule, severity=severity, message=message, pos=pos,
                             colliders=colliders, marks=marks, level=level, shapes=shapes)
        return made

    def to_dict(self) -> Dict[str, Any]:
        """A JSON-ready dict (what ``collide2d check --format json`` prints)."""
        return {"level": self.level, "rule": self.rule, "severity": self.severity,
                "message": self.message, "pos": [float(self.pos[0]), float(self.pos[1])],
                "colliders": list(self.colliders)}

    def _repr_svg_(self) -> str:
        from ._draw import finding_svg
        return finding_svg(self)

    def __str__(self) -> str:
        x, y = self.pos
        return f"{self.level}: {self.severity}: {self.rule}: {self.message} at ({x:g}, {y:g})"
