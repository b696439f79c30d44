/* xq-types.h: forward declarations of the app's types
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _XqApplication      XqApplication;
typedef struct _XqExampleItem      XqExampleItem;
typedef struct _XqAnalysisModel    XqAnalysisModel;
typedef struct _XqExplanationModel XqExplanationModel;
typedef struct _XqGameModel        XqGameModel;
typedef struct _XqLibraryModel     XqLibraryModel;
typedef struct _XqMoveRow          XqMoveRow;
typedef struct _XqQuizModel        XqQuizModel;
typedef struct _XqReviewModel      XqReviewModel;
typedef struct _XqSetupModel       XqSetupModel;
typedef struct _XqTournamentModel  XqTournamentModel;
typedef struct _XqWindow           XqWindow;

G_END_DECLS
