"""Write the typing blocks that come from the kernel list (src/core/kernels/kernel_list.h).

Type checkers read source, not the methods :mod:`collide2d._kernels` attaches at
import, so the signatures are written out: the ``batch_*`` functions in
``collide2d/_core.pyi`` and an ``if TYPE_CHECKING:`` block in each array twin
class, between ``BEGIN generated`` / ``END generated`` markers.

``python -m collide2d._stubgen`` says which files are stale (exit 1);
``--write`` rewrites them. The test suite runs the check.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Dict

from ._kernels import KERNELS, _defaults, is_generated

_RESULT_TYPE = {"mask": "np.ndarray", "hit": "HitArray", "sweep": "SweepArray",
                "interval": "IntervalArray", "line": "LineIntersectionArray",
                "points": "CirclePointsArray", "distance": "DistanceArray",
                "manifold": "ManifoldArray",
                "pairs": "np.ndarray", "none": "None"}


def core_stub_lines() -> list:
    """The ``batch_*`` functions of ``_core.pyi``."""
    lines = ["def kernel_list() -> tuple[tuple[str, str, str, tuple[tuple[str, str, int], ...], int], ...]: ..."]
    for k in KERNELS:
        lines.append(f"def batch_{k.id}(*rows: object) -> {'None' if k.result == 'none' else 'np.ndarray'}: ...")
    return lines


def twin_stub_lines(twin: type, kind: str) -> list:
    """The ``if TYPE_CHECKING:`` block of a twin class: its generated methods."""
    lines = []
    for k in KERNELS:
        if k.receiver != kind or k.result == "none":
            continue
        if k.method in twin.__dict__ and not is_generated(twin, k.method):
            continue  # written by hand, typed there
        defaults = _defaults(k)
        params = ["self"] + [f"{a.name}: Any" + (" = ..." if a.name in defaults else "")
                             for a in k.args[1:]]
        if k.result == "mask":
            params += ["*", "out: Optional[np.ndarray] = ..."]
        elif k.args[1].kind == "shapes_all":  # sweep_into: no out= or fields=
            pass
        elif k.result != "pairs":
            # Records: the array (into out=), or fields= as a dict of arrays.
            whole = params + ["*", f"out: Optional[{_RESULT_TYPE[k.result]}] = ...",
                              "fields: None = ..."]
            some = params + ["*", "out: None = ...", "fields: Sequence[str]"]
            lines += ["@overload",
                      f"def {k.method}({', '.join(whole)}) -> {_RESULT_TYPE[k.result]}: ...",
                      "@overload",
                      f"def {k.method}({', '.join(some)}) -> Dict[str, np.ndarray]: ...",
                      # mypy wants the implementation's signature after the overloads
                      f"def {k.method}({', '.join(params + ['*', 'out: Any = ...', 'fields: Any = ...'])}) -> Any: ..."]
            continue
        lines.append(f"def {k.method}({', '.join(params)}) -> {_RESULT_TYPE[k.result]}: ...")
    return lines


_BEGIN = "# BEGIN generated from src/core/kernels/kernel_list.h (python -m collide2d._stubgen --write)"
_END = "# END generated"


def _replace_block(text: str, marker: str, lines: list, indent: str) -> str:
    pattern = re.compile(rf"({re.escape(indent + _BEGIN)} {re.escape(marker)}\n)(.*?)"
                         rf"({re.escape(indent + _END)} {re.escape(marker)}\n)", re.S)
    if not pattern.search(text):
        raise LookupError(f"no generated block {marker!r}")
    body = "".join(f"{indent}{line}\n" for line in lines)
    return pattern.sub(lambda m: m.group(1) + body + m.group(3), text)


def generated_files(root: Path) -> Dict[Path, str]:
    """Each file with generated blocks, as it should read."""
    from ._polygon_array import PolygonArray
    from ._shape_arrays import AABBArray, CapsuleArray, CircleArray, OBBArray, SegmentArray

    files: Dict[Path, str] = {}
    stub = root / "collide2d" / "_core.pyi"
    files[stub] = _replace_block(stub.read_text(), "kernels", core_stub_lines(), "")
    # Each twin's typing block lives in its own module (_aabb_array.py, ...).
    for twin, kind in ((AABBArray, "aabb"), (CircleArray, "circle"), (SegmentArray, "segment"),
                       (OBBArray, "obb"), (CapsuleArray, "capsule"), (PolygonArray, "polygon")):
        path = root / "collide2d" / (twin.__module__.rsplit(".", 1)[1] + ".py")
        text = files.get(path, None) or path.read_text()
        files[path] = _replace_block(text, twin.__name__, twin_stub_lines(twin, kind), " " * 8)
    return files


def main(argv: list) -> int:
    root = Path(__file__).resolve().parent.parent
    stale = [p for p, text in generated_files(root).items() if p.read_text() != text]
    if "--write" in argv:
        for p, text in generated_files(root).items():
            p.write_text(text)
        print("\n".join(f"wrote {p.relative_to(root)}" for p in stale) or "up to date")
        return 0
    print("\n".join(f"stale: {p.relative_to(root)}" for p in stale) or "up to date")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
