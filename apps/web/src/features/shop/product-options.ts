// Which choice a product page offers, derived from the product's variants (spec sections 2 and 9).
import { TOTE_SIZE } from '@fanclub/shared/limits';
import type { Product } from '@fanclub/shared/schemas/catalog';
import type { SelectOption } from '../../components/ui/select';

export interface ProductChoice {
  /** 'Size' or 'Format'; null when there is nothing to choose (totes, digital downloads). */
  label: 'Size' | 'Format' | null;
  options: SelectOption[];
  /**
   * Preselected value: the first format in stock for records; never a size, since a size the fan
   * did not pick is a wrong order (issue 31), so clothes start with none chosen.
   */
  defaultValue: string | null;
  /** What the cart line records when there is no choice, e.g. 'OS' for a tote. */
  fixedValue: string;
}

function firstInStock(options: SelectOption[]): string | null {
  return options.find((o) => !o.disabled)?.value ?? null;
}

export function productChoice(product: Product): ProductChoice {
  const sizes = product.variants.filter((v) => v.size !== null);
  if (sizes.length > 0) {
    // Totes and other accessories come in one size, so they show no dropdown (spec section 2).
    if (product.type === 'accessory' || sizes.every((v) => v.size === TOTE_SIZE)) {
      return { label: null, options: [], defaultValue: null, fixedValue: TOTE_SIZE };
    }
    const options = sizes.map((v) => ({
      value: v.size ?? '',
      label: v.size ?? '',
      disabled: !v.inStock,
    }));
    return {
      label: 'Size',
      options,
      defaultValue: null,
      fixedValue: '',
    };
  }
  const formats = product.variants.filter((v) => v.format !== null && v.format !== 'Digital');
  if (formats.length > 0) {
    const options = formats.map((v) => ({
      value: v.format ?? '',
      label: v.format ?? '',
      disabled: !v.inStock,
    }));
    return { label: 'Format', options, defaultValue: firstInStock(options), fixedValue: '' };
  }
  return {
    label: null,
    options: [],
    defaultValue: null,
    fixedValue: product.type === 'digital' ? 'Digital' : '',
  };
}

/** A product with no choice is buyable while any of its variants is in stock. */
export function fixedInStock(product: Product): boolean {
  return product.variants.length === 0 || product.variants.some((v) => v.inStock);
}
