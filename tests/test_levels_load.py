"""Loading Tiled maps: every object kind, tile collision shapes with flip flags, both formats,
layer and map properties, and one clear error for each kind of broken map."""

import math
from pathlib import Path

import numpy as np
import pytest
import shapely

from collide2d import AABB, OBB, Circle, Polygon, Segment
from collide2d.levels import LevelError, check_many, examples, load
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


@pytest.mark.parametrize("gid", [2**70, 2**32, -1])
def test_a_tile_object_whose_gid_is_no_global_tile_id_is_named(tmp_path, gid):
    # 2**70 masked to its tile bits read as tile id 0 ("in no tileset"), another id than
    # the map's.
    path = write_map(tmp_path / "m.tmj", [
        object_layer(2, [obj(1, 0, 0, 16, 16, gid=1), obj(7, 100, 200, 32, 32, gid=gid)]),
    ], tilesets=[tileset({0: [obj(1, 0, 0, 16, 8)]})])
    with pytest.raises(LevelError, match=rf"object 7.*{gid} is not a global tile id"):
        load(path)


ALIGNMENTS = {None: (0, 1), "unspecified": (0, 1), "bottomleft": (0, 1), "topleft": (0, 0),
              "top": (0.5, 0), "topright": (1, 0), "left": (0, 0.5), "center": (0.5, 0.5),
              "right": (1, 0.5), "bottom": (0.5, 1), "bottomright": (1, 1)}

TMX_TILE_OBJECTS = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down"
     width="20" height="20" tilewidth="16" tileheight="16" infinite="0" nextlayerid="3"
     nextobjectid="4">
 <tileset firstgid="1" name="tiles" tilewidth="16" tileheight="16" tilecount="8" columns="4"{}>
  <image source="tiles.png" width="64" height="32"/>
  <tile id="0"><objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="16" height="8"/>
  </objectgroup></tile>
 </tileset>
 <objectgroup id="2" name="walls">
  <object id="1" gid="1" x="10" y="10" width="32" height="16"/>
  <object id="2" gid="1" x="10" y="10" width="32" height="16" rotation="90"/>
  <object id="3" name="spawn" gid="1" x="100" y="100" width="32" height="16" rotation="90"/>
 </objectgroup>
