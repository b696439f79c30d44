-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 5: team events (分台制, seed 000 团体比赛 (一), issue 18).
--  * events.match_points: 场分 of a match won / drawn / lost ('2-1-0' by default, as the desk
--    scored team matches before: 2 for a win, 1 for a draw).
--  * entries.team_club: the club (unit) a team plays for.
--  * team_lineups: who plays on which board of a round, kept by round number so that a line-up
--    can be handed in before the round is paired. The version-1 table lineups (by round row) was
--    never written by Qili; any rows it holds are copied over, and it stays (unused) so that
--    nothing of an old file goes.
-- One b-tree, no further index (a player twice in a line-up is refused by the desk): the table
-- takes a page the version-4 rebuild of games freed, so the file does not grow.
-- The store copies the file to "<path>.v4-<time>.bak" before this runs.

ALTER TABLE events ADD COLUMN match_points TEXT NOT NULL DEFAULT '2-1-0'
  CHECK (match_points IN ('2-1-0', '3-1-0', '1-0.5-0'));

ALTER TABLE entries ADD COLUMN team_club TEXT NOT NULL DEFAULT '';

CREATE TABLE team_lineups (
  event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  round     INTEGER NOT NULL CHECK (round >= 1),
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  board     INTEGER NOT NULL CHECK (board >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (event_id, round, entry_id, board)
) WITHOUT ROWID, STRICT;

INSERT OR IGNORE INTO team_lineups (event_id, round, entry_id, board, player_id)
SELECT r.event_id, r.number, l.entry_id, l.board, l.player_id
  FROM lineups l JOIN rounds r ON r.id = l.round_id;
