-- An admin deactivates an account rather than delete it (docs/administration.md#users): its owner
-- can no longer sign in (by password or single sign-on) nor reset a password, its sessions end,
-- and everything it did stays. Reactivating gives it all back.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
