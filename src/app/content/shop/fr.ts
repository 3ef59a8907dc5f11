import { REMINDER_CONSENT_TEXT } from '../../../shared/reminder-consent';
import { DELIVERY_CONSENT_REQUIRED, DELIVERY_CONSENT_TEXT } from '../../../shared/delivery-consent';
import type { ShopCopy } from './types';

export const fr: ShopCopy = {
  lang: 'fr',
  titles: {
    checkout: 'Finaliser la commande',
    success: 'Merci pour votre achat',
    cancel: 'Paiement annulé',
    error: 'Erreur de paiement',
    thanks: 'Merci',
    withdraw: 'Se rétracter du contrat',
    unsubscribe: 'Désinscription',
  },
  checkout: {
    backToHome: 'Retour à la page d’accueil',
    heading: 'Finalisez votre commande',
    intro:
      'Deux étapes : votre adresse e-mail et votre accord. Ensuite, vous payez en toute sécurité.',
    summaryTitle: 'Récapitulatif de la commande',
    coverAlt: 'Couverture du livre numérique Restaurant Closer',
    priceLabel: 'Total',
    originalPriceLabel: 'au lieu de',
    savings: 'Vous économisez {saving}',
    lowestPrice: 'Prix le plus bas des 30 derniers jours\u00a0: {price}',
    discount: {
      toggle: 'Vous avez un code de réduction\u00a0?',
      label: 'Code de réduction',
      apply: 'Appliquer',
      applying: 'Vérification…',
      remove: 'Retirer',
      removeLabel: 'Retirer le code de réduction {code}',
      required: 'Veuillez saisir votre code de réduction.',
      listPrice: 'Prix',
      line: 'Réduction ({code})',
      applied: 'Code {code} appliqué\u00a0: vous payez {total}.',
      removed: 'Le code de réduction a été retiré. Le prix normal s’applique de nouveau.',
      failed: 'Nous n’avons pas pu vérifier le code. Veuillez réessayer dans un instant.',
    },
    team: {
      legend: 'Pour qui\u00a0?',
      one: 'Un exemplaire pour moi',
      team: 'Pour mon équipe',
      copiesLabel: 'Nombre d’exemplaires',
      copiesHint: 'De {min} à {max} exemplaires\u00a0: un seul paiement, une seule facture.',
      fewer: 'Un exemplaire de moins',
      more: 'Un exemplaire de plus',
      unitPrice: 'Prix par exemplaire',
      orderPrice: 'Prix pour {copies} exemplaires',
      saving: 'Dès {min} exemplaires −{percent}\u00a0: vous économisez\u00a0{saving}',
      tiersTitle: 'Tarifs dégressifs',
      tier: 'Dès {min} exemplaires\u00a0: −{percent} par exemplaire',
      note: 'Après le paiement, vous recevez une page d’équipe où vous attribuez chaque exemplaire à un membre de votre équipe. Chacun reçoit son propre exemplaire personnel, à son nom sur chaque page.',
      status: '{copies} exemplaires\u00a0: {total} au total',
    },
    vatNote: 'Paiement unique, TVA incluse.',
    deliveryFacts: ['Livre numérique PDF', '90 pages', 'Téléchargement immédiat'],
    formTitle: 'Vos coordonnées',
    emailLabel: 'Adresse e-mail',
    emailPlaceholder: 'nom@exemple.fr',
    emailHint: 'Nous envoyons votre lien de téléchargement personnel à cette adresse.',
    emailRequired: 'Veuillez entrer votre adresse e-mail',
    emailInvalid: 'Veuillez entrer une adresse email valide',
    termsRequired: 'Veuillez accepter les conditions générales et la politique de confidentialité',
    termsClick: 'Veuillez accepter les conditions générales de vente',
    terms: {
      before: 'J’accepte les ',
      termsLink: 'conditions générales de vente',
      between: ' et la ',
      privacyLink: 'politique de confidentialité',
      after: '.',
    },
    deliveryConsent: DELIVERY_CONSENT_TEXT.fr,
    deliveryConsentRequired: DELIVERY_CONSENT_REQUIRED.fr,
    remindMe: REMINDER_CONSENT_TEXT.fr,
    optional: 'facultatif',
    newTab: '(s’ouvre dans un nouvel onglet)',
    buy: 'Commander et payer {price}',
    processing: 'Traitement en cours...',
    genericError: 'Une erreur est survenue lors du paiement. Veuillez réessayer.',
    sessionError: 'Erreur lors de la création de la session de paiement',
    secureImageAlt: 'Paiement sécurisé : chiffrement SSL, principales cartes acceptées',
    secure: 'Votre paiement est sécurisé par chiffrement SSL.',
    buyFree: 'Commander maintenant – gratuit',
    freeNote:
      'Votre code de réduction couvre le prix entier : aucun paiement n’est nécessaire, votre téléchargement suit aussitôt.',
    redirectNote:
      'Pour payer, vous serez redirigé vers la page sécurisée de notre prestataire de paiement.',
  },
  success: {
    loading: 'Chargement de votre achat…',
    title: 'Merci pour votre achat !',
    subtitle:
      'Votre exemplaire de Restaurant Closer est prêt. Téléchargez-le maintenant et commencez dès ce soir.',
    downloadButton: 'Télécharger le livre numérique (PDF)',
    downloading: 'Téléchargement…',
    downloadSuccess: 'Le téléchargement a commencé. Consultez votre dossier de téléchargements.',
    emailNotice:
      'Nous vous avons également envoyé le lien de téléchargement par e-mail. Si vous ne le trouvez pas, vérifiez vos courriers indésirables.',
    teamSubtitle:
      'Vos exemplaires de Restaurant Closer sont prêts. Attribuez-les maintenant à votre équipe\u00a0: chacun reçoit le sien.',
    teamButton: 'Ouvrir votre page d’équipe',
    teamNote:
      'Votre commande comprend {copies} exemplaires. Sur votre page d’équipe, vous attribuez chacun à un membre de votre équipe, et chacun reçoit son propre exemplaire par e-mail. Nous vous avons aussi envoyé le lien vers la page d’équipe par e-mail.',
    secureDownload: 'Téléchargement sécurisé',
    instantAccess: 'Accès immédiat',
    pages: 'pages',
    pdfFormat: 'Format PDF',
    upsellTitle: 'Allez plus loin avec l’Académie',
    upsellText:
      'En tant que lecteur de Restaurant Closer, vous bénéficiez d’une remise bonus exclusive sur le cours de l’Académie : la méthode en vidéo, avec des exercices pour toute l’équipe de salle.',
    upsellButton: 'Découvrir l’Académie',
    backToHome: 'Retour à la page d’accueil',
    confirmingTitle: 'Confirmation de votre paiement…',
    confirmingText:
      'Votre prestataire de paiement confirme l’opération. Cela ne prend généralement que quelques secondes – veuillez garder cette page ouverte.',
    slowTitle: 'Votre paiement est toujours en cours de traitement',
    slowText:
      'La confirmation prend plus de temps que d’habitude. Vous n’avez pas besoin de payer à nouveau : dès que le paiement sera confirmé, nous vous enverrons le lien de téléchargement par e-mail. Consultez votre boîte de réception dans quelques minutes.',
    errorTitle: 'Erreur',
    elsewhereTitle: 'Votre lien de téléchargement est dans votre e-mail',
    errorBackToHome: 'Retour à la page d’accueil',
    withdrawNote:
      'Tant que vous n’avez pas lancé le premier téléchargement, vous pouvez encore vous rétracter de cet achat.',
    withdrawLink: 'Se rétracter du contrat ici',
  },
  confirmation: {
    missingId: 'ID de session introuvable',
    loadFailed: 'Erreur lors du chargement des détails de l’achat',
    exception: 'Une erreur est survenue lors du chargement',
  },
  cancel: {
    title: 'Paiement annulé',
    subtitle: 'Pas de souci : votre commande n’a pas été finalisée.',
    message: 'Vous avez annulé le paiement. Aucun montant ne vous a été débité.',
    tryAgain: 'Réessayer',
    backToHome: 'Retour à la page d’accueil',
    contactSupport: 'Contacter le support',
    supportText:
      'Une question sur le paiement ou le livre numérique ? Écrivez-nous, nous vous aiderons volontiers.',
  },
  error: {
    title: 'Erreur de paiement',
    subtitle: 'Votre paiement n’a pas pu aboutir.',
    message:
      'Un problème est survenu lors du traitement de votre paiement. Veuillez réessayer ou contacter notre support.',
    tryAgain: 'Réessayer',
    backToHome: 'Retour à la page d’accueil',
    contactSupport: 'Contacter le support',
    supportText: 'Si le problème persiste, écrivez-nous et nous le réglerons ensemble.',
    technicalDetails: 'Détails techniques',
  },
  thanks: {
    title: 'Merci pour votre achat !',
    downloadButton: 'Télécharger votre livre numérique',
    emailNotice: 'Nous vous avons également envoyé le lien de téléchargement par e-mail.',
    upsellTitle: 'Votre prochaine étape : l’Académie',
    upsellText:
      'Les lecteurs de Restaurant Closer bénéficient d’une remise bonus exclusive sur le cours de l’Académie. Entraînez la méthode avec toute votre équipe.',
    upsellButton: 'Accéder à l’Académie',
    backToHome: 'Retour à la page d’accueil',
    emailSent: 'Consultez votre boîte e-mail',
    checkEmailText:
      'Votre lien de téléchargement personnel figure dans la confirmation de commande que nous vous avons envoyée par e-mail. Vous ne la trouvez pas ? Saisissez votre adresse ci-dessous et nous vous le renverrons.',
    resend: {
      title: 'Renvoyer mon lien de téléchargement',
      emailLabel: 'Adresse e-mail utilisée pour l’achat',
      emailRequired: 'Veuillez entrer votre adresse e-mail',
      emailInvalid: 'Veuillez entrer une adresse e-mail valide',
      button: 'Envoyer le lien',
      sending: 'Envoi…',
      failed: 'La demande n’a pas pu être envoyée. Veuillez réessayer dans un instant.',
    },
  },
  withdraw: {
    loading: 'Chargement…',
    title: 'Se rétracter du contrat',
    orderLabel: 'Commande',
    productLabel: 'Produit',
    amountLabel: 'Montant payé',
    paidAtLabel: 'Acheté le',
    availableText:
      'Vous n’avez encore lancé aucun téléchargement : vous pouvez donc toujours vous rétracter de cet achat. Si vous confirmez, nous vous remboursons {amount} sur votre moyen de paiement d’origine, désactivons votre lien de téléchargement et vous confirmons la rétractation par e-mail.',
    availableTextFree:
      'Vous n’avez encore lancé aucun téléchargement : vous pouvez donc toujours vous rétracter de cette commande. Vous n’avez rien payé (code de réduction), il n’y a donc rien à rembourser : si vous confirmez, nous désactivons votre lien de téléchargement et vous confirmons la rétractation par e-mail.',
    confirmButton: 'Confirmer la rétractation',
    processing: 'Traitement en cours...',
    failed:
      'La rétractation n’a pas pu aboutir et rien n’a été modifié. Veuillez réessayer plus tard ou nous écrire.',
    withdrawnTitle: 'Rétractation confirmée',
    withdrawnText:
      'Votre rétractation a bien été enregistrée. Nous vous remboursons {amount} sur votre moyen de paiement d’origine et vous avons envoyé une confirmation par e-mail. Votre lien de téléchargement n’est plus valable.',
    withdrawnTextFree:
      'Votre rétractation a bien été enregistrée. Vous n’avez rien payé pour cette commande, il n’y a donc rien à rembourser ; nous vous avons envoyé une confirmation par e-mail. Votre lien de téléchargement n’est plus valable.',
    lapsedTitle: 'Le droit de rétractation a pris fin',
    lapsedText:
      'Le téléchargement du livre numérique a commencé. Comme l’indiquent nos conditions générales et comme vous l’avez reconnu lors de la commande, le droit de rétractation pour un contenu numérique prend fin au début du téléchargement. Notre garantie volontaire de satisfaction à 100 % reste valable : si le livre numérique ne répond pas à vos attentes, écrivez-nous dans les 30 jours suivant l’achat.',
    doneTitle: 'Rétractation déjà effectuée',
    doneText:
      'Vous vous êtes déjà rétracté de cet achat. Le remboursement a été effectué sur votre moyen de paiement d’origine.',
    refundedTitle: 'Commande remboursée par le vendeur',
    refundedText:
      'Le vendeur a remboursé intégralement cette commande : {amount} vous est restitué sur votre moyen de paiement d’origine. Il s’agit d’un remboursement du vendeur, pas d’une rétractation de votre part : il n’y a plus rien dont se rétracter. Votre lien de téléchargement n’est plus valable.',
    partlyRefundedTitle: 'Commande remboursée en partie',
    partlyRefundedText:
      'Le vendeur vous a déjà remboursé {amount} de cette commande ; votre lien de téléchargement reste actif. La rétractation en ligne ne vaut que pour une commande sans remboursement : elle n’est donc pas disponible ici. Si vous souhaitez vous rétracter du reste de la commande, écrivez-nous à {email} : jusqu’à votre premier téléchargement, votre droit de rétractation vaut encore pour le reste.',
    businessTitle: 'Pas de droit de rétractation pour une commande d’entreprise',
    businessText:
      'Cette commande a été passée pour une entreprise, avec une raison sociale ou un numéro de TVA. Le droit de rétractation est un droit des consommateurs et ne s’applique pas aux achats effectués pour une entreprise. Votre lien de téléchargement reste valable. Une question sur votre commande ? Écrivez-nous à {email}.',
    lapsedPartlyRefunded: 'Le vendeur vous a remboursé {amount} de cette commande.',
    refundedLabel: 'Remboursé',
    invalidTitle: 'Ce lien n’est pas valable',
    invalidText:
      'Veuillez utiliser le lien de votre e-mail de confirmation de commande ou nous écrire à {email}.',
    questions: 'Une question ? Écrivez-nous à {email}.',
    termsLink: 'Conditions générales de vente',
    backToHome: 'Retour à la page d’accueil',
  },
  unsubscribe: {
    doneTitle: 'Plus aucun rappel',
    doneText:
      'Vous ne recevrez aucun rappel pour votre commande en attente. Rien d’autre ne change : si vous achetez plus tard, le livre et la facture vous parviennent comme d’habitude.',
    invalidTitle: 'Ce lien ne fonctionne pas',
    invalidText:
      'Le lien est incomplet ou n’est plus valable. Écrivez-nous à {email} et nous arrêterons les rappels pour vous.',
    backToHome: 'Retour à l’accueil',
  },
};
