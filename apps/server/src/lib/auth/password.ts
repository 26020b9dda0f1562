import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane.
// (Algorithm is a const enum in the package's types; 2 is Argon2id.)
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed match, never a server error.
    return false;
  }
}