</map>
"""


@pytest.mark.parametrize("alignment", list(ALIGNMENTS))
def test_tile_objects_are_placed_by_their_tilesets_alignment_and_turn_about_it(
        tmp_path, alignment):
    # Tiled's "Object Alignment": a tile object's (x, y) is that point of its image
    # (bottom-left when unspecified, on orthogonal maps), and it is turned about it.
    extra = {} if alignment is None else {"objectalignment": alignment}
    tmj = write_map(tmp_path / "m.tmj", [object_layer(2, [
        obj(1, 10, 10, 32, 16, gid=1), obj(2, 10, 10, 32, 16, gid=1, rotation=90),
        obj(3, 100, 100, 32, 16, gid=1, rotation=90, name="spawn")])],
        tilesets=[tileset({0: [obj(1, 0, 0, 16, 8)]}, **extra)])  # the top half of the tile
    tmx = tmp_path / "m.tmx"
    tmx.write_text(TMX_TILE_OBJECTS.format(f' objectalignment="{alignment}"' if alignment
                                           else ""))
    fx, fy = ALIGNMENTS[alignment]
    left, top = 10 - fx * 32, 10 - fy * 16  # the image's top-left, scaled to 32 x 16

    def turned(x, y, about=(10, 10)):  # clockwise on screen (y down) by 90
        return (about[0] - (y - about[1]), about[1] + (x - about[0]))

    corners = [turned(left, top), turned(left + 32, top + 8)]
    expected = [((left, top), (left + 32, top + 8)),
                (tuple(map(min, *corners)), tuple(map(max, *corners)))]
    spawn = turned(100 - fx * 32 + 16, 100 - fy * 16 + 8, about=(100, 100))
    for path in (tmj, tmx):
        level = load(path)
        assert [(tuple(s.min), tuple(s.max)) for s in shapes(level)] == expected, path
        assert [m.pos for m in level.markers] == [spawn], path


@pytest.mark.parametrize("extra, height, cells, tile_object", [
    # Drawn at their own size (the default), 16 x 16 tiles on an 8 x 8 grid are
    # bottom-aligned in their cells and overlap.
    ({}, 16, [((0, -8), (16, 8)), ((8, -8), (24, 8))], ((100, 168), (132, 200))),
    # Drawn at the grid's size: scaled into their cells.
    ({"tilerendersize": "grid"}, 16, [((0, 0), (8, 8)), ((8, 0), (16, 8))],
     ((100, 168), (132, 200))),
    ({"tilerendersize": "grid", "fillmode": "stretch"}, 8,
     [((0, 0), (8, 8)), ((8, 0), (16, 8))], ((100, 168), (132, 200))),
    # Scaled alike along x and y to fit, and centred: a 16 x 8 tile in an 8 x 8 cell
    # is 8 x 4; in a 32 x 32 tile object, 32 x 16.
    ({"tilerendersize": "grid", "fillmode": "preserve-aspect-fit"}, 8,
     [((0, 2), (8, 6)), ((8, 2), (16, 6))], ((100, 176), (132, 192))),
    # The tile offset is scaled with the tile: by (0.5, 1) in the cells, (2, 4) in the
    # tile object; by 0.5 and 2 when the aspect is kept.
    ({"tilerendersize": "grid", "tileoffset": {"x": 2, "y": 4}}, 8,
     [((1, 4), (9, 12)), ((9, 4), (17, 12))], ((104, 184), (136, 216))),
    ({"tilerendersize": "grid", "fillmode": "preserve-aspect-fit",
      "tileoffset": {"x": 2, "y": 4}}, 8,
     [((1, 4), (9, 8)), ((9, 4), (17, 8))], ((104, 184), (136, 200))),
])
def test_a_tilesets_render_size_and_fill_mode_size_its_tiles_as_tiled_draws_them(
        tmp_path, extra, height, cells, tile_object):
    # The tile's shape covers its whole image (16 wide, ``height`` high); the map's grid
    # is 8 x 8; the tile object is 32 x 32 with its bottom-left at (100, 200).
    ts = tileset({0: [obj(1, 0, 0, 16, height)]}, height=height, **extra)
    path = write_map(tmp_path / "m.tmj", [
        tile_layer(1, [1, 1, 0, 0], 2, 2), object_layer(2, [obj(1, 100, 200, 32, 32, gid=1)]),
    ], 2, 2, [ts], size=8)
    boxes = [(tuple(s.min), tuple(s.max)) for s in shapes(load(path))]
    assert boxes == cells + [tile_object]


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
    assert len(load(only, solid_layers=["decor", "x"]).colliders) == 2
    assert len(load(only, solid_layers="decor").colliders) == 1  # one name, not its letters


def test_a_solid_layer_that_is_no_layer_of_the_map_is_an_error(tmp_path):
    # A misspelt name made no layer solid, and the level looked clean.
    group = {"id": 2, "name": "g", "type": "group", "opacity": 1, "visible": True, "x": 0,
             "y": 0, "layers": [object_layer(3, [obj(1, 0, 0, 10, 10)], name="inner")]}
    path = write_map(tmp_path / "m.tmj", [group, object_layer(4, [obj(2, 0, 0, 1, 1)])])
    assert len(load(path, solid_layers=["inner", "walls"]).colliders) == 2
    with pytest.raises(LevelError, match=r"m.tmj: solid_layers names 'wall', which is no "
                                         r"layer of the map \(its layers: 'inner', 'walls'\)"):
        load(path, solid_layers=["inner", "wall"])
    with pytest.raises(LevelError, match="solid_layers names 'g', a group layer"):
        load(path, solid_layers=["g"])
    named = write_map(tmp_path / "p.tmj", [object_layer(4, [obj(2, 0, 0, 1, 1)])],
                      properties=[prop("solid_layers", "walls, floor")])
    with pytest.raises(LevelError, match="p.tmj: the map's solid_layers property names 'floor'"):
        load(named)
    assert len(load(named, solid_layers=["walls"]).colliders) == 1  # the argument wins


def test_the_player_size_comes_from_properties_then_the_spawn_then_the_tile(tmp_path):
    spawn = object_layer(2, [obj(1, 0, 0, 10, 20, type="spawn")])
    assert load(write_map(tmp_path / "a.tmj", [spawn])).player == (10, 20)
    assert load(write_map(tmp_path / "b.tmj", [spawn], properties=[prop("player_size", "3,4")])
                ).player == (3, 4)
    assert load(write_map(tmp_path / "c.tmj", [object_layer(2, [])], size=8)).player == (8, 8)
    with pytest.raises(LevelError, match="d.tmj: map property player_size='big' is not 'W,H'"):
        load(write_map(tmp_path / "d.tmj", [spawn], properties=[prop("player_size", "big")]))
    # Each named neither the file nor the property ("could not convert string to float").
    for bad, value in (("player_width", "abc"), ("player_height", "nan")):
        sizes = {"player_width": "8", "player_height": "9", bad: value}
        with pytest.raises(LevelError, match=f"e.tmj: map property {bad} .*{value}"):
            load(write_map(tmp_path / "e.tmj", [spawn],
                           properties=[prop(k, v) for k, v in sizes.items()]))
    assert load(write_map(tmp_path / "f.tmj", [spawn], properties=[
        prop("player_width", 8), prop("player_height", "9")])).player == (8, 9)


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
    ("not UTF-8", r"not a Tiled map: not UTF-8 text \(byte 0x89 at 0\)"),
    ("xml tiles", "tile layer 't' stores its tiles as <tile> elements .* not supported"),
    ("gid in tile object's shape", r"object 7 in layer 'walls' \(shape 1 of tile 1\): "
                                   "width must be a finite number >= 0"),
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
    elif case == "not UTF-8":
        path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    elif case == "xml tiles":  # Tiled's deprecated XML tile layer format
        path = tmp_path / "bad.tmx"
        path.write_text('<?xml version="1.0"?>\n<map version="1.10" orientation="orthogonal" '
                        'width="2" height="1" tilewidth="16" tileheight="16" infinite="0">'
                        '<layer id="1" name="t" width="2" height="1"><data><tile gid="0"/>'
                        '<tile/></data></layer></map>')
    elif case == "gid in tile object's shape":
        write_map(path, [object_layer(2, [obj(7, 0, 16, 16, 16, gid=1)])],
                  tilesets=[tileset({0: [obj(1, 0, 0, -4, 16)]})])
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
    # The file and the object are named once (a tile object's errors named them twice).
    assert str(raised.value).count(str(path)) == 1


def test_a_collection_of_images_keeps_its_tiles_own_ids_past_its_tile_count(tmp_path):
    # Tiled keeps a collection's ids when tiles are removed: ids 0 and 5 of a count of 2.
    images = {"firstgid": 1, "columns": 0, "margin": 0, "name": "things", "spacing": 0,
              "tilecount": 2, "tilewidth": 48, "tileheight": 32, "tiles": [
                  {"id": k, "image": f"{k}.png", "imagewidth": 48, "imageheight": 32,
                   "objectgroup": {"draworder": "index", "id": 2, "name": "", "opacity": 1,
                                   "type": "objectgroup", "visible": True, "x": 0, "y": 0,
                                   "objects": [obj(1, 0, 0, 48, 32)]}} for k in (0, 5)]}
    path = write_map(tmp_path / "m.tmj", [object_layer(2, [obj(3, 0, 100, 48, 32, gid=6)])],
                     tilesets=[images])
    (collider,) = load(path).colliders
    assert collider.shape == AABB.from_bounds(0, 68, 48, 100)
    with pytest.raises(LevelError, match="object 4 in layer 'walls'.*tile id 3 is in no tileset"):
        load(write_map(tmp_path / "n.tmj", [object_layer(2, [obj(4, 0, 100, 48, 32, gid=3)])],
                       tilesets=[images]))


def test_solid_may_be_a_string_or_a_number_and_anything_else_is_refused(tmp_path):
    # Tiled's "Add Property" makes a string property unless told otherwise: bool("false")
    # is True, and such a layer stayed solid.
    def colliders(value):
        layer = object_layer(2, [obj(1, 0, 0, 10, 10)], properties=[prop("solid", value)])
        return len(load(write_map(tmp_path / "m.tmj", [layer])).colliders)
    assert [colliders(v) for v in ("false", "False", "0", 0, False)] == [0] * 5
    assert [colliders(v) for v in ("true", "TRUE", "1", 1, True)] == [1] * 5
    with pytest.raises(LevelError, match="layer 'walls': property solid='no way' is not true"):
        colliders("no way")
    tmx = tmp_path / "m.tmx"
    tmx.write_text('<?xml version="1.0"?>\n<map version="1.10" orientation="orthogonal" '
                   'width="4" height="4" tilewidth="16" tileheight="16" infinite="0" '
                   'nextlayerid="2" nextobjectid="2" renderorder="right-down" tiledversion="1.10.2">'
                   '<objectgroup id="1" name="walls"><properties><property name="solid" '
                   'value="false"/></properties><object id="1" x="0" y="0" width="8" '
                   'height="8"/></objectgroup></map>')
    assert load(tmx).colliders == []
    tmx.write_bytes(b"\xef\xbb\xbf" + tmx.read_bytes())  # a byte order mark is read too
    assert load(tmx).colliders == []
    tmj = write_map(tmp_path / "n.tmj", [object_layer(2, [obj(1, 0, 0, 10, 10)])])
    tmj.write_bytes(b"\xef\xbb\xbf" + tmj.read_bytes())
    assert len(load(tmj).colliders) == 1


def test_turned_and_polygon_markers_cover_what_they_cover(tmp_path):
    markers = object_layer(2, [
        obj(1, 300, 40, 100, 10, name="goal", rotation=90),  # turned: x 290-300, y 40-140
        obj(2, 10, 20, name="goal", polygon=[(0, 0), (40, 0), (40, 30), (0, 30)]),
        obj(3, 50, 50, 20, 10, name="spawn", rotation=30),
        obj(4, 5, 6, name="goal", point=True)])
    m = load(write_map(tmp_path / "m.tmj", [markers], 40, 40)).markers
    assert (m[0].pos, m[0].size) == ((295.0, 90.0), (10.0, 100.0))
    assert (m[1].pos, m[1].size) == ((30.0, 35.0), (40.0, 30.0))
    c, s = math.cos(math.radians(30)), math.sin(math.radians(30))
    assert m[2].pos == pytest.approx((50 + 10 * c - 5 * s, 50 + 10 * s + 5 * c))
    assert m[2].size == pytest.approx((20 * c + 10 * s, 20 * s + 10 * c))
    assert (m[3].pos, m[3].size) == ((5.0, 6.0), (0.0, 0.0))


def test_a_tile_object_without_a_size_has_its_tiles(tmp_path):
    ts = [tileset({0: [obj(1, 0, 0, 16, 8)]})]
    sized = load(write_map(tmp_path / "a.tmj", [object_layer(2, [obj(1, 0, 16, 16, 16, gid=1)])],
                           tilesets=ts)).colliders
    bare = load(write_map(tmp_path / "b.tmj", [object_layer(2, [obj(1, 0, 16, gid=1)])],
                          tilesets=ts)).colliders
    assert [c.shape for c in bare] == [c.shape for c in sized] == [AABB.from_bounds(0, 0, 16, 8)]


@pytest.mark.parametrize("case, message", [
    ("nan offset", "layer 'spawns': offsetx must be a finite number, not nan"),
    ("text offset", "layer 'spawns': offsety is not a number: 'up'"),
    ("huge spawn", r"object 1 'spawn' in layer 'spawns': a spawn at \(1e\+300, 5\.0\)"),
    ("width alone", "map property player_height is missing"),
])
def test_offsets_markers_and_player_properties_are_checked(tmp_path, case, message):
    spawn = obj(1, 1e300 if case == "huge spawn" else 5, 5, name="spawn")
    extra = {"nan offset": {"offsetx": math.nan, "offsety": 0},
             "text offset": {"offsetx": 0, "offsety": "up"}}.get(case, {})
    layer = object_layer(2, [spawn], name="spawns", **extra)
    properties = [prop("player_width", 8)] if case == "width alone" else []
    with pytest.raises(LevelError, match=message):
        load(write_map(tmp_path / "m.tmj", [layer], properties=properties))


def test_solid_layers_naming_no_layer_is_an_error_not_a_clean_level(tmp_path):
    # Tiled's "Add Property" makes a string property with an empty value: read as "no
    # layer is solid", every level passed clean.
    layers = [object_layer(2, [obj(1, 0, 0, 10, 10), obj(2, 5, 5, 10, 10)])]
    for value in ("", ",", " , "):
        path = write_map(tmp_path / "e.tmj", layers, properties=[prop("solid_layers", value)])
        with pytest.raises(LevelError, match=r"e.tmj: the map's solid_layers property names no "
                                             r"layer \(.*\): every layer would be left out"):
            load(path)
    plain = write_map(tmp_path / "p.tmj", layers)
    for value in ([], "", ",", [" "]):
        with pytest.raises(ValueError, match="'solid_layers' names no layer"):
            load(plain, solid_layers=value)
    assert len(load(plain, solid_layers="walls").colliders) == 2


def test_one_string_of_names_is_its_names_not_its_letters(tmp_path):
    path = write_map(tmp_path / "m.tmj", [object_layer(2, [
        obj(1, 0, 0, 10, 10), obj(2, 40, 0, name="begin"), obj(3, 80, 0, name="exit"),
        obj(4, 120, 0, 4, 4, name="s")])])
    level = load(path, spawn_names="begin", goal_names="exit, finish")
    assert [(m.role, m.pos) for m in level.markers] == [("spawn", (40, 0)), ("goal", (80, 0))]
    assert len(level.colliders) == 2  # the object named "s" is no spawn
    assert load(path, spawn_names=["begin"], goal_names=("exit",)).markers == level.markers
    for bad, says in ((3, "not int"), ([1], "not a list holding int")):
        with pytest.raises(TypeError, match=f"'goal_names' must be names .*{says}"):
            load(path, goal_names=bad)


@pytest.mark.parametrize("case, message", [
    ("firstgid text", r"t.tmj: cannot read the map: TypeError: "),
    ("layer name list", r"t.tmj: cannot read the map: TypeError: "),
])
def test_a_field_of_the_wrong_type_names_the_map_and_the_others_are_checked(tmp_path, case,
                                                                            message):
    from collide2d.levels import check_many
    path = tmp_path / "t.tmj"
    if case == "firstgid text":
        write_map(path, [], tilesets=[tileset({0: [obj(1, 0, 0, 16, 16)]}),
                                      tileset({0: [obj(1, 0, 0, 8, 8)]}, firstgid="9")])
    else:
        layer = object_layer(2, [obj(1, 0, 0, 10, 10)])
        layer["name"] = ["walls"]
        write_map(path, [layer], properties=[prop("solid_layers", "walls")])
    with pytest.raises(LevelError, match=message):
        load(path)
    good = write_map(tmp_path / "good.tmj", [object_layer(2, [obj(1, 0, 0, 10, 10),
                                                               obj(2, 5, 5, 10, 10)])])
    results = check_many([str(good), str(path)], rules=["overlap"])
    assert len(results[0].findings) == 1 and results[0].error is None
    assert results[1].error is not None and "cannot read the map" in results[1].error


def test_a_map_larger_than_the_coordinate_limit_is_refused(tmp_path):
    path = write_map(tmp_path / "huge.tmj", [object_layer(2, [obj(1, 0, 0, 10, 10)])],
                     width=10**60)
    with pytest.raises(LevelError, match=r"huge.tmj: the map's size 1e\+60 x 20 tiles .* "
                                         r"too large \(beyond 2\*\*200\)"):
        load(path)


@pytest.mark.parametrize("tolerance, error", [(0, ValueError), (-0.5, ValueError),
                                              (float("nan"), ValueError),
                                              (float("inf"), ValueError), (10**400, ValueError), ("0.1", TypeError),
                                              (True, TypeError)])
def test_a_bad_ellipse_tolerance_is_the_arguments_fault_not_the_maps(tmp_path, tolerance,
                                                                      error):
    # It was found at the first ellipse and reported as that ellipse's (a LevelError
    # naming the map and object), or not at all in a map without ellipses.
    for objects in ([obj(1, 10, 10, 20, 10, ellipse=True)], [obj(1, 0, 0, 10, 10)]):
        path = write_map(tmp_path / "m.tmj", [object_layer(2, objects)])
        with pytest.raises(error, match="load\\(\\): 'ellipse_tolerance' must be"):
            load(path, ellipse_tolerance=tolerance)
    with pytest.raises(error, match="'ellipse_tolerance'"):  # before any map is read
        check_many([str(tmp_path / "none.tmj")], load_options={"ellipse_tolerance": tolerance})
    assert len(load(path, ellipse_tolerance=np.float32(0.5)).colliders) == 1
