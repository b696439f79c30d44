/* xq-explanation-model.c: what the current move is under the rules, and the ruling on a cycle
 *
 * Follows a game model. For the current move it lists the natures (将 杀 捉 … 闲), the evidence
 * as sentences citing the clause, and the protection of each piece the move attacks. When the
 * current position repeats an earlier one (same side to move, no capture since), it holds the
 * ruling on the cycle. Changing the profile re-runs only the verdict.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-explanation-model"

#include "config.h"

#include "xq-explanation-model.h"

#include <glib/gi18n.h>

#include "xq-alternative-item.h"
#include "xq-catalog.h"
#include "xq-cycle-item.h"
#include "xq-example-item.h"
#include "xq-game-model.h"
#include "xq-game-review.h"
#include "xq-library-model.h"
#include "xq-model-enums.h"
#include "xq-nature-item.h"
#include "xq-ruling-plies.h"
#include "xq-target-item.h"
#include "xq-text-alternatives.h"
#include "xq-text-analysis.h"
#include "xq-text-piece.h"
#include "xq-text-ruling.h"
#include "xq-text.h"

struct _XqExplanationModel
{
  GObject       parent_instance;

  XqGameModel  *game;
  GSignalGroup *game_signals;
  XqProfile     profile;
  XqLang        lang;
  gboolean      squares; /* the board shows ICCS coordinates: texts may give squares */

  char         *heading;
  char         *status;
  gboolean      available;
  GListStore   *natures;
  char        **evidence;
  GListStore   *targets;
  guint         selected_target;
  GArray       *marks;
  GArray       *rings; /* the marks while no row is selected */
  char         *counters;
  char         *comment; /* the game's comment at the current move, if any */

  gboolean      ruling_active;
  gboolean      ruling_forbidden;
  char         *ruling_title;
  char         *ruling_detail;
  char         *ruling_clause;
  GListStore   *cycle;
  guint         cycle_first_ply;
  char         *red_pattern;
  char         *black_pattern;
  guint         move_limit;

  /* The way out when a side must change (XqAlternativeItem), and where the line's rulings are */
  GListStore    *alternatives;
  char          *way_out;
  XqRulingPlies *ruling_plies;
  guint          next_ruling;
  guint          previous_ruling;

  /* The library example the game was made from, if any, and its arbiter's ruling */
  XqExampleItem *example;
  char          *ruling_override;
};

