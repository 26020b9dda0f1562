import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SUPPORT_ABOUT_KINDS, SUPPORT_SUBJECT_MAX } from '@fanclub/shared/support-texts';
import type { SupportAboutKind } from '@fanclub/shared/support-texts';
import { paths } from '../../../app/paths';
import { SUPPORT_ABOUT_KEYS } from '../../../lib/support/labels';
import { Screen } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { MessageComposer } from '../../../lib/support/message-composer';
import { toast } from '../../../lib/toast';
import { useStartConversation } from '../api/support-api';
import { SignedIn } from '../components/signed-in';
import { SupportPromise } from '../components/support-promise';
import { useT } from '../../../lib/i18n/i18n-context';

const isAboutKind = (v: string | null): v is SupportAboutKind =>
  (SUPPORT_ABOUT_KINDS as readonly (string | null)[]).includes(v);

/**
 * /support/new: write to the team. Opened from an order, ticket or payment, the message is about
 * that one (the server checks it is the member's own); the member may drop it.
 */
export function NewSupportScreen() {
  return <SignedIn>{(vip) => <NewMessage vip={vip} />}</SignedIn>;
}

function NewMessage({ vip }: { vip: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const start = useStartConversation();
  const t = useT();
  const kind = params.get('about');
  const id = params.get('id');
  const [about, setAbout] = useState(isAboutKind(kind) && id ? { kind, id } : null);
  const [subject, setSubject] = useState(
    () => params.get('subject')?.slice(0, SUPPORT_SUBJECT_MAX) ?? '',
  );
  const [subjectError, setSubjectError] = useState<string>();

  async function send(form: FormData): Promise<boolean> {
    if (subject.trim() === '') {
      setSubjectError(t('support.addSubject'));
      return false;
    }
    form.set('subject', subject);
    if (about) {
      form.set('aboutKind', about.kind);
      form.set('aboutId', about.id);
    }
    try {
      const created = await start.mutateAsync(form);
      toast.success(t('support.sent'));
      void navigate(paths.supportConversation(created.id), { replace: true });
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('support.notSent'));
      return false;
    }
  }

  return (
    <Screen
      title={t('support.contactSupport')}
      back={{ to: paths.support, label: t('support.backToSupport') }}
      className="pb-10"
    >
      <SupportPromise vip={vip} />
      <MessageComposer
        label={t('support.message')}
        submitLabel={t('support.send')}
        pending={start.isPending}
        onSend={send}
        extraFields={
          <>
            {about && (
              <p className="flex items-center justify-between gap-2 rounded-xl bg-stage-800 px-4 py-2 text-sm">
                <span>
                  {t('support.aboutThis', {
                    what: t(SUPPORT_ABOUT_KEYS[about.kind]),
                    id: about.id.slice(0, 8),
                  })}
                </span>
                <button
                  type="button"
                  className="min-h-11 px-2 text-stage-400 hover:text-white"
                  onClick={() => setAbout(null)}
                >
                  {t('support.notAboutThis')}
                </button>
              </p>
            )}
            <TextField
              label={t('support.subject')}
              value={subject}
              maxLength={SUPPORT_SUBJECT_MAX}
              error={subjectError}
              onChange={(e) => {
                setSubject(e.target.value);
                setSubjectError(undefined);
              }}
              required
            />
          </>
        }
      />
    </Screen>
  );
}
