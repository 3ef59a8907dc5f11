import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { renderBook, stampPdf, type BookBlock, type BookSpec } from '../adapters/pdf';
import type { Database } from '../db/types';
import type { Logger } from '../logger';
import { isLang, LANGS, type Lang } from '../../shared/languages';

/**
 * The e-book files: one private PDF per language edition under DATA_DIR (the product row's
 * file_key), never under a public path; a sample edition is generated when a file is missing;
 * each buyer gets a copy stamped with their address, made once and cached on disk.
 */

// ---------------------------------------------------------------------------------------
// Sample editions: the same shape in every language, so a missing text is a type error.

type Script = { title: string; lines: Array<[speaker: string, text: string]> };
type List = { title: string; items: string[] };
type Callout = { title: string; text: string };
type Table = {
  title: string;
  head: [string, string, string];
  rows: Array<[string, string, string]>;
};
type Step = [letter: string, name: string, text: string];

interface Framework {
  title: string;
  intro: [string, string];
  steps: [Step, Step, Step, Step];
  script: Script;
  list?: List;
  callout?: Callout;
}

export interface SampleBookCopy {
  title: string;
  subtitle: string;
  tagline: string;
  author: string;
  edition: string;
  chapterWord: string;
  front: { title: string; paragraphs: [string, string, string]; legal: string };
  tocTitle: string;
  intro: { title: string; paragraphs: [string, string, string]; callout: Callout; list: List };
  oasi: Framework;
  safe: Framework;
  lara: Framework;
  scripts: { title: string; intro: string; scripts: [Script, Script, Script]; callout: Callout };
  kpis: { title: string; intro: [string, string]; table: Table; lists: [List, List] };
  plan: { title: string; intro: [string, string]; table: Table; lists: [List, List, List] };
  closing: { title: string; paragraphs: [string, string]; recap: List; callout: Callout };
}

