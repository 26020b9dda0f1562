// Replays' retention and disk use (issue 32, ADR 031): admins only.
import { queryOptions } from '@tanstack/react-query';
import type { ReplayAdminSettings, ReplaySettings } from '@fanclub/shared/schemas/replays';
import { api } from '../../../lib/api-client';

export const replaySettingsKeys = { all: ['admin', 'replay-settings'] as const };

export const replaySettingsQuery = () =>
  queryOptions({
    queryKey: replaySettingsKeys.all,
    queryFn: ({ signal }) => api.get<ReplayAdminSettings>('/api/admin/replays/settings', signal),
  });

export const saveReplaySettings = (body: ReplaySettings) =>
  api.put<ReplayAdminSettings>('/api/admin/replays/settings', body);
