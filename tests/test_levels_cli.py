"""`collide2d check`: exit status 0 / 1 / 2, text and JSON output, folders, options, jobs."""

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from collide2d.levels import check_many, examples
from collide2d.levels._cli import main
from tiled_maps import obj, object_layer, write_map


def run(*args):
    out = io.StringIO()
    return main(list(args), out), out.getvalue()


def example(name):
    return next(p for p in examples() if p.endswith(name))


def test_exit_status_is_0_clean_1_findings_2_errors(tmp_path):
    assert run(example("castle.tmj"))[0] == 0
    status, text = run(example("castle.tmj"), example("broken.tmj"))
    assert status == 1 and "1 with findings (3 errors, 6 warnings)" in text
    (tmp_path / "bad.tmj").write_text("{")
    status, text = run(example("castle.tmj"), str(tmp_path / "bad.tmj"), example("broken.tmj"))
    assert status == 2 and "bad.tmj: cannot check:" in text and "broken JSON" in text
    assert "3 levels: 1 clean, 1 with findings" in text  # the others were still checked


def test_with_no_levels_it_checks_the_bundled_examples():
    status, text = run()
    assert status == 1 and text.startswith("checking the 3 example maps bundled with collide2d")
    for name in ("broken.tmj", "castle.tmj", "castle.tmx"):
        assert name in text


def test_json_output_lists_every_finding():
    status, text = run("--format", "json", example("broken.tmj"), example("castle.tmx"))
    data = json.loads(text)
    broken, castle = data["levels"]
    assert castle["findings"] == [] and castle["error"] is None and castle["colliders"] == 15
    assert {f["rule"] for f in broken["findings"]} == {
        "overlap", "inside_solid", "narrow_passage", "unreachable_goal", "internal_edge",
        "thin_wall"}
    assert all(set(f) == {"level", "rule", "severity", "message", "pos", "colliders"}
               for f in broken["findings"])


def test_rules_player_and_speed_options():
    broken = example("broken.tmj")
    status, text = run("--rules", "overlap,thin_wall", broken)
    assert "overlap" in text and "thin_wall" in text and "internal_edge" not in text
    # A 7-wide player fits between the pillars (8 apart): the narrow passage goes.
    assert "narrow_passage" in run("--rules", "narrow_passage", broken)[1]
    assert run("--rules", "narrow_passage", "--player", "7,7", broken)[0] == 0
    assert "thin_wall" not in run("--rules", "thin_wall", "--speed", "0", broken)[1]


@pytest.mark.parametrize("args, message", [
    (["--rules", "nope"], "unknown rule 'nope'"),
    # No rule run: every level looked clean, and the status was 0.
    (["--rules", ""], "--rules: expected one or more rule names"),
    (["--rules", ", ,"], "--rules: expected one or more rule names"),
    (["--solid-layers", ","], "--solid-layers: expected one or more names"),
    (["--player", "3"], "W,H"),
    (["--player", "0,3"], "must be > 0"),
    (["--player", "inf,3"], "must be > 0 and finite"),
    (["--resolution", "-1"], "--resolution: must be a finite number >= 0"),
    (["--tolerance", "nan"], "--tolerance: must be a finite number >= 0"),
    (["--speed", "-600"], "--speed: must be a finite number >= 0"),
    (["--step-time", "inf"], "--step-time: must be a finite number >= 0"),
    (["--speed", "fast"], "--speed: expected a number"),
])
def test_bad_options_exit_2_with_a_message(args, message, capsys):
    with pytest.raises(SystemExit) as raised:
        main(args)
    assert raised.value.code == 2 and message in capsys.readouterr().err


@pytest.mark.parametrize("where", ["missing/r.html", "."])
def test_a_report_that_cannot_be_written_is_refused_before_any_level_is_checked(
        tmp_path, capsys, where):
    # It was a traceback after every level had been checked, with status 1 ("findings").
    report = tmp_path / where
    status, text = run(example("broken.tmj"), "--report", str(report))
    assert status == 2 and text == ""  # no level checked
    err = capsys.readouterr().err
    assert err.startswith(f"collide2d check: cannot write the report {report}: ")
    assert ("No such file or directory" if where != "." else "it is a folder") in err
    assert not (tmp_path / "missing").exists()
    # A report that can be written is, and an existing file is left as it was until then.
    report = tmp_path / "r.html"
    report.write_text("old")
    assert run(example("castle.tmj"), "--report", str(report))[0] == 0
    assert "<section" in report.read_text()
    fresh = tmp_path / "fresh.html"
    status, text = run(str(tmp_path / "none.tmj"), "--report", str(fresh))
    assert status == 2 and fresh.exists()  # written, the unreadable map in it


def test_folders_are_searched_and_jobs_give_the_same_results(tmp_path):
    (tmp_path / "sub").mkdir()
    for k in range(6):
        folder = tmp_path / "sub" if k % 2 else tmp_path
        second = 30 if k % 3 == 0 else 9  # apart (clean) or overlapping by 1
        write_map(folder / f"l{k}.tmj", [object_layer(2, [obj(1, 0, 0, 10, 10),
                                                          obj(2, second, 0, 10, 10)])])
    paths = sorted(str(p) for p in tmp_path.rglob("*.tmj"))
    one, two = check_many(paths), check_many(paths, jobs=2)
    assert [(r.path, r.findings) for r in one] == [(r.path, r.findings) for r in two]
    assert [bool(r.findings) for r in one] == [not p.endswith(("l0.tmj", "l3.tmj")) for p in paths]
    status, text = run(str(tmp_path), "--jobs", "2")
    assert status == 1 and "6 levels: 2 clean, 4 with findings" in text
    (tmp_path / "sub" / "l1.tmj").rename(tmp_path / "sub" / "L1.TMJ")  # any case, as Tiled's
    status, text = run(str(tmp_path))
    assert status == 1 and "6 levels: 2 clean, 4 with findings" in text


