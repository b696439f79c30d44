/* xq-dutch-colour.h: colours in the FIDE Dutch system (C.04.3): a player's colour difference and
 * preference (A.6), and the allocation of colours to a pair (E.1–E.5)
 *
 * Red moves first and stands for White. A colour history counts the games played over the board
 * only (C.04.2: an unplayed game leaves no colour), oldest first, 'R' or 'B'.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  XQ_DUTCH_PREF_NONE,     /* no game played yet (A.6.d) */
  XQ_DUTCH_PREF_MILD,     /* colour difference 0: alternate (A.6.c) */
  XQ_DUTCH_PREF_STRONG,   /* colour difference ±1 (A.6.b) */
  XQ_DUTCH_PREF_ABSOLUTE, /* difference beyond ±1, or the same colour twice running (A.6.a) */
} XqDutchStrength;

typedef struct
{
  const char     *history;
  int             difference; /* games with Red − games with Black */
  int             pref;       /* +1 Red, −1 Black, 0 none */
  XqDutchStrength strength;
} XqDutchColour;

/* Which article decided a colour (E.1–E.5). */
typedef enum {
  XQ_DUTCH_RULE_BOTH = 1,  /* E.1: both preferences granted */
  XQ_DUTCH_RULE_STRONGER,  /* E.2: the stronger preference (both absolute: the wider difference) */
  XQ_DUTCH_RULE_ALTERNATE, /* E.3: alternate to the last round the two had different colours */
  XQ_DUTCH_RULE_HIGHER,    /* E.4: the higher-ranked player's preference */
  XQ_DUTCH_RULE_INITIAL,   /* E.5: the initial colour by the higher-ranked player's pairing number */
} XqDutchRule;

void xq_dutch_colour_init (XqDutchColour *self,
                           const char    *history);

/* E.1–E.5 for a pair whose higher-ranked player (A.2) is @hi with pairing number @hi_number:
 * whether @hi takes Red; @rule (nullable) gets the article that decided. @initial_red: the
 * initial colour drawn for the event is Red. */
gboolean xq_dutch_colour_allocate (const XqDutchColour *hi,
                                   const XqDutchColour *lo,
                                   guint                hi_number,
                                   gboolean             initial_red,
                                   XqDutchRule         *rule);

/* After a game with Red (@red) or Black: whether the colour difference goes beyond ±2 (C.8) and
 * whether it is the third game of one colour running (C.9). */
gboolean xq_dutch_colour_beyond_two (const XqDutchColour *self,
                                     gboolean             red);
gboolean xq_dutch_colour_third_running (const XqDutchColour *self,
                                        gboolean             red);

G_END_DECLS
