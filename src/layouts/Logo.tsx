import Link from 'next/link';
import { env } from '@/lib/env';
import { routes } from '@/lib/routes';

export function Logo({ href = routes.home(), inverted = false }: { href?: string; inverted?: boolean }) {
  return (
    <Link href={href} className="flex items-center gap-2 rounded-md font-bold tracking-tight" aria-label={`${env.appName} — início`}>
      {/* The badge's letter is CSS content, not text: the link's visible text is just the name, which
          its accessible name starts with (WCAG 2.5.3, label in name). */}
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary-700 text-lg text-white before:content-['G']" />
      <span className={`text-xl ${inverted ? 'text-white' : 'text-primary-800'}`}>{env.appName}</span>
    </Link>
  );
}
