/* xq-cli-convert.c: qili-cli convert [--to pgn|fen|xqf|json] [--notation …] [--game N] [--output FILE] FILE…
 *
 * Reads every game of each PGN, XQF, CBR, CBL, CBF, DhtmlXQ, WXF, FEN or EPD file (FILE "-" is standard
 * input, once) and writes them on standard output, file after file, in one run: as PGN (UTF-8,
 * variations and comments kept), as FEN lines (start position and main line: "FEN moves m1 m2
 * …"), or as JSON, the default:
 *
 *   {"file":FILE,                           as given ("-" for standard input)
 *    "format":"pgn|xqf|fen|cbr|cbl|cbf|dhtmlxq|epd|wxf",
 *    "games":[{"tags":{"Event":…,…},        tags in file order (FEN and Format not among them)
 *              "fen":START-FEN,
 *              "comment":…,                 before the first move (optional)
 *              "moves":[MOVE,…]}]}          the main line
 *   MOVE = {"ply":N,"iccs":"h2e2","chinese":"炮二平五","wxf":"C2.5",
 *           "comment_before":…,"comment":…,"nags":[1,…],   (each optional)
 *           "variations":[[MOVE,…],…]}      alternatives to this move, each a line (optional)
 *
 * Reads leniently: a damaged game, record or tag does not lose the rest of the file. Exit
 * status 0 when everything was read; 3 when part was read: what was read is written as usual
 * and each part skipped or cut short is one line on stderr,
 *   qili-cli: warning: FILE: game G, line L[, column C]: WHAT     (text formats)
 *   qili-cli: warning: FILE: game G, byte offset B (0xB): WHAT     (XQF, CBR, CBL)
 * 2 when nothing could be read ("qili-cli: FILE: …", the place first as above), also when only
 * tags could be read (each game's record breaks off before its first move).
 *
 * Several FILEs are one run, its status over all of them: 0 when every file was read whole, 3
 * when part was (a file that cannot be opened or has no readable game is then one more line
 * "qili-cli: warning: FILE: WHAT" and the run goes on), 2 when no game of any file was read.
 * PGN and FEN output is the games of all files in order; JSON is one line per file.
 *
 * --to xqf writes one game (--game N picks it) as XQF to --output FILE, saying on stderr what XQF
 * cannot hold ("qili-cli: note: FILE: WHAT"); --output writes any form to FILE instead of standard
 * output, replaced atomically, its previous version kept (xq_record_save()).
 *
 * --notation chooses the moves of PGN and FEN output: Chinese, WXF, ICCS, or SAN as pychess (ranks
 * 1–10) or WinBoard (ranks 0–9) write xiangqi; JSON has Chinese, WXF and ICCS.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "qili-cli"

#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "xq-cli.h"
#include "xq-records.h"

static const char summary_text[] =
  "Reads every game of each FILE (\"-\" for standard input) and writes them on standard output, file\n"
  "after file: PGN (Chinese, WXF, ICCS or SAN moves), XQF, 象棋桥 CBR/CBL/CBF, DhtmlXQ, WXF files\n"
  "(FORMAT WXF … START{ … }END), FEN and position lists (EPD) are read, their encoding detected.";

static const char description_text[] =
  "Forms: json (default; one line per file: {\"file\",\"format\",\"games\"}), pgn (UTF-8, variations and\n"
  "comments kept), fen (one line per game: the start and the main line), xqf (one game, with\n"
  "--output: XQF 1.0 for XQStudio; each thing XQF cannot hold is a line \"qili-cli: note: FILE: WHAT\").\n"
  "--output FILE replaces FILE atomically and keeps its previous version in\n"
  "$XDG_DATA_HOME/qili/backups.\n"
  "\n"
  "Exit status: 0 every file read whole; 3 part was read (what was read is written, and each part\n"
  "not read is one line \"qili-cli: warning: FILE: game G, line L[, column C]: WHAT\" on stderr, a\n"
  "byte offset in place of the line for XQF, CBR and CBL); 2 nothing could be read, or nothing\n"
  "but tags (no move of any game); 1 the output could not be written.";

static void add_line (JsonBuilder      *b,
                      const XqGameNode *head,
                      const XqPosition *before);

static void
add_string (JsonBuilder *b,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

static void
add_move (JsonBuilder      *b,
          const XqGameNode *node,
          XqPosition       *pos,
          gboolean          with_alternatives)
{
  XqMove           move = xq_game_node_get_move (node);
  g_autofree char *iccs = xq_notation_format (pos, move, XQ_NOTATION_ICCS);
  g_autofree char *chinese = xq_notation_format (pos, move, XQ_NOTATION_CHINESE);
  g_autofree char *wxf = xq_notation_format (pos, move, XQ_NOTATION_WXF);
  const guint8    *nags;
  guint            n_nags;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ply");
  json_builder_add_int_value (b, xq_game_node_get_ply (node));
  add_string (b, "iccs", iccs);
  add_string (b, "chinese", chinese);
  add_string (b, "wxf", wxf);
  if (xq_game_node_get_comment_before (node))
    add_string (b, "comment_before", xq_game_node_get_comment_before (node));
  if (xq_game_node_get_comment (node))
    add_string (b, "comment", xq_game_node_get_comment (node));
  nags = xq_game_node_get_nags (node, &n_nags);
  if (n_nags > 0)
    {
      json_builder_set_member_name (b, "nags");
      json_builder_begin_array (b);
      for (guint i = 0; i < n_nags; i++)
        json_builder_add_int_value (b, nags[i]);
      json_builder_end_array (b);
    }
  if (with_alternatives && xq_game_node_get_next_sibling (node) != NULL)
    {
      json_builder_set_member_name (b, "variations");
      json_builder_begin_array (b);
      for (XqGameNode *alt = xq_game_node_get_next_sibling (node); alt != NULL; alt = xq_game_node_get_next_sibling (alt))
        add_line (b, alt, pos);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

/* An array of the moves from @head along first children; each first child lists its
 * alternatives as "variations" (arrays of the same shape). Depth is bounded by the readers. */
