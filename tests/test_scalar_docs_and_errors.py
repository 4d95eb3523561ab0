"""The scalar types, continued (see test_scalar_types.py): docstrings and text signatures, and
bad input raising a clear exception naming the argument.
"""

from __future__ import annotations

import inspect
import re
import math

import numpy as np
import pytest
import collide2d
from collide2d import AABB, Hit, Sweep, Vec2

from test_scalar_types import name_pattern

# --------------------------------------------------------------------------
# Documentation: docstrings and text signatures
# --------------------------------------------------------------------------


@pytest.mark.parametrize("cls", [Vec2, AABB, Hit, Sweep])
def test_types_have_docstrings(cls):
    assert cls.__doc__ and len(cls.__doc__.strip()) > 20


METHOD_PARAMETERS = {
    "intersect_point": ["point"],
    "intersect_segment": ["pos", "delta", "padding_x", "padding_y"],
    "intersect_aabb": ["other"],
    "overlaps_aabb": ["other"],
    "sweep_aabb": ["other", "delta"],
    "sweep_into": ["colliders", "delta"],
    "overlap_interval": ["other", "delta", "other_delta"],
}


@pytest.mark.parametrize("method, parameters", METHOD_PARAMETERS.items())
def test_aabb_methods_have_docstrings_and_signatures(method, parameters):
    """Every method is documented and inspect.signature shows its real
    parameters (a __text_signature__), in order."""
    function = getattr(AABB, method)
    assert function.__doc__ and len(function.__doc__.strip()) > 20
    bound = getattr(AABB((0, 0), (1, 1)), method)
    signature = inspect.signature(bound)
    assert list(signature.parameters) == parameters


def test_segment_paddings_default_to_zero_in_the_signature():
    signature = inspect.signature(AABB((0, 0), (1, 1)).intersect_segment)
    assert signature.parameters["padding_x"].default == 0.0
    assert signature.parameters["padding_y"].default == 0.0
    assert signature.parameters["pos"].default is inspect.Parameter.empty


@pytest.mark.parametrize(
    "constructor, parameters",
    [
        (AABB.from_bounds, ["min_x", "min_y", "max_x", "max_y"]),
        (AABB.from_rect, ["x", "y", "w", "h"]),
    ],
)
def test_alternate_constructors_have_signatures(constructor, parameters):
    assert constructor.__doc__
    assert list(inspect.signature(constructor).parameters) == parameters


def test_attributes_are_documented():
    for cls, names in [
        (Vec2, ["x", "y"]),
        (AABB, ["pos", "half", "min", "max", "bounds"]),
        (Hit, ["collider", "pos", "delta", "normal", "time"]),
        (Sweep, ["hit", "pos", "time", "started_overlapping"]),
    ]:
        for name in names:
            assert getattr(cls, name).__doc__, f"{cls.__name__}.{name} has no docstring"


# --------------------------------------------------------------------------
# Bad input: a clear exception naming the argument
# --------------------------------------------------------------------------

BAD_NUMBERS = [math.nan, math.inf, -math.inf, 2.0**201, -(2.0**201), 2**201]


@pytest.mark.parametrize("value", BAD_NUMBERS, ids=repr)
def test_aabb_rejects_bad_coordinates_naming_the_argument(value):
    with pytest.raises(ValueError, match=name_pattern("pos")):
        AABB((value, 0.0), (1.0, 1.0))
    with pytest.raises(ValueError, match=name_pattern("pos")):
        AABB((0.0, value), (1.0, 1.0))
    with pytest.raises(ValueError, match=name_pattern("half")):
        AABB((0.0, 0.0), (abs(value), 1.0))
    with pytest.raises(ValueError, match=name_pattern("half")):
        AABB((0.0, 0.0), (1.0, abs(value)))


@pytest.mark.parametrize("value", BAD_NUMBERS, ids=repr)
def test_a_vec2_holding_a_bad_number_is_rejected_where_it_is_used(value):
    """Vec2 is a plain vector (its arithmetic may leave the +-2**200 range), so
    the check happens where it is used as a coordinate: the argument is named."""
    bad = Vec2(float(value), 0.0)
    box = AABB((0.0, 0.0), (1.0, 1.0))
    with pytest.raises(ValueError, match=name_pattern("pos")):
        AABB(bad, (1.0, 1.0))
    with pytest.raises(ValueError, match=name_pattern("point")):
        box.intersect_point(bad)
    with pytest.raises(ValueError, match=name_pattern("delta")):
        box.sweep_aabb(box, bad)
    with pytest.raises(ValueError, match=name_pattern("other_delta")):
        box.overlap_interval(box, (0.0, 0.0), bad)


