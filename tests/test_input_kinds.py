"""Arguments of another kind or of values that are not real numbers are refused.

A box's four numbers read as a segment's, an oriented box's five as a capsule's, a
complex vertex read as its real part: each gave an answer to another question, where
the scalar methods refuse the same call.
"""

from __future__ import annotations

import numpy as np
import pytest

from collide2d import (
    AABB,
    OBB,
    AABBArray,
    Capsule,
    CapsuleArray,
    Circle,
    CircleArray,
    OBBArray,
    Polygon,
    PolygonArray,
    Segment,
    SegmentArray,
    distance,
    overlaps,
)

BOXES = AABBArray([[0, 0, 1, 1], [5, 5, 1, 1]])


@pytest.mark.parametrize("call, other, wanted", [
    (BOXES.overlaps_segment, AABB((0.5, 0.5), (3, 3)), "segment"),
    (BOXES.overlaps_segment, AABBArray([[0.5, 0.5, 3, 3]]), "segment"),
    (BOXES.overlaps_aabb, Segment((0, 0), (4, 2)), "aabb"),
    (BOXES.overlaps_aabb, SegmentArray([[0, 0, 4, 2]]), "aabb"),
    (BOXES.overlaps_capsule, OBB((0, 0), (1, 2), 0.5), "capsule"),
    (BOXES.overlaps_capsule, OBBArray([[0, 0, 1, 2, 0.5]]), "capsule"),
    (BOXES.overlaps_obb, Capsule((0, 0), (1, 1), 0.5), "obb"),
    (BOXES.overlaps_circle, CapsuleArray([[0, 0, 1, 1, 0.5]]).rows[:, :3].copy(), None),
    (CircleArray([[0, 0, 1]]).overlaps_point, Circle((0, 0), 1), "vec"),
])
def test_a_shape_of_another_kind_is_refused_as_the_scalar_method_refuses_it(call, other, wanted):
    if wanted is None:  # plain numbers of the width are rows of the kind asked: read
        assert call(other).shape == (2,)
        return
    name = type(other).__name__
    with pytest.raises(TypeError, match=f"must be {wanted} rows, not (collide2d\\.)?{name}"):
        call(other)
    scalar = getattr(AABB((0, 0), (1, 1)), call.__name__, None)
    if scalar is not None and not isinstance(other, (AABBArray, SegmentArray, OBBArray)):
        with pytest.raises(TypeError):
            scalar(other)


def test_shapes_of_the_kind_asked_are_read_as_before():
    assert BOXES.overlaps_aabb(AABB((0.5, 0.5), (1, 1))).tolist() == [True, False]
    assert BOXES.overlaps_segment(Segment((-2, 0), (2, 0))).tolist() == [True, False]
    assert BOXES.overlaps_capsule(Capsule((5, 3), (5, 7), 0.5)).tolist() == [False, True]
    assert BOXES.overlaps_obb(OBB((5, 5), (0.5, 0.5), 0.3)).tolist() == [False, True]
    assert BOXES.overlaps_circle(CircleArray([[0, 0, 1], [9, 9, 1]])).tolist() == [True, False]


@pytest.mark.parametrize("values, what", [
    ([[0, 0], [1, 0], [0, 1 + 7j]], "complex"),
    (np.array([["0", "0"], ["1", "0"], ["0", "1"]]), "<U1"),
    (np.array([[0, 0], [1, 0], [0, None]], dtype=object), "dtype object"),
])
def test_polygon_vertices_must_be_real_numbers(values, what):
    with pytest.raises(TypeError, match=f"PolygonArray\\(\\): 'vertices' .*{what}"):
        PolygonArray(values, [0, 3])


def test_points_of_the_generic_functions_must_be_real_numbers():
    with pytest.raises(TypeError, match="distance\\(\\): 'a' .*complex"):
        distance(np.array([[3 + 4j, 0]]), [[0, 0]])
    with pytest.raises(TypeError, match="overlaps\\(\\): 'a' .*<U1"):
        overlaps(np.array([["1", "2"]]), (0, 0))
    assert distance(np.array([[3, 4]]), np.array([[0, 0]])).distance.tolist() == [5.0]


def test_polygon_array_indices_are_integers_or_a_mask():
    rocks = PolygonArray([Polygon.regular(5, (0, 0), 1), Polygon.regular(6, (4, 0), 1)])
    for bad in (True, np.True_, np.array([1.7]), [0.0]):
        with pytest.raises(IndexError, match="PolygonArray ind"):
            rocks[bad]
    assert rocks[np.array([True, False])][0] == rocks[0]
    assert len(rocks[np.array([], dtype=float)]) == 0


def test_field_names_and_index_shapes_of_the_wrong_type_are_named():
    with pytest.raises(TypeError, match="'fields' must be field names \\(strings\\), not list"):
        BOXES.intersect_aabb(AABB((0, 0), (1, 1)), fields=(["hit"],))
    from collide2d import Index
    for bad in (5, 2.5, None):
        with pytest.raises(TypeError, match=f"Index\\(\\): 'shapes' must be shapes, not "
                                            f"{type(bad).__name__}"):
            Index(bad)


class _Measure:
    """A number of the user's own: only ``__float__``."""

    def __init__(self, value: float) -> None:
        self.value = value

    def __float__(self) -> float:
        return self.value


@pytest.mark.parametrize("make", [lambda v: __import__("decimal").Decimal(str(v)), _Measure])
def test_numbers_with_float_are_read_by_batch_calls_as_by_scalar_ones(make):
    margin = make(0.25)
    scalar = Circle((0, 0), 1).contacts_circle(Circle((2.1, 0), 1), margin)
    batch = CircleArray([[0, 0, 1]]).contacts_circle(
        CircleArray([[make(2.1), make(0.0), make(1.0)]]), margin)
    assert len(scalar.points) == batch.count[0] == 1
    assert tuple(scalar.normal) == tuple(batch.normal[0])
    with pytest.raises(TypeError, match="'margin' .*complex"):
        CircleArray([[0, 0, 1]]).contacts_circle(CircleArray([[2.1, 0, 1]]), [1j])