static void
add_line (JsonBuilder      *b,
          const XqGameNode *head,
          const XqPosition *before)
{
  XqPosition pos = *before;
  gboolean   first = TRUE;

  json_builder_begin_array (b);
  for (const XqGameNode *n = head; n != NULL; n = xq_game_node_get_next (n))
    {
      XqUndo   undo;
      gboolean is_first_child = xq_game_node_get_index (n) == 0;

      add_move (b, n, &pos, !(first && !is_first_child));
      xq_position_make (&pos, xq_game_node_get_move (n), &undo);
      first = FALSE;
    }
  json_builder_end_array (b);
}

static void
add_game (JsonBuilder  *b,
          const XqGame *game)
{
  g_autofree char *fen = xq_position_to_fen (xq_game_get_start (game));
  XqGameNode      *root = xq_game_get_root (game);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "tags");
  json_builder_begin_object (b);
  for (guint i = 0; i < xq_game_get_n_tags (game); i++)
    add_string (b, xq_game_get_tag_name (game, i), xq_game_get_tag_value (game, i));
  json_builder_end_object (b);
  add_string (b, "fen", fen);
  if (xq_game_node_get_comment (root))
    add_string (b, "comment", xq_game_node_get_comment (root));
  json_builder_set_member_name (b, "moves");
  if (xq_game_node_get_next (root) != NULL)
    add_line (b, xq_game_node_get_next (root), xq_game_get_start (game));
  else
    {
      json_builder_begin_array (b);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

static GBytes *
read_input (const char *path,
            GError    **error)
{
  if (g_str_equal (path, "-"))
    {
      GByteArray *data = g_byte_array_new ();
      guint8      buf[65536];
      size_t      n;

      while ((n = fread (buf, 1, sizeof buf, stdin)) > 0)
        g_byte_array_append (data, buf, (guint) n);
      if (ferror (stdin))
        {
          g_byte_array_unref (data);
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, "cannot read standard input");
          return NULL;
        }
      return g_byte_array_free_to_bytes (data);
    }
  {
    char *contents = NULL;
    gsize len = 0;
    if (!g_file_get_contents (path, &contents, &len, error))
      return NULL;
    return g_bytes_new_take (contents, len);
  }
}

