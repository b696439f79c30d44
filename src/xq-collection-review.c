/* xq-collection-review.c: every game of a file reviewed for rulings, in a worker thread
 *
 * The worker reads each game from its own copy of the file and tallies its findings
 * (xq_game_review) into an array shared with the main thread; the main thread looks at how far it
 * got ten times a second and once more when it ends, and notifies "n-done". Nothing crosses
 * threads but that array (behind a mutex): the worker never holds the model, so the model is
 * never finalized in the worker, and closing the game picker only cancels.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-collection-review"

#include "config.h"

#include "xq-collection-review.h"

/* What the worker and the main thread share. */
typedef struct
{
  GMutex              lock;
  XqRecordFile       *records;
  XqProfile           profile;
  GCancellable       *cancellable;
  guint               n_games;
  XqReviewTally      *tallies; /* written by the worker, read up to n_done */
  gboolean           *failed;
  guint              *unread; /* parts of each game not read (its warnings) */
  guint               n_done; /* under lock */
  XqCollectionReview *owner;  /* main thread only; NULL once the model is gone */
} Shared;

struct _XqCollectionReview
{
  GObject  parent_instance;

  Shared  *shared;
  guint    n_done;
  guint    n_forbidden;
  guint    n_partial;
  gboolean started;
  gboolean running;
  gboolean cancelled;
  guint    poll_id;
};

G_DEFINE_FINAL_TYPE (XqCollectionReview, xq_collection_review, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N_GAMES,
  PROP_N_DONE,
  PROP_N_FORBIDDEN,
  PROP_RUNNING,
  PROP_CANCELLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
shared_clear (Shared *shared)
{
  g_mutex_clear (&shared->lock);
  g_clear_pointer (&shared->records, xq_record_file_free);
  g_clear_object (&shared->cancellable);
  g_free (shared->tallies);
  g_free (shared->failed);
  g_free (shared->unread);
}

static void
shared_unref (Shared *shared)
{
  g_atomic_rc_box_release_full (shared, (GDestroyNotify) shared_clear);
}

static void
review_thread (GTask        *task,
               gpointer      source,
               gpointer      data,
               GCancellable *cancellable)
{
  Shared *shared = data;

  for (guint i = 0; i < shared->n_games && !g_cancellable_is_cancelled (shared->cancellable); i++)
    {
      /* Read as the app opens it: a damaged game up to the damage (the picker's banner tells) */
      g_autoptr (GPtrArray) warnings = xq_record_warnings_new ();
      g_autoptr (XqGame)    game = xq_record_file_load_game (shared->records, i, warnings, NULL);

      shared->unread[i] = warnings->len;
      if (game == NULL)
        shared->failed[i] = TRUE;
      else
        {
          g_autoptr (GArray) findings = g_array_new (FALSE, FALSE, sizeof (XqFinding));
          XqJudgeOptions     opts;

          /* A move limit tag that cannot be read is not applied (qili-cli review warns of it). */
          xq_game_judge_options (game, shared->profile, &opts, NULL);
          xq_game_review (game, &opts, findings);
          xq_review_tally_add_game (&shared->tallies[i], (const XqFinding *) findings->data, findings->len);
        }
      g_mutex_lock (&shared->lock);
      shared->n_done = i + 1;
      g_mutex_unlock (&shared->lock);
    }
  g_task_return_boolean (task, TRUE);
}

/* Takes in what the worker has done since last time. */
static void
poll_progress (XqCollectionReview *self)
{
  Shared *shared = self->shared;
  guint   done;

  g_mutex_lock (&shared->lock);
  done = shared->n_done;
  g_mutex_unlock (&shared->lock);
  if (done == self->n_done)
    return;
  for (guint i = self->n_done; i < done; i++)
    {
      if (!shared->failed[i] && shared->tallies[i].forbidden_cycles > 0)
        self->n_forbidden++;
      if (!shared->failed[i] && shared->unread[i] > 0)
        self->n_partial++;
    }
  self->n_done = done;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_FORBIDDEN]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DONE]);
}

static gboolean
poll_cb (gpointer data)
{
  poll_progress (data);
  return G_SOURCE_CONTINUE;
}

static void
review_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  Shared             *shared = data;
  XqCollectionReview *self = shared->owner;

  if (self != NULL)
    {
      g_clear_handle_id (&self->poll_id, g_source_remove);
      poll_progress (self);
      self->running = FALSE;
      self->cancelled = self->n_done < shared->n_games;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CANCELLED]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
    }
  shared_unref (shared);
}

static void
xq_collection_review_dispose (GObject *object)
{
  XqCollectionReview *self = XQ_COLLECTION_REVIEW (object);

  g_clear_handle_id (&self->poll_id, g_source_remove);
  if (self->shared != NULL)
    {
      g_cancellable_cancel (self->shared->cancellable);
      self->shared->owner = NULL;
      g_clear_pointer (&self->shared, shared_unref);
    }

  G_OBJECT_CLASS (xq_collection_review_parent_class)->dispose (object);
}

