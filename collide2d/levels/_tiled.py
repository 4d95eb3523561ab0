"""Load a Tiled map (``.tmj``/``.json`` or ``.tmx``) into a :class:`Level` of collide2d shapes.

The file is read by pytiled-parser (MIT, maintained by the Python Arcade team:
both of Tiled's formats, embedded and external tilesets); this module only turns
what it returns into colliders and markers:

- object layers (nested in group layers, offsets added up): rectangles (rotated:
  an OBB, or an exact AABB at multiples of 90 degrees), ellipses (a circle when
  round, else a polygon within ``ellipse_tolerance``), polygons (concave ones
  split into convex parts), polylines (one segment per edge) and tile objects;
- tile layers: each tile's collision shapes from its tileset (Tiled's "object
  group" of the tile), with the flip flags of the cell's global tile id applied
  the way Tiled applies them: anti-diagonal flip (swap x and y) first, then
  horizontal, then vertical.

A tileset's ``objectalignment`` places its tile objects, and its ``tilerendersize``
and ``fillmode`` size its tiles, as Tiled draws them (its ``CellRenderer``).

Which layers are solid, which objects are spawns and goals, and the player's
size come from the map's custom properties (docs/levels.md lists them).
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import json
import math
import numbers
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import (AbstractSet, Any, Callable, Dict, Iterable, Iterator, List, Optional,
                    Sequence, Set, Tuple)

import numpy as np

from .._core import AABB, COORD_LIMIT, OBB, Circle, Polygon, Segment
from ._convex import convex_parts, ellipse_polygon
from ._model import Collider, Level, LevelError, Marker

__all__ = ["load"]

# The top bits of a global tile id are flags (Tiled's docs, "Tile Flipping").
_FLIP_H, _FLIP_V, _FLIP_D, _ROTATE_HEX = 0x80000000, 0x40000000, 0x20000000, 0x10000000
_GID_MASK = 0x0FFFFFFF

SPAWN_NAMES = ("spawn", "start", "player")
GOAL_NAMES = ("goal", "exit", "finish")

# Where a tile object's (x, y) is on its image, as fractions of its width and height:
# Tiled's "Object Alignment" of the tileset (Tiled's docs, TMX format, <tileset>);
# "unspecified" (or none) is bottom-left on orthogonal maps.
_ALIGNMENT = {"topleft": (0.0, 0.0), "top": (0.5, 0.0), "topright": (1.0, 0.0),
              "left": (0.0, 0.5), "center": (0.5, 0.5), "right": (1.0, 0.5),
              "bottomleft": (0.0, 1.0), "bottom": (0.5, 1.0), "bottomright": (1.0, 1.0)}

# An affine map x' = a x + b y + e, y' = c x + d y + f, as (a, b, c, d, e, f).
Affine = Tuple[float, float, float, float, float, float]
IDENTITY: Affine = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _compose(outer: Affine, inner: Affine) -> Affine:
    a, b, c, d, e, f = outer
    p, q, r, s, t, u = inner
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s,
            a * t + b * u + e, c * t + d * u + f)


def _apply(m: Affine, x: float, y: float) -> Tuple[float, float]:
    a, b, c, d, e, f = m
    return (a * x + b * y + e, c * x + d * y + f)


def _translate(x: float, y: float) -> Affine:
    return (1.0, 0.0, 0.0, 1.0, float(x), float(y))


def _rotate_about(degrees: float, x: float, y: float) -> Affine:
    """Tiled's rotation: degrees clockwise on screen (y down), about (x, y).

    Multiples of 90 degrees use exact sines and cosines, so a rectangle turned
    by them stays an exact axis-aligned box.
    """
    turns = degrees / 90.0
    if turns == int(turns):
        cos, sin = ((1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0))[int(turns) % 4]
    else:
        cos, sin = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return _compose(_translate(x, y), _compose((cos, -sin, sin, cos, 0.0, 0.0), _translate(-x, -y)))


def _shapes_of_rect(m: Affine, w: float, h: float) -> List[Any]:
    """The rectangle [0, w] x [0, h] mapped by ``m``: an AABB, an OBB, or (sheared) a polygon."""
    a, b, c, d, _, _ = m
    corners = [_apply(m, x, y) for x, y in ((0, 0), (w, 0), (w, h), (0, h))]
    if w == 0 or h == 0:  # a rectangle drawn with no area: Tiled allows it; it is a line
        far = corners[2]
        return [Segment(corners[0], far)] if far != corners[0] else []
    if (b == 0 and c == 0) or (a == 0 and d == 0):  # axis kept or swapped: exact box
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        return [AABB.from_bounds(min(xs), min(ys), max(xs), max(ys))]
    if abs(a * b + c * d) <= 1e-12 * (a * a + b * b + c * c + d * d):  # columns orthogonal
        centre = _apply(m, w / 2, h / 2)
        half = (w / 2 * math.hypot(a, c), h / 2 * math.hypot(b, d))
        return [OBB(centre, half, math.atan2(c, a))]
    return [Polygon(corners)]


def _number(value: Any, what: str, where: str, *, size: bool = False) -> float:
    """A number of the map, finite (and >= 0 for a size), or LevelError naming it: a
    NaN width made a box of no size, a string failed deep inside a rule."""
    try:
        v = float(value)
    except (TypeError, ValueError, OverflowError):
        raise LevelError(f"{where}: {what} is not a number: {value!r}") from None
    if not math.isfinite(v) or (size and v < 0):
        raise LevelError(f"{where}: {what} must be a finite number"
                         f"{' >= 0' if size else ''}, not {value!r}")
    return v


def _object_frame(obj: Any, where: str) -> Tuple[float, float, float, float, float]:
    """An object's x, y, width, height and rotation, each checked (_number)."""
    return (_number(obj.coordinates.x, "x", where), _number(obj.coordinates.y, "y", where),
            _number(obj.size.width, "width", where, size=True),
            _number(obj.size.height, "height", where, size=True),
            _number(obj.rotation, "rotation", where))


