import { useSyncExternalStore } from 'react';
import { cameraStore } from '../camera-publisher';
import type { CameraState } from '../camera-publisher';

/** The camera's preview and sending state; it outlives the Go Live dialog (closing it keeps you live). */
export function useCamera(): CameraState {
  return useSyncExternalStore(cameraStore.subscribe, cameraStore.get, cameraStore.get);
}
