import { useRouter } from 'next/router';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { SkeletonText } from '@/components/ui/Skeleton';
import { notifySuccess } from '@/lib/notify';
import { env } from '@/lib/env';
import { firstParam } from '@/lib/query-param';
import { safeRedirect } from '@/lib/redirect';
import { routes } from '@/lib/routes';
import { VERIFIED_PARAM, type SignInResult } from '../flows';
import { canOpen, homeOf, landingPath } from '../routing';
import { useAuth } from '../queries';
import { ForgotPasswordForm, NewPasswordForm, SignInForm, SignUpForm, VerifyEmail } from './participe/lazy-forms';
import { EMAIL_CHANGED, EMAIL_CONFIRMED, FORM_LOADING } from './participe/messages';

const TABS = [
  { key: 'entrar', label: 'Entrar' },
  { key: 'cadastro', label: 'Cadastre-se' },
  { key: 'senha', label: 'Esqueci minha senha' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The e-mail links this page handles (`mode` + `oobCode`). */
const ACTION_MODES = ['resetPassword', 'verifyEmail', 'verifyAndChangeEmail'] as const;
const isActionMode = (value: string | undefined): value is (typeof ACTION_MODES)[number] => ACTION_MODES.some((m) => m === value);

/**
 * `/participe`: Entrar / Cadastre-se / Esqueci minha senha. Password-reset and e-mail
 * verification links (`mode` + `oobCode`) come back here too (docs/product/screens.md).
 */
export function ParticipeScreen() {
  const router = useRouter();
  const { session } = useAuth();
  const query = router.query;
  const tab: TabKey = TABS.some((t) => t.key === firstParam(query.aba)) ? (firstParam(query.aba) as TabKey) : 'entrar';
  const mode = firstParam(query.mode);
  const oobCode = firstParam(query.oobCode);
  // A link this page can act on; one cut short (wrapped in the e-mail) or of another kind is broken.
  const validLink = isActionMode(mode) && Boolean(oobCode);
  const brokenLink = !validLink && Boolean(mode || oobCode);
  // The verification mail's return once the provider's own page has confirmed the e-mail.
  const verified = firstParam(query[VERIFIED_PARAM]) === '1';
  const [notice, setNotice] = useState<string | null>(() => (verified ? EMAIL_CONFIRMED : null));
  const [signedUpEmail, setSignedUpEmail] = useState('');
  const leaving = useRef(false);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  /** A confirmed e-mail offers to sign in: the Entrar tab takes the focus once it is on screen. */
  const focusSignIn = useRef(verified);
  const showsTabs = !validLink && !brokenLink;

  /** A tab's query: `aba` (none for Entrar) and the `redirect` the user came with. */
  const tabQuery = (key: TabKey): Record<string, string> => {
    const next: Record<string, string> = {};
    if (key !== 'entrar') next.aba = key;
    const redirect = firstParam(query.redirect);
    if (redirect) next.redirect = redirect;
    return next;
  };
  /** A tab's address: its link works before hydration, the server rendering that tab. */
  const tabHref = (key: TabKey) => routes.participe(tabQuery(key));
  const selectTab = (key: TabKey) => {
    void router.replace({ pathname: routes.participe(), query: tabQuery(key) }, undefined, { shallow: true });
  };
  // Once hydrated a plain click switches in the page; a modified one (new tab) is the browser's.
  const onTabClick = (event: MouseEvent<HTMLAnchorElement>, key: TabKey) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    selectTab(key);
  };

  // Said once: the flag leaves the address, so a reload does not say it again.
  useEffect(() => {
    if (!verified) return;
    const { [VERIFIED_PARAM]: _flag, ...rest } = router.query;
    void router.replace({ pathname: routes.participe(), query: rest }, undefined, { shallow: true });
  }, [verified, router]);

  useEffect(() => {
    if (!focusSignIn.current || !showsTabs || tab !== 'entrar') return;
    focusSignIn.current = false;
    tabRefs.current[0]?.focus();
  }, [showsTabs, tab]);

  // Someone already signed in has nothing to do here, unless they follow a link it can act on.
  useEffect(() => {
    if (session.status === 'signed-in' && !leaving.current && !validLink) {
      leaving.current = true;
      void router.replace(homeOf(session.user));
    }
  }, [session, router, validLink]);

  const onSignedIn = ({ user, hasCompany }: SignInResult) => {
    leaving.current = true;
    const wanted = safeRedirect(firstParam(query.redirect));
    const target = wanted && canOpen(user, wanted) && (user.type === 'ADMIN' || hasCompany) ? wanted : landingPath(user, hasCompany);
    // Returned: the form stays busy ('Entrando...') until the next page is on screen.
    return router.replace(target);
  };

  const onTabKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + delta + TABS.length) % TABS.length;
    if (delta === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    selectTab(TABS[target]!.key);
  };

  const actionPanel =
    mode === 'resetPassword' && oobCode ? (
      <NewPasswordForm
        oobCode={oobCode}
        onDone={() => {
          notifySuccess('Senha alterada! Entre com sua nova senha.');
          setNotice('Senha alterada! Entre com sua nova senha.');
          selectTab('entrar');
        }}
      />
    ) : (mode === 'verifyEmail' || mode === 'verifyAndChangeEmail') && oobCode ? (
      <VerifyEmail
        oobCode={oobCode}
        confirmed={mode === 'verifyAndChangeEmail' ? EMAIL_CHANGED : EMAIL_CONFIRMED}
        onDone={(message) => {
          focusSignIn.current = true;
          setNotice(message);
          selectTab('entrar');
        }}
      />
    ) : brokenLink ? (
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Link inválido</h2>
        <p className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          Este link é inválido ou está incompleto. Peça um novo link.
        </p>
      </div>
    ) : null;

  return (
    <div className="grid min-h-[calc(100vh-4rem)] lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="hidden flex-col justify-center bg-primary-800 px-12 text-white lg:flex">
        <h1 className="text-3xl font-bold">{`Participe do ${env.appName}`}</h1>
        <p className="mt-4 max-w-md text-primary-50">
          Cadastre-se para anunciar o estoque parado da sua empresa ou encontrar materiais a preços de ocasião. Todo cadastro é
          revisado pela nossa equipe antes de ser liberado.
        </p>
      </aside>
      <section className="flex items-start justify-center px-4 py-10 lg:items-center">
        <div className="w-full max-w-xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:p-8">
          <h1 className="mb-4 text-2xl font-bold text-slate-900 lg:sr-only">{`Participe do ${env.appName}`}</h1>
          {actionPanel ? (
            <>
              <Suspense fallback={<SkeletonText lines={4} label={FORM_LOADING} />}>{actionPanel}</Suspense>
              {/* A link that expired, was used or came broken leaves the user here: a way back to the tabs. */}
              <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4 text-sm">
                <Button variant="ghost" size="sm" onClick={() => selectTab('entrar')}>
                  Voltar para Entrar
                </Button>
                {mode === 'resetPassword' ? (
                  <Button variant="ghost" size="sm" onClick={() => selectTab('senha')}>
                    Pedir um novo link
                  </Button>
                ) : null}
              </div>
            </>
          ) : (
            <>
              <div role="tablist" aria-label="Acesso" className="mb-6 flex flex-wrap gap-1 border-b border-slate-200">
                {TABS.map((t, index) => (
                  // Links to `?aba=…` in a tab's role: a click before hydration loads that tab
                  // from the server; after it, the tab pattern (arrows, Home, End) in the page.
                  <a
                    key={t.key}
                    ref={(el) => {
                      tabRefs.current[index] = el;
                    }}
                    href={tabHref(t.key)}
                    role="tab"
                    id={`aba-${t.key}`}
                    aria-selected={tab === t.key}
                    aria-controls={`painel-${t.key}`}
                    tabIndex={tab === t.key ? 0 : -1}
                    onClick={(event) => onTabClick(event, t.key)}
                    onKeyDown={(event) => onTabKey(event, index)}
                    className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${
                      tab === t.key ? 'border-primary-700 text-primary-800' : 'border-transparent text-slate-600 hover:text-slate-900'
                    }`}
                  >
                    {t.label}
                  </a>
                ))}
              </div>
              {notice ? (
                <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
                  {notice}
                </p>
              ) : null}
              <div role="tabpanel" id={`painel-${tab}`} aria-labelledby={`aba-${tab}`}>
                <Suspense fallback={<SkeletonText lines={6} label={FORM_LOADING} />}>
                  {tab === 'entrar' ? <SignInForm key={signedUpEmail} defaultEmail={signedUpEmail} onSignedIn={onSignedIn} /> : null}
                  {tab === 'cadastro' ? (
                    <SignUpForm
                      onSignedUp={(email) => {
                        setSignedUpEmail(email);
                        setNotice(
                          `Cadastro recebido! Enviamos um link de confirmação para ${email}. Depois de confirmar o e-mail, aguarde a liberação do seu acesso pela nossa equipe.`,
                        );
                        selectTab('entrar');
                      }}
                    />
                  ) : null}
                  {tab === 'senha' ? <ForgotPasswordForm /> : null}
                </Suspense>
              </div>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