typedef struct
{
  const char *to;
  XqNotation  notation;
  gboolean    several;       /* more than one FILE: failures of a file are warnings */
  guint       games_written; /* over all files */
  guint       skipped;       /* parts not read: games, tags, whole files */
  guint       game;          /* --game: only this game of each file (from 1), or 0 */
  GString    *output;        /* --output: what is written, saved at the end (NULL: stdout) */
  GPtrArray  *kept;          /* --to xqf: the games to write (one) */
} Convert;

/* Writes @text to standard output, or keeps it for --output. */
static gboolean
emit (Convert    *convert,
      const char *text)
{
  if (convert->output != NULL)
    {
      g_string_append (convert->output, text);
      return TRUE;
    }
  fputs (text, stdout);
  return !ferror (stdout);
}

/* A file that could not be read at all: with one FILE, the error (its status); with several, one
 * warning line and the run goes on (returns XQ_CLI_EXIT_OK). */
static int
fail_file (Convert    *convert,
           int         status,
           const char *shown,
           const char *what)
{
  if (!convert->several)
    return xq_cli_error (status, "%s: %s", shown, what);
  convert->skipped++;
  xq_cli_error (XQ_CLI_EXIT_OK, "warning: %s: %s", shown, what);
  return XQ_CLI_EXIT_OK;
}

static gboolean
write_file (Convert            *convert,
            const XqRecordFile *file,
            const char         *shown,
            GPtrArray          *games)
{
  if (g_str_equal (convert->to, "json"))
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      add_string (b, "file", shown);
      add_string (b, "format", xq_record_format_to_string (xq_record_file_get_format (file)));
      json_builder_set_member_name (b, "games");
      json_builder_begin_array (b);
      for (guint i = 0; i < games->len; i++)
        add_game (b, g_ptr_array_index (games, i));
      json_builder_end_array (b);
      json_builder_end_object (b);
      convert->games_written += games->len;
      {
        g_autofree char *line = xq_cli_json_line (json_builder_get_root (b));
        return emit (convert, line);
      }
    }
  if (g_str_equal (convert->to, "xqf"))
    {
      for (guint i = 0; i < games->len; i++)
        g_ptr_array_add (convert->kept, xq_game_copy (g_ptr_array_index (games, i)));
      convert->games_written += games->len;
      return TRUE;
    }
  for (guint i = 0; i < games->len; i++)
    {
      g_autofree char *text = g_str_equal (convert->to, "pgn")
                                ? xq_pgn_write_game (g_ptr_array_index (games, i), convert->notation)
                                : xq_fen_file_write (g_ptr_array_index (games, i), convert->notation);
      if (convert->games_written > 0 && g_str_equal (convert->to, "pgn") && !emit (convert, "\n"))
        return FALSE;
      if (!emit (convert, text))
        return FALSE;
      convert->games_written++;
    }
  return TRUE;
}

/* --to xqf: the one game read, as XQF, with a note for each thing XQF cannot hold. */
static int
write_xqf (Convert    *convert,
           const char *path)
{
  g_autoptr (GPtrArray) losses = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GBytes)    bytes = NULL;
  g_autoptr (GError)    error = NULL;
  const char           *shown = g_utf8_validate (path, -1, NULL) ? path : "OUTPUT";

  if (convert->kept->len != 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--to xqf writes one game, and %u were read (choose one with --game N)",
                         convert->kept->len);
  bytes = xq_record_write_game (g_ptr_array_index (convert->kept, 0), XQ_RECORD_FORMAT_XQF, convert->notation, losses,
                                &error);
  if (bytes == NULL)
    return xq_cli_error (XQ_CLI_EXIT_FAILURE, "%s: %s", shown, error->message);
  for (guint i = 0; i < losses->len; i++)
    xq_cli_error (XQ_CLI_EXIT_OK, "note: %s: %s", shown, (const char *) losses->pdata[i]);
  return xq_cli_save_output (path, bytes);
}

