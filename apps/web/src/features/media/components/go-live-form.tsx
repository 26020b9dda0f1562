import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { DEFAULT_STREAM_TYPE, STREAM_TYPES } from '@fanclub/shared/limits';
import type { StreamType } from '@fanclub/shared/limits';
import { STREAM_AUDIENCE_TIERS } from '@fanclub/shared/access';
import type { StreamAudienceTier } from '@fanclub/shared/access';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage, startStream } from '../api/live-api';
import { liveKeys } from '../../../lib/live/live-keys';
import { useT } from '../../../lib/i18n/i18n-context';
import { useCameraErrorText } from '../camera-error';
import { useAudienceOptions } from './audience-options';
import { cameraStore, openCamera, sendCamera, stopCamera } from '../camera-publisher';
import { CameraPreview } from './camera-preview';
import { defaultSource, StreamSourceChoice } from './stream-source-choice';
import type { StreamSource } from './stream-source-choice';

/** Protocol names stay as they are; 'Direct' (a file or stream the browser plays) is a word. */
const TYPE_LABELS: Record<Exclude<StreamType, 'direct'>, string> = {
  hls: 'HLS',
  rtmp: 'RTMP',
  webrtc: 'WebRTC',
};

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
  const t = useT();
  const cameraErrorText = useCameraErrorText();
  const audienceOptions = useAudienceOptions();
  const typeOptions = STREAM_TYPES.map((value) => ({
    value,
    label: value === 'direct' ? t('media.typeDirect') : TYPE_LABELS[value],
  }));
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
      toast.success(t('media.streamStarted'), { description: t('media.streamStartedDetail') });
      setTitle('');
      setDescription('');
      setStreamUrl('');
      setStreamType(DEFAULT_STREAM_TYPE);
      setAudienceTier('fanplus');
      setUrlError(undefined);
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
    onError: (error) =>
      toast.error(t('media.streamError'), {
        description: serverMessage(error, t('media.startFailed')),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!title.trim()) {
      toast.error(t('media.missingInformation'), { description: t('media.enterTitle') });
      document.getElementById(titleId)?.focus();
      return;
    }
    const url = checkedStreamUrl(streamUrl.trim());
    if (url === null) {
      setAdvanced(true);
      setUrlError(t('media.enterValidUrl'));
      document.getElementById(urlId)?.focus();
      return;
    }
    // A URL plays from elsewhere; without one, the camera must be on before going live with it.
    if (!url && source === 'camera' && !cameraStore.get().media) {
      const problem = cameraStore.get().error;
      toast.error(t('media.cameraNeeded'), {
        description: problem ? cameraErrorText(problem) : t('media.waitForCamera'),
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
        label={t('media.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        aria-required
      />
      <TextArea
        label={t('media.description')}
        rows={2}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <SelectField
        label={t('media.whoCanWatch')}
        value={audienceTier}
        onValueChange={(value) =>
          setAudienceTier(STREAM_AUDIENCE_TIERS.find((tier) => tier === value) ?? 'fanplus')
        }
        options={audienceOptions}
      />
      <StreamSourceChoice value={source} onChange={setSource} />
      {source === 'camera' && <CameraPreview label={t('media.yourCamera')} />}
      <details
        open={advanced}
        onToggle={(e) => setAdvanced(e.currentTarget.open)}
        className="rounded-xl bg-stage-800/60 px-3 py-2"
      >
        <summary className="cursor-pointer py-1 text-sm font-semibold">
          {t('media.advanced')}
        </summary>
        <div className="mt-2 flex flex-col gap-4 pb-2">
          <TextField
            label={t('media.streamUrl')}
            hint={t('media.streamUrlHint')}
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t('media.streamUrlExample')}
            id={urlId}
            error={urlError}
            value={streamUrl}
            onChange={(e) => {
              setStreamUrl(e.target.value);
              setUrlError(undefined);
            }}
          />
          <SelectField
            label={t('media.streamType')}
            value={streamType}
            onValueChange={(value) =>
              setStreamType(STREAM_TYPES.find((type) => type === value) ?? DEFAULT_STREAM_TYPE)
            }
            options={typeOptions}
          />
        </div>
      </details>
      <Button type="submit" disabled={mutation.isPending}>
        <Radio aria-hidden className="size-4" />
        {t(mutation.isPending ? 'media.starting' : 'media.startStream')}
      </Button>
    </form>
  );
}
