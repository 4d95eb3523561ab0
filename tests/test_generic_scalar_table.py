"""The generic functions' all-scalar table (collide2d/_generic.py, ``_SCALAR``).

For two scalar shapes of exactly the library's types, ``overlaps``, ``intersect``,
``sweep``, ``distance`` and ``contacts`` take their call from a table keyed by the two
types instead of classifying the arguments. Every entry of every table must give what
the classified route gives: here each verb on every pair of kinds it answers, on shapes
apart, touching, overlapping and nested, is called once through the table and once with
the table emptied, and the results compared bit for bit (every float by its hex form,
the collider by identity). ``overlaps``, ``intersect``, ``distance`` and ``contacts``
look the table up in C (``_core._generic_function``) before their Python function. ``sweep_into`` with a scalar body, a list of scalar colliders
and one delta likewise skips the classification, and is checked the same way.
"""

from __future__ import annotations

import numpy as np
import pytest

import collide2d
from collide2d import AABB, OBB, Capsule, Circle, Polygon, Segment, Vec2
from collide2d import _generic

TABLES = {"overlaps": "_SCALAR_OVERLAPS", "intersect": "_SCALAR_INTERSECT",
          "sweep": "_SCALAR_SWEEP", "distance": "_SCALAR_DISTANCE",
          "contacts": "_SCALAR_CONTACTS"}


def shape_of(kind, x, y):
    """A scalar shape of `kind` placed at (x, y)."""
    return {
        "point": lambda: Vec2(x, y),
        "segment": lambda: Segment((x - 1.0, y - 0.5), (x + 1.5, y + 0.25)),
        "circle": lambda: Circle((x, y), 1.0),
        "capsule": lambda: Capsule((x - 1.0, y), (x + 1.0, y + 0.5), 0.5),
        "aabb": lambda: AABB((x, y), (1.0, 0.75)),
        "obb": lambda: OBB((x, y), (1.0, 0.5), 0.3),
        "polygon": lambda: Polygon.regular(6, (x, y), 1.25, 0.1),
    }[kind]()


# b's place relative to a's at the origin: nested, overlapping, touching a box's face
# (x = 2: half widths 1 + 1), apart, and far apart.
PLACES = [(0.0, 0.0), (0.5, 0.25), (2.0, 0.0), (3.0, 1.0), (40.0, -7.0)]
DELTAS = [(0.0, 0.0), (6.0, -1.0), Vec2(-0.5, 2.0)]
MARGINS = [0.0, 0.5]


def bits(x):
    """A result as nested tuples, every float by its hex form (-0.0 and 0.0 differ)."""
    if isinstance(x, float):
        return x.hex()
    if isinstance(x, (bool, int)) or x is None:
        return x
    if isinstance(x, collide2d.Hit):
        return ("hit", id(x.collider), bits(x.pos), bits(x.delta), bits(x.normal), bits(x.time))
    if isinstance(x, collide2d.Sweep):
        return ("sweep", bits(x.hit), bits(x.pos), bits(x.time), x.started_overlapping)
    if isinstance(x, (tuple, Vec2)) or hasattr(x, "n_fields"):  # struct sequences too
        return (type(x).__name__,) + tuple(bits(v) for v in x)
    raise AssertionError(f"no bits for {type(x).__name__}")


def calls(verb, a, b):
    """Every way the tests call `verb` on (a, b): its extra arguments."""
    if verb == "sweep":
        return [(a, b, d) for d in DELTAS]
    if verb == "contacts":
        return [(a, b, m) for m in MARGINS]
    return [(a, b)]


def pairs(verb):
    return sorted(getattr(_generic, TABLES[verb]), key=lambda t: (t[0].__name__, t[1].__name__))


@pytest.mark.parametrize("verb", sorted(TABLES))
def test_every_route_with_a_method_is_in_the_table(verb):
    # The kinds whose route has a method (points and segments share no interior with
    # each other: overlaps answers False for them without a call, and stays out).
    routed = {(_generic.SHAPES[ka].scalar, _generic.SHAPES[kb].scalar)
              for (ka, kb), route in _generic.ROUTES[verb].items() if route.method is not None}
    assert set(getattr(_generic, TABLES[verb])) == routed


