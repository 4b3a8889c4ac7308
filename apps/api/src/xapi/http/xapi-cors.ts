/**
 * Cross-origin use of the LRS (an activity served from another site, an analytics dashboard):
 * any origin may call it, since every call carries its own Basic credentials and none rides on a
 * cookie. The headers xAPI reads and writes are allowed and exposed.
 */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, X-Experience-API-Version, If-Match, If-None-Match, Accept-Language',
  'access-control-expose-headers': 'ETag, Last-Modified, Content-Type, X-Experience-API-Version, X-Experience-API-Consistent-Through',
  'access-control-max-age': '600',
};
