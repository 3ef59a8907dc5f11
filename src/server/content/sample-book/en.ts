import type { SampleBookCopy } from './types';

export const en: SampleBookCopy = {
  title: 'The Dining-Room Sales Method',
  subtitle:
    'A field manual for waiters, floor managers and owners: raise the average bill without ever pushing.',
  tagline: '90 pages · scripts · KPIs · 90-day plan',
  author: 'Written by a maître d’ with more than 30 years on the floor',
  edition: 'English edition',
  chapterWord: 'Chapter',
  front: {
    title: 'About this manual',
    paragraphs: [
      'This manual is written for the people who carry the plates: waiters, floor managers and owners who still work the room. It is not a theory of selling. It is the method I used for more than thirty years, written down so that a whole team can learn it in weeks instead of decades.',
      'Read it once from start to finish, then keep it close. Every chapter ends with something to do on your next shift: a script to try, a number to track or a checklist to tick.',
      'The three frameworks at its core have short names so they stay in your head during a busy Saturday: O.A.S.I. for communication, S.A.F.E. for selling and L.A.R.A. for complaints.',
    ],
    legal:
      '© Restaurant Closer. All rights reserved. This copy is licensed to one reader; the licence line at the foot of each page names its owner. Sharing, reselling or publishing it, in whole or in part, is not permitted.',
  },
  tocTitle: 'Contents',
  intro: {
    title: 'Selling in the dining room is hospitality',
    paragraphs: [
      'Guests do not come to a restaurant to be sold to. They come to be looked after. The paradox of this book is simple: the more genuinely you look after them, the more they spend, and the happier they leave.',
      'Most waiters never learned to sell because nobody taught them. They take orders. They wait to be asked. Table 7 would have loved the Barolo, the shared dessert and the digestif, but nobody suggested them at the right moment, in the right words.',
      'A higher average bill is not the goal in itself. It is the proof that the table received more of what the kitchen and the cellar can give. Measure it, and you measure the quality of your service.',
    ],
    callout: {
      title: 'The rule of this book',
      text: 'Never suggest anything you would not order yourself. Recommend with conviction, accept a no with a smile, and the table will trust you for the rest of the evening.',
    },
    list: {
      title: 'Before you start',
      items: [
        'Taste every dish and every wine by the glass on the menu.',
        'Learn the three best sellers and the three highest-margin items.',
        'Ask your manager for last month’s average bill per cover.',
        'Choose one table per shift to practise the method on.',
      ],
    },
  },
  oasi: {
    title: 'O.A.S.I.: the communication framework',
    intro: [
      'Everything you sell, you sell through a conversation. O.A.S.I. is the structure of that conversation: four steps that turn a polite exchange into a relationship that lasts the length of the meal.',
      'The steps always come in the same order. Skip one and the table feels it: a suggestion made before you have observed sounds like a script; an invitation made before the guest feels at ease sounds like pressure.',
    ],
    steps: [
      [
        'O',
        'Observe',
        'Before you say a word, read the table. Who is hosting? Is it a celebration, a business lunch, a first date? Are they in a hurry? Ten seconds of attention tell you what to offer and what to leave out.',
      ],
      [
        'A',
        'Approach',
        'Arrive at the table with open posture, eye contact and a greeting that is yours, not the company’s. Name the occasion if you have spotted it. The first thirty seconds decide whether you are a server or a host.',
      ],
      [
        'S',
        'Suggest',
        'Offer one concrete idea, not a list. “Tonight the sea bream is excellent, roasted with lemon and capers” sells; “Would you like anything else?” never does. Specific words create pictures, and pictures create appetite.',
      ],
      [
        'I',
        'Invite',
        'End every suggestion with an easy choice, never with a yes-or-no question. “Shall I bring a glass of Vermentino with it, or would you prefer to look at the wine list together?”',
      ],
    ],
    script: {
      title: 'Script: the first approach',
      lines: [
        ['Waiter', 'Good evening and welcome. I see you are celebrating tonight: congratulations!'],
        ['Guest', 'Thank you, it is our anniversary.'],
        [
          'Waiter',
          'Then let me start you off properly: we have a Franciacorta by the glass that our regulars love for occasions like this. Shall I bring two?',
        ],
      ],
    },
    list: {
      title: 'O.A.S.I. checklist for every table',
      items: [
        'I read the table before speaking.',
        'I greeted the guests within the first minute.',
        'I made one specific suggestion, with sensory words.',
        'I closed with a choice between two options.',
      ],
    },
  },
  safe: {
    title: 'S.A.F.E.: the sales method',
    intro: [
      'S.A.F.E. is how a suggestion becomes a sale without the guest ever feeling sold to. It works for the aperitif, the wine, the side dish and the dessert, and it takes less than a minute at the table.',
      'The name is also a promise: the guest must always feel safe saying no. Paradoxically, that freedom is exactly what makes them say yes.',
    ],
    steps: [
      [
        'S',
        'Spot the moment',
        'Sell when the need appears, not when it suits you. The menus close, the glasses are half empty, the main course plates are cleared: each is a signal. A suggestion at the right moment sounds like attention.',
      ],
      [
        'A',
        'Advise',
        'Speak as an expert, in the first person. “I would pair it with…” carries more weight than “We have…”. Give one reason that matters to this table: taste, sharing, the occasion.',
      ],
      [
        'F',
        'Frame the choice',
        'Offer two good options instead of a yes or no. “One tiramisu to share with two spoons, or the lemon tart?” Most tables choose one of the two.',
      ],
      [
        'E',
        'Ensure satisfaction',
        'Come back after the first bite or sip. “How is the Primitivo with the lamb?” confirms the choice, builds trust for the next suggestion and turns a sale into a memory.',
      ],
    ],
    script: {
      title: 'Script: the table that hesitates over dessert',
      lines: [
        ['Waiter', 'I can see you are tempted, but it has been a generous dinner.'],
        ['Guest', 'Exactly, we are quite full.'],
        [
          'Waiter',
          'Then may I suggest one tiramisu to share, with two spoons? It is light, and it is the one our pastry chef is proudest of.',
        ],
        ['Guest', 'Go on then, two spoons.'],
      ],
    },
    callout: {
      title: 'Field note',
      text: 'In the restaurants where I introduced S.A.F.E., shared desserts rose from one table in ten to nearly one in three within a month, without a single complaint about pressure.',
    },
  },
  lara: {
    title: 'L.A.R.A.: handling complaints',
    intro: [
      'A complaint is the most honest feedback a restaurant gets, and the best opportunity to turn an irritated guest into a loyal one. Guests whose problem was solved well come back more often than guests who never had a problem.',
      'L.A.R.A. gives you four steps to follow under pressure, when the room is full and the guest at table 12 has raised their voice.',
    ],
    steps: [
      [
        'L',
        'Listen',
        'Let the guest finish, without interrupting or justifying yourself. Nod, keep eye contact, take the plate only when they have finished speaking. Most anger fades once it has been heard in full.',
      ],
      [
        'A',
        'Acknowledge',
        'Thank them and name the problem in your own words: “The steak arrived well done, and you asked for medium-rare. I am sorry.” No excuses, no blaming the kitchen.',
      ],
      [
        'R',
        'Resolve',
        'Offer a concrete solution, with a time: “I will have a new one ready in eight minutes; in the meantime, may I bring you a glass of wine?” Decide on the spot, within the limits your manager has given you.',
      ],
      [
        'A',
        'Add value',
        'Go one step beyond fixing it: a dessert on the house, a word from the chef, a personal goodbye at the door. The guest will tell the story of how well it was solved, not of the mistake.',
      ],
    ],
    script: {
      title: 'Script: the complaint at table 12',
      lines: [
        ['Guest', 'This risotto is cold. We have been waiting forty minutes!'],
        [
          'Waiter',
          'You are right, and I am sorry for the wait and for the risotto. Thank you for telling me straight away.',
        ],
        [
          'Waiter',
          'I will bring you a fresh one in ten minutes. Meanwhile, may I offer you a glass of Soave?',
        ],
        ['Guest', 'All right, thank you.'],
      ],
    },
    list: {
      title: 'After every complaint',
      items: [
        'Tell the manager before the table leaves.',
        'Note the cause in the service log.',
        'Check with the guest at the end of the meal.',
        'Discuss it at the next pre-shift briefing, without naming anyone.',
      ],
    },
  },
  scripts: {
    title: 'Scripts for every moment of the meal',
    intro:
      'Scripts are not for reciting. They are starting points: read them aloud, change the words until they sound like you, then practise them with a colleague until they feel natural. Here are the ones my teams used most.',
    scripts: [
      {
        title: 'The aperitif',
        lines: [
          [
            'Waiter',
            'While you look at the menu, may I bring you something to start? Our Spritz with an Italian bitter is very popular this evening.',
          ],
          ['Guest', 'Sounds good.'],
          ['Waiter', 'Two Spritz, then, and I will bring some warm focaccia with them.'],
        ],
      },
      {
        title: 'The wine',
        lines: [
          [
            'Waiter',
            'With the fish you have chosen I would go for a fresh white. Would you prefer a glass each, or a bottle of our Vermentino to share?',
          ],
          ['Guest', 'A bottle, please.'],
        ],
      },
      {
        title: 'Coffee and digestif',
        lines: [
          [
            'Waiter',
            'To finish, an espresso? And for those who enjoy it, we have an amaro from a small family producer.',
          ],
          ['Guest', 'Why not, let us try it.'],
        ],
      },
    ],
    callout: {
      title: 'Practise',
      text: 'Five minutes of role play at the pre-shift briefing is enough. One colleague plays a hesitant guest, the other uses the script; then swap.',
    },
  },
  kpis: {
    title: 'KPIs and checklists',
    intro: [
      'What you do not measure, you cannot improve. Four numbers are enough to know whether the method is working, and you can read all of them from the till at the end of each shift.',
      'Track them per waiter and per shift, share them with the team without blame, and celebrate progress loudly.',
    ],
    table: {
      title: 'The four numbers that matter',
      head: ['KPI', 'Typical', 'Target'],
      rows: [
        ['Average bill per cover', '€38', '€45'],
        ['Dessert attach rate', '18%', '30%'],
        ['Wine by the glass per cover', '0.6', '0.9'],
        ['Complaints recovered', '60%', '90%'],
      ],
    },
    lists: [
      {
        title: 'Pre-shift checklist',
        items: [
          'Specials tasted and described in three words.',
          'Wines by the glass open and checked.',
          'Table plan reviewed: celebrations and regulars noted.',
          'One sales goal set for the shift.',
        ],
      },
      {
        title: 'End-of-shift checklist',
        items: [
          'KPIs read from the till and written on the board.',
          'Complaints logged with their solution.',
          'One success story shared with the team.',
          'Mise en place ready for tomorrow.',
        ],
      },
    ],
  },
  plan: {
    title: 'The 90-day action plan',
    intro: [
      'Change in a restaurant happens one shift at a time. The plan below spreads the method over three months so that every step becomes a habit before the next one begins.',
      'Start on a Monday, tell the team what you are doing and why, and put the first KPI on the wall on day one.',
    ],
    table: {
      title: 'Three phases of 30 days',
      head: ['Phase', 'Focus', 'Goal'],
      rows: [
        ['Days 1-30', 'O.A.S.I.', 'Every table greeted'],
        ['Days 31-60', 'S.A.F.E.', '+10% average bill'],
        ['Days 61-90', 'L.A.R.A.', '90% recovered'],
      ],
    },
    lists: [
      {
        title: 'Weeks 1 to 4',
        items: [
          'Introduce O.A.S.I. at a team meeting.',
          'Practise one welcome script every day.',
          'Measure the average bill per cover from day one.',
        ],
      },
      {
        title: 'Weeks 5 to 8',
        items: [
          'Add S.A.F.E. for wine and desserts.',
          'Review the numbers every Friday.',
          'Pair new staff with your best seller.',
        ],
      },
      {
        title: 'Weeks 9 to 13',
        items: [
          'Train L.A.R.A. with real complaints from the log.',
          'Set new targets for the next quarter.',
          'Celebrate the results with the whole team.',
        ],
      },
    ],
  },
  closing: {
    title: 'Your next shift starts now',
    paragraphs: [
      'You now have everything I wish someone had given me when I started: a way to talk to guests, a way to sell without pushing, a way to turn complaints into loyalty, and the numbers to prove it works.',
      'Do not try to do everything tonight. Pick one table, one script, one number. Then do it again tomorrow.',
    ],
    recap: {
      title: 'The method on one page',
      items: [
        'O.A.S.I.: observe, approach, suggest, invite.',
        'S.A.F.E.: spot the moment, advise, frame the choice, ensure satisfaction.',
        'L.A.R.A.: listen, acknowledge, resolve, add value.',
        'Four numbers, every shift, on the wall.',
      ],
    },
    callout: {
      title: 'Your bonus',
      text: 'As a reader of this manual you have an exclusive discount on the Restaurant Closer Academy video course. Your purchase e-mail tells you how to claim it.',
    },
  },
};
