import { DELIVERY_CONSENT_REQUIRED } from '../../shared/delivery-consent';
import { PURCHASE_ANSWERS } from '../../shared/purchase-answers';
import type { ServerCopy } from './types';

export const en: ServerCopy = {
  delivery: {
    delivery: {
      subject: (title) => `Your copy of ${title} is ready`,
      preheader: 'Your personal download link and your academy bonus.',
      preheaderPlain: 'Your personal download link for the e-book.',
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      intro: (title) =>
        `Thank you for your purchase. Your copy of “${title}” is ready to download.`,
      button: 'Download your e-book (PDF)',
      fallback: 'If the button does not work, copy this link into your browser:',
      validity: (days, downloads, until) =>
        `This personal link works for ${days} days (until ${until}) and for ${downloads} downloads.`,
      stamp: 'Your copy is personalised with your e-mail address on every page.',
      pages:
        '90 pages · PDF · the O.A.S.I., S.A.F.E. and L.A.R.A. frameworks, scripts, KPIs and checklists, and a 90-day action plan.',
      bonusTitle: 'Your bonus',
      bonusText:
        'As a reader you get an exclusive discount on the Restaurant Closer Academy course.',
      bonusLink: 'Discover the academy',
      orderTitle: 'Your order',
      orderNumber: 'Order number',
      orderEdition: 'Edition',
      orderDiscount: (code) => `Discount code ${code}`,
      orderAmount: 'Amount paid',
      orderDate: 'Date',
      withdrawal:
        'Until your first download you can still withdraw from this purchase and get a full refund:',
      withdrawalNothingPaid:
        'Until your first download you can still withdraw from this order; you paid nothing for it, so there is nothing to refund:',
      withdrawalLink: 'Withdraw from the purchase',
      consentConfirmation:
        'When ordering you expressly agreed that we deliver the e-book immediately, and you acknowledged that your right of withdrawal lapses once the download begins.',
      consentGiven: (at, text) => `Your declaration at checkout on ${at}: “${text}”`,
      support: 'Questions? Simply reply to this e-mail; we are happy to help.',
      signOff: 'Enjoy the read, and your next shift!',
      free: {
        subject: (title) => `A gift for you: your copy of ${title}`,
        preheader: 'Your personal download link: a free copy of the e-book, as a gift.',
        intro: (title, seller) =>
          `${seller} is giving you a copy of “${title}” as a gift; there is nothing to pay. It is ready to download.`,
        orderTitle: 'Your copy',
      },
    },
    resendMail: {
      subject: 'Your download link for Restaurant Closer',
      subjectBlocked: 'About your download link for Restaurant Closer',
      intro: 'You asked us to send your download link again. Here it is:',
      introBlocked:
        'You asked us for a new download link. We cannot renew it automatically this time:',
      status: (until, left, limit) => `Valid until ${until} · ${left} of ${limit} downloads left`,
      usedUp: (support) =>
        `This link cannot be renewed again by yourself: it has already been renewed three times in the last 30 days. Write to ${support} (or simply reply to this e-mail) and we will send you a new one.`,
      button: 'Download (PDF)',
      notYou: 'If you did not ask for this e-mail, you can safely ignore it.',
    },
    footer: {
      vatLabel: 'VAT ID',
      taxNumberLabel: 'Tax number',
      reason: (site) => `You are receiving this e-mail because you bought the e-book at ${site}.`,
      reasonFree: (site) =>
        `You are receiving this e-mail because you were given a free copy of the e-book from ${site}.`,
    },
    page: {
      problems: {
        invalid: {
          title: 'This download link is not valid',
          text: 'The link may be incomplete or mistyped. Copy it again from your e-mail, or request a fresh link below.',
        },
        expired: {
          title: 'This download link has expired',
          text: 'For your security, download links are valid for a limited time. Enter your e-mail address and we will send you a fresh link.',
        },
        'used-up': {
          title: 'This download link has been used up',
          text: 'This link has reached its download limit. Enter your e-mail address to receive your links again, or write to us and we will help you.',
        },
        refunded: {
          title: 'This purchase has been refunded',
          text: 'We refunded this purchase, so its download link no longer works. If you think this is a mistake, or you want to buy the e-book again, write to us and we will help you.',
        },
        withdrawn: {
          title: 'You withdrew from this purchase',
          text: 'This purchase was withdrawn and refunded, so its download link no longer works. If you think this is a mistake, write to us and we will help you.',
        },
        replaced: {
          title: 'This link has been replaced',
          text: 'We have issued a new link for this purchase and sent it to the e-mail address it was bought with. This earlier link no longer works: please use the one in our most recent e-mail.',
        },
      },
      formTitle: 'Get a fresh link by e-mail',
      formText: 'Enter the e-mail address you used for your purchase.',
      emailLabel: 'E-mail address',
      button: 'Send my link',
      sentTitle: 'Check your inbox',
      contact: 'Need help? Write to',
      home: 'Back to the homepage',
      ready: {
        title: 'Your download is ready',
        text: 'Click the button to download your personal copy.',
        button: 'Download the PDF',
      },
      preparing: {
        title: 'Your copy is being prepared',
        text: 'We are putting your e-mail address on every page of your personal copy. This page reloads by itself in a few seconds and the download starts; your link is not used up while you wait.',
        button: 'Try again now',
      },
      unavailable: {
        title: 'Your download is temporarily unavailable',
        text: 'We could not prepare your file just now. Please try again in a few minutes; your link has not been used up.',
      },
    },
    api: {
      neutral:
        'If this address has bought the e-book, we have just sent its download link there. Please also check your spam folder.',
      emailRequired: 'Please enter your email address',
      invalidEmail: 'Please enter a valid email address',
      tooMany: 'Too many requests. Please wait a few minutes and try again.',
    },
  },
  checkout: {
    invalidEmail: 'Please enter a valid email address',
    termsRequired: 'Please accept the terms and conditions',
    deliveryConsentRequired: DELIVERY_CONSENT_REQUIRED.en,
    productUnavailable: 'This product is not available at the moment.',
    invalidRequest: 'The order could not be read. Please reload the page and try again.',
    sessionFailed: 'An error occurred during the payment process. Please try again.',
    tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
    sessionIdMissing: 'Session ID not found',
    sessionUnknown: 'We could not find this purchase.',
    detailOtherBrowser: PURCHASE_ANSWERS.en.detailOtherBrowser,
    paymentFailed: PURCHASE_ANSWERS.en.paymentFailed,
    paymentExpired: PURCHASE_ANSWERS.en.paymentExpired,
    purchaseRefunded: PURCHASE_ANSWERS.en.purchaseRefunded,
    purchaseWithdrawn: PURCHASE_ANSWERS.en.purchaseWithdrawn,
    withdrawInvalid: 'This withdrawal link is not valid.',
    withdrawLapsed:
      'The right of withdrawal lapsed when the download began, as stated in the terms and conditions.',
    withdrawReplaced:
      'This withdrawal link has been replaced by a newer one, which we sent to the e-mail address of the purchase. Please use the link in our most recent e-mail.',
    withdrawRefunded:
      'The seller has already refunded this order in full, so there is nothing left to withdraw from. Nothing else has changed.',
    withdrawPartlyRefunded:
      'Part of this order has already been refunded by the seller, so the withdrawal cannot be confirmed online. If you want to withdraw from the rest of the order, please write to us.',
    withdrawBusiness:
      'This order was placed for a business (with a company name or VAT number), and the consumer right of withdrawal does not apply to it. Nothing has changed. For questions about your order, please write to us.',
    withdrawRefundFailed:
      'The refund could not be processed right now. Your purchase is unchanged; we have been notified and will contact you.',
    codeUnknown: 'This discount code cannot be used. Please check how it is written.',
    codeHoldsPerClient:
      'Several checkouts with a discount code are already waiting for payment from your internet connection. Please complete or cancel one of them, or try again in 15 minutes.',
    codeChecksPaused:
      'Too many unknown discount codes have been tried in our shop in the last few minutes, so codes cannot be checked right now. Please try again in a few minutes, or buy without a code.',
    codeExpired: 'This discount code has expired.',
    codeNotForEdition: 'This discount code is not valid for this edition.',
  },
  withdrawalMail: {
    subject: 'Your withdrawal is confirmed – Restaurant Closer',
    greeting: 'Hello,',
    body: (id, amount) =>
      `we confirm your withdrawal from order ${id}. The full amount of ${amount} is being refunded to your original payment method; depending on your bank this takes a few days. Your download link has been deactivated.`,
    closing: 'Kind regards',
  },
  edition: {
    stamp: (email, orderId) => `Licensed to ${email} · Order ${orderId}`,
    fileName: 'Restaurant-Closer-Method-EN.pdf',
  },
};
