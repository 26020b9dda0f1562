// A member's saved card (the one their subscription keeps) as billing knows it, lent to the shop:
// one feature may not import another, so billing provides it here and commerce only calls it.

/** As much of the card as may be shown: never its number or the provider's ids. */
export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

export type SavedCardCharge =
  | { status: 'paid'; card: { brand: string; last4: string }; refund: () => Promise<void> }
  | { status: 'declined' };

export interface SavedCards {
  /** The card the server would charge for this member, or null (no live subscription with a card). */
  find(userId: string): Promise<SavedCard | null>;
  /** Charges the saved card now, off session; null when the member has none. */
  charge(userId: string, amountCents: number, description: string): Promise<SavedCardCharge | null>;
}

/** Filled by billing at start-up; without a provider nobody has a saved card. */
export function savedCardsSlot(): SavedCards & { provide(impl: SavedCards): void } {
  let impl: SavedCards | null = null;
  return {
    provide(next) {
      impl = next;
    },
    find: async (userId) => (impl ? impl.find(userId) : null),
    charge: async (userId, amountCents, description) =>
      impl ? impl.charge(userId, amountCents, description) : null,
  };
}
