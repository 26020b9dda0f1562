// Profile statistics are fixed demo values in the spec (section 9) until activity is tracked.
const stats = [
  { label: 'Liked Songs', value: 12 },
  { label: 'Events Attended', value: 3 },
  { label: 'Merch Items', value: 2 },
] as const;

/** Three tiles; guests have no activity, so they see a dash instead of someone else's numbers. */
export function StatTiles({ signedIn }: { signedIn: boolean }) {
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse rounded-2xl border border-white/5 bg-stage-800 px-2 py-4 text-center">
          <dt className="mt-1 text-xs leading-tight text-stage-300">{label}</dt>
          <dd className="font-display text-2xl font-bold">{signedIn ? value : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
