/**
 * THE authorization matrix (docs/security.md): for every operation of the OpenAPI document,
 * what each kind of caller gets. `authorization-matrix.integration.test.ts` sends every cell and
 * fails on a difference, on an operation of the document without a row here, and on a row naming
 * an operation that no longer exists. Outcomes are classes, not exact bodies:
 * - ok: the caller got past authorization (2xx, or 400/409/412/422/428/429 about the request itself);
 * - unauthenticated: 401; forbidden: 403; hidden: 404 (another user's or tenant's data is no data);
 * - skip: not sent, with the reason and the test that covers it instead.
 *
 * Callers: anonymous; otherTenant (acme's learner, on acme's host, naming our ids); owner (the
 * demo learner, whose objects fill the paths); classmate (a learner of the owner's class);
 * stranger (a learner of the tenant in no class); teacher (a TEACHER of the owner's class);
 * admin (the tenant's system admin); companyAdmin (the ADMIN of a company of the tenant that holds
 * nobody else: the owner's class, of no company, and the owner are out of their reach).
 */
export const callers = ['anonymous', 'otherTenant', 'owner', 'classmate', 'stranger', 'teacher', 'admin', 'companyAdmin'] as const;
export type Caller = (typeof callers)[number];
export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | 'hidden' | 'skip';
export type Row = { expect: Record<Caller, Outcome>; skipBecause?: string };

/**
 * The company admin is a stranger to the owner's records unless a row says otherwise
 * (`companyAdminGets`); what is not sent to the admin (it would destroy a fixture) is not sent to them either.
 */
const row = (
  anonymous: Outcome,
  otherTenant: Outcome,
  owner: Outcome,
  classmate: Outcome,
  stranger: Outcome,
  teacher: Outcome,
  admin: Outcome,
  skipBecause?: string,
): Row => ({
  expect: { anonymous, otherTenant, owner, classmate, stranger, teacher, admin, companyAdmin: admin === 'skip' ? 'skip' : stranger },
  ...(skipBecause === undefined ? {} : { skipBecause }),
});
const companyAdminGets = (base: Row, companyAdmin: Outcome): Row => ({ ...base, expect: { ...base.expect, companyAdmin } });

/** Open to anyone (public pages, sign-in, health). */
const open = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
/** About the caller themself: any signed-in user of any tenant. */
const self = row('unauthenticated', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
/** The owner's own record (lesson, page, upload, certificate, review, log-book note): theirs and the admin's. */
const personal = row('unauthenticated', 'hidden', 'ok', 'hidden', 'hidden', 'hidden', 'ok');
/** Written by the owner only: the admin reads it but does not play the learner's lesson. */
const ownerPlays = row('unauthenticated', 'hidden', 'ok', 'hidden', 'hidden', 'hidden', 'hidden');
/** Read by the members of the owner's class (learners and teachers) and the admin. */
const classMembers = row('unauthenticated', 'hidden', 'ok', 'ok', 'hidden', 'ok', 'ok');
/** Any signed-in user of the tenant reads it (labels, roles, the tenant itself). */
const tenantWide = row('unauthenticated', 'hidden', 'ok', 'ok', 'ok', 'ok', 'ok');
/** Listing: everyone signed in gets their own view (scoped rows), anonymous nothing. */
const list = self;
/** Administration of a record the caller can read: learners are refused (403). */
const adminOnlyVisible = row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok');
/** Creating administration or content records: learners are refused before anything is read. */
const adminCreates = row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok');
/** Read by the members of the owner's company (the owner and the teacher). */
const companyMembers = row('unauthenticated', 'hidden', 'ok', 'hidden', 'hidden', 'ok', 'ok');
/** Only the admin sees it. */
const adminSees = row('unauthenticated', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'ok');
/** The trainer space: teachers and the admin; every learner, of any tenant, is refused (403). */
const trainerSpace = row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'ok');
/** A download whose signed link is its only credential: a bearer token, whoever holds it, opens nothing. */
const signedLinkOnly = row('unauthenticated', 'unauthenticated', 'unauthenticated', 'unauthenticated', 'unauthenticated', 'unauthenticated', 'unauthenticated');