def test_the_limit_itself_is_accepted():
    box = AABB((2.0**200, -(2.0**200)), (2.0**200, 0.0))
    assert box.pos == (2.0**200, -(2.0**200))
    assert Vec2(2**200, -(2**200)) == (2.0**200, -(2.0**200))


@pytest.mark.parametrize("half", [(-1.0, 1.0), (1.0, -1.0), (-5e-324, 0.0), (0.0, -2.0**200)])
def test_aabb_rejects_negative_half_sizes(half):
    with pytest.raises(ValueError, match=name_pattern("half")):
        AABB((0.0, 0.0), half)


def test_aabb_accepts_zero_and_negative_zero_half_sizes():
    box = AABB((0.0, 0.0), (-0.0, 0.0))
    assert box.half == (0.0, 0.0)


@pytest.mark.parametrize("bad", [(1.0,), (1.0, 2.0, 3.0), [], np.zeros(3)], ids=repr)
def test_wrong_lengths_raise_value_error_naming_the_argument(bad):
    with pytest.raises(ValueError, match=name_pattern("pos")):
        AABB(bad, (1.0, 1.0))
    with pytest.raises(ValueError, match=name_pattern("half")):
        AABB((0.0, 0.0), bad)
    box = AABB((0.0, 0.0), (1.0, 1.0))
    with pytest.raises(ValueError, match=name_pattern("point")):
        box.intersect_point(bad)
    with pytest.raises(ValueError, match=name_pattern("delta")):
        box.intersect_segment((0.0, 0.0), bad)


def stable_id(value: object) -> str:
    """A test id that is the same in every process (pytest-xdist's workers must collect the
    same names): repr, except for a bare object, whose repr holds its address."""
    return "object()" if type(value) is object else repr(value)


@pytest.mark.parametrize("bad", ["ab", ("a", 1.0), (None, 1.0), 3.0, None, object()],
                         ids=stable_id)
def test_non_numbers_raise_type_error_naming_the_argument(bad):
    with pytest.raises(TypeError, match=name_pattern("pos")):
        AABB(bad, (1.0, 1.0))
    with pytest.raises(TypeError, match=name_pattern("half")):
        AABB((0.0, 0.0), bad)
    box = AABB((0.0, 0.0), (1.0, 1.0))
    with pytest.raises(TypeError, match=name_pattern("point")):
        box.intersect_point(bad)
    with pytest.raises(TypeError, match=name_pattern("pos")):
        box.intersect_segment(bad, (1.0, 0.0))


@pytest.mark.parametrize("pair, item, kind", [(("a", 1.0), 0, "str"), ([0.0, None], 1, "NoneType"),
                                              ((1, 2j), 1, "complex")], ids=repr)
def test_a_pair_holding_a_non_number_names_the_item_and_its_type(pair, item, kind):
    with pytest.raises(TypeError, match=re.escape(f"'pos[{item}]' is a {kind}")):
        AABB(pair, (1.0, 1.0))
    with pytest.raises(TypeError, match=re.escape(f"'center[{item}]' is a {kind}")):
        collide2d.Circle(pair, 1.0)


@pytest.mark.parametrize("bad", ["1", None, [1.0]], ids=repr)
def test_vec2_non_numbers_raise_type_error_naming_the_argument(bad):
    with pytest.raises(TypeError, match=name_pattern("x")):
        Vec2(bad, 0.0)
    with pytest.raises(TypeError, match=name_pattern("y")):
        Vec2(0.0, bad)


def test_methods_reject_bad_numbers_naming_the_argument():
    box = AABB((0.0, 0.0), (1.0, 1.0))
    other = AABB((0.5, 0.0), (1.0, 1.0))
    nan, inf = math.nan, math.inf
    cases = [
        ("point", lambda: box.intersect_point((nan, 0.0))),
        ("pos", lambda: box.intersect_segment((0.0, inf), (1.0, 0.0))),
        ("delta", lambda: box.intersect_segment((0.0, 0.0), (2.0**201, 0.0))),
        ("padding_x", lambda: box.intersect_segment((0.0, 0.0), (1.0, 0.0), nan, 0.0)),
        ("padding_y", lambda: box.intersect_segment((0.0, 0.0), (1.0, 0.0), 0.0, inf)),
        ("delta", lambda: box.sweep_aabb(other, (nan, 0.0))),
        ("delta", lambda: box.sweep_into([other], (0.0, -inf))),
        ("delta", lambda: box.overlap_interval(other, (inf, 0.0), (0.0, 0.0))),
        ("other_delta", lambda: box.overlap_interval(other, (0.0, 0.0), (0.0, nan))),
    ]
    for argument, call in cases:
        with pytest.raises(ValueError, match=name_pattern(argument)):
            call()


