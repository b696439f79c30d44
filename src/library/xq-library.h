/* xq-library.h: the teaching library — worked rule examples (棋例) with explanations
 *
 * Each example is a position, a move sequence, the rule profile and what the rule text says the
 * moves are (the heaviest nature of each move; the verdict of the cycle), with the clause and a
 * short explanation in English and Chinese. The examples ship as JSON in a GResource
 * (data/library/examples.json); xq-library-check.h compares them with the engine and
 * xq-quiz.h asks questions about them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"
#include "xq-rules.h"

G_BEGIN_DECLS

#define XQ_LIBRARY_ERROR (xq_library_error_quark ())

typedef enum {
  XQ_LIBRARY_ERROR_MISSING, /* the built-in resource is not there */
  XQ_LIBRARY_ERROR_SYNTAX,  /* not JSON */
  XQ_LIBRARY_ERROR_INVALID, /* JSON, but an example is incomplete or wrong (bad FEN, illegal move …) */
} XqLibraryError;

GQuark xq_library_error_quark (void);

/* What an example teaches. */
typedef enum {
  XQ_TOPIC_NATURES = 0,      /* 将 杀 捉 and the kinds of 闲 (CXA 28, 29) */
  XQ_TOPIC_PROTECTION,       /* 有根 无根 假根 少根 暗根 (CXA 28.16, 29.3) */
  XQ_TOPIC_ALLOWED_CYCLES,   /* 允许着法: cycles where nobody must change */
  XQ_TOPIC_FORBIDDEN_CYCLES, /* 禁止着法: cycles where one side must change */
  XQ_TOPIC_CXA_VS_AXF,       /* where the CXA, AXF and 1957 rule books differ */
} XqTopic;

#define XQ_N_TOPICS 5

/* "natures", "protection", "allowed-cycles", "forbidden-cycles", "cxa-vs-axf" */
const char *xq_topic_to_string (XqTopic topic);
gboolean    xq_topic_from_string (const char *text,
                                  XqTopic    *out_topic);
/* A heading for @topic in @lang, e.g. "Allowed cycles" / "允许着法". */
const char *xq_topic_title (XqLang  lang,
                            XqTopic topic);

#define XQ_EXAMPLE_MAX_STATUS 4

/* What the rule text says one move is. */
typedef struct
{
  XqNature     heaviest;   /* XQ_NATURE_CHECK, _MATE_THREAT, _CHASE or _IDLE (27.4) */
  guint        natures;    /* every nature that applies (XqNature bits), 0 when not stated */
  gboolean     has_chased; /* whether @chased is stated */
  XqBitboard   chased;     /* the pieces chased */
  guint        n_status;   /* protection of attacked pieces, where stated */
  XqSquare     status_square[XQ_EXAMPLE_MAX_STATUS];
  XqProtection status[XQ_EXAMPLE_MAX_STATUS];
  /* How the move counts in the cycle where the lesson says it counts otherwise than the move
   * alone (a pawn's move that counts as 捉 in mutual attacks, 细则11; the arbiter's 闲, 细则13). */
  gboolean has_counts;
  XqNature counts;
  gboolean counts_by_arbiter; /* the arbiter's reading (CXA 27.3), which the engine cannot make */
} XqExpectedPly;

/* What the rule text says about the cycle the moves close. */
typedef struct
{
  XqResult       result; /* if nobody changes */
  gboolean       must_change_set;
  XqColor        must_change;
  XqPattern      pattern[XQ_N_COLORS]; /* XQ_PATTERN_NONE when not stated */
  gboolean       reason_set;           /* why, where stated: a game's end (困毙, 60 moves …) or a cycle */
  XqRulingReason reason;
  guint          repetitions; /* occurrences of the final position, 0 when not stated */
} XqExpectedVerdict;

/* Whether @verdict rules a game's end (mate, 困毙, 60 moves, the arbiter's limit) rather than a
 * repeated cycle. */
gboolean                  xq_expected_verdict_is_game_end (const XqExpectedVerdict *verdict);

typedef struct _XqLibrary XqLibrary;
typedef struct _XqExample XqExample;

/* The examples built into the program. Returns: (transfer full) */
void       xq_library_register_builtin (void);
XqLibrary *xq_library_new_builtin (GError **error) G_GNUC_WARN_UNUSED_RESULT;
/* Examples read from JSON text (the format of data/library/examples.json). Every example is
 * validated: both languages for each text, a legal FEN and legal moves, known names.
 * Returns: (transfer full) (nullable) */
