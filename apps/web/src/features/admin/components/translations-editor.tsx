import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { LOCALE_NAMES } from '@fanclub/shared/i18n/locales';
import { TRANSLATION_LOCALES } from '@fanclub/shared/schemas/translations';
import type {
  AdminTranslation,
  AdminTranslations,
  TranslationKind,
  TranslationLocale,
} from '@fanclub/shared/schemas/translations';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { SelectField } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../api/admin-api';
import {
  adminTranslationsQueryOptions,
  removeTranslation,
  saveTranslation,
  translationKeys,
} from '../api/translations-api';

/** A field of the item that the team can translate, labelled as the item's own form labels it. */
export interface TranslatedField {
  name: string;
  label: string;
  multiline?: boolean;
}

/**
 * The team's translations of one item (issue 34, ADR 042), in its edit dialog: pick a language,
 * write (or correct a machine's) translation beside the original, save or remove it. Fans reading
 * that language then see it, with See original.
 */
export function TranslationsEditor({
  kind,
  id,
  fields,
  startOpen = false,
}: {
  kind: TranslationKind;
  id: string;
  fields: readonly TranslatedField[];
  /** In an edit dialog it starts closed: the item's own fields come first, and keep their labels. */
  startOpen?: boolean;
}) {
  const t = useT();
  const headingId = useId();
  const pickerId = useId();
  const [open, setOpen] = useState(startOpen);
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-white/10 pt-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('admin.translations')}
      </h3>
      <p className="mt-1 text-sm text-stage-300">{t('admin.translationsHint')}</p>
      {!startOpen && (
        // A disclosure: it stays where it is, so focus does not drop when the editor opens.
        <Button
          type="button"
          variant="secondary"
          className="mt-3 w-full"
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('admin.translate')}
          <ChevronDown
            aria-hidden
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </Button>
      )}
      <div id={pickerId}>{open && <LanguagePicker kind={kind} id={id} fields={fields} />}</div>
    </section>
  );
}

function LanguagePicker({
  kind,
  id,
  fields,
}: {
  kind: TranslationKind;
  id: string;
  fields: readonly TranslatedField[];
}) {
  const t = useT();
  const query = useQuery(adminTranslationsQueryOptions(kind, id));
  const [locale, setLocale] = useState<TranslationLocale>('es');
  const current = query.data?.translations.find((row) => row.locale === locale);
  return (
    <div className="mt-3 flex flex-col gap-4">
      <SelectField
        label={t('admin.translationLanguage')}
        value={locale}
        onValueChange={(value) => setLocale(value as TranslationLocale)}
        options={TRANSLATION_LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      />
      {query.isPending ? (
        <Spinner label={t('admin.loadingTranslations')} className="py-4" />
      ) : query.isError ? (
        <ErrorNotice
          message={t('admin.translationsLoadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        // Keyed by language and version: switching language, or a save, starts from what is stored.
        <TranslationForm
          key={`${locale}:${current?.updatedAt ?? 'none'}`}
          kind={kind}
          id={id}
          locale={locale}
          fields={fields}
          original={query.data.original}
          current={current}
        />
      )}
    </div>
  );
}

function TranslationForm({
  kind,
  id,
  locale,
  fields,
  original,
  current,
}: {
  kind: TranslationKind;
  id: string;
  locale: TranslationLocale;
  fields: readonly TranslatedField[];
  original: Record<string, string>;
  current: AdminTranslation | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, current?.fields[f.name] ?? ''])),
  );
  const [confirmRemove, setConfirmRemove] = useState(false);
  const store = (data: AdminTranslations) =>
    queryClient.setQueryData(translationKeys.item(kind, id), data);
  const save = useMutation({
    mutationFn: () => saveTranslation(kind, id, locale, values),
    onSuccess: (data) => {
      toast.success(t('admin.translationSaved', { language: LOCALE_NAMES[locale] }));
      store(data);
    },
    onError: (error) =>
      toast.error(t('admin.translationNotSaved'), {
        description: serverMessage(error, t('admin.tryAgain')),
      }),
  });
  const remove = useMutation({
    mutationFn: () => removeTranslation(kind, id, locale),
    onSuccess: () => {
      toast.success(t('admin.translationRemoved', { language: LOCALE_NAMES[locale] }));
      void queryClient.invalidateQueries({ queryKey: translationKeys.item(kind, id) });
    },
    onError: (error) =>
      toast.error(t('admin.translationNotRemoved'), {
        description: serverMessage(error, t('admin.tryAgain')),
      }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!save.isPending) save.mutate();
  }

  const status = !current
    ? t('admin.translationNone')
    : current.source === 'machine'
      ? t('admin.translationMachine')
      : t('admin.translationByTeam', { when: format.shortDateTime(current.updatedAt) });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stage-300">{status}</p>
      {fields.map((field) => {
        const originalText = original[field.name];
        const props = {
          label: field.label,
          // What is typed is in the target language (spelling, a screen reader's voice).
          lang: locale,
          value: values[field.name] ?? '',
          onChange: (e: { target: { value: string } }) =>
            setValues((v) => ({ ...v, [field.name]: e.target.value })),
          hint: originalText ? t('admin.translationOriginal', { text: originalText }) : undefined,
        };
        return field.multiline ? (
          <TextAreaWithOriginal key={field.name} {...props} />
        ) : (
          <TextField key={field.name} {...props} autoComplete="off" />
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1" disabled={save.isPending}>
          {save.isPending ? t('admin.saving') : t('admin.saveTranslation')}
        </Button>
        {current && (
          <Button
            type="button"
            variant="secondary"
            className="flex-1 text-red-300"
            disabled={remove.isPending}
            onClick={() => setConfirmRemove(true)}
          >
            {t('admin.removeTranslation')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('admin.removeTranslationQuestion', { language: LOCALE_NAMES[locale] })}
        description={t('admin.removeTranslationExplained')}
        confirmLabel={t('admin.removeTranslation')}
        onConfirm={() => remove.mutate()}
      />
    </form>
  );
}

/** The TextArea has no hint of its own: the original is shown under it the same way. */
function TextAreaWithOriginal({
  hint,
  ...props
}: Parameters<typeof TextArea>[0] & { hint?: string }) {
  const hintId = useId();
  return (
    <div>
      <TextArea {...props} aria-describedby={hint ? hintId : undefined} />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs break-words whitespace-pre-line text-stage-400">
          {hint}
        </p>
      )}
    </div>
  );
}
