import { localStore } from '@/lib/stored-keys';

/**
 * The e-mails this browser was told are waiting for activation ('Usuário pendente de
 * confirmação!'), so that their first sign-in after the Giro team activates them says so. Kept
 * outside the session's prefixes: signing out (or never signing in) does not forget them.
 */
const KEY = 'giro:ativacao-pendente';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

function write(emails: string[]): void {
  try {
    const store = localStore();
    if (emails.length > 0) store?.setItem(KEY, JSON.stringify(emails));
    else store?.removeItem(KEY);
  } catch {
    // Storage full or disabled: the activation is then not announced, nothing else changes.
  }
}

const normalized = (email: string) => email.trim().toLowerCase();

/** Remembers that `email` was refused as waiting for activation. */
export function rememberPendingActivation(email: string): void {
  const emails = read();
  if (!emails.includes(normalized(email))) write([...emails, normalized(email)]);
}

/** Whether `email` had been waiting and has now signed in (it is activated); forgets it. */
export function takeActivated(email: string): boolean {
  const emails = read();
  if (!emails.includes(normalized(email))) return false;
  write(emails.filter((e) => e !== normalized(email)));
  return true;
}

/** The toast of the first sign-in after activation. */
export const ACTIVATED_MESSAGE = 'Seu cadastro foi ativado pela equipe Giro. Boas-vindas!';
