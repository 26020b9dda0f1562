/**
 * The auth forms check their fields with the server's own schemas
 * (packages/shared/src/schemas/auth.ts), loaded when a form is first focused or sent: zod is about
 * 26 KB gzip, more than /login's first-load budget (150 KB) leaves room for.
 */
export const loadAuthRules = () => import('@fanclub/shared/schemas/auth');
