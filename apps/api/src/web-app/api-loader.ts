import type { ApiAnswer } from '@espace/contracts/server-rendering';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { ValidatedAnswer } from './home-page-cache';

/** An API answer as the page request's loader read it: with its payload and ETag, for the page cache. */
interface LoadedAnswer extends ApiAnswer {
  payload: string;
  etag: string | undefined;
}

/**
 * GETs API paths in-process as the learner the token stands for, on the page request's tenant;
 * each path once per page request (users/me is read before the renderer asks for it).
 */
export function apiLoader(app: FastifyInstance, request: FastifyRequest, token: string) {
  const call = (path: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: { host: request.headers.host ?? '', authorization: `Bearer ${token}`, 'accept-language': request.headers['accept-language'] ?? '', ...headers },
    });
  const answerOf = (response: LightMyRequestResponse): LoadedAnswer => ({
    status: response.statusCode,
    body: response.statusCode === 200 ? response.json() : null,
    payload: response.body,
    etag: typeof response.headers.etag === 'string' ? response.headers.etag : undefined,
  });
  const loaded = new Map<string, Promise<LoadedAnswer>>();
  const load = (path: string): Promise<LoadedAnswer> => {
    let answer = loaded.get(path);
    if (answer === undefined) loaded.set(path, (answer = call(path).then(answerOf)));
    return answer;
  };
  return {
    load,
    /** The answers read so far that came with an ETag. */
    async validated(): Promise<ValidatedAnswer[]> {
      const answers = await Promise.all([...loaded].map(async ([path, answer]) => ({ path, ...(await answer) })));
      return answers.flatMap(({ path, status, etag }) => (status === 200 && etag !== undefined ? [{ path, etag }] : []));
    },
    /** Whether each answer is still the same: a 304 to its ETag. A changed one is the answer the page is then rendered from. */
    async unchanged(answers: readonly ValidatedAnswer[]): Promise<boolean> {
      const statuses = await Promise.all(
        answers.map(async ({ path, etag }) => {
          const response = await call(path, { 'if-none-match': etag });
          if (response.statusCode !== 304) loaded.set(path, Promise.resolve(answerOf(response)));
          return response.statusCode;
        }),
      );
      return statuses.every((status) => status === 304);
    },
  };
}