/* Reads every game of @path and writes them. Returns the exit status when the run must stop
 * here (one FILE that could not be read, or output that could not be written), else OK. */
static int
convert_file (Convert    *convert,
              const char *path)
{
  const char              *shown = g_utf8_validate (path, -1, NULL) ? path : "FILE";
  g_autoptr (GError)       error = NULL;
  g_autoptr (GBytes)       bytes = read_input (path, &error);
  g_autoptr (XqRecordFile) file = NULL;
  g_autoptr (GPtrArray)    games = NULL;
  g_autoptr (GPtrArray)    warnings = NULL;
  guint                    n_read = 0;

  if (bytes == NULL)
    {
      /* A file that is not there or not readable is the caller's mistake (bad input). */
      gboolean bad = error->domain == G_FILE_ERROR &&
                     (error->code == G_FILE_ERROR_NOENT || error->code == G_FILE_ERROR_ISDIR ||
                      error->code == G_FILE_ERROR_ACCES || error->code == G_FILE_ERROR_NAMETOOLONG ||
                      error->code == G_FILE_ERROR_NOTDIR || error->code == G_FILE_ERROR_INVAL);
      return fail_file (convert, bad ? XQ_CLI_EXIT_BAD_INPUT : XQ_CLI_EXIT_FAILURE, shown, error->message);
    }
  file = xq_record_file_new (bytes, &error);
  if (file == NULL)
    return fail_file (convert, XQ_CLI_EXIT_BAD_INPUT, shown, error->message);
  games = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_game_free);
  warnings = xq_record_warnings_new ();
  if (convert->game > xq_record_file_get_n_games (file))
    {
      g_autofree char *what = g_strdup_printf ("the file holds %u games, not game %u", xq_record_file_get_n_games (file),
                                               convert->game);
      return fail_file (convert, XQ_CLI_EXIT_BAD_INPUT, shown, what);
    }
  for (guint i = 0; i < xq_record_file_get_n_games (file); i++)
    {
      g_autoptr (GError) game_error = NULL;
      XqGame            *game;

      if (convert->game > 0 && i + 1 != convert->game)
        continue;
      game = xq_record_file_load_game (file, i, warnings, &game_error);
      if (game != NULL)
        {
          g_ptr_array_add (games, game);
          n_read += !xq_game_holds_only_tags (game);
        }
    }
  /* Games of which only the tags were read are written (their warning says so), but a file
   * that holds nothing more is a file not read. */
  if (n_read == 0)
    g_ptr_array_set_size (games, 0);
  if (games->len == 0 && warnings->len <= 1)
    {
      /* Nothing read: the reason, as the error of a file not read */
      g_autofree char *where = warnings->len == 1 ? xq_record_warning_to_string (g_ptr_array_index (warnings, 0))
                                                  : g_strdup ("no game could be read");
      return fail_file (convert, XQ_CLI_EXIT_BAD_INPUT, shown, where);
    }
  for (guint i = 0; i < warnings->len; i++)
    {
      g_autofree char *where = xq_record_warning_to_string (g_ptr_array_index (warnings, i));
      xq_cli_error (XQ_CLI_EXIT_OK, "warning: %s: %s", shown, where);
    }
  convert->skipped += warnings->len;
  if (games->len == 0)
    return fail_file (convert, XQ_CLI_EXIT_BAD_INPUT, shown, "no game could be read");
  if (!write_file (convert, file, shown, games))
    return xq_cli_error (XQ_CLI_EXIT_FAILURE, "cannot write the output");
  return XQ_CLI_EXIT_OK;
}

