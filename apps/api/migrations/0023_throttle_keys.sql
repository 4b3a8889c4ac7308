-- The sign-in throttle counts each attempt under a key that names what was tried (the email or
-- username as typed, a device cookie, a signed-in user's current password, an invitation code)
-- and under the throttle that counts it: only the invitation-code throttle caps an address, and
-- it counts its own attempts only. The rows held are a quarter of an hour of attempts keyed the
-- earlier way; the throttle starts afresh rather than read them under the new keys.
DELETE FROM login_failures;
ALTER TABLE login_failures ADD COLUMN throttle text NOT NULL;
DROP INDEX login_failures_ip;
CREATE INDEX login_failures_throttle_ip ON login_failures (throttle, ip, created_at);
