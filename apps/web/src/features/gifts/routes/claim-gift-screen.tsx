import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { ApiError } from '../../../lib/api-client';
import { claimGift } from '../api/gifts-api';
import { SignedIn } from '../components/signed-in';
import { dateTimeFormat } from '@fanclub/shared/intl';

const DAY = dateTimeFormat('en-US', { dateStyle: 'medium' });

/** /gifts/claim?token=…: the signed-in member (any account) takes the gift from the mail. */
export function ClaimGiftScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const claim = useMutation({ mutationFn: () => claimGift(token) });
  return (
    <SignedIn>
      <Screen title="Claim your gift">
        <div className="space-y-4">
          {claim.isSuccess ? (
            <>
              <p role="status">
                Your gift is yours: {claim.data.tier === 'vip' ? 'VIP' : 'Fan+'} until{' '}
                {DAY.format(new Date(claim.data.endsAt))}.
              </p>
              <Link to={paths.home} className={buttonClass('primary')}>
                Go to the club
              </Link>
            </>
          ) : (
            <>
              <p>
                Someone gave you a fan club membership. Claim it for the account you are signed in
                with.
              </p>
              {claim.isError && (
                <p role="alert" className="text-red-400">
                  {claim.error instanceof ApiError
                    ? claim.error.message
                    : 'The gift could not be claimed.'}
                </p>
              )}
              <Button onClick={() => claim.mutate()} disabled={!token || claim.isPending}>
                Claim gift
              </Button>
            </>
          )}
        </div>
      </Screen>
    </SignedIn>
  );
}
