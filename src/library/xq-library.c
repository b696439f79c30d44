/* xq-library.c: the teaching library — reading and validating the examples
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-library"

#include "config.h"

#include "xq-library.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "xq-catalog.h"
#include "xq-library-resources.h"

#define RESOURCE_PATH "/io/github/qili/Qili/library/examples.json"

struct _XqExample
{
  char             *id;
  XqTopic           topic;
  XqProfile         profile;
  char             *title[XQ_N_LANGS];
  char             *explanation[XQ_N_LANGS];
  char             *source[XQ_N_LANGS];
  char             *clause[XQ_N_LANGS];
  XqPosition        start;
  GArray           *moves;        /* XqMove */
  GStrv             source_moves; /* nullable, one per move */
  XqExpectedPly    *plies;        /* nullable, one per move */
  gboolean          has_verdict;
  XqExpectedVerdict verdict;
  gboolean          has_arbiter;
  XqExpectedVerdict arbiter;
  char             *arbiter_note[XQ_N_LANGS];
  char             *review;
  char             *review_pending;
  guint             move_limit; /* 限着, 0 when none */
  guint             move_limit_from;
  char            **passes_up; /* nullable, one per move (moves->len), entries nullable */
};

struct _XqLibrary
{
  GPtrArray  *examples; /* XqExample */
  GHashTable *by_id;    /* id -> XqExample (borrowed) */
};

G_DEFINE_QUARK (xq - library - error - quark, xq_library_error)

static const char *const topic_names[XQ_N_TOPICS] = {
  "natures",
  "protection",
  "allowed-cycles",
  "forbidden-cycles",
  "cxa-vs-axf",
};

const char *
xq_topic_to_string (XqTopic topic)
{
  return (guint) topic < XQ_N_TOPICS ? topic_names[topic] : "natures";
}

gboolean
xq_topic_from_string (const char *text,
                      XqTopic    *out_topic)
{
  g_return_val_if_fail (out_topic != NULL, FALSE);

  for (guint i = 0; text && i < XQ_N_TOPICS; i++)
    if (g_str_equal (text, topic_names[i]))
      {
        *out_topic = (XqTopic) i;
        return TRUE;
      }
  return FALSE;
}

const char *
xq_topic_title (XqLang  lang,
                XqTopic topic)
{
  switch (topic)
    {
    case XQ_TOPIC_PROTECTION:
      return XQ_T (lang, "Protected and unprotected pieces");
    case XQ_TOPIC_ALLOWED_CYCLES:
      return XQ_T (lang, "Allowed cycles");
    case XQ_TOPIC_FORBIDDEN_CYCLES:
      return XQ_T (lang, "Forbidden cycles");
    case XQ_TOPIC_CXA_VS_AXF:
      return XQ_T (lang, "CXA, AXF and 1957 rules compared");
    case XQ_TOPIC_NATURES:
    default:
      return XQ_T (lang, "Check, mate threat and chase");
    }
}

static void
example_free (gpointer data)
{
  XqExample *e = data;

  g_free (e->id);
  for (int l = 0; l < XQ_N_LANGS; l++)
    {
      g_free (e->title[l]);
      g_free (e->explanation[l]);
      g_free (e->arbiter_note[l]);
      g_free (e->source[l]);
      g_free (e->clause[l]);
    }
  g_free (e->review);
  g_free (e->review_pending);
  if (e->passes_up)
    for (guint i = 0; i < e->moves->len; i++)
      g_free (e->passes_up[i]);
  g_free (e->passes_up);
  g_clear_pointer (&e->moves, g_array_unref);
  g_strfreev (e->source_moves);
  g_free (e->plies);
  g_free (e);
}

void
xq_library_free (XqLibrary *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->examples);
  g_free (self);
}

/* Reading ---------------------------------------------------------------------------------- */

typedef struct
{
  const char *id; /* of the example being read, for messages */
  GError    **error;
} Reader;

static gboolean
fail (Reader     *r,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (Reader     *r,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (r->error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_INVALID, "example %s: %s",
               r->id ? r->id : "?", message);
  return FALSE;
}

static const char *
get_string (JsonObject *o,
            const char *member)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (n);
}