@pytest.mark.parametrize("verb", sorted(TABLES))
def test_the_table_gives_what_the_classified_route_gives(verb, monkeypatch):
    function = getattr(collide2d, verb)
    # overlaps, intersect, distance and contacts hold the table in C in front of the
    # Python function (__wrapped__), which has its own look-up of it: emptied here.
    classified = getattr(function, "__wrapped__", function)
    kinds = {t: s.kind for s in _generic.SHAPES.values() for t in [s.scalar]}
    checked = 0
    for type_a, type_b in pairs(verb):
        for place in PLACES:
            a = shape_of(kinds[type_a], 0.0, 0.0)
            b = shape_of(kinds[type_b], *place)
            for args in calls(verb, a, b):
                fast = function(*args)
                with monkeypatch.context() as m:
                    m.setattr(_generic, TABLES[verb], {})
                    slow = classified(*args)
                assert bits(fast) == bits(slow), (verb, type_a.__name__, type_b.__name__, place)
                checked += 1
    assert checked >= 5 * len(pairs(verb))


def test_the_table_answers_as_the_methods_do_on_hand_examples():
    box = AABB((0.0, 0.0), (1.0, 1.0))
    circle = Circle((1.5, 0.0), 1.0)
    assert collide2d.overlaps(box, circle) is box.overlaps_circle(circle) is True
    assert collide2d.overlaps(circle, box) is True  # the flipped entry
    hit = collide2d.intersect(box, Segment((-3.0, 0.5), (3.0, 0.5)))  # cast start to end
    assert (hit.time, tuple(hit.normal)) == (1 / 3, (-1.0, 0.0))
    d = collide2d.distance(Vec2(4.0, 0.0), box)  # a point has no method: the box's, turned
    assert (d.distance, tuple(d.point_a), tuple(d.point_b), tuple(d.normal)) == (
        3.0, (4.0, 0.0), (1.0, 0.0), (-1.0, 0.0))
    mover = Circle((4.0, 0.0), 1.0)
    s = collide2d.sweep(box, mover, (-4.0, 0.0))  # touches at 0.5, backed off by the epsilon
    assert bits(s) == bits(box.sweep_circle(mover, (-4.0, 0.0)))
    assert 0.4999 < s.time < 0.5 and tuple(s.hit.normal) == (1.0, 0.0)
    m = collide2d.contacts(Vec2(0.5, 0.5), box)  # a point inside: one contact, turned
    assert tuple(m.normal) == (0.0 - box.contacts_point(Vec2(0.5, 0.5)).normal.x,
                               0.0 - box.contacts_point(Vec2(0.5, 0.5)).normal.y)


def test_a_delta_that_is_not_a_plain_pair_goes_the_classified_way():
    # An (N, 2) array of deltas makes the sweep an array call, as before the table.
    box, circle = AABB((0.0, 0.0), (1.0, 1.0)), Circle((4.0, 0.0), 1.0)
    result = collide2d.sweep(box, circle, np.array([[-4.0, 0.0], [0.0, 4.0]]))
    assert isinstance(result, collide2d.SweepArray) and len(result) == 2
    assert result.time[0] == box.sweep_circle(circle, (-4.0, 0.0)).time
    assert not result.hit[1]  # straight up, past the box


def test_sweep_into_on_a_list_of_scalar_colliders_is_the_classified_call(monkeypatch):
    # A scalar body, a list of scalar colliders whose first is not a Polygon, and a plain
    # delta skip the classification; the answer must be the classified call's.
    kinds = ["segment", "circle", "capsule", "aabb", "obb", "polygon"]
    walls = [shape_of(kind, 3.0 * k, 0.5 * (k % 3)) for k, kind in enumerate(kinds * 2)]
    lists = [walls, walls[1:], walls[::-1][1:], [walls[3]], walls[:1] + walls[5:6]]
    bodies = [shape_of(kind, -4.0, 0.25) for kind in kinds]
    checked = 0
    for body in bodies:
        for colliders in lists:
            for delta in [(40.0, 0.0), (0.0, 0.0), Vec2(30.0, 1.5), (12, -1)]:
                fast = collide2d.sweep_into(body, colliders, delta)
                with monkeypatch.context() as m:
                    m.setattr(_generic, "_SWEEP_BODIES", frozenset())
                    slow = collide2d.sweep_into(body, colliders, delta)
                assert bits(fast) == bits(slow), (type(body).__name__, len(colliders), delta)
                assert fast.hit is None or any(fast.hit.collider is w for w in colliders)
                checked += 1
    assert checked == 6 * 5 * 4