const EN: SampleBookCopy = {
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

const IT: SampleBookCopy = {
  title: 'Il metodo di vendita in sala',
  subtitle:
    'Il manuale operativo per camerieri, responsabili di sala e ristoratori: alzare lo scontrino medio senza mai forzare.',
  tagline: '90 pagine · script · KPI · piano di 90 giorni',
  author: 'Scritto da un maître con oltre 30 anni di sala',
  edition: 'Edizione italiana',
  chapterWord: 'Capitolo',
  front: {
    title: 'Come usare questo manuale',
    paragraphs: [
      'Questo manuale è scritto per chi porta i piatti: camerieri, responsabili di sala e titolari che lavorano ancora in sala. Non è una teoria della vendita. È il metodo che ho usato per più di trent’anni, messo per iscritto perché un’intera brigata possa impararlo in poche settimane invece che in decenni.',
      'Leggilo una volta dall’inizio alla fine, poi tienilo a portata di mano. Ogni capitolo si chiude con qualcosa da fare nel prossimo turno: uno script da provare, un numero da misurare, una checklist da spuntare.',
      'I tre framework al centro del metodo hanno nomi brevi, così restano in testa anche durante un sabato sera pieno: O.A.S.I. per la comunicazione, S.A.F.E. per la vendita e L.A.R.A. per la gestione dei reclami.',
    ],
    legal:
      '© Restaurant Closer. Tutti i diritti riservati. Questa copia è concessa in licenza a un solo lettore; la riga di licenza a piè di pagina ne indica il titolare. Non è consentito condividerla, rivenderla o pubblicarla, in tutto o in parte.',
  },
  tocTitle: 'Indice',
  intro: {
    title: 'Vendere in sala è ospitalità',
    paragraphs: [
      'Gli ospiti non vanno al ristorante per farsi vendere qualcosa. Ci vanno per essere accolti e coccolati. Il paradosso di questo libro è semplice: più ti prendi cura di loro in modo sincero, più spendono, e più se ne vanno contenti.',
      'La maggior parte dei camerieri non ha mai imparato a vendere perché nessuno gliel’ha insegnato. Prendono le comande. Aspettano che sia l’ospite a chiedere. Il tavolo 7 avrebbe adorato il Barolo, il dolce da dividere e l’amaro, ma nessuno glieli ha proposti al momento giusto, con le parole giuste.',
      'Uno scontrino medio più alto non è l’obiettivo in sé. È la prova che il tavolo ha ricevuto di più di ciò che la cucina e la cantina possono offrire. Misuralo, e misurerai la qualità del tuo servizio.',
    ],
    callout: {
      title: 'La regola di questo libro',
      text: 'Non proporre mai nulla che non ordineresti tu stesso. Consiglia con convinzione, accetta un no con un sorriso, e il tavolo si fiderà di te per il resto della serata.',
    },
    list: {
      title: 'Prima di iniziare',
      items: [
        'Assaggia ogni piatto e ogni vino al calice in carta.',
        'Impara i tre piatti più venduti e i tre con il margine più alto.',
        'Chiedi al responsabile lo scontrino medio per coperto del mese scorso.',
        'Scegli un tavolo per turno su cui allenare il metodo.',
      ],
    },
  },
  oasi: {
    title: 'O.A.S.I.: il framework della comunicazione',
    intro: [
      'Tutto ciò che vendi, lo vendi attraverso una conversazione. O.A.S.I. è la struttura di quella conversazione: quattro passi che trasformano uno scambio di cortesie in una relazione che dura per tutto il pasto.',
      'I passi arrivano sempre nello stesso ordine. Se ne salti uno, il tavolo se ne accorge: un suggerimento dato prima di aver osservato suona come un copione; un invito fatto prima che l’ospite si senta a suo agio suona come una pressione.',
    ],
    steps: [
      [
        'O',
        'Osservare',
        'Prima di dire una parola, leggi il tavolo. Chi invita? È una festa, un pranzo di lavoro, un primo appuntamento? Hanno fretta? Dieci secondi di attenzione ti dicono cosa proporre e cosa lasciar perdere.',
      ],
      [
        'A',
        'Accogliere',
        'Arriva al tavolo con una postura aperta, lo sguardo negli occhi e un saluto tuo, non quello aziendale. Se hai capito l’occasione, nominala. I primi trenta secondi decidono se sei un cameriere o un padrone di casa.',
      ],
      [
        'S',
        'Suggerire',
        'Proponi un’idea concreta, non un elenco. «Stasera l’orata è eccezionale, al forno con limone e capperi» vende; «Desiderate altro?» non vende mai. Le parole precise creano immagini, e le immagini creano appetito.',
      ],
      [
        'I',
        'Invitare',
        'Chiudi ogni suggerimento con una scelta facile, mai con una domanda da sì o no. «Vi porto un calice di Vermentino da abbinare, o preferite dare un’occhiata insieme alla carta dei vini?»',
      ],
    ],
    script: {
      title: 'Script: il primo approccio',
      lines: [
        ['Cameriere', 'Buonasera e benvenuti. Vedo che stasera festeggiate: complimenti!'],
        ['Ospite', 'Grazie, è il nostro anniversario.'],
        [
          'Cameriere',
          'Allora cominciamo come si deve: abbiamo un Franciacorta al calice che i nostri clienti abituali adorano per le occasioni speciali. Ve ne porto due?',
        ],
      ],
    },
    list: {
      title: 'Checklist O.A.S.I. per ogni tavolo',
      items: [
        'Ho letto il tavolo prima di parlare.',
        'Ho salutato gli ospiti entro il primo minuto.',
        'Ho fatto un suggerimento preciso, con parole che evocano i sensi.',
        'Ho chiuso con una scelta tra due opzioni.',
      ],
    },
  },
  safe: {
    title: 'S.A.F.E.: il metodo di vendita',
    intro: [
      'S.A.F.E. è il modo in cui un suggerimento diventa una vendita senza che l’ospite si senta mai spinto a comprare. Funziona per l’aperitivo, il vino, il contorno e il dolce, e al tavolo richiede meno di un minuto.',
      'Il nome è anche una promessa: l’ospite deve sentirsi sempre libero di dire di no. Paradossalmente, è proprio questa libertà a fargli dire di sì.',
    ],
    steps: [
      [
        'S',
        'Sentire il momento',
        'Vendi quando nasce il bisogno, non quando fa comodo a te. I menù si chiudono, i bicchieri sono a metà, i piatti del secondo vengono ritirati: sono tutti segnali. Un suggerimento al momento giusto suona come attenzione.',
      ],
      [
        'A',
        'Argomentare',
        'Parla da esperto, in prima persona. «Io lo abbinerei a…» pesa più di «Abbiamo…». Dai una sola ragione che conta per quel tavolo: il gusto, la condivisione, l’occasione.',
      ],
      [
        'F',
        'Fornire due opzioni',
        'Offri due buone alternative invece di un sì o un no. «Un tiramisù da dividere con due cucchiaini, o la crostata al limone?» La maggior parte dei tavoli sceglie una delle due.',
      ],
      [
        'E',
        'Essere presenti dopo',
        'Ripassa dopo il primo boccone o il primo sorso. «Come va il Primitivo con l’agnello?» conferma la scelta, crea fiducia per il suggerimento successivo e trasforma una vendita in un ricordo.',
      ],
    ],
    script: {
      title: 'Script: il tavolo indeciso sul dolce',
      lines: [
        ['Cameriere', 'Vedo che la tentazione c’è, ma è stata una cena generosa.'],
        ['Ospite', 'Appunto, siamo pieni.'],
        [
          'Cameriere',
          'Allora vi propongo un tiramisù da dividere, con due cucchiaini? È leggero, ed è quello di cui il nostro pasticciere va più fiero.',
        ],
        ['Ospite', 'E va bene, due cucchiaini.'],
      ],
    },
    callout: {
      title: 'Dal campo',
      text: 'Nei ristoranti in cui ho introdotto S.A.F.E., i dolci condivisi sono passati da un tavolo su dieci a quasi uno su tre in un mese, senza una sola lamentela per eccesso di insistenza.',
    },
  },
  lara: {
    title: 'L.A.R.A.: la gestione dei reclami',
    intro: [
      'Un reclamo è il feedback più sincero che un ristorante possa ricevere, e la migliore occasione per trasformare un ospite irritato in un cliente fedele. Chi ha visto il proprio problema risolto bene torna più spesso di chi non ha mai avuto problemi.',
      'L.A.R.A. ti dà quattro passi da seguire sotto pressione, quando la sala è piena e l’ospite del tavolo 12 ha alzato la voce.',
    ],
    steps: [
      [
        'L',
        'Lasciar parlare',
        'Lascia che l’ospite finisca, senza interrompere né giustificarti. Annuisci, mantieni lo sguardo, ritira il piatto solo quando ha finito di parlare. Quasi sempre la rabbia si spegne quando è stata ascoltata fino in fondo.',
      ],
      [
        'A',
        'Ammettere',
        'Ringrazia e descrivi il problema con parole tue: «La tagliata è arrivata ben cotta e l’aveva chiesta al sangue. Mi dispiace.» Nessuna scusa, nessuna colpa data alla cucina.',
      ],
      [
        'R',
        'Risolvere',
        'Proponi una soluzione concreta, con un tempo: «Tra otto minuti gliene porto una nuova; nel frattempo posso offrirle un calice di vino?» Decidi sul momento, entro i limiti che ti ha dato il responsabile.',
      ],
      [
        'A',
        'Andare oltre',
        'Fai un passo in più rispetto alla semplice correzione: un dolce offerto, un saluto dello chef, un congedo personale alla porta. L’ospite racconterà di come è stato risolto il problema, non dell’errore.',
      ],
    ],
    script: {
      title: 'Script: il reclamo al tavolo 12',
      lines: [
        ['Ospite', 'Questo risotto è freddo. Aspettiamo da quaranta minuti!'],
        [
          'Cameriere',
          'Ha ragione, e mi scuso per l’attesa e per il risotto. Grazie per avermelo detto subito.',
        ],
        [
          'Cameriere',
          'Tra dieci minuti le porto un risotto appena fatto. Nel frattempo posso offrirle un calice di Soave?',
        ],
        ['Ospite', 'Va bene, grazie.'],
      ],
    },
    list: {
      title: 'Dopo ogni reclamo',
      items: [
        'Avvisa il responsabile prima che il tavolo se ne vada.',
        'Annota la causa nel registro di servizio.',
        'Verifica con l’ospite a fine pasto.',
        'Parlane al briefing del turno successivo, senza fare nomi.',
      ],
    },
  },
  scripts: {
    title: 'Script per ogni momento del pasto',
    intro:
      'Gli script non si recitano. Sono punti di partenza: leggili ad alta voce, cambia le parole finché non suonano come te, poi allenali con un collega finché non diventano naturali. Ecco quelli che le mie brigate hanno usato di più.',
    scripts: [
      {
        title: 'L’aperitivo',
        lines: [
          [
            'Cameriere',
            'Mentre guardate il menù, vi porto qualcosa per iniziare? Stasera lo Spritz con bitter artigianale va molto.',
          ],
          ['Ospite', 'Volentieri.'],
          ['Cameriere', 'Allora due Spritz, e ve li accompagno con un po’ di focaccia calda.'],
        ],
      },
      {
        title: 'Il vino',
        lines: [
          [
            'Cameriere',
            'Con il pesce che avete scelto andrei su un bianco fresco. Preferite un calice a testa o una bottiglia di Vermentino da condividere?',
          ],
          ['Ospite', 'Una bottiglia, grazie.'],
        ],
      },
      {
        title: 'Caffè e amaro',
        lines: [
          [
            'Cameriere',
            'Per chiudere, un espresso? E per chi lo apprezza abbiamo un amaro artigianale di una piccola azienda di famiglia.',
          ],
          ['Ospite', 'Perché no, proviamolo.'],
        ],
      },
    ],
    callout: {
      title: 'Allenamento',
      text: 'Bastano cinque minuti di gioco di ruolo al briefing prima del servizio. Un collega fa l’ospite indeciso, l’altro usa lo script; poi ci si scambia.',
    },
  },
  kpis: {
    title: 'KPI e checklist',
    intro: [
      'Ciò che non misuri non lo puoi migliorare. Per sapere se il metodo funziona ti bastano quattro numeri, e li puoi leggere tutti dal gestionale di cassa a fine turno.',
      'Monitorali per cameriere e per turno, condividili con la brigata senza colpevolizzare nessuno e festeggia i progressi ad alta voce.',
    ],
    table: {
      title: 'I quattro numeri che contano',
      head: ['KPI', 'Tipico', 'Obiettivo'],
      rows: [
        ['Scontrino medio per coperto', '38 €', '45 €'],
        ['Tasso di vendita dei dolci', '18%', '30%'],
        ['Calici di vino per coperto', '0,6', '0,9'],
        ['Reclami recuperati', '60%', '90%'],
      ],
    },
    lists: [
      {
        title: 'Checklist prima del turno',
        items: [
          'Piatti del giorno assaggiati e descritti in tre parole.',
          'Vini al calice aperti e controllati.',
          'Piano tavoli rivisto: ricorrenze e clienti abituali segnati.',
          'Un obiettivo di vendita fissato per il turno.',
        ],
      },
      {
        title: 'Checklist di fine turno',
        items: [
          'KPI letti in cassa e scritti sulla lavagna.',
          'Reclami registrati con la loro soluzione.',
          'Un successo condiviso con la brigata.',
          'Mise en place pronta per domani.',
        ],
      },
    ],
  },
  plan: {
    title: 'Il piano d’azione di 90 giorni',
    intro: [
      'In un ristorante il cambiamento avviene un turno alla volta. Il piano che segue distribuisce il metodo su tre mesi, perché ogni passo diventi un’abitudine prima di iniziare il successivo.',
      'Comincia di lunedì, spiega alla brigata cosa stai facendo e perché, e appendi il primo KPI al muro fin dal primo giorno.',
    ],
    table: {
      title: 'Tre fasi di 30 giorni',
      head: ['Fase', 'Focus', 'Obiettivo'],
      rows: [
        ['Giorni 1-30', 'O.A.S.I.', 'Ogni tavolo accolto'],
        ['Giorni 31-60', 'S.A.F.E.', '+10% di scontrino'],
        ['Giorni 61-90', 'L.A.R.A.', '90% recuperati'],
      ],
    },
    lists: [
      {
        title: 'Settimane 1-4',
        items: [
          'Presenta O.A.S.I. in una riunione di brigata.',
          'Allena ogni giorno uno script di accoglienza.',
          'Misura lo scontrino medio per coperto dal primo giorno.',
        ],
      },
      {
        title: 'Settimane 5-8',
        items: [
          'Aggiungi S.A.F.E. per vini e dolci.',
          'Rivedi i numeri ogni venerdì.',
          'Affianca i nuovi arrivati al tuo miglior venditore.',
        ],
      },
      {
        title: 'Settimane 9-13',
        items: [
          'Allena L.A.R.A. con i reclami reali del registro.',
          'Fissa i nuovi obiettivi per il trimestre successivo.',
          'Festeggia i risultati con tutta la brigata.',
        ],
      },
    ],
  },
  closing: {
    title: 'Il tuo prossimo turno inizia adesso',
    paragraphs: [
      'Ora hai tutto ciò che avrei voluto ricevere quando ho iniziato: un modo di parlare agli ospiti, un modo di vendere senza forzare, un modo di trasformare i reclami in fedeltà, e i numeri per dimostrare che funziona.',
      'Non provare a fare tutto stasera. Scegli un tavolo, uno script, un numero. Poi rifallo domani.',
    ],
    recap: {
      title: 'Il metodo in una pagina',
      items: [
        'O.A.S.I.: osservare, accogliere, suggerire, invitare.',
        'S.A.F.E.: sentire il momento, argomentare, fornire due opzioni, essere presenti dopo.',
        'L.A.R.A.: lasciar parlare, ammettere, risolvere, andare oltre.',
        'Quattro numeri, a ogni turno, appesi al muro.',
      ],
    },
    callout: {
      title: 'Il tuo bonus',
      text: 'Come lettore di questo manuale hai diritto a uno sconto esclusivo sul videocorso della Restaurant Closer Academy. Nell’e-mail di acquisto trovi come richiederlo.',
    },
  },
};

const DE: SampleBookCopy = {
  title: 'Die Verkaufsmethode für den Service',
  subtitle:
    'Das Praxishandbuch für Servicekräfte, Restaurantleiter und Gastronomen: den Durchschnittsbon steigern, ohne je aufdringlich zu sein.',
  tagline: '90 Seiten · Gesprächsleitfäden · Kennzahlen · 90-Tage-Plan',
  author: 'Geschrieben von einem Maître d’hôtel mit über 30 Jahren Serviceerfahrung',
  edition: 'Deutsche Ausgabe',
  chapterWord: 'Kapitel',
  front: {
    title: 'Zu diesem Handbuch',
    paragraphs: [
      'Dieses Handbuch ist für die Menschen geschrieben, die die Teller tragen: Servicekräfte, Restaurantleiter und Inhaber, die selbst noch im Gastraum stehen. Es ist keine Verkaufstheorie. Es ist die Methode, mit der ich über dreißig Jahre gearbeitet habe – aufgeschrieben, damit ein ganzes Team sie in Wochen statt in Jahrzehnten lernen kann.',
      'Lesen Sie es einmal von vorne bis hinten und behalten Sie es dann griffbereit. Jedes Kapitel endet mit einer Aufgabe für Ihre nächste Schicht: einem Leitfaden zum Ausprobieren, einer Kennzahl zum Messen oder einer Checkliste zum Abhaken.',
      'Die drei Methoden im Kern haben kurze Namen, damit sie auch an einem vollen Samstagabend präsent bleiben: O.A.S.I. für die Kommunikation, S.A.F.E. für den Verkauf und L.A.R.A. für den Umgang mit Beschwerden.',
    ],
    legal:
      '© Restaurant Closer. Alle Rechte vorbehalten. Dieses Exemplar ist für eine einzelne Person lizenziert; die Lizenzzeile am Fuß jeder Seite nennt den Inhaber. Weitergabe, Weiterverkauf oder Veröffentlichung, ganz oder teilweise, sind nicht gestattet.',
  },
  tocTitle: 'Inhalt',
  intro: {
    title: 'Verkaufen im Service ist Gastfreundschaft',
    paragraphs: [
      'Gäste gehen nicht ins Restaurant, um sich etwas verkaufen zu lassen. Sie kommen, um umsorgt zu werden. Das Paradox dieses Buches ist einfach: Je aufrichtiger Sie sich um sie kümmern, desto mehr geben sie aus – und desto zufriedener gehen sie nach Hause.',
      'Die meisten Servicekräfte haben das Verkaufen nie gelernt, weil es ihnen niemand beigebracht hat. Sie nehmen Bestellungen auf. Sie warten, bis der Gast fragt. Tisch 7 hätte den Barolo, das geteilte Dessert und den Digestif geliebt – aber niemand hat sie im richtigen Moment mit den richtigen Worten angeboten.',
      'Ein höherer Durchschnittsbon ist kein Selbstzweck. Er ist der Beweis, dass der Tisch mehr von dem bekommen hat, was Küche und Keller zu bieten haben. Wer ihn misst, misst die Qualität seines Service.',
    ],
    callout: {
      title: 'Die Regel dieses Buches',
      text: 'Empfehlen Sie nie etwas, das Sie nicht selbst bestellen würden. Empfehlen Sie mit Überzeugung, nehmen Sie ein Nein mit einem Lächeln an – dann vertraut Ihnen der Tisch für den Rest des Abends.',
    },
    list: {
      title: 'Bevor Sie beginnen',
      items: [
        'Probieren Sie jedes Gericht und jeden offenen Wein der Karte.',
        'Merken Sie sich die drei Bestseller und die drei Artikel mit der höchsten Marge.',
        'Fragen Sie nach dem Durchschnittsbon pro Gast des letzten Monats.',
        'Wählen Sie pro Schicht einen Tisch, an dem Sie die Methode üben.',
      ],
    },
  },
  oasi: {
    title: 'O.A.S.I.: die Kommunikationsmethode',
    intro: [
      'Alles, was Sie verkaufen, verkaufen Sie über ein Gespräch. O.A.S.I. ist die Struktur dieses Gesprächs: vier Schritte, die aus höflichem Smalltalk eine Beziehung machen, die das ganze Essen über trägt.',
      'Die Schritte kommen immer in derselben Reihenfolge. Lassen Sie einen aus, spürt es der Tisch: Eine Empfehlung ohne vorheriges Beobachten klingt auswendig gelernt; eine Einladung, bevor sich der Gast wohlfühlt, klingt nach Druck.',
    ],
    steps: [
      [
        'O',
        'Orientieren',
        'Bevor Sie ein Wort sagen, lesen Sie den Tisch. Wer ist der Gastgeber? Ist es eine Feier, ein Geschäftsessen, ein erstes Date? Haben die Gäste es eilig? Zehn Sekunden Aufmerksamkeit verraten Ihnen, was Sie anbieten und was Sie weglassen sollten.',
      ],
      [
        'A',
        'Ansprechen',
        'Treten Sie mit offener Haltung an den Tisch, suchen Sie Blickkontakt und begrüßen Sie die Gäste mit Ihren eigenen Worten, nicht mit denen des Hauses. Haben Sie den Anlass erkannt, sprechen Sie ihn an. Die ersten dreißig Sekunden entscheiden, ob Sie Bedienung oder Gastgeber sind.',
      ],
      [
        'S',
        'Schmackhaft machen',
        'Machen Sie einen konkreten Vorschlag statt einer Aufzählung. „Die Dorade ist heute hervorragend, im Ofen gegart mit Zitrone und Kapern“ verkauft; „Darf es sonst noch etwas sein?“ verkauft nie. Genaue Worte erzeugen Bilder, und Bilder machen Appetit.',
      ],
      [
        'I',
        'Impuls zur Wahl geben',
        'Beenden Sie jede Empfehlung mit einer leichten Wahl, nie mit einer Ja-Nein-Frage. „Darf ich Ihnen dazu ein Glas Vermentino bringen, oder möchten Sie lieber gemeinsam in die Weinkarte schauen?“',
      ],
    ],
    script: {
      title: 'Leitfaden: die erste Begrüßung',
      lines: [
        [
          'Service',
          'Guten Abend und herzlich willkommen. Wie ich sehe, haben Sie heute etwas zu feiern – herzlichen Glückwunsch!',
        ],
        ['Gast', 'Danke, es ist unser Hochzeitstag.'],
        [
          'Service',
          'Dann fangen wir doch stilvoll an: Wir haben einen Franciacorta im offenen Ausschank, den unsere Stammgäste für solche Anlässe lieben. Darf ich Ihnen zwei Gläser bringen?',
        ],
      ],
    },
    list: {
      title: 'O.A.S.I.-Checkliste für jeden Tisch',
      items: [
        'Ich habe den Tisch gelesen, bevor ich gesprochen habe.',
        'Ich habe die Gäste in der ersten Minute begrüßt.',
        'Ich habe einen konkreten Vorschlag mit sinnlichen Worten gemacht.',
        'Ich habe mit einer Wahl zwischen zwei Möglichkeiten abgeschlossen.',
      ],
    },
  },
  safe: {
    title: 'S.A.F.E.: die Verkaufsmethode',
    intro: [
      'Mit S.A.F.E. wird aus einer Empfehlung ein Verkauf, ohne dass sich der Gast je bedrängt fühlt. Die Methode funktioniert für den Aperitif, den Wein, die Beilage und das Dessert und dauert am Tisch keine Minute.',
      'Der Name ist auch ein Versprechen: Der Gast muss sich jederzeit sicher fühlen, Nein zu sagen. Paradoxerweise ist es genau diese Freiheit, die ihn Ja sagen lässt.',
    ],
    steps: [
      [
        'S',
        'Situation erkennen',
        'Verkaufen Sie, wenn der Bedarf entsteht, nicht wenn es Ihnen passt. Die Karten werden zugeklappt, die Gläser sind halb leer, die Teller des Hauptgangs sind abgeräumt: Das alles sind Signale. Eine Empfehlung im richtigen Moment wirkt wie Aufmerksamkeit.',
      ],
      [
        'A',
        'Aus Überzeugung empfehlen',
        'Sprechen Sie als Fachmann, in der ersten Person. „Ich würde dazu … nehmen“ wiegt mehr als „Wir haben …“. Nennen Sie einen einzigen Grund, der für diesen Tisch zählt: Geschmack, Teilen, Anlass.',
      ],
      [
        'F',
        'Frage mit zwei Optionen',
        'Bieten Sie zwei gute Möglichkeiten statt Ja oder Nein. „Ein Tiramisu zum Teilen mit zwei Löffeln oder lieber die Zitronentarte?“ Die meisten Tische wählen eine der beiden.',
      ],
      [
        'E',
        'Erfolg sichern',
        'Kommen Sie nach dem ersten Bissen oder Schluck zurück. „Wie passt der Primitivo zum Lamm?“ bestätigt die Wahl, schafft Vertrauen für die nächste Empfehlung und macht aus einem Verkauf eine Erinnerung.',
      ],
    ],
    script: {
      title: 'Leitfaden: der Tisch, der beim Dessert zögert',
      lines: [
        ['Service', 'Ich sehe, die Versuchung ist da – aber es war ein üppiges Essen.'],
        ['Gast', 'Genau, wir sind ziemlich satt.'],
        [
          'Service',
          'Dann darf ich Ihnen ein Tiramisu zum Teilen vorschlagen, mit zwei Löffeln? Es ist leicht, und unser Patissier ist darauf besonders stolz.',
        ],
        ['Gast', 'Na gut, mit zwei Löffeln.'],
      ],
    },
    callout: {
      title: 'Aus der Praxis',
      text: 'In den Restaurants, in denen ich S.A.F.E. eingeführt habe, stieg der Anteil der Tische mit geteiltem Dessert innerhalb eines Monats von einem von zehn auf fast einen von drei – ohne eine einzige Beschwerde über Aufdringlichkeit.',
    },
  },
  lara: {
    title: 'L.A.R.A.: der Umgang mit Beschwerden',
    intro: [
      'Eine Beschwerde ist das ehrlichste Feedback, das ein Restaurant bekommt, und die beste Gelegenheit, aus einem verärgerten Gast einen Stammgast zu machen. Gäste, deren Problem gut gelöst wurde, kommen öfter wieder als Gäste, die nie ein Problem hatten.',
      'L.A.R.A. gibt Ihnen vier Schritte für Momente unter Druck: wenn der Saal voll ist und der Gast an Tisch 12 laut geworden ist.',
    ],
    steps: [
      [
        'L',
        'Lassen und zuhören',
        'Lassen Sie den Gast ausreden, ohne zu unterbrechen oder sich zu rechtfertigen. Nicken Sie, halten Sie Blickkontakt, nehmen Sie den Teller erst, wenn er fertig ist. Meist legt sich der Ärger, sobald er vollständig gehört wurde.',
      ],
      [
        'A',
        'Anerkennen',
        'Bedanken Sie sich und benennen Sie das Problem mit eigenen Worten: „Das Steak kam durchgebraten, und Sie hatten es medium bestellt. Das tut mir leid.“ Keine Ausreden, keine Schuldzuweisung an die Küche.',
      ],
      [
        'R',
        'Regeln',
        'Bieten Sie eine konkrete Lösung mit Zeitangabe: „In acht Minuten bringe ich Ihnen ein neues; darf ich Ihnen bis dahin ein Glas Wein anbieten?“ Entscheiden Sie sofort, im Rahmen dessen, was Ihre Leitung Ihnen erlaubt.',
      ],
      [
        'A',
        'Aufwerten',
        'Gehen Sie einen Schritt über die Korrektur hinaus: ein Dessert aufs Haus, ein Wort vom Küchenchef, eine persönliche Verabschiedung an der Tür. Der Gast wird erzählen, wie gut das Problem gelöst wurde – nicht von dem Fehler.',
      ],
    ],
    script: {
      title: 'Leitfaden: die Beschwerde an Tisch 12',
      lines: [
        ['Gast', 'Dieses Risotto ist kalt. Wir warten seit vierzig Minuten!'],
        [
          'Service',
          'Sie haben recht, und ich entschuldige mich für die Wartezeit und für das Risotto. Danke, dass Sie es mir gleich sagen.',
        ],
        [
          'Service',
          'In zehn Minuten bringe ich Ihnen ein frisch zubereitetes. Darf ich Ihnen bis dahin ein Glas Soave anbieten?',
        ],
        ['Gast', 'In Ordnung, danke.'],
      ],
    },
    list: {
      title: 'Nach jeder Beschwerde',
      items: [
        'Informieren Sie die Leitung, bevor der Tisch geht.',
        'Notieren Sie die Ursache im Servicebuch.',
        'Fragen Sie am Ende des Essens beim Gast nach.',
        'Besprechen Sie den Fall beim nächsten Briefing, ohne Namen zu nennen.',
      ],
    },
  },
  scripts: {
    title: 'Gesprächsleitfäden für jeden Moment des Essens',
    intro:
      'Leitfäden sind nicht zum Aufsagen da. Sie sind Ausgangspunkte: Lesen Sie sie laut, ändern Sie die Worte, bis sie nach Ihnen klingen, und üben Sie sie mit einer Kollegin oder einem Kollegen, bis sie natürlich wirken. Hier sind die, die meine Teams am häufigsten genutzt haben.',
    scripts: [
      {
        title: 'Der Aperitif',
        lines: [
          [
            'Service',
            'Während Sie in die Karte schauen: Darf ich Ihnen schon etwas zum Auftakt bringen? Unser Spritz mit italienischem Bitter ist heute Abend sehr gefragt.',
          ],
          ['Gast', 'Gern.'],
          ['Service', 'Also zwei Spritz, und dazu bringe ich Ihnen etwas warme Focaccia.'],
        ],
      },
      {
        title: 'Der Wein',
        lines: [
          [
            'Service',
            'Zu dem Fisch, den Sie gewählt haben, würde ich einen frischen Weißwein nehmen. Möchten Sie lieber je ein Glas oder eine Flasche Vermentino zum Teilen?',
          ],
          ['Gast', 'Eine Flasche, bitte.'],
        ],
      },
      {
        title: 'Kaffee und Digestif',
        lines: [
          [
            'Service',
            'Zum Abschluss einen Espresso? Und für Liebhaber haben wir einen Amaro aus einer kleinen Familienbrennerei.',
          ],
          ['Gast', 'Warum nicht, probieren wir ihn.'],
        ],
      },
    ],
    callout: {
      title: 'Üben',
      text: 'Fünf Minuten Rollenspiel beim Briefing vor dem Service genügen. Eine Person spielt den zögernden Gast, die andere nutzt den Leitfaden; dann wird getauscht.',
    },
  },
  kpis: {
    title: 'Kennzahlen und Checklisten',
    intro: [
      'Was Sie nicht messen, können Sie nicht verbessern. Vier Zahlen genügen, um zu wissen, ob die Methode wirkt, und alle lassen sich am Ende der Schicht aus dem Kassensystem ablesen.',
      'Erfassen Sie sie pro Servicekraft und pro Schicht, teilen Sie sie ohne Schuldzuweisung mit dem Team und feiern Sie Fortschritte laut.',
    ],
    table: {
      title: 'Die vier Zahlen, die zählen',
      head: ['Kennzahl', 'Üblich', 'Ziel'],
      rows: [
        ['Durchschnittsbon pro Gast', '38 €', '45 €'],
        ['Dessertquote', '18 %', '30 %'],
        ['Offene Weine pro Gast', '0,6', '0,9'],
        ['Gelöste Beschwerden', '60 %', '90 %'],
      ],
    },
    lists: [
      {
        title: 'Checkliste vor der Schicht',
        items: [
          'Tagesgerichte probiert und in drei Worten beschrieben.',
          'Offene Weine geöffnet und geprüft.',
          'Tischplan gelesen: Anlässe und Stammgäste notiert.',
          'Ein Verkaufsziel für die Schicht festgelegt.',
        ],
      },
      {
        title: 'Checkliste nach der Schicht',
        items: [
          'Kennzahlen aus der Kasse gelesen und an die Tafel geschrieben.',
          'Beschwerden mit ihrer Lösung notiert.',
          'Eine Erfolgsgeschichte mit dem Team geteilt.',
          'Mise en place für morgen vorbereitet.',
        ],
      },
    ],
  },
  plan: {
    title: 'Der 90-Tage-Aktionsplan',
    intro: [
      'Veränderung im Restaurant geschieht Schicht für Schicht. Der folgende Plan verteilt die Methode auf drei Monate, damit jeder Schritt zur Gewohnheit wird, bevor der nächste beginnt.',
      'Beginnen Sie an einem Montag, erklären Sie dem Team, was Sie vorhaben und warum, und hängen Sie die erste Kennzahl gleich am ersten Tag an die Wand.',
    ],
    table: {
      title: 'Drei Phasen zu je 30 Tagen',
      head: ['Phase', 'Schwerpunkt', 'Ziel'],
      rows: [
        ['Tag 1-30', 'O.A.S.I.', 'Jeder Tisch begrüßt'],
        ['Tag 31-60', 'S.A.F.E.', '+10 % Bon'],
        ['Tag 61-90', 'L.A.R.A.', '90 % gelöst'],
      ],
    },
    lists: [
      {
        title: 'Woche 1 bis 4',
        items: [
          'Stellen Sie O.A.S.I. in einer Teambesprechung vor.',
          'Üben Sie täglich einen Begrüßungsleitfaden.',
          'Messen Sie den Durchschnittsbon pro Gast ab dem ersten Tag.',
        ],
      },
      {
        title: 'Woche 5 bis 8',
        items: [
          'Nehmen Sie S.A.F.E. für Wein und Dessert hinzu.',
          'Prüfen Sie die Zahlen jeden Freitag.',
          'Stellen Sie neuen Kräften Ihre besten Verkäufer zur Seite.',
        ],
      },
      {
        title: 'Woche 9 bis 13',
        items: [
          'Trainieren Sie L.A.R.A. mit echten Beschwerden aus dem Servicebuch.',
          'Legen Sie neue Ziele für das nächste Quartal fest.',
          'Feiern Sie die Ergebnisse mit dem ganzen Team.',
        ],
      },
    ],
  },
  closing: {
    title: 'Ihre nächste Schicht beginnt jetzt',
    paragraphs: [
      'Sie haben jetzt alles, was ich mir zu Beginn meiner Laufbahn gewünscht hätte: eine Art, mit Gästen zu sprechen, eine Art, ohne Druck zu verkaufen, eine Art, aus Beschwerden Treue zu machen – und die Zahlen, die beweisen, dass es funktioniert.',
      'Versuchen Sie nicht, heute Abend alles auf einmal umzusetzen. Wählen Sie einen Tisch, einen Leitfaden, eine Kennzahl. Und morgen wieder.',
    ],
    recap: {
      title: 'Die Methode auf einer Seite',
      items: [
        'O.A.S.I.: orientieren, ansprechen, schmackhaft machen, Impuls zur Wahl geben.',
        'S.A.F.E.: Situation erkennen, aus Überzeugung empfehlen, Frage mit zwei Optionen, Erfolg sichern.',
        'L.A.R.A.: lassen und zuhören, anerkennen, regeln, aufwerten.',
        'Vier Kennzahlen, jede Schicht, gut sichtbar an der Wand.',
      ],
    },
    callout: {
      title: 'Ihr Bonus',
      text: 'Als Leserin oder Leser dieses Handbuchs erhalten Sie einen exklusiven Rabatt auf den Videokurs der Restaurant Closer Academy. Wie Sie ihn einlösen, steht in Ihrer Kaufbestätigung per E-Mail.',
    },
  },
};

const ES: SampleBookCopy = {
  title: 'El método de venta en sala',
  subtitle:
    'El manual práctico para camareros, jefes de sala y propietarios: sube el ticket medio sin presionar nunca.',
  tagline: '90 páginas · guiones · KPI · plan de 90 días',
  author: 'Escrito por un maître con más de 30 años en sala',
  edition: 'Edición en español',
  chapterWord: 'Capítulo',
  front: {
    title: 'Sobre este manual',
    paragraphs: [
      'Este manual está escrito para quienes llevan los platos: camareros, jefes de sala y propietarios que siguen trabajando en sala. No es una teoría de ventas. Es el método que he usado durante más de treinta años, puesto por escrito para que todo un equipo pueda aprenderlo en semanas y no en décadas.',
      'Léelo una vez de principio a fin y luego tenlo siempre a mano. Cada capítulo termina con algo que hacer en tu próximo turno: un guion que probar, un número que medir o una checklist que completar.',
      'Los tres métodos en los que se basa tienen nombres cortos para que no se te olviden ni en un sábado a tope: O.A.S.I. para la comunicación, S.A.F.E. para la venta y L.A.R.A. para las reclamaciones.',
    ],
    legal:
      '© Restaurant Closer. Todos los derechos reservados. Esta copia tiene licencia para un único lector; la línea de licencia al pie de cada página indica su titular. No está permitido compartirla, revenderla ni publicarla, total o parcialmente.',
  },
  tocTitle: 'Índice',
  intro: {
    title: 'Vender en sala es hospitalidad',
    paragraphs: [
      'Los clientes no van a un restaurante para que les vendan nada. Van para que los cuiden. La paradoja de este libro es sencilla: cuanto más sinceramente los cuidas, más gastan y más contentos se van.',
      'La mayoría de los camareros nunca aprendió a vender porque nadie se lo enseñó. Toman nota. Esperan a que el cliente pregunte. La mesa 7 habría disfrutado del Rioja, del postre para compartir y del digestivo, pero nadie se los ofreció en el momento justo, con las palabras justas.',
      'Un ticket medio más alto no es un fin en sí mismo. Es la prueba de que la mesa ha recibido más de lo que la cocina y la bodega pueden dar. Mídelo y estarás midiendo la calidad de tu servicio.',
    ],
    callout: {
      title: 'La regla de este libro',
      text: 'No recomiendes nunca algo que no pedirías tú. Recomienda con convicción, acepta un no con una sonrisa y la mesa confiará en ti el resto de la noche.',
    },
    list: {
      title: 'Antes de empezar',
      items: [
        'Prueba cada plato y cada vino por copas de la carta.',
        'Apréndete los tres platos más vendidos y los tres con más margen.',
        'Pide a tu encargado el ticket medio por comensal del mes pasado.',
        'Elige una mesa por turno para practicar el método.',
      ],
    },
  },
  oasi: {
    title: 'O.A.S.I.: el método de comunicación',
    intro: [
      'Todo lo que vendes, lo vendes a través de una conversación. O.A.S.I. es la estructura de esa conversación: cuatro pasos que convierten un intercambio de cortesías en una relación que dura toda la comida.',
      'Los pasos siempre van en el mismo orden. Si te saltas uno, la mesa lo nota: una sugerencia hecha antes de observar suena a guion; una invitación antes de que el cliente se sienta cómodo suena a presión.',
    ],
    steps: [
      [
        'O',
        'Observar',
        'Antes de decir una palabra, lee la mesa. ¿Quién invita? ¿Es una celebración, una comida de negocios, una primera cita? ¿Tienen prisa? Diez segundos de atención te dicen qué ofrecer y qué dejar fuera.',
      ],
      [
        'A',
        'Acoger',
        'Llega a la mesa con una postura abierta, mirando a los ojos y con un saludo tuyo, no el de la empresa. Si has detectado la ocasión, menciónala. Los primeros treinta segundos deciden si eres un camarero o un anfitrión.',
      ],
      [
        'S',
        'Sugerir',
        'Ofrece una idea concreta, no una lista. «Hoy la dorada está espectacular, al horno con limón y alcaparras» vende; «¿Desean algo más?» no vende nunca. Las palabras precisas crean imágenes, y las imágenes abren el apetito.',
      ],
      [
        'I',
        'Invitar a elegir',
        'Termina cada sugerencia con una elección fácil, nunca con una pregunta de sí o no. «¿Les traigo una copa de Albariño para acompañarla, o prefieren que veamos juntos la carta de vinos?»',
      ],
    ],
    script: {
      title: 'Guion: el primer contacto',
      lines: [
        ['Camarero', 'Buenas noches y bienvenidos. Veo que hoy celebran algo: ¡enhorabuena!'],
        ['Cliente', 'Gracias, es nuestro aniversario.'],
        [
          'Camarero',
          'Entonces empecemos como se merece: tenemos un cava por copas que a nuestros clientes habituales les encanta para ocasiones así. ¿Les traigo dos?',
        ],
      ],
    },
    list: {
      title: 'Checklist O.A.S.I. para cada mesa',
      items: [
        'He leído la mesa antes de hablar.',
        'He saludado a los clientes en el primer minuto.',
        'He hecho una sugerencia concreta, con palabras que despiertan los sentidos.',
        'He cerrado con una elección entre dos opciones.',
      ],
    },
  },
  safe: {
    title: 'S.A.F.E.: el método de venta',
    intro: [
      'S.A.F.E. es la forma en que una sugerencia se convierte en venta sin que el cliente se sienta nunca presionado. Funciona con el aperitivo, el vino, la guarnición y el postre, y en la mesa lleva menos de un minuto.',
      'El nombre también es una promesa: el cliente debe sentirse siempre libre de decir que no. Paradójicamente, esa libertad es justo lo que le hace decir que sí.',
    ],
    steps: [
      [
        'S',
        'Saber el momento',
        'Vende cuando aparece la necesidad, no cuando te viene bien a ti. Se cierran las cartas, las copas están a medias, se retiran los platos principales: todo son señales. Una sugerencia en el momento justo suena a atención.',
      ],
      [
        'A',
        'Aconsejar',
        'Habla como experto, en primera persona. «Yo lo acompañaría con…» pesa más que «Tenemos…». Da una sola razón que importe a esa mesa: el sabor, compartir, la ocasión.',
      ],
      [
        'F',
        'Facilitar la elección',
        'Ofrece dos buenas opciones en lugar de un sí o un no. «¿Un tiramisú para compartir con dos cucharillas, o la tarta de limón?» La mayoría de las mesas elige una de las dos.',
      ],
      [
        'E',
        'Escuchar después',
        'Vuelve después del primer bocado o del primer sorbo. «¿Qué tal el Ribera con el cordero?» confirma la elección, genera confianza para la siguiente sugerencia y convierte una venta en un recuerdo.',
      ],
    ],
    script: {
      title: 'Guion: la mesa que duda con el postre',
      lines: [
        ['Camarero', 'Veo que hay tentación, pero ha sido una cena generosa.'],
        ['Cliente', 'Justo, estamos llenos.'],
        [
          'Camarero',
          'Entonces, ¿qué tal un tiramisú para compartir, con dos cucharillas? Es ligero y es del que nuestro pastelero está más orgulloso.',
        ],
        ['Cliente', 'Venga, con dos cucharillas.'],
      ],
    },
    callout: {
      title: 'Desde la sala',
      text: 'En los restaurantes donde introduje S.A.F.E., los postres compartidos pasaron de una mesa de cada diez a casi una de cada tres en un mes, sin una sola queja por insistir demasiado.',
    },
  },
  lara: {
    title: 'L.A.R.A.: la gestión de reclamaciones',
    intro: [
      'Una reclamación es la opinión más sincera que recibe un restaurante y la mejor ocasión para convertir a un cliente molesto en un cliente fiel. Quien ve su problema bien resuelto vuelve más a menudo que quien nunca tuvo un problema.',
      'L.A.R.A. te da cuatro pasos para seguir bajo presión, cuando la sala está llena y el cliente de la mesa 12 ha levantado la voz.',
    ],
    steps: [
      [
        'L',
        'Lo primero, escuchar',
        'Deja que el cliente termine, sin interrumpir ni justificarte. Asiente, mantén la mirada y retira el plato solo cuando haya terminado de hablar. Casi siempre el enfado se apaga cuando se ha escuchado entero.',
      ],
      [
        'A',
        'Admitir',
        'Da las gracias y describe el problema con tus palabras: «El entrecot ha llegado muy hecho y lo pidió al punto. Lo siento.» Sin excusas y sin culpar a la cocina.',
      ],
      [
        'R',
        'Resolver',
        'Propón una solución concreta, con un tiempo: «En ocho minutos le traigo otro; mientras tanto, ¿le apetece una copa de vino?» Decide en el momento, dentro de los límites que te haya dado tu encargado.',
      ],
      [
        'A',
        'Aportar algo más',
        'Ve un paso más allá de corregir el error: un postre invitado, unas palabras del chef, una despedida personal en la puerta. El cliente contará lo bien que se resolvió, no el error.',
      ],
    ],
    script: {
      title: 'Guion: la reclamación de la mesa 12',
      lines: [
        ['Cliente', 'Este arroz está frío. ¡Llevamos cuarenta minutos esperando!'],
        [
          'Camarero',
          'Tiene razón, y le pido disculpas por la espera y por el arroz. Gracias por decírmelo enseguida.',
        ],
        [
          'Camarero',
          'En diez minutos le traigo uno recién hecho. Mientras tanto, ¿puedo invitarle a una copa de verdejo?',
        ],
        ['Cliente', 'De acuerdo, gracias.'],
      ],
    },
    list: {
      title: 'Después de cada reclamación',
      items: [
        'Avisa al encargado antes de que la mesa se vaya.',
        'Anota la causa en el registro de servicio.',
        'Pregunta al cliente al final de la comida.',
        'Coméntalo en la reunión del siguiente turno, sin dar nombres.',
      ],
    },
  },
  scripts: {
    title: 'Guiones para cada momento de la comida',
    intro:
      'Los guiones no se recitan. Son puntos de partida: léelos en voz alta, cambia las palabras hasta que suenen a ti y ensáyalos con un compañero hasta que te salgan naturales. Estos son los que más usaron mis equipos.',
    scripts: [
      {
        title: 'El aperitivo',
        lines: [
          [
            'Camarero',
            'Mientras miran la carta, ¿les traigo algo para empezar? Nuestro vermut de grifo está triunfando esta noche.',
          ],
          ['Cliente', 'Perfecto.'],
          ['Camarero', 'Pues dos vermuts, y se los acompaño con unas aceitunas aliñadas.'],
        ],
      },
      {
        title: 'El vino',
        lines: [
          [
            'Camarero',
            'Con el pescado que han elegido, yo iría a un blanco fresco. ¿Prefieren una copa cada uno o una botella de Albariño para compartir?',
          ],
          ['Cliente', 'Una botella, por favor.'],
        ],
      },
      {
        title: 'Café y digestivo',
        lines: [
          [
            'Camarero',
            'Para terminar, ¿un café? Y para quien le guste, tenemos un licor de hierbas de una pequeña destilería familiar.',
          ],
          ['Cliente', '¿Por qué no? Vamos a probarlo.'],
        ],
      },
    ],
    callout: {
      title: 'Practica',
      text: 'Bastan cinco minutos de role play en la reunión antes del servicio. Un compañero hace de cliente indeciso y el otro usa el guion; luego se cambian.',
    },
  },
  kpis: {
    title: 'KPI y checklists',
    intro: [
      'Lo que no se mide no se puede mejorar. Para saber si el método funciona te bastan cuatro números, y todos se leen en el sistema de caja al final del turno.',
      'Regístralos por camarero y por turno, compártelos con el equipo sin buscar culpables y celebra los avances a lo grande.',
    ],
    table: {
      title: 'Los cuatro números que importan',
      head: ['KPI', 'Habitual', 'Objetivo'],
      rows: [
        ['Ticket medio por comensal', '38 €', '45 €'],
        ['Tasa de postres', '18 %', '30 %'],
        ['Copas de vino por comensal', '0,6', '0,9'],
        ['Reclamaciones recuperadas', '60 %', '90 %'],
      ],
    },
    lists: [
      {
        title: 'Checklist antes del turno',
        items: [
          'Platos del día probados y descritos en tres palabras.',
          'Vinos por copas abiertos y revisados.',
          'Plano de mesas revisado: celebraciones y clientes habituales anotados.',
          'Un objetivo de venta fijado para el turno.',
        ],
      },
      {
        title: 'Checklist al cerrar el turno',
        items: [
          'KPI leídos en caja y apuntados en la pizarra.',
          'Reclamaciones registradas con su solución.',
          'Un éxito compartido con el equipo.',
          'Mise en place lista para mañana.',
        ],
      },
    ],
  },
  plan: {
    title: 'El plan de acción de 90 días',
    intro: [
      'En un restaurante, el cambio llega turno a turno. El plan siguiente reparte el método en tres meses para que cada paso se convierta en costumbre antes de empezar el siguiente.',
      'Empieza un lunes, explica al equipo qué vas a hacer y por qué, y cuelga el primer KPI en la pared desde el primer día.',
    ],
    table: {
      title: 'Tres fases de 30 días',
      head: ['Fase', 'Enfoque', 'Objetivo'],
      rows: [
        ['Días 1-30', 'O.A.S.I.', 'Cada mesa acogida'],
        ['Días 31-60', 'S.A.F.E.', '+10 % de ticket'],
        ['Días 61-90', 'L.A.R.A.', '90 % recuperadas'],
      ],
    },
    lists: [
      {
        title: 'Semanas 1 a 4',
        items: [
          'Presenta O.A.S.I. en una reunión de equipo.',
          'Ensaya cada día un guion de bienvenida.',
          'Mide el ticket medio por comensal desde el primer día.',
        ],
      },
      {
        title: 'Semanas 5 a 8',
        items: [
          'Añade S.A.F.E. para vinos y postres.',
          'Revisa los números cada viernes.',
          'Pon a los nuevos junto a tu mejor vendedor.',
        ],
      },
      {
        title: 'Semanas 9 a 13',
        items: [
          'Entrena L.A.R.A. con reclamaciones reales del registro.',
          'Fija nuevos objetivos para el próximo trimestre.',
          'Celebra los resultados con todo el equipo.',
        ],
      },
    ],
  },
  closing: {
    title: 'Tu próximo turno empieza ahora',
    paragraphs: [
      'Ya tienes todo lo que me habría gustado recibir cuando empecé: una forma de hablar con los clientes, una forma de vender sin presionar, una forma de convertir las reclamaciones en fidelidad y los números que demuestran que funciona.',
      'No intentes hacerlo todo esta noche. Elige una mesa, un guion, un número. Y mañana, otra vez.',
    ],
    recap: {
      title: 'El método en una página',
      items: [
        'O.A.S.I.: observar, acoger, sugerir, invitar a elegir.',
        'S.A.F.E.: saber el momento, aconsejar, facilitar la elección, escuchar después.',
        'L.A.R.A.: lo primero, escuchar; admitir; resolver; aportar algo más.',
        'Cuatro números, en cada turno, colgados en la pared.',
      ],
    },
    callout: {
      title: 'Tu bonus',
      text: 'Como lector de este manual tienes un descuento exclusivo en el videocurso de la Restaurant Closer Academy. En el e-mail de tu compra encontrarás cómo conseguirlo.',
    },
  },
};

const FR: SampleBookCopy = {
  title: 'La méthode de vente en salle',
  subtitle:
    'Le manuel pratique pour serveurs, maîtres d’hôtel et restaurateurs : augmenter le ticket moyen sans jamais forcer.',
  tagline: '90 pages · scripts · KPI · plan de 90 jours',
  author: 'Écrit par un maître d’hôtel fort de plus de 30 ans de salle',
  edition: 'Édition française',
  chapterWord: 'Chapitre',
  front: {
    title: 'À propos de ce manuel',
    paragraphs: [
      'Ce manuel s’adresse à celles et ceux qui portent les assiettes : serveurs, maîtres d’hôtel et restaurateurs qui travaillent encore en salle. Ce n’est pas une théorie de la vente. C’est la méthode que j’ai appliquée pendant plus de trente ans, mise par écrit pour qu’une équipe entière puisse l’apprendre en quelques semaines plutôt qu’en plusieurs décennies.',
      'Lisez-le une fois du début à la fin, puis gardez-le à portée de main. Chaque chapitre se termine par une action pour votre prochain service : un script à essayer, un chiffre à suivre ou une checklist à cocher.',
      'Les trois méthodes au cœur du livre portent des noms courts pour rester en tête même un samedi soir de rush : O.A.S.I. pour la communication, S.A.F.E. pour la vente et L.A.R.A. pour la gestion des réclamations.',
    ],
    legal:
      '© Restaurant Closer. Tous droits réservés. Cet exemplaire est concédé sous licence à un seul lecteur ; la ligne de licence en bas de chaque page indique son titulaire. Toute diffusion, revente ou publication, totale ou partielle, est interdite.',
  },
  tocTitle: 'Sommaire',
  intro: {
    title: 'Vendre en salle, c’est de l’hospitalité',
    paragraphs: [
      'Les clients ne viennent pas au restaurant pour qu’on leur vende quelque chose. Ils viennent pour qu’on prenne soin d’eux. Le paradoxe de ce livre est simple : plus vous prenez sincèrement soin d’eux, plus ils dépensent, et plus ils repartent heureux.',
      'La plupart des serveurs n’ont jamais appris à vendre, parce que personne ne le leur a enseigné. Ils prennent la commande. Ils attendent qu’on leur demande. La table 7 aurait adoré le Chablis, le dessert à partager et le digestif, mais personne ne les lui a proposés au bon moment, avec les bons mots.',
      'Un ticket moyen plus élevé n’est pas une fin en soi. C’est la preuve que la table a reçu davantage de ce que la cuisine et la cave peuvent offrir. Mesurez-le, et vous mesurerez la qualité de votre service.',
    ],
    callout: {
      title: 'La règle de ce livre',
      text: 'Ne proposez jamais rien que vous ne commanderiez pas vous-même. Recommandez avec conviction, acceptez un non avec le sourire, et la table vous fera confiance pour le reste de la soirée.',
    },
    list: {
      title: 'Avant de commencer',
      items: [
        'Goûtez chaque plat et chaque vin au verre de la carte.',
        'Retenez les trois meilleures ventes et les trois produits les plus rentables.',
        'Demandez à votre responsable le ticket moyen par couvert du mois dernier.',
        'Choisissez une table par service pour pratiquer la méthode.',
      ],
    },
  },
  oasi: {
    title: 'O.A.S.I. : la méthode de communication',
    intro: [
      'Tout ce que vous vendez, vous le vendez par la conversation. O.A.S.I. est la structure de cette conversation : quatre étapes qui transforment un échange de politesses en une relation qui dure tout le repas.',
      'Les étapes viennent toujours dans le même ordre. Sautez-en une et la table le sent : une suggestion faite avant d’avoir observé sonne comme un texte appris ; une invitation lancée avant que le client se sente à l’aise ressemble à de la pression.',
    ],
    steps: [
      [
        'O',
        'Observer',
        'Avant de dire un mot, lisez la table. Qui invite ? Est-ce une fête, un déjeuner d’affaires, un premier rendez-vous ? Sont-ils pressés ? Dix secondes d’attention vous disent quoi proposer et quoi laisser de côté.',
      ],
      [
        'A',
        'Accueillir',
        'Arrivez à la table avec une posture ouverte, un regard franc et un mot d’accueil qui vous ressemble, pas celui de la maison. Si vous avez repéré l’occasion, nommez-la. Les trente premières secondes décident si vous êtes un serveur ou un hôte.',
      ],
      [
        'S',
        'Suggérer',
        'Proposez une idée concrète, pas une liste. « Ce soir, la dorade est superbe, rôtie au citron et aux câpres » fait vendre ; « Vous désirez autre chose ? » ne fait jamais vendre. Les mots précis créent des images, et les images ouvrent l’appétit.',
      ],
      [
        'I',
        'Inviter à choisir',
        'Terminez chaque suggestion par un choix facile, jamais par une question fermée. « Je vous apporte un verre de Sancerre pour l’accompagner, ou préférez-vous que nous regardions ensemble la carte des vins ? »',
      ],
    ],
    script: {
      title: 'Script : le premier contact',
      lines: [
        [
          'Serveur',
          'Bonsoir et bienvenue. Je vois que vous fêtez quelque chose ce soir : félicitations !',
        ],
        ['Client', 'Merci, c’est notre anniversaire de mariage.'],
        [
          'Serveur',
          'Alors commençons comme il se doit : nous avons un champagne au verre que nos habitués adorent pour ces occasions. Je vous en apporte deux coupes ?',
        ],
      ],
    },
    list: {
      title: 'Checklist O.A.S.I. pour chaque table',
      items: [
        'J’ai lu la table avant de parler.',
        'J’ai accueilli les clients dans la première minute.',
        'J’ai fait une suggestion précise, avec des mots qui parlent aux sens.',
        'J’ai conclu par un choix entre deux options.',
      ],
    },
  },
  safe: {
    title: 'S.A.F.E. : la méthode de vente',
    intro: [
      'S.A.F.E. est la façon dont une suggestion devient une vente sans que le client se sente jamais poussé à acheter. La méthode fonctionne pour l’apéritif, le vin, l’accompagnement et le dessert, et prend moins d’une minute à table.',
      'Le nom est aussi une promesse : le client doit toujours se sentir libre de dire non. Paradoxalement, c’est précisément cette liberté qui le fait dire oui.',
    ],
    steps: [
      [
        'S',
        'Saisir le moment',
        'Vendez quand le besoin apparaît, pas quand cela vous arrange. Les cartes se referment, les verres sont à moitié vides, les assiettes du plat sont débarrassées : autant de signaux. Une suggestion au bon moment ressemble à de l’attention.',
      ],
      [
        'A',
        'Affirmer un conseil',
        'Parlez en expert, à la première personne. « Je l’accompagnerais de… » pèse plus que « Nous avons… ». Donnez une seule raison qui compte pour cette table : le goût, le partage, l’occasion.',
      ],
      [
        'F',
        'Formuler deux options',
        'Proposez deux bonnes options plutôt qu’un oui ou un non. « Un tiramisu à partager avec deux cuillères, ou la tarte au citron ? » La plupart des tables choisissent l’une des deux.',
      ],
      [
        'E',
        'Entretenir la satisfaction',
        'Revenez après la première bouchée ou la première gorgée. « Comment trouvez-vous le Saint-Émilion avec l’agneau ? » confirme le choix, installe la confiance pour la suggestion suivante et transforme une vente en souvenir.',
      ],
    ],
    script: {
      title: 'Script : la table qui hésite au dessert',
      lines: [
        ['Serveur', 'Je vois que la tentation est là, mais le dîner a été copieux.'],
        ['Client', 'Justement, nous n’avons plus faim.'],
        [
          'Serveur',
          'Alors puis-je vous proposer un tiramisu à partager, avec deux cuillères ? Il est léger, et c’est celui dont notre pâtissier est le plus fier.',
        ],
        ['Client', 'Allez, avec deux cuillères.'],
      ],
    },
    callout: {
      title: 'Sur le terrain',
      text: 'Dans les restaurants où j’ai introduit S.A.F.E., les desserts partagés sont passés d’une table sur dix à presque une sur trois en un mois, sans une seule remarque sur une insistance excessive.',
    },
  },
  lara: {
    title: 'L.A.R.A. : la gestion des réclamations',
    intro: [
      'Une réclamation est le retour le plus sincère qu’un restaurant puisse recevoir, et la meilleure occasion de transformer un client agacé en client fidèle. Ceux dont le problème a été bien résolu reviennent plus souvent que ceux qui n’ont jamais eu de problème.',
      'L.A.R.A. vous donne quatre étapes à suivre sous pression, quand la salle est pleine et que le client de la table 12 a haussé le ton.',
    ],
    steps: [
      [
        'L',
        'Laisser parler',
        'Laissez le client aller jusqu’au bout, sans l’interrompre ni vous justifier. Hochez la tête, gardez le regard, ne retirez l’assiette que lorsqu’il a fini de parler. Le plus souvent, la colère retombe une fois entendue en entier.',
      ],
      [
        'A',
        'Admettre',
        'Remerciez-le et nommez le problème avec vos mots : « L’entrecôte est arrivée trop cuite alors que vous l’aviez demandée saignante. J’en suis désolé. » Pas d’excuses, pas de reproche à la cuisine.',
      ],
      [
        'R',
        'Résoudre',
        'Proposez une solution concrète, avec un délai : « Je vous en apporte une nouvelle dans huit minutes ; en attendant, puis-je vous offrir un verre de vin ? » Décidez sur-le-champ, dans les limites fixées par votre responsable.',
      ],
      [
        'A',
        'Aller plus loin',
        'Allez un pas au-delà de la simple correction : un dessert offert, un mot du chef, un au revoir personnel à la porte. Le client racontera à quel point le problème a été bien réglé, pas l’erreur.',
      ],
    ],
    script: {
      title: 'Script : la réclamation de la table 12',
      lines: [
        ['Client', 'Ce risotto est froid. Cela fait quarante minutes que nous attendons !'],
        [
          'Serveur',
          'Vous avez raison, et je vous présente mes excuses pour l’attente et pour le risotto. Merci de me l’avoir dit tout de suite.',
        ],
        [
          'Serveur',
          'Je vous apporte un risotto tout juste préparé dans dix minutes. En attendant, puis-je vous offrir un verre de Chablis ?',
        ],
        ['Client', 'D’accord, merci.'],
      ],
    },
    list: {
      title: 'Après chaque réclamation',
      items: [
        'Prévenez le responsable avant le départ de la table.',
        'Notez la cause dans le cahier de service.',
        'Reprenez des nouvelles du client en fin de repas.',
        'Évoquez le cas au briefing suivant, sans citer de noms.',
      ],
    },
  },
  scripts: {
    title: 'Des scripts pour chaque moment du repas',
    intro:
      'Les scripts ne se récitent pas. Ce sont des points de départ : lisez-les à voix haute, changez les mots jusqu’à ce qu’ils vous ressemblent, puis entraînez-vous avec un collègue jusqu’à ce qu’ils deviennent naturels. Voici ceux que mes équipes ont le plus utilisés.',
    scripts: [
      {
        title: 'L’apéritif',
        lines: [
          [
            'Serveur',
            'Pendant que vous regardez la carte, puis-je vous servir quelque chose pour commencer ? Notre spritz maison a beaucoup de succès ce soir.',
          ],
          ['Client', 'Volontiers.'],
          [
            'Serveur',
            'Deux spritz, alors, et je vous apporte quelques gougères tièdes pour les accompagner.',
          ],
        ],
      },
      {
        title: 'Le vin',
        lines: [
          [
            'Serveur',
            'Avec le poisson que vous avez choisi, je partirais sur un blanc frais. Préférez-vous un verre chacun ou une bouteille de Sancerre à partager ?',
          ],
          ['Client', 'Une bouteille, s’il vous plaît.'],
        ],
      },
      {
        title: 'Café et digestif',
        lines: [
          [
            'Serveur',
            'Pour terminer, un café ? Et pour les amateurs, nous avons un digestif aux herbes d’une petite distillerie familiale.',
          ],
          ['Client', 'Pourquoi pas, goûtons-le.'],
        ],
      },
    ],
    callout: {
      title: 'Entraînement',
      text: 'Cinq minutes de jeu de rôle au briefing avant le service suffisent. Un collègue joue le client hésitant, l’autre utilise le script ; puis on échange les rôles.',
    },
  },
  kpis: {
    title: 'KPI et checklists',
    intro: [
      'Ce qui ne se mesure pas ne s’améliore pas. Quatre chiffres suffisent pour savoir si la méthode fonctionne, et tous se lisent dans la caisse à la fin du service.',
      'Suivez-les par serveur et par service, partagez-les avec l’équipe sans chercher de coupable et célébrez les progrès haut et fort.',
    ],
    table: {
      title: 'Les quatre chiffres qui comptent',
      head: ['KPI', 'Habituel', 'Objectif'],
      rows: [
        ['Ticket moyen par couvert', '38 €', '45 €'],
        ['Taux de dessert', '18 %', '30 %'],
        ['Verres de vin par couvert', '0,6', '0,9'],
        ['Réclamations récupérées', '60 %', '90 %'],
      ],
    },
    lists: [
      {
        title: 'Checklist avant le service',
        items: [
          'Plats du jour goûtés et décrits en trois mots.',
          'Vins au verre ouverts et vérifiés.',
          'Plan de salle relu : occasions et habitués notés.',
          'Un objectif de vente fixé pour le service.',
        ],
      },
      {
        title: 'Checklist après le service',
        items: [
          'KPI relevés en caisse et notés au tableau.',
          'Réclamations consignées avec leur solution.',
          'Une réussite partagée avec l’équipe.',
          'Mise en place prête pour demain.',
        ],
      },
    ],
  },
  plan: {
    title: 'Le plan d’action sur 90 jours',
    intro: [
      'Au restaurant, le changement se fait service après service. Le plan qui suit répartit la méthode sur trois mois pour que chaque étape devienne une habitude avant de passer à la suivante.',
      'Commencez un lundi, expliquez à l’équipe ce que vous faites et pourquoi, et affichez le premier KPI au mur dès le premier jour.',
    ],
    table: {
      title: 'Trois phases de 30 jours',
      head: ['Phase', 'Axe', 'Objectif'],
      rows: [
        ['Jours 1-30', 'O.A.S.I.', 'Chaque table accueillie'],
        ['Jours 31-60', 'S.A.F.E.', '+10 % de ticket'],
        ['Jours 61-90', 'L.A.R.A.', '90 % récupérées'],
      ],
    },
    lists: [
      {
        title: 'Semaines 1 à 4',
        items: [
          'Présentez O.A.S.I. lors d’une réunion d’équipe.',
          'Entraînez-vous chaque jour sur un script d’accueil.',
          'Mesurez le ticket moyen par couvert dès le premier jour.',
        ],
      },
      {
        title: 'Semaines 5 à 8',
        items: [
          'Ajoutez S.A.F.E. pour les vins et les desserts.',
          'Faites le point sur les chiffres chaque vendredi.',
          'Associez les nouveaux à votre meilleur vendeur.',
        ],
      },
      {
        title: 'Semaines 9 à 13',
        items: [
          'Entraînez L.A.R.A. avec les vraies réclamations du cahier.',
          'Fixez de nouveaux objectifs pour le trimestre suivant.',
          'Célébrez les résultats avec toute l’équipe.',
        ],
      },
    ],
  },
  closing: {
    title: 'Votre prochain service commence maintenant',
    paragraphs: [
      'Vous avez désormais tout ce que j’aurais aimé recevoir à mes débuts : une manière de parler aux clients, une manière de vendre sans forcer, une manière de transformer les réclamations en fidélité, et les chiffres pour prouver que cela fonctionne.',
      'N’essayez pas de tout faire ce soir. Choisissez une table, un script, un chiffre. Et recommencez demain.',
    ],
    recap: {
      title: 'La méthode en une page',
      items: [
        'O.A.S.I. : observer, accueillir, suggérer, inviter à choisir.',
        'S.A.F.E. : saisir le moment, affirmer un conseil, formuler deux options, entretenir la satisfaction.',
        'L.A.R.A. : laisser parler, admettre, résoudre, aller plus loin.',
        'Quatre chiffres, à chaque service, affichés au mur.',
      ],
    },
    callout: {
      title: 'Votre bonus',
      text: 'En tant que lecteur de ce manuel, vous bénéficiez d’une remise exclusive sur la formation vidéo de la Restaurant Closer Academy. L’e-mail de votre achat vous explique comment en profiter.',
    },
  },
};

export const SAMPLE_BOOKS: Record<Lang, SampleBookCopy> = {
  en: EN,
  it: IT,
  de: DE,
  es: ES,
  fr: FR,
};

/** French typography: a no-break space before ? ! : ; » and after «, so they never start a line. */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([?!:;»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

function frameworkBlocks(f: Framework): BookBlock[] {
  return [
    ...f.intro.map((text): BookBlock => ({ kind: 'paragraph', text })),
    ...f.steps.flatMap(([letter, name, text]): BookBlock[] => [
      { kind: 'heading', text: `${letter} – ${name}` },
      { kind: 'paragraph', text },
    ]),
    { kind: 'script', title: f.script.title, lines: scriptLines(f.script) },
    ...(f.list ? [{ kind: 'checklist' as const, ...f.list }] : []),
    ...(f.callout ? [{ kind: 'callout' as const, ...f.callout }] : []),
  ];
}

function scriptLines(s: Script) {
  return s.lines.map(([speaker, text]) => ({ speaker, text }));
}

/** The page plan: 3 front pages and eight chapters, 90 pages in all, as the sales page says. */
export const CHAPTER_PAGES = [8, 14, 14, 12, 12, 12, 12, 3] as const;

export function sampleBookSpec(lang: Lang): BookSpec {
  const c = SAMPLE_BOOKS[lang];
  const chapters: Array<{ title: string; blocks: BookBlock[] }> = [
    {
      title: c.intro.title,
      blocks: [
        ...c.intro.paragraphs.map((text): BookBlock => ({ kind: 'paragraph', text })),
        { kind: 'callout', ...c.intro.callout },
        { kind: 'checklist', ...c.intro.list },
      ],
    },
    { title: c.oasi.title, blocks: frameworkBlocks(c.oasi) },
    { title: c.safe.title, blocks: frameworkBlocks(c.safe) },
    { title: c.lara.title, blocks: frameworkBlocks(c.lara) },
    {
      title: c.scripts.title,
      blocks: [
        { kind: 'paragraph', text: c.scripts.intro },
        ...c.scripts.scripts.map((s): BookBlock => ({
          kind: 'script',
          title: s.title,
          lines: scriptLines(s),
        })),
        { kind: 'callout', ...c.scripts.callout },
      ],
    },
    {
      title: c.kpis.title,
      blocks: [
        ...c.kpis.intro.map((text): BookBlock => ({ kind: 'paragraph', text })),
        { kind: 'table', ...c.kpis.table },
        ...c.kpis.lists.map((l): BookBlock => ({ kind: 'checklist', ...l })),
      ],
    },
    {
      title: c.plan.title,
      blocks: [
        ...c.plan.intro.map((text): BookBlock => ({ kind: 'paragraph', text })),
        { kind: 'table', ...c.plan.table },
        ...c.plan.lists.map((l): BookBlock => ({ kind: 'checklist', ...l })),
      ],
    },
    {
      title: c.closing.title,
      blocks: [
        ...c.closing.paragraphs.map((text): BookBlock => ({ kind: 'paragraph', text })),
        { kind: 'checklist', ...c.closing.recap },
        { kind: 'callout', ...c.closing.callout },
      ],
    },
  ];
  const spec: BookSpec = {
    language: lang,
    title: c.title,
    subtitle: c.subtitle,
    tagline: c.tagline,
    badges: ['O.A.S.I.', 'S.A.F.E.', 'L.A.R.A.'],
    author: c.author,
    edition: c.edition,
    shortTitle: 'Restaurant Closer',
    front: c.front,
    toc: { title: c.tocTitle },
    chapters: chapters.map((ch, i) => ({
      kicker: `${c.chapterWord} ${i + 1}`,
      title: ch.title,
      pages: CHAPTER_PAGES[i],
      blocks: ch.blocks,
    })),
  };
  return lang === 'fr' ? mapStrings(spec, frenchSpacing) : spec;
}

/** Applies `fn` to every string in a JSON-like value. */
function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  }
  return value;
}

/** The 90-page sample edition of a language, as PDF bytes. */
export function renderSampleEbook(lang: Lang): Promise<Uint8Array> {
  return renderBook(sampleBookSpec(lang));
}

// ---------------------------------------------------------------------------------------
// Files

/** The absolute path of a file key, refusing anything that would leave DATA_DIR. */
export function ebookPath(dataDir: string, fileKey: string): string {
  const root = path.resolve(dataDir);
  const full = path.resolve(root, fileKey);
  if (!full.startsWith(root + path.sep)) throw new Error(`file key outside DATA_DIR: ${fileKey}`);
  return full;
}

/** The file key of a language's edition when its product row is gone. */
export function defaultFileKey(lang: Lang): string {
  return `ebooks/restaurant-closer-${lang}.pdf`;
}

async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, file);
}

