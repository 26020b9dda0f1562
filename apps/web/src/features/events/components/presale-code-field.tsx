import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { meetsTier } from '@fanclub/shared/roles';
import { TextField } from '../../../components/ui/text-field';
import { presaleCodesQueryOptions } from '../../../lib/presale-codes';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * In a presale that needs a code (the team issued codes for this event): the code to buy with,
 * filled in with the member's own when they have one. The server checks it again.
 */
export function PresaleCodeField({
  event,
  value,
  onChange,
}: {
  event: ClubEvent;
  value: string;
  onChange: (code: string) => void;
}) {
  const t = useT();
  const { session } = useSession();
  const codes = useQuery(
    presaleCodesQueryOptions(session?.user.id, meetsTier(session?.profile ?? null, 'vip')),
  );
  const own = codes.data?.find((c) => c.eventId === event.id)?.code;
  // Filled in once the member's code is known, unless they already typed another.
  useEffect(() => {
    if (own) onChange(own);
  }, [own, onChange]);
  return (
    <TextField
      label={t('events.presaleCode')}
      name="presaleCode"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={own ? t('events.presaleOwnHint') : t('events.presaleHint')}
    />
  );
}