G_DEFINE_FINAL_TYPE (XqExplanationModel, xq_explanation_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PROFILE,
  PROP_HEADING,
  PROP_STATUS,
  PROP_AVAILABLE,
  PROP_NATURES,
  PROP_EVIDENCE,
  PROP_TARGETS,
  PROP_SELECTED_TARGET,
  PROP_MARKS,
  PROP_COUNTERS,
  PROP_RULING_ACTIVE,
  PROP_RULING_FORBIDDEN,
  PROP_RULING_TITLE,
  PROP_RULING_DETAIL,
  PROP_RULING_CLAUSE,
  PROP_CYCLE,
  PROP_MOVE_LIMIT,
  PROP_COMMENT,
  PROP_EXAMPLE,
  PROP_RULING_OVERRIDE,
  PROP_ALTERNATIVES,
  PROP_WAY_OUT,
  PROP_NEXT_RULING,
  PROP_PREVIOUS_RULING,
  PROP_SQUARES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Sets a string member and notifies when it changes; takes @value. */
static void
take_string (XqExplanationModel *self,
             char              **member,
             char               *value,
             guint               prop)
{
  if (g_strcmp0 (*member, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*member);
  *member = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_boolean (XqExplanationModel *self,
             gboolean           *member,
             gboolean            value,
             guint               prop)
{
  value = !!value;
  if (*member == value)
    return;
  *member = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_marks (XqExplanationModel *self,
           GArray             *marks)
{
  if (self->marks == marks)
    return;
  g_clear_pointer (&self->marks, g_array_unref);
  if (marks != NULL)
    self->marks = g_array_ref (marks);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
}

/* The counters that run: moves without a capture (60-move rule, 120 plies; not under 1957: seed
 * 000 has no natural limit, only the arbiter's), the arbiter's limit. */
static char *
counters_text (const XqRuling *ruling,
               XqProfile       profile)
{
  guint    moves = ruling->plies_without_capture / 2;
  GString *text = g_string_new (NULL);

  if (moves > 0 && profile != XQ_PROFILE_1957)
    /* Translators: the 60-move rule counter; %u is a number of moves (rounds) */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "No capture for %u of 60 moves", "No capture for %u of 60 moves", moves),
                            moves);
  if (ruling->move_limit_left >= 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: the arbiter's move limit (限着); %d is how many moves are left */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Move limit: %d move left", "Move limit: %d moves left", MAX (ruling->move_limit_left, 0)),
                              MAX (ruling->move_limit_left, 0));
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/* How the texts are written: the user's language, the profile, the move list's notation, squares
 * only when the board shows ICCS coordinates. */
static void
text_style (XqExplanationModel *self,
            XqTextStyle        *style)
{
  xq_text_style_init (style, self->lang, self->profile);
  if (self->game != NULL)
    style->notation = xq_game_model_get_notation (self->game);
  style->squares = self->squares;
}

static GArray *
target_marks (const XqTarget *target)
{
  GArray    *marks = xq_marks_new ();
  XqBitboard set;

  xq_marks_add (marks, target->chased ? XQ_MARK_TARGET : XQ_MARK_SAFE, XQ_SQUARE_NONE, target->square);
  for (set = target->attackers; set;)
    xq_marks_add (marks, XQ_MARK_ATTACK, xq_bb_pop (&set), target->square);
  for (set = target->eval.defenders & ~target->eval.hidden_defenders; set;)
    xq_marks_add (marks, XQ_MARK_DEFEND, xq_bb_pop (&set), target->square);
  for (set = target->eval.hidden_defenders | target->eval.false_defenders; set;)
    xq_marks_add (marks, XQ_MARK_HIDDEN, xq_bb_pop (&set), target->square);
  return marks;
}

static void
add_nature (XqExplanationModel   *self,
            const XqMoveAnalysis *analysis,
            XqNature              nature)
{
  const guint              attacks = XQ_NATURE_CHECK | XQ_NATURE_MATE_THREAT | XQ_NATURE_CHASE | XQ_NATURE_DISCOVERED_CAPTURE;
  g_autoptr (XqNatureItem) item =
    xq_nature_item_new (xq_text_nature_term (self->lang, nature), xq_text_nature_name (self->lang, nature),
                        nature == analysis->heaviest, (nature & attacks) != 0);

  g_list_store_append (self->natures, item);
}

/* The analysis of the current move: natures, evidence, and the protection of each piece it attacks. */
static void
analyse_current (XqExplanationModel *self,
                 guint               ply)
{
  const XqPosition     *before = xq_game_model_get_position_at (self->game, ply - 1);
  const XqPosition     *after = xq_game_model_get_position_at (self->game, ply);
  XqAnalysisOptions     opts;
  XqMoveAnalysis        analysis;
  XqPosition            pos = *before;
  g_autoptr (GPtrArray) sentences = NULL;
  g_autoptr (GArray)    rings = xq_marks_new ();
  XqTextStyle           style;

  text_style (self, &style);
  xq_analysis_options_init (&opts, self->profile);
  xq_analyse_move (&pos, xq_game_model_get_move_at (self->game, ply), &opts, &analysis);

  /* The heaviest first, then the others in the rule book's order. */
  g_list_store_remove_all (self->natures);
  add_nature (self, &analysis, analysis.heaviest);
  for (guint bit = 0; bit < XQ_N_NATURES; bit++)
    if ((analysis.natures & (1u << bit)) && (XqNature) (1u << bit) != analysis.heaviest)
      add_nature (self, &analysis, (XqNature) (1u << bit));

  sentences = xq_text_analysis_sentences (&style, before, &analysis);
  g_ptr_array_add (sentences, NULL);
  g_strfreev (self->evidence);
  self->evidence = g_strdupv ((char **) sentences->pdata);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVIDENCE]);

  g_list_store_remove_all (self->targets);
  for (guint i = 0; i < analysis.n_targets; i++)
    {
      const XqTarget          *target = &analysis.targets[i];
      const XqProtection       shown = xq_text_protection_shown (&target->eval);
      g_autofree char         *square = xq_text_rank (&style, xq_piece_color (target->piece), target->square);
      g_autofree char         *piece = xq_text_piece (&style, after, target->square);
      g_autofree char         *attackers = xq_text_pieces (&style, after, target->attackers);
      g_autofree char         *defenders = xq_text_pieces (&style, after, target->eval.defenders | target->eval.false_defenders);
      g_autofree char         *status = xq_term_with_name (xq_text_protection_term (self->lang, shown),
                                                           xq_text_protection_name (self->lang, shown));
      g_autofree char         *reason = xq_text_target (&style, after, &analysis, target);
      g_autoptr (GArray)       marks = target_marks (target);
      g_autoptr (XqTargetItem) item = NULL;

      item = xq_target_item_new (piece, square, attackers, defenders, xq_text_protection_term (self->lang, shown), status,
                                 reason, target->chased);
      xq_target_item_set_marks (item, marks);
      g_list_store_append (self->targets, item);
      if (target->chased)
        xq_marks_add (rings, XQ_MARK_TARGET, XQ_SQUARE_NONE, target->square);
    }

  /* Until a row is chosen, the board rings the pieces the move chases. */
  g_clear_pointer (&self->rings, g_array_unref);
  if (rings->len > 0)
    self->rings = g_array_ref (rings);
  set_marks (self, self->rings);
  set_boolean (self, &self->available, TRUE, PROP_AVAILABLE);
  take_string (self, &self->status, NULL, PROP_STATUS);
}

static void
clear_ruling (XqExplanationModel *self)
{
  g_list_store_remove_all (self->cycle);
  self->cycle_first_ply = 0;
  g_clear_pointer (&self->red_pattern, g_free);
  g_clear_pointer (&self->black_pattern, g_free);
  set_boolean (self, &self->ruling_active, FALSE, PROP_RULING_ACTIVE);
  set_boolean (self, &self->ruling_forbidden, FALSE, PROP_RULING_FORBIDDEN);
  take_string (self, &self->ruling_title, NULL, PROP_RULING_TITLE);
  take_string (self, &self->ruling_detail, NULL, PROP_RULING_DETAIL);
  take_string (self, &self->ruling_clause, NULL, PROP_RULING_CLAUSE);
  take_string (self, &self->ruling_override, NULL, PROP_RULING_OVERRIDE);
  g_list_store_remove_all (self->alternatives);
  take_string (self, &self->way_out, NULL, PROP_WAY_OUT);
}

/* The way out of the forbidden cycle: each move of the side that must change, grouped by kind and
 * reason (xq_way_out). */
static void
find_way_out (XqExplanationModel   *self,
              const XqMove         *moves,
              guint                 ply,
              const XqJudgeOptions *opts,
              const XqRuling       *ruling)
{
  const XqPosition      *start = xq_game_model_get_start_position (self->game);
  g_autofree XqWayOut   *w = g_new (XqWayOut, 1);
  g_autoptr (GListStore) items = NULL;
  XqTextStyle            style;
  XqWayOutText           text;

  if (!xq_way_out (start, moves, ply, opts, ruling, w))
    return;
  text_style (self, &style);
  xq_way_out_text_init (&text, &style, start, moves, ply, ruling, w);
  items = xq_alternative_items_new (&text);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (items)); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (G_LIST_MODEL (items), i);
      g_list_store_append (self->alternatives, item);
    }
  take_string (self, &self->way_out, xq_text_way_out (&text), PROP_WAY_OUT);
}