def test_negative_paddings_are_rejected_naming_the_argument():
    box = AABB((0.0, 0.0), (1.0, 1.0))
    with pytest.raises(ValueError, match=name_pattern("padding_x")):
        box.intersect_segment((0.0, 0.0), (1.0, 0.0), -1.0, 0.0)
    with pytest.raises(ValueError, match=name_pattern("padding_y")):
        box.intersect_segment((0.0, 0.0), (1.0, 0.0), 0.0, -5e-324)
    assert box.intersect_segment((0.0, 0.0), (1.0, 0.0), -0.0, -0.0) is not None


def test_methods_reject_non_boxes_naming_the_argument():
    box = AABB((0.0, 0.0), (1.0, 1.0))
    with pytest.raises(TypeError, match=name_pattern("other")):
        box.intersect_aabb((0.0, 0.0, 1.0, 1.0))
    with pytest.raises(TypeError, match=name_pattern("other")):
        box.overlaps_aabb(None)
    with pytest.raises(TypeError, match=name_pattern("other")):
        box.sweep_aabb("box", (1.0, 0.0))
    with pytest.raises(TypeError, match=name_pattern("other")):
        box.overlap_interval(Vec2(0, 0), (0.0, 0.0), (1.0, 0.0))
    with pytest.raises(TypeError, match=name_pattern("colliders")):
        box.sweep_into([box, "wall"], (1.0, 0.0))
    with pytest.raises(TypeError, match=name_pattern("colliders")):
        box.sweep_into(42, (1.0, 0.0))


def test_from_bounds_rejects_max_below_min_naming_the_argument():
    with pytest.raises(ValueError, match=name_pattern("max_x")):
        AABB.from_bounds(2.0, 0.0, 1.0, 5.0)
    with pytest.raises(ValueError, match=name_pattern("max_y")):
        AABB.from_bounds(0.0, 2.0, 1.0, 1.0)


@pytest.mark.parametrize(
    "argument, bounds",
    [
        ("min_x", (math.nan, 0.0, 1.0, 1.0)),
        ("min_y", (0.0, -math.inf, 1.0, 1.0)),
        ("max_x", (0.0, 0.0, math.inf, 1.0)),
        ("max_y", (0.0, 0.0, 1.0, 2.0**201)),
    ],
)
def test_from_bounds_rejects_bad_numbers_naming_the_argument(argument, bounds):
    """The message names the bound the caller passed, not an internal name."""
    with pytest.raises(ValueError, match=name_pattern(argument)):
        AABB.from_bounds(*bounds)


def test_from_rect_rejects_negative_sizes_naming_the_argument():
    with pytest.raises(ValueError, match=name_pattern("w")):
        AABB.from_rect(0.0, 0.0, -1.0, 1.0)
    with pytest.raises(ValueError, match=name_pattern("h")):
        AABB.from_rect(0.0, 0.0, 1.0, -1.0)


@pytest.mark.parametrize(
    "argument, error, rect",
    [
        ("x", ValueError, (math.inf, 0.0, 1.0, 1.0)),
        ("y", ValueError, (0.0, math.nan, 1.0, 1.0)),
        ("w", ValueError, (0.0, 0.0, math.inf, 1.0)),
        ("y", TypeError, (0.0, "top", 1.0, 1.0)),
        ("h", TypeError, (0.0, 0.0, 1.0, None)),
    ],
)
def test_from_rect_rejects_bad_input_naming_the_argument(argument, error, rect):
    """The message names the rect argument the caller passed."""
    with pytest.raises(error, match=name_pattern(argument)):
        AABB.from_rect(*rect)


def test_wrong_argument_counts_raise_type_error():
    box = AABB((0.0, 0.0), (1.0, 1.0))
    with pytest.raises(TypeError):
        AABB((0.0, 0.0))
    with pytest.raises(TypeError):
        Vec2(1.0)
    with pytest.raises(TypeError):
        box.intersect_point()
    with pytest.raises(TypeError):
        box.intersect_segment((0.0, 0.0), (1.0, 0.0), 0.0, 0.0, 0.0)
    with pytest.raises(TypeError):
        box.intersect_segment((0.0, 0.0), (1.0, 0.0), padding_z=1.0)
    with pytest.raises(TypeError):
        box.sweep_aabb(box)
