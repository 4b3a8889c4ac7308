-- Badges as credentials (docs/credentials.md#badges): besides a certificate's, a credential may be a
-- badge the learner earned at a level (`badge`: its key, « job:{id}:gold »), one per learner, badge
-- and level. A course's medal keeps the lesson that earned it; a level badge has no lesson.
ALTER TABLE credentials
  ALTER COLUMN lesson_id DROP NOT NULL,
  ALTER COLUMN certification_ref DROP NOT NULL,
  ADD COLUMN badge text CHECK (badge IS NULL OR length(badge) <= 200),
  ADD CONSTRAINT credentials_certificate_or_badge CHECK ((badge IS NULL) = (certification_ref IS NOT NULL)),
  ADD CONSTRAINT credentials_certificate_lesson CHECK (certification_ref IS NULL OR lesson_id IS NOT NULL);
CREATE UNIQUE INDEX credentials_badge ON credentials (context_id, user_id, badge) WHERE badge IS NOT NULL;
