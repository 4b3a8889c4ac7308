-- Qualiopi evidence packs (docs/privacy.md#qualiopi-evidence-pack) are made by the job queue for
-- whoever asked, then kept a few hours for them to download.
--
-- A pack's bytes are an upload of its requester's that no file ever claims (file_uploads, 0006):
-- written a chunk at a time as the job makes the zip, read the same way by the download, and
-- deleted with the pack, or with the uploads nobody finished (a day after they started), whichever
-- comes first; the pack expires before then.
CREATE TABLE evidence_packs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The tables' language and the time zone of their dates, the screen's when asked.
  locale text NOT NULL CHECK (locale IN ('fr', 'en')),
  time_zone text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64),
  state text NOT NULL DEFAULT 'preparing' CHECK (state IN ('preparing', 'ready', 'failed')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- Written by the job once it has listed the class's learners.
  learners integer CHECK (learners >= 0),
  upload_id uuid REFERENCES file_uploads (id) ON DELETE SET NULL,
  ready_at timestamptz,
  expires_at timestamptz,
  file_name text CHECK (length(file_name) <= 300),
  size bigint CHECK (size >= 0),
  CHECK ((state = 'ready') = (ready_at IS NOT NULL AND expires_at IS NOT NULL AND file_name IS NOT NULL AND size IS NOT NULL))
);
-- A requester's last pack of a class.
CREATE INDEX evidence_packs_requester ON evidence_packs (context_id, requested_by, class_id, requested_at DESC);
-- The packs that have expired, deleted as new ones are asked for.
CREATE INDEX evidence_packs_expiry ON evidence_packs (context_id, expires_at);
