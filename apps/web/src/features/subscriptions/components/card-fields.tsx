import { cardBrand, digitsOnly } from '@fanclub/shared/payments';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { CardCheckoutDetails, CardUpdateDetails } from '../api/billing-api';
import type { CardErrors } from '../card-validation';
import { formatCardNumber, formatExpiry } from '../card-validation';

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'MX', label: 'Mexico' },
] as const;

interface FieldsProps<T> {
  value: T;
  errors: CardErrors;
  onChange: (patch: Partial<T>) => void;
}

/** Number, expiry, CVC and ZIP: the checkout form's card part and the whole card-update dialog. */
export function CardInputs({ value, errors, onChange }: FieldsProps<CardUpdateDetails>) {
  const brand = digitsOnly(value.cardNumber).length >= 2 ? cardBrand(value.cardNumber) : null;
  return (
    <>
      <TextField
        label="Card Number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        required
        value={value.cardNumber}
        onChange={(e) => onChange({ cardNumber: formatCardNumber(e.target.value) })}
        error={errors.cardNumber}
        trailing={
          brand && brand !== 'Card' ? <span className="pr-4 text-xs font-semibold text-stage-300">{brand}</span> : null
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Expiration Date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          required
          value={value.expDate}
          onChange={(e) => onChange({ expDate: formatExpiry(e.target.value) })}
          error={errors.expDate}
        />
        <TextField
          label="CVC"
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
        label="ZIP Code"
        autoComplete="postal-code"
        required
        maxLength={10}
        value={value.zipCode}
        onChange={(e) => onChange({ zipCode: e.target.value })}
        error={errors.zipCode}
      />
    </>
  );
}

/** The payment form fields of spec section 3, with autocomplete hints so phones can fill them. */
export function CardFields({ value, errors, onChange }: FieldsProps<CardCheckoutDetails>) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={value.email}
        onChange={(e) => onChange({ email: e.target.value })}
        error={errors.email}
      />
      <TextField
        label="Full Name"
        autoComplete="cc-name"
        required
        value={value.fullName}
        onChange={(e) => onChange({ fullName: e.target.value })}
        error={errors.fullName}
      />
      <CardInputs value={value} errors={errors} onChange={onChange} />
      <SelectField
        label="Country"
        value={value.country}
        onValueChange={(country) => onChange({ country })}
        options={COUNTRIES}
      />
    </div>
  );
}
