import { generatedImage } from '@fanclub/shared/generated-image';
import { colourFromName } from '@fanclub/shared/format';
import { TEE_SIZES, TOTE_SIZE, VINYL_FORMATS } from '@fanclub/shared/limits';

type Kind = 'vinyl' | 'tee' | 'digital' | 'hoodie' | 'accessory' | 'pants';

interface ProductSeed {
  id: number;
  slug: string;
  name: string;
  kind: Kind;
  priceCents: number;
  description: string;
}

/** The spec's merch catalogue (section 3), keyed by the ids its product pages use. */
export const productSeeds: ProductSeed[] = [
  {
    id: 1,
    slug: 'velvet-hours-vinyl',
    name: 'Velvet Hours Vinyl',
    kind: 'vinyl',
    priceCents: 2500,
    description: 'Velvet Hours on 180 g vinyl with a printed inner sleeve and lyric insert.',
  },
  {
    id: 2,
    slug: 'new-baby-tee-white',
    name: 'New Baby Tee - White',
    kind: 'tee',
    priceCents: 3500,
    description: 'Heavyweight cotton tee with the New Baby artwork on the front.',
  },
  {
    id: 3,
    slug: 'late-bloom-digital-ep',
    name: 'Late Bloom Digital EP',
    kind: 'digital',
    priceCents: 599,
    description: 'Four bonus tracks from the Late Bloom sessions, delivered as a download.',
  },
  {
    id: 4,
    slug: 'cover-tee-vintage-black',
    name: 'Cover Tee - Vintage Black',
    kind: 'tee',
    priceCents: 4000,
    description: 'Garment-dyed vintage black tee with the album cover print.',
  },
  {
    id: 5,
    slug: '5-year-hoodie-black',
    name: '5-Year Hoodie - Black',
    kind: 'hoodie',
    priceCents: 7500,
    description: 'Brushed fleece hoodie celebrating five years of music.',
  },
  {
    id: 6,
    slug: 'girls-need-love-hoodie-black',
    name: 'Girls Need Love Hoodie - Black',
    kind: 'hoodie',
    priceCents: 7000,
    description: 'Oversized hoodie with the Girls Need Love script on the back.',
  },
  {
    id: 7,
    slug: 'tote-black',
    name: 'Tote - Black',
    kind: 'accessory',
    priceCents: 2500,
    description: 'Sturdy canvas tote for records and everything else.',
  },
  {
    id: 8,
    slug: '5-year-sweatpants-black',
    name: '5-Year Sweatpants - Black',
    kind: 'pants',
    priceCents: 6000,
    description: 'Relaxed-fit sweatpants to match the 5-Year Hoodie.',
  },
];

export function productRow(p: ProductSeed) {
  return {
    ...p,
    colour: colourFromName(p.name),
    image: generatedImage(`product-${p.id}`, [400, 800], 1),
    sortOrder: p.id,
  };
}

/** Sizes for garments, OS for totes, formats for vinyl, a single line for digital goods. */
interface VariantRow {
  productId: number;
  priceDeltaCents: number;
  size: string | null;
  format: string | null;
  sku: string;
  stock: number;
}

export function variantRows(p: ProductSeed): VariantRow[] {
  const base = { productId: p.id, priceDeltaCents: 0 };
  switch (p.kind) {
    case 'vinyl':
      return VINYL_FORMATS.map((format) => ({
        ...base,
        size: null,
        format,
        sku: `${p.slug}-${format.toLowerCase()}`,
        stock: format === 'Limited' ? 25 : 200,
      }));
    case 'digital':
      return [
        { ...base, size: null, format: 'Digital', sku: `${p.slug}-digital`, stock: 1_000_000 },
      ];
    case 'accessory':
      return [{ ...base, size: TOTE_SIZE, format: null, sku: `${p.slug}-os`, stock: 150 }];
    default:
      return TEE_SIZES.map((size) => ({
        ...base,
        size,
        format: null,
        sku: `${p.slug}-${size.toLowerCase()}`,
        stock: 40,
      }));
  }
}