def _points(obj: Any, where: str) -> List[Tuple[float, float]]:
    return [(_number(p.x, f"point {k} x", where), _number(p.y, f"point {k} y", where))
            for k, p in enumerate(obj.points)]


def _shapes_of_object(obj: Any, m: Affine, where: str, tolerance: float,
                      tile_shapes: "TileShapes") -> List[Any]:
    """The solid shapes of one Tiled object; ``m`` maps map coordinates to the level's."""
    import pytiled_parser.tiled_object as tiled

    x, y, w, h, rotation = _object_frame(obj, where)
    placed = _compose(m, _rotate_about(rotation, x, y))
    try:
        if isinstance(obj, tiled.Rectangle):
            return _shapes_of_rect(_compose(placed, _translate(x, y)), w, h)
        if isinstance(obj, tiled.Ellipse):
            return _ellipse(_compose(placed, _translate(x, y)), w, h, tolerance)
        if isinstance(obj, tiled.Polygon):
            points = [_apply(placed, x + px, y + py) for px, py in _points(obj, where)]
            return [Polygon(part) for part in convex_parts(points)]
        if isinstance(obj, tiled.Polyline):
            points = [_apply(placed, x + px, y + py) for px, py in _points(obj, where)]
            return [Segment(p, q) for p, q in zip(points, points[1:]) if p != q]
        if isinstance(obj, tiled.Tile):
            # A tile object's (x, y) is its tileset's alignment point on its image
            # (bottom-left unless the tileset says otherwise), and it turns about it;
            # width and height scale the image (Tiled's docs, "Object": tile objects);
            # a tile object written without them has its tile's size, as Tiled reads it.
            _check_gid(obj.gid, where)
            if w == 0 and h == 0:
                w, h = tile_shapes.image_size(obj.gid & _GID_MASK, where)
            ax, ay = tile_shapes.alignment(obj.gid, where)
            top_left = _translate(x - ax * w, y - ay * h)
            return tile_shapes.of_gid(obj.gid, _compose(placed, top_left), (w, h), where)
    except LevelError:  # already names the object (a tile id in no tileset, a tile's shape)
        raise
    except (ValueError, OverflowError) as error:  # a shape collide2d refuses: say which
        raise LevelError(f"{where}: {error}") from None
    return []  # points and text hold no area


def _ellipse(m: Affine, w: float, h: float, tolerance: float) -> List[Any]:
    a, b, c, d, _, _ = m
    if w <= 0 or h <= 0:
        return []
    similar = abs(a * b + c * d) <= 1e-12 * (a * a + c * c) and math.isclose(
        math.hypot(a, c), math.hypot(b, d), rel_tol=1e-12)
    if w == h and similar:
        return [Circle(_apply(m, w / 2, h / 2), w / 2 * math.hypot(a, c))]
    scale = max(math.hypot(a, c), math.hypot(b, d))  # the tolerance is in level units
    points = ellipse_polygon(w / 2, h / 2, w / 2, h / 2, tolerance / scale)
    return [Polygon([_apply(m, px, py) for px, py in points])]


