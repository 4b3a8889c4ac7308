/** One field an audited change touched: its value before (undefined for a creation) and after (undefined for a removal). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * What an audit entry changed, field by field, in the order the record lists them: every field of a
 * new record, the fields whose value differs for a change, every field of a removed record.
 */
export function auditChanges(before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return (
    fields
      .map((field) => ({ field, before: before === null ? undefined : before[field], after: after === null ? undefined : after[field] }))
      // Values come from jsonb, whose objects keep their keys in one order: their JSON compares them.
      .filter((change) => before === null || after === null || JSON.stringify(change.before) !== JSON.stringify(change.after))
  );
}
