import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import { BadRequestError, type ErrorIssue } from '../../http/app-error';
import type { AttachmentPart, StatementBatch } from './statement-batch';
import { SIGNATURE_USAGE, signatureProblem } from './signed-statements';

const attachmentsOf = (statement: JsonObject): JsonObject[] => (Array.isArray(statement.attachments) ? statement.attachments.filter(isPlainObject) : []);

/**
 * Matches every attachment object with its data (Communication 1.5.2): one without a fileUrl needs
 * a part of the same SHA-2; each part must be some attachment's; a signature's JWS must sign its
 * statement. Answers the parts to store.
 */
export function checkAttachments(batch: StatementBatch, pathOf: (index: number) => string): AttachmentPart[] {
  const issues: ErrorIssue[] = [];
  const used = new Set<string>();
  batch.statements.forEach((statement, index) => {
    attachmentsOf(statement).forEach((attachment, position) => {
      const path = `${pathOf(index)}.attachments[${position}]`;
      const sha2 = String(attachment.sha2).toLowerCase();
      const part = batch.parts.get(sha2);
      if (part) used.add(sha2);
      else if (attachment.fileUrl === undefined)
        issues.push({
          path,
          message: batch.multipart ? 'has no part with its sha2 in the request, and no fileUrl' : 'needs a fileUrl, or its data in a multipart/mixed request',
        });
      if (attachment.usageType !== SIGNATURE_USAGE) return;
      if (attachment.contentType !== 'application/octet-stream')
        issues.push({ path: `${path}.contentType`, message: 'must be application/octet-stream for a signature' });
      const problem = part ? signatureProblem(statement, part.content.toString('utf8')) : 'needs its JWS in the request';
      if (problem) issues.push({ path, message: `the signature ${problem}` });
    });
  });
  for (const sha2 of batch.parts.keys())
    if (!used.has(sha2)) issues.push({ path: 'body', message: `holds a part (${sha2.slice(0, 12)}…) that no attachment names` });
  if (issues.length > 0) throw new BadRequestError(issues);
  return [...batch.parts.values()];
}
