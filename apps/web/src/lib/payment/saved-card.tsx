import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SavedCardView } from '@fanclub/shared/schemas/billing';
import { api } from '../api-client';
import { useSession } from '../session';
import { isStatus, readableError } from './payment-feedback';
import { useT } from '../i18n/i18n-context';

/**
 * The card the member's subscription keeps, as the server reports it (brand, last 4, expiry);
 * null for a guest or a member without one. The server decides, never a flag of ours.
 */
export function useSavedCard(): SavedCardView['card'] {
  const { session } = useSession();
  const query = useQuery({
    queryKey: ['saved-card', session?.user.id ?? null],
    queryFn: ({ signal }) => api.get<SavedCardView>('/api/me/saved-card', signal),
    enabled: Boolean(session),
    staleTime: 60_000,
  });
  return session ? (query.data?.card ?? null) : null;
}

/**
 * Paying with the saved card (preselected) or another one: the choice, and what a decline of the
 * saved card does (says so beside the choice and opens the card form for another card).
 */
export function useSavedCardChoice() {
  const t = useT();
  const saved = useSavedCard();
  const [useSaved, setUseSaved] = useState(true);
  const [problem, setProblem] = useState<string>();
  const payingSaved = saved !== null && useSaved;
  return {
    saved,
    useSaved,
    problem,
    /** True when the order goes on the saved card, so the card fields are neither shown nor checked. */
    payingSaved,
    choose: (next: boolean) => {
      setUseSaved(next);
      setProblem(undefined);
    },
    /** For a failed payment: a decline of the saved card switches to 'Use another card'. */
    declined: (error: Error) => {
      if (!payingSaved || !isStatus(error, 402)) return;
      setUseSaved(false);
      setProblem(readableError(error, t));
    },
  };
}
export type SavedCardChoiceState = ReturnType<typeof useSavedCardChoice>;

interface SavedCardChoiceProps {
  card: NonNullable<SavedCardView['card']>;
  useSaved: boolean;
  onChange: (useSaved: boolean) => void;
  /** Set when the saved card was declined: said beside the choice. */
  error?: string;
}

/** 'Visa ending in 4242' (preselected) or 'Use another card', which opens the card form. */
export function SavedCardChoice({ card, useSaved, onChange, error }: SavedCardChoiceProps) {
  const t = useT();
  const expiry =
    card.expMonth && card.expYear
      ? t('payment.expires', {
          date: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`,
        })
      : '';
  const option =
    'flex min-h-12 items-center gap-3 rounded-lg border border-white/10 bg-stage-800 px-3';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('payment.payWith')}</legend>
      <label className={option}>
        <input
          type="radio"
          name="pay-with"
          checked={useSaved}
          onChange={() => onChange(true)}
          className="size-5 accent-(--color-accent)"
        />
        <span>
          {t('payment.endingIn', { brand: card.brand, last4: card.last4 })}
          <span className="text-sm text-stage-400">{expiry}</span>
        </span>
      </label>
      <label className={option}>
        <input
          type="radio"
          name="pay-with"
          checked={!useSaved}
          onChange={() => onChange(false)}
          className="size-5 accent-(--color-accent)"
        />
        <span>{t('payment.anotherCard')}</span>
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