class TileShapes:
    """The collision shapes of the map's tiles, found by global tile id (flip flags included)."""

    def __init__(self, tiled_map: Any, path: str, tolerance: float) -> None:
        self.tilesets = sorted(tiled_map.tilesets.items())  # by first gid
        self.path, self.tolerance = path, tolerance
        self._local: Dict[int, List[Tuple[Any, Affine]]] = {}

    def _tile(self, gid: int, where: str) -> Tuple[Any, Any]:
        tileset = None
        for first, candidate in self.tilesets:
            if first <= gid:
                tileset = candidate
        local = gid - tileset.firstgid if tileset is not None else -1
        tile = (tileset.tiles or {}).get(local) if tileset is not None else None
        # An image atlas holds ids 0 to tilecount - 1; a collection of images keeps its
        # tiles' own ids, which pass tilecount once some tiles were removed in Tiled.
        if tileset is None or (local >= tileset.tile_count and
                               (tileset.image is not None or tile is None)):
            raise LevelError(f"{where}: tile id {gid} is in no tileset of the map")
        return tileset, tile

    def alignment(self, raw_gid: int, where: str) -> Tuple[float, float]:
        """Where the tile's objects are placed on its image (``_ALIGNMENT``)."""
        tileset, _ = self._tile(raw_gid & _GID_MASK, where)
        # Tiled reads a value it does not know as "unspecified".
        return _ALIGNMENT.get(str(tileset.alignment or "").lower(), _ALIGNMENT["bottomleft"])

    def cell_size(self, raw_gid: int, grid: Tuple[float, float],
                  where: str) -> Tuple[float, float]:
        """The size a tile layer draws the tile at: the map's ``grid`` cell when its tileset's
        ``tilerendersize`` is "grid", else its image's (flipped diagonally: turned)."""
        tileset, _ = self._tile(raw_gid & _GID_MASK, where)
        if tileset.tile_render_size == "grid":
            return grid
        iw, ih = self.image_size(raw_gid, where)
        return (ih, iw) if raw_gid & _FLIP_D else (iw, ih)

    def image_size(self, gid: int, where: str) -> Tuple[float, float]:
        tileset, tile = self._tile(gid & _GID_MASK, where)
        if tile is not None and tile.image_width:  # a collection of images: each its own size
            return float(tile.image_width), float(tile.image_height)
        return float(tileset.tile_width), float(tileset.tile_height)

    def of_gid(self, raw_gid: int, m: Affine, size: Tuple[float, float],
               where: str) -> List[Any]:
        """The tile's shapes, drawn in a box of ``size`` whose top-left corner ``m`` places."""
        gid = raw_gid & _GID_MASK
        if gid == 0:
            return []
        tileset, tile = self._tile(gid, where)
        if tile is None or tile.objects is None:
            return []
        iw, ih = self.image_size(gid, where)
        flip = IDENTITY
        if raw_gid & _FLIP_D:  # swap x and y first: the image becomes ih wide, iw high
            flip = (0.0, 1.0, 1.0, 0.0, 0.0, 0.0)
            iw, ih = ih, iw
        if raw_gid & _FLIP_H:
            flip = _compose((-1.0, 0.0, 0.0, 1.0, iw, 0.0), flip)
        if raw_gid & _FLIP_V:
            flip = _compose((1.0, 0.0, 0.0, -1.0, 0.0, ih), flip)
        # Drawn at another size than its image's, the image is stretched to the box, or
        # with fillmode "preserve-aspect-fit" scaled alike along x and y to fit it and
        # centred in it; the tile offset is scaled with it (Tiled's CellRenderer::render).
        sx, sy = (1.0, 1.0) if size == (iw, ih) else _scales(size, (iw, ih), where, gid)
        ox = oy = 0.0
        if tileset.fill_mode == "preserve-aspect-fit" and sx != sy:
            sx = sy = min(sx, sy)
            ox, oy = (size[0] - iw * sx) / 2, (size[1] - ih * sy) / 2
        offset = tileset.tile_offset
        if offset is not None:
            ox, oy = ox + offset.x * sx, oy + offset.y * sy
        if (sx, sy, ox, oy) != (1.0, 1.0, 0.0, 0.0):
            flip = _compose((sx, 0.0, 0.0, sy, ox, oy), flip)
        shapes: List[Any] = []
        for obj in tile.objects.tiled_objects:
            shapes += _shapes_of_object(obj, _compose(m, flip),
                                        f"{where} (shape {obj.id} of tile {gid})",
                                        self.tolerance, self)
        return shapes


