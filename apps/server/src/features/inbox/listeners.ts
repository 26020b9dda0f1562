import type { FastifyInstance } from 'fastify';

// Placeholder while the listeners are written (issue 29).
export function inboxListeners(_app: FastifyInstance): void {}
