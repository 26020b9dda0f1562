/**
 * Suites sign in and order a lot from 127.0.0.1, so the abuse limits are raised a thousandfold;
 * rate-limits.test.ts passes RATE_LIMIT_FACTOR '1' to test them at their real values.
 */
export const TESTS_RATE_LIMIT_FACTOR = '1000';
