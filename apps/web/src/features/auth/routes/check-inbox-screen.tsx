import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { resendConfirmation } from '../api/auth-api';
import { AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * Right after sign-up: where the confirmation went, a resend (the server limits it per address
 * and per client and says how long to wait), and a way back to the form to fix a wrong address.
 * The address is in the URL, so a reload keeps it. Changing it signs up again: an account's
 * address is never changed from here, so nobody can move someone else's account (ADR 017).
 */
export function CheckInboxScreen() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const resend = useMutation({ mutationFn: () => resendConfirmation(email) });
  const t = useT();

  return (
    <AuthLayout
      title={t('authFlows.checkInbox')}
      subtitle={t('authFlows.checkInboxSubtitle')}
      footer={
        <AuthFooterLink prompt={t('authFlows.alreadyConfirmed')} to={paths.login}>
          {t('auth.login')}
        </AuthFooterLink>
      }
    >
      <div className="rounded-2xl border border-white/10 bg-stage-800 p-6 text-center">
        <MailCheck aria-hidden className="mx-auto size-10 text-accent" />
        {email ? (
          <p className="mt-3 text-stage-300">
            {t('authFlows.sentLinkTo')}{' '}
            <strong className="block font-semibold break-all text-white" data-testid="sent-to">
              {email}
            </strong>
          </p>
        ) : (
          <p className="mt-3 text-stage-300">{t('authFlows.sentLinkToYourEmail')}</p>
        )}
        <p className="mt-3 text-sm text-stage-300">{t('authFlows.openToFinish')}</p>
      </div>
      <div aria-live="polite" className="mt-4 min-h-6 text-center text-sm">
        {resend.isSuccess && <p role="status">{t('authFlows.sentNewLink', { email })}</p>}
        {resend.isError && (
          <p role="alert" className="text-red-300">
            {resend.error.message}
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {email && (
          <Button
            className="min-h-13 text-base"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? t('authFlows.sending') : t('authFlows.resendEmail')}
          </Button>
        )}
        <Link to={paths.signup} className={buttonClass('secondary', 'min-h-13 text-base')}>
          {t('authFlows.wrongAddress')}
        </Link>
      </div>
    </AuthLayout>
  );
}
