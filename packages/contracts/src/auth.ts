import { z } from 'zod';

export const loginBodySchema = z
  .strictObject({
    email: z.string().min(1).max(254).optional(),
    username: z.string().min(1).max(254).optional(),
    password: z.string().min(1).max(254),
  })
  .refine((body) => (body.email === undefined) !== (body.username === undefined), {
    message: 'Give either email or username',
    path: ['email'],
  })
  .describe('Credentials: an email or a username, and the password');
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  access_token: z.string().describe('Signed JWT carrying sub, iat, exp, ctx (tenant id) and sid (session id)'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Claims the API puts in an access token. */
export interface AccessTokenClaims {
  sub: string;
  iat: number;
  exp: number;
  ctx: string;
  sid: string;
}
