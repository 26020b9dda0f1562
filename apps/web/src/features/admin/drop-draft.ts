// The admin's drop form as typed (text fields) and the body it becomes, with the same messages
// the server gives (shared CreateDropBody).
import type { Tier } from '@fanclub/shared/roles';
import { CreateDropBody } from '@fanclub/shared/schemas/drops';

export interface DropDraft {
  name: string;
  description: string;
  price: string;
  colour: 'Black' | 'White';
  /** A tier, or 'everyone'. */
  audience: Tier | 'everyone';
  /** A datetime-local value, in the admin's own zone. */
  dropsAt: string;
  perMember: string;
  stock: string;
}

export const emptyDropDraft = (): DropDraft => ({
  name: '',
  description: '',
  price: '',
  colour: 'Black',
  audience: 'vip',
  dropsAt: '',
  perMember: '2',
  stock: '',
});

export type DropErrors = Partial<Record<keyof DropDraft, string>>;
const FIELD: Record<string, keyof DropDraft> = {
  name: 'name',
  description: 'description',
  priceCents: 'price',
  colour: 'colour',
  requiredTier: 'audience',
  dropsAt: 'dropsAt',
  perMemberLimit: 'perMember',
  stock: 'stock',
};

const whole = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function dropDraftToBody(
  draft: DropDraft,
): { ok: true; body: CreateDropBody } | { ok: false; errors: DropErrors } {
  const at = draft.dropsAt ? new Date(draft.dropsAt) : null;
  const parsed = CreateDropBody.safeParse({
    name: draft.name,
    description: draft.description,
    priceCents: Math.round(whole(draft.price) * 100),
    colour: draft.colour,
    requiredTier: draft.audience === 'everyone' ? null : draft.audience,
    dropsAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '',
    perMemberLimit: draft.perMember.trim() === '' ? null : whole(draft.perMember),
    stock: whole(draft.stock),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: DropErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
