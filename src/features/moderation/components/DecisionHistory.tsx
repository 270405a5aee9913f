import { DetailCard } from '@/components/ui/DetailCard';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { SkeletonText } from '@/components/ui/Skeleton';
import { httpStatus } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import type { DecisionSubjectKind } from '../api';
import { decisionLabel, PLATFORM_TEAM } from '../model';
import { useDecisionHistory } from '../queries';

/** The API refuses the history to whoever may not read it: the section then shows nothing. */
const REFUSED = new Set([401, 403, 404]);

/**
 * "Histórico" (docs/moderation.md): the decisions about a company, announcement or search, newest
 * first — what, when, by whom (admins read the name) and why. Owners see their own records'; the
 * section stays out of the page for anyone the API refuses.
 */
export function DecisionHistory({ kind, id }: { kind: DecisionSubjectKind; id: number }) {
  const history = useDecisionHistory(kind, id);
  if (history.isError && REFUSED.has(httpStatus(history.error) ?? 0)) return null;
  return (
    <DetailCard title="Histórico">
      {history.isError ? <LoadFailure what="o histórico" onRetry={() => void history.refetch()} /> : null}
      {history.data ? (
        history.data.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma decisão registrada até agora.</p>
        ) : (
          <ol aria-label="Decisões" className="flex flex-col gap-3">
            {history.data.map((d) => (
              <li key={d.id} className="border-l-2 border-slate-300 pl-3 text-sm text-slate-800">
                <p>
                  <span className="font-medium text-slate-900">{decisionLabel(d.action, kind)}</span>
                  {' · '}
                  <time dateTime={d.at}>{formatDateTime(d.at)}</time>
                  {' · '}
                  {d.by?.name ?? PLATFORM_TEAM}
                </p>
                {d.reason ? <p className="text-slate-700">Motivo: {d.reason}</p> : null}
              </li>
            ))}
          </ol>
        )
      ) : history.isPending ? (
        <SkeletonText lines={3} label="Carregando histórico..." />
      ) : null}
    </DetailCard>
  );
}
