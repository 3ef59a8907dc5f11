import type { LandingCopy } from './types';

export const en: LandingCopy = {
  lang: 'en',
  meta: {
    title: 'The dining-room sales manual for {price} | Restaurant Closer',
    total: 'Total: {price}',
    ogImageAlt: 'Cover of Restaurant Closer, the 90-page manual on selling in the dining room',
  },
  nav: {
    problem: 'The problem',
    benefits: 'Benefits',
    contents: "What's inside",
    pricing: 'Price',
    faq: 'FAQ',
    buy: 'Buy now',
    language: 'Language',
    menuLabel: 'Main navigation',
    menu: 'Menu',
  },
  hero: {
    badge: 'The sales manual for the dining room',
    offerBadge: 'Launch offer until {date}',
    title: 'Sell more at every table. Without pushing.',
    subtitle:
      'The 90-page manual for waiters, floor managers and owners: three field-tested methods, ready-to-use scripts and a 90-day plan to raise your average ticket.',
    cta: 'Get the manual',
    price: 'Price',
    offerPrice: 'Launch price',
    originalPrice: 'instead of',
    savings: 'You save {saving}',
    trustLine: 'Instant PDF download · 30-day satisfaction guarantee',
    coverAlt: 'Cover of the e-book Restaurant Closer',
    facts: ['90 pages', '90-day plan', '30+ years on the floor'],
  },
  problem: {
    headline: 'Good service. Full tables. Flat takings.',
    bullets: [
      'The table hesitates over dessert, someone says “just the bill”, and the moment is gone.',
      'The wine list sits closed on the table all evening. Everyone orders the house wine.',
      'The complaint at table 12 ends as a bad review instead of a guest who comes back.',
      'Every waiter sells their own way, so your average ticket depends on who is on shift.',
      'Nobody wants to sound pushy, so nobody suggests anything.',
    ],
    solutionHeadline: 'Selling in the dining room is a craft. It can be learned.',
    solutionText:
      'Restaurant Closer turns 30+ years of service into a method you can use tonight: how to read the table, what to say, when to say it, and how to measure the result.',
    cta: 'Show me the method',
  },
  author: {
    headline: 'Who wrote this manual',
    name: 'Marco Bellini',
    role: "Maître d' and dining-room sales trainer",
    paragraphs: [
      "I carried my first plates at sixteen. In 30+ years I have worked in trattorias, hotel restaurants and fine dining rooms: commis, chef de rang, then maître d'.",
      'For years now I have trained dining-room teams. Everywhere I see the same thing: people who work hard and sell little, because nobody ever showed them how.',
      'This manual is what I teach on the floor, written down. No theory: only what works between the pass and the table.',
    ],
    portraitAlt: "Portrait of Marco Bellini, maître d' and sales trainer",
  },
  certifications: {
    title: 'Certificates you can check',
    text: 'Anyone can claim a title. These two you can verify yourself: each certificate carries its own QR code.',
    scanInstruction: 'Scan the QR code to verify',
    items: [
      {
        label: 'Professional sommelier',
        alt: 'QR code to verify the sommelier certificate of Marco Bellini',
      },
      {
        label: 'Certified sales trainer',
        alt: 'QR code to verify the sales trainer certificate of Marco Bellini',
      },
    ],
  },
  benefits: {
    headline: 'What changes in your dining room',
    intro: 'Six concrete results, from the very first shift.',
    items: [
      {
        icon: 'chart',
        title: 'A higher average ticket',
        text: 'Starters, wine, dessert and coffee suggested at the right moment, table after table.',
      },
      {
        icon: 'chat',
        title: 'The right words at the table',
        text: 'Ready-to-use scripts to open, suggest and close. No improvising, no awkward silences.',
      },
      {
        icon: 'wine',
        title: 'The wine list gets opened',
        text: 'A simple way to recommend a bottle, even if you are not a sommelier.',
      },
      {
        icon: 'shield',
        title: 'Complaints under control',
        text: 'With L.A.R.A. an unhappy guest becomes a regular, not a one-star review.',
      },
      {
        icon: 'users',
        title: 'One standard for the whole team',
        text: 'Every waiter works the same method, so results no longer depend on the rota.',
      },
      {
        icon: 'target',
        title: 'Results you can measure',
        text: 'Average ticket, upsell rate, desserts per cover: every week you know where you stand.',
      },
    ],
  },
  contents: {
    headline: "What's inside the manual",
    intro:
      '90 pages written for people who work the floor. Read a chapter before service, use it the same night.',
    bullets: [
      {
        icon: 'book',
        text: '90 pages of practical method in PDF, to read on your phone or print for the staff room.',
      },
      {
        icon: 'chat',
        text: 'O.A.S.I.: the communication framework to read the table and open it on the right foot.',
      },
      {
        icon: 'target',
        text: 'S.A.F.E.: the sales method to suggest and upsell without ever pushing.',
      },
      {
        icon: 'shield',
        text: 'L.A.R.A.: the method to handle a complaint and win the guest back.',
      },
      {
        icon: 'list',
        text: 'Ready-to-use scripts for the key moments: welcome, wine, dessert, coffee, the bill.',
      },
      {
        icon: 'chart',
        text: 'KPIs and checklists: average ticket, upsell rate, pre-service and post-service checks.',
      },
      {
        icon: 'calendar',
        text: '90-day action plan: what to do week by week, on your own or with your team.',
      },
    ],
    bonus: "Buyers' bonus: an exclusive discount on Marco Bellini's Academy course.",
  },
  beforeAfter: {
    headline: 'Before and after Restaurant Closer',
    beforeLabel: 'Before',
    afterLabel: 'After',
    before: [
      '“Anything else?” and the table says no.',
      'The wine list stays closed.',
      'One complaint ruins the evening, and the review.',
      'The average ticket is a number nobody looks at.',
    ],
    after: [
      'One precise suggestion, and the table says yes.',
      'You recommend two bottles, the guest chooses.',
      'You handle the complaint with L.A.R.A. and the guest returns.',
      'You track average ticket and upsell rate every week.',
    ],
  },
  personalNote: {
    headline: 'A personal note',
    paragraphs: [
      'I have seen brilliant waiters leave the trade because they felt like plate carriers, not professionals. Selling well is what gives this job its dignity: the guest eats better, and you earn more.',
      'I wrote Restaurant Closer for the waiter I was at twenty, and for the owners who ask me every week how to get their team selling. It is the manual I wish I had had.',
      'Read it, try one script tonight, and tell me how it went.',
    ],
    signature: 'Marco Bellini',
  },
  trustedBy: {
    headline: 'Methods tested in dining rooms like these',
    items: ['Trattorias', 'Hotel restaurants', 'Wine bars', 'Fine dining', 'Pizzerias'],
  },
  pricing: {
    headline: 'Everything you need, in one manual',
    text: 'One payment, no subscription.',
    offerText: 'Launch price until {date}.',
    includes: [
      'The 90-page PDF manual',
      'The O.A.S.I., S.A.F.E. and L.A.R.A. methods',
      'Ready-to-use scripts for every moment of service',
      'KPIs and checklists to print',
      'The 90-day action plan',
    ],
    includesBonus: 'Bonus: a discount on the Academy course',
    guaranteeTitle: '100% satisfaction guarantee',
    guarantee:
      'If the manual is not for you, write to us within 30 days of purchase and we refund you in full.',
    cta: 'Buy the manual',
    vatNote: 'One-time payment, VAT included. Instant download.',
    exclusive: 'For buyers only: each copy personalised with your e-mail address',
    seal: '100% satisfaction',
  },
  faq: {
    headline: 'Frequently asked questions',
    items: [
      {
        question: "I'm a beginner. Is it for me?",
        answer:
          'Yes. Each method is explained step by step, with the exact words to use at the table. If you have been on the floor for years, you will find the structure behind what you already do, and the pieces you are missing.',
      },
      {
        question: 'How do I receive the manual?',
        answer:
          'Right after payment you can download the PDF directly. We also send the download link to your e-mail, so you can find it again whenever you need it.',
      },
      {
        question: 'Is there a guarantee?',
        answer:
          'Yes: 100% satisfaction. If the manual does not help you, write to us within 30 days of purchase and you get your money back.',
      },
      {
        question: 'Can I use it to train my team?',
        answer:
          'Yes, that is what it is built for. The scripts, checklists and 90-day plan are designed for the pre-service briefing and for tracking results with the whole team.',
      },
    ],
  },
  finalCta: {
    headline: 'Tonight, another table will hesitate over dessert.',
    text: 'This time you will know what to say. 90 pages, three methods, one 90-day plan.',
    offerText: 'Launch price until {date}.',
    cta: 'Get the manual now',
  },
  disclaimer:
    'This site is not affiliated with, endorsed or sponsored by Facebook, Meta or any other social network. Facebook is a trademark of Meta Platforms, Inc.',
  footer: {
    copyright: '© {year} {seller}. All rights reserved.',
    legalNotice: 'Legal notice',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
    accessibility: 'Accessibility',
  },
  mobileBar: {
    cta: 'Buy now',
  },
};
