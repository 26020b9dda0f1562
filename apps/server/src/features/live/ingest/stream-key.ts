import { randomBytes } from 'node:crypto';

/** A new stream key: 24 random bytes in base64url, 32 characters. */
export const newStreamKey = () => randomBytes(24).toString('base64url');

const KEY_SHAPE = /^[\w-]{32}$/;

/** Whether `key` could be a stream key at all: anything else is refused without a lookup. */
export const hasStreamKeyShape = (key: string) => KEY_SHAPE.test(key);
