// Where a sign-up confirmation link lands: the site root (spec section 2), flagged so the landing
// screen can say "Your e-mail is confirmed". Kept apart from the zod schemas: the landing imports it.
export const EMAIL_CONFIRMED_PARAM = 'confirmed';
export const EMAIL_CONFIRMED_CALLBACK = `/?${EMAIL_CONFIRMED_PARAM}=1`;