static JsonObject *
get_object (JsonObject *o,
            const char *member)
{
  JsonNode *n = json_object_get_member (o, member);

  return n && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

static JsonArray *
get_array (JsonObject *o,
           const char *member)
{
  JsonNode *n = json_object_get_member (o, member);

  return n && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
}

/* {"en": …, "zh_CN": …, "zh_TW": …}: English and Simplified Chinese required, Traditional
 * Chinese falls back to Simplified. */
static gboolean
read_texts (Reader     *r,
            JsonObject *o,
            const char *member,
            char       *out[XQ_N_LANGS])
{
  JsonObject *t = get_object (o, member);

  if (t == NULL)
    return fail (r, "'%s' is missing or not an object", member);
  for (int l = 0; l < XQ_N_LANGS; l++)
    {
      const char *s = get_string (t, xq_lang_to_string ((XqLang) l));
      if ((s == NULL || s[0] == '\0') && l == XQ_LANG_ZH_TW)
        s = out[XQ_LANG_ZH_CN];
      if (s == NULL || s[0] == '\0')
        return fail (r, "'%s' has no %s text", member, xq_lang_to_string ((XqLang) l));
      out[l] = g_strdup (s);
    }
  return TRUE;
}

/* A note in each language like the lessons ({"en", "zh_CN", "zh_TW"}: where an example comes from,
 * the clause it illustrates), or one string for every language (a library written for one
 * audience). It must not be empty. */
static gboolean
read_note (Reader     *r,
           JsonObject *o,
           const char *member,
           char       *out[XQ_N_LANGS])
{
  const char *s;

  if (get_object (o, member))
    return read_texts (r, o, member, out);
  s = get_string (o, member);
  if (s == NULL || s[0] == '\0')
    return fail (r, "'%s' is required", member);
  for (int l = 0; l < XQ_N_LANGS; l++)
    out[l] = g_strdup (s);
  return TRUE;
}

static gboolean
nature_from_string (const char *text,
                    XqNature   *out)
{
  for (int i = 0; i < XQ_N_NATURES; i++)
    if (g_str_equal (text, xq_nature_to_string ((XqNature) (1u << i))))
      {
        *out = (XqNature) (1u << i);
        return TRUE;
      }
  return FALSE;
}

static gboolean
protection_from_string (const char   *text,
                        XqProtection *out)
{
  static const XqProtection all[] = {
    XQ_PROTECTION_UNPROTECTED, XQ_PROTECTION_PROTECTED, XQ_PROTECTION_FALSE_ROOT,
    XQ_PROTECTION_UNDER_PROTECTED, XQ_PROTECTION_HIDDEN_ROOT
  };

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    if (g_str_equal (text, xq_protection_to_string (all[i])))
      {
        *out = all[i];
        return TRUE;
      }
  return FALSE;
}

static gboolean
pattern_from_string (const char *text,
                     XqPattern  *out)
{
  for (int i = 1; i < XQ_N_PATTERNS; i++)
    if (g_str_equal (text, xq_pattern_to_string ((XqPattern) i)))
      {
        *out = (XqPattern) i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
read_ply (Reader        *r,
          JsonNode      *node,
          guint          ply,
          XqExpectedPly *out)
{
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const char *heaviest = o ? get_string (o, "heaviest") : NULL;
  JsonArray  *natures, *chased;
  JsonObject *status;

  if (heaviest == NULL || !nature_from_string (heaviest, &out->heaviest) ||
      !(out->heaviest & (XQ_NATURE_CHECK | XQ_NATURE_MATE_THREAT | XQ_NATURE_CHASE | XQ_NATURE_IDLE)))
    return fail (r, "move %u: 'heaviest' must be check, mate-threat, chase or idle", ply);

  if ((natures = get_array (o, "natures")))
    for (guint i = 0; i < json_array_get_length (natures); i++)
      {
        const char *s = json_array_get_string_element (natures, i);
        XqNature    n;
        if (s == NULL || !nature_from_string (s, &n))
          return fail (r, "move %u: unknown nature '%s'", ply, s ? s : "?");
        out->natures |= n;
      }
  if ((chased = get_array (o, "chased")))
    {
      out->has_chased = TRUE;
      for (guint i = 0; i < json_array_get_length (chased); i++)
        {
          const char *s = json_array_get_string_element (chased, i);
          XqSquare    sq;
          if (s == NULL || !xq_square_from_iccs (s, &sq))
            return fail (r, "move %u: bad square '%s' in 'chased'", ply, s ? s : "?");
          out->chased |= xq_bb_square (sq);
        }
    }
  if (get_string (o, "counts"))
    {
      const char *by = get_string (o, "counts_by");
      if (!nature_from_string (get_string (o, "counts"), &out->counts) ||
          !(out->counts & (XQ_NATURE_CHECK | XQ_NATURE_MATE_THREAT | XQ_NATURE_CHASE | XQ_NATURE_IDLE)))
        return fail (r, "move %u: 'counts' must be check, mate-threat, chase or idle", ply);
      if (by && !g_str_equal (by, "cycle") && !g_str_equal (by, "arbiter"))
        return fail (r, "move %u: 'counts_by' must be cycle or arbiter", ply);
      out->has_counts = TRUE;
      out->counts_by_arbiter = by && g_str_equal (by, "arbiter");
    }
  if ((status = get_object (o, "status")))
    {
      g_autoptr (GList) members = json_object_get_members (status);
      for (GList *m = members; m; m = m->next)
        {
          const char *s = get_string (status, m->data);
          if (out->n_status == XQ_EXAMPLE_MAX_STATUS)
            return fail (r, "move %u: too many entries in 'status'", ply);
          if (!xq_square_from_iccs (m->data, &out->status_square[out->n_status]) || s == NULL ||
              !protection_from_string (s, &out->status[out->n_status]))
            return fail (r, "move %u: bad 'status' entry '%s'", ply, (const char *) m->data);
          out->n_status++;
        }
    }
  return TRUE;
}

static gboolean
read_verdict (Reader            *r,
              JsonObject        *o,
              XqExpectedVerdict *out)
{
  const char           *result = get_string (o, "result");
  JsonNode             *must = json_object_get_member (o, "must_change");
  const char           *names[XQ_N_COLORS] = { "red_pattern", "black_pattern" };
  gboolean              found = FALSE;

  static const XqResult results[] = { XQ_RESULT_NONE, XQ_RESULT_RED_WINS, XQ_RESULT_BLACK_WINS, XQ_RESULT_DRAW };

  for (guint i = 0; result && i < G_N_ELEMENTS (results); i++)
    if (g_str_equal (result, xq_result_to_string (results[i])))
      {
        out->result = results[i];
        found = TRUE;
      }
  if (!found)
    return fail (r, "verdict: 'result' must be 1-0, 0-1, 1/2-1/2 or *");

  if (must == NULL || JSON_NODE_HOLDS_NULL (must))
    out->must_change_set = FALSE;
  else
    {
      const char *s = JSON_NODE_HOLDS_VALUE (must) ? json_node_get_string (must) : NULL;
      if (g_strcmp0 (s, "red") != 0 && g_strcmp0 (s, "black") != 0)
        return fail (r, "verdict: 'must_change' must be red, black or null");
      out->must_change_set = TRUE;
      out->must_change = g_str_equal (s, "red") ? XQ_RED : XQ_BLACK;
    }
  /* A side that must change loses if it does not. */
  if (out->must_change_set && out->result != (out->must_change == XQ_RED ? XQ_RESULT_BLACK_WINS : XQ_RESULT_RED_WINS))
    return fail (r, "verdict: the side that must change is not the one that loses");

  for (int c = 0; c < XQ_N_COLORS; c++)
    {
      const char *p = get_string (o, names[c]);
      out->pattern[c] = XQ_PATTERN_NONE;
      if (p && !pattern_from_string (p, &out->pattern[c]))
        return fail (r, "verdict: unknown pattern '%s'", p);
    }
  if (get_string (o, "reason"))
    {
      const char *reason = get_string (o, "reason");
      for (int i = XQ_REASON_NONE; i <= XQ_REASON_MOVE_LIMIT_CHECK && !out->reason_set; i++)
        if (g_str_equal (reason, xq_reason_to_string ((XqRulingReason) i)))
          {
            out->reason_set = TRUE;
            out->reason = (XqRulingReason) i;
          }
      if (!out->reason_set)
        return fail (r, "verdict: unknown reason '%s'", reason);
    }
  if (json_object_has_member (o, "repetitions"))
    {
      gint64 n = json_object_get_int_member (o, "repetitions");
      if (n < 2 || n > 100)
        return fail (r, "verdict: 'repetitions' must be 2 or more");
      out->repetitions = (guint) n;
    }
  return TRUE;
}

static gboolean
read_example (Reader     *r,
              JsonObject *o,
              XqExample  *e)
{
  const char       *fen = get_string (o, "fen");
  const char       *topic = get_string (o, "topic");
  const char       *profile = get_string (o, "profile");
  JsonArray        *moves = get_array (o, "moves");
  JsonArray        *source_moves = get_array (o, "chinese");
  JsonArray        *plies = get_array (o, "plies");
  JsonObject       *verdict = get_object (o, "verdict");
  JsonObject       *arbiter = get_object (o, "arbiter");
  XqPositionProblem problem;
  XqPosition        pos;

  if (!topic || !xq_topic_from_string (topic, &e->topic))
    return fail (r, "unknown topic '%s'", topic ? topic : "");
  if (!profile || !xq_profile_from_string (profile, &e->profile))
    return fail (r, "unknown profile '%s'", profile ? profile : "");
  if (!read_texts (r, o, "title", e->title) || !read_texts (r, o, "explanation", e->explanation))
    return FALSE;
  if (!read_note (r, o, "source", e->source) || !read_note (r, o, "clause", e->clause))
    return FALSE;

  if (fen == NULL || !xq_position_from_fen_flags (&e->start, fen, XQ_FEN_ALLOW_UNREACHABLE, &problem))
    return fail (r, "bad FEN '%s'", fen ? fen : "");
  if (moves == NULL || json_array_get_length (moves) == 0)
    return fail (r, "'moves' is missing or empty");
  pos = e->start;
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      const char *s = json_array_get_string_element (moves, i);
      XqMove      m;
      XqUndo      undo;
      if (s == NULL || !xq_move_from_iccs (s, &m) || !xq_position_is_legal (&pos, m))
        return fail (r, "move %u '%s' is not legal", i + 1, s ? s : "?");
      g_array_append_val (e->moves, m);
      xq_position_make (&pos, m, &undo);
    }

  if (source_moves)
    {
      if (json_array_get_length (source_moves) != e->moves->len)
        return fail (r, "'chinese' has %u moves, 'moves' %u", json_array_get_length (source_moves), e->moves->len);
      e->source_moves = g_new0 (char *, e->moves->len + 1);
      pos = e->start;
      for (guint i = 0; i < e->moves->len; i++)
        {
          const char *s = json_array_get_string_element (source_moves, i);
          XqMove      m = g_array_index (e->moves, XqMove, i);
          XqUndo      undo;
          /* The source's text must name the same move. */
          if (s == NULL || xq_notation_parse (&pos, s, NULL) != m)
            return fail (r, "move %u: '%s' does not read as the move %s", i + 1, s ? s : "?",
                         json_array_get_string_element (moves, i));
          e->source_moves[i] = g_strdup (s);
          xq_position_make (&pos, m, &undo);
        }
    }

  if (plies)
    {
      if (json_array_get_length (plies) != e->moves->len)
        return fail (r, "'plies' has %u entries, 'moves' %u", json_array_get_length (plies), e->moves->len);
      e->plies = g_new0 (XqExpectedPly, e->moves->len);
      e->passes_up = g_new0 (char *, e->moves->len);
      for (guint i = 0; i < e->moves->len; i++)
        {
          JsonNode *node = json_array_get_element (plies, i);
          if (!read_ply (r, node, i + 1, &e->plies[i]))
            return FALSE;
          if (JSON_NODE_HOLDS_OBJECT (node))
            e->passes_up[i] = g_strdup (get_string (json_node_get_object (node), "passes_up"));
        }
    }
  e->review = g_strdup (get_string (o, "review"));
  e->review_pending = g_strdup (get_string (o, "review_pending"));
  if (verdict)
    {
      e->has_verdict = TRUE;
      if (!read_verdict (r, verdict, &e->verdict))
        return FALSE;
    }
  if (arbiter)
    {
      e->has_arbiter = TRUE;
      if (!read_verdict (r, arbiter, &e->arbiter) || !read_texts (r, arbiter, "note", e->arbiter_note))
        return FALSE;
      if (!verdict)
        return fail (r, "an arbiter's ruling needs the engine's verdict beside it");
    }
  if (!plies && !verdict)
    return fail (r, "states neither 'plies' nor 'verdict'");
  if (get_object (o, "move_limit"))
    {
      JsonObject *limit = get_object (o, "move_limit");
      gint64      limit_moves = json_object_get_int_member_with_default (limit, "moves", 0);
      gint64      from = json_object_get_int_member_with_default (limit, "from_ply", 0);
      if (limit_moves <= 0 || limit_moves > 1000 || from < 0 || from > (gint64) e->moves->len)
        return fail (r, "'move_limit' needs 'moves' (1-1000) and 'from_ply' (0 up to the number of moves)");
      e->move_limit = (guint) limit_moves;
      e->move_limit_from = (guint) from;
    }
  return TRUE;
}

XqLibrary *
xq_library_new_from_data (const char *data,
                          gsize       length,
                          GError    **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (XqLibrary)  self = NULL;
  g_autoptr (GError)     local = NULL;
  JsonNode              *root;
  JsonArray             *examples;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!json_parser_load_from_data (parser, data, (gssize) length, &local))
    {
      g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_SYNTAX, "%s", local->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
      (examples = get_array (json_node_get_object (root), "examples")) == NULL)
    {
      g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_INVALID, "no 'examples' array");
      return NULL;
    }

  self = g_new0 (XqLibrary, 1);
  self->examples = g_ptr_array_new_with_free_func (example_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < json_array_get_length (examples); i++)
    {
      JsonNode   *node = json_array_get_element (examples, i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *id = o ? get_string (o, "id") : NULL;
      XqExample  *e;
      Reader      r = { id, error };

      if (id == NULL || id[0] == '\0')
        {
          g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_INVALID, "example %u has no id", i + 1);
          return NULL;
        }
      if (g_hash_table_contains (self->by_id, id))
        {
          fail (&r, "the id is used twice");
          return NULL;
        }
      e = g_new0 (XqExample, 1);
      e->id = g_strdup (id);
      e->moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
      g_ptr_array_add (self->examples, e);
      if (!read_example (&r, o, e))
        return NULL;
      g_hash_table_insert (self->by_id, e->id, e);
    }
  return g_steal_pointer (&self);
}

