/* xq-piece-set.h: piece drawings (SVG from GResource) and their textures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-drawing-node.h"
#include "xq-rules.h"

G_BEGIN_DECLS

#define XQ_PIECE_SET_ERROR (xq_piece_set_error_quark ())
GQuark xq_piece_set_error_quark (void);

typedef enum {
  XQ_PIECE_SET_ERROR_UNKNOWN, /* no set of that name */
  XQ_PIECE_SET_ERROR_BROKEN,  /* a drawing of the set cannot be read */
} XqPieceSetError;

#define XQ_TYPE_PIECE_SET (xq_piece_set_get_type ())

G_DECLARE_FINAL_TYPE (XqPieceSet, xq_piece_set, XQ, PIECE_SET, GObject)

/* The names of the sets shipped ("traditional", "modern"), NULL-terminated. */
const char *const *xq_piece_set_get_names (void);

XqPieceSet        *xq_piece_set_lookup (const char *name,
                                        GError    **error);
const char        *xq_piece_set_get_name (XqPieceSet *self);
/* The drawing of @piece at @pixel_size device pixels, rendered once and kept (see xq_snapshot_append_drawing()). */
XqDrawing *xq_piece_set_get_drawing (XqPieceSet *self,
                                     XqPiece     piece,
                                     int         pixel_size);
/* Draws @piece as vectors into @cr, centred on (@x, @y), @size wide (for PDF, SVG, print). */
void xq_piece_set_render (XqPieceSet *self,
                          cairo_t    *cr,
                          XqPiece     piece,
                          double      x,
                          double      y,
                          double      size);

G_END_DECLS
