import type { LandingCopy } from './types';

export const fr: LandingCopy = {
  lang: 'fr',
  meta: {
    title: 'Le manuel pour vendre en salle à {price} | Restaurant Closer',
    total: 'Total : {price}',
    ogImageAlt: 'Couverture de Restaurant Closer, le manuel de 90 pages pour vendre en salle',
  },
  nav: {
    problem: 'Le problème',
    benefits: 'Avantages',
    contents: 'Contenu',
    pricing: 'Prix',
    faq: 'FAQ',
    buy: 'Acheter',
    language: 'Langue',
    menuLabel: 'Navigation principale',
    menu: 'Menu',
  },
  hero: {
    badge: 'Le manuel de vente pour la salle',
    offerBadge: "Offre de lancement jusqu'au {date}",
    title: 'Vendez plus à chaque table. Sans forcer.',
    subtitle:
      "90 pages pour serveurs, responsables de salle et restaurateurs : trois méthodes éprouvées, des scripts prêts à l'emploi et un plan de 90 jours pour faire monter le ticket moyen.",
    cta: 'Obtenir le manuel',
    price: 'Prix',
    offerPrice: 'Prix de lancement',
    originalPrice: 'au lieu de',
    savings: 'Vous économisez {saving}',
    trustLine: 'Téléchargement immédiat du PDF · Satisfait ou remboursé pendant 30 jours',
    coverAlt: "Couverture de l'e-book Restaurant Closer",
    facts: ['90 pages', 'Plan de 90 jours', '+30 ans en salle'],
  },
  problem: {
    headline: 'Bon service, salle pleine… et un chiffre qui stagne.',
    bullets: [
      "La table hésite devant le dessert, quelqu'un lance « juste l'addition » et le moment est passé.",
      'La carte des vins reste fermée toute la soirée. Tout le monde prend le vin maison.',
      "La réclamation de la table 12 finit en avis négatif, au lieu d'un client qui revient.",
      'Chaque serveur vend à sa façon : votre ticket moyen dépend de qui est de service.',
      'Personne ne veut paraître insistant, alors personne ne propose rien.',
    ],
    solutionHeadline: "Vendre en salle est un métier. Et il s'apprend.",
    solutionText:
      'Restaurant Closer transforme plus de 30 ans de salle en une méthode à appliquer dès ce soir : lire la table, savoir quoi dire et quand le dire, puis mesurer le résultat.',
    cta: 'Découvrir la méthode',
  },
  author: {
    headline: 'Qui a écrit ce manuel',
    name: 'Marco Bellini',
    role: "Maître d'hôtel et formateur à la vente en salle",
    paragraphs: [
      "J'ai porté mes premières assiettes à seize ans. En plus de 30 ans, j'ai travaillé en trattoria, en restaurant d'hôtel et en gastronomie : commis, chef de rang, puis maître d'hôtel.",
      'Depuis des années, je forme des brigades de salle. Et partout je vois la même chose : des équipes qui travaillent dur et vendent peu, parce que personne ne leur a appris comment faire.',
      "Ce manuel, c'est ce que j'enseigne en salle, mis par écrit. Pas de théorie : seulement ce qui marche entre le passe et la table.",
    ],
    portraitAlt: "Portrait de Marco Bellini, maître d'hôtel et formateur à la vente",
  },
  certifications: {
    title: 'Des certifications vérifiables',
    text: 'Des titres, tout le monde peut en afficher. Ces deux-là, vous pouvez les vérifier vous-même : chaque certificat porte son propre QR code.',
    scanInstruction: 'Scannez le QR code pour vérifier',
    items: [
      {
        label: 'Sommelier professionnel',
        alt: 'QR code pour vérifier le certificat de sommelier de Marco Bellini',
      },
      {
        label: 'Formateur certifié en vente',
        alt: 'QR code pour vérifier le certificat de formateur de Marco Bellini',
      },
    ],
  },
  benefits: {
    headline: 'Ce qui change dans votre salle',
    intro: 'Six résultats concrets, dès le premier service.',
    items: [
      {
        icon: 'chart',
        title: 'Un ticket moyen plus élevé',
        text: 'Entrée, vin, dessert et café proposés au bon moment, table après table.',
      },
      {
        icon: 'chat',
        title: 'Les bons mots à table',
        text: "Des scripts prêts à l'emploi pour accueillir, suggérer et conclure. Sans improviser, sans blanc gênant.",
      },
      {
        icon: 'wine',
        title: "La carte des vins s'ouvre enfin",
        text: 'Une façon simple de conseiller une bouteille, même sans être sommelier.',
      },
      {
        icon: 'shield',
        title: 'Des réclamations maîtrisées',
        text: 'Avec L.A.R.A., un client mécontent devient un habitué, pas un avis à une étoile.',
      },
      {
        icon: 'users',
        title: "Un seul standard pour toute l'équipe",
        text: 'La même méthode pour chaque serveur : les résultats ne dépendent plus de qui est de service.',
      },
      {
        icon: 'target',
        title: 'Des résultats mesurables',
        text: 'Ticket moyen, taux de vente additionnelle, desserts par couvert : chaque semaine, vous savez où vous en êtes.',
      },
    ],
  },
  contents: {
    headline: 'Ce que contient le manuel',
    intro:
      '90 pages écrites pour ceux qui travaillent en salle. Un chapitre lu avant le service, appliqué le soir même.',
    bullets: [
      {
        icon: 'book',
        text: "90 pages de méthode concrète en PDF, à lire sur votre téléphone ou à imprimer pour l'équipe.",
      },
      {
        icon: 'chat',
        text: "O.A.S.I. : le cadre de communication pour lire la table et bien engager l'échange.",
      },
      {
        icon: 'target',
        text: 'S.A.F.E. : la méthode de vente pour suggérer et monter en gamme sans jamais forcer.',
      },
      {
        icon: 'shield',
        text: 'L.A.R.A. : la méthode pour traiter une réclamation et regagner le client.',
      },
      {
        icon: 'list',
        text: "Des scripts prêts à l'emploi pour les moments clés : accueil, vin, dessert, café, addition.",
      },
      {
        icon: 'chart',
        text: 'KPI et checklists : ticket moyen, taux de vente additionnelle, contrôles avant et après le service.',
      },
      {
        icon: 'calendar',
        text: "Plan d'action sur 90 jours : quoi faire semaine après semaine, seul ou avec votre équipe.",
      },
    ],
    bonus:
      "Bonus réservé aux acheteurs : une remise exclusive sur la formation de l'Academy de Marco Bellini.",
  },
  beforeAfter: {
    headline: 'Avant et après Restaurant Closer',
    beforeLabel: 'Avant',
    afterLabel: 'Après',
    before: [
      '« Autre chose ? » et la table répond non.',
      'La carte des vins reste fermée.',
      "Une réclamation gâche la soirée, et l'avis en ligne.",
      'Le ticket moyen est un chiffre que personne ne regarde.',
    ],
    after: [
      'Une suggestion précise, et la table dit oui.',
      'Vous conseillez deux bouteilles, le client choisit.',
      'Vous traitez la réclamation avec L.A.R.A. et le client revient.',
      'Chaque semaine, vous suivez ticket moyen et vente additionnelle.',
    ],
  },
  personalNote: {
    headline: 'Un mot personnel',
    paragraphs: [
      "J'ai vu d'excellents serveurs quitter le métier parce qu'ils se sentaient porteurs d'assiettes, pas professionnels. Savoir vendre, c'est ce qui donne sa dignité à ce métier : le client mange mieux, et vous gagnez plus.",
      "J'ai écrit Restaurant Closer pour le serveur que j'étais à vingt ans, et pour les restaurateurs qui me demandent chaque semaine comment faire vendre leur salle. C'est le manuel que j'aurais aimé avoir.",
      "Lisez-le, essayez un script dès ce soir, et racontez-moi comment ça s'est passé.",
    ],
    signature: 'Marco Bellini',
  },
  trustedBy: {
    headline: 'Des méthodes éprouvées dans des salles comme celles-ci',
    items: ['Bistrots', "Restaurants d'hôtel", 'Bars à vin', 'Gastronomie', 'Pizzerias'],
  },
  pricing: {
    headline: "Tout ce qu'il vous faut, en un seul manuel",
    text: 'Un paiement unique, sans abonnement.',
    offerText: "Prix de lancement valable jusqu'au {date}.",
    includes: [
      'Le manuel PDF de 90 pages',
      'Les méthodes O.A.S.I., S.A.F.E. et L.A.R.A.',
      "Des scripts prêts à l'emploi pour chaque moment du service",
      'KPI et checklists à imprimer',
      "Le plan d'action sur 90 jours",
    ],
    includesBonus: "Bonus : remise sur la formation de l'Academy",
    guaranteeTitle: 'Garantie satisfaction 100 %',
    guarantee:
      "Si le manuel ne vous convient pas, écrivez-nous dans les 30 jours suivant l'achat : nous vous remboursons intégralement.",
    cta: 'Acheter le manuel',
    vatNote: 'Paiement unique, TVA incluse. Téléchargement immédiat.',
    exclusive: 'Réservé aux acheteurs : chaque exemplaire personnalisé avec votre adresse e-mail',
    seal: 'Satisfait à 100 %',
  },
  faq: {
    headline: 'Questions fréquentes',
    items: [
      {
        question: 'Je débute en salle. Est-ce pour moi ?',
        answer:
          'Oui. Chaque méthode est expliquée pas à pas, avec les mots exacts à employer à table. Si vous êtes en salle depuis des années, vous y trouverez la structure derrière ce que vous faites déjà, et les pièces qui vous manquent.',
      },
      {
        question: 'Comment vais-je recevoir le manuel ?',
        answer:
          'Dès le paiement, vous téléchargez directement le PDF. Nous vous envoyons aussi le lien de téléchargement par e-mail, pour le retrouver à tout moment.',
      },
      {
        question: 'Y a-t-il une garantie ?',
        answer:
          "Oui : satisfaction 100 %. Si le manuel ne vous aide pas, écrivez-nous dans les 30 jours suivant l'achat et nous vous remboursons.",
      },
      {
        question: "Puis-je l'utiliser pour former mon équipe ?",
        answer:
          "Oui, il est pensé pour cela. Scripts, checklists et plan de 90 jours s'utilisent au briefing d'avant-service et se suivent avec toute l'équipe.",
      },
    ],
  },
  finalCta: {
    headline: 'Ce soir, une autre table hésitera devant le dessert.',
    text: 'Cette fois, vous saurez quoi dire. 90 pages, trois méthodes, un plan de 90 jours.',
    offerText: "Prix de lancement valable jusqu'au {date}.",
    cta: 'Obtenir le manuel maintenant',
  },
  disclaimer:
    "Ce site n'est ni affilié à Facebook, à Meta ou à tout autre réseau social, ni approuvé ou sponsorisé par ces derniers. Facebook est une marque déposée de Meta Platforms, Inc.",
  footer: {
    copyright: '© {year} {seller}. Tous droits réservés.',
    legalNotice: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions générales',
    accessibility: 'Accessibilité',
  },
  mobileBar: {
    cta: 'Acheter maintenant',
  },
};
