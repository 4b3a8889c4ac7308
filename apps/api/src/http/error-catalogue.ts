import type { ErrorCode } from '@espace/contracts/errors';

interface CatalogueEntry {
  status: number;
  title: string;
  message: string;
}

/**
 * Every error code (docs/product/errors.md#catalogue) with its HTTP status and English texts, in one table.
 * The web app shows its own translated texts by code; these are for API users.
 */
export const errorCatalogue: Record<ErrorCode, CatalogueEntry> = {
  BAD_REQUEST: { status: 400, title: 'Bad request', message: 'Data sent is incorrect.' },
  TYPE_ERROR: { status: 400, title: 'Invalid data', message: 'Invalid file or data (weight or type).' },
  FILE_TOO_LARGE: { status: 413, title: 'File too large', message: 'This file is larger than the size allowed for one file.' },
  UPLOAD_QUOTA_EXCEEDED: { status: 413, title: 'No room left', message: 'Your files would take more than the space allowed to you.' },
  INVALID_PASSWORD: { status: 400, title: 'Invalid password', message: 'Password rules not met.' },
  INVALID_CURRENT_PASSWORD: {
    status: 400,
    title: 'Wrong current password',
    message: 'Your current password is required to set a new one, and the one sent is not it.',
  },
  INVALID_INVITATION_CODE: { status: 400, title: 'Invalid invitation code', message: 'Invalid invitation code.' },
  UNAUTHORIZED: { status: 401, title: 'Unauthorized', message: 'You must sign in again.' },
  SIGNED_LINK_INVALID: { status: 401, title: 'Invalid link', message: 'This download link is not valid for this file, user or site. Ask for a new one.' },
  SIGNED_LINK_EXPIRED: { status: 401, title: 'Expired link', message: 'This download link has expired. Ask for a new one.' },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 404,
    title: 'Invalid unsubscribe link',
    message: 'This unsubscribe link is not valid on this site: it may be cut or altered. Sign in to set your e-mails in your profile.',
  },
  Forbidden: { status: 403, title: 'Forbidden', message: 'Access denied: you do not have permission for this operation.' },
  LESSON_NOT_OPEN: { status: 403, title: 'Not open yet', message: 'This lesson opens later: data.opensAt says when.' },
  NOT_FOUND: { status: 404, title: 'Not found', message: 'The requested resource does not exist.' },
  METHOD_NOT_ALLOWED: { status: 405, title: 'Method not allowed', message: 'This resource does not take this method (the Allow header lists those it takes).' },
  MODEL_NOT_FOUND: { status: 404, title: 'Not found', message: 'Cannot find the next page.' },
  NO_LESSON_PAGE_AVAILABLE: { status: 404, title: 'No page available', message: 'This lesson has no further page.' },
  LESSON_NOT_ENDED: { status: 409, title: 'Lesson not finished', message: 'This lesson is not finished yet: its end-of-lesson screens open once it is.' },
  TIMED_LESSON_NOT_STARTED: {
    status: 409,
    title: 'Timed lesson not started',
    message: "This lesson's time limit (data.timeLimit, in seconds) starts at its first opening: ask again with start=true once the learner agrees.",
  },
  CONFLICT: {
    status: 409,
    title: 'Conflict',
    message: 'This would overwrite or contradict what is stored: read it again, then send your change with its ETag.',
  },
  PRECONDITION_FAILED: {
    status: 412,
    title: 'Precondition failed',
    message: 'The document changed since you read it (If-Match or If-None-Match did not hold).',
  },
  STALE_VERSION: {
    status: 412,
    title: 'Changed meanwhile',
    message: 'Someone saved this since you read it: read it again, then make your change on that version.',
  },
  VERSION_REQUIRED: {
    status: 428,
    title: 'Version required',
    message: 'Send the ETag of the version you read in If-Match, so a change made meanwhile is not overwritten.',
  },
  UNIQUE_USERNAME: { status: 409, title: 'Username taken', message: 'Username already used.' },
  UNIQUE_USERNAME_OR_EMAIL: { status: 409, title: 'Account exists', message: 'Username or email already used.' },
  INVALID_LEARNER_IMPORT: {
    status: 422,
    title: 'Learner file has problems',
    message: 'The file has problems (check it to list them by line and column): nothing was imported.',
  },
  UNIQUE_INVITATION_CODE: { status: 409, title: 'Code taken', message: 'This tenant already has this invitation code (codes are compared without case).' },
  INVALID_CONTENT_PACKAGE: {
    status: 422,
    title: 'Invalid content package',
    message: 'The content package has problems (listed by path in issues): nothing was imported.',
  },
  SSO_PROVIDER_ADDRESS_REFUSED: {
    status: 422,
    title: 'Provider address refused',
    message:
      'The server does not connect to this address: a provider must be reachable on the internet, not on this machine or a private network, unless the server’s operator allows that network.',
  },
  INVALID_STATE_TRANSITION: {
    status: 409,
    title: 'State change refused',
    message: 'A draft is published, a published one closed, a closed one published again; nothing goes back to draft.',
  },
  CREDENTIAL_ALREADY_REVOKED: { status: 409, title: 'Already revoked', message: 'This credential has already been revoked.' },
  SCO_OPEN_ELSEWHERE: {
    status: 409,
    title: 'Open elsewhere',
    message: 'This activity is open in another tab or on another device. Open it here to go on from where it stands; the other one stops recording.',
  },
  JOB_NOT_FAILED: { status: 409, title: 'Job not failed', message: 'Only a job that failed for good can be retried: this one is waiting, running or done.' },
  NO_RECIPIENTS: { status: 422, title: 'No recipients', message: 'No learner of the class is in this selection: the message was not sent.' },
  TOO_MANY_RECIPIENTS: {
    status: 422,
    title: 'Too many recipients',
    message: 'A message reaches 1,000 learners at most: choose a smaller selection.',
  },
  INVALID_SEND_TIME: {
    status: 422,
    title: 'Invalid send time',
    message: 'A message is scheduled after now and at most 90 days ahead.',
  },
  MESSAGE_ALREADY_SENT: { status: 409, title: 'Already sent', message: 'This message has been sent: it can no longer be cancelled.' },
  INVALID_INPUTS: { status: 409, title: 'Already answered', message: 'You have already answered.' },
  LESSON_PAGE_SKIPPED: { status: 409, title: 'Time is up', message: 'The time allocated for this step has expired.' },
  CONTENT_CLOSED: {
    status: 409,
    title: 'Training closed',
    message: 'Your organisation has closed this training: you can no longer follow it. Your results stay visible on Home.',
  },
  CONTENT_IN_USE: {
    status: 409,
    title: 'Cannot delete',
    message: 'Only a draft that no learner has started can be deleted: archive this content instead, and the learners’ results will be kept.',
  },
  PROGRAM_NAME_TAKEN: { status: 409, title: 'Name taken', message: 'Another program of this space already has this name: choose another one.' },
  LESSON_SKIPPED: { status: 409, title: 'Time is up', message: 'Time is up: go back to the dashboard to see your results.' },
  RETRY_RESTRICT: { status: 409, title: 'Step completed', message: 'This step is already completed.' },
  PATCH_IN_PROGRESS: { status: 409, title: 'Double submission', message: 'A double submission was detected.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, title: 'Idempotency key reused', message: 'This Idempotency-Key was already used for other answers.' },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, title: 'Too many attempts', message: 'Too many failed sign-in attempts. Try again later.' },
  TOO_MANY_REQUESTS: { status: 429, title: 'Too many requests', message: 'Too many requests in a short time. Try again later.' },
  UNDEFINED: { status: 500, title: 'Error', message: 'An error occurred, could not identify.' },
  INTERNAL_ERROR: { status: 500, title: 'Internal error', message: 'Something went wrong on our side. Try again later.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    title: 'Server busy',
    message: 'The server has more requests than it can take right now. Try again in a moment (Retry-After says when).',
  },
};
