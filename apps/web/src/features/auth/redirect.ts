import { paths } from '../../app/paths';

/**
 * Where to go after signing in: back to the page the guard bounced the user from, if any.
 * Only same-site paths are accepted so a crafted link cannot send someone to another origin.
 */
export function afterSignInPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  return paths.dashboard;
}