/** Writes the sample edition of `lang` to a file key; used when the real file is missing. */
export async function writeSampleEbook(dataDir: string, fileKey: string, lang: Lang) {
  await writeAtomically(ebookPath(dataDir, fileKey), await renderSampleEbook(lang));
}

/**
 * Makes sure every product's file exists, generating the sample edition of its language for
 * each missing one (all of them with `force`). Returns the file keys written.
 */
export async function ensureSampleEbooks(
  db: Kysely<Database>,
  dataDir: string,
  opts: { force?: boolean; logger?: Logger } = {},
): Promise<string[]> {
  const products = await db.selectFrom('products').select(['language', 'file_key']).execute();
  const wanted = new Map<string, Lang>();
  for (const p of products) wanted.set(p.file_key, isLang(p.language) ? p.language : 'en');
  if (!products.length) for (const lang of LANGS) wanted.set(defaultFileKey(lang), lang);
  const written: string[] = [];
  for (const [fileKey, lang] of wanted) {
    if (!opts.force && existsSync(ebookPath(dataDir, fileKey))) continue;
    await writeSampleEbook(dataDir, fileKey, lang);
    written.push(fileKey);
  }
  if (written.length) {
    opts.logger?.warn(
      { files: written },
      'sample e-book editions generated: replace them with the real manuscripts (same file names)',
    );
  }
  return written;
}