/**
 * xq_library_register_builtin:
 *
 * Registers the resource that holds the built-in examples, once; later calls do nothing. The
 * resource is registered when first needed rather than at start-up, because GLib searches every
 * registered resource on each lookup (GTK makes thousands while it reads the icon theme).
 */
void
xq_library_register_builtin (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      xq_library_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

XqLibrary *
xq_library_new_builtin (GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  gsize              size;
  const char        *data;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  xq_library_register_builtin ();
  bytes = g_resources_lookup_data (RESOURCE_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  if (bytes == NULL)
    {
      g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_MISSING, "the built-in examples (%s) are missing",
                   RESOURCE_PATH);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &size);
  return xq_library_new_from_data (data, size, error);
}

/* Library ---------------------------------------------------------------------------------- */

guint
xq_library_get_n_examples (const XqLibrary *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->examples->len;
}

const XqExample *
xq_library_get_example (const XqLibrary *self,
                        guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->examples->len, NULL);

  return self->examples->pdata[index];
}

const XqExample *
xq_library_lookup (const XqLibrary *self,
                   const char      *id)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->by_id, id);
}

GPtrArray *
xq_library_list_topic (const XqLibrary *self,
                       XqTopic          topic)
{
  GPtrArray *list = g_ptr_array_new ();

  g_return_val_if_fail (self != NULL, list);

  for (guint i = 0; i < self->examples->len; i++)
    {
      XqExample *e = self->examples->pdata[i];
      if (e->topic == topic)
        g_ptr_array_add (list, e);
    }
  return list;
}

