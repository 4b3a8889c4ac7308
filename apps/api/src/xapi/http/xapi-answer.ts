/** What an LRS handler answers: a status, headers, and JSON or bytes (or nothing). */
export interface XapiAnswer {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  bytes?: Buffer;
  contentType?: string;
}

export const noContent: XapiAnswer = { status: 204 };
