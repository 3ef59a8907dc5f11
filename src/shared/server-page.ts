import type { Lang } from './languages';

/**
 * A page whose content the server decides outside React Router (the download pages, the demo
 * provider's payment page), handed to the renderer in the load context so it appears in the
 * shop's own frame: header, font, footer with the legal links, cookie banner and test-mode
 * banner, all in the buyer's language. Every text arrives resolved; the page only lays it out.
 */
export type ServerPage = NoticePage | DemoPaymentPage;

/** A download link's answer: why it does not work (or what to do), and the way to a new one. */
export interface NoticePage {
  kind: 'notice';
  lang: Lang;
  title: string;
  text: string;
  /** One button, e.g. the download itself for a link preview. */
  action?: { href: string; label: string };
  /**
   * The "new link by e-mail" form; it posts to /download/resend and works without JavaScript.
   * The server checks the address by the shop's rule (the browser's own check is off) and
   * answers in the page's language; `value` is a refused address, shown again to correct, and
   * `invalid` marks the field as the reason for the error below it.
   */
  form?: {
    title: string;
    text: string;
    emailLabel: string;
    button: string;
    value?: string;
    invalid?: boolean;
  };
  /** A refusal of the form's last post (under the form, or alone without one). */
  error?: string;
  /** 'Questions? Write to us:' before the support address. */
  contact: string;
  supportEmail: string;
  /** The label of the link home. */
  home: string;
}

/** The demo provider's payment page: unmistakably a test, in the buyer's language. */
export interface DemoPaymentPage {
  kind: 'demo-payment';
  lang: Lang;
  title: string;
  /** The marking of the page, e.g. 'TEST MODE – no real money is charged.' */
  testMode: string;
  /** What is being paid; null for a payment that does not exist. */
  payment: { productName: string; amount: string; email: string } | null;
  /** Instead of the buttons: an unknown or already finished test payment. */
  message?: string;
  /** The buttons, each posting the page's one form to `href`. */
  actions: Array<{ href: string; label: string; action: string }>;
  /** The billing country field, posted with the buttons (decision D16); absent when finished. */
  billing?: { label: string; options: Array<{ value: string; label: string }>; selected: string };
}
