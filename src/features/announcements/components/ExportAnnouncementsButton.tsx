import { useMemo } from 'react';
import { DownloadButton } from '@/components/ui/DownloadButton';
import type { ListParams } from '@/lib/api/params';
import { datedFileName } from '@/lib/api/transfer';
import { EXPORT_DEFAULT_NAME, EXPORT_URL } from '../model';

/**
 * "Exportar Excel" of an announcements list (the seller's and the admin's): the list's filters and
 * order go along, the page does not, since the file holds every row that matches.
 */
export function ExportAnnouncementsButton({ params }: { params: ListParams }) {
  const filters = useMemo(() => {
    const { page: _page, take: _take, ...rest } = params;
    return rest;
  }, [params]);
  return (
    <DownloadButton url={EXPORT_URL} params={filters} defaultName={() => datedFileName(EXPORT_DEFAULT_NAME)}>
      Exportar Excel
    </DownloadButton>
  );
}
