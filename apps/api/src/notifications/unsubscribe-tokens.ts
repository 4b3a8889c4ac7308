import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { composeUnsubscribeToken, parseUnsubscribeToken } from '@espace/contracts/mail-preferences';
import type { NotificationKind } from '@espace/domain/notifications/notification-kinds';

/**
 * The tokens of mails' unsubscribe links (docs/security.md#unsubscribe-links): an HMAC-SHA256
 * signature over the tenant, the user and the kinds the mail carries, with a key derived from the
 * JWT secret under its own purpose label, so it signs nothing else. No expiry: a mail kept for a
 * year still stops its kinds, which is all a token can do.
 */
const KEY_PURPOSE = 'espace-apprenant/mail-unsubscribe-links/v1';

export interface UnsubscribeTokens {
  sign(tenantId: string, userId: string, kinds: readonly NotificationKind[]): string;
  /** The user and kinds a token of this tenant names; null for a forged, cut or other tenant's token. */
  verify(tenantId: string, token: string): { userId: string; kinds: NotificationKind[] } | null;
}

export function createUnsubscribeTokens(jwtSecret: string): UnsubscribeTokens {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_PURPOSE, 32));
  // JSON keeps the fields apart whatever they hold.
  const signatureOf = (tenantId: string, userId: string, kinds: readonly string[]) =>
    createHmac('sha256', key)
      .update(JSON.stringify([tenantId, userId, kinds]))
      .digest('base64url');
  return {
    sign: (tenantId, userId, kinds) => composeUnsubscribeToken({ userId, kinds: [...kinds], signature: signatureOf(tenantId, userId, kinds) }),
    verify(tenantId, token) {
      const parts = parseUnsubscribeToken(token);
      if (parts === null) return null;
      const expected = Buffer.from(signatureOf(tenantId, parts.userId, parts.kinds));
      const given = Buffer.from(parts.signature);
      // Constant time: a signature is never guessed byte by byte from response times.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: parts.userId, kinds: parts.kinds };
    },
  };
}
