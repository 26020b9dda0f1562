// Ends a member's paid plan at the payment provider when they delete their account: billing
// provides it here at start-up, accounts only calls it (one feature may not import another).

export interface PlanEnder {
  /** Stops the member's live subscription from renewing; nothing when they have none. */
  endPlan(member: { userId: string; email: string }): Promise<void>;
}

/** Filled by billing at start-up; without a provider there is no plan to end. */
export function planEnderSlot(): PlanEnder & { provide(impl: PlanEnder): void } {
  let impl: PlanEnder | null = null;
  return {
    provide(next) {
      impl = next;
    },
    endPlan: async (member) => impl?.endPlan(member),
  };
}
