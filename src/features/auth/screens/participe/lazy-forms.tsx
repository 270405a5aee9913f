import { lazy, type ComponentType } from 'react';

type Forms = typeof import('./forms');

let loaded: Forms | null = null;
let pending: Promise<Forms> | null = null;
/** Loads the forms' chunk once; a failed load is tried again by the next render that needs it. */
const load = () =>
  (pending ??= import('./forms').then(
    (forms) => (loaded = forms),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));

// Asked for as the page's script runs, so it travels while React hydrates the page around it.
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * One of /participe's forms, its code kept out of the page's first load (docs/performance.md,
 * "What loads on demand"): react-hook-form and the form kit were most of the page's own script,
 * and the tabs, which a visitor reaches first, need none of it. ParticipeScreen renders each inside
 * a <Suspense>: in the browser React hydrates that boundary after the page around it, so the
 * server's HTML of the form stays (and keeps what is typed into it, see useTypedBeforeHydration)
 * until the chunk has arrived. Once it has, a form renders at once (a tab switch shows no
 * placeholder); before, it suspends, and the boundary shows its placeholder.
 */
function lazyForm<P extends object>(pick: (forms: Forms) => ComponentType<P>) {
  const Lazy = lazy(() => load().then((forms) => ({ default: pick(forms) })));
  return function LazyForm(props: P) {
    const Loaded = loaded ? pick(loaded) : null;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

export const SignInForm = lazyForm((forms) => forms.SignInForm);
export const SignUpForm = lazyForm((forms) => forms.SignUpForm);
export const ForgotPasswordForm = lazyForm((forms) => forms.ForgotPasswordForm);
export const NewPasswordForm = lazyForm((forms) => forms.NewPasswordForm);
export const VerifyEmail = lazyForm((forms) => forms.VerifyEmail);
