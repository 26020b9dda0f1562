import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatEventDateLong } from '@fanclub/shared/format';
import { Spinner } from '../../../components/ui/spinner';
import { adminContentQueryOptions, adminEventsQueryOptions } from '../api/admin-api';

// Read-only for now: edit and delete actions arrive with the management issue.

function ListFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Status({ text }: { text: string }) {
  return <p className="rounded-2xl bg-stage-800 p-4 text-sm text-stage-300">{text}</p>;
}

export function AdminEventList() {
  const query = useQuery(adminEventsQueryOptions());
  return (
    <ListFrame title="Manage Events">
      {query.isPending && <Spinner label="Loading events" />}
      {query.isError && <Status text="We couldn't load the events." />}
      {query.isSuccess && query.data.length === 0 && <Status text="No events yet." />}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800">
          {query.data.map((event) => (
            <li key={event.id} className="p-4">
              <p className="font-medium">{event.title}</p>
              <p className="text-sm text-stage-300">{formatEventDateLong(event.eventDate, event.timeZone)}</p>
              <p className="text-sm text-stage-400">{event.location}</p>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}

export function AdminContentList() {
  const query = useQuery(adminContentQueryOptions());
  return (
    <ListFrame title="Manage Content">
      {query.isPending && <Spinner label="Loading content" />}
      {query.isError && <Status text="We couldn't load the content." />}
      {query.isSuccess && query.data.length === 0 && <Status text="No content yet." />}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800">
          {query.data.map((post) => (
            <li key={post.id} className="flex items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium">{post.title}</p>
                <p className="text-sm text-stage-400">{new Date(post.createdAt).toLocaleDateString('en-US')}</p>
              </div>
              <span className="shrink-0 rounded-full bg-stage-700 px-2.5 py-1 text-xs font-semibold text-stage-300">
                {post.requiredTier}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
