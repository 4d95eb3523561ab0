"""``collide2d check LEVELS...``: check Tiled maps and report what is wrong, for people and for CI.

Exit status: 0 when every level is clean, 1 when some level has findings, 2 when
a level could not be read (or the command line is wrong), so a CI pipeline can
fail on it.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

from ._check import Result, check_many
from ._rules import RULES

__all__ = ["main"]

MAP_SUFFIXES = (".tmj", ".tmx", ".json")


def _pair(text: str) -> Tuple[float, float]:
    try:
        w, h = (float(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected W,H (two numbers), got {text!r}") from None
    if not (math.isfinite(w) and math.isfinite(h) and w > 0 and h > 0):
        raise argparse.ArgumentTypeError(
            f"the player's width and height must be > 0 and finite, got {text!r}")
    return (w, h)


def _number(positive: bool):
    """An argparse type: a finite float, > 0 (``positive``) or >= 0."""
    def parse(text: str) -> float:
        try:
            v = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
        if not (math.isfinite(v) and (v > 0 if positive else v >= 0)):
            raise argparse.ArgumentTypeError(
                f"must be a finite number {'> 0' if positive else '>= 0'}, got {text!r}")
        return v
    return parse


def _names(text: str) -> List[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise argparse.ArgumentTypeError("expected one or more names, separated by commas")
    return names


def _rules(text: str) -> List[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:  # no rule run: every level would look clean
        raise argparse.ArgumentTypeError(
            f"expected one or more rule names, separated by commas (known: {', '.join(RULES)})")
    for name in names:
        if name not in RULES:
            raise argparse.ArgumentTypeError(f"unknown rule {name!r} (known: {', '.join(RULES)})")
    return names


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="collide2d check",
        description="Check Tiled maps (.tmj/.json, .tmx) for overlapping colliders, spawns and "
                    "goals inside walls, passages too narrow for the player, unreachable goals, "
                    "seams a sliding box catches on and walls a fast mover passes through.",
        epilog="Exit status: 0 clean, 1 findings, 2 errors. Rules: " + "; ".join(
            f"{r.name} ({r.severity}): {r.summary}" for r in RULES.values()))
    p.add_argument("levels", nargs="*", metavar="LEVEL",
                   help="map files, or folders searched for .tmj and .tmx maps "
                        "(default: the example maps bundled with collide2d)")
    p.add_argument("--player", type=_pair, metavar="W,H",
                   help="the player's box (default: the map's player_size property, else the "
                        "spawn object's size, else one tile)")
    p.add_argument("--rules", type=_rules, metavar="NAME,...", help="only these rules")
    p.add_argument("--solid-layers", type=_names, metavar="LAYER,...",
                   help="only these layers are solid (default: the map's solid_layers "
                        "property, else every layer not marked solid=false)")
    p.add_argument("--spawn-names", type=_names, metavar="NAME,...",
                   help="object classes or names marking spawns (default: spawn,start,player)")
    p.add_argument("--goal-names", type=_names, metavar="NAME,...",
                   help="object classes or names marking goals (default: goal,exit,finish)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--report", metavar="FILE.html", help="also write an HTML report with a "
                   "picture of each level and its findings")
    p.add_argument("--jobs", type=int, default=1, metavar="N",
                   help="worker processes (0: one per CPU)")
    p.add_argument("--dask", metavar="ADDRESS",
                   help="check on the Dask cluster whose scheduler is at ADDRESS")
    p.add_argument("--tolerance", type=_number(positive=False), default=0.01,
                   help="overlaps this deep or less are seams, not faults (default 0.01)")
    p.add_argument("--speed", type=_number(positive=False), help="the fastest mover in pixels per second, for "
                   "thin walls (default: the map's player_speed property, else 600)")
    p.add_argument("--step-time", type=_number(positive=False), help="seconds per engine step (default 1/60)")
    p.add_argument("--resolution", type=_number(positive=False), default=0.0,
                   help="the reachability grid's step (default: a quarter of the player's "
                        "smaller side)")
    return p


def find_levels(paths: Sequence[str]) -> List[str]:
    """The map files ``paths`` name: files as given, folders searched (sorted)."""
    found: List[str] = []
    for path in paths:
        if os.path.isdir(path):
            found += sorted(str(p) for p in Path(path).rglob("*")
                            if p.suffix.lower() in (".tmj", ".tmx") and p.is_file())
        else:
            found.append(path)
    return found


def _writable(path: str) -> Optional[str]:
    """Why the report cannot be written to ``path``, or None: asked before the levels are
    checked, so a long run does not end in a traceback. The file is left as it was."""
    if os.path.isdir(path):
        return "it is a folder"
    existed = os.path.exists(path)
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as error:
        return error.strerror or str(error)
    if not existed:
        os.remove(path)
    return None


def _text(results: List[Result], out) -> None:
    for result in results:
        if result.error is None and result.findings:
            print(f"{result.path}: {len(result.findings)} finding"
                  f"{'s' if len(result.findings) != 1 else ''} ({result.colliders} colliders)",
                  file=out)
        if result.error is not None:
            print(f"{result.path}: cannot check: {result.error}", file=out)
        elif not result.findings:
            print(f"{result.path}: clean ({result.colliders} colliders)", file=out)
        for finding in result.findings:
            x, y = finding.pos
            print(f"  {finding.severity}: {finding.rule}: {finding.message} at ({x:g}, {y:g})",
                  file=out)
    failed = sum(r.error is not None for r in results)
    dirty = [r for r in results if r.findings]
    errors = sum(f.severity == "error" for r in dirty for f in r.findings)
    warnings = sum(f.severity == "warning" for r in dirty for f in r.findings)
    print(f"{len(results)} level{'s' if len(results) != 1 else ''}: "
          f"{len(results) - failed - len(dirty)} clean, {len(dirty)} with findings "
          f"({errors} errors, {warnings} warnings), {failed} could not be read", file=out)


def _json(results: List[Result], out) -> None:
    json.dump({"levels": [{"path": r.path, "colliders": r.colliders, "error": r.error,
                           "seconds": round(r.seconds, 6),
                           "findings": [f.to_dict() for f in r.findings]} for r in results]},
              out, indent=1)
    out.write("\n")


#: Suffixes of Tiled's files (maps, tilesets, templates, projects): a report is never
#: written over one -- ``--report a.tmj b.tmj`` meant to check two maps, and would have
#: replaced the first with HTML.
_TILED_SUFFIXES = (".tmj", ".tmx", ".json", ".tsj", ".tsx", ".tj", ".tx", ".tiled-project")


def _over_a_map(report: str, levels: Sequence[str]) -> bool:
    """Whether writing the report to ``report`` would replace a map or another Tiled file."""
    if Path(report).suffix.lower() in _TILED_SUFFIXES:
        return True
    if not os.path.exists(report):
        return False
    return any(os.path.exists(level) and os.path.samefile(report, level) for level in levels)


def main(argv: Optional[Sequence[str]] = None, out=None) -> int:
    out = out or sys.stdout
    args = parser().parse_args(argv)
    paths = args.levels
    if not paths:
        from . import examples
        folder = os.path.dirname(examples()[0])
        # Shown by name: the folder is deep in site-packages; the header says where.
        paths = [os.path.relpath(p) if os.path.commonpath([p, os.getcwd()]) == os.getcwd()
                 else p for p in examples()]
        if args.format == "text":
            print(f"checking the {len(paths)} example maps bundled with collide2d, in {folder}",
                  file=out)
    paths = find_levels(paths)
    if not paths:
        print("collide2d check: no .tmj or .tmx maps found", file=sys.stderr)
        return 2
    if args.report and _over_a_map(args.report, paths):
        print(f"collide2d check: not writing the report over {args.report}, a Tiled file "
              f"(the report is HTML: --report FILE.html, then the maps)", file=sys.stderr)
        return 2
    why = _writable(args.report) if args.report else None
    if why is not None:
        print(f"collide2d check: cannot write the report {args.report}: {why}", file=sys.stderr)
        return 2
    options = dict(rules=args.rules, player=args.player, tolerance=args.tolerance,
                   speed=args.speed, step_time=args.step_time, resolution=args.resolution)
    load_options = {key: value for key, value in (
        ("solid_layers", args.solid_layers), ("spawn_names", args.spawn_names),
        ("goal_names", args.goal_names)) if value is not None}
    client = None
    if args.dask:
        from distributed import Client
        try:
            client = Client(args.dask)
        # No scheduler there, it did not answer, or the address is not one (ValueError).
        except (OSError, TimeoutError, ValueError) as error:
            print(f"collide2d check: cannot reach the dask scheduler {args.dask}: {error}",
                  file=sys.stderr)
            return 2
    try:
        results = check_many(paths, client=client, jobs=args.jobs or (os.cpu_count() or 1),
                             progress=len(paths) > 1, load_options=load_options, **options)
    finally:
        if client is not None:
            client.close()
    (_json if args.format == "json" else _text)(results, out)
    if args.report:
        from ._draw import write_report
        try:
            write_report(args.report, results, load_options=load_options)
        except OSError as error:  # gone since it was tried, or the disk is full
            print(f"collide2d check: cannot write the report {args.report}: "
                  f"{error.strerror or error}", file=sys.stderr)
            return 2
        if args.format == "text":
            print(f"report: {args.report}", file=out)
    if any(r.error is not None for r in results):
        return 2
    return 1 if any(r.findings for r in results) else 0
