import { Link } from 'react-router';
import { CalendarX2 } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export function EventLoading() {
  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-xl place-items-center px-4">
      <h1 className="sr-only">Event</h1>
      <p className="flex items-center gap-3 text-stage-300">
        <Spinner label="Loading" />
        Loading event details...
      </p>
    </main>
  );
}

export function EventNotFound() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <CalendarX2 aria-hidden className="size-12 text-stage-400" />
      <h1 className="font-display text-2xl font-bold">Event Not Found</h1>
      <p className="text-stage-300">This event may have been moved or removed.</p>
      <Link to={paths.events} className={buttonClass('primary')}>
        Back to Events
      </Link>
    </main>
  );
}
