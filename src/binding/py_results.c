// collide2d binding: the result types Hit and Sweep (noonat/intersect's vocabulary).
// Immutable; they hold raw doubles and make Vec2 objects only when asked.
#include "py_common.h"
#include "py_value_type.h"

#define HIT(o) ((HitObject *)(o))
#define SWEEP(o) ((SweepObject *)(o))

/// == / != of two records whose doubles compared `doubles_equal`: equal when
/// their objects (the collider, the hit) are equal too.
static PyObject *equal_with(bool doubles_equal, PyObject *a, PyObject *b, int op) {
    bool eq = doubles_equal;
    if (eq) {
        int same = PyObject_RichCompareBool(a, b, Py_EQ);
        if (same < 0) return NULL;
        eq = same;
    }
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

// ---- Hit -------------------------------------------------------------------

// What a Hit or Sweep made by hand may hold: what the library itself returns
// (finite vectors, a time in [0, 1]), so a hand-made result cannot carry NaN
// into code that trusts results.
static int parse_finite_pair(c2d_state *st, PyObject *obj, const char *func, const char *arg,
                             c2d_vec2 *out) {
    if (c2d_parse_pair(st, obj, func, arg, out) < 0) return -1;
    double bad = isfinite(out->x) ? out->y : out->x;
    if (isfinite(out->x) && isfinite(out->y)) return 0;
    c2d_raise_value(PyExc_ValueError, func, arg, "has a value that is not finite", bad);
    return -1;
}

static int parse_time(PyObject *obj, const char *func, double *out) {
    if (c2d_parse_real(obj, func, "time", out) < 0) return -1;
    if (*out >= 0.0 && *out <= 1.0) return 0;
    c2d_raise_value(PyExc_ValueError, func, "time", "must be in [0, 1]", *out);
    return -1;
}

static PyObject *hit_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"collider", "pos", "delta", "normal", "time", NULL};
    PyObject *collider, *pos, *delta, *normal, *time;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOOO:Hit", kwlist, &collider, &pos, &delta,
                                     &normal, &time))
        return NULL;
    c2d_state *st = c2d_state_of_type(type);
    c2d_hit h = {{0, 0}, {0, 0}, {0, 0}, 0.0, 0, true};
    if (parse_finite_pair(st, pos, "Hit", "pos", &h.pos) < 0 ||
        parse_finite_pair(st, delta, "Hit", "delta", &h.delta) < 0 ||
        parse_finite_pair(st, normal, "Hit", "normal", &h.normal) < 0 ||
        parse_time(time, "Hit", &h.time) < 0)
        return NULL;
    return c2d_new_hit(st, collider, &h);
}

static PyObject *hit_fields(PyObject *self) {
    HitObject *h = HIT(self);
    return Py_BuildValue("(O(dd)(dd)(dd)d)", h->collider, h->pos.x, h->pos.y, h->delta.x,
                         h->delta.y, h->normal.x, h->normal.y, h->time);
}

static PyGetSetDef hit_getset[] = {
    C2D_GET("collider", object, HitObject, collider,
            "The shape that was hit: the receiver of the test (scalar API) or its row index "
            "(array results)."),
    C2D_GET("pos", vec2, HitObject, pos, "The contact point (Vec2)."),
    C2D_GET("delta", vec2, HitObject, delta,
            "Static tests: the displacement that moves the other shape out of the collider. "
            "Segments and sweeps: (1 - time) * -delta (Vec2)."),
    C2D_GET("normal", vec2, HitObject, normal,
            "Unit normal of the collider's surface at the contact, toward the other shape "
            "(Vec2)."),
    C2D_GET("time", double, HitObject, time,
            "0 for static tests; the fraction of the motion otherwise."),
    {NULL},
};

C2D_RECORD_TYPE(hit, HitObject, collider, "Hit")

// Final type: its dealloc slot identifies it without a lookup.
static inline bool is_hit(PyObject *o) { return Py_TYPE(o)->tp_dealloc == hit_dealloc; }

// pos, delta, normal and time are 7 doubles in a row, compared as one run.
_Static_assert(offsetof(HitObject, time) == offsetof(HitObject, pos) + 6 * sizeof(double),
               "HitObject: pos, delta, normal, time must be contiguous doubles");

static PyObject *hit_richcompare(PyObject *self, PyObject *other, int op) {
    if ((op != Py_EQ && op != Py_NE) || !is_hit(other)) Py_RETURN_NOTIMPLEMENTED;
    return equal_with(c2d_doubles_equal(self, other, offsetof(HitObject, pos), 7),
                      HIT(self)->collider, HIT(other)->collider, op);
}

