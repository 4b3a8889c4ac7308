-- Messages between learners and trainers (docs/trainers.md#messages).
--
-- A thread is the one conversation between a learner and a trainer of the tenant: a learner's
-- contact message starts or continues it, so does a trainer's class message, and both reply in
-- it. `class_id` is the class its latest message named (null when none did); `subject` the
-- latest subject given.
CREATE TABLE message_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  learner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  trainer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_id uuid REFERENCES classes (id) ON DELETE SET NULL,
  subject text NOT NULL DEFAULT '' CHECK (char_length(subject) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX message_threads_pair ON message_threads (context_id, learner_id, trainer_id);
-- Each side's list, latest message first.
CREATE INDEX message_threads_learner ON message_threads (context_id, learner_id, last_message_at DESC);
CREATE INDEX message_threads_trainer ON message_threads (context_id, trainer_id, last_message_at DESC);

-- A message of a thread: `read_at` is when the other party first read it. `subject` is the one it
-- came with (a contact message's, a class message's); a reply has none.
CREATE TABLE thread_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  thread_id uuid NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text CHECK (char_length(subject) <= 200),
  body text NOT NULL CHECK (char_length(body) <= 5000),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX thread_messages_thread ON thread_messages (context_id, thread_id, created_at DESC, id DESC);
-- The unread counts of the lists: only the unread rows.
CREATE INDEX thread_messages_unread ON thread_messages (context_id, thread_id) WHERE read_at IS NULL;

-- A trainer's message to learners of a class, delivered now or at `send_at` (a job of the durable
-- queue, keyed by its id): its delivery adds one message to each recipient's thread with its
-- author. `audience` says how its recipients were chosen: one by one ('learners') or a view of the
-- roster, resolved when it was sent or scheduled.
CREATE TABLE class_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  audience text NOT NULL CHECK (audience IN ('learners', 'all', 'notStarted', 'inProgress', 'finished', 'late')),
  send_at timestamptz NOT NULL,
  state text NOT NULL CHECK (state IN ('scheduled', 'sent', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX class_messages_class ON class_messages (context_id, class_id, send_at DESC);

-- Who a class message is for; `message_id` is what its delivery added to the learner's thread
-- (null before it, or for a learner who had left the class by then), whose `read_at` the
-- trainer's history reads.
CREATE TABLE class_message_recipients (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_message_id uuid NOT NULL REFERENCES class_messages (id) ON DELETE CASCADE,
  learner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_id uuid REFERENCES thread_messages (id) ON DELETE SET NULL,
  PRIMARY KEY (context_id, class_message_id, learner_id)
);

-- The contact messages learners sent become threads: one per learner and teacher, each message in
-- it (with its id, subject and date), the latest naming the thread's subject and class. They were
-- mailed and listed in the teacher's space, so they are taken as read.
INSERT INTO message_threads (context_id, learner_id, trainer_id, class_id, subject, created_at, last_message_at)
SELECT DISTINCT ON (m.context_id, m.sender_id, m.recipient_id)
       m.context_id, m.sender_id, m.recipient_id, m.class_id, left(m.subject, 200),
       min(m.created_at) OVER pair, max(m.created_at) OVER pair
  FROM contact_messages m
WINDOW pair AS (PARTITION BY m.context_id, m.sender_id, m.recipient_id)
 ORDER BY m.context_id, m.sender_id, m.recipient_id, m.created_at DESC, m.id DESC;

INSERT INTO thread_messages (id, context_id, thread_id, author_id, subject, body, created_at, read_at)
SELECT m.id, m.context_id, t.id, m.sender_id, NULLIF(left(m.subject, 200), ''), m.message, m.created_at, now()
  FROM contact_messages m
  JOIN message_threads t ON t.context_id = m.context_id AND t.learner_id = m.sender_id AND t.trainer_id = m.recipient_id;

DROP TABLE contact_messages;
