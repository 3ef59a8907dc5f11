import type { LegalCopy } from './types';

export const de: LegalCopy = {
  lang: 'de',
  privacy: {
    title: 'Datenschutzerklärung',
    updatedLabel: 'Zuletzt aktualisiert:',
    sections: [
      {
        heading: '1. Einleitung',
        paragraphs: [
          '{sellerName}, {sellerAddress} („wir“ oder „uns“) betreibt die Website {site} und verkauft darüber das E-Book „Restaurant Closer“. Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist {sellerName}, {sellerAddress}, E-Mail: {email}.',
          'Diese Datenschutzerklärung informiert Sie gemäß Art. 13 und 14 DSGVO darüber, welche personenbezogenen Daten wir beim Besuch unserer Website und beim Kauf des E-Books verarbeiten, zu welchen Zwecken und auf welchen Rechtsgrundlagen dies geschieht, an wen wir Daten weitergeben und welche Rechte Ihnen zustehen. „Angebot“ bezeichnet die Website {site} sowie den Verkauf und die Bereitstellung des E-Books.',
        ],
      },
      {
        heading: '2. Erhebung und Verwendung von Informationen',
        paragraphs: [
          'Wir erheben verschiedene Arten von Informationen zu den in dieser Datenschutzerklärung genannten Zwecken.',
          'Personenbezogene Daten: Bei der Nutzung unseres Angebots, insbesondere beim Kauf des E-Books, können wir Sie bitten, uns Informationen mitzuteilen, mit denen Sie kontaktiert oder identifiziert werden können, oder solche Informationen erhalten. Dazu können unter anderem gehören:',
        ],
        list: [
          'E-Mail-Adresse;',
          'Vor- und Nachname;',
          'Anschrift, Bundesland bzw. Staat, Provinz, Postleitzahl, Ort;',
          'Cookies und Nutzungsdaten.',
        ],
        after: [
          'Für den Kauf selbst benötigen wir nur Ihre E-Mail-Adresse. Name und Rechnungsanschrift erhebt unser Zahlungsdienstleister, soweit die gewählte Zahlungsart dies erfordert; sie können uns für Rechnungs- und Steuerzwecke übermittelt werden. Ihre Kartendaten geben Sie direkt auf der Seite des Zahlungsdienstleisters ein; die vollständige Kartennummer erhalten wir zu keinem Zeitpunkt.',
          'Nutzungsdaten: Beim Aufruf unseres Angebots werden automatisch Informationen erfasst („Nutzungsdaten“), etwa die IP-Adresse Ihres Geräts, Browsertyp und Browserversion, die besuchten Seiten unseres Angebots, Datum und Uhrzeit des Besuchs, die Verweildauer auf diesen Seiten, eindeutige Gerätekennungen und sonstige Diagnosedaten.',
          'Schutz der Downloads: Jeder Download-Link ist persönlich. Zum Schutz des Urheberrechts wird jede Seite der heruntergeladenen PDF-Datei mit Ihrer E-Mail-Adresse versehen (Wasserzeichen); außerdem erfassen wir die Nutzung des Links (Datum, Uhrzeit und Anzahl der Downloads).',
        ],
      },
      {
        heading: '3. Verwendung der Daten',
        paragraphs: [
          'Wir verarbeiten die erhobenen Daten zu folgenden Zwecken und auf der jeweils genannten Rechtsgrundlage:',
        ],
        list: [
          'Abschluss und Erfüllung des Kaufvertrags: Abwicklung von Bestellung und Zahlung, Versand der Bestellbestätigung mit Download-Link, Kennzeichnung Ihres Exemplars mit dem Wasserzeichen, Zusendung eines neuen Links auf Anfrage sowie Bearbeitung von Widerrufen, Erstattungen und Supportanfragen (Art. 6 Abs. 1 lit. b DSGVO);',
          'Erfüllung rechtlicher Pflichten, insbesondere Aufbewahrung von Bestell- und Rechnungsunterlagen nach handels- und steuerrechtlichen Vorschriften (Art. 6 Abs. 1 lit. c DSGVO);',
          'Sicherheit und Funktionsfähigkeit des Angebots, Erkennung und Abwehr von Missbrauch und Betrug (z. B. mittels Server-Logfiles mit IP-Adressen) sowie Schutz des E-Books vor unerlaubter Verbreitung (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren Betrieb des Shops und im Schutz unserer Urheberrechte);',
          'Analyse der Nutzung der Website und Messung des Erfolgs unserer Werbung mit Google Analytics und dem Meta-Pixel, ausschließlich mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG);',
          'Information über Änderungen dieser Datenschutzerklärung oder unserer AGB (Art. 6 Abs. 1 lit. c und f DSGVO).',
        ],
        after: [
          'Die Angabe Ihrer E-Mail-Adresse ist für den Vertragsschluss erforderlich; ohne sie können wir das E-Book nicht bereitstellen. Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.',
          'Speicherdauer: Kaufdaten speichern wir, solange dies zur Vertragserfüllung und zur Abwicklung etwaiger Ansprüche erforderlich ist, Bestell- und Rechnungsunterlagen für die Dauer der handels- und steuerrechtlichen Aufbewahrungsfristen (bis zu zehn Jahre). Server-Logfiles werden nach kurzer Zeit gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden. Auf Grundlage einer Einwilligung verarbeitete Daten speichern wir bis zum Widerruf der Einwilligung oder bis zum Wegfall des Zwecks. Nicht abgeschlossene Bestellungen: Die angegebene E-Mail-Adresse, den Namen und die Firmenangaben löschen wir nach 30 Tagen. OTP-Codes für die Anmeldung werden gelöscht, sobald sie abgelaufen sind, und die Zähler, mit denen wir wiederholte Anfragen begrenzen, sobald ihr Zeitraum (höchstens 24 Stunden) abgelaufen ist.',
          'Erinnerungs-E-Mail: Wenn Sie an der Kasse das freiwillige Kästchen „Erinnern Sie mich per E-Mail, falls ich den Kauf nicht abschließe“ ankreuzen und den Kauf nicht abschließen, können wir Ihnen einige Stunden später eine einzige E-Mail senden mit einem Link zurück zu Ihrer Bestellung; ohne das Kreuz senden wir keine. Wir speichern dazu Ihre E-Mail-Adresse, den Zeitpunkt Ihrer Einwilligung, den der Erinnerung und, falls Sie sich abmelden, den der Abmeldung. Abmelden können Sie sich mit einem Klick auf den Link in der Erinnerung (Ihr E-Mail-Programm bietet dafür eventuell auch eine Schaltfläche „Abbestellen“) oder mit einer Nachricht an uns; danach senden wir keine Erinnerung mehr (Art. 6 Abs. 1 lit. a DSGVO). Da an der Kasse jeder jede Adresse eintragen kann, senden wir höchstens eine Erinnerung pro Woche und Adresse (gleich, wie sie geschrieben ist) und, sofern wir nichts anderes festgelegt haben, nur an eine Adresse, die bei uns schon gekauft hat. Wie bei jedem nicht abgeschlossenen Kauf löschen wir die Adresse nach 30 Tagen; wenn Sie sich abmelden, behalten wir sie auf einer Liste von Adressen, die nie wieder eine Erinnerung erhalten, damit Ihr Widerspruch dauerhaft gilt (Art. 6 Abs. 1 lit. f DSGVO).',
          'Partnerlinks: Kommen Sie über den Link eines Partners zu uns (eine Adresse mit „?ref=“), speichern wir den Code des Partners mit Ihrer Bestellung, um ihm eine Provision zu zahlen (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, Empfehlungen zu vergüten). Während Ihres Besuchs wird der Code in den Adressen der Seiten weitergegeben, ohne Cookie. Nur wenn Sie alle Cookies akzeptiert haben, bewahren wir ihn 30 Tage im lokalen Speicher Ihres Browsers auf, damit ein Kauf bei einem späteren Besuch noch für den Partner zählt.',
        ],
      },
      {
        heading: '4. Cookies und Tracking',
        paragraphs: [
          'Wir verwenden Cookies und ähnliche Technologien (etwa den lokalen Speicher Ihres Browsers, „Local Storage“) für den Betrieb unseres Angebots und, mit Ihrer Einwilligung, für Analysezwecke. Cookies sind kleine Textdateien, die auf Ihrem Endgerät gespeichert werden. Technisch unbedingt erforderliche Cookies setzen wir ohne Einwilligung ein (§ 25 Abs. 2 Nr. 2 TDDDG), alle übrigen nur mit Ihrer Einwilligung (§ 25 Abs. 1 TDDDG). Sie können Ihren Browser so einstellen, dass er Cookies ablehnt oder Sie vor dem Setzen eines Cookies informiert; ohne die technisch notwendigen Cookies funktionieren einzelne Teile unseres Angebots möglicherweise nicht.',
          'Beispiele für die von uns verwendeten Cookies:',
        ],
        list: [
          'Sitzungs-Cookies: für den Betrieb des Angebots, etwa um eine Anmeldesitzung aufrechtzuerhalten;',
          'Präferenz-Cookies: um Ihre Präferenzen und Einstellungen zu speichern, etwa Ihre Sprache und Ihre Cookie-Auswahl;',
          'Sicherheits-Cookies: zu Sicherheitszwecken, etwa um Formulare und die Anmeldung vor Missbrauch zu schützen.',
        ],
        after: [
          'Beim ersten Besuch bittet Sie ein Cookie-Banner um Ihre Entscheidung. Diese wird im lokalen Speicher Ihres Browsers unter dem Schlüssel „cookieConsent“ mit dem Wert „all“ (alle Cookies akzeptiert) oder „necessary“ (nur notwendige Cookies) gespeichert. Das Schließen des Banners gilt als Auswahl nur der notwendigen Cookies.',
          'Google Analytics (Google Ireland Limited, Dublin, Irland) und das Meta-Pixel (Meta Platforms Ireland Limited, Dublin, Irland) werden erst geladen, nachdem Sie im Cookie-Banner allen Cookies zugestimmt haben (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Diese Dienste setzen Cookies und erfassen Nutzungsdaten wie besuchte Seiten, Kaufereignisse und Geräteinformationen, um Statistiken zu erstellen und den Erfolg unserer Werbung zu messen. Für die Erhebung und Übermittlung der Daten über das Meta-Pixel sind wir mit Meta gemeinsam verantwortlich (Art. 26 DSGVO); die weitere Verarbeitung liegt in der alleinigen Verantwortung von Meta. Ohne Ihre Einwilligung werden diese Dienste nicht geladen, und es werden keine Daten an sie übermittelt.',
          'Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie die von dieser Website gespeicherten Daten (Cookies und lokaler Speicher) in Ihren Browsereinstellungen löschen; das Banner erscheint dann erneut, und Sie können nur die notwendigen Cookies wählen. Unabhängig von einer Einwilligung zählt unser eigener Server Seitenaufrufe: Je Tag, Seite und Sprache erhöht er eine Summe um eins. Er speichert dabei weder Ihre IP-Adresse noch eine Kennung, Angaben zu Ihrem Browser oder die Seite, von der Sie kamen, setzt kein Cookie und legt nichts in Ihrem Browser ab; Aufrufe von Suchmaschinen und anderen automatisierten Programmen werden nicht gezählt. Aus diesen Summen und unseren Bestelldaten (die wir ohnehin zur Erfüllung Ihres Kaufs führen) erstellen wir ausschließlich für uns tägliche Statistiken: Aufrufe der Produktseite, begonnene Bestellvorgänge, Käufe, Umsatz, Erstattungen und Widerrufe. Diese Statistiken lassen keinen Rückschluss auf einzelne Personen zu und werden an niemanden weitergegeben (Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse, die Nutzung unseres Shops zu kennen).',
        ],
      },
      {
        heading: '5. Übermittlung von Daten',
        paragraphs: [
          'Ihre Informationen, einschließlich personenbezogener Daten, können auf Rechner außerhalb Ihres Bundeslandes, Ihrer Provinz, Ihres Landes oder einer anderen staatlichen Rechtsordnung übermittelt und dort verarbeitet werden, in denen andere Datenschutzvorschriften gelten können. Wir geben Daten nur an Dienstleister weiter, die wir für den Betrieb des Shops benötigen und die sie in unserem Auftrag und nach unseren Weisungen verarbeiten (Auftragsverarbeiter, Art. 28 DSGVO), oder an die nachstehend genannten Empfänger:',
        ],
        list: [
          'Stripe Payments Europe Ltd., Irland: Abwicklung der Zahlungen (Kartenzahlungen und die weiteren an der Kasse angebotenen Zahlungsarten);',
          'PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg, wenn Sie mit PayPal bezahlen: Abwicklung der Zahlung als eigenständig Verantwortlicher;',
          'unser E-Mail-Versanddienst (SMTP-Anbieter): Versand von Bestellbestätigungen, Download-Links und sonstigen Service-E-Mails;',
          'unser Hosting-Anbieter: technischer Betrieb der Website und Speicherung der Bestelldaten;',
          'Google Ireland Limited (Google Analytics) und Meta Platforms Ireland Limited (Meta-Pixel): nur mit Ihrer Einwilligung.',
        ],
        after: [
          'Einige dieser Anbieter oder mit ihnen verbundene Unternehmen (etwa in den USA) können Daten außerhalb des Europäischen Wirtschaftsraums verarbeiten. In diesen Fällen stellen wir ein angemessenes Datenschutzniveau sicher, insbesondere durch einen Angemessenheitsbeschluss der Europäischen Kommission (etwa das EU-U.S. Data Privacy Framework für zertifizierte Unternehmen) oder durch die von der Kommission erlassenen Standardvertragsklauseln (Art. 45 und 46 DSGVO). Wir verkaufen Ihre personenbezogenen Daten nicht.',
        ],
      },
      {
        heading: '6. Offenlegung von Daten',
        paragraphs: [
          'Wir können Ihre personenbezogenen Daten offenlegen, wenn wir in gutem Glauben davon ausgehen, dass dies erforderlich ist, um',
        ],
        list: [
          'eine rechtliche Verpflichtung zu erfüllen (etwa gegenüber Finanzbehörden oder Gerichten);',
          'unsere Rechte oder unser Eigentum zu schützen und zu verteidigen;',
          'mögliches Fehlverhalten im Zusammenhang mit unserem Angebot zu verhindern oder aufzuklären;',
          'die persönliche Sicherheit der Nutzer unseres Angebots oder der Öffentlichkeit zu schützen;',
          'uns vor rechtlicher Haftung zu schützen.',
        ],
        after: [
          'Eine solche Offenlegung erfolgt nur, soweit sie gesetzlich zulässig ist, insbesondere nach Art. 6 Abs. 1 lit. c oder f DSGVO.',
        ],
      },
      {
        heading: '7. Datensicherheit',
        paragraphs: [
          'Die Sicherheit Ihrer Daten ist uns wichtig; keine Übertragung über das Internet und keine elektronische Speicherung ist jedoch zu 100 % sicher. Wir treffen angemessene technische und organisatorische Maßnahmen zum Schutz Ihrer personenbezogenen Daten: Die Website wird ausschließlich über verschlüsselte Verbindungen (TLS/SSL) ausgeliefert, Kartendaten geben Sie direkt beim Zahlungsdienstleister ein, Download-Links sind signiert, persönlich und nur für eine begrenzte Zeit und eine begrenzte Anzahl von Downloads gültig, und der Zugriff auf Bestelldaten ist auf berechtigte Administratoren beschränkt.',
          'Bitte geben Sie Ihren Download-Link nicht weiter: Wer ihn besitzt, kann ihn innerhalb seiner Grenzen nutzen.',
        ],
      },
      {
        heading: '8. Ihre Datenschutzrechte',
        paragraphs: [
          'Nach der DSGVO stehen Ihnen hinsichtlich Ihrer personenbezogenen Daten folgende Rechte zu:',
        ],
        list: [
          'Recht auf Auskunft, Aktualisierung oder Löschung: Sie können Auskunft über die bei uns gespeicherten Daten verlangen, diese aktualisieren lassen oder ihre Löschung verlangen (Art. 15 und 17 DSGVO);',
          'Recht auf Berichtigung: Sie können unrichtige Daten berichtigen und unvollständige Daten vervollständigen lassen (Art. 16 DSGVO);',
          'Widerspruchsrecht: Sie können aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit der Verarbeitung widersprechen, die auf unseren berechtigten Interessen beruht (Art. 21 DSGVO);',
          'Recht auf Einschränkung der Verarbeitung: Sie können verlangen, dass wir die Verarbeitung Ihrer Daten einschränken (Art. 18 DSGVO);',
          'Recht auf Datenübertragbarkeit: Sie können die von Ihnen bereitgestellten Daten in einem strukturierten, gängigen und maschinenlesbaren Format erhalten oder an einen anderen Verantwortlichen übermitteln lassen (Art. 20 DSGVO);',
          'Recht auf Widerruf der Einwilligung: Sie können eine erteilte Einwilligung jederzeit widerrufen, ohne dass die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung berührt wird (Art. 7 Abs. 3 DSGVO).',
        ],
        after: [
          'Zur Ausübung Ihrer Rechte genügt eine E-Mail an {email}. Wir können Sie bitten, Ihre Identität nachzuweisen, bevor wir Ihre Anfrage beantworten. Einer Löschung können gesetzliche Aufbewahrungspflichten entgegenstehen; in diesem Fall wird die Verarbeitung der betroffenen Daten bis zum Ablauf der Fristen eingeschränkt.',
          'Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO).',
        ],
      },
      {
        heading: '9. Änderungen dieser Datenschutzerklärung',
        paragraphs: [
          'Wir können diese Datenschutzerklärung von Zeit zu Zeit aktualisieren, etwa wenn sich die Rechtslage oder unser Angebot ändert. Über Änderungen informieren wir Sie per E-Mail und/oder durch einen deutlich sichtbaren Hinweis auf unserer Website und passen das oben angegebene Datum der letzten Aktualisierung an.',
          'Bitte lesen Sie diese Datenschutzerklärung regelmäßig. Änderungen werden, soweit nicht anders angegeben, mit ihrer Veröffentlichung auf dieser Seite wirksam.',
        ],
      },
      {
        heading: '10. Kontakt',
        paragraphs: [
          'Bei Fragen zu dieser Datenschutzerklärung oder zur Ausübung Ihrer Rechte erreichen Sie uns per E-Mail unter {email}.',
          'Postanschrift: {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen (AGB)',
    updatedLabel: 'Zuletzt aktualisiert:',
    sections: [
      {
        heading: '1. Geltungsbereich und Anbieter',
        paragraphs: [
          'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge, die über den Online-Shop unter {site} zwischen dem Anbieter und seinen Kunden geschlossen werden.',
          'Anbieter ist {sellerName}, {sellerAddress}, USt-IdNr.: {vatId}, E-Mail: {email} (nachfolgend „wir“ oder „Anbieter“).',
          'Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB). Abweichende Bedingungen des Kunden gelten nicht, es sei denn, wir stimmen ihrer Geltung ausdrücklich schriftlich zu.',
          'Die Vertragssprache ist Deutsch.',
        ],
      },
      {
        heading: '2. Vertragsgegenstand',
        paragraphs: [
          'Gegenstand des Vertrags ist das E-Book „Restaurant Closer“, ein Praxishandbuch zum Verkauf im Restaurantservice für Servicekräfte, Restaurantleiter und Inhaber, mit 90 Seiten im PDF-Format. Das E-Book ist ein digitaler Inhalt, der per Download und nicht auf einem körperlichen Datenträger bereitgestellt wird; ein physisches Exemplar wird nicht versandt.',
          'Die wesentlichen Merkmale des E-Books ergeben sich aus der Produktbeschreibung auf {site}. Sie erhalten die Sprachausgabe der Shop-Version, in der Sie bestellen. Zur Nutzung benötigen Sie ein Gerät mit einer Software, die PDF-Dateien öffnen kann.',
        ],
      },
      {
        heading: '3. Bestellvorgang und Vertragsschluss',
        paragraphs: [
          'Die Darstellung des E-Books auf unserer Website stellt kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Abgabe einer Bestellung dar. Die Bestellung erfolgt in folgenden Schritten:',
        ],
        list: [
          'Auswahl des Produkts über einen der Kaufbuttons, der Sie zur Bestellseite führt;',
          'Eingabe Ihrer E-Mail-Adresse, an die der Download-Link gesendet wird;',
          'Akzeptieren dieser AGB und der Datenschutzerklärung durch Setzen des Häkchens;',
          'Bestätigung Ihrer Zahlungspflicht durch Klick auf den Kaufbutton; anschließend werden Sie auf die Seite unseres Zahlungsdienstleisters weitergeleitet, wo Sie die Zahlung abschließen.',
        ],
        after: [
          'Vor dem Klick auf den Kaufbutton können Sie Ihre Eingaben jederzeit prüfen und mit den üblichen Tastatur- und Mausfunktionen berichtigen. Sie können den Bestellvorgang jederzeit abbrechen, indem Sie das Browserfenster schließen oder die Zahlungsseite verlassen.',
          'Mit dem Klick auf den Kaufbutton geben Sie ein verbindliches Angebot zum Kauf des E-Books ab. Im Bestellvorgang werden Sie vor der Zahlung außerdem um Ihre ausdrückliche Zustimmung zur sofortigen Bereitstellung des E-Books gebeten (siehe Ziffer 6).',
          'Der Vertrag kommt zustande, sobald wir Ihnen die Bestellbestätigung mit dem Download-Link per E-Mail senden. Wir speichern Ihre Bestelldaten; bitte speichern oder drucken Sie diese AGB bei Ihrer Bestellung. Die jeweils aktuelle Fassung ist jederzeit auf {site} abrufbar.',
        ],
      },
      {
        heading: '4. Preise und Zahlung',
        paragraphs: [
          'Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Umsatzsteuer. Da das E-Book per Download bereitgestellt wird, fallen keine Versandkosten an.',
          'Der Kaufpreis ist mit der Bestellung sofort fällig. Sie können per Kreditkarte (Visa, Mastercard), PayPal oder Echtzeit-Banküberweisung bezahlen, soweit diese Zahlungsarten an der Kasse angeboten werden; die verfügbaren Zahlungsarten können je nach Land variieren. Die Zahlungen wickelt Stripe Payments Europe Ltd., Irland, ab.',
        ],
      },
      {
        heading: '5. Lieferung',
        paragraphs: [
          'Das E-Book ist unbegrenzt verfügbar. Unmittelbar nach erfolgreicher Zahlung können Sie es auf der Bestätigungsseite herunterladen; zusätzlich senden wir Ihnen einen persönlichen Download-Link an die angegebene E-Mail-Adresse.',
          'Aus Sicherheitsgründen ist der Download-Link nur für eine begrenzte Zeit und eine begrenzte Anzahl von Downloads gültig. Ist er abgelaufen oder aufgebraucht, können Sie jederzeit auf unserer Website oder per E-Mail an {email} einen neuen Link anfordern.',
          'Bitte achten Sie auf die korrekte Eingabe Ihrer E-Mail-Adresse und prüfen Sie Ihren Spam-Ordner, falls unsere E-Mail nicht ankommt.',
        ],
      },
      {
        heading: '6. Widerrufsrecht',
        paragraphs: [
          'Zufriedenheitsgarantie: Unabhängig vom gesetzlichen Widerrufsrecht gewähren wir eine freiwillige 100-%-Zufriedenheitsgarantie. Entspricht das E-Book nicht Ihren Erwartungen, schreiben Sie uns innerhalb von 30 Tagen nach dem Kauf an {email}; wir erstatten Ihnen den vollen Kaufpreis über das ursprüngliche Zahlungsmittel. Ihre gesetzlichen Rechte bleiben unberührt.',
          'Verbrauchern steht ein gesetzliches Widerrufsrecht von 14 Tagen zu, über das wir wie folgt belehren.',
          'Widerrufsrecht: Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses. Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({sellerName}, {sellerAddress}, E-Mail: {email}) mittels einer eindeutigen Erklärung (z. B. per E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren oder die unten beschriebene Widerrufsfunktion nutzen. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
          'Folgen des Widerrufs: Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Ihr Download-Link wird deaktiviert.',
          'Vorzeitiges Erlöschen des Widerrufsrechts: Bei einem Vertrag über die Bereitstellung von nicht auf einem körperlichen Datenträger befindlichen digitalen Inhalten erlischt das Widerrufsrecht gemäß § 356 Abs. 5 BGB, wenn wir mit der Vertragserfüllung begonnen haben, nachdem Sie ausdrücklich zugestimmt haben, dass wir mit der Vertragserfüllung vor Ablauf der Widerrufsfrist beginnen, Sie Ihre Kenntnis davon bestätigt haben, dass durch Ihre Zustimmung mit Beginn der Vertragserfüllung Ihr Widerrufsrecht erlischt, und wir Ihnen eine Bestätigung gemäß § 312f BGB (in der Bestellbestätigung per E-Mail) zur Verfügung gestellt haben. Mit der Vertragserfüllung beginnen wir, sobald der Download des E-Books beginnt.',
          'Widerrufsfunktion: Solange Sie den ersten Download noch nicht begonnen haben, können Sie mit einem Klick über die Widerrufsfunktion widerrufen, die in der Bestellbestätigung per E-Mail und auf der Bestätigungsseite nach der Zahlung verlinkt ist. Der gezahlte Betrag wird über das ursprünglich verwendete Zahlungsmittel erstattet, der Download-Link wird deaktiviert, und Sie erhalten eine Bestätigung per E-Mail.',
          'Muster-Widerrufsformular (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.):',
        ],
        list: [
          'An {sellerName}, {sellerAddress}, E-Mail: {email}',
          'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
          'Bestellt am (*)/erhalten am (*)',
          'Name des/der Verbraucher(s)',
          'Anschrift des/der Verbraucher(s)',
          'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
          'Datum',
          '(*) Unzutreffendes streichen.',
        ],
      },
      {
        heading: '7. Nutzungsrecht und Urheberrecht',
        paragraphs: [
          'Mit vollständiger Bezahlung erhalten Sie ein einfaches, nicht ausschließliches und nicht übertragbares Recht, das E-Book für eigene, persönliche Zwecke zu nutzen. Alle übrigen Rechte verbleiben bei uns bzw. beim Autor.',
          'Das E-Book und seine Inhalte (Texte, Grafiken, Methoden, Gesprächsleitfäden und Checklisten) sind urheberrechtlich geschützt. Die Vervielfältigung, Übersetzung, Veröffentlichung, Verbreitung oder öffentliche Zugänglichmachung des E-Books oder von Teilen daraus, in gedruckter oder elektronischer Form, ist ohne unsere vorherige schriftliche Zustimmung untersagt, soweit sie über die persönliche Nutzung hinausgeht. Kopien zum eigenen persönlichen Gebrauch (etwa ein Ausdruck oder die Speicherung auf eigenen Geräten) sind zulässig.',
          'Jedes Exemplar ist mit der E-Mail-Adresse des Käufers gekennzeichnet (Wasserzeichen), damit unerlaubte Kopien zurückverfolgt werden können. Das Entfernen oder Verändern des Wasserzeichens ist untersagt.',
        ],
      },
      {
        heading: '8. Haftung',
        paragraphs: [
          'Die Inhalte des E-Books wurden mit größter Sorgfalt erstellt. Sie enthalten Praxisempfehlungen, deren Erfolg von der Umsetzung im Einzelfall abhängt; ein bestimmter wirtschaftlicher Erfolg wird nicht geschuldet.',
          'Wir übernehmen keine Haftung für die Aktualität, Richtigkeit, Vollständigkeit oder Qualität der bereitgestellten Informationen, es sei denn, uns fällt Vorsatz oder grobe Fahrlässigkeit zur Last. Bei leichter Fahrlässigkeit ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt.',
          'Diese Beschränkungen gelten nicht für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, für die wir unbeschränkt haften, und nicht für die Haftung nach dem Produkthaftungsgesetz. Ihre gesetzlichen Rechte bei Mängeln digitaler Produkte (§§ 327 ff. BGB) bleiben unberührt.',
        ],
      },
      {
        heading: '9. Links zu Websites Dritter',
        paragraphs: [
          'Unsere Website und das E-Book können Links zu Websites Dritter enthalten. Auf deren Inhalte haben wir keinen Einfluss und übernehmen dafür keine Verantwortung; für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber verantwortlich.',
        ],
      },
      {
        heading: '10. Änderungen der AGB',
        paragraphs: [
          'Wir können diese AGB mit Wirkung für die Zukunft ändern. Die jeweils aktuelle Fassung wird auf {site} veröffentlicht. Für Ihren Kauf gelten die bei Ihrer Bestellung akzeptierten AGB. Wesentliche Änderungen kündigen wir per E-Mail an.',
        ],
      },
      {
        heading: '11. Anwendbares Recht und Gerichtsstand',
        paragraphs: [
          'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (Übereinkommen der Vereinten Nationen über Verträge über den internationalen Warenkauf, CISG).',
          'Bei Verbrauchern gilt diese Rechtswahl nur insoweit, als dadurch nicht der Schutz entzogen wird, der durch zwingende Verbraucherschutzbestimmungen des Staates gewährt wird, in dem der Verbraucher seinen gewöhnlichen Aufenthalt hat.',
          'Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag unser Geschäftssitz.',
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
        ],
      },
      {
        heading: '12. Salvatorische Klausel',
        paragraphs: [
          'Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.',
        ],
      },
      {
        heading: '13. Kontakt',
        paragraphs: [
          'Bei Fragen zu diesen AGB, zu Ihrer Bestellung oder zum Download erreichen Sie uns per E-Mail unter {email}.',
          'Postanschrift: {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Impressum',
    updatedLabel: 'Zuletzt aktualisiert:',
    sections: [
      {
        heading: 'Angaben gemäß § 5 DDG',
        paragraphs: ['{sellerName}', '{sellerAddress}'],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['E-Mail: {email}', 'Website: {site}'],
      },
      {
        heading: 'Umsatzsteuer-ID',
        paragraphs: [
          'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz (UStG): {vatId}',
        ],
      },
      {
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        paragraphs: ['{sellerName}, {sellerAddress}'],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: [
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
      {
        heading: 'Urheberrecht',
        paragraphs: [
          'Die Inhalte dieser Website und das E-Book unterliegen dem Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Erklärung zur Barrierefreiheit',
    updatedLabel: 'Erstellt am:',
    intro: [
      '{sellerName} möchte, dass alle Menschen unsere Website nutzen können – sich über das Handbuch informieren, es kaufen und herunterladen –, auch mit Screenreader, nur mit der Tastatur, mit Bildschirmvergrößerung oder anderen assistiven Technologien. Diese Erklärung gilt für die Website {site} einschließlich Bestellvorgang, Download- und Widerrufsseiten sowie für das darüber gelieferte E-Book.',
    ],
    sections: [
      {
        heading: 'Stand der Vereinbarkeit mit den Anforderungen',
        paragraphs: [
          'Unser Ziel ist die Konformität mit den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA, wie sie die harmonisierte europäische Norm EN 301 549 für Websites vorsieht. Nach unserem Kenntnisstand erfüllt die Website diese Anforderungen; die uns bekannten Einschränkungen sind unten aufgeführt.',
        ],
      },
      {
        heading: 'So haben wir geprüft',
        paragraphs: [
          'Wir haben die Website selbst bewertet. Jede Seite wird in allen fünf Sprachen, in Smartphone- und in Desktop-Breite, bei jeder Änderung der Website automatisch mit axe-core gegen die Regeln der WCAG 2.0, 2.1 und 2.2 der Stufen A und AA geprüft. Außerdem haben wir das E-Book von der Produktseite bis zum Download ausschließlich mit der Tastatur gekauft und dabei geprüft, dass der Fokus bei jedem Schritt deutlich sichtbar ist.',
        ],
      },
      {
        heading: 'Bekannte Einschränkungen',
        paragraphs: [],
        list: [
          'Das E-Book ist ein PDF, das für Lesen und Drucken gestaltet ist. Es ist noch nicht für Screenreader ausgezeichnet (Überschriften, Lesereihenfolge). Wenn Ihnen das Lesen Schwierigkeiten bereitet, schreiben Sie uns – wir finden gemeinsam mit Ihnen eine Lösung.',
          'Kartenzahlungen erfolgen auf der Seite unseres Zahlungsdienstleisters, die wir nicht gestalten; für deren Barrierefreiheit ist der Anbieter verantwortlich.',
        ],
      },
      {
        heading: 'Feedback und Kontakt',
        paragraphs: [
          'Wenn Ihnen auf unserer Website eine Barriere auffällt oder Sie Inhalte in einer anderen Form benötigen, schreiben Sie uns bitte an {email} oder per Post an {sellerName}, {sellerAddress}. Nennen Sie uns die betroffene Seite und beschreiben Sie, was nicht funktioniert hat. Wir antworten Ihnen so schnell wie möglich.',
        ],
      },
      {
        heading: 'Durchsetzungsverfahren',
        paragraphs: [
          'Löst unsere Antwort das Problem nicht, können Sie sich an die Marktüberwachungsbehörde wenden, die in dem Land, in dem wir niedergelassen sind, für die Barrierefreiheit von Produkten und Dienstleistungen zuständig ist; in Deutschland ist das die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF). Auch die Verbraucherzentralen unterstützen Sie bei einer Beschwerde.',
        ],
      },
      {
        heading: 'Datum dieser Erklärung',
        paragraphs: [
          'Diese Erklärung wurde an dem oben genannten Datum erstellt und beruht auf den beschriebenen Prüfungen. Wir überprüfen sie, sobald sich die Website wesentlich ändert.',
        ],
      },
    ],
  },
  backHome: 'Zurück zur Startseite',
};
