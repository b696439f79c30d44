/* xq-model-types.h: boxed engine values for properties, board marks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "xq-rules.h"

G_BEGIN_DECLS

/* XqPosition as a boxed type, for properties ("position") and signals. */
#define XQ_TYPE_POSITION (xq_position_get_type ())
GType       xq_position_get_type (void) G_GNUC_CONST;

XqPosition *xq_position_copy (const XqPosition *pos) G_GNUC_WARN_UNUSED_RESULT;
void        xq_position_free (XqPosition *pos);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqPosition, xq_position_free)

/* What a mark on the board shows; the board view picks the colour by kind. */
typedef enum {
  XQ_MARK_ATTACK,    /* arrow from an attacker to its target */
  XQ_MARK_DEFEND,    /* arrow from a defender to the piece it protects */
  XQ_MARK_HIDDEN,    /* arrow from a hidden (暗根) or false (假根) protector */
  XQ_MARK_TARGET,    /* ring around a piece under attack */
  XQ_MARK_SAFE,      /* ring around a piece that is protected */
  XQ_MARK_MOVE,      /* arrow of a move (a cycle's moves, a hint) */
  XQ_MARK_HIGHLIGHT, /* square tint */
  XQ_MARK_PROBLEM    /* ring around a piece a set-up problem is about */
} XqMarkKind;

typedef struct
{
  XqMarkKind kind;
  XqSquare   from; /* XQ_SQUARE_NONE for rings and tints */
  XqSquare   to;
} XqMark;

/* A reference-counted array of XqMark (a GArray), for the board view's "marks" property. */
#define XQ_TYPE_MARKS (xq_marks_get_type ())
GType   xq_marks_get_type (void) G_GNUC_CONST;

GArray *xq_marks_new (void) G_GNUC_WARN_UNUSED_RESULT;
void    xq_marks_add (GArray    *marks,
                      XqMarkKind kind,
                      XqSquare   from,
                      XqSquare   to);

/* "捉 chase" in English; in Chinese the name already is (or contains) the term: "捉", "闲着". */
char *xq_term_with_name (const char *term,
                         const char *name) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
