import type { FastifyInstance } from 'fastify';

// Placeholder while the fan-out is written (issue 29).
export async function fanoutJobs(_app: FastifyInstance): Promise<void> {}