/** The LRS's resources: its own credentials only, never a portal token. */
const lrsCredentialsOnly = row(
  'unauthenticated',
  'unauthenticated',
  'unauthenticated',
  'unauthenticated',
  'unauthenticated',
  'unauthenticated',
  'unauthenticated',
);

const destroys =
  'would delete the fixture the other cells read; covered by its own integration test and the hidden/forbidden cells of the same resource for everyone else';

export const matrix: Record<string, Row> = {
  'GET /api/health': open,
  'GET /api/contexts/current': open,
  'GET /api/contexts/current/manifest.webmanifest': open,
  'GET /api/contexts/{id}/assets/{name}': row('ok', 'hidden', 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/users/login': open,
  'POST /api/users/logout': self,
  'GET /api/users/me': self,
  'PATCH /api/users/me': self,
  // The erasure of one's own account: sent with a wrong password, refused (400) before anything is erased
  // (privacy/erasure.integration.test.ts erases and asks).
  'GET /api/users/me/erasure': self,
  'POST /api/users/me/erasure': self,
  'POST /api/users': open,
  'GET /api/users': list,
  'POST /api/users/password-reset': open,
  // The token is the credential: a made-up one is refused for everyone alike.
  'GET /api/users/password-reset/{token}': row(
    'unauthenticated',
    'unauthenticated',
    'unauthenticated',
    'unauthenticated',
    'unauthenticated',
    'unauthenticated',
    'unauthenticated',
  ),
  'PATCH /api/users/password-reset/{token}': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'the body is validated before the token; covered by accounts/password-reset.integration.test.ts',
  ),
  'POST /api/users/me/email-verification': self,
  'POST /api/users/email-verification': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'the token in the body is the credential; covered by accounts/registration.integration.test.ts',
  ),
  'POST /api/users/email-change/undo': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'the token in the body is the credential; covered by accounts/email-change.integration.test.ts',
  ),
  'POST /api/users/me/terms': self,
  'GET /api/contexts/{id}/oidc/login': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'a redirect to the identity provider; covered by sso/sso.integration.test.ts',
  ),
  'GET /api/contexts/{id}/oidc/callback': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'state, nonce and binding cookie are the credential; covered by sso/sso.integration.test.ts',
  ),
  'POST /api/users/sso/exchange': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'a single-use code is the credential; covered by sso/sso.integration.test.ts',
  ),
  'PUT /api/admin/settings/labels': adminCreates,
  'GET /api/admin/sso': adminCreates,
  'PUT /api/admin/sso': adminCreates,
  'POST /api/admin/sso/test': adminCreates,
  'GET /api/admin/settings/images': adminCreates,
  'PUT /api/admin/settings/images/{kind}': adminCreates,
  'DELETE /api/admin/settings/images/{kind}': row(
    'unauthenticated',
    'forbidden',
    'forbidden',
    'forbidden',
    'forbidden',
    'forbidden',
    'skip',
    "would take away the logo file the assets' cells read; covered by admin/tenant-images.integration.test.ts",
  ),
  'GET /api/users/me/classes': self,
  'GET /api/users/me/due-soon': self,
  'GET /api/users/me/dashboard/levels': self,
  'GET /api/users/me/dashboard/stats': self,
  'GET /api/users/me/certificates': self,
  // The other tenant (acme) does not issue badges as credentials: its users are refused alike.
  'GET /api/users/me/badge-credentials': row('unauthenticated', 'forbidden', 'ok', 'ok', 'ok', 'ok', 'ok'),
  'GET /api/users/me/calendar-feed': self,
  'POST /api/users/me/calendar-feed': self,
  'DELETE /api/users/me/calendar-feed': self,
  // The token in the path is the only credential: a made-up one opens no feed, for everyone alike
  // (a real one, another tenant's, a revoked one: calendar/calendar-feed.integration.test.ts).
  'GET /api/calendar/{token}.ics': row('hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden'),
  // The archive of one's data: its link asked with the session; the archive itself opens with that
  // signed link only, never a bearer token (privacy/data-export.integration.test.ts).
  'POST /api/users/me/data-export/link': self,
  'GET /api/data-exports/{userId}': signedLinkOnly,
  // Attestations de fin de formation (attestations/attestations.integration.test.ts): a learner's own
  // of a class they learn in (409 while it goes on: past authorization), a trainer's of a learner of
  // their class; the PDF opens with a signed link only.
  'GET /api/users/me/attestations': self,
  'POST /api/users/me/attestations/{classId}/link': row('unauthenticated', 'hidden', 'ok', 'ok', 'hidden', 'hidden', 'hidden'),
  'POST /api/trainer/classes/{classId}/learners/{userId}/attestation/link': companyAdminGets(trainerSpace, 'hidden'),
  'GET /api/attestations/{classId}/{userId}': signedLinkOnly,
  // A class's evidence pack (attestations/evidence-pack.integration.test.ts): asked for and followed
  // by the roster's callers; a pack (the teacher's) is its requester's alone; downloaded with a signed link only.
  'POST /api/trainer/classes/{classId}/evidence-packs': companyAdminGets(trainerSpace, 'hidden'),
  'GET /api/trainer/classes/{classId}/evidence-packs/latest': companyAdminGets(trainerSpace, 'hidden'),
  'POST /api/trainer/evidence-packs/{packId}/link': companyAdminGets(
    row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'hidden'),
    'hidden',
  ),
  'GET /api/evidence-packs/{packId}': signedLinkOnly,
  'GET /api/users/me/notifications': self,
  'GET /api/users/me/mail-preferences': self,
  'PUT /api/users/me/mail-preferences': self,
  // A mail's unsubscribe token is the only credential: a made-up one stops nothing, for everyone alike
  // (a real one, another tenant's, a forged one: notifications/notification-mails.integration.test.ts).
  'POST /api/mail/unsubscribe': row('hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden'),
  // The retention mail's token is the only credential, as an unsubscribe's (privacy/retention.integration.test.ts).
  'POST /api/account-retention/keep': row('hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden'),
  'POST /api/mail/unsubscribe/{token}': row('hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden'),
  'GET /api/mail/unsubscribe/{token}': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'answers 303 to the unsubscribe page whoever asks, changing nothing; notifications/notification-mails.integration.test.ts',
  ),
  'GET /api/users/me/notifications/unread-count': self,
  'POST /api/users/me/notifications/read-all': self,
  // Another user's notification, even the admin's asking: no notification (404).
  'PATCH /api/users/me/notifications/{id}': ownerPlays,
  'GET /api/certificates/{lessonId}/link': ownerPlays,
  'GET /api/certificates/{lessonId}.pdf': ownerPlays,
  // A code verifies on its own tenant's host only.
  // The tenant's issuer documents and credentials: public, of this tenant's host only.
  'GET /api/credentials/issuer': open,
  'GET /api/credentials/issuer/keys/{number}': row('ok', 'hidden', 'ok', 'ok', 'ok', 'ok', 'ok'),
  'GET /api/credentials/status/{number}': row('ok', 'hidden', 'ok', 'ok', 'ok', 'ok', 'ok'),
  'GET /api/credentials/{credentialId}.{format}': row('ok', 'hidden', 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/credentials/verify': row('ok', 'hidden', 'ok', 'ok', 'ok', 'ok', 'ok'),
  'POST /api/users/contact': self,
  // Threads (docs/trainers.md#messages): the owner's thread with the class's teacher. From the
  // learner's side, the owner's alone (the teacher, its other party, reads it from the trainer's
  // side; the admin, anyone else: no thread).
  'GET /api/users/me/threads': self,
  'GET /api/users/me/threads/{threadId}': ownerPlays,
  'POST /api/users/me/threads/{threadId}/messages': ownerPlays,
  'POST /api/users/me/notify-files': self,
  'POST /api/files': self,
  'GET /api/files': list,
  'GET /api/files/{id}': personal,
  'GET /api/files/{id}/infos': personal,
  // The owner's upload has no captions: 404 for everyone, as a file without captions answers.
  'GET /api/files/{id}/captions': row('unauthenticated', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden'),
  'GET /api/files/{id}/download': personal,
  'GET /api/files/{id}/link': personal,
  // The same script for everyone, on every tenant's host.
  'GET /api/activities/sandbox/{script}': open,
  'GET /api/activities/{libraryId}/{*}': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    "an activity's files are public on its tenant's host, like its logo; covered by files/files.integration.test.ts and content/scorm-import.integration.test.ts",
  ),
  'GET /api/classes/{id}/users/data': classMembers,
  // The lesson engine: the owner plays their own lesson; nobody else, the admin included, plays it for them.
  'GET /api/lessons/{id}/pages/current': ownerPlays,
  'GET /api/lessons/{id}/end': ownerPlays,
  'GET /api/lessons/{id}/results': ownerPlays,
  'GET /api/lessons/{id}/pages/{pageId}/review': ownerPlays,
  'POST /api/lessons/{id}/pages/next': ownerPlays,
  'POST /api/lessons/{id}/pages/previous': ownerPlays,
  'POST /api/lessons/{id}/pages/answer-and-next': ownerPlays,
  'POST /api/lessons/{id}/pages/current/hints': ownerPlays,
  'POST /api/lessons/{id}/pages/custom-tincan-score': ownerPlays,
  'POST /api/lessons/{id}/actions': ownerPlays,
  'POST /api/lessons/{id}/ping': ownerPlays,
  'PATCH /api/lessons/{id}/pages/current': ownerPlays,
  'GET /api/pages/{id}/resources': ownerPlays,
  // The correction screen: the learner's own page, for the teachers of their class and the admin.
  // Learners are refused by role before any page is looked up (403 tells nothing about the page).
  'GET /api/pages/{id}/correction': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'ok'),
  // Time accommodations of the owner's class: its trainer and the admin; its learners are refused, strangers see no class.
  'GET /api/classes/{id}/time-accommodations': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'hidden', 'ok', 'ok'),
  'PUT /api/classes/{id}/time-accommodations/{userId}': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'hidden', 'ok', 'ok'),
  'DELETE /api/classes/{id}/time-accommodations/{userId}': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'hidden', 'ok', 'ok'),
  // Due dates of the owner's class and the owner's extension: the same people as its time accommodations.
  'GET /api/classes/{id}/due-dates': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'hidden', 'ok', 'ok'),
  'PUT /api/classes/{id}/due-dates/{programCourseId}': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'hidden', 'ok', 'ok'),
  'DELETE /api/classes/{id}/due-dates/{programCourseId}': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'hidden', 'ok', 'ok'),
  'PUT /api/classes/{id}/due-dates/{programCourseId}/extensions/{userId}': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'hidden', 'ok', 'ok'),
  'DELETE /api/classes/{id}/due-dates/{programCourseId}/extensions/{userId}': row('unauthenticated', 'hidden', 'forbidden', 'forbidden', 'hidden', 'ok', 'ok'),
  // Resets the caller's own lessons of a class program of their class.
  // The trainer space (docs/trainers.md#who-may-enter-the-trainer-space): class teachers and staff only, learners refused by role before any
  // class is looked up; the class is the owner's, which the teacher teaches. Another trainer's or
  // tenant's class is 404 (trainer/trainer.integration.test.ts).
  // A company admin enters the trainer space (a company ADMIN is staff) and follows no class there: the owner's is 404 to them.
  'GET /api/trainer/classes': companyAdminGets(trainerSpace, 'ok'),
  'GET /api/trainer/attention': companyAdminGets(trainerSpace, 'ok'),
  'GET /api/trainer/threads': companyAdminGets(trainerSpace, 'ok'),
  // From the trainer's side, the thread is its teacher's alone: the admin, who follows every class, reads no one else's conversations.
  'GET /api/trainer/threads/{threadId}': companyAdminGets(row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'hidden'), 'hidden'),
  'POST /api/trainer/threads/{threadId}/messages': companyAdminGets(
    row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'hidden'),
    'hidden',
  ),
  // Messages to the owner's class: its teacher and the admin (who follows every class).
  'GET /api/trainer/classes/{classId}/messages': companyAdminGets(trainerSpace, 'hidden'),
  'POST /api/trainer/classes/{classId}/messages': companyAdminGets(trainerSpace, 'hidden'),
  // The teacher's scheduled message: its author cancels it; the admin, another trainer of the class, may not (403).
  'DELETE /api/trainer/classes/{classId}/messages/{messageId}': companyAdminGets(
    row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'forbidden'),
    'hidden',
  ),
  'GET /api/trainer/classes/{classId}/roster': companyAdminGets(trainerSpace, 'hidden'),
  'GET /api/trainer/classes/{classId}/roster.csv': companyAdminGets(trainerSpace, 'hidden'),
  'GET /api/trainer/classes/{classId}/learners/{userId}': companyAdminGets(trainerSpace, 'hidden'),
  'GET /api/trainer/classes/{classId}/learners/{userId}/logbook': companyAdminGets(trainerSpace, 'hidden'),
  'POST /api/trainer/classes/{classId}/learners/{userId}/logbook/{recordId}/replies': companyAdminGets(trainerSpace, 'hidden'),
  'POST /api/trainer/classes/{classId}/learners/{userId}/class-programs/{classProgramId}/reset': row(
    'unauthenticated',
    'forbidden',
    'forbidden',
    'forbidden',
    'forbidden',
    'skip',
    'skip',
    "would archive the owner's pages the later cells read; covered by trainer/trainer.integration.test.ts",
  ),
  // The LRS (docs/xapi.md) takes only its own Basic credentials (a launch's, an LRS client's): a
  // portal token is none, whoever holds it. Scopes and launches are covered by xapi/auth-scope.integration.test.ts.
  ...Object.fromEntries(
    [
      'GET statements',
      'PUT statements',
      'POST statements',
      ...['activities/state', 'activities/profile', 'agents/profile'].flatMap((resource) =>
        ['GET', 'PUT', 'POST', 'DELETE'].map((method) => `${method} ${resource}`),
      ),
      'GET activities',
      'GET agents',
    ].map((operation) => {
      const [method, resource] = operation.split(' ');
      return [`${method} /api/xapi/${resource}`, lrsCredentialsOnly];
    }),
  ),
  // A plain POST is not a method of these resources: 405 for anyone, before credentials are read
  // (Communication 3.2). The POST route is there for the alternate request syntax, covered by
  // xapi/conformance.integration.test.ts.
  ...Object.fromEntries(
    ['activities', 'agents', 'about'].map((resource) => [
      `POST /api/xapi/${resource}`,
      row(
        'skip',
        'skip',
        'skip',
        'skip',
        'skip',
        'skip',
        'skip',
        '405 for anyone: only the alternate request syntax uses it; covered by xapi/conformance.integration.test.ts',
      ),
    ]),
  ),
  'GET /api/xapi/about': open,
  // cmi5's fetch URL: its one-time token is the credential; covered by xapi/cmi5.integration.test.ts.
  'POST /api/xapi/extensions/cmi5/fetch': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'the one-time token in the query is the credential; covered by xapi/cmi5.integration.test.ts',
  ),
  // A launch is the learner's, on their own current page; the page's state too.
  'POST /api/lessons/{id}/pages/{pageId}/xapi-launch': ownerPlays,
  'GET /api/lessons/{id}/pages/{pageId}/xapi-state': ownerPlays,
  // A SCO's session is the learner's, on their own current page (docs/scorm.md).
  'POST /api/lessons/{id}/pages/{pageId}/scorm-launch': ownerPlays,
  // The SCO's runtime: the session's token in the body is the only credential.
  'POST /api/scorm/runtime': row(
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    'skip',
    "the session's token in the body is the credential; covered by scorm/scorm-runtime.integration.test.ts",
  ),
  'GET /api/users/me/xapi-statements': self,
  'PUT /api/contexts/{id}/lrs': adminOnlyVisible,
  // The tenant's LRS clients: its system admins only.
  // The administration space (docs/administration.md#who-administers): the tenant's system admin only,
  // everyone else refused by role before any code is looked up; another tenant's code is 404
  // (invitation-codes/invitation-codes.integration.test.ts).
  'GET /api/admin/invitation-codes': adminCreates,
  'GET /api/admin/invitation-code-choices': adminCreates,
  'POST /api/admin/invitation-codes': adminCreates,
  'GET /api/admin/invitation-codes/{id}': adminCreates,
  'PATCH /api/admin/invitation-codes/{id}': adminCreates,
  'GET /api/admin/audit-log': adminCreates,
  // The tenant's settings: the same rule (admin/tenant-settings.integration.test.ts).
  'GET /api/admin/settings': adminCreates,
  'PUT /api/admin/settings': adminCreates,
  // Users and classes let a company admin in, within their companies: the owner and the owner's class
  // (of no company) are 404 to them, their lists hold their companies' only (user-management/users.integration.test.ts,
  // classes/class-company-reach.integration.test.ts).
  'GET /api/admin/users': companyAdminGets(adminCreates, 'ok'),
  'GET /api/admin/users/{id}': companyAdminGets(adminCreates, 'hidden'),
  'PATCH /api/admin/users/{id}': companyAdminGets(adminCreates, 'hidden'),
  'POST /api/admin/users/{id}/password-reset': companyAdminGets(adminCreates, 'hidden'),
  'POST /api/admin/users/{id}/invitation': companyAdminGets(adminCreates, 'hidden'),
  // Erasure by an admin (privacy/erasure.integration.test.ts): the users' screens' rule; the admin's cell would erase the owner.
  'GET /api/admin/privacy-requests': companyAdminGets(adminCreates, 'ok'),
  'POST /api/admin/users/{id}/erasure': companyAdminGets(
    row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'skip', destroys),
    'hidden',
  ),
  'POST /api/admin/users/{id}/data-export/link': companyAdminGets(adminCreates, 'hidden'),
  // Retention (privacy/retention.integration.test.ts): the tenant's, for its system admin.
  'GET /api/admin/privacy/retention': adminCreates,
  // Enrolment by address and CSV import (enrolment/class-invitations.integration.test.ts, enrolment/learner-import.integration.test.ts);
  // the import fixture was started by someone else: a company admin follows their own imports only.
  'POST /api/admin/classes/{id}/invitations': companyAdminGets(adminCreates, 'hidden'),
  'POST /api/admin/learner-imports/check': companyAdminGets(adminCreates, 'ok'),
  'POST /api/admin/learner-imports': companyAdminGets(adminCreates, 'ok'),
  'GET /api/admin/learner-imports/{id}': companyAdminGets(adminCreates, 'hidden'),
  'GET /api/admin/learner-imports/{id}/report': companyAdminGets(adminCreates, 'hidden'),
  'GET /api/admin/jobs': adminCreates,
  'POST /api/admin/jobs/{id}/retry': adminCreates,
  'GET /api/admin/credentials': adminCreates,
  'POST /api/admin/credentials/{credentialId}/revoke': adminCreates,
  'POST /api/admin/credentials/keys': adminCreates,
  // The tenant's content: the same rule (content/content.integration.test.ts). A program's or course's PATCH (a rename, a
  // move) sent without If-Match is 428, past authorization; its versions, another tenant's ids and the names taken:
  // content/content-rename.integration.test.ts.
  'POST /api/admin/content-packages': adminCreates,
  'GET /api/admin/programs': adminCreates,
  'PATCH /api/admin/programs/{id}': adminCreates,
  'PATCH /api/admin/courses/{id}': adminCreates,
  'DELETE /api/admin/programs/{id}': adminCreates,
  'DELETE /api/admin/courses/{id}': adminCreates,
  'GET /api/admin/programs/{id}/versions': adminCreates,
  // Classes and their members: another tenant's class, program or user is 404 (classes/classes.integration.test.ts);
  // a company admin's lists and forms are theirs (creating without one of their companies is 400), any class of no
  // company of theirs 404 (classes/class-company-reach.integration.test.ts).
  'GET /api/admin/class-choices': companyAdminGets(adminCreates, 'ok'),
  'GET /api/admin/classes': companyAdminGets(adminCreates, 'ok'),
  'POST /api/admin/classes': companyAdminGets(adminCreates, 'ok'),
  'GET /api/admin/classes/{id}': companyAdminGets(adminCreates, 'hidden'),
  'GET /api/admin/classes/{id}/due-dates': companyAdminGets(adminCreates, 'hidden'),
  'PUT /api/admin/classes/{id}/due-dates/{programCourseId}': companyAdminGets(adminCreates, 'hidden'),
  'DELETE /api/admin/classes/{id}/due-dates/{programCourseId}': companyAdminGets(adminCreates, 'hidden'),
  'PATCH /api/admin/classes/{id}': companyAdminGets(adminCreates, 'hidden'),
  'POST /api/admin/classes/{id}/programs': companyAdminGets(adminCreates, 'hidden'),
  'PUT /api/admin/classes/{id}/programs/order': companyAdminGets(adminCreates, 'hidden'),
  'PATCH /api/admin/classes/{id}/programs/{classProgramId}': companyAdminGets(adminCreates, 'hidden'),
  'DELETE /api/admin/classes/{id}/programs/{classProgramId}': companyAdminGets(
    row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'skip', destroys),
    'hidden',
  ),
  'GET /api/admin/classes/{id}/members': companyAdminGets(adminCreates, 'hidden'),
  'POST /api/admin/classes/{id}/members': companyAdminGets(adminCreates, 'hidden'),
  'PATCH /api/admin/classes/{id}/members/{userId}': companyAdminGets(adminCreates, 'hidden'),
  'DELETE /api/admin/classes/{id}/members/{userId}': companyAdminGets(
    row('unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'skip', destroys),
    'hidden',
  ),
  'GET /api/lrs-clients': adminCreates,
  'POST /api/lrs-clients': adminCreates,
  'DELETE /api/lrs-clients/{id}': adminCreates,
  'POST /api/class-programs/{id}/reset/me': row(
    'unauthenticated',
    'hidden',
    'skip',
    'ok',
    'hidden',
    'hidden',
    'hidden',
    "the owner's reset would archive the pages the later cells read; covered by lessons/lesson-play.integration.test.ts",
  ),
};

