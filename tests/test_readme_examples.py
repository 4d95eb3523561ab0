"""README's Python examples run as written and say what README says they say."""

import re
from pathlib import Path

import numpy as np

README = Path(__file__).resolve().parent.parent / "README.md"


def _python_blocks():
    return re.findall(r"```python\n(.*?)```", README.read_text(), re.S)


def test_readme_has_examples():
    assert len(_python_blocks()) >= 2


def test_readme_scalar_example_runs_and_finds_the_first_wall():
    ns = {}
    exec(_python_blocks()[0], ns)
    # sweep_into(player, walls, (10, 0)).hit.collider is the first wall (x = 0).
    from collide2d import sweep_into

    first = sweep_into(ns["player"], ns["walls"], (10, 0)).hit.collider
    assert first is ns["walls"][0]
    assert ns["s"].hit.normal == (-1.0, 0.0) and not ns["s"].started_overlapping


def test_readme_array_example_resolves_every_row():
    ns = {}
    exec(_python_blocks()[1], ns)
    hits, others, resolved = ns["hits"], ns["others"], ns["resolved"]
    assert np.array_equal(resolved[~hits.hit], others[~hits.hit, :2])
    assert ns["sweeps"].hit.collider.shape == (100,)


def test_readme_interactive_examples_print_what_readme_shows():
    """The ``pycon`` blocks (circles, segments and lines) are doctests, run in order."""
    import doctest

    text = "\n".join(re.findall(r"```pycon\n(.*?)```", README.read_text(), re.S))
    assert text.count(">>>") >= 20
    test = doctest.DocTestParser().get_doctest(text, {}, "README", str(README), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.failures == 0, f"{runner.failures} README example(s) differ, see output above"


def test_readme_colliders_example_finds_the_pairs_it_says() -> None:
    ns = {}
    exec(_python_blocks()[2], ns)
    assert ns["pairs"](ns["level"]).tolist() == [[1, 4]]
    found = ns["found"]
    assert 15_000 < len(found) < 25_000 and bool(np.all(found[:, 0] < found[:, 1]))


def test_readme_index_example_answers_what_it_says() -> None:
    ns = {}
    exec(_python_blocks()[2], ns)
    exec(_python_blocks()[3], ns)
    index, door = ns["index"], ns["door"]
    assert [a.tolist() for a in index.query_point([(5, 1)])] == [[0, 1], [0]]
    assert ns["first"].records["collider"].tolist() == [door]
    offsets, hits = ns["offsets"], ns["ray_hits"]
    assert offsets.tolist() == [0, 1] and np.all(np.diff(hits.time) >= 0)
    assert ns["ids"].shape == (1, 2) and ns["distances"][0, 0] <= ns["distances"][0, 1]
    assert index.query_point([(5, 2.5)])[1].tolist() == [door]  # moved up by 1



def test_readme_levels_example_finds_what_it_says() -> None:
    block = next(b for b in _python_blocks() if "levels.check" in b)
    ns: dict = {}
    exec(block, ns)
    shown = block.rsplit("#", 1)[1].strip()
    assert repr([(f.rule, f.pos) for f in ns["findings"]]) == shown


def test_readme_python_blocks_run_in_order_in_one_namespace() -> None:
    """As a notebook runs them, one cell after another: no block redefines a name that a
    later block reads as an earlier block left it."""
    ns: dict = {}
    for block in _python_blocks():
        exec(block, ns)