def _scales(size: Tuple[float, float], image: Tuple[float, float], where: str,
            gid: int) -> Tuple[float, float]:
    if image[0] <= 0 or image[1] <= 0:
        raise LevelError(f"{where}: tile {gid} has an image of no size "
                         f"({image[0]:g} x {image[1]:g}) to scale")
    return (size[0] / image[0], size[1] / image[1])


def _parse(path: Path) -> Any:
    """pytiled-parser's map, with its errors turned into one message naming the file."""
    import pytiled_parser

    try:
        text = path.read_text(encoding="utf-8-sig")  # a byte order mark is allowed
    except OSError as error:
        raise LevelError(f"{path}: cannot read: {error.strerror}") from None
    except UnicodeDecodeError as error:  # Tiled writes both formats in UTF-8
        raise LevelError(f"{path}: not a Tiled map: not UTF-8 text (byte "
                         f"{error.object[error.start]:#04x} at {error.start})") from None
    # pytiled-parser reports any broken file as "Unknown Map Format": parse it
    # here first so the message can say what is broken, and where.
    if text.lstrip().startswith("<"):
        try:
            root = ElementTree.fromstring(text)
        except ElementTree.ParseError as error:
            raise LevelError(f"{path}: broken XML: {error}") from None
        version = root.get("version", "")
        infinite = root.get("infinite") == "1"
        _refuse_xml_tiles(path, root)
    else:
        try:
            raw = json.loads(text)
        except (ValueError, RecursionError) as error:  # JSONDecodeError is a ValueError
            raise LevelError(f"{path}: broken JSON: {error}") from None
        if not isinstance(raw, dict) or raw.get("type", "map") != "map":
            raise LevelError(f"{path}: not a Tiled map (a map's JSON has \"type\": \"map\")")
        version, infinite = str(raw.get("version", "")), bool(raw.get("infinite"))
    if not version.startswith("1."):
        raise LevelError(f"{path}: map format version {version or '(none)'!r} is not supported "
                         "(collide2d reads the 1.x formats Tiled writes)")
    if infinite:
        raise LevelError(f"{path}: infinite (chunked) maps are not supported yet: "
                         "in Tiled, Map > Map Properties > untick Infinite")
    try:
        return pytiled_parser.parse_map(path, encoding="utf-8-sig")
    except FileNotFoundError as error:
        raise LevelError(f"{path}: a file it refers to is missing: {error.filename}") from None
    except KeyError as error:  # pytiled-parser's word for a field the map lacks
        raise LevelError(f"{path}: cannot read the map: a field it needs is missing: "
                         f"{error}") from None
    except Exception as error:  # pytiled-parser's own
        raise LevelError(f"{path}: cannot read the map: {type(error).__name__}: {error}") from None


def _refuse_xml_tiles(path: Path, root: ElementTree.Element) -> None:
    """LevelError for a TMX tile layer stored as <tile gid="..."/> elements (Tiled's
    deprecated "XML" tile layer format, a <data> with no encoding), which pytiled-parser
    reads as CSV and fails on."""
    for layer in root.iter("layer"):
        data = layer.find("data")
        if data is not None and data.get("encoding") is None and data.find("chunk") is None \
                and not (data.text or "").strip():
            raise LevelError(
                f"{path}: tile layer {layer.get('name', '')!r} stores its tiles as <tile> "
                "elements (Tiled's deprecated XML tile layer format), which is not supported: "
                "in Tiled, Map > Map Properties > Tile Layer Format: CSV or Base64")


