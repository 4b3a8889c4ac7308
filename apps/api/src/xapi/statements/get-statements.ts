import { randomBytes } from 'node:crypto';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { agentKey } from '@espace/domain/xapi/agent-identity';
import { reachFor } from '@espace/domain/xapi/scopes';
import { filterKey } from '@espace/domain/xapi/statement-index';
import { formatStatement, type StatementFormat } from '@espace/domain/xapi/statement-shape';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import type { XapiVersion } from '@espace/domain/xapi/xapi-version';
import { z } from 'zod';
import { AppError, BadRequestError, NotFoundError } from '../../http/app-error';
import type { XapiPrincipal } from '../credentials/xapi-auth';
import { joinMultipart } from '../http/multipart-mixed';
import type { XapiAnswer } from '../http/xapi-answer';
import { readStatementRequest, type StatementRequest } from './statement-query-params';
import type { StatementsRepository, StoredStatement } from './statements-repository';

export interface GetStatementsInput {
  tenantId: string;
  principal: XapiPrincipal;
  version: XapiVersion;
  query: Record<string, string>;
  languages: string[];
  /** Where `more` links point: the statements resource's path. */
  resourcePath: string;
  now: Date;
}

type ListRequest = Extract<StatementRequest, { kind: 'list' }>;

/** A `more` link's token: the query, where the page ended, and the moment the first page was read. */
const cursorSchema = z.object({
  request: z.object({
    kind: z.literal('list'),
    keys: z.array(z.string().max(4096)).max(8),
    sinceUs: z.number().nullable(),
    untilUs: z.number().nullable(),
    limit: z.number().int().min(1).max(500),
    ascending: z.boolean(),
    format: z.enum(['exact', 'ids', 'canonical']),
    attachments: z.boolean(),
  }),
  after: z.object({ storedUs: z.number(), id: z.uuid() }),
  consistentUs: z.number(),
});
type Cursor = z.infer<typeof cursorSchema>;

function readCursor(token: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError([{ path: 'query.more', message: 'is not a more link this LRS gave' }]);
  }
}

/** Keys a caller that may read only its own statements adds to every query. */
function reachKeys(principal: XapiPrincipal): string[] {
  const reach = reachFor(principal.caller, { kind: 'read-statements' });
  if (reach === 'none') throw new AppError('Forbidden');
  if (reach === 'all') return [];
  if (principal.launch) return [filterKey.agent(principal.launch.learner)];
  return [filterKey.relatedAgent(agentKey(principal.authority) ?? '')];
}

/** GET statements: one statement by id, or a page of a filtered list with a `more` link. */
export async function getStatements(statements: StatementsRepository, input: GetStatementsInput): Promise<XapiAnswer> {
  const reach = reachKeys(input.principal);
  const consistentThrough = { 'x-experience-api-consistent-through': input.now.toISOString() };
  if (input.query.more !== undefined) {
    if (Object.keys(input.query).length > 1) throw new BadRequestError([{ path: 'query', message: 'a more link takes no other parameter' }]);
    const cursor = readCursor(input.query.more);
    return listPage(statements, input, cursor.request, reach, cursor, consistentThrough);
  }
  const request = readStatementRequest(input.query, input.version);
  if (request.kind === 'list') return listPage(statements, input, request, reach, null, consistentThrough);
  const [found] = await statements.findMany(input.tenantId, [request.id]);
  if (!found || found.voided !== request.voided || !reach.every((key) => found.filterKeys.includes(key))) throw new NotFoundError();
  const statement = formatStatement(found.statement, request.format, input.languages);
  return answer(statements, input.tenantId, [statement], statement, request.attachments, {
    ...consistentThrough,
    'last-modified': new Date(found.storedUs / 1000).toUTCString(),
  });
}

async function listPage(
  statements: StatementsRepository,
  input: GetStatementsInput,
  request: ListRequest,
  reach: string[],
  cursor: Cursor | null,
  headers: Record<string, string>,
): Promise<XapiAnswer> {
  const nowUs = input.now.getTime() * 1000;
  const consistentUs = cursor?.consistentUs ?? nowUs;
  // Ascending pages stop where the first page was read, so later statements do not shift them.
  const untilUs = request.ascending ? Math.min(request.untilUs ?? consistentUs, consistentUs) : request.untilUs;
  const rows = await statements.list(input.tenantId, {
    keys: [...new Set([...request.keys, ...reach])],
    sinceUs: request.sinceUs,
    untilUs,
    ascending: request.ascending,
    limit: request.limit,
    after: cursor?.after ?? null,
  });
  const page = rows.slice(0, request.limit);
  const last: StoredStatement | undefined = page[page.length - 1];
  const more =
    rows.length > request.limit && last
      ? `${input.resourcePath}?more=${Buffer.from(JSON.stringify({ request, after: { storedUs: last.storedUs, id: last.id }, consistentUs })).toString('base64url')}`
      : '';
  const list = page.map((row) => formatStatement(row.statement, request.format as StatementFormat, input.languages));
  return answer(statements, input.tenantId, list, { statements: list, more }, request.attachments, headers);
}

/** JSON, or with attachments=true multipart/mixed: the JSON first, then each attachment's bytes. */
async function answer(
  statements: StatementsRepository,
  tenantId: string,
  list: JsonObject[],
  json: unknown,
  attachments: boolean,
  headers: Record<string, string>,
): Promise<XapiAnswer> {
  if (!attachments) return { status: 200, headers, json };
  const sha2s = [
    ...new Set(
      list.flatMap((statement) =>
        (Array.isArray(statement.attachments) ? statement.attachments : []).filter(isPlainObject).map((attachment) => String(attachment.sha2)),
      ),
    ),
  ];
  const found = await statements.findAttachments(tenantId, sha2s);
  const boundary = randomBytes(12).toString('hex');
  const body = joinMultipart(
    [
      { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(json)) },
      ...found.map((attachment) => ({
        headers: { 'Content-Type': attachment.contentType, 'Content-Transfer-Encoding': 'binary', 'X-Experience-API-Hash': attachment.sha2 },
        body: attachment.content,
      })),
    ],
    boundary,
  );
  return { status: 200, headers, bytes: body, contentType: `multipart/mixed; boundary=${boundary}` };
}