/* Example ---------------------------------------------------------------------------------- */

const char *
xq_example_get_id (const XqExample *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->id;
}

XqTopic
xq_example_get_topic (const XqExample *self)
{
  g_return_val_if_fail (self != NULL, XQ_TOPIC_NATURES);

  return self->topic;
}

XqProfile
xq_example_get_profile (const XqExample *self)
{
  g_return_val_if_fail (self != NULL, XQ_PROFILE_CXA);

  return self->profile;
}

const char *
xq_example_get_title (const XqExample *self,
                      XqLang           lang)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->title[(guint) lang < XQ_N_LANGS ? lang : XQ_LANG_EN];
}

const char *
xq_example_get_explanation (const XqExample *self,
                            XqLang           lang)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->explanation[(guint) lang < XQ_N_LANGS ? lang : XQ_LANG_EN];
}

const char *
xq_example_get_source (const XqExample *self,
                       XqLang           lang)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->source[(guint) lang < XQ_N_LANGS ? lang : XQ_LANG_EN];
}

const char *
xq_example_get_clause (const XqExample *self,
                       XqLang           lang)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->clause[(guint) lang < XQ_N_LANGS ? lang : XQ_LANG_EN];
}

const XqPosition *
xq_example_get_start (const XqExample *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return &self->start;
}

