import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { addressAllowed, pinnedLookup } from './address-policy';

export interface PinnedPost {
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  timeoutMs: number;
  /** PUSH_ALLOW_LOOPBACK: the test suite's receiver listens on 127.0.0.1. */
  allowLoopback: boolean;
}

/**
 * POSTs to a push endpoint and resolves with the status code. The socket connects only to an
 * address the policy allows: an IP literal is checked as written (Node does not look it up),
 * a name through pinnedLookup, so what was checked is what is connected to. No redirects.
 */
export function pinnedPost(
  endpoint: string,
  { method, headers, body, timeoutMs, allowLoopback }: PinnedPost,
): Promise<number> {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !addressAllowed(host, allowLoopback)) {
    return Promise.reject(
      Object.assign(new Error('push endpoint address is not public'), { code: 'EPUSHADDRESS' }),
    );
  }
  if (url.protocol !== 'https:' && !allowLoopback)
    return Promise.reject(new Error('push endpoint must be https'));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers,
        lookup: pinnedLookup(allowLoopback) as never,
        signal: AbortSignal.timeout(timeoutMs),
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('error', () => {});
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
