-- #20 Accessibility (docs/accessibility.md).

-- Time accommodations (WCAG 2.2.1 Timing adjustable): a trainer of the class, or an admin, gives a
-- learner more time on the timed pages and lessons of that class, as quiz overrides and
-- allowances do elsewhere. One row per learner and class; no row, no change.
CREATE TABLE time_accommodations (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A multiplier of every time limit, or no limit at all.
  extra_time text NOT NULL CHECK (extra_time IN ('x1.25', 'x1.5', 'x2', 'unlimited')),
  set_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, user_id)
);
CREATE INDEX time_accommodations_context ON time_accommodations (context_id, class_id);

-- The language a course is written in (WCAG 3.1.2 Language of parts): the player marks its
-- content with it, whatever the interface language. Null reads as the tenant's first language.
ALTER TABLE courses ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');

-- Media alternatives (WCAG 1.1.1, 1.2.1, 1.2.2): an image's text alternative ('' for a decorative
-- image; null when the author gave none), an audio file's transcript, a video's WebVTT captions.
ALTER TABLE files ADD COLUMN alt text;
ALTER TABLE files ADD COLUMN transcript text;
ALTER TABLE files ADD COLUMN captions text;
