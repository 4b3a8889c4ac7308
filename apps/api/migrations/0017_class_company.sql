-- A class may belong to one of its tenant's companies (docs/administration.md#classes): that
-- company's admins (OWNER, ADMIN, ORGANIZER) then manage it. NULL, as every class was before, is a
-- class of the whole tenant, which its system admin alone manages.

-- The class's company is of the class's own tenant: the key names both, so no row can point at
-- another tenant's company, whatever the code writing it.
ALTER TABLE companies ADD CONSTRAINT companies_context_id_id_key UNIQUE (context_id, id);

ALTER TABLE classes ADD COLUMN company_id uuid;
-- A company deleted leaves its classes to the whole tenant (only company_id is cleared: the
-- class keeps its tenant).
ALTER TABLE classes ADD CONSTRAINT classes_company_fkey
  FOREIGN KEY (context_id, company_id) REFERENCES companies (context_id, id) ON DELETE SET NULL (company_id);

-- A company admin's list of classes: their companies' classes, latest start first.
CREATE INDEX classes_company ON classes (context_id, company_id, start_at DESC NULLS LAST) WHERE company_id IS NOT NULL;
