"""Small Tiled maps written by the tests: JSON (.tmj) maps in the form Tiled saves them."""

import json
from pathlib import Path
from typing import Any, Dict, List, Optional


def obj(id: int, x: float, y: float, w: float = 0, h: float = 0, **extra: Any) -> Dict[str, Any]:
    """A Tiled object; extra keys as Tiled writes them (ellipse, point, polygon, gid, ...)."""
    out = {"id": id, "name": extra.pop("name", ""), "type": extra.pop("type", ""), "x": x,
           "y": y, "width": w, "height": h, "rotation": extra.pop("rotation", 0),
           "visible": True}
    for key in ("polygon", "polyline"):
        if key in extra:
            extra[key] = [{"x": px, "y": py} for px, py in extra[key]]
    out.update(extra)
    return out


def object_layer(id: int, objects: List[Dict[str, Any]], name: str = "walls",
                 **extra: Any) -> Dict[str, Any]:
    return {"id": id, "name": name, "type": "objectgroup", "draworder": "topdown", "opacity": 1,
            "visible": True, "x": 0, "y": 0, "objects": objects, **extra}


def tile_layer(id: int, data: List[int], width: int, height: int, name: str = "tiles",
               **extra: Any) -> Dict[str, Any]:
    return {"id": id, "name": name, "type": "tilelayer", "width": width, "height": height,
            "x": 0, "y": 0, "opacity": 1, "visible": True, "data": data, **extra}


def tileset(tiles: Dict[int, List[Dict[str, Any]]], firstgid: int = 1, count: int = 8,
            size: int = 16, height: Optional[int] = None, **extra: Any) -> Dict[str, Any]:
    """An embedded tileset whose tile ``id`` has the collision objects ``tiles[id]``; tiles
    ``size`` wide and ``height`` (default ``size``) high; extra keys as Tiled writes them
    (objectalignment, tilerendersize, fillmode, tileoffset, ...)."""
    height = size if height is None else height
    return {"firstgid": firstgid, "columns": 4, "image": "tiles.png", "imagewidth": 4 * size,
            "imageheight": 2 * height, "margin": 0, "name": "tiles", "spacing": 0,
            "tilecount": count, "tilewidth": size, "tileheight": height,
            "tiles": [{"id": i, "objectgroup": {"draworder": "index", "id": 2, "name": "",
                                                 "opacity": 1, "type": "objectgroup",
                                                 "visible": True, "x": 0, "y": 0,
                                                 "objects": objs}}
                      for i, objs in tiles.items()], **extra}


def write_map(path: Path, layers: List[Dict[str, Any]], width: int = 20, height: int = 20,
              tilesets: Optional[List[Dict[str, Any]]] = None,
              properties: Optional[List[Dict[str, Any]]] = None, size: int = 16,
              **extra: Any) -> Path:
    data = {"compressionlevel": -1, "width": width, "height": height, "infinite": False,
            "orientation": "orthogonal", "renderorder": "right-down", "tiledversion": "1.10.2",
            "tilewidth": size, "tileheight": size, "type": "map", "version": "1.10",
            "nextlayerid": 10, "nextobjectid": 100, "layers": layers,
            "tilesets": tilesets or [], "properties": properties or [], **extra}
    path.write_text(json.dumps(data))
    return path


def prop(name: str, value: Any) -> Dict[str, Any]:
    kind = {bool: "bool", int: "int", float: "float", str: "string"}[type(value)]
    return {"name": name, "type": kind, "value": value}
