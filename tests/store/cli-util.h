/* cli-util.h: running qili-cli tournament from a test — its output, its JSON, its refusals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

#define ARGS(...) ((const char *[]){ __VA_ARGS__, NULL })

/* Runs qili-cli tournament --db @db @args (NULL-terminated); returns stdout, sets *status, *err. */
static inline char *
cli_run (const char  *db,
         int         *status,
         char       **err,
         const char **args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  const char           *cli = g_getenv ("QILI_CLI");
  char                 *out = NULL, *errout = NULL;
  int                   wait_status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "tournament");
  g_ptr_array_add (argv, (gpointer) "--db");
  g_ptr_array_add (argv, (gpointer) db);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &errout, &wait_status, &error);
  g_assert_no_error (error);
  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  if (err != NULL)
    *err = errout;
  else
    g_free (errout);
  return out;
}

/* A command that must succeed: its JSON (the caller owns it). */
static inline JsonNode *
cli_json (const char  *db,
          const char **args)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError)     error = NULL;
  g_autofree char       *err = NULL;
  int                    status;
  g_autofree char       *out = cli_run (db, &status, &err, args);

  if (status != 0)
    g_error ("%s failed: %s", args[0], err);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* A command that must be refused with exit status @expect, in one line naming @needle. */
static inline void
cli_assert_refused (const char  *db,
                    const char **args,
                    int          expect,
                    const char  *needle)
{
  g_autofree char *err = NULL;
  int              status;
  g_autofree char *out = cli_run (db, &status, &err, args);

  g_assert_cmpint (status, ==, expect);
  g_assert_true (g_str_has_prefix (err, "qili-cli: "));
  g_assert_cmpint (strchr (err, '\n') - err + 1, ==, (int) strlen (err));
  g_test_message ("%s", err);
  if (needle != NULL)
    g_assert_nonnull (strstr (err, needle));
}
