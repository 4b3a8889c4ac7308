-- An invitation code may name a class of its tenant (docs/administration.md#invitation-codes):
-- whoever registers with it becomes a learner of that class, in the registration's transaction.

-- The code's class is of the code's own tenant: the key names both, so no row can point at another
-- tenant's class, whatever the code writing it.
ALTER TABLE classes ADD CONSTRAINT classes_context_id_id_key UNIQUE (context_id, id);

ALTER TABLE invitation_codes ADD COLUMN class_id uuid;
-- A class deleted leaves its codes naming no class (only class_id is cleared: the code keeps its tenant).
ALTER TABLE invitation_codes ADD CONSTRAINT invitation_codes_class_fkey
  FOREIGN KEY (context_id, class_id) REFERENCES classes (context_id, id) ON DELETE SET NULL (class_id);
