import type { IngestState } from '@fanclub/shared/schemas/live';

const STATUS: Record<IngestState, string> = {
  waiting:
    'Waiting for your streaming software. Start streaming in OBS and fans see you within seconds.',
  live: 'Receiving your video: fans are watching.',
  reconnecting: 'Your streaming software disconnected. Fans see “Reconnecting…” until it is back.',
};

const CAMERA_STATUS: Record<IngestState, string> = {
  waiting: 'Connecting your camera. Fans see you within seconds.',
  live: 'Fans are watching your camera. Closing this window keeps you live.',
  reconnecting: 'Your connection dropped. Fans see “Reconnecting…” until your video is back.',
};

/** Where the broadcast stands, as the broadcaster should read it (camera in this browser, or OBS). */
export function IngestStatus({ state, camera = false }: { state: IngestState; camera?: boolean }) {
  return (
    <p role="status" className="mt-3 text-sm text-stage-200">
      {(camera ? CAMERA_STATUS : STATUS)[state]}
    </p>
  );
}

/** The three steps from this dialog to OBS (or any RTMP encoder) sending video. */
export function ObsHowTo() {
  return (
    <details open className="mt-3 rounded-xl bg-stage-800 px-3 py-2 text-sm">
      <summary className="cursor-pointer py-1 font-semibold">How to stream with OBS</summary>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-stage-200">
        <li>In OBS, open Settings → Stream and choose Service: Custom.</li>
        <li>
          Copy the Server URL and the Stream key from here into the two fields, then click OK.
        </li>
        <li>Under Settings → Output, set Keyframe Interval to 1 s, then click Start Streaming.</li>
      </ol>
    </details>
  );
}
