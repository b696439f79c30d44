/* xq-matching.h: maximum-weight matching on general graphs (Edmonds' blossom algorithm)
 *
 * The primal-dual method with Galil's bookkeeping: O(n³) for n vertices. Weights are wide
 * integers (xq-weight.h) so that pairing criteria can be stacked into one weight without overflow. Besides the
 * matching it keeps the optimal dual solution, so a caller that solved a sparse graph can prove
 * that no edge left out would have improved it (xq_matching_slack () ≥ 0 for every such edge).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-weight.h"

G_BEGIN_DECLS

typedef struct _XqMatching XqMatching;

XqMatching                *xq_matching_new (guint n_vertices) G_GNUC_WARN_UNUSED_RESULT;
void                       xq_matching_free (XqMatching *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqMatching, xq_matching_free)

guint xq_matching_get_n_vertices (XqMatching *self);
guint xq_matching_get_n_edges (XqMatching *self);
/* Adds an undirected edge (u ≠ v); at most one edge per pair. Only before solve. */
void xq_matching_add_edge (XqMatching *self,
                           guint       u,
                           guint       v,
                           XqWeight    weight);
/* With @max_cardinality, solve () finds the heaviest of the largest matchings (the heaviest
 * perfect matching when one exists) and starts from a greedy matching of mutually heaviest
 * edges; otherwise the heaviest matching of any size. */
void xq_matching_set_max_cardinality (XqMatching *self,
                                      gboolean    max_cardinality);
/* Finds the matching. */
void xq_matching_solve (XqMatching *self);
/* The vertex matched to @v, or −1. */
int xq_matching_get_mate (XqMatching *self,
                          guint       v);
/* The reduced cost y_u + y_v + Σ z_B − weight (times a positive constant) of a possible edge u–v under the
 * final dual solution; negative means the edge, if added, might improve the matching. */
XqWeight xq_matching_slack (XqMatching *self,
                            guint       u,
                            guint       v,
                            XqWeight    weight);
/* The dual of vertex @v after solve (): xq_matching_may_improve () grows with either end's. */
XqWeight xq_matching_get_dual (XqMatching *self,
                               guint       v);
/* The top-level blossom holding @v after solve () (@v itself when none). */
int xq_matching_get_top (XqMatching *self,
                         guint       v);
typedef void (*XqMatchingPairFunc) (guint    u,
                                    guint    v,
                                    XqWeight shared,
                                    gpointer user_data);
/* Calls @func (u, v, shared) for the vertices v > @u in u's top-level blossom with @klass[v] ≥ 0 (the same
 * @klass, of @n_classes classes, on every call) whose edge with u would have a negative reduced cost
 * (xq_matching_slack ()) at the weight @bound[@klass[v]]: exactly those, so with edges of a weight at
 * most the bound no vertex whose reduced cost could be negative is left out. Whole blossoms are
 * passed over when their least dual of a class rules the class out. @shared is the part of their
 * reduced cost that the blossoms holding both add, for xq_matching_improves_within (). */
void xq_matching_blossom_partners (XqMatching        *self,
                                   guint              u,
                                   const int         *klass,
                                   guint              n_classes,
                                   const XqWeight    *bound,
                                   XqMatchingPairFunc func,
                                   gpointer           user_data);
/* xq_matching_improves () of a pair inside one blossom, from the @shared part of
 * xq_matching_blossom_partners (): TRUE exactly when the reduced cost is negative. */
gboolean xq_matching_improves_within (XqMatching *self,
                                      guint       u,
                                      guint       v,
                                      XqWeight    weight,
                                      XqWeight    shared);
/* FALSE when no edge u–v of weight at most @weight could have a negative reduced cost (a quick
 * bound, without the blossoms' duals); TRUE says nothing. */
gboolean xq_matching_may_improve (XqMatching *self,
                                  guint       u,
                                  guint       v,
                                  XqWeight    weight);
/* Whether the possible edge u–v has a negative reduced cost (xq_matching_slack ()) and so, if
 * added, might improve the matching; then @slack (nullable) gets it. Faster than the slack for
 * the many pairs whose bounds settle it. */
gboolean xq_matching_improves (XqMatching *self,
                               guint       u,
                               guint       v,
                               XqWeight    weight,
                               XqWeight   *slack);

G_END_DECLS