XqLibrary *xq_library_new_from_data (const char *data,
                                     gsize       length,
                                     GError    **error) G_GNUC_WARN_UNUSED_RESULT;
void       xq_library_free (XqLibrary *self);

guint      xq_library_get_n_examples (const XqLibrary *self);
/* Returns: (transfer none) */
const XqExample *xq_library_get_example (const XqLibrary *self,
                                         guint            index);
/* Returns: (transfer none) (nullable) */
const XqExample *xq_library_lookup (const XqLibrary *self,
                                    const char      *id);
/* The examples of @topic, in library order. Returns: (transfer container) of const XqExample */
GPtrArray  *xq_library_list_topic (const XqLibrary *self,
                                   XqTopic          topic) G_GNUC_WARN_UNUSED_RESULT;

const char *xq_example_get_id (const XqExample *self);
XqTopic     xq_example_get_topic (const XqExample *self);
XqProfile   xq_example_get_profile (const XqExample *self);
/* Title and explanation in @lang (Traditional Chinese falls back to Simplified where missing). */
const char *xq_example_get_title (const XqExample *self,
                                  XqLang           lang);
const char *xq_example_get_explanation (const XqExample *self,
                                        XqLang           lang);
/* Where the example comes from ("CXA 1999 细则3 (图三)") and the clause it illustrates, in @lang. */
const char *xq_example_get_source (const XqExample *self,
                                   XqLang           lang);
const char *xq_example_get_clause (const XqExample *self,
                                   XqLang           lang);
/* @text (a source, a clause, an explanation) as a reader of @lang is shown it: the project's
 * working names of its rule texts ("seed 001") and of its test cases ("Qili rule case
 * check-rook") become the texts' own names ("CXA rules guide", "Qili's own example"). */
char *xq_example_public_text (XqLang      lang,
                              const char *text) G_GNUC_WARN_UNUSED_RESULT;
/* Returns: (transfer none) */
const XqPosition *xq_example_get_start (const XqExample *self);
/* Returns: (transfer none) the moves, @n_moves of them */
const XqMove *xq_example_get_moves (const XqExample *self,
                                    guint           *n_moves);
/* The position after the first @ply moves (0 = the start). */
void xq_example_get_position (const XqExample *self,
                              guint            ply,
                              XqPosition      *out);
/* The move text of the source for move @ply (1-based), e.g. "车四平五". Returns: (nullable) */
const char *xq_example_get_source_move (const XqExample *self,
                                        guint            ply);
/* The move @ply (1-based) in Chinese notation as the engine writes it. */
char *xq_example_dup_move_text (const XqExample *self,
                                guint            ply,
                                XqNotation       notation) G_GNUC_WARN_UNUSED_RESULT;

/* The stated nature of move @ply (1-based). Returns: (nullable) */
const XqExpectedPly *xq_example_get_expected_ply (const XqExample *self,
                                                  guint            ply);
/* The stated verdict of the cycle the moves close. Returns: (nullable) */
const XqExpectedVerdict *xq_example_get_expected_verdict (const XqExample *self);
/* Where the arbiter rules otherwise than the engine can (CXA 27.3: a defensive point that draws
 * at once, 细则13), the arbiter's ruling. Returns: (nullable) */
const XqExpectedVerdict *xq_example_get_arbiter_verdict (const XqExample *self);
/* The arbiter's move limit (限着) the example is judged under: moves (0 = none) counted after
 * @out_from plies. */
guint xq_example_get_move_limit (const XqExample *self,
                                 guint           *out_from);
/* What the example's lesson was reviewed against (the clause's words, the source's move list),
 * for whoever finds the engine disagreeing: a reviewed lesson stands and the engine is the side
 * to fix unless the review is shown wrong. Returns: (nullable) */
const char *xq_example_get_review (const XqExample *self);
/* What a review found still wrong with the example and not yet fixed (the position does not show
 * the lesson well, or does so only in part). Returns: (nullable) */
const char *xq_example_get_review_pending (const XqExample *self);
/* Why move @ply (1-based) passes up material it could win, where it does (the reviewer's
 * checklist). Returns: (nullable) */
const char *xq_example_get_passes_up (const XqExample *self,
                                      guint            ply);
/* Why the arbiter overrides the engine. Returns: (nullable) */
const char *xq_example_get_arbiter_note (const XqExample *self,
                                         XqLang           lang);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqLibrary, xq_library_free)

G_END_DECLS
