import type { SampleBookCopy } from './types';

export const fr: SampleBookCopy = {
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
