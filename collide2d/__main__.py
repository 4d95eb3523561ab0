"""``collide2d [LEVEL.json]`` (or ``python -m collide2d``): sweep a box through a level and report.

The level is a JSON file (a small demo ships in ``collide2d/levels/demo.json``)::

    {"name": "...",
     "walls": [[x, y, w, h], ...],                      # rectangles, top-left corner + size
     "posts": [[cx, cy, r], ...],                       # optional round pillars (circles)
     "player": {"rect": [x, y, w, h], "moves": [[dx, dy], ...]}}

The player box makes each move in turn with :func:`collide2d.sweep_into`
against all walls and posts: it stops 1e-8 of the move before the first one in
its way (noonat/intersect's sweep; a post is met as the exact rounded shape) and the
report says which, where, and with which normal.
"""

from __future__ import annotations

import argparse
import json
import sys
from importlib import resources
from pathlib import Path

from . import AABB, AABBArray, Circle, sweep_into


def load_level(path: str | None) -> dict:
    """The level at ``path``, or the bundled demo when ``path`` is None."""
    if path is None:
        text = resources.files("collide2d").joinpath("levels/demo.json").read_text()
    else:
        try:
            text = Path(path).read_text()
        except OSError as error:
            raise SystemExit(f"collide2d: cannot read level {path!r}: {error.strerror}") from None
    try:
        level = json.loads(text)
    except json.JSONDecodeError as error:
        raise SystemExit(f"collide2d: level {path!r} is not JSON: {error}") from None
    for key in ("walls", "player"):
        if key not in level:
            raise SystemExit(f"collide2d: level has no {key!r} entry")
    return level


def _fmt(v) -> str:
    return f"({v[0]:g}, {v[1]:g})"


def run(level: dict, out=sys.stdout) -> int:
    """Play the level's moves; returns how many moves were blocked."""
    walls = AABBArray.from_rect(level["walls"])
    posts = [Circle((cx, cy), r) for cx, cy, r in level.get("posts", [])]
    # Scalar shapes: sweep_into reports the object hit.
    colliders = list(walls) + posts
    names = [f"wall {i} {list(rect)}" for i, rect in enumerate(level["walls"])]
    names += [f"post {j} {list(post)}" for j, post in enumerate(level.get("posts", []))]
    player = AABB.from_rect(*level["player"]["rect"])
    print(f"level: {level.get('name', '(unnamed)')}: {len(walls)} walls, {len(posts)} posts, "
          f"player {player}", file=out)
    blocked = 0
    for step, move in enumerate(level["player"]["moves"], 1):
        result = sweep_into(player, colliders, tuple(move))
        start = player.pos
        player = AABB(result.pos, player.half)
        if result.hit is None:
            print(f"move {step}: {_fmt(move)} from {_fmt(start)} -> {_fmt(player.pos)}: clear",
                  file=out)
            continue
        blocked += 1
        hit = next(i for i, c in enumerate(colliders) if c is result.hit.collider)
        how = "stuck inside" if result.started_overlapping else "blocked by"
        print(f"move {step}: {_fmt(move)} from {_fmt(start)} -> {_fmt(player.pos)}: "
              f"{how} {names[hit]} at {_fmt(result.hit.pos)}, "
              f"normal {_fmt(result.hit.normal)}, after {result.time:.6f} of the move",
              file=out)
    print(f"done: {blocked} of {len(level['player']['moves'])} moves blocked; "
          f"player ends at {_fmt(player.pos)}", file=out)
    return blocked


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["check"]:  # the level checker: collide2d/levels/_cli.py
        from .levels._cli import main as check_main
        return check_main(argv[1:])
    parser = argparse.ArgumentParser(
        prog="collide2d", description=__doc__.split("\n")[0],
        epilog="collide2d check LEVELS... checks Tiled maps: collide2d check --help")
    parser.add_argument("level", nargs="?", help="level JSON file (default: the bundled demo)")
    args = parser.parse_args(argv)
    level = load_level(args.level)
    try:
        run(level)
    except KeyError as error:  # e.g. a player without "moves"
        raise SystemExit(f"collide2d: level {args.level!r} has no {error} entry") from None
    except (TypeError, ValueError) as error:  # e.g. a wall row of three numbers
        raise SystemExit(f"collide2d: level {args.level!r} has a bad entry: {error}") from None
    return 0


if __name__ == "__main__":
    sys.exit(main())
