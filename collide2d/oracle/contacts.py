"""The contact manifold of any two shapes: a normal and up to two contact points.

The pure-Python twin of ``src/core/narrow/contacts.h``, the C core's floating-point
operations in the C core's order. Every shape is a convex core grown by a radius
(:mod:`.distance`). The separating axis of the cores decides the kind of contact, as in
Box2D's ``b2ClipPolygons`` and cute_c2's manifolds:

* face contact: the axis is a face of one core (the reference face, outward normal
  ``n`` toward the other core) and the other core has an edge (the incident edge: a
  segment core's segment, else the face whose normal is most against ``n``, the first of
  equals). The incident edge is clipped to the reference face's band; each end of what
  is left is a contact point with separation ``dot(w - p, n) - ra - rb``, placed midway
  between the two surfaces;
* point contact otherwise (or when no clipped point is closer than the margin): one
  point, midway between the distance's two points, the distance its separation.

A point is kept when its separation is below ``margin`` (strictly). No point: count 0,
the normal the distance's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from .base import Vec, check_size
from .distance import core_axis, distance_on_axis_near, rounded
from .rescale import rescale, unscaled
from .polygon import Polygon, _dot, _face, _face_normal, _min, _sub


class Manifold(NamedTuple):
    normal: Vec
    points: tuple[Vec, ...]
    separations: tuple[float, ...]


def _keep(points: list, seps: list, w: Vec, core_sep: float, n: Vec, r_ref: float,
          r_inc: float, margin: float) -> None:
    """``c2d_contact_keep``."""
    sep = core_sep - (r_ref + r_inc)
    if not sep < margin:
        return
    half = 0.5 * ((r_ref - r_inc) - core_sep)
    pos = ((w[0] + n[0] * half) + 0.0, (w[1] + n[1] * half) + 0.0)
    if len(points) == 1 and pos[0] == points[0][0] and pos[1] == points[0][1]:
        seps[0] = _min(seps[0], sep + 0.0)  # two ends rounding to one point: the deeper
        return
    points.append(pos)
    seps.append(sep + 0.0)


def _incident_edge(inc: Polygon, n: Vec) -> tuple[Vec, Vec]:
    """``c2d_incident_edge``: of the two faces at the deepest vertex along ``n`` (the
    first of equals), the one whose normal is most against ``n`` (the first of the two
    counter-clockwise from vertex 0 on a tie)."""
    if len(inc) == 2:
        return inc[0], inc[1]
    at, low = 0, _dot(n, inc[0])
    for k in range(1, len(inc)):
        s = _dot(n, inc[k])
        if s < low:
            at, low = k, s
    best, edge = math.inf, (inc[at], inc[at])  # no face at all (a tiny box): its point
    for k in ((0, len(inc) - 1) if at == 0 else (at - 1, at)):
        p, q = _face(inc, k)
        if p[0] == q[0] and p[1] == q[1]:
            continue
        d = _dot(_face_normal(p, q), n)
        if d < best:
            best, edge = d, (p, q)
    return edge


def _along(p: Vec, d: Vec, t: float) -> Vec:
    return (p[0] + t * d[0], p[1] + t * d[1])


def _clip(points: list, seps: list, p: Vec, q: Vec, n: Vec, inc: Polygon, r_ref: float,
          r_inc: float, margin: float) -> None:
    """``c2d_clip_contacts``."""
    v1, v2 = _incident_edge(inc, n)
    t = _sub(q, p)
    len2 = _dot(t, t)
    u1, u2 = _dot(_sub(v1, p), t), _dot(_sub(v2, p), t)
    if u1 > u2:
        v1, v2, u1, u2 = v2, v1, u2, u1
    if u2 < 0 or u1 > len2:
        return
    d = _sub(v2, v1)
    w1 = _along(v1, d, (0.0 - u1) / (u2 - u1)) if u1 < 0 else v1
    w2 = _along(v1, d, (len2 - u1) / (u2 - u1)) if u2 > len2 else v2
    _keep(points, seps, w1, _dot(_sub(w1, p), n), n, r_ref, r_inc, margin)
    if not (w2[0] == w1[0] and w2[1] == w1[1]):
        _keep(points, seps, w2, _dot(_sub(w2, p), n), n, r_ref, r_inc, margin)


def contacts_rounded(a: Polygon, ra: float, b: Polygon, rb: float,
                     margin: float) -> Manifold:
    """``c2d_contacts_rounded``: cores ``a`` and ``b`` (counter-clockwise from vertex 0)
    grown by ``ra`` and ``rb``; tiny shapes, margin included, in a scaled frame
    (:func:`.rescale.rescale`)."""
    k, a, ra, b, rb = rescale(a, ra, b, rb, margin)
    m = _contacts_at_scale(a, ra, b, rb, math.ldexp(margin, k))
    if k == 0:
        return m
    return Manifold(m.normal, tuple((unscaled(x, k), unscaled(y, k)) for x, y in m.points),
                    tuple(unscaled(s, k) for s in m.separations))


def _contacts_at_scale(a: Polygon, ra: float, b: Polygon, rb: float,
                       margin: float) -> Manifold:
    best = core_axis(a, b)
    d, near = distance_on_axis_near(a, ra, b, rb, best)
    if not d.distance < margin:
        return Manifold(d.normal, (), ())
    points: list = []
    seps: list = []
    face = best.any and not (best.p[0] == best.q[0] and best.p[1] == best.q[1])
    if best.sep > 0 and not (face and d.normal == best.normal):
        # Cores apart, the distance not along the axis's face: a vertex over an edge's
        # inside makes that edge the reference face (counter-clockwise around its core);
        # two corners at a slant touch at one point.
        face = near.over and not near.touching  # touching: the edge's side is the rounding's
        if face:
            best.p, best.q = (near.q, near.p) if near.turned else (near.p, near.q)
            best.of_b, best.normal = near.edge_of_b, d.normal
    if face and not best.of_b and len(b) >= 2:
        _clip(points, seps, best.p, best.q, best.normal, b, ra, rb, margin)
        if points:  # the separations are measured along the face's normal
            return Manifold(best.normal, tuple(points), tuple(seps))
    elif face and best.of_b and len(a) >= 2:
        n = (0.0 - best.normal[0], 0.0 - best.normal[1])
        _clip(points, seps, best.p, best.q, n, a, rb, ra, margin)
        if points:
            return Manifold(best.normal, tuple(points), tuple(seps))
    mid = ((0.5 * (d.point_a[0] + d.point_b[0])) + 0.0,
           (0.5 * (d.point_a[1] + d.point_b[1])) + 0.0)
    return Manifold(d.normal, (mid,), (d.distance,))


def contacts(kind_a: str, a: Sequence, kind_b: str, b: Sequence,
             margin: float = 0.0) -> Manifold:
    """The contact manifold of shape ``a`` of ``kind_a`` with ``b`` of ``kind_b`` (the
    kinds and rows of :func:`.distance.distance`), keeping points whose separation is
    below ``margin`` (a number >= 0). The C core's ``c2d_contacts_<a>_<b>``."""
    check_size(margin, "margin")
    core_a, ra = rounded(kind_a, a)
    core_b, rb = rounded(kind_b, b)
    return contacts_rounded(core_a, ra, core_b, rb, margin)
