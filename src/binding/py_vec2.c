// collide2d binding: Vec2, an immutable 2D vector that behaves like a pair.
#include "py_common.h"
#include "py_value_type.h"

#define VEC(o) (((Vec2Object *)(o))->v)

// Compared and hashed like the pair (x, y): its own richcompare below.
C2D_VALUE_TYPE(vec2, Vec2Object, c2d_vec2, v, "Vec2(%U, %U)", "(dd)")

static PyObject *vec2_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"x", "y", NULL};
    PyObject *ox, *oy;
    double x, y;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO:Vec2", kwlist, &ox, &oy) ||
        c2d_parse_real(ox, "Vec2", "x", &x) < 0 || c2d_parse_real(oy, "Vec2", "y", &y) < 0)
        return NULL;
    return vec2_alloc(type, c2d_v2(x, y));
}

// Our heap type is final, so its dealloc slot identifies it without a lookup.
static inline bool is_vec2(PyObject *o) { return Py_TYPE(o)->tp_dealloc == vec2_dealloc; }

// Equal to another Vec2 or to a tuple/list pair with the same values, and
// hashed like the tuple (x, y), so Vec2(1, 2) and (1.0, 2.0) are one dict key.
static PyObject *vec2_richcompare(PyObject *self, PyObject *other, int op) {
    if (op != Py_EQ && op != Py_NE) Py_RETURN_NOTIMPLEMENTED;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 o;
    if (is_vec2(other)) {
        o = VEC(other);
    } else if (PyTuple_Check(other) || PyList_Check(other)) {
        if (c2d_parse_pair(st, other, "Vec2.__eq__", "other", &o) < 0) {
            if (!PyErr_ExceptionMatches(PyExc_TypeError) && !PyErr_ExceptionMatches(PyExc_ValueError))
                return NULL; // raised by the operand's own code
            PyErr_Clear();
            Py_RETURN_NOTIMPLEMENTED;
        }
    } else {
        Py_RETURN_NOTIMPLEMENTED;
    }
    bool eq = VEC(self).x == o.x && VEC(self).y == o.y;
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static Py_ssize_t vec2_length(PyObject *self) { return 2; }

static PyObject *vec2_item(PyObject *self, Py_ssize_t i) {
    if (i == 0) return PyFloat_FromDouble(VEC(self).x);
    if (i == 1) return PyFloat_FromDouble(VEC(self).y);
    PyErr_SetString(PyExc_IndexError, "Vec2 index out of range");
    return NULL;
}

// ---- arithmetic ------------------------------------------------------------

// Read both operands of a binary operator, one of which is a Vec2. Returns
// the state, or NULL: without an exception when the other operand is not a
// pair, with one when reading it raised something else.
static c2d_state *operands(PyObject *a, PyObject *b, c2d_vec2 *u, c2d_vec2 *v) {
    c2d_state *st = c2d_state_of_type(Py_TYPE(is_vec2(a) ? a : b));
    if (c2d_parse_pair(st, a, "Vec2", "left operand", u) < 0 ||
        c2d_parse_pair(st, b, "Vec2", "right operand", v) < 0) {
        // Not a pair: NotImplemented. A pair holding a number beyond float64
        // (ValueError), and an error from the operand's own code (its
        // __float__, __iter__), pass through.
        PyObject *other = is_vec2(a) ? b : a;
        bool pair = PyTuple_Check(other)  ? PyTuple_GET_SIZE(other) == 2
                    : PyList_Check(other) ? PyList_GET_SIZE(other) == 2
                                          : false;
        if (PyErr_ExceptionMatches(PyExc_TypeError) ||
            (PyErr_ExceptionMatches(PyExc_ValueError) && !pair))
            PyErr_Clear();
        return NULL;
    }
    return st;
}

static PyObject *vec2_add(PyObject *a, PyObject *b) {
    c2d_vec2 u, v;
    c2d_state *st = operands(a, b, &u, &v);
    if (st == NULL) return PyErr_Occurred() ? NULL : Py_NewRef(Py_NotImplemented);
    return c2d_new_vec2(st, c2d_v2(u.x + v.x, u.y + v.y));
}

static PyObject *vec2_subtract(PyObject *a, PyObject *b) {
    c2d_vec2 u, v;
    c2d_state *st = operands(a, b, &u, &v);
    if (st == NULL) return PyErr_Occurred() ? NULL : Py_NewRef(Py_NotImplemented);
    return c2d_new_vec2(st, c2d_v2(u.x - v.x, u.y - v.y));
}

// A real scalar to scale by: int, float, or a numpy scalar such as float32
// (it has __float__ and is no sequence). Arrays and sequences are left to
// their own operators (NotImplemented), so Vec2 * array stays numpy's.
static bool is_scale(PyObject *o) {
    if (PyFloat_Check(o) || PyLong_Check(o)) return true;
    if (PyComplex_Check(o) || PySequence_Check(o)) return false;
    PyNumberMethods *nb = Py_TYPE(o)->tp_as_number;
    return nb != NULL && nb->nb_float != NULL;
}

// Vec2 * number and number * Vec2 (no dot product: use numpy for that).
static PyObject *vec2_multiply(PyObject *a, PyObject *b) {
    PyObject *vec = is_vec2(a) ? a : b, *num = is_vec2(a) ? b : a;
    if (is_vec2(num) || !is_scale(num)) Py_RETURN_NOTIMPLEMENTED;
    double k = 0.0;
    if (c2d_parse_real(num, "Vec2.__mul__", "other", &k) < 0) return NULL;
    c2d_vec2 v = VEC(vec);
    return c2d_new_vec2(c2d_state_of_type(Py_TYPE(vec)), c2d_v2(v.x * k, v.y * k));
}

static PyObject *vec2_true_divide(PyObject *a, PyObject *b) {
    if (!is_vec2(a) || !is_scale(b)) Py_RETURN_NOTIMPLEMENTED;
    double k = 0.0;
    if (c2d_parse_real(b, "Vec2.__truediv__", "other", &k) < 0) return NULL;
    if (k == 0) {
        PyErr_SetString(PyExc_ZeroDivisionError, "Vec2 division by zero");
        return NULL;
    }
    c2d_vec2 v = VEC(a);
    return c2d_new_vec2(c2d_state_of_type(Py_TYPE(a)), c2d_v2(v.x / k, v.y / k));
}

static PyObject *vec2_negative(PyObject *self) {
    c2d_vec2 v = VEC(self);
    return c2d_new_vec2(c2d_state_of_type(Py_TYPE(self)), c2d_v2(-v.x, -v.y));
}

static PyObject *vec2_absolute(PyObject *self) {
    return PyFloat_FromDouble(hypot(VEC(self).x, VEC(self).y));
}

static int vec2_bool(PyObject *self) { return VEC(self).x != 0 || VEC(self).y != 0; }

// ---- attributes ------------------------------------------------------------

static PyGetSetDef vec2_getset[] = {
    C2D_GET("x", double, Vec2Object, v.x, "The x coordinate."),
    C2D_GET("y", double, Vec2Object, v.y, "The y coordinate."),
    {NULL},
};

C2D_REDUCE_ONLY_METHODS(vec2)

// Unpacking, indexing and arithmetic.
#define VEC2_SLOTS                                                                          \
    {Py_sq_length, vec2_length}, {Py_sq_item, vec2_item}, {Py_nb_add, vec2_add},            \
        {Py_nb_subtract, vec2_subtract}, {Py_nb_multiply, vec2_multiply},                   \
        {Py_nb_true_divide, vec2_true_divide}, {Py_nb_negative, vec2_negative},             \
        {Py_nb_absolute, vec2_absolute}, {Py_nb_bool, vec2_bool},

C2D_TYPE_SPEC(vec2, VALUE, "collide2d.Vec2", Vec2Object, 0, VEC2_SLOTS,
              "Vec2(x, y)\n--\n\n"
              "An immutable 2D vector or point of two floats.\n\n"
              "Unpacks like a tuple (``x, y = v``), compares equal to a Vec2 or a\n"
              "tuple/list pair with the same values and hashes like ``(x, y)``.\n"
              "Supports ``+``/``-`` with pairs, ``*``/``/`` by a number, unary ``-``\n"
              "and ``abs()`` (the length). ``numpy.asarray(v)`` is a (2,) float64 view.")
