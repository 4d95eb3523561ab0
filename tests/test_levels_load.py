"""Loading Tiled maps: every object kind, tile collision shapes with flip flags, both formats,
layer and map properties, and one clear error for each kind of broken map."""

import math
from pathlib import Path

import numpy as np
import pytest
import shapely

from collide2d import AABB, OBB, Circle, Polygon, Segment
from collide2d.levels import LevelError, examples, load
from tiled_maps import obj, object_layer, prop, tile_layer, tileset, write_map

FLIP_H, FLIP_V, FLIP_D = 0x80000000, 0x40000000, 0x20000000


def shapes(level):
    return [c.shape for c in level.colliders]


def test_the_json_and_xml_versions_of_a_map_give_the_same_level():
    by_name = {Path(p).name: p for p in examples()}
    a, b = load(by_name["castle.tmj"]), load(by_name["castle.tmx"])
    assert [repr(s) for s in shapes(a)] == [repr(s) for s in shapes(b)]
    assert [(c.source.split(": ", 1)[1]) for c in a.colliders] == \
        [(c.source.split(": ", 1)[1]) for c in b.colliders]
    markers = [[(m.role, m.pos, m.size) for m in level.markers] for level in (a, b)]
    assert markers[0] == markers[1]
    assert (a.player, a.bounds, a.properties) == (b.player, b.bounds, b.properties)
    kinds = {type(s).__name__ for s in shapes(a)}
    assert kinds == {"AABB", "OBB", "Polygon", "Circle"}  # every feature the example shows


def test_rectangles_become_exact_boxes_and_turned_ones_oriented_boxes(tmp_path):
    path = write_map(tmp_path / "m.tmj", [object_layer(2, [
        obj(1, 10, 20, 30, 40),
        obj(2, 100, 100, 30, 10, rotation=90),      # exact: turned about its top-left corner
        obj(3, 200, 100, 30, 10, rotation=30),
        obj(4, 50, 50, 0, 10),                       # no width: a line
    ])])
    box, turned, oriented, line = shapes(load(path))
    assert isinstance(box, AABB) and (tuple(box.min), tuple(box.max)) == ((10, 20), (40, 60))
    # Clockwise on screen (y down) by 90: (x, y) -> (x0 - (y - y0), y0 + (x - x0)).
    assert isinstance(turned, AABB)
    assert (tuple(turned.min), tuple(turned.max)) == ((90, 100), (100, 130))
    assert isinstance(oriented, OBB)
    c, s = math.cos(math.radians(30)), math.sin(math.radians(30))
    expect = [(200 + c * x - s * y, 100 + s * x + c * y) for x, y in
              ((0, 0), (30, 0), (30, 10), (0, 10))]
    got = sorted(tuple(p) for p in oriented.corners)
    assert np.allclose(sorted(expect), got, atol=1e-12)
    assert isinstance(line, Segment) and {tuple(line.a), tuple(line.b)} == {(50, 50), (50, 60)}


def test_ellipses_polygons_polylines_and_points(tmp_path):
    path = write_map(tmp_path / "m.tmj", [object_layer(2, [
        obj(1, 10, 10, 20, 20, ellipse=True),
        obj(2, 100, 10, 40, 10, ellipse=True),
        obj(3, 200, 200, polygon=[(0, 0), (60, 0), (60, 20), (20, 20), (20, 60), (0, 60)]),
        obj(4, 10, 100, polyline=[(0, 0), (10, 0), (10, 0), (10, 10)]),
        obj(5, 5, 5, point=True),
        obj(6, 300, 300, point=True, type="spawn"),
        obj(7, 310, 310, 8, 8, name="goal"),
    ])])
    level = load(path, ellipse_tolerance=0.01)
    round_, flat, *parts = shapes(level)[:4]
    assert isinstance(round_, Circle) and tuple(round_.center) == (20, 20) and round_.radius == 10
    assert isinstance(flat, Polygon)
    ellipse = shapely.affinity.scale(shapely.Point(120, 15).buffer(1, 512), 20, 5)
    assert shapely.hausdorff_distance(shapely.Polygon(flat.vertices).exterior,
                                      ellipse.exterior) <= 0.01 + 1e-3
    rock = [s for s in shapes(level) if isinstance(s, Polygon)][1:]
    assert len(rock) == 2  # the L splits into two convex parts, exactly covering it
    assert sum(shapely.Polygon(p.vertices).area for p in rock) == 60 * 20 + 20 * 40
    segments = [s for s in shapes(level) if isinstance(s, Segment)]
    assert [(tuple(s.a), tuple(s.b)) for s in segments] == [((10, 100), (20, 100)),
                                                             ((20, 100), (20, 110))]
    assert [(m.role, m.pos) for m in level.markers] == [("spawn", (300, 300)), ("goal", (314, 314))]


