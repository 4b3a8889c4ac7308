/**
 * The id of the `<script type="application/json">` in which the server inlines the request's
 * context (as `GET /api/contexts/current` answers it) in index.html, for the web app to start
 * with. A module of its own: the web app's first download must not carry zod.
 */
export const inlineContextElementId = 'espace-context';
