import { useState, type ReactNode } from 'react';
import { useLazyOpen } from '@/lib/lazy-component';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { lazyRejectDialog } from './lazy-reject-dialog';
import type { RejectDialogProps } from './RejectDialog';

export interface ReviewDecisionProps {
  /** The record awaits the decision: `prompt` and the two buttons show; else `decided`. */
  pending: boolean;
  /** What to check before deciding. */
  prompt: ReactNode;
  /** Why there is nothing to decide. */
  decided: ReactNode;
  /** The 'Aprovar' confirmation. */
  approve: { title: string; description: string; cancelLabel?: string; onConfirm: () => Promise<unknown> };
  /** The 'Reprovar' dialog, which asks for the reason (loaded when first wanted). */
  reject: Omit<RejectDialogProps, 'onClose'>;
}

/**
 * An administrator's decision on a record under review (a company, a search): 'Aprovar' after a
 * confirmation, 'Reprovar' with a reason. The dialogs are portals, so they sit here with the buttons.
 */
export function ReviewDecision({ pending, prompt, decided, approve, reject }: ReviewDecisionProps) {
  const [approving, setApproving] = useState(false);
  const rejecting = useLazyOpen(lazyRejectDialog);
  return (
    <>
      {pending ? (
        <>
          <p>{prompt}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setApproving(true)}>Aprovar</Button>
            <Button variant="danger" {...rejecting.openerProps}>
              Reprovar
            </Button>
          </div>
        </>
      ) : (
        <p>{decided}</p>
      )}
      <ConfirmDialog
        open={approving}
        title={approve.title}
        description={approve.description}
        confirmLabel="Aprovar"
        cancelLabel={approve.cancelLabel}
        onConfirm={approve.onConfirm}
        onClose={() => setApproving(false)}
      />
      {rejecting.Component ? <rejecting.Component {...reject} onClose={rejecting.close} /> : null}
    </>
  );
}
