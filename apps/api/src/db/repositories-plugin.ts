import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An area's repositories plugin: fastify/demo's users-repository.ts, for the several repositories an
 * area may have. `build` makes them (on `app.database`, with the plugin's options) and each is
 * decorated under its key; the area declares their types on FastifyInstance beside the call, and
 * the keys and types `build` returns are checked against that declaration.
 */
export function repositoriesPlugin<Options extends object = Record<never, never>>(
  name: string,
  build: (app: FastifyInstance, options: Options) => Partial<FastifyInstance>,
  dependencies: string[] = [],
) {
  return fp<Options>(
    async (app, options) => {
      const repositories: Record<string, unknown> = build(app, options);
      for (const [key, repository] of Object.entries(repositories)) app.decorate(key, repository);
    },
    { name, dependencies: ['database', ...dependencies] },
  );
}
