import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { paths } from '../../../app/paths';

export function InboxEmpty() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-white/5 bg-stage-800 px-6 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-accent-soft text-accent-strong">
        <BellRing aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 font-display text-xl font-bold">You're all caught up</h2>
      <p className="mt-2 text-sm text-stage-300">
        When the artist posts or goes live, someone replies to you, or your order ships, you'll find
        it here.
      </p>
      <Link
        to={paths.notificationSettings}
        className="mt-5 inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-accent-strong hover:bg-white/5"
      >
        Choose what you hear about
      </Link>
    </div>
  );
}
