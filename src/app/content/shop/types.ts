import type { Lang } from '../../../shared/languages';
import type { ResendLinkFormCopy } from '../../components/resend-link-form';

/**
 * The copy of the checkout, the payment result pages, the thank-you pages and the withdrawal
 * page in one language. Every language file satisfies this shape, so a missing translation is a
 * type error. Prices never appear in the copy: {price}, {originalPrice}, {saving}, {total} and
 * {amount} are filled from the product row, the discount code's answer or the purchase.
 */
/** The body of the cancel and error pages. */
export interface ResultPageCopy {
  title: string;
  subtitle: string;
  message: string;
  tryAgain: string;
  backToHome: string;
  contactSupport: string;
  supportText: string;
}

/** The checkout's discount code (decision D17); the refusals are the server's messages. */
export interface DiscountCodeCopy {
  /** The control that opens the field: 'Have a discount code?'. */
  toggle: string;
  label: string;
  apply: string;
  /** On the button while the code is being checked. */
  applying: string;
  remove: string;
  /** The remove button's accessible name, with {code}. */
  removeLabel: string;
  /** Apply pressed on an empty field. */
  required: string;
  /** The price before the code, in the summary. */
  listPrice: string;
  /** The discount line of the summary, with {code}. */
  line: string;
  /** Under the field once a code applies, and announced: {code} and {total}. */
  applied: string;
  /** Announced when the buyer takes the code off again. */
  removed: string;
  /** The check failed outright (no answer from the shop). */
  failed: string;
}

/**
 * The checkout's choice between one copy and a team's copies (decision 100), and the team order's
 * lines in the summary. {min}, {max} and {copies} are numbers of copies, {percent} a volume price's
 * percentage as the language writes it ('15 %'), {saving} and {total} amounts.
 */
export interface TeamCopiesCopy {
  /** The choice's group name for assistive technology ('Who is it for?'). */
  legend: string;
  /** The two options: 'One copy for me', 'Copies for my team'. */
  one: string;
  team: string;
  copiesLabel: string;
  /** Under the number: the range, one payment, one invoice. Contains {min} and {max}. */
  copiesHint: string;
  /** The accessible names of the − and + buttons. */
  fewer: string;
  more: string;
  /** What one copy costs in this order. */
  unitPrice: string;
  /** The order's price before a discount code, with {copies}. */
  orderPrice: string;
  /** The volume price that applies: {min}, {percent} and {saving}. Never a struck price (D17). */
  saving: string;
  /** Heading of the seller's volume prices, and one of them: {min} and {percent}. */
  tiersTitle: string;
  tier: string;
  /** What follows the payment: the team page and a personal, stamped copy for each member. */
  note: string;
  /** Announced when the number changes: {copies} and {total}. */
  status: string;
}