static void
set_uint (XqExplanationModel *self,
          guint              *member,
          guint               value,
          guint               prop)
{
  if (*member == value)
    return;
  *member = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* The judge's options: the profile and the arbiter's move limit (限着), the one set here or else
 * the game's own (its MoveLimit and MoveLimitFrom tags, as a library example or a file sets them;
 * a tag that is not a number sets none, as xq_game_judge_options() says). */
static void
judge_options (XqExplanationModel *self,
               XqJudgeOptions     *opts)
{
  if (self->game == NULL || !xq_game_judge_options (xq_game_model_get_game (self->game), self->profile, opts, NULL))
    xq_judge_options_init (opts, self->profile);
  if (self->move_limit > 0)
    {
      opts->move_limit = self->move_limit;
      opts->move_limit_from = 0;
    }
}

/* Where the closed cycles of the line shown are, for Next and Previous Ruling. */
static void
update_ruling_plies (XqExplanationModel *self)
{
  guint              n = self->game != NULL ? xq_game_model_get_n_plies (self->game) : 0;
  guint              ply = self->game != NULL ? xq_game_model_get_ply (self->game) : 0;
  g_autofree XqMove *moves = g_new (XqMove, MAX (n, 1));
  XqJudgeOptions     opts;
  XqPosition         start;

  if (self->game == NULL)
    xq_position_init_start (&start);
  else
    start = *xq_game_model_get_start_position (self->game);
  for (guint p = 1; p <= n; p++)
    moves[p - 1] = xq_game_model_get_move_at (self->game, p);
  judge_options (self, &opts);
  xq_ruling_plies_update (self->ruling_plies, &start, moves, n, &opts);
  set_uint (self, &self->next_ruling, xq_ruling_plies_find (self->ruling_plies, ply, TRUE), PROP_NEXT_RULING);
  set_uint (self, &self->previous_ruling, xq_ruling_plies_find (self->ruling_plies, ply, FALSE),
            PROP_PREVIOUS_RULING);
}

static char *
pattern_text (const XqTextStyle *style,
              XqColor            color,
              const XqRuling    *ruling)
{
  const XqCycleSide *side = &ruling->side[color];
  XqTextStyle        chinese = *style;
  g_autofree char   *pattern = NULL;
  g_autofree char   *term = NULL;
  g_autofree char   *name = NULL;

  if (side->pattern == XQ_PATTERN_NONE)
    return NULL;
  /* the profile's own words: AXF has no 数捉一闲 (issue 26) */
  chinese.lang = style->lang == XQ_LANG_ZH_TW ? XQ_LANG_ZH_TW : XQ_LANG_ZH_CN;
  term = xq_text_side_term_styled (&chinese, color, side);
  name = xq_text_side_term_styled (style, color, side);
  pattern = xq_term_with_name (term, name);

  /* 1957 例三, 例五, 例六, CXA 三打一还打: the pattern is answered by return attacks, not held
   * against the side (双方不变作和) */
  if (side->excused)
    /* Translators: a side's pattern in a cycle answered by the other side's return attacks under the
     * 1957 rules, so no offence: 长捉（有还打，不算违例） */
    return g_strdup_printf (_ ("%1$s (answered by return attacks, no offence)"), pattern);
  /* Translators: a side's pattern in a cycle and whether it is forbidden or allowed: 长将（禁止） */
  return g_strdup_printf (_ ("%1$s (%2$s)"), pattern, side->forbidden ? _ ("forbidden") : _ ("allowed"));
}

