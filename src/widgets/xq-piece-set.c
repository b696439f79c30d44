/* xq-piece-set.c: piece drawings (SVG from GResource) and their textures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-piece-set"

#include "config.h"

#include "xq-piece-set.h"

#include <librsvg/rsvg.h>

#define RESOURCE_PATH "/io/github/qili/Qili/pieces/"

/* How many sizes of textures are kept per piece (the board and a dragged or exported piece). */
#define N_CACHED_SIZES 3

typedef struct
{
  int        pixel_size;
  XqDrawing *drawing;
} CachedDrawing;

struct _XqPieceSet
{
  GObject     parent_instance;

  char       *name;
  GBytes     *svgs[XQ_N_PIECES];
  guint       hashes[XQ_N_PIECES];  /* of the SVG text, for the drawings kept on disk */
  int         stored_size;          /* the size of the drawings kept on disk */
  RsvgHandle *handles[XQ_N_PIECES]; /* parsed when first drawn: a start-up that finds the
                                     * drawings on disk never parses a piece */
  CachedDrawing cache[XQ_N_PIECES][N_CACHED_SIZES];
  guint         next_slot[XQ_N_PIECES];
};

G_DEFINE_FINAL_TYPE (XqPieceSet, xq_piece_set, G_TYPE_OBJECT)
G_DEFINE_QUARK (xq - piece - set - error - quark, xq_piece_set_error)

static const char *const set_names[] = { "traditional", "modern", NULL };

static const char *const kind_names[XQ_N_KINDS] = {
  NULL,
  "king",
  "advisor",
  "elephant",
  "horse",
  "rook",
  "cannon",
  "pawn",
};

static void
xq_piece_set_finalize (GObject *object)
{
  XqPieceSet *self = XQ_PIECE_SET (object);

  for (guint p = 0; p < XQ_N_PIECES; p++)
    {
      g_clear_object (&self->handles[p]);
      g_clear_pointer (&self->svgs[p], g_bytes_unref);
      for (guint i = 0; i < N_CACHED_SIZES; i++)
        g_clear_pointer (&self->cache[p][i].drawing, xq_drawing_free);
    }
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (xq_piece_set_parent_class)->finalize (object);
}

static void
xq_piece_set_class_init (XqPieceSetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = xq_piece_set_finalize;
}

static void
xq_piece_set_init (XqPieceSet *self)
{
}

static XqPieceSet *
load (const char *name,
      GError    **error)
{
  g_autoptr (XqPieceSet) self = g_object_new (XQ_TYPE_PIECE_SET, NULL);

  self->name = g_strdup (name);
  for (int c = XQ_RED; c <= XQ_BLACK; c++)
    for (XqKind k = XQ_KING; k <= XQ_PAWN; k++)
      {
        XqPiece          piece = xq_piece_make ((XqColor) c, k);
        g_autofree char *path = g_strdup_printf (RESOURCE_PATH "%s/%s-%s.svg", name, c == XQ_RED ? "red" : "black",
                                                 kind_names[k]);

        self->svgs[piece] = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
        if (self->svgs[piece] == NULL)
          {
            g_set_error (error, XQ_PIECE_SET_ERROR, XQ_PIECE_SET_ERROR_UNKNOWN, "No piece set “%s” (missing %s)",
                         name, path);
            return NULL;
          }
        self->hashes[piece] = g_bytes_hash (self->svgs[piece]);
      }
  return g_steal_pointer (&self);
}

/* The parsed SVG of @piece, or NULL (and a debug message) if it does not parse. */
static RsvgHandle *
handle (XqPieceSet *self,
        XqPiece     piece)
{
  g_autoptr (GError) error = NULL;
  gsize              size;
  const void        *data;

  if (self->handles[piece] != NULL)
    return self->handles[piece];
  data = g_bytes_get_data (self->svgs[piece], &size);
  self->handles[piece] = rsvg_handle_new_from_data (data, size, &error);
  if (self->handles[piece] == NULL)
    g_debug ("Piece set “%s”: a piece does not parse: %s", self->name, error->message);
  return self->handles[piece];
}

const char *const *
xq_piece_set_get_names (void)
{
  return set_names;
}

