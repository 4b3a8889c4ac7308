-- Issue 17: enrolment gives lessons, and the trainer's space.

-- Removing a learner from a class archives their lessons (and so their answers) instead of
-- deleting them; enrolling them again restores them as they were (docs/trainers.md).
ALTER TABLE lessons ADD COLUMN archived_at timestamptz;

-- The roster of a class: its learners' live lessons.
CREATE INDEX lessons_class_roster ON lessons (context_id, class_id, user_id) WHERE archived_at IS NULL;

-- The trainer space lists a class's members by role.
CREATE INDEX class_users_class_role ON class_users (context_id, class_id, role);

-- Replies to a log-book note (parent_id) are read with their note.
CREATE INDEX log_book_records_parent ON log_book_records (parent_id) WHERE parent_id IS NOT NULL;

-- A message a learner sent to a teacher (SPEC §2 contact dialog): mailed, and kept so the
-- teacher also finds it in their space.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_id uuid REFERENCES classes (id) ON DELETE SET NULL,
  subject text NOT NULL CHECK (char_length(subject) <= 300),
  message text NOT NULL CHECK (char_length(message) <= 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_recipient ON contact_messages (context_id, recipient_id, created_at DESC);
