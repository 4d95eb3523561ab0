// collide2d binding: the docstrings of the scalar query methods made from the
// kernel list (py_queries.c), one per line of src/core/kernels/kernel_list.h whose result
// is a hit, a mask, a sweep or an interval. The first line is the text
// signature: ($self, <arguments>) with the names py_queries.c gives them
// (tests/test_kernel_list.py checks that they agree). One file per topic,
// gathered here in the order each shared body is defined before its use.
#ifndef C2D_QUERY_DOCS_H
#define C2D_QUERY_DOCS_H

#include "query_docs_boxes_circles.h"
#include "query_docs_obb.h"
#include "query_docs_capsule.h"
#include "query_docs_polygon.h"
#include "query_docs_distance.h"
#include "query_docs_contacts.h"
#include "query_docs_motion.h"

#endif
