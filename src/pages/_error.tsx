import type { NextPageContext } from 'next';
import { NOT_FOUND_PAGE, StatusPage } from '@/components/layout/StatusPage';
import { Button } from '@/components/ui/Button';
import { documentNonce } from '@/lib/security/csp';
import { publicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';

interface ErrorPageProps {
  /** The server's status; none when the page broke in the browser. */
  statusCode?: number;
}

/**
 * What Next shows when a page cannot be drawn: a server error, or an exception while the page ran
 * in the browser (Next's own page says, in English, "Application error: a client-side exception
 * has occurred"; for an address it cannot decode, "400 | Bad Request"). The user gets it in pt-BR
 * with a way to try again and a way home; what they had typed in a long form is in its draft
 * (useFormDraft). Not-found addresses have 404.tsx.
 */
const ErrorPage = ({ statusCode }: ErrorPageProps) => {
  if (statusCode === 404) return <StatusPage {...NOT_FOUND_PAGE} />;
  // Next answers 400 itself for an address it cannot decode (a link cut in the middle of a %-escape).
  if (statusCode === 400) {
    return <StatusPage code={400} title="Endereço inválido" text="O endereço que você acessou está incompleto ou malformado. Confira o link ou volte para o início." />;
  }
  return (
    <StatusPage
      code={statusCode && statusCode >= 500 ? statusCode : undefined}
      title="Algo deu errado"
      text="Não conseguimos mostrar esta página. Recarregue para tentar de novo; se o problema continuar, volte ao início e tente mais tarde."
      actions={
        <Button onClick={() => window.location.reload()}>
          Recarregar a página
        </Button>
      }
    />
  );
};

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  // Next renders a 400 (an address it cannot decode) and a 500 while routing outside the routing
  // that applies next.config.js's headers() and src/proxy.ts's response headers, so the page sends
  // them itself (the same list, from next.config.js's env) and, when the proxy did not, a policy
  // whose nonce pages/_document puts on the scripts. `typeof window` keeps this out of the browser's bundle.
  if (typeof window === 'undefined' && res) {
    const headers = JSON.parse(process.env.GIRO_SECURITY_HEADERS || '[]') as Array<{ key: string; value: string }>;
    for (const { key, value } of headers) res.setHeader(key, value);
    documentNonce(res);
  }
  return { statusCode: res?.statusCode ?? err?.statusCode };
};
ErrorPage.title = null;
ErrorPage.getLayout = publicLayout;

export default ErrorPage satisfies NextPageWithLayout<ErrorPageProps>;