def test_sweep_into_keeps_classifying_what_is_not_a_list_of_scalars():
    box = AABB((0.0, 0.0), (1.0, 1.0))
    # A list of Polygons alone is a list of scalar shapes, as a list of any other kind
    # is: a Sweep (it gave a SweepArray of one row), the array call's row.
    polygons = [Polygon.regular(4, (4.0, 0.0), 1.0), Polygon.regular(5, (9.0, 0.0), 1.0)]
    for given in (polygons, tuple(polygons)):
        got = collide2d.sweep_into(box, given, (10.0, 0.0))
        want = collide2d.sweep_into(box, collide2d.PolygonArray(polygons), (10.0, 0.0))
        assert isinstance(got, collide2d.Sweep) and isinstance(want, collide2d.SweepArray)
        assert got.hit.collider is polygons[0] and want.hit.collider.tolist() == [0]
        assert (got.time, tuple(got.pos)) == (want.time[0], tuple(want.pos[0]))
    # An array of deltas makes it an array call.
    many = collide2d.sweep_into(box, [AABB((4.0, 0.0), (1.0, 1.0))], np.array([[10.0, 0.0]]))
    assert isinstance(many, collide2d.SweepArray)


@pytest.mark.parametrize("kind", ["segment", "circle", "capsule", "aabb", "obb", "polygon"])
def test_a_point_first_turns_the_shapes_answer_in_c(kind):
    # distance(point, shape) and contacts(point, shape) are the shape's answers seen
    # from the point: _core turns them (points swapped, normal 0 - n), which must be
    # what the definition gives, bit for bit, -0.0 never made.
    for x, y in PLACES:
        point, shape = Vec2(x, y), shape_of(kind, 0.0, 0.0)
        d = shape.distance_point(point)
        turned = collide2d.distance(point, shape)
        n = d.normal
        assert type(turned) is collide2d.Distance
        assert bits(tuple(turned)) == bits((d.distance, d.point_b, d.point_a,
                                     Vec2(0.0 - n.x, 0.0 - n.y)))
        m = shape.contacts_point(point)
        turned = collide2d.contacts(point, shape)
        assert type(turned) is collide2d.Manifold
        assert bits(tuple(turned)) == bits(
            (Vec2(0.0 - m.normal.x, 0.0 - m.normal.y), m.points, m.separations))


def test_the_turns_refuse_what_is_not_their_result():
    d = AABB((0, 0), (1, 1)).distance_point((3, 0))
    with pytest.raises(TypeError, match="takes a Distance, not tuple"):
        collide2d._core._distance_turned(tuple(d))
    with pytest.raises(TypeError, match="takes a Manifold, not collide2d.Distance"):
        collide2d._core._manifold_turned(d)
    assert type(collide2d._core._distance_turned(d)) is collide2d.Distance


def test_the_c_table_looks_like_the_python_function_and_goes_to_it_for_the_rest():
    import copy
    import inspect
    import pickle

    for verb in ("overlaps", "intersect", "distance", "contacts"):
        function = getattr(collide2d, verb)
        python = function.__wrapped__
        assert (function.__name__, function.__doc__) == (verb, python.__doc__)
        assert inspect.signature(function) == inspect.signature(python)
        assert inspect.isroutine(function) and repr(function) == f"<function collide2d.{verb}>"
        # Pickled and copied by reference, as a function is.
        assert pickle.loads(pickle.dumps(function)) is function
        assert copy.deepcopy(function) is function is copy.copy(function)
    box = AABB((0.0, 0.0), (1.0, 1.0))
    # Keywords, a pair of numbers, subclasses, arrays and unsupported pairs: the Python
    # function's answers and errors.
    assert collide2d.overlaps(a=box, b=(0.5, 0.5)) is True
    assert collide2d.contacts(box, Vec2(0.5, 0.5), margin=0.25) == box.contacts_point(
        Vec2(0.5, 0.5), 0.25)

    class Box(AABB):
        pass

    assert collide2d.overlaps(Box((0.0, 0.0), (1.0, 1.0)), Vec2(0.5, 0.5)) is True
    boxes = collide2d.AABBArray([(0.5, 0.0, 0.25, 0.25), (3.0, 0.0, 0.5, 0.5)])
    assert collide2d.overlaps(boxes, box).tolist() == [True, False]
    with pytest.raises(TypeError, match="str"):
        collide2d.overlaps(box, "x")
    with pytest.raises(TypeError):
        collide2d.overlaps(box)
    with pytest.raises(TypeError):
        collide2d.distance(box, box, 1.0)  # three arguments: the Python function's error
    # A generic function is no method: as a class attribute it stays unbound.

    class Holder:
        test = collide2d.overlaps

    assert Holder().test(box, Vec2(0.5, 0.5)) is True
    with pytest.raises(TypeError, match="a dict, a callable, an int"):
        collide2d._core._generic_function({}, None, 2)
    with pytest.raises(TypeError, match="maps types to dicts of types"):
        collide2d._core._generic_function({AABB: 1}, len, 2)
