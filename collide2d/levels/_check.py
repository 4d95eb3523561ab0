"""Run the rules over one level, or over many: in this process, in worker processes, or on Dask.

``check_many`` is what ``collide2d check`` calls. A level that cannot be loaded is
a result with an ``error`` (the run goes on); findings come back in the order
the paths were given, whichever worker checked them.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, List, Optional, Sequence, Tuple

from ._model import SEVERITIES, Finding, Level, LevelError
from ._rules import RULES, Options
from ._scene import Scene
from ._tiled import check_ellipse_tolerance, load

__all__ = ["check", "check_many", "Result"]


@dataclass
class Result:
    """One level's outcome: its findings, or the error that stopped it from loading."""

    path: str
    findings: List[Finding] = field(default_factory=list)
    error: Optional[str] = None
    colliders: int = 0
    seconds: float = 0.0
    player: Optional[Tuple[float, float]] = None  # the player's box the level was checked with


def _rule_names(rules: Optional[Iterable[str]]) -> List[str]:
    # One name given as a string is that rule (not the rules named by its letters).
    names = list(RULES) if rules is None else [rules] if isinstance(rules, str) else list(rules)
    if not names:  # no rule run: every level would look clean
        raise ValueError(f"rules: expected one or more rule names (known: {', '.join(RULES)})")
    unknown = [n for n in names if n not in RULES]
    if unknown:
        raise ValueError(f"rules: unknown rule {unknown[0]!r} (known: {', '.join(RULES)})")
    return list(dict.fromkeys(names))  # a rule named twice runs once: its findings once


# The reachability grid's size beyond which a check refuses to start (about 2 GB of
# box rows): a tiny player or --resolution on a large map asks for more.
MAX_GRID_CELLS = 10**8


# The largest value an option may take (a distance, a speed, a time): its products with
# the others and the map's coordinates stay far inside the range collide2d's geometry
# takes (coordinates up to 2**200), so a rule never fails on a number of its own making.
MAX_OPTION = 2.0**64


def _number(name: str, value: Any, *, zero_ok: bool, source: str = "") -> float:
    """``value`` as a float, finite and > 0 (>= 0 when ``zero_ok``), or ValueError naming
    the option (and the map property it came from): a NaN, infinite or negative value
    would make a rule find nothing and the level look clean. (A speed or step time of 0
    is allowed: nothing moves, so no wall is too thin.)"""
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"{name}: expected a number{source}, got {value!r}") from None
    if not (math.isfinite(v) and (v >= 0 if zero_ok else v > 0)):
        raise ValueError(f"{name}: must be a finite number {'>= 0' if zero_ok else '> 0'}"
                         f"{source}, got {value!r}")
    if v > MAX_OPTION:
        raise ValueError(f"{name}: must be at most 2**64{source}, got {value!r}")
    return v


def _pair(value: Any) -> Tuple[Any, ...]:
    try:
        return tuple(value)
    except TypeError:
        return ()


def _options(level: Level, names: List[str], *, player: Optional[Tuple[float, float]] = None,
             tolerance: float = 0.01, speed: Optional[float] = None,
             step_time: Optional[float] = None, resolution: float = 0.0) -> Options:
    """The options of the rules ``names`` for ``level``: the arguments, else the map's
    properties, else the defaults, each checked (ValueError naming the option)."""
    props = level.properties
    if player is not None and (isinstance(player, (str, bytes)) or len(_pair(player)) != 2):
        raise ValueError(f"player: expected (width, height), two numbers, got {player!r}")
    w, h = player if player is not None else level.player
    source = "" if player is not None else " (the map's player size)"
    w = _number("player", w, zero_ok=False, source=source)
    h = _number("player", h, zero_ok=False, source=source)
    speed_source = "" if speed is not None else " (the map's player_speed property)"
    step_source = "" if step_time is not None else " (the map's step_time property)"
    options = Options(
        player=(w, h), tolerance=_number("tolerance", tolerance, zero_ok=True),
        speed=_number("speed", speed if speed is not None else props.get("player_speed", 600.0),
                      zero_ok=True, source=speed_source),
        step_time=_number("step_time", step_time if step_time is not None
                          else props.get("step_time", 1 / 60), zero_ok=True, source=step_source),
        resolution=_number("resolution", resolution, zero_ok=True))
    if "unreachable_goal" not in names:  # the one rule that builds the grid
        return options
    step = options.resolution or min(w, h) / 4
    x0, y0, x1, y1 = level.bounds
    cells = (max(x1 - x0, 0.0) / step + 1) * (max(y1 - y0, 0.0) / step + 1)
    if cells > MAX_GRID_CELLS:
        what = "resolution" if options.resolution else "player"
        raise ValueError(f"{what}: the reachability grid would have {cells:.3g} cells on this "
                         f"{x1 - x0:g} x {y1 - y0:g} map (at most {MAX_GRID_CELLS:.0e}); "
                         f"give a larger resolution")
    return options


