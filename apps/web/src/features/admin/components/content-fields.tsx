import { useT } from '../../../lib/i18n/i18n-context';
import { tierName } from '../../../lib/i18n/member-labels';
import { CONTENT_VISIBILITIES } from '@fanclub/shared/limits';
import type { ContentVisibility } from '@fanclub/shared/limits';
import { isTier } from '@fanclub/shared/roles';
import { SelectField } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';

export interface ContentDraft {
  title: string;
  body: string;
  visibility: ContentVisibility;
}

/** Title, body and visibility, for the create form and the edit dialog alike. */
export function ContentFields({
  draft,
  onChange,
  errors = {},
}: {
  draft: ContentDraft;
  onChange: (patch: Partial<ContentDraft>) => void;
  errors?: Partial<Record<'title' | 'body', string>>;
}) {
  const t = useT();
  // Fan+ and VIP are names; only Free is a word to translate.
  const options = CONTENT_VISIBILITIES.map((value) => ({
    value,
    label: tierName(t, value),
  }));
  return (
    <>
      <TextField
        label={t('admin.contentTitle')}
        value={draft.title}
        onChange={(e) => onChange({ title: e.target.value })}
        error={errors.title}
        aria-required
        autoComplete="off"
      />
      <TextArea
        label={t('admin.contentBody')}
        value={draft.body}
        onChange={(e) => onChange({ body: e.target.value })}
        aria-required
        rows={5}
      />
      {errors.body && (
        <p role="alert" className="-mt-2.5 text-xs font-medium text-red-300">
          {errors.body}
        </p>
      )}
      <SelectField
        label={t('admin.visibility')}
        value={draft.visibility}
        onValueChange={(value) => {
          if (isTier(value)) onChange({ visibility: value });
        }}
        options={options}
      />
    </>
  );
}