int
xq_cli_convert (int    argc,
                char **argv)
{
  g_autofree char *to = NULL;
  g_autofree char *notation_name = NULL;
  g_autofree char *output = NULL;
  int              game = 0;
  GOptionEntry     entries[] = {
        { "to", 0, 0, G_OPTION_ARG_STRING, &to, "Output form: pgn, fen, xqf or json (default)", "FORM" },
        { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
          "Write to FILE (replaced safely, its previous version kept) instead of standard output; needed for xqf",
          "FILE" },
        { "game", 0, 0, G_OPTION_ARG_INT, &game, "Only game N (from 1) of each FILE", "N" },
        { "notation", 0, 0, G_OPTION_ARG_STRING, &notation_name,
          "Moves in PGN and FEN output: chinese (default), wxf, iccs, san (Che3, ranks 1–10, as pychess) or winboard "
              "(Che2, ranks 0–9)",
          "NOTATION" },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE…");
  Convert                    convert = { .notation = XQ_NOTATION_CHINESE };
  guint                      n_stdin = 0;
  int                        status;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context, summary_text);
  g_option_context_set_description (context, description_text);
  if (!xq_cli_parse (context, &argc, &argv))
    return XQ_CLI_EXIT_BAD_INPUT;
  if (argc < 2)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "convert needs at least one FILE (\"-\" for standard input)");
  for (int i = 1; i < argc; i++)
    n_stdin += g_str_equal (argv[i], "-");
  if (n_stdin > 1)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "standard input (\"-\") can be read only once");
  if (to == NULL)
    to = g_strdup ("json");
  if (!g_str_equal (to, "pgn") && !g_str_equal (to, "fen") && !g_str_equal (to, "json") && !g_str_equal (to, "xqf"))
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--to must be pgn, fen, xqf or json");
  if (g_str_equal (to, "xqf") && output == NULL)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--to xqf needs --output FILE");
  if (game < 0)
    return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--game must be a game's number, from 1");
  if (notation_name != NULL)
    {
      if (g_ascii_strcasecmp (notation_name, "chinese") == 0)
        convert.notation = XQ_NOTATION_CHINESE;
      else if (g_ascii_strcasecmp (notation_name, "wxf") == 0)
        convert.notation = XQ_NOTATION_WXF;
      else if (g_ascii_strcasecmp (notation_name, "iccs") == 0)
        convert.notation = XQ_NOTATION_ICCS;
      else if (g_ascii_strcasecmp (notation_name, "san") == 0)
        convert.notation = XQ_NOTATION_SAN;
      else if (g_ascii_strcasecmp (notation_name, "winboard") == 0)
        convert.notation = XQ_NOTATION_SAN_WINBOARD;
      else
        return xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "--notation must be chinese, wxf, iccs, san or winboard");
    }
  convert.to = to;
  convert.several = argc > 2;
  convert.game = (guint) game;
  convert.kept = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_game_free);
  if (output != NULL && !g_str_equal (to, "xqf"))
    convert.output = g_string_new (NULL);

  status = XQ_CLI_EXIT_OK;
  for (int i = 1; i < argc && status == XQ_CLI_EXIT_OK; i++)
    status = convert_file (&convert, argv[i]);
  if (status == XQ_CLI_EXIT_OK && fflush (stdout) != 0)
    status = xq_cli_error (XQ_CLI_EXIT_FAILURE, "cannot write the output");
  if (status == XQ_CLI_EXIT_OK && convert.games_written == 0)
    status = xq_cli_error (XQ_CLI_EXIT_BAD_INPUT, "no game could be read");
  /* Nothing is written to --output unless the run got this far */
  if (status == XQ_CLI_EXIT_OK && g_str_equal (to, "xqf"))
    status = write_xqf (&convert, output);
  else if (status == XQ_CLI_EXIT_OK && convert.output != NULL)
    {
      g_autoptr (GBytes) bytes = g_bytes_new (convert.output->str, convert.output->len);
      status = xq_cli_save_output (output, bytes);
    }
  if (convert.output != NULL)
    g_string_free (convert.output, TRUE);
  g_ptr_array_unref (convert.kept);
  if (status != XQ_CLI_EXIT_OK)
    return status;
  return convert.skipped > 0 ? XQ_CLI_EXIT_PARTIAL : XQ_CLI_EXIT_OK;
}
