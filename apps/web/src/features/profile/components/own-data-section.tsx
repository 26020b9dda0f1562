import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { DELETE_CONFIRMATION } from '@fanclub/shared/schemas/members';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Section } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { OWN_DATA_URL, useDeleteAccount } from '../api/own-data-api';
import { RowGroup, RowIcon, rowClass } from './link-row';
import { useT } from '../../../lib/i18n/i18n-context';

/** Settings → Your Data: download everything the club keeps about me, or delete my account. */
export function OwnDataSection() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const remove = useDeleteAccount();
  const error = remove.error instanceof ApiError ? remove.error : null;
  return (
    <Section title={t('profile.yourData')}>
      <RowGroup>
        <a href={OWN_DATA_URL} download className={rowClass}>
          <RowIcon Icon={Download} />
          <span className="flex-1 font-medium">{t('profile.downloadData')}</span>
        </a>
        <button
          type="button"
          className={`${rowClass} w-full text-left`}
          onClick={() => setOpen(true)}
        >
          <RowIcon Icon={Trash2} />
          <span className="flex-1 font-medium text-red-300">{t('profile.deleteAccount')}</span>
        </button>
      </RowGroup>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('profile.deleteTitle')}
        description={t('profile.deleteDescription')}
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            remove.mutate({ password, confirm });
          }}
        >
          <TextField
            label={t('profile.yourPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error?.fields?.password}
            hint={t('profile.passwordHint')}
          />
          <TextField
            label={t('profile.typeToConfirm', { word: DELETE_CONFIRMATION })}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={error?.fields?.confirm}
            autoComplete="off"
          />
          {error && !error.fields && (
            <p role="alert" className="text-sm text-red-300">
              {error.message}
            </p>
          )}
          <Button
            type="submit"
            variant="danger"
            disabled={remove.isPending || confirm !== DELETE_CONFIRMATION}
          >
            {remove.isPending ? t('profile.deleting') : t('profile.deleteAccount')}
          </Button>
        </form>
      </Modal>
    </Section>
  );
}
