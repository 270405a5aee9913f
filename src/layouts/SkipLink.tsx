/** The `<main>` of every layout: where the skip link goes. */
export const MAIN_ID = 'conteudo';

/**
 * The first stop of Tab on every page (WCAG 2.4.1, bypass blocks): hidden until focused, it takes
 * a keyboard user past the header — up to eleven links and buttons — to the page's own content.
 * A plain in-page link: the browser moves the focus order to `<main>`, and the next Tab lands
 * on the page's first control. Its padding comes with the focus: `not-sr-only` resets padding, so a
 * plain `px-4` would lose to it.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-md bg-white text-sm font-semibold text-primary-800 shadow-md focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
    >
      Pular para o conteúdo
    </a>
  );
}
