// Reads an import CSV into rows: our own columns (email, name, tier, member since) or a Patreon
// members export's ("Email", "Name", "Tier", "Patron Status", "Pledge Amount", "Patronage Since Date").
import { parse } from 'csv-parse/sync';
import type { Tier } from '@fanclub/shared/roles';
import { Email } from '@fanclub/shared/schemas/auth';
import { IMPORT_MAX_ROWS } from '@fanclub/shared/schemas/member-import';
import type { LocalizedValue } from '../../lib/i18n/moments';
import { serverText } from '../../lib/i18n/server-texts';
import { HttpError } from '../../plugins/errors';

export interface ParsedRow {
  line: number;
  email: string;
  name: string;
  tier: Tier | null;
  memberSince: Date | null;
  /** Set when the row cannot be imported. */
  problem: string | null;
}

const norm = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');

/** Header names (normalised) each field is read from, ours first. */
const COLUMNS = {
  email: ['email', 'emailaddress', 'mail'],
  name: ['name', 'fullname', 'displayname'],
  tier: ['tier', 'plan', 'membership'],
  since: ['membersince', 'since', 'joined', 'patronagesincedate', 'patronsince'],
  status: ['patronstatus'],
  pledge: ['pledgeamount', 'currentpledge', 'lifetimeamount'],
} as const;

/** A Patreon tier's name (or our own tier's) to our tier; null when it names none. */
export function tierFromName(raw: string): Tier | null {
  const t = raw.trim().toLowerCase();
  if (!t) return null;
  if (t.includes('vip')) return 'vip';
  if (t === 'fanplus' || t.includes('fan+') || t.includes('fan plus')) return 'fanplus';
  if (t === 'free' || t.includes('free')) return 'free';
  return null;
}

/** A pledge per month to our tier: VIP's price or more is VIP, any other pledge is Fan+. */
export function tierFromPledge(raw: string): Tier | null {
  const amount = Number(raw.replace(/[^0-9.]/g, ''));
  if (!raw.trim() || !Number.isFinite(amount)) return null;
  if (amount >= 19.99) return 'vip';
  return amount > 0 ? 'fanplus' : 'free';
}

function dateOf(raw: string): Date | null | 'bad' {
  if (!raw.trim()) return null;
  const d = new Date(raw.trim());
  if (Number.isNaN(d.getTime()) || d.getTime() > Date.now()) return 'bad';
  return d;
}

/**
 * What the CSV parser found wrong, in the admin's language: its own messages are English and
 * name its internals ('non trimable byte'); the line is what helps to find the mistake.
 */
function csvProblem(err: unknown): LocalizedValue {
  const { code, lines } = err as { code?: unknown; lines?: unknown };
  const line = typeof lines === 'number' ? lines : 0;
  return (locale) => {
    if (code === 'CSV_QUOTE_NOT_CLOSED') return serverText(locale, 'csvQuoteNeverClosed');
    if (
      code === 'CSV_INVALID_CLOSING_QUOTE' ||
      code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
    )
      return serverText(locale, 'csvTextAfterQuote', { line });
    return serverText(locale, 'csvLineUnreadable', { line });
  };
}

export function parseImport(csv: string): { format: 'fanclub' | 'patreon'; rows: ParsedRow[] } {
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      to_line: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (err) {
    throw HttpError.text(400, 'csvUnreadable', { reason: csvProblem(err) });
  }
  const [header, ...body] = records;
  if (!header) throw new HttpError(400, 'The CSV file is empty.');
  if (body.length > IMPORT_MAX_ROWS)
    throw new HttpError(400, `Import at most ${IMPORT_MAX_ROWS} members at a time.`);
  const heads = header.map(norm);
  const col = (names: readonly string[]) => heads.findIndex((h) => names.includes(h));
  const at = {
    email: col(COLUMNS.email),
    name: col(COLUMNS.name),
    tier: col(COLUMNS.tier),
    since: col(COLUMNS.since),
    status: col(COLUMNS.status),
    pledge: col(COLUMNS.pledge),
  };
  if (at.email < 0) throw new HttpError(400, 'The CSV needs an "email" column.');
  const format = at.status >= 0 || heads.includes('patronagesincedate') ? 'patreon' : 'fanclub';
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '') : '');
  const rows = body.map((r, i): ParsedRow => {
    const email = Email.safeParse(cell(r, at.email));
    const since = dateOf(cell(r, at.since));
    const status = cell(r, at.status).toLowerCase();
    const lapsed = status !== '' && !status.startsWith('active');
    const tier = lapsed
      ? 'free'
      : (tierFromName(cell(r, at.tier)) ??
        tierFromPledge(cell(r, at.pledge)) ??
        (cell(r, at.tier) ? null : 'free'));
    const problem = !email.success
      ? 'Not a valid e-mail address.'
      : tier === null
        ? `Unknown tier "${cell(r, at.tier)}" (use free, Fan+ or VIP).`
        : since === 'bad'
          ? 'Member since is not a past date.'
          : null;
    return {
      line: i + 2,
      email: email.success ? email.data : cell(r, at.email).slice(0, 254),
      name: cell(r, at.name).slice(0, 60),
      tier,
      memberSince: since === 'bad' ? null : since,
      problem,
    };
  });
  return { format, rows };
}
