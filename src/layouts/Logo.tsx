import Link from 'next/link';
import { env } from '@/lib/env';

export function Logo({ href = '/', inverted = false }: { href?: string; inverted?: boolean }) {
  return (
    <Link href={href} className="flex items-center gap-2 rounded-md font-bold tracking-tight" aria-label={`${env.appName} — início`}>
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary-700 text-lg text-white">
        G
      </span>
      <span className={`text-xl ${inverted ? 'text-white' : 'text-primary-800'}`}>{env.appName}</span>
    </Link>
  );
}
