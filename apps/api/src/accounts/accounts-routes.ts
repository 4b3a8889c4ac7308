import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { ssoRoutes } from '../sso/sso-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';
import { registrationRoutes } from './registration-routes';

/** Registration with an invitation code, password reset, profile, terms and single sign-on (issue 5). */
export const accountsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(registrationRoutes, { config });
  await app.register(passwordResetRoutes, { config });
  await app.register(profileRoutes);
  await app.register(ssoRoutes, { config });
};