// ---------------------------------------------------------------------------------------
// Stamped copies

export interface StampSubject {
  id: string;
  email: string;
  language: string;
}

/** The licence line printed on every page of a buyer's copy. */
export function stampText(purchase: StampSubject): string {
  return `Licensed to ${purchase.email} · Order ${purchase.id}`;
}

/** The file name a buyer's browser saves: Restaurant-Closer-Method-EN.pdf. */
export function downloadFileName(lang: string): string {
  return `Restaurant-Closer-Method-${(isLang(lang) ? lang : 'en').toUpperCase()}.pdf`;
}

// One stamping per purchase at a time: concurrent first downloads share the same work.
const inflight = new Map<string, Promise<string>>();

/**
 * The path of the buyer's stamped copy of `sourcePath`, creating it on first use. The cache
 * name carries the source's mtime and size and the stamp text, so replacing the e-book file
 * (or correcting the buyer's address) makes a fresh copy without a restart.
 */
export async function stampedCopy(
  dataDir: string,
  sourcePath: string,
  purchase: StampSubject,
  title: string,
): Promise<string> {
  const source = await stat(sourcePath);
  const text = stampText(purchase);
  const key = createHash('sha256')
    .update(`${sourcePath}\n${source.mtimeMs}\n${source.size}\n${text}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(dataDir, 'stamped');
  const file = path.join(dir, `${purchase.id}.${key}.pdf`);
  if (existsSync(file)) return file;
  let job = inflight.get(file);
  if (!job) {
    job = (async () => {
      const stamped = await stampPdf(await readFile(sourcePath), {
        text,
        title,
        author: 'Restaurant Closer',
        subject: text,
        keywords: ['Restaurant Closer', `order:${purchase.id}`, `licensee:${purchase.email}`],
      });
      await writeAtomically(file, stamped);
      // Older copies of this purchase (a replaced source, an edited address) are obsolete.
      for (const name of await readdir(dir)) {
        if (
          name.startsWith(`${purchase.id}.`) &&
          name.endsWith('.pdf') &&
          name !== path.basename(file)
        )
          await unlink(path.join(dir, name)).catch(() => {});
      }
      return file;
    })().finally(() => inflight.delete(file));
    inflight.set(file, job);
  }
  return job;
}

/**
 * Deletes stamped copies made more than `maxAgeDays` ago (use the link validity: by then the
 * link has expired unless it was refreshed). They are only a cache, a later download stamps
 * again, and one copy per purchase would otherwise grow without end.
 */
export async function pruneStampedCopies(
  dataDir: string,
  maxAgeDays: number,
  now: Date = new Date(),
): Promise<number> {
  const dir = path.join(dataDir, 'stamped');
  if (!existsSync(dir)) return 0;
  const cutoff = now.getTime() - maxAgeDays * 24 * 60 * 60 * 1000;
  let removed = 0;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
