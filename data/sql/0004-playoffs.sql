-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 4: a game can be a play-off (kind 'playoff'): a game played to break a tie that
-- the event's criteria leave for a place that decides something (seed 002 六.2 加赛一局, seed 000
-- §13.四), scheduled as a further board of the stage's last round and entered like any other.
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt the documented way
-- (new table, copy, drop, rename). The migration runner turns foreign keys off around it, so the
-- drop deletes no journal row, and runs foreign_key_check before committing.

CREATE TABLE games_v4 (
  id               INTEGER PRIMARY KEY,
  round_id         INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  board            INTEGER NOT NULL CHECK (board >= 1),
  game             INTEGER NOT NULL DEFAULT 1 CHECK (game >= 1),
  kind             TEXT NOT NULL DEFAULT 'regular' CHECK (kind IN ('regular', 'tiebreak', 'decider', 'playoff')),
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
  CHECK (black IS NOT NULL OR (result = '' AND forfeit = '')),
  CHECK (kind <> 'playoff' OR black IS NOT NULL)
) STRICT;

INSERT INTO games_v4 (id, round_id, board, game, kind, red, black, red_player, black_player, result, forfeit,
                      red_violations, black_violations, annulled)
SELECT id, round_id, board, game, kind, red, black, red_player, black_player, result, forfeit,
       red_violations, black_violations, annulled
  FROM games;

DROP TABLE games;
ALTER TABLE games_v4 RENAME TO games;
CREATE INDEX games_red ON games (red);
CREATE INDEX games_black ON games (black);