def _check_layer_names(layers: Iterable[Any], names: AbstractSet[str], named_by: str,
                       where: str) -> None:
    """LevelError for a name of ``names`` (the solid layers) that is no layer of the map: a
    misspelt name left that layer out, and the level looked clean."""
    import pytiled_parser.layer as tl

    found: Dict[str, None] = {}  # the layers' names, in the map's order
    groups: Set[str] = set()

    def gather(group: Iterable[Any]) -> None:
        for layer in group:
            if isinstance(layer, tl.LayerGroup):
                groups.add(layer.name)
                gather(layer.layers or ())
            else:
                found.setdefault(layer.name)

    gather(layers)
    for name in sorted(names - found.keys()):
        if name in groups:
            raise LevelError(f"{where}: {named_by} names {name!r}, a group layer: name the "
                             "layers in it")
        known = ", ".join(repr(n) for n in found) or "none"
        raise LevelError(f"{where}: {named_by} names {name!r}, which is no layer of the map "
                         f"(its layers: {known})")


# A flag's values when its property is typed as a string or a number (Tiled's "Add
# Property" makes a string unless told otherwise): bool("false") is True.
_FLAG_WORDS = {"true": True, "false": False, "1": True, "0": False}


def _flag(properties: Optional[Dict[str, Any]], name: str, where: str) -> Optional[bool]:
    """A bool property: a bool, or the string or number true/false/1/0; None when absent;
    else LevelError naming it."""
    value = (properties or {}).get(name)
    if value is None or isinstance(value, bool):
        return value
    word = str(int(value)) if isinstance(value, (int, float)) and value in (0, 1) else str(value)
    if word.strip().lower() not in _FLAG_WORDS:
        raise LevelError(f"{where}: property {name}={value!r} is not true or false")
    return _FLAG_WORDS[word.strip().lower()]


def _role(obj: Any, spawns: AbstractSet[str], goals: AbstractSet[str]) -> Optional[str]:
    for label in (str(obj.class_ or "").lower(), str(obj.name or "").lower()):
        if label in spawns:
            return "spawn"
        if label in goals:
            return "goal"
    return None


def _player_size(properties: Dict[str, Any], markers: Sequence[Marker],
                 tile: Tuple[float, float], where: str) -> Tuple[float, float]:
    if "player_size" in properties:
        try:
            w, h = (float(v) for v in str(properties["player_size"]).split(","))
            return (w, h)
        except ValueError:
            raise LevelError(f"{where}: map property player_size="
                             f"{properties['player_size']!r} is not 'W,H'") from None
    if "player_width" in properties or "player_height" in properties:
        for name in ("player_width", "player_height"):
            if name not in properties:
                raise LevelError(f"{where}: map property {name} is missing (player_width and "
                                 "player_height are given together)")
        return (_number(properties["player_width"], "map property player_width", where),
                _number(properties["player_height"], "map property player_height", where))
    for marker in markers:
        if marker.role == "spawn" and marker.size[0] > 0 and marker.size[1] > 0:
            return marker.size
    return tile