/**
 * xq_piece_set_lookup:
 * @name: a name from xq_piece_set_get_names()
 *
 * Loads the set on first use and keeps it for the life of the process.
 *
 * Returns: (transfer none) (nullable): the set, or %NULL with @error set
 */
XqPieceSet *
xq_piece_set_lookup (const char *name,
                     GError    **error)
{
  static GHashTable *sets;
  XqPieceSet        *set;

  g_return_val_if_fail (name != NULL, NULL);

  if (sets == NULL)
    sets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  set = g_hash_table_lookup (sets, name);
  if (set != NULL)
    return set;
  set = load (name, error);
  if (set != NULL)
    g_hash_table_insert (sets, g_strdup (name), set);
  return set;
}

const char *
xq_piece_set_get_name (XqPieceSet *self)
{
  g_return_val_if_fail (XQ_IS_PIECE_SET (self), NULL);

  return self->name;
}

typedef struct
{
  XqPieceSet *set;
  XqPiece     piece;
  int         size;
} PieceDrawing;

static void
draw_piece (cairo_t *cr,
            gpointer user_data)
{
  PieceDrawing      *drawing = user_data;
  RsvgRectangle      viewport = { 0, 0, drawing->size, drawing->size };
  RsvgHandle        *svg = handle (drawing->set, drawing->piece);
  g_autoptr (GError) error = NULL;

  if (svg != NULL && !rsvg_handle_render_document (svg, cr, &viewport, &error))
    g_debug ("Cannot render a piece: %s", error->message);
}

static XqDrawing *
render_drawing (XqPieceSet *self,
                XqPiece     piece,
                int         pixel_size)
{
  PieceDrawing     drawing = { self, piece, pixel_size };
  g_autofree char *key = g_strdup_printf ("piece-%s-%d-%08x-rsvg%d.%d.%d", self->name, (int) piece, self->hashes[piece],
                                          LIBRSVG_MAJOR_VERSION, LIBRSVG_MINOR_VERSION, LIBRSVG_MICRO_VERSION);

  /* The first size drawn is kept on disk (the board's at start-up), not every size of a resize */
  if (self->stored_size == 0)
    self->stored_size = pixel_size;
  return xq_drawing_new_cached (key, self->stored_size == pixel_size, pixel_size, pixel_size, draw_piece, &drawing);
}

/**
 * xq_piece_set_get_drawing:
 * @pixel_size: width and height in device pixels
 *
 * Returns: (transfer none): the drawing; valid while the set lives (for the process)
 */
XqDrawing *
xq_piece_set_get_drawing (XqPieceSet *self,
                          XqPiece     piece,
                          int         pixel_size)
{
  CachedDrawing *slots;
  CachedDrawing *slot;

  g_return_val_if_fail (XQ_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (xq_piece_is_valid (piece), NULL);

  pixel_size = CLAMP (pixel_size, 1, 2048);
  slots = self->cache[piece];
  for (guint i = 0; i < N_CACHED_SIZES; i++)
    if (slots[i].drawing != NULL && slots[i].pixel_size == pixel_size)
      return slots[i].drawing;

  slot = &slots[self->next_slot[piece]];
  self->next_slot[piece] = (self->next_slot[piece] + 1) % N_CACHED_SIZES;
  g_clear_pointer (&slot->drawing, xq_drawing_free);
  slot->drawing = render_drawing (self, piece, pixel_size);
  slot->pixel_size = pixel_size;
  return slot->drawing;
}

void
xq_piece_set_render (XqPieceSet *self,
                     cairo_t    *cr,
                     XqPiece     piece,
                     double      x,
                     double      y,
                     double      size)
{
  RsvgRectangle      viewport = { x - size / 2, y - size / 2, size, size };
  g_autoptr (GError) error = NULL;
  RsvgHandle        *svg;

  g_return_if_fail (XQ_IS_PIECE_SET (self));
  g_return_if_fail (xq_piece_is_valid (piece));

  svg = handle (self, piece);
  if (svg != NULL && !rsvg_handle_render_document (svg, cr, &viewport, &error))
    g_debug ("Cannot render a piece: %s", error->message);
}
