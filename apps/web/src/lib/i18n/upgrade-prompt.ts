import { tierLabel } from '@fanclub/shared/labels';
import type { Tier } from '@fanclub/shared/roles';
import type { Translator } from './translator';

/**
 * The shared upgradePrompt() in the reader's language: it names only the plans above the
 * member's tier ('Upgrade to VIP' for Fan+, else 'Upgrade to Fan+ or VIP').
 */
export function upgradePromptText(t: Translator['t'], tier: Tier | null | undefined): string {
  return tier === 'fanplus'
    ? t('app.upgradeTo', { tier: tierLabel('vip') })
    : t('app.upgradeToEither', { fanplus: tierLabel('fanplus'), vip: tierLabel('vip') });
}