static char *
verdict_title (const XqRuling *ruling)
{
  if (ruling->must_change_set)
    return g_strdup (ruling->must_change == XQ_RED ? _ ("Red must change, or loses") : _ ("Black must change, or loses"));
  if (ruling->result == XQ_RESULT_DRAW)
    return g_strdup (_ ("Neither side must change: a draw if the cycle goes on"));
  return g_strdup (_ ("The position repeats"));
}

/* The library example the game was made from (its tag), for the example's own texts. */
static void
update_example (XqExplanationModel *self)
{
  const char    *id = self->game != NULL ? xq_game_model_get_tag (self->game, XQ_EXAMPLE_TAG) : NULL;
  XqExampleItem *example = NULL;

  if (self->example != NULL && g_strcmp0 (id, xq_example_item_get_id (self->example)) == 0)
    return;
  if (id != NULL)
    {
      const XqExample *found = xq_library_lookup (xq_library_model_get_builtin (), id);
      if (found != NULL)
        example = xq_example_item_new (found, self->lang);
    }
  if (example == NULL && self->example == NULL)
    return;
  g_clear_object (&self->example);
  self->example = example;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXAMPLE]);
}

/* Whether the position after @ply is the end of an example where the arbiter overrides the
 * engine (CXA 27.3), reached by the example's own moves. */
static gboolean
closes_example (XqExplanationModel *self,
                guint               ply)
{
  const XqExample *example;
  const XqMove    *moves;
  guint            n;

  if (self->example == NULL || !xq_example_item_get_overridden (self->example))
    return FALSE;
  example = xq_example_item_get_example (self->example);
  moves = xq_example_get_moves (example, &n);
  if (ply != n || !xq_position_same (xq_example_get_start (example), xq_game_model_get_start_position (self->game)))
    return FALSE;
  for (guint p = 1; p <= n; p++)
    if (xq_game_model_get_move_at (self->game, p) != moves[p - 1])
      return FALSE;
  return TRUE;
}

/* The arbiter's move limit (限着) has run out: no cycle, but a ruling all the same, the draw or,
 * under 1957 with a check inside the limit, the arbiter's new limit. */
static void
show_move_limit (XqExplanationModel *self,
                 const XqMove       *moves,
                 guint               ply,
                 const XqRuling     *ruling)
{
  const XqPosition *start = xq_game_model_get_start_position (self->game);
  XqTextStyle       style;

  text_style (self, &style);
  set_boolean (self, &self->ruling_active, TRUE, PROP_RULING_ACTIVE);
  take_string (self, &self->ruling_title,
               g_strdup (ruling->reason == XQ_REASON_MOVE_LIMIT_CHECK
                           ? _ ("The move limit has run out after a check: the arbiter may set a new one")
                           : _ ("The move limit has run out: a draw")),
               PROP_RULING_TITLE);
  take_string (self, &self->ruling_detail, xq_text_ruling (&style, start, moves, ply, ruling), PROP_RULING_DETAIL);
  take_string (self, &self->ruling_clause, xq_text_clause (&style, start, moves, ply, ruling), PROP_RULING_CLAUSE);
}

/* The ruling on the cycle that the current position closes (the engine's judge), with the cycle's
 * moves and each side's pattern; also the counters that run (60 moves, the arbiter's limit). */
