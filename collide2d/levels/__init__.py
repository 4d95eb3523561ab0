"""The level checker: load Tiled maps, find what is wrong with a level, and say where.

    from collide2d import levels
    level = levels.load("castle.tmj")
    for finding in levels.check(level):
        print(finding)

``collide2d check LEVELS...`` runs it from the shell (docs/levels.md).
"""

from ._check import Result, check, check_many
from ._model import Collider, Finding, Level, LevelError, Marker
from ._rules import RULES
from ._tiled import load

__all__ = ["load", "check", "check_many", "Level", "Collider", "Marker", "Finding",
           "LevelError", "Result", "RULES", "examples"]


def examples() -> list:
    """The paths of the example maps bundled with collide2d (``collide2d check`` with no paths)."""
    from importlib import resources

    folder = resources.files(__name__).joinpath("examples")
    return sorted(str(p) for p in folder.iterdir() if p.name.endswith((".tmj", ".tmx")))
