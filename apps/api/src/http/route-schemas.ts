import { errorBodySchema } from '@espace/contracts/errors';

/** Error answers listed in the OpenAPI document of a route. */
export const errorResponses = {
  badRequest: { 400: errorBodySchema },
  unauthorized: { 401: errorBodySchema },
  notFound: { 404: errorBodySchema },
  tooManyAttempts: { 429: errorBodySchema },
};
