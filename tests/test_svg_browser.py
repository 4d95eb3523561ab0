"""The ``_repr_svg_`` pictures as a real browser draws them: headless Chromium renders a
page of them to a PNG, read here with zlib and numpy, and the shapes' colours must be
where the shapes are (a capsule's round ends bulge outwards, a huge and a tiny world
still show their box, the normal is drawn from the contact).

Needs ``chromium`` on PATH (Debian: ``apt-get install -y chromium``); skipped otherwise.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import zlib

import numpy as np
import pytest
from collide2d import AABB, Capsule, Circle

WIDTH = 320  # each picture's width (svg_of's default)
PAGE = (2 * WIDTH + 30, 2 * WIDTH + 60)
FILL = np.array([221, 233, 244])  # the shapes' blue #1f6fb4 at 15 % over white
GREEN = np.array([0x2E, 0x9E, 0x44])


def chromium() -> str:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    pytest.skip("chromium is not on PATH: install it (Debian: apt-get install -y chromium) "
                "to check the pictures in a real browser")


def browser(args: list, **kwargs) -> subprocess.CompletedProcess:
    """Run Chromium with ``args``. Without the sanitizers' preload: the sanitized suite
    (tests/sanitized/run.sh) preloads ASan into every process it starts, and Chromium,
    not built for it, hangs under it."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LD_PRELOAD", "ASAN_OPTIONS", "UBSAN_OPTIONS")}
    return subprocess.run(args, env=env, timeout=120, capture_output=True, **kwargs)


def read_png(data: bytes) -> np.ndarray:
    """An 8-bit RGB or RGBA PNG as an (H, W, 3) uint8 array (no Pillow needed)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    bpp = 3 if colour == 2 else 4
    raw = np.frombuffer(zlib.decompress(b"".join(idat)), dtype=np.uint8)
    raw = raw.reshape(height, 1 + width * bpp)
    out = np.zeros((height, width * bpp), dtype=np.uint8)
    prev = np.zeros(width * bpp, dtype=np.int32)
    for y in range(height):
        f, line = raw[y, 0], raw[y, 1:].astype(np.int32)
        if f == 1:  # Sub: a running sum per channel
            row = np.cumsum(line.reshape(width, bpp), axis=0).reshape(-1) & 255
        elif f == 2:  # Up
            row = (line + prev) & 255
        elif f in (3, 4):  # Average, Paeth: each byte needs its left neighbour, one by one
            row = np.zeros_like(line)
            for i in range(line.size):
                a = int(row[i - bpp]) if i >= bpp else 0
                b = int(prev[i])
                c = int(prev[i - bpp]) if i >= bpp else 0
                if f == 3:
                    pred = (a + b) // 2
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                row[i] = (int(line[i]) + pred) & 255
        else:
            row = line
        out[y] = row
        prev = row.astype(np.int32)
    return out.reshape(height, width, bpp)[:, :, :3]


PICTURES = {
    "box": AABB((0, 0), (2, 1)),
    "capsule": Capsule((0, 0), (4, 0), 1.0),
    "huge": AABB((2.0 ** 199, 2.0 ** 199), (2.0 ** 198, 2.0 ** 198)),
    "hit": AABB((0, 0), (2, 1)).intersect_circle(Circle((2.4, 0.2), 1.0)),
}
PLACES = {"box": (10, 10), "capsule": (WIDTH + 20, 10), "huge": (10, WIDTH + 40),
          "hit": (WIDTH + 20, WIDTH + 40)}


@pytest.fixture(scope="module")
def screenshot(tmp_path_factory):
    exe = chromium()
    folder = tmp_path_factory.mktemp("browser")
    svgs = {name: obj._repr_svg_() for name, obj in PICTURES.items()}
    divs = "".join(f'<div style="position:absolute;left:{x}px;top:{y}px">{svgs[name]}</div>'
                   for name, (x, y) in PLACES.items())
    page = folder / "page.html"
    page.write_text("<!doctype html><html><head><style>body{margin:0;background:white}"
                    f"svg{{display:block}}</style></head><body>{divs}</body></html>")
    png = folder / "shot.png"
    browser([exe, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
             "--force-device-scale-factor=1", f"--user-data-dir={folder / 'profile'}",
             f"--window-size={PAGE[0]},{PAGE[1]}", f"--screenshot={png}", page.as_uri()],
            check=True)
    return read_png(png.read_bytes()), svgs


def page_px(svgs, name, world):
    """Where a world point of picture ``name`` lands on the page."""
    import xml.etree.ElementTree as ET

    sx, _, _, sy, tx, ty = map(float, ET.fromstring(svgs[name]).get("data-transform").split())
    x0, y0 = PLACES[name]
    return int(round(x0 + sx * world[0] + tx)), int(round(y0 + sy * world[1] + ty))


def inked(pixel):
    """The stroke's blue, perhaps blended with white or the fill at an anti-aliased edge:
    much bluer than red (the stroke 149, the fill only 23)."""
    return int(pixel[2]) - int(pixel[0]) >= 60


def near(pixel, colour, tol=12):
    return bool(np.all(np.abs(pixel.astype(int) - colour) <= tol))


def test_the_box_is_filled_inside_outlined_at_its_edge_and_white_outside(screenshot):
    image, svgs = screenshot
    assert image.shape[:2] == (PAGE[1], PAGE[0])
    x, y = page_px(svgs, "box", (0.5, 0.3))
    assert near(image[y, x], FILL)
    x, y = page_px(svgs, "box", (2, 0))  # the right edge: the stroke (anti-aliased)
    assert any(inked(image[y, x + d]) for d in (-1, 0, 1))
    x, y = page_px(svgs, "box", (0, 1.2))  # just above the top edge (world y up)
    assert near(image[y - 3, x], np.array([255, 255, 255]), 3)


def test_the_capsule_ends_are_half_circles_bulging_outwards(screenshot):
    image, svgs = screenshot
    for end, out in (((4, 0), 1), ((0, 0), -1)):
        x, y = page_px(svgs, "capsule", (end[0] + out * 0.8, 0))  # inside the round end
        assert near(image[y, x], FILL)
        # the corner the arc cuts off: in the core's bounding box, outside the circle
        x, y = page_px(svgs, "capsule", (end[0] + out * 0.8, 0.8))
        assert near(image[y, x], np.array([255, 255, 255]), 3)


def test_a_box_at_two_to_the_199_is_drawn_like_any_other(screenshot):
    image, svgs = screenshot
    c = 2.0 ** 199
    x, y = page_px(svgs, "huge", (c + 2.0 ** 197, c - 2.0 ** 197))
    assert near(image[y, x], FILL)


def test_the_normal_is_green_from_the_contact_along_the_normal(screenshot):
    image, svgs = screenshot
    hit = PICTURES["hit"]
    x, y = page_px(svgs, "hit", hit.pos)
    # 12 pixels along the normal (screen y down: world y flipped), on the shaft
    nx, ny = hit.normal.x, -hit.normal.y
    px, py = int(round(x + 12 * nx)), int(round(y + 12 * ny))
    patch = image[py - 1:py + 2, px - 1:px + 2].reshape(-1, 3)
    assert any(near(p, GREEN, 40) for p in patch)
