import type { SampleBookCopy } from './types';

export const de: SampleBookCopy = {
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
