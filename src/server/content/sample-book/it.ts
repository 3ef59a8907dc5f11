import type { SampleBookCopy } from './types';

export const it: SampleBookCopy = {
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
