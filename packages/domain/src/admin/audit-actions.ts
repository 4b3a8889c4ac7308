/**
 * Every change the audit log records (docs/administration.md#audit-log), as area.verb: the one list
 * the writers are typed by, the log's filter offers by area, and the screens have a sentence for.
 */
export const auditActions = [
  'user.deactivated',
  'user.reactivated',
  'user.admin-granted',
  'user.admin-removed',
  'user.password-reset-sent',
  'user.invitation-resent',
  'user.company-role-granted',
  'user.company-role-removed',
  'user.erased',
  'user.erased-inactive',
  'settings.updated',
  'settings.labels-updated',
  'settings.sso-updated',
  'settings.lrs-updated',
  'settings.images-updated',
  'invitation-code.created',
  'invitation-code.disabled',
  'invitation-code.enabled',
  'content.imported',
  'program.state-changed',
  'course.state-changed',
  'program.renamed',
  'course.renamed',
  'program.deleted',
  'course.deleted',
  'class.created',
  'class.updated',
  'class.closed',
  'class.reopened',
  'class.invitations-sent',
  'class.program-added',
  'class.program-window-changed',
  'class.programs-reordered',
  'class.program-removed',
  'class.member-added',
  'class.member-changed',
  'class.member-removed',
  'class.due-date-set',
  'class.due-date-cleared',
  'class.extension-set',
  'class.extension-cleared',
  'learner-import.completed',
  'credential.revoked',
  'credential.key-rotated',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The actions the portal records of its own daily passes: no one acted, so their sentences name no actor. */
export const automaticAuditActions: readonly AuditAction[] = ['user.erased-inactive'];

/** The kind of an action: its area, what the log is filtered by (user, settings, class…). */
export type AuditKind = AuditAction extends `${infer Kind}.${string}` ? Kind : never;
const auditKindOf = (action: AuditAction): AuditKind => action.slice(0, action.indexOf('.')) as AuditKind;
export const auditKinds: readonly AuditKind[] = [...new Set(auditActions.map(auditKindOf))];