static void
judge_current (XqExplanationModel *self,
               guint               ply)
{
  g_autofree XqMove         *moves = g_new (XqMove, ply);
  g_autofree XqMoveAnalysis *analyses = g_new0 (XqMoveAnalysis, ply);
  XqJudgeOptions             opts;
  XqRuling                   ruling;
  XqTextStyle                style;
  g_autofree char           *times = NULL;
  g_autofree char           *clause = NULL;

  clear_ruling (self);
  for (guint p = 1; p <= ply; p++)
    moves[p - 1] = xq_game_model_get_move_at (self->game, p);
  judge_options (self, &opts);
  xq_judge (xq_game_model_get_start_position (self->game), moves, ply, &opts, &ruling, analyses);
  take_string (self, &self->counters, counters_text (&ruling, self->profile), PROP_COUNTERS);
  if (!ruling.has_cycle)
    {
      if (ruling.reason == XQ_REASON_MOVE_LIMIT || ruling.reason == XQ_REASON_MOVE_LIMIT_CHECK)
        show_move_limit (self, moves, ply, &ruling);
      return;
    }

  self->cycle_first_ply = ruling.first_ply;
  for (guint p = ruling.first_ply; p <= ruling.last_ply; p++)
    {
      const XqPosition *before = xq_game_model_get_position_at (self->game, p - 1);
      const XqNature    heaviest = analyses[p - 1].heaviest;
      g_autofree char  *move = xq_game_model_format_move_at (self->game, p, xq_game_model_get_notation (self->game));
      g_autofree char  *number = g_strdup_printf (before->side == XQ_RED ? "%u." : "%u…", before->fullmove);
      g_autofree char  *nature =
        xq_term_with_name (xq_text_nature_term (self->lang, heaviest), xq_text_nature_name (self->lang, heaviest));
      g_autoptr (XqCycleItem) item = xq_cycle_item_new (xq_text_side_name (self->lang, (XqColor) before->side), number,
                                                        move, nature, before->side == XQ_RED);
      xq_cycle_item_set_ply (item, p);
      g_list_store_append (self->cycle, item);
    }
  text_style (self, &style);
  self->red_pattern = pattern_text (&style, XQ_RED, &ruling);
  self->black_pattern = pattern_text (&style, XQ_BLACK, &ruling);

  set_boolean (self, &self->ruling_active, TRUE, PROP_RULING_ACTIVE);
  set_boolean (self, &self->ruling_forbidden, ruling.must_change_set, PROP_RULING_FORBIDDEN);
  take_string (self, &self->ruling_title, verdict_title (&ruling), PROP_RULING_TITLE);
  text_style (self, &style);
  take_string (self, &self->ruling_detail,
               xq_text_ruling (&style, xq_game_model_get_start_position (self->game), moves, ply, &ruling),
               PROP_RULING_DETAIL);
  clause = xq_text_clause (&style, xq_game_model_get_start_position (self->game), moves, ply, &ruling);
  if (ruling.must_change_set)
    find_way_out (self, moves, ply, &opts, &ruling);
  /* The sentence above says how often the position occurred; the clause line gives the clause. */
  times = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The position has occurred %u time",
                                        "The position has occurred %u times", ruling.repetitions),
                           ruling.repetitions);
  take_string (self, &self->ruling_clause, clause != NULL ? g_steal_pointer (&clause) : g_steal_pointer (&times),
               PROP_RULING_CLAUSE);
  if (closes_example (self, ply))
    /* Translators: in the ruling banner when the game is a library example where the arbiter
     * rules otherwise than the engine; the first %s is that ruling ("The arbiter rules a draw"),
     * the second the clause ("CXA 27.3; 细则13") */
    take_string (self, &self->ruling_override,
                 g_strdup_printf (_ ("%s: the engine cannot see this (%s)."),
                                  xq_example_item_get_arbiter_ruling (self->example),
                                  xq_example_item_get_clause (self->example)),
                 PROP_RULING_OVERRIDE);
}

static void
update (XqExplanationModel *self)
{
  guint ply;

  g_object_freeze_notify (G_OBJECT (self));
  g_clear_pointer (&self->rings, g_array_unref);
  set_marks (self, NULL);
  if (self->selected_target != G_MAXUINT)
    {
      self->selected_target = G_MAXUINT;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TARGET]);
    }

  update_example (self);
  update_ruling_plies (self);
  {
    const char *comment = self->game != NULL
                            ? xq_game_model_get_comment_at (self->game, xq_game_model_get_ply (self->game))
                            : NULL;
    take_string (self, &self->comment, comment != NULL && *comment != '\0' ? g_strstrip (g_strdup (comment)) : NULL,
                 PROP_COMMENT);
  }

  if (self->game == NULL || (ply = xq_game_model_get_ply (self->game)) == 0)
    {
      g_list_store_remove_all (self->natures);
      g_list_store_remove_all (self->targets);
      g_list_store_remove_all (self->cycle);
      /* no sentence of the move last explained is left behind */
      if (self->evidence[0] != NULL)
        {
          g_strfreev (self->evidence);
          self->evidence = g_new0 (char *, 1);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVIDENCE]);
        }
      take_string (self, &self->heading, g_strdup (_ ("Start position")), PROP_HEADING);
      take_string (self, &self->status, g_strdup (_ ("Step forward or play a move to see what it is under the rules.")),
                   PROP_STATUS);
      set_boolean (self, &self->available, FALSE, PROP_AVAILABLE);
      take_string (self, &self->counters, NULL, PROP_COUNTERS);
      clear_ruling (self);
      g_object_thaw_notify (G_OBJECT (self));
      return;
    }

  {
    const XqPosition *before = xq_game_model_get_position_at (self->game, ply - 1);
    g_autofree char  *move = xq_game_model_format_move_at (self->game, ply, xq_game_model_get_notation (self->game));

    take_string (self, &self->heading,
                 /* Translators: the current move: its number, the move, and the side that made it */
                 g_strdup_printf (before->side == XQ_RED ? _ ("%u. %s (Red)") : _ ("%u… %s (Black)"), before->fullmove,
                                  move),
                 PROP_HEADING);
  }
  analyse_current (self, ply);
  judge_current (self, ply);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
xq_explanation_model_dispose (GObject *object)
{
  XqExplanationModel *self = XQ_EXPLANATION_MODEL (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->example);

  G_OBJECT_CLASS (xq_explanation_model_parent_class)->dispose (object);
}