const XqMove *
xq_example_get_moves (const XqExample *self,
                      guint           *n_moves)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (n_moves)
    *n_moves = self->moves->len;
  return (const XqMove *) self->moves->data;
}

void
xq_example_get_position (const XqExample *self,
                         guint            ply,
                         XqPosition      *out)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (out != NULL);
  g_return_if_fail (ply <= self->moves->len);

  *out = self->start;
  for (guint i = 0; i < ply; i++)
    {
      XqUndo undo;
      xq_position_make (out, g_array_index (self->moves, XqMove, i), &undo);
    }
}

const char *
xq_example_get_source_move (const XqExample *self,
                            guint            ply)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (ply >= 1 && ply <= self->moves->len, NULL);

  return self->source_moves ? self->source_moves[ply - 1] : NULL;
}

char *
xq_example_dup_move_text (const XqExample *self,
                          guint            ply,
                          XqNotation       notation)
{
  XqPosition pos;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (ply >= 1 && ply <= self->moves->len, NULL);

  xq_example_get_position (self, ply - 1, &pos);
  return xq_notation_format (&pos, g_array_index (self->moves, XqMove, ply - 1), notation);
}

const XqExpectedPly *
xq_example_get_expected_ply (const XqExample *self,
                             guint            ply)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (ply >= 1 && ply <= self->moves->len, NULL);

  return self->plies ? &self->plies[ply - 1] : NULL;
}

