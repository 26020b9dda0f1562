import type { StreamAudienceTier } from '@fanclub/shared/access';
import { planById } from '@fanclub/shared/plans';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * Who can watch a live (spec tier table: livestreams are a Fan+ perk, VIP livestreams need VIP),
 * for the Go Live and Schedule a live forms; the tiers' names stay as they are in every language.
 */
export function useAudienceOptions(): { value: StreamAudienceTier; label: string }[] {
  const t = useT();
  const fanplus = planById('fanplus').name;
  const vip = planById('vip').name;
  return [
    { value: 'fanplus', label: t('media.audienceFanplus', { fanplus, vip }) },
    { value: 'vip', label: t('media.audienceVip', { vip }) },
  ];
}
