-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 4 event file: events-v3.sql upgraded by 0004-playoffs.sql (as Qili 4 wrote it,
-- dumped with sqlite3 .dump), with a third event: a team round robin of two teams on 2 boards
-- (Red Dragons: A1, A2, reserve A3; Blue Tigers: B1, B2), round 1 paired with A3 brought in on
-- board 2 by a row of the version-1 lineups table, board 1 won by A1. make-fixtures.sh turns it
-- into events-v4.db.
PRAGMA application_id = 1363758153;
PRAGMA user_version = 4;
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
, rule_profile TEXT NOT NULL DEFAULT 'cxa'
  CHECK (rule_profile IN ('cxa', 'axf', '1957'))) STRICT;
INSERT INTO events VALUES(1,'Club league','double-roundrobin',0,'2-1-0','fold','lowest',1,0,0,0,'2026-12-01T20:26:09Z','cxa');
INSERT INTO events VALUES(2,'Groups','groups',0,'3-1-0','fold','lowest',2,0,2,0,'2026-12-01T20:26:10Z','cxa');
INSERT INTO events VALUES(3,'City teams','roundrobin',0,'2-1-0','fold','lowest',1,2,0,0,'2026-12-01T21:00:00Z','cxa');
CREATE TABLE tiebreaks (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  name     TEXT NOT NULL CHECK (length (name) > 0),
  PRIMARY KEY (event_id, position)
) STRICT;
INSERT INTO tiebreaks VALUES(1,1,'sonneborn-berger');
INSERT INTO tiebreaks VALUES(1,2,'wins');
INSERT INTO tiebreaks VALUES(1,3,'direct');
INSERT INTO tiebreaks VALUES(1,4,'fouls');
INSERT INTO tiebreaks VALUES(1,5,'black-games');
INSERT INTO tiebreaks VALUES(2,1,'direct');
INSERT INTO tiebreaks VALUES(2,2,'net-wins');
INSERT INTO tiebreaks VALUES(3,1,'game-points');
CREATE TABLE players (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL CHECK (length (name) > 0),
  club          TEXT NOT NULL DEFAULT '',
  rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 9999),
  federation_id TEXT NOT NULL DEFAULT ''
) STRICT;
INSERT INTO players VALUES(1,'王天一','',2000,'');
INSERT INTO players VALUES(2,'郑惟桐','',2000,'');
INSERT INTO players VALUES(3,'Lai Li-huei','',2000,'');
INSERT INTO players VALUES(4,'Bob','',2000,'');
INSERT INTO players VALUES(5,'G1','',1999,'');
INSERT INTO players VALUES(6,'G2','',1998,'');
INSERT INTO players VALUES(7,'G3','',1997,'');
INSERT INTO players VALUES(8,'G4','',1996,'');
INSERT INTO players VALUES(9,'G5','',1995,'');
INSERT INTO players VALUES(10,'G6','',1994,'');
INSERT INTO players VALUES(11,'A1','',2100,'');
INSERT INTO players VALUES(12,'A2','',2000,'');
INSERT INTO players VALUES(13,'A3','',1900,'');
INSERT INTO players VALUES(14,'B1','',2050,'');
INSERT INTO players VALUES(15,'B2','',1950,'');
CREATE TABLE groups (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name     TEXT NOT NULL,
  UNIQUE (event_id, name)
) STRICT;
INSERT INTO "groups" VALUES(1,2,'A');
INSERT INTO "groups" VALUES(2,2,'B');
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
INSERT INTO entries VALUES(1,1,1,1,NULL,NULL,NULL);
INSERT INTO entries VALUES(2,1,2,2,NULL,NULL,NULL);
INSERT INTO entries VALUES(3,1,3,3,NULL,NULL,NULL);
INSERT INTO entries VALUES(4,1,4,4,NULL,NULL,NULL);
INSERT INTO entries VALUES(5,2,1,5,NULL,1,NULL);
INSERT INTO entries VALUES(6,2,2,6,NULL,2,NULL);
INSERT INTO entries VALUES(7,2,3,7,NULL,2,NULL);
INSERT INTO entries VALUES(8,2,4,8,NULL,1,NULL);
INSERT INTO entries VALUES(9,2,5,9,NULL,1,NULL);
INSERT INTO entries VALUES(10,2,6,10,NULL,2,NULL);
INSERT INTO entries VALUES(11,3,1,NULL,'Red Dragons',NULL,NULL);
INSERT INTO entries VALUES(12,3,2,NULL,'Blue Tigers',NULL,NULL);
CREATE TABLE team_members (
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL CHECK (position >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (entry_id, position),
  UNIQUE (entry_id, player_id)
) STRICT;
INSERT INTO team_members VALUES(11,1,11);
INSERT INTO team_members VALUES(11,2,12);
INSERT INTO team_members VALUES(11,3,13);
INSERT INTO team_members VALUES(12,1,14);
INSERT INTO team_members VALUES(12,2,15);
CREATE TABLE rounds (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number   INTEGER NOT NULL CHECK (number >= 1),
  stage    TEXT NOT NULL DEFAULT 'main' CHECK (stage IN ('main', 'group', 'knockout')),
  UNIQUE (event_id, number)
) STRICT;
INSERT INTO rounds VALUES(1,1,1,'main');
INSERT INTO rounds VALUES(2,1,2,'main');
INSERT INTO rounds VALUES(3,2,1,'group');
INSERT INTO rounds VALUES(4,3,1,'main');
CREATE TABLE lineups (
  round_id  INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  board     INTEGER NOT NULL CHECK (board >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (round_id, entry_id, board)
) STRICT;
INSERT INTO lineups VALUES(4,11,1,11);
INSERT INTO lineups VALUES(4,11,2,13);
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
INSERT INTO result_journal VALUES(1,1,'','',0,0,'1-0','',0,0,'2026-12-01T20:26:10.066Z',0);
INSERT INTO result_journal VALUES(2,2,'','',0,0,'1/2-1/2','',1,0,'2026-12-01T20:26:10.135Z',0);
INSERT INTO result_journal VALUES(3,1,'1-0','',0,0,'0-1','',0,0,'2026-12-01T20:26:10.178Z',1);
INSERT INTO result_journal VALUES(4,3,'','',0,0,'0-1','red',0,0,'2026-12-01T20:26:10.359Z',0);
INSERT INTO result_journal VALUES(5,5,'','',0,0,'1-0','',0,0,'2026-12-01T20:26:10.807Z',0);
CREATE TABLE IF NOT EXISTS "games" (
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
INSERT INTO games VALUES(1,1,1,1,'regular',1,4,NULL,NULL,'1-0','',0,0,0);
INSERT INTO games VALUES(2,1,2,1,'regular',2,3,NULL,NULL,'1/2-1/2','',1,0,0);
INSERT INTO games VALUES(3,2,1,1,'regular',2,4,NULL,NULL,'0-1','red',0,0,0);
INSERT INTO games VALUES(4,2,2,1,'regular',3,1,NULL,NULL,'','',0,0,0);
INSERT INTO games VALUES(5,3,1,1,'regular',8,9,NULL,NULL,'1-0','',0,0,0);
INSERT INTO games VALUES(6,3,2,1,'regular',5,NULL,NULL,NULL,'','',0,0,0);
INSERT INTO games VALUES(7,3,3,1,'regular',7,10,NULL,NULL,'','',0,0,0);
INSERT INTO games VALUES(8,3,4,1,'regular',6,NULL,NULL,NULL,'','',0,0,0);
INSERT INTO games VALUES(9,4,1,1,'regular',11,12,11,14,'1-0','',0,0,0);
INSERT INTO games VALUES(10,4,1,2,'regular',12,11,15,13,'','',0,0,0);
CREATE INDEX entries_event ON entries (event_id);
CREATE INDEX result_journal_game ON result_journal (game_id);
CREATE INDEX games_red ON games (red);
CREATE INDEX games_black ON games (black);
