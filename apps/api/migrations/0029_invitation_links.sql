-- An invitation is a password-reset link with a longer life (docs/administration.md#inviting-by-e-mail).
-- Marked as such, it is retired only by a newer invitation or by the password being set: a reset
-- link asked for meanwhile (by its owner or an admin) leaves it working.
ALTER TABLE password_reset_tokens ADD COLUMN invitation boolean NOT NULL DEFAULT false;
-- The links already out: an invitation lives days (INVITATION_LINK_DAYS), a reset link minutes.
UPDATE password_reset_tokens SET invitation = true WHERE expires_at - created_at > interval '1 day';
