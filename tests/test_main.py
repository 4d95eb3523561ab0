"""The `collide2d` command (and `python -m collide2d`): the bundled demo level and levels of one's own."""

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from collide2d.__main__ import load_level, main, run


def test_demo_level_runs_as_a_module_and_reports_every_move(tmp_path):
    # From a neutral directory, so the installed package runs, not the source tree.
    result = subprocess.run(
        [sys.executable, "-m", "collide2d"], capture_output=True, text=True, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    moves = load_level(None)["player"]["moves"]
    assert sum(line.startswith("move ") for line in lines) == len(moves)
    assert lines[-1].startswith("done: ")


def test_the_collide2d_command_runs_the_demo_from_the_clone_root():
    """README's first command runs `collide2d` from the root of the clone, where a
    `python -m` would find the unbuilt source folder first."""
    command = shutil.which("collide2d", path=str(Path(sys.executable).parent))
    assert command is not None, "pip install . should install the collide2d command"
    root = Path(__file__).resolve().parent.parent
    result = subprocess.run([command], capture_output=True, text=True, cwd=root)
    assert result.returncode == 0, result.stderr
    moves = load_level(None)["player"]["moves"]
    assert sum(line.startswith("move ") for line in result.stdout.splitlines()) == len(moves)


def test_a_move_into_a_wall_stops_just_before_it(tmp_path):
    """Hand-derived: a 2x2 box at x = 1 moving +10 toward a wall whose left face is at x = 6.

    The box's right face (x = 2) meets the wall's face after 4 of the 10 units:
    time 0.4, minus noonat/intersect's 1e-8 back-off; the contact normal is the wall's (-1, 0).
    """
    level = {"walls": [[6, -5, 2, 10]], "player": {"rect": [0, -1, 2, 2], "moves": [[10, 0]]}}
    path = tmp_path / "level.json"
    path.write_text(json.dumps(level))
    out = io.StringIO()
    blocked = run(load_level(str(path)), out)
    assert blocked == 1
    text = out.getvalue()
    assert "blocked by wall 0" in text and "normal (-1, 0)" in text
    assert "after 0.400000 of the move" in text
    assert "-> (5, 0)" in text  # 1 + 10 * (0.4 - 1e-8), printed to 6 significant digits


def test_a_clear_move_ends_at_start_plus_delta():
    level = {"walls": [[100, 100, 1, 1]], "player": {"rect": [0, 0, 2, 2], "moves": [[3, 4]]}}
    out = io.StringIO()
    assert run(level, out) == 0
    assert "-> (4, 5): clear" in out.getvalue()


def test_a_missing_level_file_is_a_clear_error_not_a_traceback(tmp_path):
    with pytest.raises(SystemExit, match="cannot read level"):
        main([str(tmp_path / "nope.json")])


def test_a_level_without_walls_is_a_clear_error(tmp_path):
    path = tmp_path / "level.json"
    path.write_text(json.dumps({"player": {"rect": [0, 0, 1, 1], "moves": []}}))
    with pytest.raises(SystemExit, match="'walls'"):
        main([str(path)])


def test_a_move_into_a_round_post_stops_at_its_rounded_side():
    """Hand-derived: a 2x2 box centred at (1, 0) moving +10 toward a post of radius 2
    at (8, 0). The box's right face (x = 2) meets the post's leftmost point (6, 0)
    after 4 of the 10 units: time 0.4; the normal points from the post to the box."""
    level = {"walls": [], "posts": [[8, 0, 2]],
             "player": {"rect": [0, -1, 2, 2], "moves": [[10, 0]]}}
    out = io.StringIO()
    assert run(level, out) == 1
    text = out.getvalue()
    assert "blocked by post 0 [8, 0, 2] at (6, 0)" in text and "normal (-1, 0)" in text
    assert "after 0.400000 of the move" in text


@pytest.mark.parametrize(
    "level, words",
    [
        ({"walls": [[1, 2, 3]], "player": {"rect": [0, 0, 1, 1], "moves": [[1, 0]]}}, "bad entry"),
        ({"walls": [], "player": {"rect": [0, 0, 1, 1]}}, "no 'moves' entry"),
        ({"walls": [], "player": {"rect": [0, 0, 1, 1], "moves": [["a", 0]]}}, "bad entry"),
    ],
)
def test_a_bad_level_is_one_clear_line_not_a_traceback(tmp_path, level, words):
    path = tmp_path / "level.json"
    path.write_text(json.dumps(level))
    with pytest.raises(SystemExit) as info:
        main([str(path)])
    assert words in str(info.value) and str(path) in str(info.value)
