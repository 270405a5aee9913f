import { LegalDocument } from '../components/LegalDocument';
import { PRIVACY_POLICY } from '../privacy';

/** `/privacidade`: the privacy policy (LGPD). */
export function PrivacyScreen() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}
