import { LoaderCircle } from 'lucide-react';
import type { DemoAccount } from '../api/auth-api';
import { useT } from '../../../lib/i18n/i18n-context';
import { roleName, tierName } from '../../../lib/i18n/member-labels';
import type { Translator } from '../../../lib/i18n/translator';

/** 'Admin · VIP', 'Fan · Fan+' …: who the account is and what it pays for. */
export function demoLabel(t: Translator['t'], account: DemoAccount): string {
  return `${roleName(t, account.role)} · ${tierName(t, account.tier)}`;
}

interface DemoSignInProps {
  accounts: readonly DemoAccount[];
  /** The e-mail being signed in right now, if it is one of these; its button shows a spinner. */
  pendingEmail: string | undefined;
  disabled: boolean;
  onPick: (account: DemoAccount) => void;
}

/**
 * One-tap demo accounts (demo mode only). Each goes through the normal sign-in call with the
 * shared demo password, so what you see is exactly what that account would see.
 */
export function DemoSignIn({ accounts, pendingEmail, disabled, onPick }: DemoSignInProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="demo-heading"
      className="rounded-2xl border border-white/10 bg-stage-800/70 p-4"
    >
      <h2 id="demo-heading" className="text-sm font-semibold">
        {t('auth.demoTitle')}
      </h2>
      <p className="mt-0.5 text-xs text-stage-400">{t('auth.demoHint')}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {accounts.map((account) => (
          <li key={account.email} className="last:odd:col-span-2">
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(account)}
              aria-label={t('auth.demoSignInAs', {
                name: account.displayName,
                label: demoLabel(t, account),
              })}
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-white/10 bg-stage-700 px-3 text-sm font-medium transition-colors hover:border-accent/60 hover:bg-stage-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {pendingEmail === account.email && (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              )}
              {demoLabel(t, account)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
