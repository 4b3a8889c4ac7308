-- E-mail notifications (docs/api.md#email-preferences). A user's choice of how each kind of
-- notification is mailed: one row per kind they chose for, none for a kind left to its default
-- (each kind's default is a rule of packages/domain, notification-kinds.ts, not data). « Jamais »,
-- chosen in the profile or by a mail's unsubscribe link, is a row like any other.
CREATE TABLE mail_preferences (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$'),
  frequency text NOT NULL CHECK (frequency IN ('immediately', 'daily', 'weekly', 'never')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (context_id, user_id, kind)
);

-- A user's quiet hours, in minutes past midnight in the portal's zone (Europe/Paris): no mail
-- leaves for them from `from_minute` to `to_minute`; from after to spans midnight. No row: none.
CREATE TABLE mail_quiet_hours (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  from_minute smallint NOT NULL CHECK (from_minute BETWEEN 0 AND 1439),
  to_minute smallint NOT NULL CHECK (to_minute BETWEEN 0 AND 1439),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (context_id, user_id),
  CHECK (from_minute <> to_minute)
);

-- Whether and when a notification is mailed. `mail_after`: set by `notify` when its reader gets
-- its kind at once, the moment its own mail may leave (quiet hours pushing it later); null when
-- it waits for a digest or is never mailed. `mailed_at`: when its mail was queued, on its own or
-- in a digest; set in the transaction that queues that mail, so none is mailed twice or missed.
ALTER TABLE notifications ADD COLUMN mail_after timestamptz;
ALTER TABLE notifications ADD COLUMN mailed_at timestamptz;
-- The mails due now, across tenants: every process looks for them every few seconds.
CREATE INDEX notifications_mail_due ON notifications (mail_after) WHERE mailed_at IS NULL AND mail_after IS NOT NULL;
-- A tenant's daily digest pass: its notifications neither mailed nor read, of the last days.
CREATE INDEX notifications_digest ON notifications (context_id, created_at) WHERE mailed_at IS NULL AND read_at IS NULL;
