/* xq-window-private.h: what the parts of XqWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-analysis-model.h"
#include "xq-analysis-view.h"
#include "xq-board-view.h"
#include "xq-explanation-model.h"
#include "xq-explanation-pane.h"
#include "xq-game-io.h"
#include "xq-game-model.h"
#include "xq-library-view.h"
#include "xq-move-list-view.h"
#include "xq-review-model.h"
#include "xq-review-panel.h"
#include "xq-ruling-banner.h"
#include "xq-setup-model.h"
#include "xq-setup-panel.h"
#include "xq-tournament-page.h"
#include "xq-window.h"

G_BEGIN_DECLS

struct _XqWindow
{
  AdwApplicationWindow parent_instance;

  GSettings           *settings;
  XqGameModel         *game;
  XqExplanationModel  *explanation;
  XqAnalysisModel     *analysis;
  XqReviewModel       *review;
  XqSetupModel        *setup;        /* set while in set-up mode */
  GFile               *file;         /* where the game was read from or saved to */
  XqGameFile          *games;        /* the file's games as read (or last saved), or NULL */
  guint                game_index;   /* the game of @games shown */
  gboolean             game_partial; /* it was read in part: its file holds more than the board */
  GCancellable        *cancellable;
  GtkRecentManager    *recent;

  /* Template widgets */
  AdwToastOverlay    *toast_overlay;
  GtkRevealer        *read_banner;       /* the file or game was read in part */
  GtkLabel           *read_banner_label; /* NULL until the banner first shows */
  AdwViewStack       *view_stack;
  AdwSqueezer        *title_squeezer; /* the switcher, or the title where it does not fit */
  AdwWindowTitle     *window_title;
  AdwViewSwitcherBar *switcher_bar; /* given the stack when first revealed */
  AdwFlap            *flap;
  GtkStack           *sidebar_stack;
  XqBoardView        *board_view;
  XqMoveListView     *move_list;
  XqExplanationPane  *explanation_pane;
  XqAnalysisView     *analysis_view;
  XqReviewPanel      *review_panel;
  GtkPaned           *sidebar_paned;
  XqSetupPanel       *setup_panel; /* made on first use */
  XqRulingBanner     *ruling_banner;
  GtkOverlay         *board_overlay; /* holds the banner where the sidebar is folded away */
  GtkBox             *sidebar_top;   /* holds it above the moves otherwise */
  GtkToggleButton    *sidebar_button;
  AdwBin             *tournament_bin;
  XqTournamentPage   *tournament_page; /* made when first shown */
  GtkLabel           *status_label;
  GtkLabel           *game_label;
  GtkEntry           *move_entry;
  GtkMenuButton      *menu_button;
  GMenu              *primary_menu; /* given to the menu button when first opened */
  GMenu              *recent_section;
  AdwBin             *library_bin;
  XqLibraryView      *library_view; /* made when first shown */

  gboolean            focus_by_tab;   /* the key being handled is Tab: the focus moves by the keyboard */
  guint               tab_idle;       /* clears focus_by_tab once that key is handled */
  gboolean            focus_in_board; /* the board held the focus at the last focus change */
  guint               squeeze_idle;   /* shows the pages' bar once the header is allocated */
  guint               fold_idle;      /* follows the flap's folding once it is allocated */

  GPtrArray          *read_warnings; /* of XqRecordWarning: what of the open game was not read */

  char               *recovery_path; /* where the unsaved game is kept (xq-window-recovery.c) */
  guint               recovery_id;   /* the pending write */
};

/* xq-window-actions.c */
void xq_window_class_init_actions (GtkWidgetClass *widget_class);
void xq_window_init_actions (XqWindow *self);
void xq_window_update_actions (XqWindow *self);
void xq_window_toast (XqWindow   *self,
                      const char *message);

/* xq-window-files.c */
typedef void (*XqContinueFunc) (XqWindow *self,
                                gpointer  data);
/* Runs @func now, or once the user agreed to lose the unsaved changes of the game. */
void xq_window_confirm_discard (XqWindow      *self,
                                XqContinueFunc func,
                                gpointer       data,
                                GDestroyNotify destroy);
void xq_window_class_init_files (GtkWidgetClass *widget_class);
void xq_window_init_files (XqWindow *self);
void xq_window_update_recent (XqWindow *self);
/* Says where the game shown comes from (NULL: from no file; the games read are forgotten). */
void xq_window_set_game_file (XqWindow *self,
                              GFile    *file);

/* xq-window-files.c: lets the user choose one game of a file of several (XqGamePicker) */
typedef void (*XqGamePickedFunc) (XqWindow   *self,
                                  XqGameFile *games,
                                  guint       index);
void xq_window_pick_game (XqWindow        *self,
                          XqGameFile      *games,
                          XqGamePickedFunc func);

/* Shows @game (taken), recovered after a crash, as game @index of @file (nullable), unsaved. */
void xq_window_restore_game (XqWindow *self,
                             GFile    *file,
                             guint     index,
                             XqGame   *game);

/* xq-window-recovery.c: the unsaved game kept in the user's state folder */
void xq_window_init_recovery (XqWindow *self);
void xq_window_dispose_recovery (XqWindow *self);

/* xq-window-edit.c: comments, glyphs, variations, the game's details */
void xq_window_class_init_edit (GtkWidgetClass *widget_class);
void xq_window_update_edit_actions (XqWindow *self);
/* Switches to the rule profile the game's Rules tag names, if any. */
void xq_window_apply_game_rules (XqWindow *self);

/* xq-window-library.c: examples of the teaching library on the board */
void xq_window_class_init_library (GtkWidgetClass *widget_class);
/* Makes the Library page when it is first shown: start-up pays only for the Board page. */
void xq_window_ensure_library (XqWindow *self);

/* xq-window-export.c */
/* A file name from the game for @what ("Ruling – Li vs Wang – move 27.pdf").
 * Returns: (transfer full) */
char *xq_window_file_name (XqWindow   *self,
                           const char *what,
                           const char *suffix) G_GNUC_WARN_UNUSED_RESULT;
void  xq_window_class_init_export (GtkWidgetClass *widget_class);
/* Text for a printed page, in Sans of @size points. Returns: (transfer full) */
PangoLayout *xq_window_print_layout (GtkPrintContext *context,
                                     const char      *text,
                                     double           size,
                                     gboolean         bold);
gboolean     xq_window_print (XqWindow               *self,
                              GtkPrintOperationAction action,
                              const char             *export_to,
                              int                    *n_pages,
                              GError                **error);

/* xq-window-review.c: the analysis's settings, Review Game */
void xq_window_class_init_review (GtkWidgetClass *widget_class);
void xq_window_init_review (XqWindow *self);
void xq_window_update_review_actions (XqWindow *self);
void xq_window_start_review (XqWindow *self);
/* The review printed after the game (when there is one for the line shown): how many pages it
 * takes, then each of them (0-based). */
guint xq_window_review_print_begin (XqWindow        *self,
                                    GtkPrintContext *context);
void  xq_window_review_print_page (XqWindow        *self,
                                   GtkPrintContext *context,
                                   guint            page);

/* xq-window-tournament.c */
void xq_window_class_init_tournament (GtkWidgetClass *widget_class);
/* Makes the Tournament page when it is first shown. */
void xq_window_ensure_tournament (XqWindow *self);

G_END_DECLS
