/* xq-tables-compute.h: computing the move and attack tables (build time only)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-tables.h"

G_BEGIN_DECLS

void xq_tables_compute (XqTables *tables);

G_END_DECLS