/**
 * The generic resources (resources/registry.ts), by what each holds: its list and one record (the
 * owner's, or one of the owner's class), and, for the only ones written here (a user's own review and
 * log-book notes), their writes. Expanded into rows below.
 */
type ResourceRows = { record: Row; update?: Row; create?: Row; remove?: Row };
/** A company ADMIN, OWNER or ORGANIZER reads all of the tenant's content through the generic resources (resources/permissions.ts, managesContent). */
const managedContent = (rows: ResourceRows): ResourceRows => ({ ...rows, record: companyAdminGets(rows.record, 'ok') });
const content: ResourceRows = managedContent({ record: classMembers });
/** The target is a note the teacher wrote in the owner's logbook: the owner and the admin read it, only its author changes it, here never. */
const notWrittenByThem = row('unauthenticated', 'hidden', 'forbidden', 'hidden', 'hidden', 'hidden', 'forbidden');

const genericResources: Record<string, ResourceRows> = {
  classes: { record: classMembers },
  'class-users': { record: classMembers },
  'class-programs': { record: classMembers },
  // Companies: read by their members (the owner and the teacher here).
  companies: { record: companyMembers },
  'company-users': { record: personal },
  contexts: { record: tenantWide },
  courses: content,
  'course-blocks': content,
  'course-categories': content,
  'course-competencies': managedContent({ record: tenantWide }),
  'course-nodes': content,
  'course-terms': content,
  'course-types': content,
  lessons: { record: personal },
  pages: { record: personal },
  // The tenant's own library (course media): its record is no secret.
  libraries: managedContent({ record: tenantWide }),
  programs: content,
  'program-courses': content,
  reviews: { record: personal, create: self },
  records: { record: personal },
  'log-book-records': { record: personal, create: self, update: notWrittenByThem, remove: notWrittenByThem },
  roles: { record: tenantWide },
  // The target is the admin's own role: no learner sees it.
  'role-users': { record: adminSees },
  users: { record: classMembers },
};

for (const [name, rows] of Object.entries(genericResources)) {
  matrix[`GET /api/${name}`] ??= list;
  matrix[`GET /api/${name}/{id}`] ??= rows.record;
  if (rows.update) matrix[`PATCH /api/${name}/{id}`] ??= rows.update;
  if (rows.create) matrix[`POST /api/${name}`] ??= rows.create;
  if (rows.remove) matrix[`DELETE /api/${name}/{id}`] ??= rows.remove;
}

/**
 * Every generic write of a table that an area's use cases own (docs/architecture.md#who-writes-each-table):
 * no such route, so 404 for every caller, the tenant's admin and a company's admin included. Each is
 * the attack of a second write path with weaker rules: a content manager deleting a started program,
 * an admin making themself superadmin or deleting an account, anyone re-enrolling a class.
 */
export const ownedTableWrites: string[] = Object.keys(genericResources).flatMap((name) =>
  (['POST', 'PATCH', 'DELETE'] as const)
    .map((method) => `${method} /api/${name}${method === 'POST' ? '' : '/{id}'}`)
    // POST /api/users is registration, and PATCH or DELETE of one's own file its own routes: their rows are above.
    .filter((operation) => matrix[operation] === undefined && operation !== 'POST /api/users'),
);
