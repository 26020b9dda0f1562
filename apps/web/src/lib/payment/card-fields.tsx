import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import { cardBrand, digitsOnly } from '@fanclub/shared/payments';
import { paths } from '../../app/paths';
import { Checkbox } from '../../components/ui/checkbox';
import { SelectField } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import type { CardDetails, CardErrors, CardOnly } from './card-details';
import { countryOptions, formatCardNumber, formatExpiry } from './card-details';
import { useLocale, useT } from '../i18n/i18n-context';

interface CardFieldsProps {
  value: CardDetails;
  errors: CardErrors;
  onChange: (patch: Partial<CardDetails>) => void;
}

export function EmailField({ value, errors, onChange }: CardFieldsProps) {
  const t = useT();
  return (
    <TextField
      label={t('payment.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value.email}
      onChange={(e) => onChange({ email: e.target.value })}
      error={errors.email}
    />
  );
}

interface CardOnlyProps {
  value: CardOnly;
  errors: CardErrors;
  onChange: (patch: Partial<CardOnly>) => void;
  /** The ZIP field's autofill hint ('postal-code' where no billing address is implied). */
  zipAutoComplete?: string;
}

/** Number, expiry, CVC and billing ZIP: the card part of the form, and all a card update asks for. */
export function CardInputs({
  value,
  errors,
  onChange,
  zipAutoComplete = 'billing postal-code',
}: CardOnlyProps) {
  const t = useT();
  const brand = digitsOnly(value.cardNumber).length >= 2 ? cardBrand(value.cardNumber) : null;
  return (
    <>
      <TextField
        label={t('payment.cardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        required
        value={value.cardNumber}
        onChange={(e) => onChange({ cardNumber: formatCardNumber(e.target.value) })}
        error={errors.cardNumber}
        trailing={
          brand && brand !== 'Card' ? (
            <span className="pr-4 text-xs font-semibold text-stage-300">{brand}</span>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('payment.expDate')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('payment.expPlaceholder')}
          required
          value={value.expDate}
          onChange={(e) => onChange({ expDate: formatExpiry(e.target.value) })}
          error={errors.expDate}
        />
        <TextField
          label={t('payment.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          required
          value={value.cvc}
          onChange={(e) => onChange({ cvc: digitsOnly(e.target.value).slice(0, 4) })}
          error={errors.cvc}
        />
      </div>
      <TextField
        label={t('payment.zipCode')}
        autoComplete={zipAutoComplete}
        required
        maxLength={10}
        value={value.zipCode}
        onChange={(e) => onChange({ zipCode: e.target.value })}
        error={errors.zipCode}
      />
    </>
  );
}

function CountryField({ value, onChange }: Pick<CardFieldsProps, 'value' | 'onChange'>) {
  const t = useT();
  const locale = useLocale();
  return (
    <SelectField
      label={t('payment.country')}
      value={value.country}
      onValueChange={(country) => onChange({ country })}
      options={countryOptions(locale)}
    />
  );
}

/**
 * The card part of a payment form. With a hosted payment page (`cardForm` false) the card is
 * entered on the provider's own secure page after this form, so only the country is asked here.
 */
export function PaymentFields({ cardForm, ...props }: CardFieldsProps & { cardForm: boolean }) {
  if (cardForm) return <CardFields {...props} />;
  return (
    <>
      <CountryField value={props.value} onChange={props.onChange} />
      <HostedPageNext />
    </>
  );
}

/** 'You'll enter your card on our payment provider's secure page next.' */
export function HostedPageNext() {
  const t = useT();
  return (
    <p className="flex items-start gap-2 rounded-xl bg-stage-800 p-3 text-sm text-stage-300">
      <CreditCard aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t('payment.hostedNext')}
    </p>
  );
}

/** Name on card, number, expiry, CVC, billing ZIP and country (spec section 3), with autofill hints. */
export function CardFields({
  value,
  errors,
  onChange,
  zipAutoComplete,
}: CardFieldsProps & Pick<CardOnlyProps, 'zipAutoComplete'>) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('payment.fullName')}
        autoComplete="cc-name"
        required
        value={value.fullName}
        onChange={(e) => onChange({ fullName: e.target.value })}
        error={errors.fullName}
      />
      <CardInputs
        value={value}
        errors={errors}
        onChange={onChange}
        zipAutoComplete={zipAutoComplete}
      />
      {/* Full width: country names do not fit half a phone screen. */}
      <CountryField value={value} onChange={onChange} />
    </>
  );
}

const LINK = '\u0001';

/** The terms box that gates every pay button (spec section 5). */
export function TermsCheckbox({
  checked,
  onCheckedChange,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  // The link sits where the language puts it: before ('I agree to the …') or after (Japanese).
  const [before, after = ''] = t('payment.agreeTerms', { terms: LINK }).split(LINK);
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={onCheckedChange} required />
      <label htmlFor={id} className="text-sm text-stage-300">
        {before}
        <Link
          to={paths.terms}
          target="_blank"
          rel="noopener"
          className="font-medium text-accent underline"
        >
          {t('payment.terms')}
        </Link>
        {after}
        {children}
      </label>
    </div>
  );
}

/** Inline alert for a message that names no field (sold out, cart changed, VIP only). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-400/40 bg-red-500/10 px-4 py-3 text-sm text-red-200"
    >
      {message}
    </p>
  );
}