static void
xq_explanation_model_finalize (GObject *object)
{
  XqExplanationModel *self = XQ_EXPLANATION_MODEL (object);

  g_clear_object (&self->natures);
  g_clear_object (&self->targets);
  g_clear_object (&self->cycle);
  g_clear_object (&self->alternatives);
  g_clear_pointer (&self->way_out, g_free);
  g_clear_pointer (&self->ruling_plies, xq_ruling_plies_free);
  g_clear_pointer (&self->evidence, g_strfreev);
  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->rings, g_array_unref);
  g_clear_pointer (&self->heading, g_free);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->counters, g_free);
  g_clear_pointer (&self->comment, g_free);
  g_clear_pointer (&self->ruling_title, g_free);
  g_clear_pointer (&self->ruling_detail, g_free);
  g_clear_pointer (&self->ruling_clause, g_free);
  g_clear_pointer (&self->red_pattern, g_free);
  g_clear_pointer (&self->black_pattern, g_free);
  g_clear_pointer (&self->ruling_override, g_free);

  G_OBJECT_CLASS (xq_explanation_model_parent_class)->finalize (object);
}

static void
xq_explanation_model_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  XqExplanationModel *self = XQ_EXPLANATION_MODEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PROFILE:
      g_value_set_enum (value, self->profile);
      break;
    case PROP_HEADING:
      g_value_set_string (value, self->heading);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->available);
      break;
    case PROP_NATURES:
      g_value_set_object (value, self->natures);
      break;
    case PROP_EVIDENCE:
      g_value_set_boxed (value, self->evidence);
      break;
    case PROP_TARGETS:
      g_value_set_object (value, self->targets);
      break;
    case PROP_SELECTED_TARGET:
      g_value_set_uint (value, self->selected_target);
      break;
    case PROP_MARKS:
      g_value_set_boxed (value, self->marks);
      break;
    case PROP_COUNTERS:
      g_value_set_string (value, self->counters);
      break;
    case PROP_RULING_ACTIVE:
      g_value_set_boolean (value, self->ruling_active);
      break;
    case PROP_RULING_FORBIDDEN:
      g_value_set_boolean (value, self->ruling_forbidden);
      break;
    case PROP_RULING_TITLE:
      g_value_set_string (value, self->ruling_title);
      break;
    case PROP_RULING_DETAIL:
      g_value_set_string (value, self->ruling_detail);
      break;
    case PROP_RULING_CLAUSE:
      g_value_set_string (value, self->ruling_clause);
      break;
    case PROP_CYCLE:
      g_value_set_object (value, self->cycle);
      break;
    case PROP_ALTERNATIVES:
      g_value_set_object (value, self->alternatives);
      break;
    case PROP_WAY_OUT:
      g_value_set_string (value, self->way_out);
      break;
    case PROP_NEXT_RULING:
      g_value_set_uint (value, self->next_ruling);
      break;
    case PROP_PREVIOUS_RULING:
      g_value_set_uint (value, self->previous_ruling);
      break;
    case PROP_MOVE_LIMIT:
      g_value_set_uint (value, self->move_limit);
      break;
    case PROP_COMMENT:
      g_value_set_string (value, self->comment);
      break;
    case PROP_EXAMPLE:
      g_value_set_object (value, self->example);
      break;
    case PROP_RULING_OVERRIDE:
      g_value_set_string (value, self->ruling_override);
      break;
    case PROP_SQUARES:
      g_value_set_boolean (value, self->squares);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_explanation_model_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  XqExplanationModel *self = XQ_EXPLANATION_MODEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      xq_explanation_model_set_game (self, g_value_get_object (value));
      break;
    case PROP_PROFILE:
      xq_explanation_model_set_profile (self, g_value_get_enum (value));
      break;
    case PROP_SELECTED_TARGET:
      xq_explanation_model_set_selected_target (self, g_value_get_uint (value));
      break;
    case PROP_MOVE_LIMIT:
      xq_explanation_model_set_move_limit (self, g_value_get_uint (value));
      break;
    case PROP_SQUARES:
      xq_explanation_model_set_squares (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_explanation_model_class_init (XqExplanationModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  GParamFlags   rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = xq_explanation_model_dispose;
  object_class->finalize = xq_explanation_model_finalize;
  object_class->get_property = xq_explanation_model_get_property;
  object_class->set_property = xq_explanation_model_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, XQ_TYPE_GAME_MODEL, rw);
  properties[PROP_PROFILE] =
    g_param_spec_enum ("profile", NULL, NULL, XQ_TYPE_PROFILE, XQ_PROFILE_CXA, rw);
  properties[PROP_HEADING] = g_param_spec_string ("heading", NULL, NULL, NULL, ro);
  properties[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL, ro);
  properties[PROP_AVAILABLE] = g_param_spec_boolean ("available", NULL, NULL, FALSE, ro);
  properties[PROP_NATURES] = g_param_spec_object ("natures", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_EVIDENCE] = g_param_spec_boxed ("evidence", NULL, NULL, G_TYPE_STRV, ro);
  properties[PROP_TARGETS] = g_param_spec_object ("targets", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_SELECTED_TARGET] =
    g_param_spec_uint ("selected-target", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, rw);
  properties[PROP_MARKS] = g_param_spec_boxed ("marks", NULL, NULL, XQ_TYPE_MARKS, ro);
  properties[PROP_COUNTERS] = g_param_spec_string ("counters", NULL, NULL, NULL, ro);
  properties[PROP_RULING_ACTIVE] = g_param_spec_boolean ("ruling-active", NULL, NULL, FALSE, ro);
  properties[PROP_RULING_FORBIDDEN] = g_param_spec_boolean ("ruling-forbidden", NULL, NULL, FALSE, ro);
  properties[PROP_RULING_TITLE] = g_param_spec_string ("ruling-title", NULL, NULL, NULL, ro);
  properties[PROP_RULING_DETAIL] = g_param_spec_string ("ruling-detail", NULL, NULL, NULL, ro);
  properties[PROP_RULING_CLAUSE] = g_param_spec_string ("ruling-clause", NULL, NULL, NULL, ro);
  properties[PROP_CYCLE] = g_param_spec_object ("cycle", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_MOVE_LIMIT] = g_param_spec_uint ("move-limit", NULL, NULL, 0, 1000, 0, rw);
  properties[PROP_COMMENT] = g_param_spec_string ("comment", NULL, NULL, NULL, ro);
  properties[PROP_EXAMPLE] = g_param_spec_object ("example", NULL, NULL, XQ_TYPE_EXAMPLE_ITEM, ro);
  properties[PROP_RULING_OVERRIDE] = g_param_spec_string ("ruling-override", NULL, NULL, NULL, ro);
  properties[PROP_ALTERNATIVES] = g_param_spec_object ("alternatives", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_WAY_OUT] = g_param_spec_string ("way-out", NULL, NULL, NULL, ro);
  properties[PROP_NEXT_RULING] = g_param_spec_uint ("next-ruling", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, ro);
  properties[PROP_PREVIOUS_RULING] = g_param_spec_uint ("previous-ruling", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, ro);
  /* Whether the board shows ICCS coordinates, so that the texts may give squares (a1, e9). */
  properties[PROP_SQUARES] = g_param_spec_boolean ("squares", NULL, NULL, FALSE, rw);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_explanation_model_init (XqExplanationModel *self)
{
  self->lang = xq_lang_from_locale ();
  self->natures = g_list_store_new (XQ_TYPE_NATURE_ITEM);
  self->targets = g_list_store_new (XQ_TYPE_TARGET_ITEM);
  self->cycle = g_list_store_new (XQ_TYPE_CYCLE_ITEM);
  self->alternatives = g_list_store_new (XQ_TYPE_ALTERNATIVE_ITEM);
  self->ruling_plies = xq_ruling_plies_new ();
  self->next_ruling = G_MAXUINT;
  self->previous_ruling = G_MAXUINT;
  self->evidence = g_new0 (char *, 1);
  self->selected_target = G_MAXUINT;

  self->game_signals = g_signal_group_new (XQ_TYPE_GAME_MODEL);
  g_signal_group_connect_swapped (self->game_signals, "notify::ply", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::notation", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->game_signals, "items-changed", G_CALLBACK (update), self);
  update (self);
}

/**
 * xq_explanation_model_new:
 * @game: (nullable): the game to follow
 *
 * Returns: (transfer full): a new explanation model
 */
XqExplanationModel *
xq_explanation_model_new (XqGameModel *game)
{
  return g_object_new (XQ_TYPE_EXPLANATION_MODEL, "game", game, NULL);
}

/**
 * xq_explanation_model_get_game:
 *
 * Returns: (transfer none) (nullable): the game followed
 */
XqGameModel *
xq_explanation_model_get_game (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->game;
}

void
xq_explanation_model_set_game (XqExplanationModel *self,
                               XqGameModel        *game)
{
  g_return_if_fail (XQ_IS_EXPLANATION_MODEL (self));
  g_return_if_fail (game == NULL || XQ_IS_GAME_MODEL (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

XqProfile
xq_explanation_model_get_profile (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), XQ_PROFILE_CXA);

  return self->profile;
}

void
xq_explanation_model_set_profile (XqExplanationModel *self,
                                  XqProfile           profile)
{
  g_return_if_fail (XQ_IS_EXPLANATION_MODEL (self));

  if (self->profile == profile)
    return;
  self->profile = profile;
  if (self->game != NULL && xq_game_model_get_ply (self->game) > 0)
    {
      g_object_freeze_notify (G_OBJECT (self));
      analyse_current (self, xq_game_model_get_ply (self->game));
      judge_current (self, xq_game_model_get_ply (self->game));
      g_object_thaw_notify (G_OBJECT (self));
    }
  update_ruling_plies (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

const char *
xq_explanation_model_get_heading (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->heading;
}

const char *
xq_explanation_model_get_status (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->status;
}

gboolean
xq_explanation_model_get_available (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), FALSE);

  return self->available;
}

/**
 * xq_explanation_model_get_natures:
 *
 * Returns: (transfer none): the natures of the current move (#XqNatureItem)
 */
GListModel *
xq_explanation_model_get_natures (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return G_LIST_MODEL (self->natures);
}

/**
 * xq_explanation_model_get_evidence:
 *
 * Returns: (transfer none): the evidence sentences, NULL-terminated
 */
const char *const *
xq_explanation_model_get_evidence (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return (const char *const *) self->evidence;
}

/**
 * xq_explanation_model_get_targets:
 *
 * Returns: (transfer none): the protection table (#XqTargetItem)
 */
GListModel *
xq_explanation_model_get_targets (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return G_LIST_MODEL (self->targets);
}

guint
xq_explanation_model_get_selected_target (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), G_MAXUINT);

  return self->selected_target;
}

/* Selecting a row of the protection table puts its arrows in "marks"; G_MAXUINT selects none. */
void
xq_explanation_model_set_selected_target (XqExplanationModel *self,
                                          guint               position)
{
  g_autoptr (XqTargetItem) item = NULL;

  g_return_if_fail (XQ_IS_EXPLANATION_MODEL (self));

  if (position >= g_list_model_get_n_items (G_LIST_MODEL (self->targets)))
    position = G_MAXUINT;
  if (self->selected_target == position)
    return;
  self->selected_target = position;
  if (position != G_MAXUINT)
    item = g_list_model_get_item (G_LIST_MODEL (self->targets), position);
  set_marks (self, item != NULL ? xq_target_item_get_marks (item) : self->rings);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TARGET]);
}

