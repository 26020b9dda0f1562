/** The product pages read ?id=; anything that is not a positive whole number falls back to the default. */
export function productIdFrom(raw: string | null, fallback: number): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : fallback;
}