export interface ShopCopy {
  lang: Lang;
  /** Short page titles, before ' | Restaurant Closer' (cancel: before the product name). */
  titles: {
    checkout: string;
    success: string;
    cancel: string;
    error: string;
    thanks: string;
    withdraw: string;
    unsubscribe: string;
  };
  checkout: {
    backToHome: string;
    heading: string;
    intro: string;
    summaryTitle: string;
    coverAlt: string;
    /** Label of the current price, e.g. 'Total'. */
    priceLabel: string;
    /** Label of the struck-through price, e.g. 'instead of'. */
    originalPriceLabel: string;
    /** e.g. 'You save {saving}'; shown only beside an honest struck-through price (D17). */
    savings: string;
    /**
     * Beside a struck-through price, which is only ever the lowest price of the 30 days before
     * the reduction (decision D17): 'Lowest price of the last 30 days: {price}'.
     */
    lowestPrice: string;
    /** The collapsed discount-code field of the form and the code's lines in the summary. */
    discount: DiscountCodeCopy;
    /** One copy or a team's copies, with the team order's prices (decision 100). */
    team: TeamCopiesCopy;
    /** e.g. 'One-time payment, VAT included'. */
    vatNote: string;
    /** Facts of the delivery: PDF, 90 pages, instant download. */
    deliveryFacts: [string, string, string];
    formTitle: string;
    emailLabel: string;
    emailPlaceholder: string;
    /** Under the field: where the download link goes. */
    emailHint: string;
    /** Spec §5: field left empty (also the click on the disabled button). */
    emailRequired: string;
    /** Spec §5: the address fails the rule. */
    emailInvalid: string;
    /** Spec §5: box unticked when it loses focus. */
    termsRequired: string;
    /** Spec §5: click on the buy button with the box unticked. */
    termsClick: string;
    /** The terms checkbox label, in parts around the two links. */
    terms: {
      before: string;
      termsLink: string;
      between: string;
      privacyLink: string;
      after: string;
    };
    /**
     * The second, unticked checkbox: the express consent to immediate delivery and the
     * acknowledgement that the withdrawal right is thereby lost (decision D15), and its message
     * after blur and on a click on the buy button.
     */
    deliveryConsent: string;
    deliveryConsentRequired: string;
    /** The optional, unticked box for one reminder e-mail (decision D18), and its marker. */
    remindMe: string;
    optional: string;
    /** Screen-reader note after links that open a new tab. */
    newTab: string;
    /** Makes the payment obligation explicit; contains {price}. */
    buy: string;
    processing: string;
    /** Shown when the request fails outright (spec §8). */
    genericError: string;
    /** Shown when the server refuses without a message of its own (spec §8). */
    sessionError: string;
    secureImageAlt: string;
    /** The statement that payment is secured with SSL encryption. */
    secure: string;
    /** Where the buyer goes next: the payment page of the provider. */
    /** The buy button when a discount code leaves nothing to pay (no payment page follows). */
    buyFree: string;
    /** Instead of the payment notes, when nothing is to be paid. */
    freeNote: string;
    redirectNote: string;
  };
  /** Texts of the success page (spec §3 result-page text set) and its intermediate states. */
  success: {
    loading: string;
    title: string;
    subtitle: string;
    downloadButton: string;
    downloading: string;
    downloadSuccess: string;
    emailNotice: string;
    /** The subtitle of a team order's success page. */
    teamSubtitle: string;
    /** A team order (decision 100): the team page's button, and the note instead of emailNotice. */
    teamButton: string;
    /** {copies}: the order's number of copies. */
    teamNote: string;
    secureDownload: string;
    instantAccess: string;
    /** The word after the '90' of the strip. */
    pages: string;
    pdfFormat: string;
    upsellTitle: string;
    upsellText: string;
    upsellButton: string;
    backToHome: string;
    /** While the provider has not yet confirmed the payment. */
    confirmingTitle: string;
    confirmingText: string;
    /** After about two minutes of waiting. */
    slowTitle: string;
    slowText: string;
    /** Red heading of the error state ('Errore' in Italian). */
    errorTitle: string;
    /**
     * Heading when the purchase was started in another browser: its download is shown only
     * there; the server's message below says the link is in the e-mail.
     */
    elsewhereTitle: string;
    /** Link of the error state ('Torna alla Homepage' in Italian). */
    errorBackToHome: string;
    /** One sentence: before the first download the purchase can be withdrawn (D5). */
    withdrawNote: string;
    withdrawLink: string;
  };
  /** Errors of the purchase confirmation (spec §8). */
  confirmation: {
    missingId: string;
    loadFailed: string;
    exception: string;
  };
  cancel: ResultPageCopy;
  error: ResultPageCopy & {
    /** Exists per spec, unused. */
    technicalDetails: string;
  };
  thanks: {
    title: string;
    downloadButton: string;
    emailNotice: string;
    upsellTitle: string;
    upsellText: string;
    upsellButton: string;
    backToHome: string;
    /** The 'check your email' line; followed by the facts. */
    emailSent: string;
    /** Without a purchase id: where the link is and how to get it again. */
    checkEmailText: string;
    resend: ResendLinkFormCopy;
  };
  withdraw: {
    loading: string;
    title: string;
    orderLabel: string;
    productLabel: string;
    amountLabel: string;
    paidAtLabel: string;
    /** Contains {amount}. */
    availableText: string;
    /** An order a discount code made free: nothing to refund. */
    availableTextFree: string;
    confirmButton: string;
    processing: string;
    failed: string;
    withdrawnTitle: string;
    /** Contains {amount}. */
    withdrawnText: string;
    withdrawnTextFree: string;
    lapsedTitle: string;
    lapsedText: string;
    doneTitle: string;
    doneText: string;
    /** The seller refunded the whole order. Contains {amount}. */
    refundedTitle: string;
    refundedText: string;
    /** The seller refunded part of it before any download. Contains {amount} and {email}. */
    partlyRefundedTitle: string;
    partlyRefundedText: string;
    /** A business's order: no consumer right of withdrawal. {email}: the support address. */
    businessTitle: string;
    businessText: string;
    /** Added to the lapsed text when part was refunded. Contains {amount}. */
    lapsedPartlyRefunded: string;
    refundedLabel: string;
    invalidTitle: string;
    /** Contains {email}. */
    invalidText: string;
    /** Contains {email}. */
    questions: string;
    termsLink: string;
    backToHome: string;
  };
  /** The page of a reminder's unsubscribe link (decision D18). */
  unsubscribe: {
    doneTitle: string;
    doneText: string;
    invalidTitle: string;
    /** Contains {email}. */
    invalidText: string;
    backToHome: string;
  };
}
