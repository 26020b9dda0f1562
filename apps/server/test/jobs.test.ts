import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runEvery } from '../src/lib/every';

const until = async (done: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('background jobs (runEvery)', () => {
  it('logs a failed run and tries again on the next tick, then stops when the app closes', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void logged.push(line) },
      },
    });
    let runs = 0;
    runEvery(app, {
      name: 'flaky',
      intervalMs: 10,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
    });
    await app.ready();
    await until(() => runs >= 3);
    expect(logged.some((line) => /"job":"flaky".*job failed; will retry/.test(line))).toBe(true);
    expect(logged.join('')).toContain('database away');

    await app.close();
    const after = runs;
    await new Promise((r) => setTimeout(r, 60));
    expect(runs).toBe(after);
  });
});
