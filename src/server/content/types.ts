/**
 * What the server says to buyers, per language: the download e-mails and pages, the checkout
 * answers and the withdrawal confirmation. One shape for all five languages, so a missing text
 * is a type error. German and French use the formal address.
 */

/**
 * Why a download link does not work. 'replaced': an administrator issued a newer link for the
 * purchase, which went to the buyer's address; this one is shut (decision D4).
 */
export type LinkProblem = 'invalid' | 'expired' | 'used-up' | 'refunded' | 'withdrawn' | 'replaced';

/** The delivery and "resend my link" e-mails, the download pages and the resend API's answers. */
interface DeliveryCopy {
  delivery: {
    subject: (title: string) => string;
    /** Mentions the academy bonus: used only when an academy address is configured. */
    preheader: string;
    /** The preheader without an academy to point to. */
    preheaderPlain: string;
    greeting: (name: string) => string;
    intro: (title: string) => string;
    button: string;
    fallback: string;
    validity: (days: number, downloads: number, until: string) => string;
    stamp: string;
    pages: string;
    bonusTitle: string;
    bonusText: string;
    bonusLink: string;
    orderTitle: string;
    orderNumber: string;
    orderEdition: string;
    orderAmount: string;
    /** The label of an order's discount, beside the amount paid: names the code. */
    orderDiscount: (code: string) => string;
    orderDate: string;
    /**
     * Confirms on a durable medium the consent given at checkout (immediate delivery, lapse of
     * withdrawal); for a purchase from before the consent had a box of its own.
     */
    consentConfirmation: string;
    /** After it: the words of the box the buyer ticked, and when (decision D15). */
    consentGiven: (at: string, text: string) => string;
    withdrawal: string;
    /** The same for an order a discount code made free: nothing to refund. */
    withdrawalNothingPaid: string;
    withdrawalLink: string;
    support: string;
    signOff: string;
    /**
     * A free copy (Gratisexemplar): nothing was bought, so no thanks for a purchase and no amount
     * paid; the copy is the seller's gift.
     */
    free: {
      subject: (title: string) => string;
      preheader: string;
      intro: (title: string, seller: string) => string;
      orderTitle: string;
    };
  };
  resendMail: {
    subject: string;
    /** The subject when no link could be sent: the buyer is told how to get help. */
    subjectBlocked: string;
    intro: string;
    /** The intro when no link could be sent. */
    introBlocked: string;
    /** `left` of the `of` downloads the current link allows (a renewal starts a fresh count). */
    status: (until: string, left: number, of: number) => string;
    /**
     * The link cannot be renewed again by the buyer (three times in 30 days): the support
     * address to write to; no link is printed.
     */
    usedUp: (support: string) => string;
    button: string;
    notYou: string;
  };
  footer: {
    vatLabel: string;
    /** Before the tax office's number of a seller without a VAT number (Steuernummer). */
    taxNumberLabel: string;
    reason: (site: string) => string;
    /** Why a free copy's recipient, who bought nothing, gets the mail. */
    reasonFree: (site: string) => string;
  };
  page: {
    problems: Record<LinkProblem, { title: string; text: string }>;
    formTitle: string;
    formText: string;
    emailLabel: string;
    button: string;
    sentTitle: string;
    contact: string;
    home: string;
    ready: { title: string; text: string; button: string };
    /** A copy still being stamped: the page reloads by itself (no script). */
    preparing: { title: string; text: string; button: string };
    unavailable: { title: string; text: string };
  };
  api: {
    neutral: string;
    /** The field was left empty. */
    emailRequired: string;
    invalidEmail: string;
    tooMany: string;
  };
}

/** Server answers of the checkout and withdrawal APIs, in the buyer's language. */
interface CheckoutMessages {
  invalidEmail: string;
  termsRequired: string;
  /** The box of the express consent to immediate delivery was not ticked (decision D15). */
  deliveryConsentRequired: string;
  productUnavailable: string;
  invalidRequest: string;
  /** The checkout page shows this when the provider could not open a session. */
  sessionFailed: string;
  tooManyRequests: string;
  sessionIdMissing: string;
  sessionUnknown: string;
  /** The purchase detail asked for from a browser other than the one that paid. */
  detailOtherBrowser: string;
  paymentFailed: string;
  paymentExpired: string;
  purchaseRefunded: string;
  purchaseWithdrawn: string;
  withdrawInvalid: string;
  withdrawLapsed: string;
  withdrawRefundFailed: string;
  /** The withdrawal was asked for with a link an administrator has since replaced. */
  withdrawReplaced: string;
  /** The seller refunded the whole order before the buyer confirmed: nothing left to withdraw. */
  withdrawRefunded: string;
  /** The seller refunded part of the order: the rest is not withdrawn online. */
  withdrawPartlyRefunded: string;
  withdrawBusiness: string;
  /**
   * Why a discount code does not apply (decision D17, record 085): a code that does not exist,
   * is paused, not valid yet or used up all get codeUnknown, so nobody learns which codes exist.
   */
  codeUnknown: string;
  codeExpired: string;
  codeNotForEdition: string;
  /** A client keeps HOLDS_PER_CLIENT checkouts with limited codes open; names HOLD_MINUTES. */
  codeHoldsPerClient: string;
  /** The shop-wide cap on unknown codes was reached: no code is checked for a while. */
  codeChecksPaused: string;
}

/** The buyer's confirmation of a withdrawal. */
interface WithdrawalMailCopy {
  subject: string;
  greeting: string;
  body: (orderId: string, amount: string) => string;
  closing: string;
}

/** Everything the server says to a buyer in one language. */
/** The buyer's copy of an edition: the licence line on every page and the saved file's name. */
interface EditionCopy {
  stamp: (email: string, orderId: string) => string;
  fileName: string;
}

export interface ServerCopy {
  delivery: DeliveryCopy;
  checkout: CheckoutMessages;
  withdrawalMail: WithdrawalMailCopy;
  edition: EditionCopy;
}
