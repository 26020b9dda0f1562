// The link from a locked thing to /subscribe says what the fan tried to open (`?for=clip:<id>`),
// so the paywall can lead with the plan that unlocks it and name it. Only the kind and id travel:
// the title and the tier it needs are looked up from what the server already gives this fan.
import type { Tier } from '@fanclub/shared/roles';
import { isTier } from '@fanclub/shared/roles';
import { paths } from '../app/paths';

export const UNLOCK_KINDS = [
  'clip',
  'video',
  'track',
  'post',
  'live',
  'event',
  'early-tickets',
  'community',
  'plan',
] as const;
export type UnlockKind = (typeof UNLOCK_KINDS)[number];

export interface UnlockReason {
  kind: UnlockKind;
  /** The item's id; for 'plan' the tier asked for; '' for 'community'. */
  id: string;
}

/** '/subscribe?for=clip:<id>': the paywall, told what the fan tried to open. */
export function subscribeFor(kind: UnlockKind, id = ''): string {
  return `${paths.subscribe}?for=${kind}${id ? `:${encodeURIComponent(id)}` : ''}`;
}

/** The generic upgrade prompts: the plan to lead with. */
export const subscribeToPlan = (tier: Tier) => subscribeFor('plan', tier);

/** Reads `?for=`; anything unknown is ignored (plain paywall), never an error. */
export function parseUnlockReason(value: string | null): UnlockReason | null {
  if (!value) return null;
  const at = value.indexOf(':');
  const kind = at < 0 ? value : value.slice(0, at);
  const id = at < 0 ? '' : value.slice(at + 1);
  if (!(UNLOCK_KINDS as readonly string[]).includes(kind) || id.length > 200) return null;
  if (kind === 'plan' && !isTier(id)) return null;
  if (kind !== 'community' && kind !== 'plan' && !id) return null;
  return { kind: kind as UnlockKind, id };
}
