// The one API client: same-origin JSON over fetch, errors surfaced as ApiError with the server's message.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Machine-readable reason some endpoints add (e.g. the auth server's 'INVALID_TOKEN'). */
    readonly code?: string,
    /** A refusal for rate (429): how long until trying again helps, from `retry-after`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Server rendering runs the same queries inside the API server process: it swaps in a fetch that
 * answers from the app itself (carrying the viewer's cookie) instead of an HTTP round trip.
 */
let fetchImpl: typeof fetch = (input, init) => fetch(input, init);
export function setApiFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

async function request<T>(
  method: string,
  url: string,
  body?: Body,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  // The page's language (issue 34): content is answered in it, also by the routes that read no
  // session (the shop), so a member's own setting reaches them. Server rendering sets its own.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': globalThis.document?.documentElement.lang,
    ...extraHeaders,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetchImpl(url, {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (data ?? {}) as {
      message?: string;
      fields?: Record<string, string>;
      code?: string;
    };
    throw new ApiError(
      response.status,
      problem.message ?? response.statusText,
      problem.fields,
      problem.code,
      Number(response.headers.get('retry-after')) || undefined,
    );
  }
  return data as T;
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => request<T>('GET', url, undefined, signal),
  post: <T>(url: string, body?: Body, headers?: Record<string, string>) =>
    request<T>('POST', url, body, undefined, headers),
  patch: <T>(url: string, body?: Body) => request<T>('PATCH', url, body),
  put: <T>(url: string, body?: Body) => request<T>('PUT', url, body),
  delete: <T>(url: string, body?: Body) => request<T>('DELETE', url, body),
};
