import type { LegalCopy } from './types';

export const en: LegalCopy = {
  lang: 'en',
  privacy: {
    title: 'Privacy Policy',
    updatedLabel: 'Last updated:',
    sections: [
      {
        heading: '1. Introduction',
        paragraphs: [
          '{sellerName}, {sellerAddress} (“we”, “us” or “our”) operates the website {site} and sells the e-book “Restaurant Closer” through it. The controller of your personal data within the meaning of the General Data Protection Regulation (GDPR) is {sellerName}, {sellerAddress}, e-mail: {email}.',
          'This Privacy Policy informs you, in accordance with Articles 13 and 14 GDPR, which personal data we process when you visit our website and buy the e-book, for which purposes and on which legal bases we do so, to whom we pass data on and which rights you have. “Service” means the website {site} together with the sale and delivery of the e-book.',
        ],
      },
      {
        heading: '2. Information collection and use',
        paragraphs: [
          'We collect several types of information for the purposes described in this Privacy Policy.',
          'Personal data: while using our service, in particular when you buy the e-book, we may ask you to provide, or may receive, information that can be used to contact or identify you. This may include, but is not limited to:',
        ],
        list: [
          'e-mail address;',
          'first name and last name;',
          'address, state, province, postal code, city;',
          'cookies and usage data.',
        ],
        after: [
          'For the purchase itself we only need your e-mail address. Your name and billing address are collected by our payment provider where the chosen payment method requires them and may be passed on to us for invoicing and tax purposes. Card details are entered directly on the payment provider’s page; we never receive your full card number.',
          'Usage data: when you access the service, information is collected automatically (“usage data”), such as your device’s Internet Protocol (IP) address, browser type and version, the pages of our service that you visit, the time and date of your visit, the time spent on those pages, unique device identifiers and other diagnostic data.',
          'Protection of downloads: every download link is personal to the buyer. To protect the author’s copyright, each page of the PDF you download is stamped with your e-mail address (watermark), and we record the use of the link (date, time and number of downloads).',
        ],
      },
      {
        heading: '3. Use of data',
        paragraphs: [
          'We use the data collected for the following purposes, on the legal basis stated in each case:',
        ],
        list: [
          'to conclude and perform the purchase contract: processing your order and payment, sending the order confirmation with the download link, stamping your copy of the e-book with the watermark, sending a fresh link on request, and handling withdrawals, refunds and support requests (Art. 6(1)(b) GDPR);',
          'to comply with legal obligations, in particular to retain order and invoice records as required by commercial and tax law (Art. 6(1)(c) GDPR);',
          'to keep the service secure and working, to detect and prevent misuse and fraud (for example by means of server log files containing IP addresses) and to protect the e-book against unlawful distribution (Art. 6(1)(f) GDPR; our legitimate interest lies in the secure operation of the shop and the protection of our copyright);',
          'to analyse the use of the website and measure the effectiveness of our advertising with Google Analytics and the Meta pixel, only if you have given your consent (Art. 6(1)(a) GDPR);',
          'to inform you of changes to this Privacy Policy or to our terms and conditions (Art. 6(1)(c) and (f) GDPR).',
        ],
        after: [
          'Providing your e-mail address is necessary for the conclusion of the contract; without it we cannot deliver the e-book. We do not use automated decision-making, including profiling, within the meaning of Art. 22 GDPR.',
          'Retention: we keep purchase data for as long as necessary to perform the contract and to deal with any claims, and order and invoice records for the retention periods laid down by commercial and tax law (up to ten years). Server log files are kept for a short period and then deleted, unless they are needed to investigate a specific security incident. Data processed on the basis of your consent is kept until you withdraw your consent or the purpose no longer applies. Checkouts that are not completed: we delete the e-mail address, name and business details given after 30 days. One-time sign-in codes are deleted as soon as they expire, and the counters we use to limit repeated requests as soon as their period (at most 24 hours) has ended.',
          "Reminder e-mail: if you tick the optional box “Remind me by e-mail if I don't finish my purchase” at the checkout and do not complete the purchase, we may send you one single e-mail a few hours later with a link back to your order; without the ticked box we send none. We store your e-mail address, the time of your consent, the time of the reminder and, if you unsubscribe, the time of that. You can unsubscribe with one click on the link in the reminder (your e-mail program may also offer an “unsubscribe” button) or by writing to us; no further reminder is sent then (Art. 6(1)(a) GDPR). Since anyone can type any address at the checkout, we send at most one reminder a week per address (written in any way) and, unless we have decided otherwise, only to an address that has already bought from us. Like every unfinished checkout, the address is deleted after 30 days; if you unsubscribe, we keep it on a list of addresses that never get a reminder again, so that your objection lasts (Art. 6(1)(f) GDPR).",
          'Partner links: if you come to our shop through a partner’s link (an address with “?ref=”), we store the partner’s code with your order so that we can pay the partner a commission (Art. 6(1)(f) GDPR, our legitimate interest in rewarding recommendations). Within your visit the code is carried in the page addresses, without a cookie. Only if you have accepted all cookies do we keep it in your browser’s local storage for 30 days, so that a purchase on a later visit still counts for the partner.',
        ],
      },
      {
        heading: '4. Cookies and tracking',
        paragraphs: [
          'We use cookies and similar technologies (such as your browser’s local storage) to operate the service and, with your consent, for analytics. Cookies are small files stored on your device. Strictly necessary cookies are used without consent, as the ePrivacy rules permit; all others only with your consent. You can instruct your browser to refuse all cookies or to indicate when a cookie is being sent; without the necessary cookies, some parts of the service may not work.',
          'Examples of cookies we use:',
        ],
        list: [
          'session cookies: to operate the service, for example to maintain a sign-in session;',
          'preference cookies: to remember your preferences and settings, such as your language and your cookie choice;',
          'security cookies: for security purposes, for example to protect forms and sign-in against misuse.',
        ],
        after: [
          'On your first visit a cookie banner asks for your choice. Your choice is stored in your browser’s local storage under the key “cookieConsent”, with the value “all” (all cookies accepted) or “necessary” (necessary cookies only). Closing the banner counts as choosing necessary cookies only.',
          'Google Analytics (Google Ireland Limited, Dublin, Ireland) and the Meta pixel (Meta Platforms Ireland Limited, Dublin, Ireland) are loaded only after you have accepted all cookies in the cookie banner (Art. 6(1)(a) GDPR). These services set cookies and collect usage data, such as pages visited, purchase events and device information, to compile statistics and to measure the effectiveness of our advertising. For the collection and transmission of data through the Meta pixel we are jointly responsible with Meta (Art. 26 GDPR); any further processing is Meta’s sole responsibility. Without your consent these services are not loaded and no data is sent to them.',
          'You can withdraw your consent at any time with effect for the future by deleting this website’s stored data (cookies and local storage) in your browser settings; the banner then appears again and you can choose necessary cookies only. Independently of any consent, our own server counts page views: for each day, page and language it adds one to a total. It does not store your IP address, any identifier, your browser’s details or the page you came from, sets no cookie and stores nothing in your browser; requests from search engines and other automated programs are not counted. From these totals and from our order records (which we keep anyway to fulfil your purchase) we compile daily statistics for ourselves only: product page views, checkouts started, purchases, revenue, refunds and withdrawals. These statistics do not allow anyone to be identified and are not passed on to anyone (Art. 6(1)(f) GDPR, our legitimate interest in knowing how our shop is used).',
        ],
      },
      {
        heading: '5. Transfer of data',
        paragraphs: [
          'Your information, including personal data, may be transferred to and processed on computers located outside your state, province, country or other governmental jurisdiction, where the data protection laws may differ from those of your jurisdiction. We only pass on data to the service providers we need to run the shop, which process it on our behalf and according to our instructions (processors, Art. 28 GDPR), or to the recipients named below:',
        ],
        list: [
          'Stripe Payments Europe Ltd., Ireland: processing of payments (card payments and the other payment methods offered at checkout);',
          'PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg, if you choose to pay with PayPal: processing of the payment as an independent controller;',
          'our e-mail delivery service (SMTP provider): sending order confirmations, download links and other service e-mails;',
          'our hosting provider: technical operation of the website and storage of order data;',
          'Google Ireland Limited (Google Analytics) and Meta Platforms Ireland Limited (Meta pixel): only with your consent.',
        ],
        after: [
          'Some of these providers or their group companies (for example in the United States) may process data outside the European Economic Area. In such cases we ensure an adequate level of protection, in particular through an adequacy decision of the European Commission (such as the EU–U.S. Data Privacy Framework for certified companies) or the standard contractual clauses adopted by the Commission (Art. 45 and 46 GDPR). We do not sell your personal data.',
        ],
      },
      {
        heading: '6. Disclosure of data',
        paragraphs: [
          'We may disclose your personal data in the good-faith belief that such action is necessary to:',
        ],
        list: [
          'comply with a legal obligation (for example towards tax authorities or courts);',
          'protect and defend our rights or property;',
          'prevent or investigate possible wrongdoing in connection with the service;',
          'protect the personal safety of users of the service or the public;',
          'protect against legal liability.',
        ],
        after: [
          'Such disclosure takes place only to the extent permitted by law, in particular under Art. 6(1)(c) or (f) GDPR.',
        ],
      },
      {
        heading: '7. Security of data',
        paragraphs: [
          'The security of your data is important to us, but no method of transmission over the Internet and no method of electronic storage is 100% secure. We take appropriate technical and organisational measures to protect your personal data: the website is served only over encrypted connections (TLS/SSL), card details are entered directly with the payment provider, download links are signed, personal and valid only for a limited time and number of downloads, and access to order data is restricted to authorised administrators.',
          'Please do not share your download link: anyone who has it can use it within its limits.',
        ],
      },
      {
        heading: '8. Your data protection rights',
        paragraphs: ['Under the GDPR you have the following rights regarding your personal data:'],
        list: [
          'right of access, update or deletion: you can obtain information about the data we hold about you, have it updated or request its deletion (Art. 15 and 17 GDPR);',
          'right of rectification: you can have inaccurate data corrected and incomplete data completed (Art. 16 GDPR);',
          'right to object: you can object at any time, on grounds relating to your particular situation, to processing based on our legitimate interests (Art. 21 GDPR);',
          'right of restriction: you can request that we restrict the processing of your data (Art. 18 GDPR);',
          'right to data portability: you can receive the data you have provided to us in a structured, commonly used and machine-readable format, or have it transmitted to another controller (Art. 20 GDPR);',
          'right to withdraw consent: you can withdraw your consent at any time, without affecting the lawfulness of processing based on consent before its withdrawal (Art. 7(3) GDPR).',
        ],
        after: [
          'To exercise these rights, simply write to {email}. We may ask you to verify your identity before responding to your request. Deletion is subject to statutory retention obligations; data that we are required to keep is restricted until those periods have expired.',
          'You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU Member State of your habitual residence, your place of work or the place of the alleged infringement (Art. 77 GDPR).',
        ],
      },
      {
        heading: '9. Changes to this Privacy Policy',
        paragraphs: [
          'We may update this Privacy Policy from time to time, for example when the law or our service changes. We will inform you of changes by e-mail and/or by a prominent notice on our website, and we will update the date shown at the top of this policy.',
          'We recommend that you review this Privacy Policy periodically. Unless stated otherwise, changes take effect when they are published on this page.',
        ],
      },
      {
        heading: '10. Contact us',
        paragraphs: [
          'If you have any questions about this Privacy Policy or wish to exercise your rights, please contact us by e-mail at {email}.',
          'Postal address: {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms and Conditions',
    updatedLabel: 'Last updated:',
    sections: [
      {
        heading: '1. Scope and seller',
        paragraphs: [
          'These terms and conditions apply to all contracts concluded through the online shop at {site} between the seller and its customers.',
          'The seller is {sellerName}, {sellerAddress}, VAT identification number: {vatId}, e-mail: {email} (hereinafter “we” or “the seller”).',
          'A consumer is any natural person who concludes a legal transaction for purposes that are predominantly outside their trade, business or profession. Conflicting terms of the customer do not apply unless we expressly agree to them in writing.',
          'The language of the contract is English.',
        ],
      },
      {
        heading: '2. Subject of the contract',
        paragraphs: [
          'The subject of the contract is the e-book “Restaurant Closer”, a practical manual on dining-room sales for restaurant staff (waiters, floor managers and owners), comprising 90 pages in PDF format. The e-book is digital content supplied by download and not on a tangible medium; no physical copy is shipped.',
          'The main characteristics of the e-book are set out in the product description on {site}. You receive the language edition of the shop version in which you place your order. To use the e-book you need a device with software that can open PDF files.',
        ],
      },
      {
        heading: '3. Order process and conclusion of the contract',
        paragraphs: [
          'The presentation of the e-book on our website does not constitute a legally binding offer but an invitation to place an order. You order as follows:',
        ],
        list: [
          'select the product by clicking one of the buy buttons, which takes you to the checkout page;',
          'enter your e-mail address, to which the download link will be sent;',
          'accept these terms and conditions and the privacy policy by ticking the box;',
          'confirm your obligation to pay by clicking the buy button; you are then taken to the page of our payment provider, where you complete the payment.',
        ],
        after: [
          'Before clicking the buy button you can check your entries at any time and correct them using the usual keyboard and mouse functions. You can cancel the order process at any time by closing the browser window or by leaving the payment page.',
          'By clicking the buy button you make a binding offer to purchase the e-book. In the course of the order, before payment, you are also asked for your express consent to the immediate supply of the e-book (see section 6).',
          'The contract is concluded when we send you the order confirmation e-mail containing the download link. We store your order data; please save or print these terms when you place your order. The current version can be viewed at any time on {site}.',
        ],
      },
      {
        heading: '4. Prices and payment',
        paragraphs: [
          'All prices are final prices in euro and include the statutory value added tax (VAT). As the e-book is supplied by download, there are no shipping costs.',
          'The price is payable immediately when the order is placed. You can pay by credit card (Visa, Mastercard), PayPal or instant bank transfer, as offered at checkout; the methods available may depend on your country. Payments are processed by Stripe Payments Europe Ltd., Ireland.',
        ],
      },
      {
        heading: '5. Delivery',
        paragraphs: [
          'The e-book is available without limit. Immediately after successful payment you can download it on the confirmation page; in addition, we send a personal download link to the e-mail address you entered.',
          'For security reasons the download link is valid for a limited time and a limited number of downloads. If it has expired or has been used up, you can request a fresh link at any time on our website or by writing to {email}.',
          'Please make sure that the e-mail address you enter is correct, and check your spam folder if our e-mail does not arrive.',
        ],
      },
      {
        heading: '6. Right of withdrawal',
        paragraphs: [
          'Satisfaction guarantee: independently of the statutory right of withdrawal, we give a voluntary 100% satisfaction guarantee. If the e-book does not meet your expectations, write to us at {email} within 30 days of purchase and we will refund the full price through the original payment method. Your statutory rights remain unaffected.',
          'If you are a consumer, you have a statutory right of withdrawal of 14 days, about which we inform you below.',
          'Right of withdrawal: you have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period is 14 days from the day on which the contract is concluded. To exercise the right of withdrawal, you must inform us ({sellerName}, {sellerAddress}, e-mail: {email}) of your decision to withdraw from this contract by an unequivocal statement (for example an e-mail) or use the withdrawal function described below. You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
          'Effects of withdrawal: if you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. Your download link is deactivated.',
          'Early expiry of the right of withdrawal: for a contract for the supply of digital content not supplied on a tangible medium, the right of withdrawal expires (§ 356(5) of the German Civil Code, BGB) once we have begun performance of the contract after you have expressly consented to our beginning performance before the end of the withdrawal period, you have confirmed your awareness that you thereby lose your right of withdrawal once performance has begun, and we have provided you with a confirmation of this (in the order confirmation e-mail). Performance begins when the download of the e-book begins.',
          'Withdrawal function: as long as you have not yet started the first download, you can withdraw with one click using the withdrawal function linked in the order confirmation e-mail and on the confirmation page shown after payment. The amount paid is refunded through your original payment method, the download link is deactivated and you receive a confirmation by e-mail.',
          'Model withdrawal form (complete and return this form only if you wish to withdraw from the contract):',
        ],
        list: [
          'To: {sellerName}, {sellerAddress}, e-mail: {email}',
          'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)',
          'Ordered on (*)/received on (*)',
          'Name of consumer(s)',
          'Address of consumer(s)',
          'Signature of consumer(s) (only if this form is notified on paper)',
          'Date',
          '(*) Delete as appropriate.',
        ],
      },
      {
        heading: '7. Licence and copyright',
        paragraphs: [
          'Upon full payment you receive a simple, non-exclusive and non-transferable right to use the e-book for your own personal purposes. All other rights remain with us or the author.',
          'The e-book and its content (texts, graphics, methods, scripts and checklists) are protected by copyright. Copying, translating, publishing, distributing or making available to the public the e-book or any part of it, in printed or electronic form, beyond your personal use is not permitted without our prior written permission. Copies for your own personal use (for example a printout or storage on your own devices) are permitted.',
          'Each copy is stamped with the buyer’s e-mail address (watermark) so that unlawful copies can be traced. Removing or altering the watermark is not permitted.',
        ],
      },
      {
        heading: '8. Liability',
        paragraphs: [
          'The content of the e-book has been prepared with great care. It contains practical recommendations whose success depends on how they are applied in each individual case; no specific economic result is owed.',
          'We accept no liability for the currentness, correctness, completeness or quality of the information provided, unless we have acted intentionally or with gross negligence. In cases of slight negligence, our liability is limited to the foreseeable damage typical for this type of contract.',
          'These limitations do not apply to injury to life, body or health, for which we are liable without limitation, nor to liability under the German Product Liability Act. Your statutory rights in the event that the digital content does not conform to the contract (§§ 327 et seq. BGB) remain unaffected.',
        ],
      },
      {
        heading: '9. Links to third-party websites',
        paragraphs: [
          'Our website and the e-book may contain links to websites of third parties. We have no influence on their content and accept no responsibility for it; the respective provider or operator is always responsible for the content of linked pages.',
        ],
      },
      {
        heading: '10. Changes to these terms',
        paragraphs: [
          'We may amend these terms and conditions with effect for the future. The current version is always published on {site}. Your purchase is governed by the terms you accepted when placing your order. We will announce substantial changes by e-mail.',
        ],
      },
      {
        heading: '11. Applicable law and place of jurisdiction',
        paragraphs: [
          'These terms and conditions and all contracts concluded under them are governed by the law of the Federal Republic of Germany, excluding the United Nations Convention on Contracts for the International Sale of Goods (CISG).',
          'If you are a consumer, this choice of law applies only insofar as it does not deprive you of the protection afforded by the mandatory consumer protection provisions of the country in which you have your habitual residence.',
          'If you are a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes arising from this contract is our registered seat.',
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        ],
      },
      {
        heading: '12. Severability',
        paragraphs: [
          'Should any provision of these terms and conditions be or become invalid in whole or in part, the validity of the remaining provisions shall remain unaffected. The invalid provision shall be replaced by the statutory provisions.',
        ],
      },
      {
        heading: '13. Contact',
        paragraphs: [
          'If you have any questions about these terms and conditions, your order or your download, please contact us by e-mail at {email}.',
          'Postal address: {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Legal notice',
    updatedLabel: 'Last updated:',
    sections: [
      {
        heading: 'Service provider',
        paragraphs: [
          'Information pursuant to § 5 of the German Digital Services Act (DDG):',
          '{sellerName}',
          '{sellerAddress}',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['E-mail: {email}', 'Website: {site}'],
      },
      {
        heading: 'VAT identification number',
        paragraphs: [
          'VAT identification number pursuant to § 27a of the German Value Added Tax Act (UStG): {vatId}',
        ],
      },
      {
        heading: 'Responsible for the content',
        paragraphs: [
          'Responsible for the content pursuant to § 18(2) of the German Interstate Media Treaty (MStV): {sellerName}, {sellerAddress}',
        ],
      },
      {
        heading: 'Consumer dispute resolution',
        paragraphs: [
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        ],
      },
      {
        heading: 'Copyright',
        paragraphs: [
          'The content of this website and the e-book are protected by copyright. Any reproduction, adaptation, distribution or other use beyond the limits of copyright law requires our prior written consent.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Accessibility Statement',
    updatedLabel: 'Statement prepared on:',
    intro: [
      '{sellerName} wants everyone to be able to use our website – to read about the manual, buy it and download it – including people who use a screen reader, the keyboard alone, screen magnification or other assistive technology. This statement applies to the website {site}, including the checkout, the download and withdrawal pages, and to the e-book delivered through it.',
    ],
    sections: [
      {
        heading: 'Conformance status',
        paragraphs: [
          'Our target is conformance with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the harmonised European standard EN 301 549 requires for websites. To the best of our knowledge the website meets this target; the limitations we know of are listed below.',
        ],
      },
      {
        heading: 'How we checked',
        paragraphs: [
          'We assessed the website ourselves. Every page, in all five languages and at both phone and desktop width, is checked automatically with axe-core against the WCAG 2.0, 2.1 and 2.2 rules of levels A and AA whenever the website is changed. We have also bought the e-book from the product page through to the download using the keyboard alone, making sure that the focus is clearly visible at every step.',
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: [],
        list: [
          'The e-book is a PDF designed for reading and printing. It is not yet tagged for screen readers (headings, reading order). If you have difficulty reading it, write to us and we will find a solution with you.',
          'Card payments are made on the page of our payment provider, which we do not design; the provider is responsible for its accessibility.',
        ],
      },
      {
        heading: 'Feedback and contact',
        paragraphs: [
          'If you come across a barrier on our website, or need any of its content in a different format, please write to us at {email} or by post to {sellerName}, {sellerAddress}. Tell us which page it concerns and what went wrong. We will reply as quickly as we can.',
        ],
      },
      {
        heading: 'Enforcement',
        paragraphs: [
          'If our reply does not resolve the problem, you can contact the market surveillance authority responsible for the accessibility of products and services in the country where we are established; in Germany this is the joint market surveillance body of the federal states for the accessibility of products and services (MLBF). Consumer advice centres can also help you with a complaint.',
        ],
      },
      {
        heading: 'Date of this statement',
        paragraphs: [
          'This statement was prepared on the date shown at the top of this page and is based on the checks described above. We review it whenever the website changes significantly.',
        ],
      },
    ],
  },
  backHome: 'Back to homepage',
};
