import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import { TRANSLATION_LOCALES } from '@fanclub/shared/schemas/translations';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';
import type { JobQueue } from '../../lib/job-queue';
import type { TranslationProvider } from './provider';
import type { Fields, TranslationsRepository } from './repository';

export const FILL_TRANSLATIONS_JOB = 'translations.fill';
export interface FillJob {
  kind: TranslationKind;
  itemId: string;
  /** The original was edited: machine translations of its old text are made again. */
  refresh?: boolean;
}

export const queueFill = (jobs: JobQueue, job: FillJob) =>
  jobs.send<FillJob>(FILL_TRANSLATIONS_JOB, job, {
    singletonKey: `translations:${job.kind}:${job.itemId}`,
  });

/**
 * Fills the languages an item has no translation in with the provider's ('machine'). Idempotent:
 * a language translated meanwhile (by the team, or an earlier run) is skipped, and a machine
 * translation never replaces the team's (repository.save).
 *
 * An edit saved while this runs queues no second job (the singleton key is held by this one), so
 * the original is read again at the end and, if it changed, its languages are made again.
 */
export async function fillMissing(
  repo: TranslationsRepository,
  provider: TranslationProvider,
  { kind, itemId, refresh }: FillJob,
  signal?: AbortSignal,
): Promise<void> {
  let original = await repo.original(kind, itemId);
  let again = refresh;
  for (let pass = 0; original && pass < MAX_PASSES; pass += 1) {
    await fillFrom(repo, provider, { kind, itemId, refresh: again }, original, signal);
    const now = await repo.original(kind, itemId);
    if (!now || sameFields(now, original)) return;
    original = now;
    again = true;
  }
}

/** Edits faster than a provider translates are caught up by the next save's job. */
const MAX_PASSES = 3;

const sameFields = (a: Fields, b: Fields) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, text]) => b[name] === text);

async function fillFrom(
  repo: TranslationsRepository,
  provider: TranslationProvider,
  { kind, itemId, refresh }: FillJob,
  original: Fields,
  signal?: AbortSignal,
) {
  const rows = await repo.ofItem(kind, itemId);
  const have = new Set(
    rows.filter((row) => !refresh || row.source === 'team').map((row) => row.locale),
  );
  for (const locale of TRANSLATION_LOCALES) {
    if (have.has(locale)) continue;
    const fields: Fields = {};
    for (const [name, text] of Object.entries(original))
      fields[name] = text.trim()
        ? await provider.translate(text, DEFAULT_LOCALE, locale, signal)
        : '';
    await repo.save({ kind, itemId, locale, fields, source: 'machine', updatedBy: null });
  }
}

/** Saving an item (domain event 'content.saved') queues its fill; the job runs it. */
export async function registerFillJobs(
  app: FastifyInstance,
  repo: TranslationsRepository,
  provider: TranslationProvider,
) {
  await app.jobs.work<FillJob>(FILL_TRANSLATIONS_JOB, (job, { signal }) =>
    fillMissing(repo, provider, job, signal),
  );
  app.domainEvents.on('content.saved', ({ kind, itemId }) =>
    queueFill(app.jobs, { kind, itemId, refresh: true }),
  );
}
