import { LegalDocument } from '../components/LegalDocument';
import { TERMS_OF_USE } from '../terms';

/** `/termos`: the terms of use. */
export function TermsScreen() {
  return <LegalDocument document={TERMS_OF_USE} />;
}