static void
xq_collection_review_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  XqCollectionReview *self = XQ_COLLECTION_REVIEW (object);

  switch (prop_id)
    {
    case PROP_N_GAMES:
      g_value_set_uint (value, xq_collection_review_get_n_games (self));
      break;
    case PROP_N_DONE:
      g_value_set_uint (value, self->n_done);
      break;
    case PROP_N_FORBIDDEN:
      g_value_set_uint (value, self->n_forbidden);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_CANCELLED:
      g_value_set_boolean (value, self->cancelled);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_collection_review_class_init (XqCollectionReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = xq_collection_review_dispose;
  object_class->get_property = xq_collection_review_get_property;

  properties[PROP_N_GAMES] = g_param_spec_uint ("n-games", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_DONE] = g_param_spec_uint ("n-done", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_FORBIDDEN] = g_param_spec_uint ("n-forbidden", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, ro);
  properties[PROP_CANCELLED] = g_param_spec_boolean ("cancelled", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_collection_review_init (XqCollectionReview *self)
{
}

/**
 * xq_collection_review_new:
 *
 * Returns: (transfer full): a review of the games of @records, not started
 */
XqCollectionReview *
xq_collection_review_new (const XqRecordFile *records,
                          XqProfile           profile)
{
  XqCollectionReview *self;
  Shared             *shared;

  g_return_val_if_fail (records != NULL, NULL);

  self = g_object_new (XQ_TYPE_COLLECTION_REVIEW, NULL);
  shared = g_atomic_rc_box_new0 (Shared);
  g_mutex_init (&shared->lock);
  shared->records = xq_record_file_copy (records);
  shared->profile = profile;
  shared->cancellable = g_cancellable_new ();
  shared->n_games = xq_record_file_get_n_games (records);
  shared->tallies = g_new0 (XqReviewTally, MAX (shared->n_games, 1));
  shared->failed = g_new0 (gboolean, MAX (shared->n_games, 1));
  shared->unread = g_new0 (guint, MAX (shared->n_games, 1));
  shared->owner = self;
  self->shared = shared;
  return self;
}

guint
xq_collection_review_get_n_games (XqCollectionReview *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_REVIEW (self), 0);

  return self->shared->n_games;
}

guint
xq_collection_review_get_n_done (XqCollectionReview *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_REVIEW (self), 0);

  return self->n_done;
}

guint
xq_collection_review_get_n_forbidden (XqCollectionReview *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_REVIEW (self), 0);

  return self->n_forbidden;
}

gboolean
xq_collection_review_get_running (XqCollectionReview *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_REVIEW (self), FALSE);

  return self->running;
}

gboolean
xq_collection_review_get_cancelled (XqCollectionReview *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_REVIEW (self), FALSE);

  return self->cancelled;
}

void
xq_collection_review_start (XqCollectionReview *self)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (XQ_IS_COLLECTION_REVIEW (self));

  if (self->started)
    return;
  self->started = TRUE;
  self->running = TRUE;
  /* No source object: the worker must not hold the model (see above). */
  task = g_task_new (NULL, NULL, review_done_cb, g_atomic_rc_box_acquire (self->shared));
  g_task_set_task_data (task, g_atomic_rc_box_acquire (self->shared), (GDestroyNotify) shared_unref);
  g_task_run_in_thread (task, review_thread);
  self->poll_id = g_timeout_add (100, poll_cb, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

void
xq_collection_review_cancel (XqCollectionReview *self)
{
  g_return_if_fail (XQ_IS_COLLECTION_REVIEW (self));

  g_cancellable_cancel (self->shared->cancellable);
}

const XqReviewTally *
xq_collection_review_get_tally (XqCollectionReview *self,
                                guint               index,
                                gboolean           *failed)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_REVIEW (self), NULL);

  if (failed != NULL)
    *failed = index < self->n_done && self->shared->failed[index];
  if (index >= self->n_done || self->shared->failed[index])
    return NULL;
  return &self->shared->tallies[index];
}

/* Games read only in part among those reviewed. */
guint
xq_collection_review_get_n_partial (XqCollectionReview *self)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_REVIEW (self), 0);

  return self->n_partial;
}

/* How many parts of game @index could not be read (its warnings, as qili-cli review counts
 * them); 0 while it is not reviewed. */
guint
xq_collection_review_get_n_unread (XqCollectionReview *self,
                                   guint               index)
{
  g_return_val_if_fail (XQ_IS_COLLECTION_REVIEW (self), 0);

  if (index >= self->n_done)
    return 0;
  return self->shared->unread[index];
}
