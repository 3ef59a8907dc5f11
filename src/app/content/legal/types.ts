import type { Lang } from '../../../shared/languages';

/**
 * Legal texts of one language. Placeholders filled at render time from configuration:
 * {sellerName}, {sellerAddress}, {vatId}, {email} (support address), {site} (public URL),
 * {host} (hosting provider: name, address, telephone), {mediator} (consumer mediator).
 */
interface LegalSection {
  /** Numbered heading as displayed, e.g. '1. Introduction'. */
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
  /** Optional paragraphs shown after the list. */
  after?: string[];
}

interface LegalDocument {
  title: string;
  /** Text before the date, e.g. 'Last updated:'. */
  updatedLabel: string;
  intro?: string[];
  sections: LegalSection[];
}

export interface LegalCopy {
  lang: Lang;
  privacy: LegalDocument;
  terms: LegalDocument;
  legalNotice: LegalDocument;
  /** The accessibility statement (European Accessibility Act, WCAG 2.2 AA / EN 301 549). */
  accessibility: LegalDocument;
  /** 'Back to homepage' link text (ES: 'Volver a la página principal', FR: "Retour à la page d'accueil"). */
  backHome: string;
}
