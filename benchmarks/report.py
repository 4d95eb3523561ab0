"""Rows of results, the table they print as, and the machine they ran on."""

from __future__ import annotations

import os
import platform
import sys
from dataclasses import dataclass
from importlib import metadata
from typing import List, Optional

# How a row is judged.
FASTER = "faster"  # target: anchor time / our time >= target ("x faster")
TIME = "time"  # target: our time / anchor time <= target ("x the time")
INFO = "info"  # no target, the speed-up is shown for information

# Why a row has no timing.
NOT_INSTALLED = "not installed"  # an optional anchor is missing: n/a
DIFFERENT = "results differ"  # ours and the anchor disagree: WRONG
FAILED = "error"  # an exception: ERROR


@dataclass
class Row:
    what: str
    anchor: str
    kind: str = INFO
    target: Optional[float] = None
    n: str = "-"
    ours: Optional[float] = None  # seconds per call
    anchor_time: Optional[float] = None  # seconds per call
    problem: str = ""  # NOT_INSTALLED, DIFFERENT or FAILED: no timing
    note: str = ""

    def ratio(self) -> Optional[float]:
        if self.ours is None or self.anchor_time is None:
            return None
        if self.kind == TIME:
            return self.ours / self.anchor_time
        return self.anchor_time / self.ours

    def ratio_text(self) -> str:
        ratio = self.ratio()
        if ratio is None:
            return "-"
        return f"{_three_digits(ratio)}x " + ("the time" if self.kind == TIME else "faster")

    def target_text(self) -> str:
        if self.kind == FASTER:
            return f">= {self.target:g}x faster"
        if self.kind == TIME:
            return f"<= {self.target:g}x the time"
        return "(info)"

    def result(self) -> str:
        if self.problem:
            return {DIFFERENT: "WRONG", FAILED: "ERROR"}.get(self.problem, "n/a")
        ratio = self.ratio()
        if self.kind == INFO or ratio is None:
            return "info"
        if self.kind == FASTER:
            return "PASS" if ratio >= self.target else "MISS"
        return "PASS" if ratio <= self.target else "MISS"


def _three_digits(value: float) -> str:
    """About three significant digits, never in exponent form: 0.531, 4.79, 73.6, 1108."""
    if value >= 100:
        return f"{value:.0f}"
    return f"{value:.3g}"


def format_seconds(seconds: Optional[float]) -> str:
    if seconds is None:
        return "-"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale:
            return f"{_three_digits(seconds / scale)} {unit}"
    return f"{_three_digits(seconds / 1e-9)} ns"


HEADER = ("case", "N", "ours", "anchor", "anchor time", "ratio", "target", "result")


def table(rows: List[Row]) -> str:
    """A Markdown table (readable as is in a terminal, pasteable into README)."""
    cells = [HEADER]
    for row in rows:
        anchor_time = row.problem if row.problem else format_seconds(row.anchor_time)
        cells.append(
            (
                row.what,
                row.n,
                format_seconds(row.ours),
                row.anchor,
                anchor_time,
                row.ratio_text(),
                row.target_text(),
                row.result(),
            )
        )
    widths = [max(len(line[i]) for line in cells) for i in range(len(HEADER))]
    # Numbers right-aligned, words left-aligned.
    right = {1, 2, 4, 5}

    def line(values) -> str:
        padded = [
            value.rjust(width) if i in right else value.ljust(width)
            for i, (value, width) in enumerate(zip(values, widths))
        ]
        return "| " + " | ".join(padded) + " |"

    rule = "|" + "|".join(("-" * (w + 1) + ":") if i in right else ("-" * (w + 2)) for i, w in enumerate(widths)) + "|"
    return "\n".join([line(cells[0]), rule] + [line(values) for values in cells[1:]])


def _version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "not installed"


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            for text in cpuinfo:
                if text.startswith("model name"):
                    return text.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> str:
    """Platform, CPU, load, and the versions of python, numpy and the anchors."""
    import numpy

    python = f"{platform.python_implementation()} {platform.python_version()}"
    try:
        load = ", load average %.2f %.2f %.2f" % os.getloadavg()
    except (AttributeError, OSError):  # not on Windows
        load = ""
    return "\n".join(
        [
            f"machine: {platform.platform()}, {_cpu_model()}, {os.cpu_count()} CPUs{load}",
            f"python:  {python} ({sys.executable})",
            f"numpy {numpy.__version__}, pygame-ce {_version('pygame-ce')}, "
            f"shapely {_version('shapely')}",
        ]
    )


def collide2d_version() -> str:
    """The version of the collide2d being measured, and where its extension lives."""
    import collide2d
    from collide2d import _core

    version = getattr(collide2d, "__version__", None) or _version("collide2d")
    return f"{version} ({_core.__file__})"