ASYMMETRIC = [obj(1, 0, 0, polygon=[(0, 0), (16, 0), (0, 4)])]  # a sliver along the top


@pytest.mark.parametrize("flags", [0, FLIP_H, FLIP_V, FLIP_D, FLIP_H | FLIP_V, FLIP_D | FLIP_H,
                                   FLIP_D | FLIP_V, FLIP_D | FLIP_H | FLIP_V])
def test_tile_flip_flags_transform_the_collision_shapes_as_tiled_draws_them(tmp_path, flags):
    data = [0] * 16
    data[1 * 4 + 2] = 1 | flags  # column 2, row 1: the tile's top-left is (32, 16)
    path = write_map(tmp_path / "m.tmj", [tile_layer(1, data, 4, 4)], 4, 4,
                     [tileset({0: ASYMMETRIC})])
    (shape,) = shapes(load(path))
    got = sorted(tuple(p) for p in shape.vertices)

    def place(x, y):  # Tiled: anti-diagonal flip first, then horizontal, then vertical
        if flags & FLIP_D:
            x, y = y, x
        if flags & FLIP_H:
            x = 16 - x
        if flags & FLIP_V:
            y = 16 - y
        return (32 + x, 16 + y)

    assert got == sorted(place(x, y) for x, y in ((0, 0), (16, 0), (0, 4)))


def test_tile_objects_scaled_flipped_and_tiles_taller_than_the_grid(tmp_path):
    block = [obj(1, 0, 0, 16, 8)]  # the top half
    path = write_map(tmp_path / "m.tmj", [
        object_layer(2, [obj(1, 100, 200, 32, 32, gid=1),              # bottom-left at (100, 200)
                         obj(2, 200, 200, 16, 16, gid=1 | FLIP_V)]),
    ], tilesets=[tileset({0: block})])
    scaled, flipped = shapes(load(path))
    assert (tuple(scaled.min), tuple(scaled.max)) == ((100, 168), (132, 184))
    assert (tuple(flipped.min), tuple(flipped.max)) == ((200, 192), (216, 200))


def test_group_offsets_add_up_and_layers_can_be_left_out(tmp_path):
    inner = object_layer(3, [obj(1, 0, 0, 10, 10)], name="inner", offsetx=5, offsety=1)
    path = write_map(tmp_path / "m.tmj", [
        {"id": 2, "name": "g", "type": "group", "opacity": 1, "visible": True, "x": 0, "y": 0,
         "offsetx": 100, "offsety": 10, "layers": [inner]},
        object_layer(4, [obj(2, 0, 0, 1, 1)], name="decor",
                     properties=[prop("solid", False)]),
        object_layer(5, [obj(3, 0, 0, 1, 1, properties=[prop("solid", False)]),
                         obj(4, 50, 50, 2, 2)], name="mixed"),
    ])
    level = load(path)
    assert [(tuple(s.min), tuple(s.max)) for s in shapes(level)] == [((105, 11), (115, 21)),
                                                                     ((50, 50), (52, 52))]
    only = write_map(tmp_path / "only.tmj", [object_layer(4, [obj(2, 0, 0, 1, 1)], name="decor"),
                                             object_layer(5, [obj(4, 50, 50, 2, 2)], name="x")],
                     properties=[prop("solid_layers", "x")])
    assert len(load(only).colliders) == 1


def test_the_player_size_comes_from_properties_then_the_spawn_then_the_tile(tmp_path):
    spawn = object_layer(2, [obj(1, 0, 0, 10, 20, type="spawn")])
    assert load(write_map(tmp_path / "a.tmj", [spawn])).player == (10, 20)
    assert load(write_map(tmp_path / "b.tmj", [spawn], properties=[prop("player_size", "3,4")])
                ).player == (3, 4)
    assert load(write_map(tmp_path / "c.tmj", [object_layer(2, [])], size=8)).player == (8, 8)
    with pytest.raises(LevelError, match="player_size"):
        load(write_map(tmp_path / "d.tmj", [spawn], properties=[prop("player_size", "big")]))


def test_external_tilesets_are_found_relative_to_the_map(tmp_path):
    (tmp_path / "sets").mkdir()
    ts = tileset({0: [obj(1, 0, 0, 16, 16)]})
    ts.pop("firstgid")
    (tmp_path / "sets" / "t.tsj").write_text(__import__("json").dumps(
        dict(ts, type="tileset", version="1.10")))
    path = write_map(tmp_path / "m.tmj", [tile_layer(1, [1, 0, 0, 1], 2, 2)],
                     2, 2, [{"firstgid": 1, "source": "sets/t.tsj"}])
    assert len(load(path).colliders) == 2


