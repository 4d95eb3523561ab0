"""``python -m benchmarks [--quick] [--only SUBSTRING] [--threads N] [--path PATH]``: print the
table of ratios."""

from __future__ import annotations

import argparse
import sys
import time
import traceback

from . import report


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description="Time collide2d against its anchors and print the ratios.",
    )
    parser.add_argument("--quick", action="store_true",
                        help="smoke run: smaller N and fewer repeats (verdicts only indicative)")
    parser.add_argument("--only", metavar="SUBSTRING", default="",
                        help="run only the rows whose case, anchor or group (aabb, "
                             "circles, obb, polygon, broad, threads, levels) contains SUBSTRING "
                             "(case-insensitive)")
    parser.add_argument("--threads", type=int, default=1, metavar="N",
                        help="threads one batch call may use (collide2d.set_num_threads); "
                             "default 1, as the targets are stated (the 'default threads' "
                             "rows compare collide2d's default count against one thread)")
    parser.add_argument("--path", default=None, metavar="PATH",
                        help="force the batch kernels' instruction-set path (baseline, avx2, "
                             "avx512; collide2d.cpu_paths() lists this CPU's); default: the "
                             "fastest, as at import")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parse_args(argv)
    try:
        from . import aabb, broad, circles, levels, obb, polygon, threads
    except ImportError as error:
        print(f"cannot import collide2d ({error}); build it first: "
              "python setup.py build_ext --inplace (or pip install .)", file=sys.stderr)
        return 2

    config = aabb.Config.quick() if args.quick else aabb.Config.full()
    wanted = args.only.lower()
    groups = [("aabb", aabb.CASES), ("circles", circles.CASES), ("obb", obb.CASES),
              ("polygon", polygon.CASES), ("broad", broad.CASES), ("threads", threads.CASES),
              ("levels", levels.CASES)]
    cases = [c for group, group_cases in groups for c in group_cases
             if wanted in f"{group} {c.what} {c.anchor}".lower()]
    if not cases:
        print(f"no case matches --only {args.only!r}", file=sys.stderr)
        return 2

    print("collide2d benchmarks: " + " ".join(["python -m benchmarks", *argv]))
    print(report.machine())
    import collide2d

    collide2d.set_num_threads(args.threads)
    if args.path is not None:
        if args.path not in collide2d.cpu_paths():
            print(f"--path {args.path!r}: this CPU runs {', '.join(collide2d.cpu_paths())}",
                  file=sys.stderr)
            return 2
        collide2d._core._set_cpu_path(args.path)
    print(f"collide2d {report.collide2d_version()} on the {collide2d.get_cpu_path()} path, "
          f"batch calls split over up to {collide2d.get_num_threads()} threads (numpy and "
          f"the other anchors use one); 'default threads' rows: "
          f"{threads.DEFAULT_THREADS} threads")
    print(f"timing: per call, median of {config.timer.repeats} repeats, each >= "
          f"{config.timer.min_seconds * 1e3:g} ms (time.perf_counter, gc off), "
          "ours and anchor interleaved")
    if args.quick:
        print("--quick: smaller N and fewer repeats than the targets are stated for; "
              "PASS/MISS is only indicative")
    print()

    rows = []
    started = time.perf_counter()
    for c in cases:
        row = report.Row(c.what, c.anchor, c.kind, c.target)
        if sys.stderr.isatty():
            print(f"  {c.what} vs {c.anchor} ...", file=sys.stderr, flush=True)
        try:
            measured = c.measure(config)
        except circles.Skipped as error:  # e.g. a pygame-ce without pygame.geometry
            row.problem = error.problem
            row.note = str(error)
        except aabb.NotInstalled:
            row.problem = report.NOT_INSTALLED
        except aabb.Disagreement as error:
            row.problem = report.DIFFERENT
            row.note = f"results differ: {error}"
        except Exception as error:  # report, keep going with the other rows
            row.problem = report.FAILED
            row.note = f"{type(error).__name__}: {error}"
            traceback.print_exc()
        else:
            row.n, row.ours, row.anchor_time, row.note = measured
        rows.append(row)

    print(report.table(rows))
    print()
    for row in rows:
        if row.note:
            print(f"- {row.what} vs {row.anchor}, N = {row.n}: {row.note}")
    print(f"\n(ran in {time.perf_counter() - started:.0f} s)")
    failed = [row for row in rows if row.problem in (report.DIFFERENT, report.FAILED)]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