/**
 * xq_explanation_model_get_marks:
 *
 * Returns: (transfer none) (nullable): the arrows of the selected row (#XqMark array)
 */
GArray *
xq_explanation_model_get_marks (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->marks;
}

const char *
xq_explanation_model_get_counters (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->counters;
}

gboolean
xq_explanation_model_get_ruling_active (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), FALSE);

  return self->ruling_active;
}

gboolean
xq_explanation_model_get_ruling_forbidden (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), FALSE);

  return self->ruling_forbidden;
}

const char *
xq_explanation_model_get_ruling_title (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->ruling_title;
}

const char *
xq_explanation_model_get_ruling_detail (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->ruling_detail;
}

const char *
xq_explanation_model_get_ruling_clause (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->ruling_clause;
}

/**
 * xq_explanation_model_get_cycle:
 *
 * Returns: (transfer none): the moves of the cycle (#XqCycleItem)
 */
GListModel *
xq_explanation_model_get_cycle (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return G_LIST_MODEL (self->cycle);
}

guint
xq_explanation_model_get_cycle_first_ply (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), 0);

  return self->cycle_first_ply;
}

const char *
xq_explanation_model_get_red_pattern (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->red_pattern;
}

const char *
xq_explanation_model_get_black_pattern (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->black_pattern;
}

