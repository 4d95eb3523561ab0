"""Run the rules over one level, or over many: in this process, in worker processes, or on Dask.

``check_many`` is what ``collide2d check`` calls. A level that cannot be loaded is
a result with an ``error`` (the run goes on); findings come back in the order
the paths were given, whichever worker checked them.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, List, Optional, Sequence, Tuple

from ._model import SEVERITIES, Finding, Level, LevelError
from ._rules import RULES, Options
from ._scene import Scene
from ._tiled import load

__all__ = ["check", "check_many", "Result"]


@dataclass
class Result:
    """One level's outcome: its findings, or the error that stopped it from loading."""

    path: str
    findings: List[Finding] = field(default_factory=list)
    error: Optional[str] = None
    colliders: int = 0
    seconds: float = 0.0


def _rule_names(rules: Optional[Iterable[str]]) -> List[str]:
    names = list(RULES) if rules is None else list(rules)
    unknown = [n for n in names if n not in RULES]
    if unknown:
        raise ValueError(f"rules: unknown rule {unknown[0]!r} (known: {', '.join(RULES)})")
    return names


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
    props = level.properties
    w, h = player if player is not None else level.player
    if not (w > 0 and h > 0):
        raise ValueError(f"player: the player's box must have a positive size, got {(w, h)}")
    options = Options(
        player=(float(w), float(h)), tolerance=float(tolerance),
        speed=float(speed if speed is not None else props.get("player_speed", 600.0)),
        step_time=float(step_time if step_time is not None else props.get("step_time", 1 / 60)),
        resolution=float(resolution))
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

    # One thread per level: the parallelism is across levels, one per worker.
    set_num_threads(1)
    start = time.perf_counter()
    try:
        level = load(path, **(load_options or {}))
        findings = check(level, **options)
    except (LevelError, ValueError) as error:
        return Result(str(path), error=str(error), seconds=time.perf_counter() - start)
    return Result(str(path), findings, None, len(level.colliders), time.perf_counter() - start)


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
    paths = [str(p) for p in paths]
    _rule_names(options.get("rules"))  # fail here, not in every worker
    if client is not None:
        import dask.bag

        bag = dask.bag.from_sequence(paths, npartitions=max(1, min(len(paths), 256)))
        return list(bag.map(check_path, options, load_options).compute(scheduler=client))
    results = _run(paths, options, load_options, jobs)
    if progress:
        from tqdm import tqdm  # type: ignore[import-untyped]

        results = tqdm(results, total=len(paths), unit="level", disable=None)
    return list(results)


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
