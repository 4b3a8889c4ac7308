import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists every field of a new record', () => {
    expect(auditChanges(null, { code: 'A1B2', maxUses: null })).toEqual([
      { field: 'code', before: undefined, after: 'A1B2' },
      { field: 'maxUses', before: undefined, after: null },
    ]);
  });

  it('lists only the fields a change changed', () => {
    expect(auditChanges({ code: 'A1B2', disabled: false, limits: { max: 2 } }, { code: 'A1B2', disabled: true, limits: { max: 2 } })).toEqual([
      { field: 'disabled', before: false, after: true },
    ]);
  });

  it('lists every field of a removed record, and a field only one side has', () => {
    expect(auditChanges({ code: 'A1B2' }, null)).toEqual([{ field: 'code', before: 'A1B2', after: undefined }]);
    expect(auditChanges({ code: 'A1B2' }, { code: 'A1B2', label: 'Spring' })).toEqual([{ field: 'label', before: undefined, after: 'Spring' }]);
  });
});
