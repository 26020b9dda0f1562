import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { useCart } from '../../../lib/cart/cart-context';
import { placeOrder } from '../api/orders-api';
import type { CheckoutDetails } from '../api/orders-api';

type Field = Exclude<keyof CheckoutDetails, 'acceptTerms'>;

const EMPTY: Record<Field, string> = {
  email: '',
  addressLine1: '',
  addressLine2: '',
  shippingZip: '',
  fullName: '',
  cardNumber: '',
  expDate: '',
  cvc: '',
  zipCode: '',
  country: 'United States',
};

export function CheckoutForm() {
  const { lines, clear } = useCart();
  const [values, setValues] = useState(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const order = useMutation({
    mutationFn: () => placeOrder(lines, { ...values, acceptTerms }),
    onSuccess: (result) => {
      clear();
      toast.success(result?.message ?? 'Order placed!');
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (acceptTerms && !order.isPending) order.mutate();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="checkout-heading">
      <h2 id="checkout-heading" className="text-lg font-semibold">
        Checkout
      </h2>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Address Line 1" autoComplete="address-line1" required {...field('addressLine1')} />
      <TextField label="Address Line 2" autoComplete="address-line2" {...field('addressLine2')} />
      <TextField label="Shipping Zip" autoComplete="shipping postal-code" required {...field('shippingZip')} />
      <h3 className="mt-2 font-semibold">Payment</h3>
      <TextField label="Full Name" autoComplete="cc-name" required {...field('fullName')} />
      <TextField
        label="Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        {...field('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Exp. Date" autoComplete="cc-exp" placeholder="MM/YY" required {...field('expDate')} />
        <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" required {...field('cvc')} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Zip Code" autoComplete="billing postal-code" required {...field('zipCode')} />
        <TextField label="Country" autoComplete="country-name" required {...field('country')} />
      </div>
      <div className="flex items-start gap-3 pt-1">
        <Checkbox id="cart-accept-terms" checked={acceptTerms} onCheckedChange={setAcceptTerms} />
        <label htmlFor="cart-accept-terms" className="pt-0.5 text-sm text-stage-300">
          I accept the{' '}
          <Link to={paths.terms} className="font-medium text-accent underline underline-offset-2">
            Terms of Service
          </Link>
        </label>
      </div>
      <Button type="submit" disabled={!acceptTerms || order.isPending} className="w-full">
        {order.isPending ? 'Processing...' : 'Checkout'}
      </Button>
    </form>
  );
}
