-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 2 (a v1 bye row loses any result it carried: a bye is scored from black IS NULL):
--  * games: the result code is split into the score (result) and who forfeited (forfeit), so a
--    forfeit keeps its score and a double forfeit is '0-0'; a game can be annulled (a withdrawal
--    before half the games, seed 000 §14) without losing its result; knockout games carry a kind;
--    team games name their players.
--  * result_journal: every result change (old value, new value, time), for undo.

CREATE TABLE games_v2 (
  id               INTEGER PRIMARY KEY,
  round_id         INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  board            INTEGER NOT NULL CHECK (board >= 1),
  game             INTEGER NOT NULL DEFAULT 1 CHECK (game >= 1),
  kind             TEXT NOT NULL DEFAULT 'regular' CHECK (kind IN ('regular', 'tiebreak', 'decider')),
  red              INTEGER NOT NULL REFERENCES entries (id),
  black            INTEGER REFERENCES entries (id),
  red_player       INTEGER REFERENCES players (id),
  black_player     INTEGER REFERENCES players (id),
  result           TEXT NOT NULL DEFAULT '' CHECK (result IN ('', '1-0', '0-1', '1/2-1/2', '0-0')),
  forfeit          TEXT NOT NULL DEFAULT '' CHECK (forfeit IN ('', 'red', 'black', 'both')),
  red_violations   INTEGER NOT NULL DEFAULT 0 CHECK (red_violations BETWEEN 0 AND 3),
  black_violations INTEGER NOT NULL DEFAULT 0 CHECK (black_violations BETWEEN 0 AND 3),
  annulled         INTEGER NOT NULL DEFAULT 0 CHECK (annulled IN (0, 1)),
  UNIQUE (round_id, board, game),
  CHECK ((forfeit = '' AND result <> '0-0')
         OR (forfeit = 'black' AND result = '1-0')
         OR (forfeit = 'red' AND result = '0-1')
         OR (forfeit = 'both' AND result = '0-0')),
  CHECK (black IS NOT NULL OR (result = '' AND forfeit = ''))
) STRICT;

INSERT INTO games_v2 (id, round_id, board, game, red, black, result, forfeit, red_violations, black_violations)
SELECT id, round_id, board, game, red, black,
       CASE WHEN black IS NULL THEN ''
            ELSE CASE result WHEN '+-' THEN '1-0' WHEN '-+' THEN '0-1' WHEN '--' THEN '0-0' ELSE result END END,
       CASE WHEN black IS NULL THEN ''
            ELSE CASE result WHEN '+-' THEN 'black' WHEN '-+' THEN 'red' WHEN '--' THEN 'both' ELSE '' END END,
       red_violations, black_violations
  FROM games;

DROP TABLE games;
ALTER TABLE games_v2 RENAME TO games;
CREATE INDEX games_red ON games (red);
CREATE INDEX games_black ON games (black);

CREATE TABLE result_journal (
  id           INTEGER PRIMARY KEY,
  game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  old_result   TEXT NOT NULL,
  old_forfeit  TEXT NOT NULL,
  old_red_violations   INTEGER NOT NULL,
  old_black_violations INTEGER NOT NULL,
  new_result   TEXT NOT NULL,
  new_forfeit  TEXT NOT NULL,
  new_red_violations   INTEGER NOT NULL,
  new_black_violations INTEGER NOT NULL,
  changed      TEXT NOT NULL DEFAULT (strftime ('%Y-%m-%dT%H:%M:%fZ', 'now')),
  undone       INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1))
) STRICT;

CREATE INDEX result_journal_game ON result_journal (game_id);
