import { PENDING_HYDRATION_CLASS, usePendingHydration } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { useSessionUser } from '@/features/auth/queries';
import { useOwnCompanies } from '@/features/companies/queries';
import { useFavoriteIds, useToggleFavorite } from '../queries';

export interface FavoriteButtonProps {
  announcementId: number;
  /** The announcement's title, for the accessible name. */
  title: string;
  /** The selling company: a member does not favorite their own announcement. */
  companyId: number;
  /** Show 'Favorito' beside the heart (the detail page). */
  withLabel?: boolean;
  className?: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={filled ? 'fill-red-600 stroke-red-700' : 'fill-none stroke-slate-700'} strokeWidth="2">
      <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

/**
 * The favorite heart, a toggle button named 'Favorito' whose state is `aria-pressed` (the name
 * never changes with the state): `POST /favorites` {announcement_id}. It
 * changes at once and goes back, with a toast, if the call fails; clicks wait for the call in
 * flight. If the favorites could not be loaded, a click loads them again. Not shown to admins nor on the caller's own company's announcements.
 */
export function FavoriteButton({ announcementId, title, companyId, withLabel = false, className }: FavoriteButtonProps) {
  const user = useSessionUser();
  const isCommerce = user.type === 'COMMERCE';
  const ids = useFavoriteIds(isCommerce);
  const mine = useOwnCompanies(isCommerce);
  const toggle = useToggleFavorite();
  // Server-rendered on /vitrine's cards: until hydration a click would be lost (the kit's guard).
  const pending = usePendingHydration();
  if (!isCommerce || mine.data?.data.some((c) => c.id === companyId)) return null;
  const favorite = !!ids.data?.includes(announcementId);
  // The favorites (or the caller's companies) failed to load: a click asks for them again rather
  // than leaving the heart disabled for good.
  const failed = (ids.isError && !ids.data) || (mine.isError && !mine.data);
  const busy = pending || toggle.isPending || (!failed && (!ids.data || !mine.data));
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={withLabel ? undefined : `Favorito: ${title}`}
      title={failed ? 'Não foi possível carregar os favoritos. Clique para tentar de novo.' : favorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (failed) {
          if (ids.isError) void ids.refetch();
          if (mine.isError) void mine.refetch();
        } else if (!busy) toggle.mutate(announcementId);
      }}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-full border bg-white text-sm font-medium shadow-sm transition-colors focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700',
        favorite ? 'border-red-300 text-red-800 hover:bg-red-50' : 'border-slate-300 text-slate-800 hover:bg-slate-50',
        withLabel ? 'h-10 px-4' : 'h-9 w-9',
        busy ? PENDING_HYDRATION_CLASS : undefined,
        className,
      )}
    >
      <Heart filled={favorite} />
      {withLabel ? <span>Favorito</span> : null}
    </button>
  );
}