@pytest.mark.parametrize("case, message", [
    ("version", "version '2.0' is not supported"),
    ("infinite", "infinite"),
    ("json", "broken JSON"),
    ("xml", "broken XML"),
    ("missing tileset", "missing: .*nowhere.tsj"),
    ("gid in layer", r"tile \(1, 0\) of layer 'tiles'.*tile id 99 is in no tileset"),
    ("gid in object", "object 7 'thing' in layer 'walls'.*tile id 50"),
    ("orientation", "isometric maps are not supported"),
    ("concave self-crossing", "object 3 in layer 'walls'"),
    ("not a map", "not a Tiled map"),
    # Numbers that are not numbers, or no finite size: each once failed deep inside a
    # rule, or loaded as a box of no size.
    ("width NaN", "object 5 in layer 'walls': width must be a finite number >= 0, not nan"),
    ("negative height", "object 5 in layer 'walls': height must be a finite number >= 0"),
    ("rotation text", "object 5 in layer 'walls': rotation is not a number: 'abc'"),
    ("point text", "object 5 in layer 'walls': point 1 x is not a number: 'a'"),
    ("spawn NaN", "object 6 'spawn' in layer 'walls': y must be a finite number, not nan"),
    ("short tile data", "tile layer 'tiles': its data is not 2 x 2 tiles"),
    ("tile data text", r"tile layer 'tiles': tile \(1, 0\) is not a tile id: 'x'"),
    # The first broken cell in reading order is the one named, whatever its fault.
    ("gid before text", r"tile \(0, 1\) of layer 'tiles'.*tile id 99 is in no tileset"),
    ("text before gid", r"tile layer 'tiles': tile \(0, 1\) is not a tile id: 1.5"),
    ("negative gid", r"tile layer 'tiles': tile \(1, 1\) is not a tile id: -1"),
    ("gid past 32 bits", r"tile layer 'tiles': tile \(1, 1\) is not a tile id: 4294967296"),
    ("gid past 64 bits", r"tile \(0, 0\) is not a tile id: 18446744073709551616"),
])
def test_bad_maps_give_one_clear_error_naming_the_file_and_object(tmp_path, case, message):
    path = tmp_path / "bad.tmj"
    ts = [tileset({0: [obj(1, 0, 0, 16, 16)]})]
    if case == "version":
        write_map(path, [], version="2.0")
    elif case == "infinite":
        write_map(path, [], infinite=True)
    elif case == "json":
        path.write_text('{"type": "map", "layers": [')
    elif case == "xml":
        path = tmp_path / "bad.tmx"
        path.write_text('<?xml version="1.0"?>\n<map version="1.10"><layer></map>')
    elif case == "missing tileset":
        write_map(path, [], tilesets=[{"firstgid": 1, "source": "nowhere.tsj"}])
    elif case == "gid in layer":
        write_map(path, [tile_layer(1, [1, 99, 0, 0], 2, 2)], 2, 2, ts)
    elif case == "gid in object":
        write_map(path, [object_layer(2, [obj(7, 0, 0, 16, 16, gid=50, name="thing")])],
                  tilesets=ts)
    elif case == "orientation":
        write_map(path, [], orientation="isometric")
    elif case == "concave self-crossing":
        write_map(path, [object_layer(2, [obj(3, 0, 0, polygon=[(0, 0), (10, 10), (10, 0),
                                                                (0, 10)])])])
    elif case == "not a map":
        path.write_text('{"type": "tileset"}')
    elif case in ("width NaN", "negative height", "rotation text"):
        w, h, turn = {"width NaN": (math.nan, 4, 0), "negative height": (4, -4, 0),
                      "rotation text": (4, 4, "abc")}[case]
        write_map(path, [object_layer(2, [obj(5, 0, 0, w, h, rotation=turn)])])
    elif case == "point text":
        write_map(path, [object_layer(2, [obj(5, 0, 0, polyline=[(0, 0), ("a", 1)])])])
    elif case == "spawn NaN":
        write_map(path, [object_layer(2, [obj(6, 1, math.nan, name="spawn")])])
    elif case == "short tile data":
        write_map(path, [tile_layer(1, [1, 0, 0], 2, 2)], 2, 2, ts)
    elif case == "tile data text":
        write_map(path, [tile_layer(1, [1, "x", 0, 0], 2, 2)], 2, 2, ts)
    elif case in ("gid before text", "text before gid", "negative gid", "gid past 32 bits",
                  "gid past 64 bits"):
        data = {"gid before text": [1, 1, 99, 1.5], "text before gid": [1, 1, 1.5, 99],
                "negative gid": [1, 0, 1, -1], "gid past 32 bits": [1, 0, 0, 2**32],
                "gid past 64 bits": [2**64, 1, 0, 0]}[case]
        write_map(path, [tile_layer(1, data, 2, 2)], 2, 2, ts)
    with pytest.raises(LevelError, match=message) as raised:
        load(path)
    assert str(path) in str(raised.value)
