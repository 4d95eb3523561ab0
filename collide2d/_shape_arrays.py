"""The array twins of the shapes: AABBArray, CircleArray, SegmentArray, OBBArray,
CapsuleArray.

An array twin wraps a numpy array of rows (the layouts of DESIGN.md section 2)
without copying, and mirrors the methods of its scalar type over all rows at
once, with one row broadcast against N. The row-wise tests are made from the
kernel list (collide2d/_kernels.py, src/core/kernels/kernel_list.h); the C kernels
validate every row and raise ``ValueError`` naming the argument and the row.
Written here by hand: constructors, views, indexing, and the methods that do
more than one kernel call (``intersection``, ``line_points``).
"""

from ._aabb_array import AABBArray
from ._capsule_array import CapsuleArray
from ._circle_array import CircleArray
from ._obb_array import OBBArray
from ._segment_array import SegmentArray

__all__ = ["AABBArray", "CircleArray", "SegmentArray", "OBBArray", "CapsuleArray"]
