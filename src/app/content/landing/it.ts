import type { LandingCopy } from './types';

export const it: LandingCopy = {
  lang: 'it',
  meta: {
    title: 'Il manuale per vendere in sala a {price} | Restaurant Closer',
    total: 'Totale: {price}',
    ogImageAlt: 'Copertina di Restaurant Closer, il manuale di 90 pagine per vendere in sala',
  },
  nav: {
    problem: 'Il problema',
    benefits: 'Vantaggi',
    contents: 'Contenuti',
    pricing: 'Prezzo',
    faq: 'Domande',
    buy: 'Acquista',
    language: 'Lingua',
    menuLabel: 'Navigazione principale',
    menu: 'Menu',
  },
  hero: {
    badge: 'Il manuale di vendita per la sala',
    offerBadge: 'Offerta di lancio fino al {date}',
    title: 'Vendi di più a ogni tavolo. Senza forzare.',
    subtitle:
      'Il manuale di 90 pagine per camerieri, responsabili di sala e titolari: tre metodi collaudati, script pronti e un piano di 90 giorni per alzare lo scontrino medio.',
    cta: 'Voglio il manuale',
    price: 'Prezzo',
    offerPrice: 'Prezzo di lancio',
    originalPrice: 'invece di',
    savings: 'Risparmi {saving}',
    trustLine: 'Download immediato del PDF · Soddisfatto o rimborsato per 30 giorni',
    coverAlt: "Copertina dell'e-book Restaurant Closer",
    facts: ['90 pagine', 'Piano di 90 giorni', '30+ anni in sala'],
  },
  problem: {
    headline: 'Servizio curato, sala piena, incasso fermo.',
    bullets: [
      'Il tavolo esita sul dolce, qualcuno dice “solo il conto” e il momento è perso.',
      'La carta dei vini resta chiusa tutta la sera. Alla fine tutti prendono il vino della casa.',
      'Il reclamo al tavolo 12 diventa una recensione negativa, invece di un cliente che torna.',
      'Ogni cameriere vende a modo suo: lo scontrino medio dipende da chi è di turno.',
      'Nessuno vuole sembrare insistente, e così nessuno propone niente.',
    ],
    solutionHeadline: 'Vendere in sala è un mestiere. E si impara.',
    solutionText:
      'Restaurant Closer trasforma più di 30 anni di sala in un metodo che usi già stasera: come leggere il tavolo, cosa dire, quando dirlo e come misurare il risultato.',
    cta: 'Scopri il metodo',
  },
  author: {
    headline: 'Chi ha scritto questo manuale',
    name: 'Marco Bellini',
    role: 'Maître e formatore di vendita in sala',
    paragraphs: [
      "Ho portato i primi piatti a sedici anni. In oltre 30 anni ho lavorato in trattorie, ristoranti d'albergo e alta ristorazione: commis, chef de rang, poi maître.",
      'Da anni formo brigate di sala. E ovunque vedo la stessa cosa: ragazzi che lavorano tantissimo e vendono poco, perché nessuno gli ha mai insegnato come si fa.',
      'Questo manuale è quello che insegno in sala, messo nero su bianco. Niente teoria: solo ciò che funziona tra il passe e il tavolo.',
    ],
    portraitAlt: 'Ritratto di Marco Bellini, maître e formatore di vendita',
  },
  certifications: {
    title: 'Certificazioni verificabili',
    text: 'I titoli li dichiarano tutti. Questi due li puoi controllare tu: ogni attestato ha il suo codice QR.',
    scanInstruction: 'Scansiona il codice QR per verificare',
    items: [
      {
        label: 'Sommelier professionista',
        alt: 'Codice QR per verificare il certificato da sommelier di Marco Bellini',
      },
      {
        label: 'Formatore certificato in vendita',
        alt: 'Codice QR per verificare il certificato da formatore di Marco Bellini',
      },
    ],
  },
  benefits: {
    headline: 'Cosa cambia nella tua sala',
    intro: 'Sei risultati concreti, dal primo servizio.',
    items: [
      {
        icon: 'chart',
        title: 'Uno scontrino medio più alto',
        text: 'Antipasto, vino, dolce e caffè proposti al momento giusto, tavolo dopo tavolo.',
      },
      {
        icon: 'chat',
        title: 'Le parole giuste al tavolo',
        text: 'Script pronti per aprire, proporre e chiudere. Niente improvvisazione, niente silenzi imbarazzati.',
      },
      {
        icon: 'wine',
        title: 'La carta dei vini si apre',
        text: 'Un modo semplice per consigliare una bottiglia, anche se non sei sommelier.',
      },
      {
        icon: 'shield',
        title: 'Reclami sotto controllo',
        text: 'Con L.A.R.A. un cliente scontento diventa un cliente fedele, non una recensione a una stella.',
      },
      {
        icon: 'users',
        title: 'Uno standard per tutta la brigata',
        text: 'Lo stesso metodo per ogni cameriere: i risultati non dipendono più da chi è di turno.',
      },
      {
        icon: 'target',
        title: 'Risultati che si misurano',
        text: 'Scontrino medio, tasso di upselling, dolci per coperto: ogni settimana sai a che punto sei.',
      },
    ],
  },
  contents: {
    headline: 'Cosa trovi nel manuale',
    intro:
      '90 pagine scritte per chi lavora in sala. Leggi un capitolo prima del servizio e lo metti in pratica la sera stessa.',
    bullets: [
      {
        icon: 'book',
        text: '90 pagine di metodo pratico in PDF, da leggere sul telefono o stampare per la brigata.',
      },
      {
        icon: 'chat',
        text: 'O.A.S.I.: il metodo di comunicazione per leggere il tavolo e aprirlo col piede giusto.',
      },
      {
        icon: 'target',
        text: 'S.A.F.E.: il metodo di vendita per proporre e fare upselling senza mai forzare.',
      },
      {
        icon: 'shield',
        text: 'L.A.R.A.: il metodo per gestire un reclamo e riconquistare il cliente.',
      },
      {
        icon: 'list',
        text: 'Script pronti per i momenti chiave: accoglienza, vino, dolce, caffè, conto.',
      },
      {
        icon: 'chart',
        text: 'KPI e checklist: scontrino medio, tasso di upselling, controlli prima e dopo il servizio.',
      },
      {
        icon: 'calendar',
        text: "Piano d'azione di 90 giorni: cosa fare settimana per settimana, da solo o con la tua brigata.",
      },
    ],
    bonus: "Bonus per chi acquista: uno sconto riservato sul corso dell'Academy di Marco Bellini.",
  },
  beforeAfter: {
    headline: 'Prima e dopo Restaurant Closer',
    beforeLabel: 'Prima',
    afterLabel: 'Dopo',
    before: [
      '“Altro?” e il tavolo dice di no.',
      'La carta dei vini resta chiusa.',
      'Un reclamo rovina la serata, e la recensione.',
      'Lo scontrino medio è un numero che nessuno guarda.',
    ],
    after: [
      'Una proposta precisa, e il tavolo dice sì.',
      'Consigli due bottiglie, il cliente sceglie.',
      'Gestisci il reclamo con L.A.R.A. e il cliente torna.',
      'Ogni settimana misuri scontrino medio e upselling.',
    ],
  },
  personalNote: {
    headline: 'Due parole da parte mia',
    paragraphs: [
      'Ho visto camerieri bravissimi lasciare il mestiere perché si sentivano portapiatti, non professionisti. Saper vendere è ciò che dà dignità a questo lavoro: il cliente mangia meglio e tu guadagni di più.',
      "Ho scritto Restaurant Closer per il cameriere che ero a vent'anni e per i titolari che ogni settimana mi chiedono come far vendere la propria sala. È il manuale che avrei voluto avere io.",
      "Leggilo, prova uno script stasera e poi raccontami com'è andata.",
    ],
    signature: 'Marco Bellini',
  },
  trustedBy: {
    headline: 'Metodi messi alla prova in sale come queste',
    items: ['Trattorie', "Ristoranti d'hotel", 'Enoteche', 'Alta ristorazione', 'Pizzerie'],
  },
  pricing: {
    headline: 'Tutto quello che ti serve, in un solo manuale',
    text: 'Un solo pagamento, nessun abbonamento.',
    offerText: 'Prezzo di lancio valido fino al {date}.',
    includes: [
      'Il manuale in PDF di 90 pagine',
      'I metodi O.A.S.I., S.A.F.E. e L.A.R.A.',
      'Script pronti per ogni momento del servizio',
      'KPI e checklist da stampare',
      "Il piano d'azione di 90 giorni",
    ],
    includesBonus: "Bonus: sconto sul corso dell'Academy",
    guaranteeTitle: 'Soddisfatto o rimborsato',
    guarantee:
      "Se il manuale non fa per te, scrivici entro 30 giorni dall'acquisto e ti rimborsiamo l'intero importo.",
    cta: 'Acquista il manuale',
    vatNote: 'Pagamento unico, IVA inclusa. Download immediato.',
    exclusive: 'Solo per chi acquista: ogni copia personalizzata con il tuo indirizzo email',
    seal: '100% soddisfatti',
  },
  faq: {
    headline: 'Domande frequenti',
    items: [
      {
        question: 'Sono alle prime armi. Fa per me?',
        answer:
          'Sì. Ogni metodo è spiegato passo per passo, con le parole esatte da usare al tavolo. Se invece sei in sala da anni, ci trovi la struttura dietro quello che già fai, e i pezzi che ti mancano.',
      },
      {
        question: 'Come ricevo il manuale?',
        answer:
          'Subito dopo il pagamento scarichi direttamente il PDF. Ti mandiamo anche il link di download via email, così lo ritrovi quando vuoi.',
      },
      {
        question: "C'è una garanzia?",
        answer:
          "Sì: soddisfatto al 100%. Se il manuale non ti è utile, scrivici entro 30 giorni dall'acquisto e ti restituiamo i soldi.",
      },
      {
        question: 'Posso usarlo per formare la mia brigata?',
        answer:
          'Sì, è pensato anche per questo. Script, checklist e piano di 90 giorni si usano nel briefing prima del servizio e si misurano con tutta la squadra.',
      },
    ],
  },
  finalCta: {
    headline: 'Stasera un altro tavolo esiterà sul dolce.',
    text: 'Questa volta saprai cosa dire. 90 pagine, tre metodi, un piano di 90 giorni.',
    offerText: 'Prezzo di lancio valido fino al {date}.',
    cta: 'Voglio il manuale ora',
  },
  disclaimer:
    'Questo sito non è affiliato, approvato o sponsorizzato da Facebook, Meta o da qualsiasi altro social network. Facebook è un marchio di Meta Platforms, Inc.',
  footer: {
    copyright: '© {year} {seller}. Tutti i diritti riservati.',
    legalNotice: 'Note legali',
    privacy: 'Privacy',
    terms: 'Condizioni generali',
    accessibility: 'Accessibilità',
  },
  mobileBar: {
    cta: 'Acquista ora',
  },
};
