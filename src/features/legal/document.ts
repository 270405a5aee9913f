import { routes } from '@/lib/routes';
/**
 * The legal documents (/termos, /privacidade) as data: sections of paragraphs, lists and tables of
 * terms, so each document is its words alone and one component lays them out
 * (components/LegalDocument.tsx).
 * In a text, `[words](href)` is a link: an internal path, a `mailto:` or an `https:` address.
 */

/** A term in bold followed by its explanation: one row of a `terms` table. */
type DefinedItem = readonly [term: string, text: string];

/** A paragraph, a bulleted list, or a bulleted table of terms and their explanations. */
export type LegalBlock = string | { list: string[] } | { terms: DefinedItem[] };

interface LegalSection {
  /** The section's anchor (`/privacidade#direitos`). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalText {
  title: string;
  /** dd/MM/yyyy: the day this version took effect. */
  version: string;
  summary: string;
  sections: LegalSection[];
}

/** Where a person exercises their rights and asks about their data (the Encarregado's address). */
export const PRIVACY_EMAIL = 'privacidade@giro.com.br';

/** The day the current versions of both documents took effect. */
export const LEGAL_VERSION = '25/11/2026';

export const TERMS_PATH = routes.terms();
export const PRIVACY_PATH = routes.privacy();
