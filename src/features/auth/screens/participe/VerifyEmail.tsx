import { useEffect, useRef, useState } from 'react';
import { notifyError } from '@/lib/notify';
import { useAuth } from '../../queries';

/** What /participe says once the e-mail is confirmed, here or by the provider's own page. */
export const EMAIL_CONFIRMED = 'E-mail confirmado! Assim que nossa equipe liberar seu cadastro, você poderá entrar.';

/** The verification link (mode=verifyEmail&oobCode=...) lands here and confirms the e-mail. */
export function VerifyEmail({ oobCode, onDone }: { oobCode: string; onDone: (message: string) => void }) {
  const { gateway } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    gateway.applyActionCode(oobCode).then(
      () => onDone(EMAIL_CONFIRMED),
      (cause: unknown) => setError(notifyError(cause)), // toasted (SPEC.md §8) and kept on the page
    );
  }, [gateway, oobCode, onDone]);
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