static PyMethodDef hit_methods[] = {C2D_REDUCE_METHOD(hit), C2D_REPR_SVG_METHOD, {NULL}};

C2D_TYPE_SPEC(hit, RECORD, "collide2d.Hit", HitObject, Py_TPFLAGS_HAVE_GC, C2D_NO_SLOTS,
              "Hit(collider, pos, delta, normal, time)\n--\n\n"
              "The contact found by an intersection test, cast or sweep (noonat/intersect).")

// ---- Sweep -----------------------------------------------------------------

static PyObject *sweep_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"hit", "pos", "time", "started_overlapping", NULL};
    PyObject *hit, *pos, *time_obj;
    double time;
    int started = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOO|p:Sweep", kwlist, &hit, &pos, &time_obj,
                                     &started))
        return NULL;
    c2d_state *st = c2d_state_of_type(type);
    if (hit != Py_None && !Py_IS_TYPE(hit, st->hit_type)) {
        PyErr_Format(PyExc_TypeError, "Sweep(): 'hit' must be a Hit or None, not %.100s",
                     Py_TYPE(hit)->tp_name);
        return NULL;
    }
    c2d_vec2 end;
    if (parse_finite_pair(st, pos, "Sweep", "pos", &end) < 0 ||
        parse_time(time_obj, "Sweep", &time) < 0)
        return NULL;
    // Nothing hit: the whole motion happens and nothing was overlapping.
    if (hit == Py_None && (time != 1.0 || started)) {
        PyErr_SetString(PyExc_ValueError,
                        "Sweep(): with no hit, 'time' must be 1.0 and 'started_overlapping' False");
        return NULL;
    }
    SweepObject *o = (SweepObject *)c2d_record_alloc(st, C2D_FREE_sweep, type);
    if (o == NULL) return NULL;
    o->hit = Py_NewRef(hit);
    o->pos = end;
    o->time = time;
    o->started_overlapping = started;
    PyObject_GC_Track(o);
    return (PyObject *)o;
}

static PyObject *sweep_fields(PyObject *self) {
    SweepObject *s = SWEEP(self);
    return Py_BuildValue("(O(dd)dO)", s->hit, s->pos.x, s->pos.y, s->time,
                         s->started_overlapping ? Py_True : Py_False);
}

static PyObject *sweep_get_started(PyObject *self, void *c) {
    return PyBool_FromLong(SWEEP(self)->started_overlapping);
}

static PyGetSetDef sweep_getset[] = {
    C2D_GET("hit", object, SweepObject, hit, "The Hit of the nearest contact, or None."),
    C2D_GET("pos", vec2, SweepObject, pos,
            "Where the moving shape ends: start + delta * time (Vec2)."),
    C2D_GET("time", double, SweepObject, time,
            "Fraction of the motion done, in [0, 1]; 1 when nothing is hit."),
    {"started_overlapping", sweep_get_started, NULL,
     "True if the shapes' interiors overlapped at the start (stuck), False if the "
     "contact was met along the way (blocked) or there was none.",
     NULL},
    {NULL},
};

C2D_RECORD_TYPE(sweep, SweepObject, hit, "Sweep")

static inline bool is_sweep(PyObject *o) { return Py_TYPE(o)->tp_dealloc == sweep_dealloc; }

// pos and time are 3 doubles in a row, compared as one run.
_Static_assert(offsetof(SweepObject, time) == offsetof(SweepObject, pos) + 2 * sizeof(double),
               "SweepObject: pos, time must be contiguous doubles");

static PyObject *sweep_richcompare(PyObject *self, PyObject *other, int op) {
    if ((op != Py_EQ && op != Py_NE) || !is_sweep(other)) Py_RETURN_NOTIMPLEMENTED;
    SweepObject *a = SWEEP(self), *b = SWEEP(other);
    bool eq = c2d_doubles_equal(self, other, offsetof(SweepObject, pos), 3) &&
              a->started_overlapping == b->started_overlapping;
    return equal_with(eq, a->hit, b->hit, op);
}

static PyMethodDef sweep_methods[] = {C2D_REDUCE_METHOD(sweep), C2D_REPR_SVG_METHOD, {NULL}};

C2D_TYPE_SPEC(sweep, RECORD, "collide2d.Sweep", SweepObject, Py_TPFLAGS_HAVE_GC, C2D_NO_SLOTS,
              "Sweep(hit, pos, time, started_overlapping=False)\n--\n\n"
              "The result of moving a shape through others (noonat/intersect).")
