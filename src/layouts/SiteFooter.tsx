import Link from 'next/link';
import { PRIVACY_PATH, TERMS_PATH } from '@/features/legal/document';
import { env } from '@/lib/env';

const linkClass = 'underline-offset-2 hover:text-slate-900 hover:underline';

/** Every layout's footer: the product line and the terms of use and privacy policy (LGPD). */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
      <p>© 2026 {env.appName} · Marketplace B2B de estoques excedentes</p>
      <ul aria-label="Documentos legais" className="mt-2 flex flex-wrap justify-center gap-x-6 gap-y-1">
        <li>
          <Link href={TERMS_PATH} className={linkClass}>
            Termos de uso
          </Link>
        </li>
        <li>
          <Link href={PRIVACY_PATH} className={linkClass}>
            Política de privacidade
          </Link>
        </li>
      </ul>
    </footer>
  );
}
