import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LegalBlock, LegalText } from '../document';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass = 'font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900';

/** A text with its `[words](href)` links: internal paths through next/link, others as plain anchors. */
function Text({ children }: { children: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(LINK)) {
    const [whole, words, href] = match as unknown as [string, string, string];
    parts.push(children.slice(last, match.index));
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} href={href} className={linkClass}>
          {words}
        </Link>
      ) : (
        <a key={match.index} href={href} className={linkClass} {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {words}
        </a>
      ),
    );
    last = (match.index ?? 0) + whole.length;
  }
  parts.push(children.slice(last));
  return <>{parts}</>;
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p className="mt-3 text-slate-800">
        <Text>{block}</Text>
      </p>
    );
  }
  return (
    <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-slate-800">
      {'list' in block
        ? block.list.map((item, i) => (
            <li key={i}>
              <Text>{item}</Text>
            </li>
          ))
        : block.terms.map(([term, text], i) => (
            <li key={i}>
              <strong className="font-semibold text-slate-900">{term}:</strong> <Text>{text}</Text>
            </li>
          ))}
    </ul>
  );
}

/**
 * A legal document (/termos, /privacidade): its title, the date of its version, a summary, an
 * index of its sections and the sections, each with an anchor (`#direitos`) to link to.
 */
export function LegalDocument({ document: doc }: { document: LegalText }) {
  return (
    <article aria-labelledby="documento-titulo" className="mx-auto max-w-3xl px-4 py-10 lg:px-8">
      <h1 id="documento-titulo" className="text-3xl font-bold text-slate-900">
        {doc.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{`Versão de ${doc.version}`}</p>
      <p className="mt-4 text-lg text-slate-800">{doc.summary}</p>
      <nav aria-label="Nesta página" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-slate-900">Nesta página</h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="mt-8 scroll-mt-6">
          <h2 id={`${section.id}-titulo`} className="text-xl font-semibold text-slate-900">
            {section.title}
          </h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