const XqExpectedVerdict *
xq_example_get_expected_verdict (const XqExample *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->has_verdict ? &self->verdict : NULL;
}

const XqExpectedVerdict *
xq_example_get_arbiter_verdict (const XqExample *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->has_arbiter ? &self->arbiter : NULL;
}

const char *
xq_example_get_review (const XqExample *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->review;
}

gboolean
xq_expected_verdict_is_game_end (const XqExpectedVerdict *verdict)
{
  g_return_val_if_fail (verdict != NULL, FALSE);

  return verdict->reason_set && (verdict->reason == XQ_REASON_CHECKMATE || verdict->reason == XQ_REASON_STALEMATE ||
                                 verdict->reason == XQ_REASON_SIXTY_MOVES || verdict->reason == XQ_REASON_MOVE_LIMIT);
}

guint
xq_example_get_move_limit (const XqExample *self,
                           guint           *out_from)
{
  g_return_val_if_fail (self != NULL, 0);

  if (out_from)
    *out_from = self->move_limit_from;
  return self->move_limit;
}

const char *
xq_example_get_review_pending (const XqExample *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->review_pending;
}

const char *
xq_example_get_passes_up (const XqExample *self,
                          guint            ply)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->passes_up == NULL || ply == 0 || ply > self->moves->len)
    return NULL;
  return self->passes_up[ply - 1];
}

const char *
xq_example_get_arbiter_note (const XqExample *self,
                             XqLang           lang)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (!self->has_arbiter)
    return NULL;
  return self->arbiter_note[(guint) lang < XQ_N_LANGS ? lang : XQ_LANG_EN];
}

