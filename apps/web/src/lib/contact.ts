// One support address for every 'Contact Support' control, so it can be changed in one place.
export const SUPPORT_EMAIL = 'support@fanclub.example';

export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
