import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { useSavePreference } from '../api/preferences-api';
import {
  deviceSubscription,
  PushSetupError,
  subscribeDevice,
  unsubscribeDevice,
} from '../../../lib/push-device';
import type { PushSetupProblem } from '../../../lib/push-device';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

const PUSH_PROBLEMS: Record<PushSetupProblem, MessageKey> = {
  unsupported: 'profile.pushUnsupported',
  blocked: 'profile.pushBlocked',
  notReady: 'profile.pushNotReady',
  unreachable: 'profile.pushUnreachable',
};

/**
 * The Notifications switch for a signed-in member: on means the account wants alerts AND this
 * browser is subscribed to Web Push, so the switch shows what this device will actually get.
 * Turning it on asks for permission and subscribes; off unsubscribes. Any failure leaves it off
 * with a message that says why.
 */
export function useLiveAlerts(): { checked: boolean; setOn: (on: boolean) => void } {
  const t = useT();
  const { preferences } = useSession();
  const save = useSavePreference();
  const [subscribed, setSubscribed] = useState(false);
  // A second tap while the permission prompt or a request is pending is ignored.
  const busyRef = useRef(false);

  useEffect(() => {
    let live = true;
    deviceSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  const setOn = useCallback(
    (on: boolean) => {
      if (busyRef.current || !preferences) return;
      busyRef.current = true;
      const work = on ? subscribeDevice() : unsubscribeDevice();
      work
        .then(() => {
          setSubscribed(on);
          // The account switches decide who the server sends to; both must agree with this one.
          if (preferences.notifications !== on) save.mutate({ key: 'notifications', value: on });
          if (on && !preferences.pushNotifications)
            save.mutate({ key: 'pushNotifications', value: true });
          if (on)
            toast.success(t('profile.liveAlertsOn'), {
              description: t('profile.liveAlertsOnDetail'),
            });
        })
        .catch((error: unknown) => {
          const message =
            error instanceof PushSetupError
              ? t(PUSH_PROBLEMS[error.problem])
              : error instanceof Error
                ? error.message
                : String(error);
          toast.error(t(on ? 'profile.notificationsOnFailed' : 'profile.notificationsOffFailed'), {
            description: message,
          });
        })
        .finally(() => {
          busyRef.current = false;
        });
    },
    [preferences, save, t],
  );

  return {
    checked: Boolean(preferences?.notifications && preferences.pushNotifications && subscribed),
    setOn,
  };
}
