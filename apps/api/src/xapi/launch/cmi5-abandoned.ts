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
 * Ends the registration's earlier AU sessions before a new one is launched (cmi5 9.3.6): each one's
 * credentials and fetch URL stop, and a session that neither terminated nor was abandoned gets its
 * abandoned statement, timed from launched to the AU's last statement (9.5.4.2). Each session is
 * judged and recorded under the lock its AU's statements are judged under: a statement of it is
 * stored before the abandoned one, or refused after it.
 */
export async function abandonEarlierSessions(
  deps: { database: Database; credentials: XapiCredentialsRepository; store: StatementStore },
  input: { tenantId: string; origin: string; registration: string; actor: JsonObject; now: Date },
): Promise<void> {
  for (const session of await deps.credentials.unrevokedCmi5Sessions(input.tenantId, input.registration)) {
    const { auActivityId, sessionId, publisherId } = session.cmi5;
    await deps.database.transaction(async (tx) => {
      await lockKeys(tx, [cmi5AuLock(input.tenantId, input.registration, auActivityId)]);
      await deps.credentials.revokeLaunch(input.tenantId, session.id, tx);
      const history = await deps.store.statements.history(input.tenantId, [filterKey.registration(input.registration)], CMI5_HISTORY, tx);
      const launched = history.find((row) => row.verb === CMI5_VERBS.launched && row.sessionId === sessionId && row.credentialId === null);
      const sent = history.filter((row) => row.credentialId === session.id);
      const ended = abandonment({
        verbs: history.filter((row) => row.sessionId === sessionId && row.defined).map((row) => row.verb),
        launchedAt: (launched?.storedUs ?? 0) / 1000,
        lastStatementAt: launched && sent.length > 0 ? (sent[sent.length - 1]?.storedUs ?? 0) / 1000 : null,
      });
      if (!ended) return;
      const statement = abandonedStatement({
        id: randomUUID(),
        actor: input.actor,
        registration: input.registration,
        sessionId,
        publisherId,
        timestamp: input.now.toISOString(),
        auActivityId,
        durationMs: ended.durationMs,
      });
      await recordLmsStatements(deps.store, input.tenantId, input.origin, [statement], input.now, tx);
    });
  }
}
