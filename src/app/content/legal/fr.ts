import type { LegalCopy } from './types';

export const fr: LegalCopy = {
  lang: 'fr',
  privacy: {
    title: 'Politique de confidentialité',
    updatedLabel: 'Dernière mise à jour :',
    sections: [
      {
        heading: '1. Introduction',
        paragraphs: [
          "{sellerName}, {sellerAddress} (ci-après « nous ») exploite le site {site}, sur lequel est commercialisé le livre numérique « Restaurant Closer ». Le responsable du traitement de vos données personnelles, au sens du règlement (UE) 2016/679 relatif à la protection des données (« RGPD ») et de la loi n° 78-17 relative à l'informatique, aux fichiers et aux libertés (« loi Informatique et Libertés »), est {sellerName}, {sellerAddress}, adresse e-mail : {email}.",
          'La présente politique vous informe, conformément aux articles 13 et 14 du RGPD, des données personnelles que nous traitons lorsque vous visitez notre site et achetez le livre numérique, des finalités et des bases légales de ces traitements, de leurs destinataires et de vos droits. Le « service » désigne le site {site} ainsi que la vente et la livraison du livre numérique.',
        ],
      },
      {
        heading: '2. Collecte et utilisation des informations',
        paragraphs: [
          "Nous collectons différents types d'informations pour les finalités décrites dans la présente politique de confidentialité.",
          "Données personnelles : lors de l'utilisation de notre service, en particulier lors de l'achat du livre numérique, nous pouvons vous demander de nous fournir, ou recevoir, des informations permettant de vous contacter ou de vous identifier. Ces informations peuvent notamment comprendre :",
        ],
        list: [
          'adresse e-mail ;',
          'nom et prénom ;',
          'adresse, État, province, code postal, ville ;',
          "cookies et données d'utilisation.",
        ],
        after: [
          "Pour l'achat lui-même, seule votre adresse e-mail est nécessaire. Vos nom et adresse de facturation sont collectés par notre prestataire de paiement lorsque le moyen de paiement choisi l'exige et peuvent nous être transmis à des fins de facturation et fiscales. Les données de votre carte sont saisies directement sur la page du prestataire de paiement ; nous ne recevons jamais le numéro complet de votre carte.",
          "Données d'utilisation : lorsque vous accédez au service, certaines informations sont collectées automatiquement (« données d'utilisation »), telles que l'adresse IP (protocole Internet) de votre appareil, le type et la version de votre navigateur, les pages du service que vous consultez, la date et l'heure de votre visite, le temps passé sur ces pages, les identifiants uniques de l'appareil et d'autres données de diagnostic.",
          "Protection des téléchargements : chaque lien de téléchargement est personnel. Afin de protéger les droits d'auteur, chaque page du PDF téléchargé porte l'adresse e-mail de l'acheteur (filigrane) ; nous enregistrons en outre l'utilisation du lien (date, heure et nombre de téléchargements).",
        ],
      },
      {
        heading: '3. Utilisation des données',
        paragraphs: [
          'Nous traitons les données collectées pour les finalités suivantes, sur la base légale indiquée pour chacune :',
        ],
        list: [
          "conclusion et exécution du contrat de vente : traitement de la commande et du paiement, envoi de la confirmation de commande avec le lien de téléchargement, apposition du filigrane sur votre exemplaire, envoi d'un nouveau lien sur demande et gestion des rétractations, remboursements et demandes d'assistance (art. 6, paragraphe 1, point b) du RGPD) ;",
          'respect de nos obligations légales, notamment la conservation des pièces comptables et fiscales relatives aux commandes (art. 6, paragraphe 1, point c) du RGPD) ;',
          "sécurité et bon fonctionnement du service, détection et prévention des abus et des fraudes (par exemple au moyen des journaux du serveur contenant l'adresse IP) et protection du livre numérique contre toute diffusion illicite (art. 6, paragraphe 1, point f) du RGPD ; notre intérêt légitime réside dans l'exploitation sécurisée de la boutique et la protection de nos droits d'auteur) ;",
          "mesure d'audience du site et mesure de l'efficacité de nos publicités au moyen de Google Analytics et du pixel Meta, uniquement avec votre consentement (art. 6, paragraphe 1, point a) du RGPD) ;",
          'information sur les modifications de la présente politique ou de nos conditions générales de vente (art. 6, paragraphe 1, points c) et f) du RGPD).',
        ],
        after: [
          "La communication de votre adresse e-mail est nécessaire à la conclusion du contrat ; à défaut, nous ne pouvons pas vous livrer le livre numérique. Nous ne prenons aucune décision fondée exclusivement sur un traitement automatisé, y compris le profilage, au sens de l'article 22 du RGPD.",
          "Durées de conservation : nous conservons les données relatives aux achats pendant la durée nécessaire à l'exécution du contrat et au traitement d'éventuelles réclamations, et les pièces comptables et fiscales pendant les durées prévues par la législation commerciale et fiscale (jusqu'à dix ans). Les journaux du serveur sont conservés pendant une courte durée puis supprimés, sauf s'ils sont nécessaires à l'analyse d'un incident de sécurité précis. Les données traitées sur la base de votre consentement sont conservées jusqu'au retrait de celui-ci ou jusqu'à ce que la finalité du traitement ait disparu. Commandes non finalisées : nous supprimons l'adresse e-mail, le nom et les informations d'entreprise indiqués au bout de 30 jours. Les codes de connexion à usage unique sont supprimés dès leur expiration, et les compteurs qui nous servent à limiter les demandes répétées dès la fin de leur période (24 heures au plus).",
          'E-mail de rappel : si vous cochez lors de la commande la case facultative « Me rappeler par e-mail si je ne finalise pas mon achat » et que vous ne finalisez pas l’achat, nous pouvons vous envoyer quelques heures plus tard un seul e-mail avec un lien pour reprendre votre commande ; sans la case cochée, nous n’en envoyons aucun. Nous conservons votre adresse e-mail, l’heure de votre consentement, celle du rappel et, si vous vous désinscrivez, celle de la désinscription. Vous pouvez vous désinscrire d’un clic sur le lien du rappel (votre messagerie peut aussi proposer un bouton « se désabonner ») ou en nous écrivant ; nous n’envoyons alors plus aucun rappel (art. 6, par. 1, point a) du RGPD). Comme chacun peut saisir n’importe quelle adresse lors de la commande, nous envoyons au plus un rappel par semaine et par adresse (quelle que soit son écriture) et, sauf décision contraire de notre part, seulement à une adresse qui a déjà acheté chez nous. Comme pour toute commande non finalisée, l’adresse est supprimée au bout de 30 jours ; si vous vous désinscrivez, nous la conservons sur une liste d’adresses qui ne reçoivent plus jamais de rappel, afin que votre opposition soit durable (art. 6, par. 1, point f) du RGPD).',
          'Liens de partenaires : si vous arrivez sur notre boutique par le lien d’un partenaire (une adresse contenant « ?ref= »), nous enregistrons le code du partenaire avec votre commande afin de lui verser une commission (art. 6, par. 1, point f) du RGPD, notre intérêt légitime à rémunérer les recommandations). Pendant votre visite, le code est transmis dans les adresses des pages, sans cookie. Ce n’est que si vous avez accepté tous les cookies que nous le conservons 30 jours dans le stockage local de votre navigateur, afin qu’un achat lors d’une visite ultérieure compte encore pour le partenaire.',
        ],
      },
      {
        heading: '4. Cookies et traceurs',
        paragraphs: [
          "Nous utilisons des cookies et des technologies similaires (comme le stockage local de votre navigateur, « local storage ») pour le fonctionnement du service et, avec votre consentement, à des fins de mesure d'audience. Les cookies sont de petits fichiers enregistrés sur votre terminal. Les cookies strictement nécessaires sont déposés sans consentement, comme le permet l'article 82 de la loi Informatique et Libertés ; tous les autres ne le sont qu'avec votre consentement. Vous pouvez configurer votre navigateur pour refuser tous les cookies ou pour être averti lorsqu'un cookie est déposé ; sans les cookies nécessaires, certaines parties du service pourraient ne pas fonctionner.",
          'Exemples de cookies que nous utilisons :',
        ],
        list: [
          'cookies de session : pour le fonctionnement du service, par exemple pour maintenir une session de connexion ;',
          'cookies de préférences : pour mémoriser vos préférences et paramètres, comme votre langue et votre choix concernant les cookies ;',
          'cookies de sécurité : à des fins de sécurité, par exemple pour protéger les formulaires et la connexion contre les abus.',
        ],
        after: [
          'Lors de votre première visite, un bandeau vous demande votre choix. Celui-ci est enregistré dans le stockage local de votre navigateur sous la clé « cookieConsent », avec la valeur « all » (tous les cookies acceptés) ou « necessary » (cookies nécessaires uniquement). La fermeture du bandeau vaut choix des seuls cookies nécessaires.',
          "Google Analytics (Google Ireland Limited, Dublin, Irlande) et le pixel Meta (Meta Platforms Ireland Limited, Dublin, Irlande) ne sont chargés qu'après que vous avez accepté tous les cookies au moyen du bandeau (art. 6, paragraphe 1, point a) du RGPD). Ces services déposent des cookies et collectent des données d'utilisation, telles que les pages consultées, les événements d'achat et les informations sur l'appareil, afin d'établir des statistiques et de mesurer l'efficacité de nos publicités. Pour la collecte et la transmission des données au moyen du pixel Meta, nous sommes responsables conjoints du traitement avec Meta (art. 26 du RGPD) ; le traitement ultérieur relève de la seule responsabilité de Meta. Sans votre consentement, ces services ne sont pas chargés et aucune donnée ne leur est transmise.",
          "Vous pouvez retirer votre consentement à tout moment, pour l'avenir, en supprimant les données enregistrées par ce site (cookies et stockage local) dans les paramètres de votre navigateur ; le bandeau s'affiche alors de nouveau et vous pouvez choisir les seuls cookies nécessaires. Indépendamment de tout consentement, notre propre serveur compte les pages vues : pour chaque jour, page et langue, il ajoute un à un total. Il n'enregistre ni votre adresse IP, ni aucun identifiant, ni les caractéristiques de votre navigateur, ni la page d'où vous venez, ne dépose aucun cookie et n'enregistre rien dans votre navigateur ; les requêtes des moteurs de recherche et autres programmes automatisés ne sont pas comptées. À partir de ces totaux et de nos données de commande (que nous conservons de toute façon pour exécuter votre achat), nous établissons, pour nous seuls, des statistiques quotidiennes : vues de la page produit, commandes commencées, achats, chiffre d'affaires, remboursements et rétractations. Ces statistiques ne permettent d'identifier personne et ne sont transmises à personne (art. 6, par. 1, point f) RGPD, notre intérêt légitime à savoir comment notre boutique est utilisée).",
        ],
      },
      {
        heading: '5. Transfert des données',
        paragraphs: [
          "Vos informations, y compris vos données personnelles, peuvent être transférées vers des ordinateurs situés en dehors de votre État, de votre province, de votre pays ou de toute autre juridiction, et y être traitées, alors que la législation relative à la protection des données peut y être différente de celle de votre juridiction. Nous ne communiquons des données qu'aux prestataires dont nous avons besoin pour exploiter la boutique, qui les traitent pour notre compte et selon nos instructions en qualité de sous-traitants (art. 28 du RGPD), ou aux destinataires indiqués ci-dessous :",
        ],
        list: [
          'Stripe Payments Europe Ltd., Irlande : traitement des paiements (paiements par carte et autres moyens de paiement proposés lors de la commande) ;',
          'PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg, si vous choisissez de payer avec PayPal : traitement du paiement en qualité de responsable de traitement distinct ;',
          "notre service d'envoi d'e-mails (fournisseur SMTP) : envoi des confirmations de commande, des liens de téléchargement et des autres messages de service ;",
          'notre hébergeur : exploitation technique du site et stockage des données de commande ;',
          'Google Ireland Limited (Google Analytics) et Meta Platforms Ireland Limited (pixel Meta) : uniquement avec votre consentement.',
        ],
        after: [
          "Certains de ces prestataires ou les sociétés de leur groupe (par exemple aux États-Unis) peuvent traiter des données en dehors de l'Espace économique européen. Dans ce cas, nous garantissons un niveau de protection adéquat, notamment au moyen d'une décision d'adéquation de la Commission européenne (comme le cadre de protection des données UE–États-Unis, « Data Privacy Framework », pour les entreprises certifiées) ou des clauses contractuelles types adoptées par la Commission (art. 45 et 46 du RGPD). Nous ne vendons pas vos données personnelles.",
        ],
      },
      {
        heading: '6. Communication des données',
        paragraphs: [
          'Nous pouvons communiquer vos données personnelles si nous estimons de bonne foi que cela est nécessaire pour :',
        ],
        list: [
          "respecter une obligation légale (par exemple envers l'administration fiscale ou les juridictions) ;",
          'protéger et défendre nos droits ou nos biens ;',
          "prévenir ou rechercher d'éventuels agissements répréhensibles en lien avec le service ;",
          'assurer la sécurité personnelle des utilisateurs du service ou du public ;',
          'nous protéger contre toute mise en cause de notre responsabilité juridique.',
        ],
        after: [
          "Une telle communication n'a lieu que dans la mesure permise par la loi, notamment sur le fondement de l'article 6, paragraphe 1, point c) ou f) du RGPD.",
        ],
      },
      {
        heading: '7. Sécurité des données',
        paragraphs: [
          "La sécurité de vos données nous importe, mais aucune méthode de transmission sur Internet ni de stockage électronique n'est sûre à 100 %. Nous mettons en œuvre des mesures techniques et organisationnelles appropriées pour protéger vos données personnelles : le site n'est accessible que par des connexions chiffrées (TLS/SSL), les données de carte sont saisies directement auprès du prestataire de paiement, les liens de téléchargement sont signés, personnels et valables uniquement pour une durée et un nombre de téléchargements limités, et l'accès aux données de commande est réservé aux administrateurs habilités.",
          "Veuillez ne pas partager votre lien de téléchargement : toute personne qui le détient peut l'utiliser dans ses limites.",
        ],
      },
      {
        heading: '8. Vos droits en matière de protection des données',
        paragraphs: [
          'Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants sur vos données personnelles :',
        ],
        list: [
          "droit d'accès, de mise à jour ou d'effacement : obtenir des informations sur les données que nous détenons à votre sujet, les mettre à jour ou en demander l'effacement (art. 15 et 17 du RGPD) ;",
          'droit de rectification : faire rectifier des données inexactes et compléter des données incomplètes (art. 16 du RGPD) ;',
          "droit d'opposition : vous opposer à tout moment, pour des raisons tenant à votre situation particulière, aux traitements fondés sur notre intérêt légitime (art. 21 du RGPD) ;",
          'droit à la limitation du traitement : demander la limitation du traitement de vos données (art. 18 du RGPD) ;',
          'droit à la portabilité des données : recevoir les données que vous nous avez fournies dans un format structuré, couramment utilisé et lisible par machine, ou les faire transmettre à un autre responsable du traitement (art. 20 du RGPD) ;',
          'droit de retirer votre consentement : retirer votre consentement à tout moment, sans que cela porte atteinte à la licéité du traitement fondé sur le consentement effectué avant ce retrait (art. 7, paragraphe 3 du RGPD).',
        ],
        after: [
          "Vous pouvez également définir des directives relatives à la conservation, à l'effacement et à la communication de vos données après votre décès (article 85 de la loi Informatique et Libertés).",
          "Pour exercer ces droits, il vous suffit d'écrire à {email}. Nous pouvons vous demander de justifier de votre identité avant de donner suite à votre demande. L'effacement est soumis aux obligations légales de conservation ; les données que nous sommes tenus de conserver font alors l'objet d'une limitation jusqu'à l'expiration des durées correspondantes.",
          "Vous avez en outre le droit d'introduire une réclamation auprès d'une autorité de contrôle, notamment dans l'État membre de votre résidence habituelle, de votre lieu de travail ou du lieu où la violation aurait été commise (art. 77 du RGPD) ; en France, il s'agit de la Commission nationale de l'informatique et des libertés (CNIL, www.cnil.fr).",
        ],
      },
      {
        heading: '9. Modifications de la présente politique',
        paragraphs: [
          "Nous pouvons mettre à jour la présente politique de confidentialité de temps à autre, par exemple en cas d'évolution de la réglementation ou de notre service. Nous vous en informerons par e-mail et/ou au moyen d'un avis bien visible sur notre site, et nous mettrons à jour la date indiquée en haut de la présente politique.",
          'Nous vous invitons à consulter régulièrement la présente politique de confidentialité. Sauf indication contraire, les modifications prennent effet dès leur publication sur cette page.',
        ],
      },
      {
        heading: '10. Nous contacter',
        paragraphs: [
          "Pour toute question relative à la présente politique de confidentialité ou pour exercer vos droits, vous pouvez nous contacter par e-mail à l'adresse {email}.",
          'Adresse postale : {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  terms: {
    title: 'Conditions générales de vente',
    updatedLabel: 'Dernière mise à jour :',
    sections: [
      {
        heading: '1. Informations sur le vendeur',
        paragraphs: [
          'Le site {site} et la boutique en ligne qui y est associée sont exploités par {sellerName}, {sellerAddress}, numéro de TVA intracommunautaire : {vatId}, adresse e-mail : {email} (ci-après « nous » ou « le vendeur »).',
          "Les présentes conditions générales de vente régissent toutes les ventes conclues sur cette boutique en ligne. Est considérée comme consommateur toute personne physique qui agit à des fins qui n'entrent pas dans le cadre de son activité commerciale, industrielle, artisanale, libérale ou agricole (article liminaire du Code de la consommation). Le contrat est conclu en langue française.",
        ],
      },
      {
        heading: '2. Objet du contrat',
        paragraphs: [
          "Le contrat a pour objet le livre numérique « Restaurant Closer », manuel pratique de vente en salle destiné au personnel de la restauration (serveurs, responsables de salle et restaurateurs), de 90 pages au format PDF. Il s'agit d'un contenu numérique fourni par téléchargement et non sur un support matériel ; aucun exemplaire physique n'est expédié. Ses caractéristiques essentielles figurent dans la description du produit sur {site}. Son utilisation nécessite un appareil équipé d'un logiciel permettant d'ouvrir les fichiers PDF.",
          "Processus de commande : pour commander, sélectionnez le produit, saisissez votre adresse e-mail, acceptez les présentes conditions générales de vente et la politique de confidentialité, puis confirmez votre obligation de paiement en cliquant sur le bouton d'achat ; vous réglez ensuite votre commande sur la page de notre prestataire de paiement. Au cours de la commande, avant le paiement, votre consentement exprès à la fourniture immédiate du livre numérique vous est également demandé (voir l'article 5). Avant de cliquer sur le bouton d'achat, vous pouvez à tout moment vérifier et corriger les informations saisies.",
          "Le contrat est conclu lorsque nous vous envoyons l'e-mail de confirmation de commande contenant le lien de téléchargement. Nous conservons les données de la commande ; nous vous recommandons d'enregistrer ou d'imprimer les présentes conditions lors de votre achat.",
        ],
      },
      {
        heading: '3. Prix et paiement',
        paragraphs: [
          "Les prix sont indiqués en euros toutes taxes comprises (TVA incluse) ; il s'agit de prix définitifs. Le produit étant téléchargeable, aucuns frais de livraison ne sont facturés. Le prix est exigible immédiatement à la commande.",
          'Vous pouvez payer par carte de crédit (Visa, Mastercard), PayPal ou virement bancaire instantané, selon les moyens proposés lors du paiement ; les moyens disponibles peuvent varier selon le pays. Les paiements sont traités par Stripe Payments Europe Ltd., Irlande.',
        ],
      },
      {
        heading: '4. Livraison',
        paragraphs: [
          "Le livre numérique est disponible sans limitation. Dès la confirmation du paiement, vous pouvez le télécharger sur la page de confirmation ; nous vous envoyons également un lien de téléchargement personnel à l'adresse e-mail indiquée.",
          "Pour des raisons de sécurité, ce lien est valable pour une durée et un nombre de téléchargements limités. S'il a expiré ou a été épuisé, vous pouvez à tout moment en demander un nouveau depuis notre site ou en écrivant à {email}. Veillez à saisir une adresse e-mail exacte et consultez votre dossier de courrier indésirable si notre message ne vous parvient pas.",
        ],
      },
      {
        heading: '5. Droit de rétractation',
        paragraphs: [
          "En tant que consommateur, vous disposez d'un délai de 14 jours à compter de la conclusion du contrat pour exercer votre droit de rétractation, sans avoir à motiver votre décision (articles L221-18 et suivants du Code de la consommation). Pour l'exercer, vous devez nous notifier votre décision ({sellerName}, {sellerAddress}, e-mail : {email}) au moyen d'une déclaration dénuée d'ambiguïté (par exemple un e-mail) ou utiliser la fonction de rétractation décrite ci-dessous ; vous pouvez utiliser le modèle de formulaire de rétractation figurant ci-dessous, mais ce n'est pas obligatoire. Pour que le délai soit respecté, il suffit que vous transmettiez votre communication relative à l'exercice du droit de rétractation avant son expiration.",
          "En cas de rétractation, nous vous remboursons la totalité des sommes versées sans retard excessif et au plus tard dans les 14 jours à compter du jour où nous sommes informés de votre décision. Nous utilisons le même moyen de paiement que celui que vous avez utilisé pour la transaction initiale, sauf accord exprès de votre part pour un autre moyen ; ce remboursement n'occasionne aucun frais pour vous. Le lien de téléchargement est alors désactivé.",
          "Exception pour les contenus numériques : conformément à l'article L221-28, 13° du Code de la consommation, le droit de rétractation ne peut être exercé pour la fourniture d'un contenu numérique non fourni sur un support matériel dont l'exécution a commencé, lorsque vous avez donné préalablement votre consentement exprès pour que l'exécution commence avant l'expiration du délai de rétractation, que vous avez reconnu que vous perdrez ainsi votre droit de rétractation et que nous vous avons fourni une confirmation de votre accord (dans l'e-mail de confirmation de commande). L'exécution commence au lancement du téléchargement du livre numérique.",
          "Fonction de rétractation : tant que vous n'avez pas lancé le premier téléchargement, vous pouvez vous rétracter en un clic au moyen de la fonction de rétractation accessible par le lien figurant dans l'e-mail de confirmation de commande et sur la page de confirmation affichée après le paiement. Le montant payé vous est remboursé par le moyen de paiement initial, le lien de téléchargement est désactivé et vous recevez une confirmation par e-mail.",
          'Modèle de formulaire de rétractation (veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat) :',
        ],
        list: [
          "À l'attention de {sellerName}, {sellerAddress}, e-mail : {email}",
          'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous',
          'Commandé le (*)/reçu le (*)',
          'Nom du (des) consommateur(s)',
          'Adresse du (des) consommateur(s)',
          'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)',
          'Date',
          '(*) Rayez la mention inutile.',
        ],
      },
      {
        heading: '6. Garantie de satisfaction',
        paragraphs: [
          "En complément de vos droits légaux, nous vous offrons une garantie « satisfait ou remboursé » à 100 % : si le livre numérique ne vous donne pas satisfaction, nous vous remboursons l'intégralité du prix, à condition que vous nous contactiez à l'adresse {email} dans un délai de 30 jours à compter de l'achat. Cette garantie s'applique également après le téléchargement.",
          'Le remboursement est effectué par le moyen de paiement initial. Après le remboursement, le lien de téléchargement est désactivé et vous devez supprimer les copies du livre numérique en votre possession. Cette garantie commerciale est facultative et ne porte pas atteinte à vos droits légaux, notamment à la garantie légale de conformité.',
        ],
      },
      {
        heading: '7. Propriété intellectuelle et utilisation',
        paragraphs: [
          "Le livre numérique et l'ensemble de ses contenus (textes, graphiques, méthodes, scripts et listes de contrôle) sont protégés par le Code de la propriété intellectuelle. Après paiement intégral du prix, vous bénéficiez d'un droit d'utilisation simple, non exclusif et non cessible, à des fins strictement personnelles.",
          "Toute reproduction, traduction, publication, diffusion ou représentation de tout ou partie du livre numérique, sous forme imprimée ou électronique, au-delà de l'usage personnel, est interdite sans notre autorisation écrite préalable et constitue une contrefaçon (articles L122-4 et L335-2 du Code de la propriété intellectuelle). Chaque exemplaire porte l'adresse e-mail de l'acheteur (filigrane) afin de permettre la traçabilité des copies illicites ; il est interdit de supprimer ou de modifier ce filigrane.",
        ],
      },
      {
        heading: '8. Responsabilité',
        paragraphs: [
          "Les contenus du livre numérique ont été élaborés avec le plus grand soin. Ils contiennent des recommandations pratiques dont les résultats dépendent de leur mise en œuvre dans chaque cas ; aucun résultat commercial particulier n'est garanti.",
          "Nous ne saurions être tenus responsables des décisions que vous prenez sur la base des informations du livre numérique, ni des dommages résultant d'un cas de force majeure ou du fait d'un tiers. Rien dans les présentes conditions n'exclut ni ne limite notre responsabilité envers les consommateurs lorsque la loi ne le permet pas, ni les droits que vous tenez du Code de la consommation, notamment la garantie légale de conformité applicable aux contenus numériques (articles L224-25-12 et suivants du Code de la consommation).",
          "Le site et le livre numérique peuvent contenir des liens vers des sites tiers, sur le contenu desquels nous n'exerçons aucun contrôle et pour lesquels nous déclinons toute responsabilité.",
        ],
      },
      {
        heading: '9. Droit applicable et juridiction compétente',
        paragraphs: [
          'Les présentes conditions générales de vente sont soumises au droit français. Si vous êtes consommateur, ce choix ne vous prive pas de la protection que vous assurent les dispositions impératives de protection des consommateurs du pays de votre résidence habituelle.',
          'En cas de litige, vous pouvez nous adresser une réclamation à {email} afin de rechercher une solution amiable. Conformément aux articles L612-1 et suivants du Code de la consommation, vous pouvez ensuite recourir gratuitement au médiateur de la consommation dont nous relevons : {mediator}.',
          "À défaut de résolution amiable, le litige est porté devant les juridictions compétentes ; en tant que consommateur, vous pouvez saisir, à votre choix, outre l'une des juridictions territorialement compétentes en vertu du Code de procédure civile, la juridiction du lieu où vous demeuriez au moment de la conclusion du contrat ou de la survenance du fait dommageable (article R631-3 du Code de la consommation).",
        ],
      },
      {
        heading: '10. Contact',
        paragraphs: [
          "Pour toute question relative aux présentes conditions générales de vente, à votre commande ou au téléchargement, vous pouvez nous écrire à l'adresse {email}.",
          'Adresse postale : {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Mentions légales',
    updatedLabel: 'Dernière mise à jour :',
    intro: [
      "Conformément à la loi n° 2004-575 pour la confiance dans l'économie numérique (LCEN), les informations suivantes sont portées à la connaissance des utilisateurs du site {site}.",
    ],
    sections: [
      {
        heading: 'Éditeur du site',
        paragraphs: [
          'Le site {site} est édité par :',
          '{sellerName}',
          '{sellerAddress}',
          'E-mail : {email}',
          'Numéro de TVA intracommunautaire : {vatId}',
        ],
      },
      {
        heading: 'Directeur de la publication',
        paragraphs: ['{sellerName}'],
      },
      {
        heading: 'Hébergeur',
        paragraphs: ['Le site est hébergé par : {host}.'],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          "L'ensemble des contenus de ce site et le livre numérique (textes, images, graphismes, logos) sont protégés par le Code de la propriété intellectuelle. Toute reproduction, représentation, modification ou exploitation, totale ou partielle, sans notre autorisation écrite préalable est interdite.",
        ],
      },
      {
        heading: 'Données personnelles',
        paragraphs: [
          'Le traitement de vos données personnelles est décrit dans notre politique de confidentialité.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Déclaration d’accessibilité',
    updatedLabel: 'Déclaration établie le :',
    intro: [
      '{sellerName} souhaite que chacun puisse utiliser notre site – découvrir le manuel, l’acheter et le télécharger –, y compris avec un lecteur d’écran, au clavier seul, avec un logiciel d’agrandissement ou toute autre technologie d’assistance. La présente déclaration s’applique au site {site}, y compris au processus de commande, aux pages de téléchargement et de rétractation, ainsi qu’au livre numérique livré par son intermédiaire.',
    ],
    sections: [
      {
        heading: 'État de conformité',
        paragraphs: [
          'Notre objectif est la conformité aux Règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA, le niveau que la norme européenne harmonisée EN 301 549 exige des sites web. À notre connaissance, le site atteint cet objectif ; les limites dont nous avons connaissance sont indiquées ci-dessous.',
        ],
      },
      {
        heading: 'Comment nous l’avons vérifié',
        paragraphs: [
          'Nous avons évalué le site nous-mêmes. Chaque page, dans les cinq langues et aux largeurs mobile et ordinateur, est contrôlée automatiquement avec axe-core selon les règles WCAG 2.0, 2.1 et 2.2 des niveaux A et AA à chaque modification du site. Nous avons en outre acheté le livre numérique, de la page du produit jusqu’au téléchargement, uniquement au clavier, en vérifiant que le focus restait bien visible à chaque étape.',
        ],
      },
      {
        heading: 'Limites connues',
        paragraphs: [],
        list: [
          'Le livre numérique est un PDF conçu pour la lecture et l’impression. Il n’est pas encore balisé pour les lecteurs d’écran (titres, ordre de lecture). Si vous avez des difficultés à le lire, écrivez-nous : nous trouverons une solution avec vous.',
          'Les paiements par carte s’effectuent sur la page de notre prestataire de paiement, que nous ne concevons pas ; son accessibilité relève de la responsabilité du prestataire.',
        ],
      },
      {
        heading: 'Retour d’information et contact',
        paragraphs: [
          'Si vous rencontrez un obstacle sur notre site ou avez besoin de l’un de ses contenus sous une autre forme, écrivez-nous à {email} ou par courrier à {sellerName}, {sellerAddress}. Indiquez-nous la page concernée et ce qui n’a pas fonctionné. Nous vous répondrons dans les meilleurs délais.',
        ],
      },
      {
        heading: 'Voies de recours',
        paragraphs: [
          'Si notre réponse ne résout pas le problème, vous pouvez vous adresser à l’autorité de surveillance du marché compétente en matière d’accessibilité des produits et services dans le pays où nous sommes établis ; en Allemagne, il s’agit de l’organisme commun des Länder chargé de la surveillance du marché pour l’accessibilité des produits et services (MLBF). Les associations de consommateurs peuvent également vous aider dans votre réclamation.',
        ],
      },
      {
        heading: 'Date de la déclaration',
        paragraphs: [
          'Cette déclaration a été établie à la date indiquée en haut de la page et repose sur les vérifications décrites ci-dessus. Nous la réexaminons chaque fois que le site évolue de manière significative.',
        ],
      },
    ],
  },
  backHome: "Retour à la page d'accueil",
};
