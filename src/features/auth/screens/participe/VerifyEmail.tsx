import { useEffect, useRef, useState } from 'react';
import { notifyError } from '@/lib/notify';
import { useAuth } from '../../queries';
import { EMAIL_CONFIRMED } from './messages';

/**
 * The verification link (mode=verifyEmail&oobCode=..., or verifyAndChangeEmail for an e-mail
 * change) lands here and confirms the e-mail; `confirmed` is what the page then says.
 */
export function VerifyEmail({ oobCode, onDone, confirmed = EMAIL_CONFIRMED }: { oobCode: string; onDone: (message: string) => void; confirmed?: string }) {
  const { gateway } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    gateway.applyActionCode(oobCode).then(
      () => onDone(confirmed),
      (cause: unknown) => setError(notifyError(cause)), // toasted (docs/product/messages.md) and kept on the page
    );
  }, [gateway, oobCode, onDone, confirmed]);
  if (error) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        {error}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-700">
      Confirmando seu e-mail...
    </p>
  );
}
