import { randomUUID } from 'node:crypto';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { abandonedStatement } from '@espace/domain/xapi/cmi5/cmi5-launch';
import { abandonment } from '@espace/domain/xapi/cmi5/cmi5-rules';
import { CMI5_VERBS } from '@espace/domain/xapi/cmi5/cmi5-vocabulary';
import { filterKey } from '@espace/domain/xapi/statement-index';
import { lockKeys } from '../../db/advisory-locks';
import type { Database } from '../../db/database';
import type { XapiCredentialsRepository } from '../credentials/credentials-repository';
import type { StatementStore } from '../statements/store-statements';
import { CMI5_HISTORY, cmi5AuLock } from './cmi5-session';
import { recordLmsStatements } from './lms-statements';

/**
 * Records a new AU session's launched statement (cmi5 9.3.1) after ending the registration's
 * earlier sessions (9.3.6): their credentials and fetch URLs stop, and each one that neither
 * terminated nor was abandoned gets its abandoned statement, timed from its launched to the AU's
 * last statement (9.5.4.2). All of it happens in one transaction under the locks those sessions'
 * statements are judged under, so a statement of theirs is stored before the abandoned one or
 * refused after it; one batch puts the abandoned statements before the launched one in time.
 */
export async function recordLaunched(
  deps: { database: Database; credentials: XapiCredentialsRepository; store: StatementStore },
  input: { tenantId: string; origin: string; registration: string; actor: JsonObject; launched: JsonObject; now: Date },
): Promise<void> {
  const earlier = await deps.credentials.unrevokedCmi5Sessions(input.tenantId, input.registration);
  await deps.database.transaction(async (tx) => {
    await lockKeys(
      tx,
      earlier.map((session) => cmi5AuLock(input.tenantId, input.registration, session.cmi5.auActivityId)),
    );
    const history =
      earlier.length === 0 ? [] : await deps.store.statements.history(input.tenantId, [filterKey.registration(input.registration)], CMI5_HISTORY, tx);
    const abandoned: JsonObject[] = [];
    for (const session of earlier) {
      await deps.credentials.revokeLaunch(input.tenantId, session.id, tx);
      const { auActivityId, sessionId, publisherId } = session.cmi5;
      const launched = history.find((row) => row.verb === CMI5_VERBS.launched && row.sessionId === sessionId && row.credentialId === null);
      const sent = history.filter((row) => row.credentialId === session.id);
      const ended = abandonment({
        verbs: history.filter((row) => row.sessionId === sessionId && row.defined).map((row) => row.verb),
        launchedAt: (launched?.storedUs ?? 0) / 1000,
        lastStatementAt: launched && sent.length > 0 ? (sent[sent.length - 1]?.storedUs ?? 0) / 1000 : null,
      });
      if (ended)
        abandoned.push(
          abandonedStatement({
            id: randomUUID(),
            actor: input.actor,
            registration: input.registration,
            sessionId,
            publisherId,
            timestamp: input.now.toISOString(),
            auActivityId,
            durationMs: ended.durationMs,
          }),
        );
    }
    await recordLmsStatements(deps.store, input.tenantId, input.origin, [...abandoned, input.launched], input.now, tx);
  });
}
