/**
 * Anonymous forms that send mail (password reset) would let anyone flood an inbox or use us
 * as a spam relay. Past these counts over the window, the request still gets its usual
 * answer but no mail leaves.
 */
export const mailThrottle: { readonly windowMs: number; readonly perRecipient: number; readonly perIp: number } = {
  windowMs: 60 * 60 * 1000,
  perRecipient: 5,
  perIp: 20,
};

export interface RecentMailRequests {
  /** Requests for this address in the window, before this one. */
  recipient: number;
  /** Requests from this IP in the window, before this one. */
  ip: number;
}

export function mailThrottled(recent: RecentMailRequests, limits: Pick<typeof mailThrottle, 'perRecipient' | 'perIp'> = mailThrottle): boolean {
  return recent.recipient >= limits.perRecipient || recent.ip >= limits.perIp;
}
