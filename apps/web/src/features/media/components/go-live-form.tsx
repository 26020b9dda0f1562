import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { DEFAULT_STREAM_TYPE, STREAM_TYPES } from '@fanclub/shared/limits';
import type { StreamType } from '@fanclub/shared/limits';
import { STREAM_AUDIENCE_TIERS } from '@fanclub/shared/access';
import type { StreamAudienceTier } from '@fanclub/shared/access';
import { planById } from '@fanclub/shared/plans';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage, startStream } from '../api/live-api';
import { liveKeys } from '../../../lib/live/live-keys';
import { cameraStore, openCamera, sendCamera, stopCamera } from '../camera-publisher';
import { CameraPreview } from './camera-preview';
import { defaultSource, StreamSourceChoice } from './stream-source-choice';
import type { StreamSource } from './stream-source-choice';

const TYPE_LABELS: Record<StreamType, string> = {
  hls: 'HLS',
  rtmp: 'RTMP',
  webrtc: 'WebRTC',
  direct: 'Direct',
};
const TYPE_OPTIONS = STREAM_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
// Spec tier table: livestreams are a Fan+ perk, VIP livestreams need VIP.
const AUDIENCE_OPTIONS: { value: StreamAudienceTier; label: string }[] = [
  { value: 'fanplus', label: `${planById('fanplus').name} and ${planById('vip').name}` },
  { value: 'vip', label: `${planById('vip').name} only` },
];

/**
 * A path on this site stays a path (so viewers on any hostname of the site can play it); other
 * values must be absolute URLs. Null means "not a URL": the form says so without a request.
 */
function checkedStreamUrl(url: string): string | null {
  if (!url) return '';
  if (/^\/(?!\/)\S+$/.test(url)) return url;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/**
 * Title, description, who can watch, and Camera or streaming software (OBS); the stream URL and
 * type stay under Advanced. An empty URL asks the server for a stream key, which the camera
 * (camera-publisher.ts) or OBS then feeds.
 */
export function GoLiveForm() {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [streamUrl, setStreamUrl] = useState('');
  const [streamType, setStreamType] = useState<StreamType>(DEFAULT_STREAM_TYPE);
  const [audienceTier, setAudienceTier] = useState<StreamAudienceTier>('fanplus');
  const [urlError, setUrlError] = useState<string>();
  const urlId = useId();
  const [source, setSource] = useState<StreamSource>(defaultSource);
  const [advanced, setAdvanced] = useState(false);

  // The camera is on while Camera is chosen here; leaving the form without going live turns it off.
  useEffect(() => {
    if (source !== 'camera') return;
    void openCamera();
    return () => {
      if (!cameraStore.get().streamId) stopCamera();
    };
  }, [source]);

  const mutation = useMutation({
    mutationFn: startStream,
    onSuccess: (stream, body) => {
      if (source === 'camera' && !body.streamUrl) sendCamera(stream.id);
      toast.success('Stream Started', { description: 'Your live stream is now active!' });
      setTitle('');
      setDescription('');
      setStreamUrl('');
      setStreamType(DEFAULT_STREAM_TYPE);
      setAudienceTier('fanplus');
      setUrlError(undefined);
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
    onError: (error) =>
      toast.error('Stream Error', {
        description: serverMessage(error, 'Failed to start live stream'),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!title.trim()) {
      toast.error('Missing Information', { description: 'Please enter a stream title.' });
      document.getElementById(titleId)?.focus();
      return;
    }
    const url = checkedStreamUrl(streamUrl.trim());
    if (url === null) {
      setAdvanced(true);
      setUrlError('Please enter a valid stream URL.');
      document.getElementById(urlId)?.focus();
      return;
    }
    // A URL plays from elsewhere; without one, the camera must be on before going live with it.
    if (!url && source === 'camera' && !cameraStore.get().media) {
      toast.error('Camera Needed', {
        description: cameraStore.get().error ?? 'Wait for your camera to start.',
      });
      return;
    }
    mutation.mutate({
      title: title.trim(),
      description: description.trim(),
      streamUrl: url,
      streamType,
      audienceTier,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        id={titleId}
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        aria-required
      />
      <TextArea
        label="Description"
        rows={2}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <SelectField
        label="Who can watch"
        value={audienceTier}
        onValueChange={(value) =>
          setAudienceTier(STREAM_AUDIENCE_TIERS.find((tier) => tier === value) ?? 'fanplus')
        }
        options={AUDIENCE_OPTIONS}
      />
      <StreamSourceChoice value={source} onChange={setSource} />
      {source === 'camera' && <CameraPreview label="Your camera" />}
      <details
        open={advanced}
        onToggle={(e) => setAdvanced(e.currentTarget.open)}
        className="rounded-xl bg-stage-800/60 px-3 py-2"
      >
        <summary className="cursor-pointer py-1 text-sm font-semibold">Advanced</summary>
        <div className="mt-2 flex flex-col gap-4 pb-2">
          <TextField
            label="Stream URL"
            hint="Optional. Plays a stream from this address instead of your camera or OBS."
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="https://…/index.m3u8"
            id={urlId}
            error={urlError}
            value={streamUrl}
            onChange={(e) => {
              setStreamUrl(e.target.value);
              setUrlError(undefined);
            }}
          />
          <SelectField
            label="Stream type"
            value={streamType}
            onValueChange={(value) =>
              setStreamType(STREAM_TYPES.find((type) => type === value) ?? DEFAULT_STREAM_TYPE)
            }
            options={TYPE_OPTIONS}
          />
        </div>
      </details>
      <Button type="submit" disabled={mutation.isPending}>
        <Radio aria-hidden className="size-4" />
        {mutation.isPending ? 'Starting...' : 'Start Stream'}
      </Button>
    </form>
  );
}
