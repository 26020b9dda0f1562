import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { authRepository } from './repository';

const KEY = 'auth_secret';

/**
 * The signing secret for session cookies: AUTH_SECRET when set, otherwise one generated on first
 * start and kept in the database, so every process of a scaled-out install shares it.
 */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return authRepository(db).keptValue(KEY, randomBytes(32).toString('base64url'));
}
