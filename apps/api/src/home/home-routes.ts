import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { certificatesRoutes } from '../certificates/certificates-routes';
import { contactRoutes } from '../contact/contact-routes';
import { dashboardRoutes } from '../dashboard/dashboard-routes';
import { uploadsRoutes } from '../uploads/uploads-routes';

/** Home and dashboard (issue 6, docs/dashboard.md): one registration for app.ts. `GET users/me/classes` stays in classes/. */
export const homeRoutes: FastifyPluginAsync<{ config: Config }> = async (api, { config }) => {
  await api.register(dashboardRoutes);
  await api.register(certificatesRoutes);
  await api.register(contactRoutes, { config });
  await api.register(uploadsRoutes, { config });
};
