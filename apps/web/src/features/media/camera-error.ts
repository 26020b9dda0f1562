import { useT } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';
import type { CameraError } from './camera-publisher';

const PROBLEMS: Record<Exclude<CameraError, { reason: string }>, MessageKey> = {
  blocked: 'media.cameraBlocked',
  notFound: 'media.cameraNotFound',
  notStarted: 'media.cameraNotStarted',
  cannotRecord: 'media.cameraCannotRecord',
  cannotSend: 'media.cameraCannotSend',
  stopped: 'media.cameraStopped',
};

/**
 * The camera's problem in the artist's language. A reason the server gave when it closed the
 * camera socket is shown as the server wrote it (a WebSocket close reason carries no values).
 */
export function useCameraErrorText(): (error: CameraError) => string {
  const t = useT();
  return (error) => (typeof error === 'string' ? t(PROBLEMS[error]) : error.reason);
}
