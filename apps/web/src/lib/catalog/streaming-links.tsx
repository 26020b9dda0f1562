import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from './catalog-queries';
import { useT } from '../i18n/i18n-context';

/** The artist's two streaming services; they leave the app, so they open in a new tab. */
export function StreamingLinks({ className = '' }: { className?: string }) {
  const t = useT();
  const artist = useQuery(catalogQueries.artist());
  if (artist.isPending) {
    return (
      <div className={`flex flex-col gap-2 ${className}`}>
        <Skeleton className="h-11 rounded-full" />
        <Skeleton className="h-11 rounded-full" />
      </div>
    );
  }
  if (artist.isError) {
    return (
      <ErrorNotice message={t('catalog.streamingError')} onRetry={() => void artist.refetch()} />
    );
  }
  return (
    <ul className={`flex flex-col gap-2 ${className}`}>
      {artist.data.streamingLinks.map((link, index) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass(index === 0 ? 'primary' : 'secondary', 'w-full')}
          >
            {link.label}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{t('catalog.opensNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
