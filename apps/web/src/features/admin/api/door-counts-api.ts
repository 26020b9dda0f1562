// Admitted / sold per event for the admin's Door tab, read from the door's own route.
import { queryOptions } from '@tanstack/react-query';
import type { DoorEvents } from '@fanclub/shared/schemas/door';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

/** Polled every few seconds while the tab is open: a live count without a socket of its own. */
export const doorCountsQuery = () =>
  queryOptions({
    queryKey: adminKeys.doorCounts(),
    queryFn: ({ signal }) => api.get<DoorEvents>('/api/door/events', signal),
    refetchInterval: 5000,
  });
