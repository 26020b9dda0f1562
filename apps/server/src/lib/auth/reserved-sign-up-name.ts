import type { FastifyInstance } from 'fastify';
import { hasInvisibleCharacter } from '@fanclub/shared/display-names';
import type { SignUpBody } from '@fanclub/shared/schemas/auth';
import type { ReservedNames } from '../reserved-names';

/** The sign-up name becomes the display name: it may not read like a staff member's name (409). */
export async function refuseReservedSignUpName(app: FastifyInstance, body: SignUpBody) {
  await app.reservedNames.refuse({ displayName: body.displayName }, null);
}

/**
 * The display name a new account starts with: its name, unless that holds invisible characters
 * or reads like a staff name; then none ("Not set"). A social sign-in brings its name from the
 * provider, past the sign-up form and the check above.
 */
export async function initialDisplayName(
  name: string | null | undefined,
  reserved: ReservedNames,
): Promise<string | null> {
  if (!name || hasInvisibleCharacter(name)) return null;
  return (await reserved.isReserved(name, null)) ? null : name;
}
