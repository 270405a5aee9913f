import { lazyModule, lazyPart } from '@/lib/lazy-component';

type Forms = typeof import('./forms');

const forms = lazyModule<Forms>(() => import('./forms'));

// Asked for as the page's script runs, so it travels while React hydrates the page around it.
if (typeof window !== 'undefined') void forms.preload().catch(() => undefined);

/*
 * /participe's forms, their code kept out of the page's first load (docs/performance.md,
 * "What loads on demand"): react-hook-form and the form kit were most of the page's own script,
 * and the tabs, which a visitor reaches first, need none of it. ParticipeScreen renders each inside
 * a <Suspense>: in the browser React hydrates that boundary after the page around it, so the
 * server's HTML of the form stays (and keeps what is typed into it, see useTypedBeforeHydration)
 * until the chunk has arrived.
 */
export const SignInForm = lazyPart(forms, (m) => m.SignInForm);
export const SignUpForm = lazyPart(forms, (m) => m.SignUpForm);
export const ForgotPasswordForm = lazyPart(forms, (m) => m.ForgotPasswordForm);
export const NewPasswordForm = lazyPart(forms, (m) => m.NewPasswordForm);
export const VerifyEmail = lazyPart(forms, (m) => m.VerifyEmail);
