import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { ApiError } from '../../../lib/api-client';
import { claimGift } from '../api/gifts-api';
import { SignedIn } from '../components/signed-in';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';

/** /gifts/claim?token=…: the signed-in member (any account) takes the gift from the mail. */
export function ClaimGiftScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const claim = useMutation({ mutationFn: () => claimGift(token) });
  const t = useT();
  const day = dateTimeFormat(INTL_LOCALES[useLocale()], { dateStyle: 'medium' });
  return (
    <SignedIn>
      <Screen title={t('gifts.claimTitle')}>
        <div className="space-y-4">
          {claim.isSuccess ? (
            <>
              <p role="status">
                {t('gifts.claimed', {
                  plan: claim.data.tier === 'vip' ? 'VIP' : 'Fan+',
                  day: day.format(new Date(claim.data.endsAt)),
                })}
              </p>
              <Link to={paths.home} className={buttonClass('primary')}>
                {t('gifts.goToClub')}
              </Link>
            </>
          ) : (
            <>
              <p>{t('gifts.claimIntro')}</p>
              {claim.isError && (
                <p role="alert" className="text-red-400">
                  {claim.error instanceof ApiError ? claim.error.message : t('gifts.notClaimed')}
                </p>
              )}
              <Button onClick={() => claim.mutate()} disabled={!token || claim.isPending}>
                {t('gifts.claim')}
              </Button>
            </>
          )}
        </div>
      </Screen>
    </SignedIn>
  );
}
