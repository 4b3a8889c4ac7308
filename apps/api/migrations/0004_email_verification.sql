-- #14 item 2: single sign-on links a provider identity to an existing account only when that
-- account's email is proven. Proof so far: a completed password reset (the link reached the
-- address), or an account the provider itself created. Accounts that existed before were made by
-- the seed or an administrator, except invitation registrations, whose address nobody checked.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at WHERE NOT is_from_invitation_code AND email <> '';
