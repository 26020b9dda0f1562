import { useEffect, useState } from 'react';
import { BellRing, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import {
  deviceSubscription,
  PushSetupError,
  pushSupported,
  subscribeDevice,
} from '../../../lib/push-device';
import type { PushSetupProblem } from '../../../lib/push-device';
import { storeSession, useSession } from '../../../lib/session';
import type { Session } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

const PUSH_PROBLEMS: Record<PushSetupProblem, MessageKey> = {
  unsupported: 'inbox.pushUnsupported',
  blocked: 'inbox.pushSetupBlocked',
  notReady: 'inbox.pushNotReady',
  unreachable: 'inbox.pushUnreachable',
};

type DeviceState = 'checking' | 'on' | 'off' | 'blocked' | 'unsupported';

async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await deviceSubscription()) ? 'on' : 'off';
}

/**
 * Whether this browser can receive the pushes chosen below, and a way to allow them: the same
 * subscription the Profile switch makes (lib/push-device.ts).
 */
export function PushOffer() {
  const { preferences } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const t = useT();

  useEffect(() => {
    let live = true;
    deviceState()
      .then((next) => live && setState(next))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  async function enable() {
    setBusy(true);
    try {
      await subscribeDevice();
      // The account's push switch decides whether the server sends at all.
      if (preferences && !preferences.pushNotifications)
        storeSession(
          queryClient,
          await api.patch<Session>('/api/me', { preferences: { pushNotifications: true } }),
        );
      setState('on');
      toast.success(t('inbox.pushOnToast'));
    } catch (error) {
      toast.error(t('inbox.pushError'), {
        description:
          error instanceof PushSetupError
            ? t(PUSH_PROBLEMS[error.problem])
            : error instanceof Error
              ? error.message
              : String(error),
      });
    } finally {
      setBusy(false);
    }
  }

  if (state === 'checking') return null;
  if (state === 'on')
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
        <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-300" />
        {t('inbox.pushOn')}
      </p>
    );
  return (
    <div className="rounded-2xl border border-accent/30 bg-accent-soft p-4">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{t('inbox.pushTitle')}</h2>
          <p className="mt-1 text-sm text-stage-300">
            {state === 'off'
              ? t('inbox.pushOff')
              : state === 'blocked'
                ? t('inbox.pushBlocked')
                : t('inbox.pushUnsupported')}
          </p>
        </div>
      </div>
      {state === 'off' && (
        <Button className="mt-4 w-full" onClick={() => void enable()} disabled={busy}>
          {t('inbox.allowPush')}
        </Button>
      )}
    </div>
  );
}