def check(level: Level, rules: Optional[Iterable[str]] = None, *,
          player: Optional[Tuple[float, float]] = None, tolerance: float = 0.01,
          speed: Optional[float] = None, step_time: Optional[float] = None,
          resolution: float = 0.0) -> List[Finding]:
    """The findings of ``rules`` (default: all of ``RULES``) on ``level``, worst first.

    ``player`` (width, height) overrides the level's player box; ``speed`` (map
    pixels per second) and ``step_time`` (seconds) default to the map's
    ``player_speed`` and ``step_time`` properties, else 600 and 1/60.
    """
    names = _rule_names(rules)
    options = _options(level, names, player=player, tolerance=tolerance, speed=speed,
                       step_time=step_time, resolution=resolution)
    scene = Scene(level)
    findings: List[Finding] = []
    for name in names:
        findings += RULES[name].run(scene, options)
    rank = {severity: k for k, severity in enumerate(SEVERITIES)}
    findings.sort(key=lambda f: (rank[f.severity], f.rule, f.pos[1], f.pos[0]))
    return findings


def check_path(path: str, options: dict, load_options: Optional[dict] = None) -> Result:
    """Load and check one map; errors become the result's ``error`` (run in workers)."""
    import time

    from .. import set_num_threads

    # One thread per level: the parallelism is across levels, one per worker (check_many
    # sets the caller's own count back, where the maps are checked in its process).
    set_num_threads(1)
    start = time.perf_counter()
    try:
        level = load(path, **(load_options or {}))
        findings = check(level, **options)
    except (LevelError, ValueError) as error:
        return Result(str(path), error=str(error), seconds=time.perf_counter() - start)
    # The player's box the rules used (checked by check()): the report draws it.
    w, h = options["player"] if options.get("player") is not None else level.player
    return Result(str(path), findings, None, len(level.colliders), time.perf_counter() - start,
                  (float(w), float(h)))


def check_many(paths: Sequence[str], *, client: Any = None, jobs: int = 1,
               progress: bool = False, load_options: Optional[dict] = None,
               **options: Any) -> List[Result]:
    """Check every map of ``paths``; the results in the same order.

    ``load_options`` go to :func:`load` (``solid_layers``, ``spawn_names``, ...), the
    other keywords to :func:`check`.

    ``client``: a ``dask.distributed.Client`` (or anything ``dask.compute``
    takes as ``scheduler=``): the maps are checked as a ``dask.bag`` on its
    workers, one thread each; collide2d never starts a cluster itself. Else
    ``jobs`` worker processes (1: this process), started by ``spawn``: in a script,
    call it under ``if __name__ == "__main__":`` (multiprocessing's rule).
    ``progress`` shows a tqdm bar.
    """
    from .. import get_num_threads, set_num_threads

    paths = [str(p) for p in paths]
    _rule_names(options.get("rules"))  # fail here, not in every worker
    if load_options and "ellipse_tolerance" in load_options:
        check_ellipse_tolerance(load_options["ellipse_tolerance"])
    # check_path sets one thread; where it runs in this process (jobs=1, or Dask's "sync"
    # and "threads" schedulers), the caller's own count comes back after.
    threads = get_num_threads()
    try:
        if client is not None:
            import dask.bag

            bag = dask.bag.from_sequence(paths, npartitions=max(1, min(len(paths), 256)))
            return list(bag.map(check_path, options, load_options).compute(scheduler=client))
        results = _run(paths, options, load_options, jobs)
        if progress:
            from tqdm import tqdm  # type: ignore[import-untyped]

            results = tqdm(results, total=len(paths), unit="level", disable=None)
        return list(results)
    finally:
        set_num_threads(threads)


def _run(paths: List[str], options: dict, load_options: Optional[dict],
         jobs: int) -> Iterator[Result]:
    if jobs <= 1 or len(paths) <= 1:
        yield from (check_path(p, options, load_options) for p in paths)
        return
    jobs = min(jobs, len(paths), os.cpu_count() or 1)
    # Workers are spawned (a fresh interpreter), never forked: a fork copies every lock
    # of this process as it stands, and one held by another thread (a notebook's, a
    # Dask client's, the C library's allocator under a sanitizer) stays held for ever
    # in the child. Python 3.12 warns of fork in a threaded process, and 3.14 stops
    # forking by default. Spawn costs about 0.2 s more to start the pool.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        # Chunks amortise the inter-process round trip over small levels.
        results = pool.map(check_path, paths, [options] * len(paths),
                           [load_options] * len(paths),
                           chunksize=max(1, len(paths) // (8 * jobs)))
        try:
            yield from results
        except BrokenProcessPool as error:
            raise BrokenProcessPool(
                "a worker process of check_many ended abruptly. A spawned worker first "
                "runs the calling script's top level again: in a script, call check_many "
                "with jobs > 1 under `if __name__ == \"__main__\":`") from error