guint
xq_explanation_model_get_move_limit (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), 0);

  return self->move_limit;
}

/* The arbiter's move limit (限着) in moves, counted from the start or the last capture; 0: none. */
void
xq_explanation_model_set_move_limit (XqExplanationModel *self,
                                     guint               moves)
{
  g_return_if_fail (XQ_IS_EXPLANATION_MODEL (self));

  if (self->move_limit == moves)
    return;
  self->move_limit = moves;
  if (self->game != NULL && xq_game_model_get_ply (self->game) > 0)
    judge_current (self, xq_game_model_get_ply (self->game));
  update_ruling_plies (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_LIMIT]);
}

/**
 * xq_explanation_model_get_comment:
 *
 * Returns: (transfer none) (nullable): the game's comment at the current move
 */
const char *
xq_explanation_model_get_comment (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->comment;
}

/**
 * xq_explanation_model_get_example:
 *
 * Returns: (transfer none) (nullable): the library example the game was made from
 */
XqExampleItem *
xq_explanation_model_get_example (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->example;
}

const char *
xq_explanation_model_get_ruling_override (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->ruling_override;
}

/**
 * xq_explanation_model_get_alternatives:
 *
 * Returns: (transfer none): when a side must change, its moves by kind and reason
 *   (#XqAlternativeItem); empty otherwise
 */
GListModel *
xq_explanation_model_get_alternatives (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return G_LIST_MODEL (self->alternatives);
}

/**
 * xq_explanation_model_get_way_out:
 *
 * Returns: (transfer none) (nullable): who must change, and how many moves of each kind it has
 */
const char *
xq_explanation_model_get_way_out (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), NULL);

  return self->way_out;
}

/* The first ply after the current one where a cycle closes, or G_MAXUINT. */
guint
xq_explanation_model_get_next_ruling (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), G_MAXUINT);

  return self->next_ruling;
}

/* The last ply before the current one where a cycle closes, or G_MAXUINT. */
guint
xq_explanation_model_get_previous_ruling (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), G_MAXUINT);

  return self->previous_ruling;
}

gboolean
xq_explanation_model_get_squares (XqExplanationModel *self)
{
  g_return_val_if_fail (XQ_IS_EXPLANATION_MODEL (self), FALSE);

  return self->squares;
}

void
xq_explanation_model_set_squares (XqExplanationModel *self,
                                  gboolean            squares)
{
  g_return_if_fail (XQ_IS_EXPLANATION_MODEL (self));

  squares = !!squares;
  if (self->squares == squares)
    return;
  self->squares = squares;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SQUARES]);
}
