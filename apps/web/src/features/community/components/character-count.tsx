import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** Characters as the server counts them (code points): an emoji is one. */
export const characters = (text: string) => [...text].length;

/** '123/5,000', red once over; read out with the field it describes. */
export function CharacterCount({ id, count, max }: { id: string; count: number; max: number }) {
  const t = useT();
  const format = useFormat();
  const over = count > max;
  return (
    <span
      id={id}
      className={`shrink-0 text-xs tabular-nums ${over ? 'font-semibold text-red-300' : 'text-stage-400'}`}
    >
      {format.count(count)}/{format.count(max)}
      <span className="sr-only">
        {' '}
        {over ? t('communityWrite.charactersTooLong') : t('communityWrite.characters')}
      </span>
    </span>
  );
}