def _marker(obj: Any, role: str, lx: float, ly: float, where: str,
            tiles: "TileShapes") -> Marker:
    """A spawn or goal object as a point or a rectangle: a point; a rectangle, ellipse or
    tile object (turned: the box around it); a polygon or polyline: the box around its
    points."""
    import pytiled_parser.tiled_object as tiled

    x, y, w, h, rotation = _object_frame(obj, where)
    placed = _compose(_translate(lx, ly), _rotate_about(rotation, x, y))
    if isinstance(obj, (tiled.Polygon, tiled.Polyline)):
        points = [_apply(placed, x + px, y + py) for px, py in _points(obj, where)] or \
            [_apply(placed, x, y)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        centre = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        size = (max(xs) - min(xs), max(ys) - min(ys))
    else:
        if isinstance(obj, tiled.Tile):
            _check_gid(obj.gid, where)
            if w == 0 and h == 0:  # Tiled: the tile's own size
                w, h = tiles.image_size(obj.gid & _GID_MASK, where)
        # (x, y) is the top-left corner, or a tile object's alignment point.
        ax, ay = tiles.alignment(obj.gid, where) if isinstance(obj, tiled.Tile) else (0.0, 0.0)
        centre = _apply(placed, x + (0.5 - ax) * w, y + (0.5 - ay) * h)
        a, b, c, d, _, _ = placed  # turned by 90 degrees, the exact w and h swapped
        size = (abs(a) * w + abs(b) * h, abs(c) * w + abs(d) * h)
    if not all(abs(v) <= COORD_LIMIT for v in (*centre, *size)):
        raise LevelError(f"{where}: a {role} at ({centre[0]!r}, {centre[1]!r}) of size "
                         f"({size[0]!r}, {size[1]!r}) is beyond 2**200")
    return Marker(role, centre, size, where)


def _name_list(names: Any, argument: str) -> List[str]:
    """The names of a ``load`` argument: one string is the names it lists, comma-separated
    (as the map's property and the command line take them, never its letters), else an
    iterable of strings; TypeError naming the argument for anything else."""
    if isinstance(names, str):
        return [n.strip() for n in names.split(",") if n.strip()]
    try:
        listed = list(names)
    except TypeError:
        raise TypeError(f"load(): '{argument}' must be names (a string of comma-separated "
                        f"names, or strings), not {type(names).__name__}") from None
    for name in listed:
        if not isinstance(name, str):
            raise TypeError(f"load(): '{argument}' must be names (strings), not a list holding "
                            f"{type(name).__name__}")
    return [n.strip() for n in listed if n.strip()]


def load(path: "str | Path", *, ellipse_tolerance: float = 0.05,
         solid_layers: Optional[Sequence[str]] = None,
         spawn_names: Sequence[str] = SPAWN_NAMES,
         goal_names: Sequence[str] = GOAL_NAMES) -> Level:
    """Read a Tiled map into a :class:`Level`: its solid colliders, spawns, goals and player.

    ``ellipse_tolerance`` (map pixels): how far a non-round ellipse's polygon may
    stray from the ellipse. ``solid_layers``: only these layers are solid (overrides
    the map's ``solid_layers`` property; a name that is no layer of the map is a
    :class:`LevelError`, as it is in the property). ``spawn_names`` / ``goal_names``:
    the object classes or names (any case) that mark spawns and goals; each of these
    three takes strings or one string of comma-separated names. Raises
    :class:`LevelError` naming the file and the object for anything it cannot read.
    """
    ellipse_tolerance = check_ellipse_tolerance(ellipse_tolerance)
    spawns = {n.lower() for n in _name_list(spawn_names, "spawn_names")}
    goals = {n.lower() for n in _name_list(goal_names, "goal_names")}
    solid_names = None if solid_layers is None else _name_list(solid_layers, "solid_layers")
    if solid_names is not None and not solid_names:
        raise ValueError("load(): 'solid_layers' names no layer: every layer would be left "
                         "out and every level pass clean (None: the map's own choice)")
    try:
        return _load(Path(path), ellipse_tolerance, solid_names, spawns, goals)
    except (TypeError, AttributeError, KeyError, IndexError) as error:
        # A field of the wrong type that the checks above the objects' own did not name
        # (a tileset's firstgid as a string, a layer's name as a list): the file is named,
        # and check_many goes on with the other maps.
        raise LevelError(f"{path}: cannot read the map: {type(error).__name__}: {error}") \
            from error


def check_ellipse_tolerance(value: Any) -> float:
    """``load``'s ``ellipse_tolerance`` as a float, or a ValueError (TypeError for no
    number) naming the argument: it was found only at the first ellipse, and reported as
    that ellipse's fault, in the map."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"load(): 'ellipse_tolerance' must be a number, not "
                        f"{type(value).__name__}")
    try:
        number = float(value)
    except OverflowError:  # an int past float64
        number = math.inf
    if not (math.isfinite(number) and number > 0):
        raise ValueError(f"load(): 'ellipse_tolerance' must be a finite number above 0 (map "
                         f"pixels), not {value!r}")
    return number


def _load(path: Path, ellipse_tolerance: float, solid_layers: Optional[List[str]],
          spawns: AbstractSet[str], goals: AbstractSet[str]) -> Level:
    """:func:`load`'s work, its arguments checked (``solid_layers`` a non-empty list of
    names, or None; the spawn and goal names lower-cased)."""
    tiled_map = _parse(path)
    where_map = str(path)
    if tiled_map.orientation != "orthogonal":
        raise LevelError(f"{where_map}: {tiled_map.orientation} maps are not supported yet "
                         "(orthogonal only)")
    properties = dict(tiled_map.properties or {})
    if solid_layers is None:
        only, named_by = properties.get("solid_layers"), "the map's solid_layers property"
    else:  # the names, as the property lists them
        only = ",".join(solid_layers)
        named_by = "solid_layers"
    only_names = None if only is None else {n.strip() for n in str(only).split(",")
                                            if n.strip()}
    if only_names is not None:
        if not only_names:  # Tiled's new property is empty: no layer would be solid
            raise LevelError(f"{where_map}: {named_by} names no layer ({only!r}): every layer "
                             "would be left out and the level pass clean")
        _check_layer_names(tiled_map.layers, only_names, named_by, where_map)
    tiles = TileShapes(tiled_map, where_map, ellipse_tolerance)
    tw = _number(tiled_map.tile_size.width, "tile width", where_map, size=True)
    th = _number(tiled_map.tile_size.height, "tile height", where_map, size=True)
    map_w = _number(tiled_map.map_size.width, "map width", where_map, size=True)
    map_h = _number(tiled_map.map_size.height, "map height", where_map, size=True)
    colliders: List[Collider] = []
    markers: List[Marker] = []

    def walk(layers: Iterable[Any], ox: float, oy: float, parent_solid: Optional[bool]) -> None:
        import pytiled_parser.layer as tl

        for layer in layers:
            where_layer = f"{where_map}: layer {layer.name!r}"
            lx = ox + _number(layer.offset.x, "offsetx", where_layer)
            ly = oy + _number(layer.offset.y, "offsety", where_layer)
            solid = _flag(layer.properties, "solid", where_layer)
            solid = parent_solid if solid is None else solid
            if only_names is not None and not isinstance(layer, tl.LayerGroup):
                solid = layer.name in only_names
            if isinstance(layer, tl.LayerGroup):
                walk(layer.layers or (), lx, ly, solid)
            elif isinstance(layer, tl.ObjectLayer):
                objects(layer, lx, ly, solid is not False)
            elif isinstance(layer, tl.TileLayer) and solid is not False:
                tile_layer(layer, lx, ly)

    def objects(layer: Any, lx: float, ly: float, solid: bool) -> None:
        import pytiled_parser.tiled_object as tiled

        for obj in layer.tiled_objects:
            where = f"{where_map}: object {obj.id}" + (f" {obj.name!r}" if obj.name else "") + \
                    f" in layer {layer.name!r}"
            role = _role(obj, spawns, goals)
            if role is not None:
                markers.append(_marker(obj, role, lx, ly, where, tiles))
                continue
            if solid and _flag(obj.properties, "solid", where) is not False:
                for shape in _shapes_of_object(obj, _translate(lx, ly), where,
                                               ellipse_tolerance, tiles):
                    colliders.append(Collider(shape, where))

    def tile_layer(layer: Any, lx: float, ly: float) -> None:
        if layer.data is None:
            raise LevelError(f"{where_map}: tile layer {layer.name!r} has chunks "
                             "(infinite maps are not supported yet)")
        where_layer = f"{where_map}: tile layer {layer.name!r}"
        columns, rows = int(layer.size.width), int(layer.size.height)
        if len(layer.data) != rows or any(len(cells) != columns for cells in layer.data):
            raise LevelError(f"{where_layer}: its data is not {columns} x {rows} tiles")
        raws, bad = _tile_ids(layer.data)
        solid = np.flatnonzero(raws & _GID_MASK)
        # Each tile id's shapes once (drawn box's top-left at (0, 0)), the ids in the order of
        # their first cells: a broken id is reported at its first cell, as a loop over
        # the cells in order would, and only ids met before a cell that is not a tile id
        # are looked at (that cell is then the first error).
        placed: Dict[int, Tuple[List[Any], float]] = {}
        ids, first = np.unique(raws[solid], return_index=True)
        for at in np.argsort(first, kind="stable").tolist():
            raw, cell = int(ids[at]), int(solid[first[at]])
            where = f"{where_map}: tile ({cell % columns}, {cell // columns}) of layer {layer.name!r}"
            size = tiles.cell_size(raw, (tw, th), where)
            shapes = tiles.of_gid(raw, IDENTITY, size, where)
            placed[raw] = ([_placer(shape) for shape in shapes], size[1])
        if bad < rows * columns:
            raise LevelError(f"{where_layer}: tile ({bad % columns}, {bad // columns}) is not "
                             f"a tile id: {layer.data[bad // columns][bad % columns]!r}")
        for cell, raw in zip(solid.tolist(), raws[solid].tolist()):
            placers, drawn_h = placed[raw]
            if not placers:
                continue
            row, col = divmod(cell, columns)
            where = f"{where_map}: tile ({col}, {row}) of layer {layer.name!r}"
            # Tiles larger than the grid are drawn bottom-aligned (Tiled's rule).
            dx, dy = lx + col * tw, ly + (row + 1) * th - drawn_h
            for place in placers:
                colliders.append(Collider(place(dx, dy), where))

    try:
        with _collector_paused():
            walk(tiled_map.layers, 0.0, 0.0, None)
    except LevelError:
        raise
    except RecursionError:
        raise LevelError(f"{where_map}: its groups are nested too deeply to read") from None
    except (TypeError, ValueError, OverflowError) as error:  # a field of an unexpected type
        raise LevelError(f"{where_map}: cannot read the map: {type(error).__name__}: "
                         f"{error}") from None
    player = _player_size(properties, markers, (tw, th), where_map)
    width, height = map_w * tw, map_h * th
    if not (width <= COORD_LIMIT and height <= COORD_LIMIT):  # as every shape's coordinates
        raise LevelError(f"{where_map}: the map's size {map_w:g} x {map_h:g} tiles of "
                         f"{tw:g} x {th:g} is too large (beyond 2**200)")
    name = str(properties.get("name", path.stem))
    return Level(str(path), name, colliders, markers, player, (0.0, 0.0, width, height),
                 (tw, th), properties)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused, then as it was: a map of a million tiles
    makes a hundred thousand colliders or more, none in a cycle, and the collector's
    passes over them took a third of the load (0.4-0.6 s of 1.5 s on a 1000 x 1000 map
    of 163,000 solid tiles)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _check_gid(gid: Any, where: str) -> None:
    """A tile object's global tile id must be one: an int in [0, 2**32) (its top four
    bits flags). Masked, 2**70 read as tile id 0, "in no tileset", naming the wrong id."""
    if isinstance(gid, bool) or not isinstance(gid, int) or not 0 <= gid < 2**32:
        raise LevelError(f"{where}: {gid!r} is not a global tile id (an integer from 0 to "
                         f"2**32 - 1)")


def _tile_ids(data: List[List[Any]]) -> Tuple[np.ndarray, int]:
    """A tile layer's cells, row by row, as int64 global tile ids (flags included), and
    the first cell that is not one (an int in [0, 2**32)), or the cell count. The ids
    are the prefix before that cell (in one numpy conversion where every cell is an int:
    a loop over a million cells took seconds)."""
    cells = list(itertools.chain.from_iterable(data))
    if cells and set(map(type, cells)) == {int}:
        ids = np.array(cells)  # int64; float64 or object when some int is past int64
        if ids.dtype.kind == "i":
            out_of_range = np.flatnonzero((ids < 0) | (ids >= 2**32))
            bad = int(out_of_range[0]) if len(out_of_range) else len(cells)
            return ids[:bad].astype(np.int64), bad
    bad = next((k for k, raw in enumerate(cells) if not isinstance(raw, int)
                or isinstance(raw, bool) or not 0 <= raw < 2**32), len(cells))
    return np.array(cells[:bad], dtype=np.int64), bad


def _placer(shape: Any) -> Callable[[float, float], Any]:
    """``(dx, dy) -> shape`` translated (:func:`_moved`), a box's corners read once."""
    if isinstance(shape, AABB):
        (x0, y0), (x1, y1) = shape.min, shape.max
        return lambda dx, dy: AABB.from_bounds(x0 + dx, y0 + dy, x1 + dx, y1 + dy)
    return lambda dx, dy: _moved(shape, dx, dy)


def _moved(shape: Any, dx: float, dy: float) -> Any:
    """``shape`` translated by (dx, dy)."""
    if isinstance(shape, AABB):
        (x0, y0), (x1, y1) = shape.min, shape.max
        return AABB.from_bounds(x0 + dx, y0 + dy, x1 + dx, y1 + dy)
    if isinstance(shape, Circle):
        return Circle((shape.center[0] + dx, shape.center[1] + dy), shape.radius)
    if isinstance(shape, OBB):
        return OBB((shape.center[0] + dx, shape.center[1] + dy), shape.half, shape.angle)
    if isinstance(shape, Segment):
        return Segment((shape.a[0] + dx, shape.a[1] + dy), (shape.b[0] + dx, shape.b[1] + dy))
    return Polygon([(x + dx, y + dy) for x, y in shape.vertices])
