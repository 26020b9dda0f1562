import { Apple } from 'lucide-react';
import type { WalletMethod } from '../api/billing-api';

/** Express checkout: the wallets styled like their own buttons, as people recognise them. */
export function WalletButtons({
  onPay,
  disabled,
}: {
  onPay: (method: WalletMethod) => void;
  disabled: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <button
        type="button"
        disabled={disabled}
        onClick={() => onPay('apple_pay')}
        className="inline-flex min-h-12 items-center justify-center gap-1.5 rounded-xl bg-white font-semibold text-black transition-opacity hover:opacity-90 disabled:opacity-50"
      >
        <Apple aria-hidden className="size-5 fill-black" />
        Apple Pay
      </button>
      <button
        type="button"
        disabled={disabled}
        onClick={() => onPay('google_pay')}
        className="inline-flex min-h-12 items-center justify-center gap-1.5 rounded-xl border border-white/25 bg-black font-semibold text-white transition-colors hover:border-white/50 disabled:opacity-50"
      >
        <span aria-hidden className="font-display text-lg font-bold">
          G
        </span>
        Google Pay
      </button>
    </div>
  );
}
