-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 3: each event names the rule book its disputes are judged by (棋例 profile):
-- 'cxa' (Chinese Xiangqi Association), 'axf' (Asian Xiangqi Federation) or '1957'. Events of
-- earlier files get 'cxa', the app's default.

ALTER TABLE events ADD COLUMN rule_profile TEXT NOT NULL DEFAULT 'cxa'
  CHECK (rule_profile IN ('cxa', 'axf', '1957'));