def test_workers_are_spawned_and_a_script_without_a_main_guard_is_told_why_it_failed(tmp_path):
    # Workers start as fresh interpreters (never forked from a process that may hold
    # other threads' locks); each first runs the script's top level again, so a
    # script calling check_many(jobs=2) outside `if __name__ == "__main__":` cannot
    # start them, and is told so.
    script = tmp_path / "unguarded.py"
    script.write_text("from collide2d.levels import check_many, examples\n"
                      "print(len(check_many(examples(), jobs=2)))\n")
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            cwd=tmp_path, timeout=120)
    assert result.returncode != 0
    assert 'a worker process of check_many ended abruptly' in result.stderr
    assert 'if __name__ == "__main__":' in result.stderr
    script.write_text("from collide2d.levels import check_many, examples\n"
                      "if __name__ == '__main__':\n"
                      "    print(sum(bool(r.findings) for r in check_many(examples(), jobs=2)))\n")
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            cwd=tmp_path, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "1"  # broken.tmj; the two castles are clean


def test_the_command_runs_from_the_shell(tmp_path):
    command = shutil.which("collide2d", path=str(Path(sys.executable).parent))
    assert command is not None
    result = subprocess.run([command, "check", example("castle.tmj")], capture_output=True,
                            text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "clean (15 colliders)" in result.stdout
    result = subprocess.run([sys.executable, "-m", "collide2d", "check", "--format", "json",
                             example("broken.tmj")], capture_output=True, text=True,
                            cwd=tmp_path)
    assert result.returncode == 1 and json.loads(result.stdout)["levels"][0]["findings"]


def test_solid_layers_and_marker_names_from_the_command_line(tmp_path):
    path = write_map(tmp_path / "m.tmj", [
        object_layer(2, [obj(1, 0, 0, 10, 10), obj(2, 5, 0, 10, 10)], name="walls"),
        object_layer(3, [obj(3, 100, 100, 10, 10), obj(4, 105, 100, 10, 10)], name="decor"),
        object_layer(4, [obj(5, 50, 50, 4, 4, type="hero"), obj(6, 102, 102, 2, 2, type="flag")],
                     name="markers"),
    ])
    both = json.loads(run("--format", "json", "--rules", "overlap,inside_solid", str(path))[1])
    # No marker names known: the hero and the flag are solid objects too (the flag
    # overlaps a decor box): three overlaps.
    assert [f["rule"] for f in both["levels"][0]["findings"]] == ["overlap"] * 3
    only = run("--format", "json", "--solid-layers", "walls", "--spawn-names", "hero",
               "--goal-names", "flag", "--rules", "overlap,inside_solid", str(path))[1]
    findings = json.loads(only)["levels"][0]["findings"]
    # decor no longer solid: one overlap, and the flag (a goal) is no longer inside anything
    assert [f["rule"] for f in findings] == ["overlap"]
    with_decor = run("--format", "json", "--goal-names", "flag", "--rules", "inside_solid",
                     str(path))[1]
    assert [f["rule"] for f in json.loads(with_decor)["levels"][0]["findings"]] == \
        ["inside_solid"]
    # A name that is no layer of a map is an error for that map (status 2): a misspelt
    # name made no layer solid, and the map came out clean with status 0.
    clean = write_map(tmp_path / "clean.tmj", [object_layer(2, [obj(1, 0, 0, 10, 10)])])
    status, text = run("--solid-layers", "wall", str(clean), str(path))
    assert status == 2
    assert "clean.tmj: cannot check: " in text and "solid_layers names 'wall', which is no " \
        "layer of the map (its layers: 'walls')" in text
    assert "2 levels: 0 clean, 0 with findings (0 errors, 0 warnings), 2 could not be read" in text


@pytest.mark.parametrize("report", ["a.tmj", "a.TMX", "tiles.tsj", "b.json"])
def test_a_report_is_never_written_over_a_map(tmp_path, capsys, report):
    # `--report a.tmj b.tmj` meant two maps, and replaced the first with HTML.
    first = tmp_path / report
    shutil.copy(example("castle.tmj"), first)
    before = first.read_bytes()
    status, text = run("--report", str(first), example("broken.tmj"))
    assert status == 2 and text == ""  # no level checked
    assert "not writing the report over" in capsys.readouterr().err
    assert first.read_bytes() == before


def test_the_report_is_not_written_over_a_map_of_any_name(tmp_path, capsys):
    level = tmp_path / "level.html"  # a map under a report's name, checked itself
    shutil.copy(example("castle.tmj"), level)
    status, _ = run("--report", str(level), str(level))
    assert status == 2 and "not writing the report over" in capsys.readouterr().err
    assert level.read_bytes() == Path(example("castle.tmj")).read_bytes()


def test_a_rule_named_twice_runs_once():
    broken = example("broken.tmj")
    once = json.loads(run("--format", "json", "--rules", "overlap", broken)[1])["levels"][0]
    twice = json.loads(run("--format", "json", "--rules", "overlap,overlap", broken)[1])
    twice = twice["levels"][0]
    assert once["findings"] and twice["findings"] == once["findings"]
