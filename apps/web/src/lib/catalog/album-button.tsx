import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { AlbumDialogOnDemand } from './lazy-dialogs';
import { catalogQueries } from './catalog-queries';
import { useT } from '../i18n/i18n-context';

/** 'Listen To My New Album': opens the album modal for the newest release (albums come newest first). */
export function NewAlbumButton({ className = '' }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const albums = useQuery(catalogQueries.albums());
  return (
    <>
      <Button onClick={() => setOpen(true)} className={className}>
        <Disc3 aria-hidden className="size-5" />
        {t('catalog.newAlbum')}
      </Button>
      <AlbumDialogOnDemand
        open={open}
        onOpenChange={setOpen}
        album={albums.data?.[0]}
        title={t('catalog.newAlbum')}
      />
    </>
  );
}