/* The rule texts by the names their readers know them by (as the Chinese texts name them): seed
 * 000 is the 1957 national rules, seed 001 a guide to the CXA competition rules (第三节 规则简介),
 * seed 002 an event's regulations (赛事规程: 赛制与计分, 棋例释义); Qili's own cases and the
 * positions of Fairy-Stockfish's tests as such, without their ids. */
static const struct
{
  const char *pattern;
  const char *en, *zh_cn, *zh_tw;
} public_names[] = {
  { "Qili rule case [A-Za-z0-9-]+", "Qili's own example", "棋例自编示例", "棋例自編示例" },
  { "Qili 规则用例 [A-Za-z0-9-]+", "Qili's own example", "棋例自编示例", "棋例自編示例" },
  { "Qili 規則用例 [A-Za-z0-9-]+", "Qili's own example", "棋例自编示例", "棋例自編示例" },
  { "Qili 自编", "Qili's own", "棋例自编", "棋例自編" },
  { "Qili 自編", "Qili's own", "棋例自编", "棋例自編" },
  { "AXF case fsf-[0-9]+", "a position of Fairy-Stockfish's tests of the AXF rules",
    "Fairy-Stockfish 亚洲规则测试局面", "Fairy-Stockfish 亞洲規則測試局面" },
  { "亚洲规则用例 fsf-[0-9]+", "a position of Fairy-Stockfish's tests of the AXF rules",
    "Fairy-Stockfish 亚洲规则测试局面", "Fairy-Stockfish 亞洲規則測試局面" },
  { "亞洲規則用例 fsf-[0-9]+", "a position of Fairy-Stockfish's tests of the AXF rules",
    "Fairy-Stockfish 亚洲规则测试局面", "Fairy-Stockfish 亞洲規則測試局面" },
  { "AXF case wxf-[0-9]+", "a diagram of the AXF rule book", "亚洲规则图例", "亞洲規則圖例" },
  { "亚洲规则用例 wxf-[0-9]+", "a diagram of the AXF rule book", "亚洲规则图例", "亞洲規則圖例" },
  { "亞洲規則用例 wxf-[0-9]+", "a diagram of the AXF rule book", "亚洲规则图例", "亞洲規則圖例" },
  { " ?\\((?:case )?(?:wxf|fsf)-[0-9]+\\)", "", "", "" },
  { "（(?:wxf|fsf)-[0-9]+）", "", "", "" },
  { "seed 000", "the 1957 rules", "1957年规则", "1957年規則" },
  { "seed 001", "the Rules Introduction", "《规则简介》", "《規則簡介》" },
  { "seed 002", "the event regulations", "赛事规程", "賽事規程" },
  { "\\bthe seeds?\\b", "the rule text", "规则原文", "規則原文" },
  { "\\bseeds? ([0-9])", "rule text \\1", "规则原文 \\1", "規則原文 \\1" },
};

char *
xq_example_public_text (XqLang      lang,
                        const char *text)
{
  char *out;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_strdup (text);
  if (strstr (text, "seed") == NULL && strstr (text, "Qili") == NULL && strstr (text, "fsf-") == NULL &&
      strstr (text, "wxf-") == NULL)
    return out;
  for (guint i = 0; i < G_N_ELEMENTS (public_names); i++)
    {
      g_autoptr (GRegex) regex = g_regex_new (public_names[i].pattern, 0, 0, NULL);
      const char        *name = lang == XQ_LANG_ZH_CN   ? public_names[i].zh_cn
                                : lang == XQ_LANG_ZH_TW ? public_names[i].zh_tw
                                                        : public_names[i].en;
      char              *next;

      g_assert (regex != NULL);
      next = g_regex_replace (regex, out, -1, 0, name, 0, NULL);
      if (next != NULL)
        {
          g_free (out);
          out = next;
        }
    }
  /* "the the 1957 rules" where the text said "the seed 000" */
  {
    g_autoptr (GRegex) twice = g_regex_new ("\\b([Tt]he) the\\b", 0, 0, NULL);
    char              *next = g_regex_replace (twice, out, -1, 0, "\\1", 0, NULL);
    if (next != NULL)
      {
        g_free (out);
        out = next;
      }
  }
  return out;
}
