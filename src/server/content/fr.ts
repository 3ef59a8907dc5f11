import { DELIVERY_CONSENT_REQUIRED } from '../../shared/delivery-consent';
import { PURCHASE_ANSWERS } from '../../shared/purchase-answers';
import type { ServerCopy } from './types';

export const fr: ServerCopy = {
  delivery: {
    delivery: {
      subject: (title) => `Votre exemplaire de ${title} est prêt`,
      preheader: 'Votre lien de téléchargement personnel et votre bonus pour l’académie.',
      preheaderPlain: 'Votre lien de téléchargement personnel pour l’e-book.',
      greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
      intro: (title) =>
        `Merci pour votre achat. Votre exemplaire de « ${title} » est prêt à être téléchargé.`,
      button: 'Télécharger votre e-book (PDF)',
      fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
      validity: (days, downloads, until) =>
        `Ce lien personnel est valable ${days} jours (jusqu’au ${until}) et pour ${downloads} téléchargements.`,
      stamp: 'Votre exemplaire est personnalisé avec votre adresse e-mail sur chaque page.',
      pages:
        '90 pages · PDF · les méthodes O.A.S.I., S.A.F.E. et L.A.R.A., des scripts, des KPI et des checklists, et un plan d’action sur 90 jours.',
      bonusTitle: 'Votre bonus',
      bonusText:
        'En tant que lecteur, vous bénéficiez d’une remise exclusive sur la formation de la Restaurant Closer Academy.',
      bonusLink: 'Découvrir l’académie',
      orderTitle: 'Votre commande',
      orderNumber: 'Numéro de commande',
      orderEdition: 'Édition',
      orderDiscount: (code) => `Code de réduction ${code}`,
      orderAmount: 'Montant payé',
      orderDate: 'Date',
      withdrawal:
        'Jusqu’à votre premier téléchargement, vous pouvez encore vous rétracter de cet achat et être intégralement remboursé :',
      withdrawalNothingPaid:
        'Jusqu’à votre premier téléchargement, vous pouvez encore vous rétracter de cette commande ; vous n’avez rien payé, il n’y a donc rien à rembourser :',
      withdrawalLink: 'Exercer mon droit de rétractation',
      consentConfirmation:
        'Lors de votre commande, vous avez expressément accepté la livraison immédiate de l’e-book et reconnu que votre droit de rétractation prend fin dès le début du téléchargement.',
      consentGiven: (at, text) => `Votre déclaration lors de la commande, le ${at} : « ${text} »`,
      support: 'Des questions ? Répondez simplement à cet e-mail, nous vous aiderons volontiers.',
      signOff: 'Bonne lecture et bon service !',
      free: {
        subject: (title) => `Un cadeau pour vous : « ${title} »`,
        preheader: 'Votre lien de téléchargement personnel : un exemplaire offert.',
        intro: (title, seller) =>
          `${seller} vous offre un exemplaire de « ${title} » : il ne vous coûte rien. Il est prêt à être téléchargé.`,
        orderTitle: 'Votre exemplaire',
      },
    },
    resendMail: {
      subject: 'Votre lien de téléchargement Restaurant Closer',
      subjectBlocked: 'Au sujet de votre lien de téléchargement Restaurant Closer',
      intro: 'Vous nous avez demandé de vous renvoyer votre lien de téléchargement. Le voici :',
      introBlocked:
        'Vous nous avez demandé un nouveau lien de téléchargement. Cette fois, nous ne pouvons pas le renouveler automatiquement :',
      status: (until, left, limit) =>
        `Valable jusqu’au ${until} · encore ${left} téléchargements sur ${limit}`,
      usedUp: (support) =>
        `Vous ne pouvez plus renouveler ce lien vous-même : il a déjà été renouvelé trois fois au cours des 30 derniers jours. Écrivez à ${support} (ou répondez simplement à cet e-mail) et nous vous en enverrons un nouveau.`,
      button: 'Télécharger (PDF)',
      notYou: 'Si vous n’avez pas demandé cet e-mail, vous pouvez l’ignorer.',
    },
    footer: {
      vatLabel: 'N° TVA',
      taxNumberLabel: 'N° fiscal',
      reason: (site) => `Vous recevez cet e-mail parce que vous avez acheté l’e-book sur ${site}.`,
      reasonFree: (site) =>
        `Vous recevez cet e-mail parce qu’un exemplaire de l’e-book de ${site} vous a été offert.`,
    },
    page: {
      problems: {
        invalid: {
          title: 'Ce lien de téléchargement n’est pas valide',
          text: 'Le lien est peut-être incomplet ou mal copié. Copiez-le à nouveau depuis votre e-mail ou demandez un nouveau lien ci-dessous.',
        },
        expired: {
          title: 'Ce lien de téléchargement a expiré',
          text: 'Pour votre sécurité, les liens de téléchargement ont une durée de validité limitée. Saisissez votre adresse e-mail et nous vous enverrons un nouveau lien.',
        },
        'used-up': {
          title: 'Les téléchargements de ce lien sont épuisés',
          text: 'Ce lien a atteint le nombre maximal de téléchargements. Saisissez votre adresse e-mail pour recevoir à nouveau vos liens, ou écrivez-nous : nous vous aiderons.',
        },
        refunded: {
          title: 'Cet achat a été remboursé',
          text: 'Nous avons remboursé cet achat, son lien de téléchargement ne fonctionne donc plus. Si vous pensez qu’il s’agit d’une erreur, ou si vous souhaitez racheter l’e-book, écrivez-nous : nous vous aiderons volontiers.',
        },
        withdrawn: {
          title: 'Vous vous êtes rétracté de cet achat',
          text: 'Vous vous êtes rétracté de cet achat et il a été remboursé, son lien de téléchargement ne fonctionne donc plus. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous : nous vous aiderons volontiers.',
        },
        replaced: {
          title: 'Ce lien a été remplacé',
          text: 'Nous avons créé un nouveau lien pour cet achat et l’avons envoyé à l’adresse e-mail utilisée lors de l’achat. Ce lien précédent ne fonctionne plus : veuillez utiliser celui de notre e-mail le plus récent.',
        },
      },
      formTitle: 'Recevoir un nouveau lien par e-mail',
      formText: 'Saisissez l’adresse e-mail utilisée lors de votre achat.',
      emailLabel: 'Adresse e-mail',
      button: 'Envoyer mon lien',
      sentTitle: 'Consultez votre boîte de réception',
      contact: 'Besoin d’aide ? Écrivez à',
      home: 'Retour à l’accueil',
      ready: {
        title: 'Votre téléchargement est prêt',
        text: 'Cliquez sur le bouton pour télécharger votre exemplaire personnel.',
        button: 'Télécharger le PDF',
      },
      preparing: {
        title: 'Votre exemplaire est en préparation',
        text: 'Nous inscrivons votre adresse e-mail sur chaque page de votre exemplaire personnel. Cette page se recharge d’elle-même dans quelques secondes et le téléchargement commence ; l’attente n’use pas votre lien.',
        button: 'Réessayer maintenant',
      },
      unavailable: {
        title: 'Le téléchargement est momentanément indisponible',
        text: 'Nous n’avons pas pu préparer votre fichier. Veuillez réessayer dans quelques minutes ; votre lien n’a pas été décompté.',
      },
    },
    api: {
      neutral:
        'Si cette adresse a acheté l’e-book, nous venons de lui envoyer le lien de téléchargement. Pensez à vérifier aussi vos courriers indésirables.',
      emailRequired: 'Veuillez entrer votre adresse e-mail',
      invalidEmail: 'Veuillez entrer une adresse e-mail valide',
      tooMany: 'Trop de demandes. Veuillez patienter quelques minutes avant de réessayer.',
    },
  },
  checkout: {
    invalidEmail: 'Veuillez entrer une adresse email valide',
    termsRequired: 'Veuillez accepter les conditions générales',
    deliveryConsentRequired: DELIVERY_CONSENT_REQUIRED.fr,
    productUnavailable: 'Ce produit n’est pas disponible pour le moment.',
    invalidRequest: 'La commande n’a pas pu être lue. Veuillez recharger la page et réessayer.',
    sessionFailed: 'Une erreur est survenue lors du paiement. Veuillez réessayer.',
    tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    sessionIdMissing: 'Identifiant de session introuvable',
    sessionUnknown: 'Erreur lors du chargement des détails de l’achat',
    detailOtherBrowser: PURCHASE_ANSWERS.fr.detailOtherBrowser,
    paymentFailed: PURCHASE_ANSWERS.fr.paymentFailed,
    paymentExpired: PURCHASE_ANSWERS.fr.paymentExpired,
    purchaseRefunded: PURCHASE_ANSWERS.fr.purchaseRefunded,
    purchaseWithdrawn: PURCHASE_ANSWERS.fr.purchaseWithdrawn,
    withdrawInvalid: 'Ce lien de rétractation n’est pas valide.',
    withdrawLapsed:
      'Le droit de rétractation a pris fin au début du téléchargement, comme indiqué dans les conditions générales.',
    withdrawReplaced:
      'Ce lien de rétractation a été remplacé par un lien plus récent, que nous avons envoyé à l’adresse e-mail de l’achat. Veuillez utiliser le lien de notre e-mail le plus récent.',
    withdrawRefunded:
      'Le vendeur a déjà remboursé intégralement cette commande : il n’y a plus rien dont se rétracter. Rien d’autre n’a changé.',
    withdrawPartlyRefunded:
      'Le vendeur a déjà remboursé une partie de cette commande : la rétractation ne peut donc pas être confirmée en ligne. Si vous souhaitez vous rétracter du reste de la commande, écrivez-nous.',
    withdrawBusiness:
      'Cette commande a été passée pour une entreprise (avec une raison sociale ou un numéro de TVA) : le droit de rétractation des consommateurs ne s’applique pas. Rien n’a changé. Pour toute question sur votre commande, écrivez-nous.',
    withdrawRefundFailed:
      'Le remboursement n’a pas pu être effectué pour le moment. Votre achat est inchangé ; nous avons été prévenus et reviendrons vers vous.',
    codeUnknown:
      'Ce code de réduction ne peut pas être utilisé. Veuillez vérifier son orthographe.',
    codeHoldsPerClient:
      'Plusieurs commandes avec un code de réduction attendent déjà le paiement depuis votre connexion internet. Veuillez en finaliser ou en annuler une, ou réessayer dans 15 minutes.',
    codeChecksPaused:
      'Trop de codes de réduction inconnus ont été essayés dans notre boutique ces dernières minutes, les codes ne peuvent donc pas être vérifiés pour le moment. Veuillez réessayer dans quelques minutes ou acheter sans code.',
    codeExpired: 'Ce code de réduction a expiré.',
    codeNotForEdition: 'Ce code de réduction n’est pas valable pour cette édition.',
  },
  withdrawalMail: {
    subject: 'Votre rétractation est confirmée – Restaurant Closer',
    greeting: 'Bonjour,',
    body: (id, amount) =>
      `nous confirmons votre rétractation de la commande ${id}. Le montant total de ${amount} vous est remboursé sur votre moyen de paiement d’origine ; selon votre banque, cela prend quelques jours. Votre lien de téléchargement a été désactivé.`,
    closing: 'Bien cordialement',
  },
  edition: {
    stamp: (email, orderId) => `Licence accordée à ${email} · Commande ${orderId}`,
    fileName: 'Restaurant-Closer-Methode-FR.pdf',
  },
};
