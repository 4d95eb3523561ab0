"""The examples in the public docstrings run and print what they show."""

import doctest

import pytest

import collide2d._aabb_array
import collide2d._capsule_array
import collide2d._circle_array
import collide2d._colliders
import collide2d._generic
import collide2d._obb_array
import collide2d._segment_array
import collide2d._svg


@pytest.mark.parametrize("module", [
    collide2d._aabb_array, collide2d._circle_array, collide2d._segment_array,
    collide2d._obb_array, collide2d._capsule_array, collide2d._generic, collide2d._colliders,
    collide2d._svg])
def test_docstring_examples_hold(module):
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0, "the module should have examples"
    assert result.failed == 0
