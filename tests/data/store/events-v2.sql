-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 2 event file as Qili wrote it (data/sql/0001-initial.sql and
-- 0002-forfeits-journal.sql plus the pragmas), with two events: a round robin of 4 players with
-- round 1 played (a win, a draw with a violation, both journaled) and an empty Swiss.
-- make-fixtures.sh turns it into events-v2.db.
PRAGMA application_id = 1363758153;
PRAGMA user_version = 2;
-- Schema version 1: events, players, entries, groups, rounds, line-ups, games, tie-break order.
-- A result was one code: '' (not played yet), '1-0', '0-1', '1/2-1/2', '+-', '-+', '--'.

CREATE TABLE events (
  id              INTEGER PRIMARY KEY,
  name            TEXT NOT NULL CHECK (length (name) > 0),
  system          TEXT NOT NULL CHECK (system IN ('roundrobin', 'double-roundrobin', 'swiss', 'knockout', 'groups')),
  rounds          INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),
  scoring         TEXT NOT NULL DEFAULT '2-1-0' CHECK (scoring IN ('2-1-0', '3-1-0', '3-1-0-black2', '1-0.5-0')),
  pairing_method  TEXT NOT NULL DEFAULT 'fold' CHECK (pairing_method IN ('fold', 'adjacent', 'first-last', 'random')),
  bye_opponent    TEXT NOT NULL DEFAULT 'lowest' CHECK (bye_opponent IN ('lowest', 'zero')),
  games_per_match INTEGER NOT NULL DEFAULT 1 CHECK (games_per_match IN (1, 2)),
  team_boards     INTEGER NOT NULL DEFAULT 0 CHECK (team_boards BETWEEN 0 AND 16),
  group_count     INTEGER NOT NULL DEFAULT 0 CHECK (group_count >= 0),
  random_seed     INTEGER NOT NULL DEFAULT 0,
  created         TEXT NOT NULL DEFAULT (strftime ('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

CREATE TABLE tiebreaks (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  name     TEXT NOT NULL CHECK (length (name) > 0),
  PRIMARY KEY (event_id, position)
) STRICT;

CREATE TABLE players (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL CHECK (length (name) > 0),
  club          TEXT NOT NULL DEFAULT '',
  rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 9999),
  federation_id TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE groups (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name     TEXT NOT NULL,
  UNIQUE (event_id, name)
) STRICT;

-- A player or a team taking part in one event. number = registration order (pairing number).
CREATE TABLE entries (
  id              INTEGER PRIMARY KEY,
  event_id        INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number          INTEGER NOT NULL CHECK (number >= 1),
  player_id       INTEGER REFERENCES players (id),
  team_name       TEXT,
  group_id        INTEGER REFERENCES groups (id),
  withdrawn_round INTEGER CHECK (withdrawn_round >= 0),
  UNIQUE (event_id, number),
  UNIQUE (event_id, player_id),
  CHECK ((player_id IS NULL) <> (team_name IS NULL))
) STRICT;

-- Members of a team entry in registered order (分台制: boards follow this order).
CREATE TABLE team_members (
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL CHECK (position >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (entry_id, position),
  UNIQUE (entry_id, player_id)
) STRICT;

CREATE TABLE rounds (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number   INTEGER NOT NULL CHECK (number >= 1),
  stage    TEXT NOT NULL DEFAULT 'main' CHECK (stage IN ('main', 'group', 'knockout')),
  UNIQUE (event_id, number)
) STRICT;

-- Which member of a team plays on which board in a round.
CREATE TABLE lineups (
  round_id  INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  board     INTEGER NOT NULL CHECK (board >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (round_id, entry_id, board)
) STRICT;

CREATE TABLE games (
  id               INTEGER PRIMARY KEY,
  round_id         INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  board            INTEGER NOT NULL CHECK (board >= 1),
  game             INTEGER NOT NULL DEFAULT 1 CHECK (game >= 1),
  red              INTEGER NOT NULL REFERENCES entries (id),
  black            INTEGER REFERENCES entries (id),
  result           TEXT NOT NULL DEFAULT '' CHECK (result IN ('', '1-0', '0-1', '1/2-1/2', '+-', '-+', '--')),
  red_violations   INTEGER NOT NULL DEFAULT 0 CHECK (red_violations BETWEEN 0 AND 3),
  black_violations INTEGER NOT NULL DEFAULT 0 CHECK (black_violations BETWEEN 0 AND 3),
  UNIQUE (round_id, board, game)
) STRICT;

CREATE INDEX games_red ON games (red);
CREATE INDEX games_black ON games (black);
CREATE INDEX entries_event ON entries (event_id);
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

INSERT INTO events (id, name, system, rounds, scoring) VALUES (1, '象棋公开赛 Open', 'roundrobin', 0, '2-1-0');
INSERT INTO events (id, name, system, rounds, scoring) VALUES (2, 'Swiss night', 'swiss', 5, '2-1-0');
INSERT INTO tiebreaks (event_id, position, name) VALUES (1, 1, 'sonneborn-berger'), (1, 2, 'wins'), (2, 1, 'buchholz');
INSERT INTO players (id, name, club, rating) VALUES
  (1, '王天一', '杭州', 2700), (2, '郑惟桐', '成都', 2680), (3, 'Lai Li', 'Taipei', 2300), (4, 'Sam', '', 1500);
INSERT INTO entries (id, event_id, number, player_id) VALUES (1, 1, 1, 1), (2, 1, 2, 2), (3, 1, 3, 3), (4, 1, 4, 4);
INSERT INTO rounds (id, event_id, number) VALUES (1, 1, 1);
INSERT INTO games (id, round_id, board, red, black, result, forfeit, red_violations, black_violations) VALUES
  (1, 1, 1, 4, 1, '0-1', '', 0, 0), (2, 1, 2, 2, 3, '1/2-1/2', '', 1, 0);
INSERT INTO result_journal (game_id, old_result, old_forfeit, old_red_violations, old_black_violations,
                            new_result, new_forfeit, new_red_violations, new_black_violations) VALUES
  (1, '', '', 0, 0, '0-1', '', 0, 0), (2, '', '', 0, 0, '1/2-1/2', '', 1, 0);
