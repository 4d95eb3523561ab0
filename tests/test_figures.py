"""docs/figures.py (README's pictures) still runs and writes every figure as well-formed SVG."""

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "docs" / "figures.py"
FIGURES = {"segments", "circle_line", "raycast", "sweep_circle_box", "push_out", "obb_push_out",
           "polygon_sweep", "distance", "contacts", "broad_phase"}
SVG = "{http://www.w3.org/2000/svg}"


def test_figures_script_writes_every_svg(tmp_path):
    subprocess.run([sys.executable, str(SCRIPT), str(tmp_path)], check=True, capture_output=True)
    written = {p.stem for p in tmp_path.glob("*.svg")}
    assert written == FIGURES
    for name in FIGURES:
        root = ET.parse(tmp_path / f"{name}.svg").getroot()
        assert root.tag == f"{SVG}svg", name
        assert 240 <= float(root.get("width")) <= 320, name
        assert root.find(f"{SVG}title").text, name  # the caption
        assert root.find(f"{SVG}g") is not None, name  # something was drawn
