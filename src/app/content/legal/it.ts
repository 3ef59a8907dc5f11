import type { LegalCopy } from './types';

export const it: LegalCopy = {
  lang: 'it',
  privacy: {
    title: 'Informativa sulla privacy',
    updatedLabel: 'Ultimo aggiornamento:',
    sections: [
      {
        heading: '1. Introduzione',
        paragraphs: [
          "{sellerName}, {sellerAddress} (di seguito «noi» o il «Titolare») gestisce il sito {site}, tramite il quale vende l'e-book «Restaurant Closer». Titolare del trattamento dei dati personali ai sensi del Regolamento (UE) 2016/679 («GDPR») e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003) è {sellerName}, {sellerAddress}, e-mail: {email}.",
          "La presente informativa, resa ai sensi degli artt. 13 e 14 GDPR, descrive quali dati personali trattiamo quando l'utente visita il sito e acquista l'e-book, per quali finalità e su quali basi giuridiche, a chi li comunichiamo e quali diritti spettano all'utente. Per «servizio» si intendono il sito {site} e la vendita e consegna dell'e-book.",
        ],
      },
      {
        heading: '2. Raccolta e utilizzo delle informazioni',
        paragraphs: [
          'Raccogliamo diverse tipologie di informazioni per le finalità indicate nella presente informativa.',
          "Dati personali: durante l'utilizzo del servizio, in particolare al momento dell'acquisto, possiamo chiedere all'utente di fornirci, o possiamo ricevere, informazioni che consentono di contattarlo o identificarlo. Tali informazioni possono comprendere, a titolo esemplificativo e non esaustivo:",
        ],
        list: [
          'indirizzo e-mail;',
          'nome e cognome;',
          'indirizzo, stato, provincia, codice di avviamento postale (CAP), città;',
          'cookie e dati di utilizzo.',
        ],
        after: [
          "Per l'acquisto in sé è necessario soltanto l'indirizzo e-mail. Nome e indirizzo di fatturazione sono raccolti dal fornitore dei servizi di pagamento quando il metodo di pagamento prescelto lo richiede e possono esserci trasmessi per finalità di fatturazione e fiscali. I dati della carta sono inseriti direttamente sulla pagina del fornitore dei servizi di pagamento: non riceviamo mai il numero completo della carta.",
          "Dati di utilizzo: quando l'utente accede al servizio vengono raccolte automaticamente alcune informazioni («dati di utilizzo»), quali l'indirizzo IP (Internet Protocol) del dispositivo, il tipo e la versione del browser, le pagine del servizio visitate, la data e l'ora della visita, il tempo trascorso su tali pagine, gli identificativi univoci del dispositivo e altri dati diagnostici.",
          "Tutela dei download: ogni link di download è personale. A tutela del diritto d'autore, ogni pagina del PDF scaricato reca l'indirizzo e-mail dell'acquirente (filigrana); registriamo inoltre l'utilizzo del link (data, ora e numero di download).",
        ],
      },
      {
        heading: '3. Utilizzo dei dati',
        paragraphs: [
          'Trattiamo i dati raccolti per le seguenti finalità, sulla base giuridica di volta in volta indicata:',
        ],
        list: [
          "conclusione ed esecuzione del contratto di acquisto: gestione dell'ordine e del pagamento, invio della conferma d'ordine con il link di download, apposizione della filigrana sulla copia dell'e-book, invio di un nuovo link su richiesta, gestione di recessi, rimborsi e richieste di assistenza (art. 6, par. 1, lett. b) GDPR);",
          'adempimento di obblighi di legge, in particolare la conservazione della documentazione contabile e fiscale relativa agli ordini (art. 6, par. 1, lett. c) GDPR);',
          "sicurezza e corretto funzionamento del servizio, prevenzione di abusi e frodi (ad esempio mediante file di log del server contenenti l'indirizzo IP) e tutela dell'e-book contro la diffusione illecita (art. 6, par. 1, lett. f) GDPR; il nostro legittimo interesse consiste nella gestione sicura del negozio e nella tutela dei diritti d'autore);",
          "analisi dell'utilizzo del sito e misurazione dell'efficacia delle nostre campagne pubblicitarie tramite Google Analytics e il pixel di Meta, esclusivamente previo consenso (art. 6, par. 1, lett. a) GDPR);",
          'comunicazione delle modifiche alla presente informativa o alle condizioni generali (art. 6, par. 1, lett. c) e f) GDPR).',
        ],
        after: [
          "Il conferimento dell'indirizzo e-mail è necessario per la conclusione del contratto: in mancanza non è possibile consegnare l'e-book. Non adottiamo decisioni basate unicamente su un trattamento automatizzato, compresa la profilazione, di cui all'art. 22 GDPR.",
          "Conservazione: i dati relativi agli acquisti sono conservati per il tempo necessario all'esecuzione del contratto e alla gestione di eventuali contestazioni, la documentazione contabile e fiscale per i periodi previsti dalla normativa civilistica e fiscale (fino a dieci anni). I file di log del server sono conservati per un breve periodo e poi cancellati, salvo che siano necessari per accertare uno specifico incidente di sicurezza. I dati trattati sulla base del consenso sono conservati fino alla revoca del consenso o al venir meno della finalità. Ordini non completati: cancelliamo l'indirizzo e-mail, il nome e i dati aziendali indicati dopo 30 giorni. I codici di accesso monouso vengono cancellati appena scadono, e i contatori che usiamo per limitare le richieste ripetute appena termina il loro periodo (al massimo 24 ore).",
          'E-mail di promemoria: se al checkout spunti la casella facoltativa “Ricordamelo via e-mail se non completo l’acquisto” e non concludi l’acquisto, qualche ora dopo possiamo inviarti un’unica e-mail con un link per tornare al tuo ordine; senza la casella spuntata non ne inviamo nessuna. Conserviamo il tuo indirizzo e-mail, il momento del consenso, quello del promemoria e, se ti disiscrivi, quello della disiscrizione. Puoi disiscriverti con un clic sul link nel promemoria (il tuo programma di posta può offrire anche un pulsante “annulla iscrizione”) o scrivendoci; da quel momento non inviamo altri promemoria (art. 6, par. 1, lett. a) GDPR). Poiché al checkout chiunque può inserire qualsiasi indirizzo, inviamo al massimo un promemoria a settimana per indirizzo (comunque sia scritto) e, salvo nostra diversa decisione, solo a un indirizzo che ha già acquistato da noi. Come per ogni checkout non concluso, l’indirizzo viene cancellato dopo 30 giorni; se ti disiscrivi, lo conserviamo in un elenco di indirizzi che non ricevono mai più un promemoria, perché la tua opposizione resti valida (art. 6, par. 1, lett. f) GDPR).',
          'Link dei partner: se arrivi al nostro shop tramite il link di un partner (un indirizzo con “?ref=”), registriamo il codice del partner insieme al tuo ordine per potergli pagare una provvigione (art. 6, par. 1, lett. f) GDPR, nostro legittimo interesse a ricompensare le segnalazioni). Durante la visita il codice viaggia negli indirizzi delle pagine, senza cookie. Solo se hai accettato tutti i cookie lo conserviamo per 30 giorni nella memoria locale del tuo browser, così un acquisto in una visita successiva conta ancora per il partner.',
        ],
      },
      {
        heading: '4. Cookie e tecnologie di tracciamento',
        paragraphs: [
          "Utilizziamo cookie e tecnologie analoghe (come la memoria locale del browser, il cosiddetto «local storage») per il funzionamento del servizio e, previo consenso, per finalità statistiche. I cookie sono piccoli file di testo memorizzati sul dispositivo dell'utente. I cookie tecnici strettamente necessari sono utilizzati senza consenso, come consentito dall'art. 122 del Codice in materia di protezione dei dati personali; tutti gli altri solo previo consenso. L'utente può impostare il browser in modo da rifiutare tutti i cookie o da essere avvisato quando un cookie viene inviato; senza i cookie tecnici alcune parti del servizio potrebbero non funzionare.",
          'Esempi di cookie utilizzati:',
        ],
        list: [
          'cookie di sessione: per il funzionamento del servizio, ad esempio per mantenere una sessione di accesso;',
          "cookie di preferenza: per memorizzare le preferenze e le impostazioni dell'utente, come la lingua e la scelta relativa ai cookie;",
          "cookie di sicurezza: per finalità di sicurezza, ad esempio per proteggere i moduli e l'accesso da utilizzi abusivi.",
        ],
        after: [
          "Alla prima visita un banner chiede all'utente di esprimere la propria scelta, che viene memorizzata nella memoria locale del browser con la chiave «cookieConsent» e il valore «all» (tutti i cookie accettati) oppure «necessary» (solo cookie necessari). La chiusura del banner equivale alla scelta dei soli cookie necessari.",
          "Google Analytics (Google Ireland Limited, Dublino, Irlanda) e il pixel di Meta (Meta Platforms Ireland Limited, Dublino, Irlanda) vengono caricati solo dopo che l'utente ha accettato tutti i cookie tramite il banner (art. 6, par. 1, lett. a) GDPR). Tali servizi installano cookie e raccolgono dati di utilizzo, come le pagine visitate, gli eventi di acquisto e le informazioni sul dispositivo, per elaborare statistiche e misurare l'efficacia della nostra pubblicità. Per la raccolta e la trasmissione dei dati tramite il pixel di Meta siamo contitolari del trattamento insieme a Meta (art. 26 GDPR); il trattamento successivo avviene sotto la responsabilità esclusiva di Meta. In assenza di consenso tali servizi non vengono caricati e nessun dato viene loro trasmesso.",
          "L'utente può revocare il consenso in qualsiasi momento, con effetto per il futuro, cancellando i dati memorizzati da questo sito (cookie e memoria locale) dalle impostazioni del browser: il banner verrà mostrato di nuovo e sarà possibile scegliere i soli cookie necessari. Indipendentemente dal consenso, il nostro server conta le visualizzazioni di pagina: per ogni giorno, pagina e lingua aggiunge uno a un totale. Non memorizza l'indirizzo IP, alcun identificativo, i dati del browser né la pagina di provenienza, non imposta cookie e non salva nulla nel browser; le richieste di motori di ricerca e di altri programmi automatici non vengono contate. Da questi totali e dai nostri dati degli ordini (che conserviamo comunque per eseguire l'acquisto) ricaviamo, solo per noi, statistiche giornaliere: visualizzazioni della pagina prodotto, checkout avviati, acquisti, fatturato, rimborsi e recessi. Queste statistiche non consentono di identificare nessuno e non vengono comunicate a terzi (art. 6, par. 1, lett. f) GDPR, nostro legittimo interesse a sapere come viene utilizzato il negozio).",
        ],
      },
      {
        heading: '5. Trasferimento dei dati',
        paragraphs: [
          "Le informazioni dell'utente, compresi i dati personali, possono essere trasferite e trattate su elaboratori situati al di fuori del suo stato, della sua provincia, del suo paese o di altra giurisdizione, nei quali la normativa sulla protezione dei dati può differire da quella vigente nella sua giurisdizione. Comunichiamo i dati soltanto ai fornitori di servizi necessari alla gestione del negozio, che li trattano per nostro conto e secondo le nostre istruzioni in qualità di responsabili del trattamento (art. 28 GDPR), oppure ai destinatari indicati di seguito:",
        ],
        list: [
          'Stripe Payments Europe Ltd., Irlanda: elaborazione dei pagamenti (pagamenti con carta e altri metodi offerti al checkout);',
          "PayPal (Europe) S.à r.l. et Cie, S.C.A., Lussemburgo, qualora l'utente scelga di pagare con PayPal: elaborazione del pagamento in qualità di titolare autonomo del trattamento;",
          "il nostro servizio di invio e-mail (provider SMTP): invio delle conferme d'ordine, dei link di download e delle altre comunicazioni di servizio;",
          'il nostro fornitore di hosting: gestione tecnica del sito e conservazione dei dati degli ordini;',
          'Google Ireland Limited (Google Analytics) e Meta Platforms Ireland Limited (pixel di Meta): esclusivamente previo consenso.',
        ],
        after: [
          'Alcuni di questi fornitori o le società dei rispettivi gruppi (ad esempio negli Stati Uniti) possono trattare dati al di fuori dello Spazio economico europeo. In tali casi garantiamo un livello di protezione adeguato, in particolare sulla base di una decisione di adeguatezza della Commissione europea (come il quadro UE-USA per la protezione dei dati personali, «EU-U.S. Data Privacy Framework», per le società certificate) o delle clausole contrattuali tipo adottate dalla Commissione (artt. 45 e 46 GDPR). Non vendiamo i dati personali degli utenti.',
        ],
      },
      {
        heading: '6. Comunicazione dei dati',
        paragraphs: [
          "Possiamo comunicare i dati personali dell'utente qualora riteniamo in buona fede che ciò sia necessario per:",
        ],
        list: [
          "adempiere a un obbligo di legge (ad esempio nei confronti dell'amministrazione finanziaria o dell'autorità giudiziaria);",
          'tutelare e difendere i nostri diritti o beni;',
          'prevenire o accertare possibili illeciti in relazione al servizio;',
          "tutelare l'incolumità personale degli utenti del servizio o del pubblico;",
          'tutelarci da eventuali responsabilità legali.',
        ],
        after: [
          "Tale comunicazione avviene soltanto nei limiti consentiti dalla legge, in particolare ai sensi dell'art. 6, par. 1, lett. c) o f) GDPR.",
        ],
      },
      {
        heading: '7. Sicurezza dei dati',
        paragraphs: [
          "La sicurezza dei dati è importante per noi, ma nessun metodo di trasmissione su Internet o di memorizzazione elettronica è sicuro al 100%. Adottiamo misure tecniche e organizzative adeguate per proteggere i dati personali: il sito è accessibile solo tramite connessioni cifrate (TLS/SSL), i dati della carta sono inseriti direttamente presso il fornitore dei servizi di pagamento, i link di download sono firmati, personali e validi solo per un periodo di tempo e un numero di download limitati, e l'accesso ai dati degli ordini è riservato agli amministratori autorizzati.",
          'Si raccomanda di non condividere il proprio link di download: chiunque ne sia in possesso può utilizzarlo entro i relativi limiti.',
        ],
      },
      {
        heading: "8. Diritti dell'interessato",
        paragraphs: [
          "Ai sensi del GDPR l'utente dispone dei seguenti diritti in relazione ai propri dati personali:",
        ],
        list: [
          'diritto di accesso, aggiornamento o cancellazione: ottenere informazioni sui dati che lo riguardano, aggiornarli o chiederne la cancellazione (artt. 15 e 17 GDPR);',
          "diritto di rettifica: ottenere la rettifica dei dati inesatti e l'integrazione di quelli incompleti (art. 16 GDPR);",
          'diritto di opposizione: opporsi in qualsiasi momento, per motivi connessi alla sua situazione particolare, al trattamento fondato sul nostro legittimo interesse (art. 21 GDPR);',
          'diritto di limitazione: chiedere la limitazione del trattamento dei propri dati (art. 18 GDPR);',
          'diritto alla portabilità dei dati: ricevere i dati forniti in un formato strutturato, di uso comune e leggibile da dispositivo automatico, oppure chiederne la trasmissione a un altro titolare (art. 20 GDPR);',
          'diritto di revocare il consenso: revocare in qualsiasi momento il consenso prestato, senza pregiudicare la liceità del trattamento basata sul consenso prima della revoca (art. 7, par. 3 GDPR).',
        ],
        after: [
          "Per esercitare tali diritti è sufficiente scrivere a {email}. Prima di dare seguito alla richiesta potremmo chiedere di verificare l'identità del richiedente. La cancellazione è subordinata agli obblighi legali di conservazione; i dati che siamo tenuti a conservare sono sottoposti a limitazione fino alla scadenza dei relativi termini.",
          "L'utente ha inoltre il diritto di proporre reclamo a un'autorità di controllo, in particolare nello Stato membro in cui risiede abitualmente, lavora oppure in cui si è verificata la presunta violazione (art. 77 GDPR); in Italia l'autorità competente è il Garante per la protezione dei dati personali (www.garanteprivacy.it).",
        ],
      },
      {
        heading: '9. Modifiche alla presente informativa',
        paragraphs: [
          "Possiamo aggiornare periodicamente la presente informativa, ad esempio in caso di modifiche normative o del servizio. Ne daremo comunicazione via e-mail e/o mediante un avviso ben visibile sul sito, aggiornando la data riportata in cima all'informativa.",
          "Invitiamo l'utente a consultare periodicamente la presente informativa. Salvo diversa indicazione, le modifiche sono efficaci dal momento della pubblicazione su questa pagina.",
        ],
      },
      {
        heading: '10. Contatti',
        paragraphs: [
          "Per qualsiasi domanda sulla presente informativa o per esercitare i propri diritti, l'utente può contattarci via e-mail all'indirizzo {email}.",
          'Indirizzo postale: {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  terms: {
    title: 'Condizioni generali',
    updatedLabel: 'Ultimo aggiornamento:',
    sections: [
      {
        heading: '1. Ambito di applicazione e venditore',
        paragraphs: [
          'Le presenti condizioni generali si applicano a tutti i contratti conclusi tramite il negozio online {site} tra il venditore e i suoi clienti.',
          'Il venditore è {sellerName}, {sellerAddress}, partita IVA (numero di identificazione IVA): {vatId}, e-mail: {email} (di seguito «noi» o il «Venditore»).',
          "È consumatore la persona fisica che agisce per scopi estranei all'attività imprenditoriale, commerciale, artigianale o professionale eventualmente svolta. Eventuali condizioni del cliente difformi dalle presenti non si applicano, salvo nostra espressa accettazione per iscritto.",
          'Il contratto è concluso in lingua italiana.',
        ],
      },
      {
        heading: '2. Oggetto del contratto',
        paragraphs: [
          "Oggetto del contratto è l'e-book «Restaurant Closer», manuale pratico sulla vendita in sala destinato al personale della ristorazione (camerieri, responsabili di sala e titolari), di 90 pagine in formato PDF. L'e-book costituisce contenuto digitale fornito mediante download e non su supporto materiale; non viene spedita alcuna copia fisica.",
          "Le caratteristiche essenziali dell'e-book sono indicate nella descrizione del prodotto su {site}. Il cliente riceve l'edizione nella lingua della versione del negozio in cui effettua l'ordine. Per l'utilizzo è necessario un dispositivo dotato di un programma in grado di aprire file PDF.",
        ],
      },
      {
        heading: "3. Procedura d'ordine e conclusione del contratto",
        paragraphs: [
          "La presentazione dell'e-book sul sito non costituisce un'offerta giuridicamente vincolante, bensì un invito a effettuare un ordine. L'ordine si effettua come segue:",
        ],
        list: [
          'selezione del prodotto tramite uno dei pulsanti di acquisto, che conduce alla pagina di checkout;',
          "inserimento dell'indirizzo e-mail al quale sarà inviato il link di download;",
          "accettazione delle presenti condizioni generali e dell'informativa sulla privacy mediante l'apposita casella;",
          "conferma dell'obbligo di pagamento mediante il pulsante di acquisto; il cliente viene quindi indirizzato alla pagina del fornitore dei servizi di pagamento, dove completa il pagamento.",
        ],
        after: [
          "Prima di cliccare sul pulsante di acquisto il cliente può verificare in qualsiasi momento i dati inseriti e correggerli con le consuete funzioni di tastiera e mouse. Può interrompere la procedura d'ordine in qualsiasi momento chiudendo la finestra del browser o abbandonando la pagina di pagamento.",
          "Cliccando sul pulsante di acquisto il cliente formula una proposta vincolante di acquisto dell'e-book. Nel corso dell'ordine, prima del pagamento, gli viene inoltre richiesto il consenso espresso alla fornitura immediata dell'e-book (v. punto 6).",
          "Il contratto si conclude nel momento in cui inviamo al cliente l'e-mail di conferma d'ordine contenente il link di download. Conserviamo i dati dell'ordine; si consiglia di salvare o stampare le presenti condizioni generali al momento dell'ordine. La versione vigente è sempre consultabile su {site}.",
        ],
      },
      {
        heading: '4. Prezzi e pagamento',
        paragraphs: [
          "Tutti i prezzi sono prezzi finali espressi in euro e comprensivi dell'IVA. Trattandosi di un prodotto fornito mediante download, non sono previste spese di spedizione.",
          "Il prezzo è dovuto immediatamente all'atto dell'ordine. Il pagamento può essere effettuato con carta di credito (Visa, Mastercard), PayPal o bonifico bancario istantaneo, secondo quanto offerto al checkout; i metodi disponibili possono variare in base al paese. I pagamenti sono elaborati da Stripe Payments Europe Ltd., Irlanda.",
        ],
      },
      {
        heading: '5. Consegna',
        paragraphs: [
          "L'e-book è disponibile senza limiti. Subito dopo il buon esito del pagamento il cliente può scaricarlo dalla pagina di conferma; inviamo inoltre un link di download personale all'indirizzo e-mail indicato.",
          'Per motivi di sicurezza il link di download è valido per un periodo di tempo e un numero di download limitati. Se il link è scaduto o esaurito, il cliente può richiederne uno nuovo in qualsiasi momento dal nostro sito o scrivendo a {email}.',
          "Il cliente è tenuto a verificare la correttezza dell'indirizzo e-mail inserito e, qualora l'e-mail non pervenga, a controllare la cartella della posta indesiderata.",
        ],
      },
      {
        heading: '6. Diritto di recesso',
        paragraphs: [
          "Garanzia di soddisfazione: indipendentemente dal diritto di recesso previsto dalla legge, offriamo una garanzia volontaria di soddisfazione al 100%. Se l'e-book non soddisfa le aspettative del cliente, questi può scriverci a {email} entro 30 giorni dall'acquisto e rimborseremo l'intero prezzo con lo stesso mezzo di pagamento utilizzato. Restano salvi i diritti previsti dalla legge.",
          'Il cliente che riveste la qualità di consumatore dispone di un diritto di recesso di 14 giorni ai sensi degli artt. 52 e seguenti del Codice del Consumo (D.Lgs. 206/2005), secondo quanto di seguito indicato.',
          "Diritto di recesso: il consumatore ha il diritto di recedere dal contratto, senza indicarne le ragioni, entro 14 giorni dal giorno della conclusione del contratto. Per esercitare il diritto di recesso, il consumatore è tenuto a informarci ({sellerName}, {sellerAddress}, e-mail: {email}) della sua decisione di recedere dal contratto tramite una dichiarazione esplicita (ad esempio un'e-mail) oppure a utilizzare la funzione di recesso descritta di seguito. A tal fine può utilizzare il modulo tipo di recesso riportato di seguito, ma non è obbligatorio. Per rispettare il termine di recesso è sufficiente inviare la comunicazione relativa all'esercizio del diritto di recesso prima della scadenza del periodo di recesso.",
          'Effetti del recesso: in caso di recesso dal contratto, rimborseremo tutti i pagamenti ricevuti senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della decisione di recedere. Il rimborso è effettuato utilizzando lo stesso mezzo di pagamento usato per la transazione iniziale, salvo che il consumatore abbia espressamente convenuto altrimenti; in ogni caso il consumatore non dovrà sostenere alcun costo quale conseguenza del rimborso. Il link di download viene disattivato.',
          "Esclusione del diritto di recesso: ai sensi dell'art. 59, comma 1, lett. o) del Codice del Consumo, il diritto di recesso è escluso per la fornitura di contenuto digitale mediante un supporto non materiale se l'esecuzione è iniziata dopo che il consumatore ha dato il suo previo consenso espresso all'inizio dell'esecuzione durante il periodo di recesso e ha riconosciuto di perdere così il proprio diritto di recesso, e gliene abbiamo fornito conferma (nell'e-mail di conferma d'ordine). L'esecuzione ha inizio con l'avvio del download dell'e-book.",
          "Funzione di recesso: finché non ha avviato il primo download, il consumatore può recedere con un clic tramite la funzione di recesso raggiungibile dal link contenuto nell'e-mail di conferma d'ordine e dalla pagina di conferma visualizzata dopo il pagamento. L'importo pagato viene rimborsato con il mezzo di pagamento originariamente utilizzato, il link di download viene disattivato e il consumatore riceve una conferma via e-mail.",
          'Modulo tipo di recesso (compilare e restituire il presente modulo solo se si desidera recedere dal contratto):',
        ],
        list: [
          'Destinatario: {sellerName}, {sellerAddress}, e-mail: {email}',
          'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*)',
          'Ordinato il (*)/ricevuto il (*)',
          'Nome del/dei consumatore(i)',
          'Indirizzo del/dei consumatore(i)',
          'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
          'Data',
          '(*) Cancellare la dicitura inutile.',
        ],
      },
      {
        heading: "7. Licenza d'uso e diritto d'autore",
        paragraphs: [
          "A seguito dell'integrale pagamento del prezzo il cliente acquisisce un diritto d'uso semplice, non esclusivo e non trasferibile dell'e-book per scopi esclusivamente personali. Tutti gli altri diritti restano riservati a noi o all'autore.",
          "L'e-book e i suoi contenuti (testi, grafiche, metodi, script e checklist) sono protetti dal diritto d'autore. Sono vietate, senza nostra previa autorizzazione scritta, la riproduzione, la traduzione, la pubblicazione, la distribuzione e la messa a disposizione del pubblico dell'e-book o di parti di esso, in forma cartacea o elettronica, che eccedano l'uso personale. Sono consentite le copie a uso esclusivamente personale (ad esempio una stampa o il salvataggio sui propri dispositivi).",
          "Ogni copia reca l'indirizzo e-mail dell'acquirente (filigrana), così da consentire di risalire all'origine delle copie illecite. È vietato rimuovere o alterare la filigrana.",
        ],
      },
      {
        heading: '8. Responsabilità',
        paragraphs: [
          "I contenuti dell'e-book sono stati redatti con la massima cura. Essi contengono indicazioni pratiche il cui esito dipende dalla loro applicazione nel caso concreto; non è dovuto alcun risultato economico determinato.",
          "Non assumiamo alcuna responsabilità per l'attualità, la correttezza, la completezza o la qualità delle informazioni fornite, salvo in caso di dolo o colpa grave. In caso di colpa lieve la nostra responsabilità è limitata al danno prevedibile e tipico per questo tipo di contratto.",
          "Tali limitazioni non si applicano ai danni derivanti da lesioni della vita, dell'integrità fisica o della salute, per i quali rispondiamo senza limiti, né alla responsabilità prevista dalla legge tedesca sulla responsabilità per danno da prodotti difettosi (Produkthaftungsgesetz). Restano impregiudicati i diritti riconosciuti dalla legge al consumatore in caso di difetto di conformità del contenuto digitale.",
        ],
      },
      {
        heading: '9. Link a siti di terzi',
        paragraphs: [
          "Il sito e l'e-book possono contenere link a siti web di terzi. Non abbiamo alcuna influenza sui relativi contenuti e non ne assumiamo alcuna responsabilità; dei contenuti delle pagine collegate risponde sempre il rispettivo fornitore o gestore.",
        ],
      },
      {
        heading: '10. Modifiche delle condizioni generali',
        paragraphs: [
          "Possiamo modificare le presenti condizioni generali con effetto per il futuro. La versione vigente è sempre pubblicata su {site}. All'acquisto si applicano le condizioni generali accettate al momento dell'ordine. Le modifiche sostanziali sono comunicate via e-mail.",
        ],
      },
      {
        heading: '11. Legge applicabile e foro competente',
        paragraphs: [
          'Le presenti condizioni generali e tutti i contratti conclusi sulla base delle stesse sono regolati dal diritto della Repubblica Federale di Germania, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci (CISG).',
          'Se il cliente è un consumatore, tale scelta di legge non lo priva della protezione assicuratagli dalle disposizioni inderogabili a tutela dei consumatori del paese in cui ha la residenza abituale; resta fermo il foro del consumatore previsto dalla legge.',
          'Se il cliente è un commerciante, una persona giuridica di diritto pubblico o un patrimonio separato di diritto pubblico, il foro esclusivo per tutte le controversie derivanti dal presente contratto è quello della nostra sede.',
          'Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori.',
        ],
      },
      {
        heading: '12. Clausola di salvaguardia',
        paragraphs: [
          'Qualora singole disposizioni delle presenti condizioni generali siano o divengano invalide in tutto o in parte, la validità delle restanti disposizioni rimane impregiudicata. In luogo della disposizione invalida si applicano le norme di legge.',
        ],
      },
      {
        heading: '13. Contatti',
        paragraphs: [
          "Per domande sulle presenti condizioni generali, sull'ordine o sul download è possibile contattarci via e-mail all'indirizzo {email}.",
          'Indirizzo postale: {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Note legali',
    updatedLabel: 'Ultimo aggiornamento:',
    sections: [
      {
        heading: 'Titolare del sito',
        paragraphs: [
          "Informazioni ai sensi dell'art. 7 del D.Lgs. 70/2003 e del § 5 della legge tedesca sui servizi digitali (DDG):",
          '{sellerName}',
          '{sellerAddress}',
        ],
      },
      {
        heading: 'Contatti',
        paragraphs: ['E-mail: {email}', 'Sito web: {site}'],
      },
      {
        heading: 'Partita IVA',
        paragraphs: [
          "Numero di identificazione IVA ai sensi del § 27a della legge tedesca sull'imposta sul valore aggiunto (UStG): {vatId}",
        ],
      },
      {
        heading: 'Responsabile dei contenuti',
        paragraphs: [
          'Responsabile dei contenuti ai sensi del § 18, comma 2, del Trattato interstatale tedesco sui media (MStV): {sellerName}, {sellerAddress}',
        ],
      },
      {
        heading: 'Risoluzione delle controversie',
        paragraphs: [
          'Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori.',
        ],
      },
      {
        heading: "Diritto d'autore",
        paragraphs: [
          "I contenuti di questo sito e l'e-book sono protetti dal diritto d'autore. Qualsiasi riproduzione, elaborazione, distribuzione o altra utilizzazione che ecceda i limiti consentiti dalla legge sul diritto d'autore richiede la nostra previa autorizzazione scritta.",
        ],
      },
    ],
  },
  accessibility: {
    title: 'Dichiarazione di accessibilità',
    updatedLabel: 'Dichiarazione redatta il:',
    intro: [
      '{sellerName} vuole che tutti possano usare il nostro sito – informarsi sul manuale, acquistarlo e scaricarlo – anche con uno screen reader, con la sola tastiera, con l’ingrandimento dello schermo o con altre tecnologie assistive. La presente dichiarazione si applica al sito {site}, comprese le pagine di acquisto, di download e di recesso, e all’e-book consegnato tramite il sito.',
    ],
    sections: [
      {
        heading: 'Stato di conformità',
        paragraphs: [
          'Il nostro obiettivo è la conformità alle Web Content Accessibility Guidelines (WCAG) 2.2 di livello AA, il livello che la norma europea armonizzata EN 301 549 richiede per i siti web. Per quanto ci risulta, il sito raggiunge questo obiettivo; i limiti a noi noti sono elencati qui sotto.',
        ],
      },
      {
        heading: 'Come abbiamo verificato',
        paragraphs: [
          'Abbiamo valutato il sito direttamente. Ogni pagina, in tutte e cinque le lingue e sia in formato smartphone sia in formato desktop, viene controllata automaticamente con axe-core secondo le regole WCAG 2.0, 2.1 e 2.2 dei livelli A e AA a ogni modifica del sito. Abbiamo inoltre acquistato l’e-book dalla pagina del prodotto fino al download usando solo la tastiera, verificando che l’elemento attivo fosse chiaramente visibile a ogni passaggio.',
        ],
      },
      {
        heading: 'Limiti noti',
        paragraphs: [],
        list: [
          'L’e-book è un PDF pensato per la lettura e la stampa. Non è ancora strutturato con tag per gli screen reader (titoli, ordine di lettura). Chi ha difficoltà a leggerlo può scriverci: troveremo insieme una soluzione.',
          'I pagamenti con carta avvengono sulla pagina del nostro fornitore di servizi di pagamento, che non progettiamo noi; della sua accessibilità risponde il fornitore.',
        ],
      },
      {
        heading: 'Segnalazioni e contatti',
        paragraphs: [
          'Chi incontra una barriera sul nostro sito, o ha bisogno dei suoi contenuti in un formato diverso, può scriverci a {email} o per posta a {sellerName}, {sellerAddress}, indicando la pagina interessata e che cosa non ha funzionato. Risponderemo il prima possibile.',
        ],
      },
      {
        heading: 'Procedura di attuazione',
        paragraphs: [
          'Se la nostra risposta non risolve il problema, è possibile rivolgersi all’autorità di vigilanza del mercato competente per l’accessibilità di prodotti e servizi nel paese in cui siamo stabiliti; in Germania si tratta dell’autorità congiunta dei Länder per la vigilanza del mercato in materia di accessibilità di prodotti e servizi (MLBF). Anche le associazioni dei consumatori possono offrire assistenza per un reclamo.',
        ],
      },
      {
        heading: 'Data della dichiarazione',
        paragraphs: [
          'La presente dichiarazione è stata redatta nella data indicata in cima alla pagina e si basa sulle verifiche descritte sopra. La aggiorniamo ogni volta che il sito cambia in modo significativo.',
        ],
      },
    ],
  },
  backHome: 'Torna alla homepage',
};
