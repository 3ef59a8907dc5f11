import type { SampleBookCopy } from './types';

export const es: SampleBookCopy = {
  title: 'El método de venta en sala',
  subtitle:
    'El manual práctico para camareros, jefes de sala y propietarios: sube el ticket medio sin presionar nunca.',
  tagline: '90 páginas · guiones · KPI · plan de 90 días',
  author: 'Escrito por un maître con más de 30 años en sala',
  edition: 'Edición en español',
  chapterWord: 'Capítulo',
  front: {
    title: 'Sobre este manual',
    paragraphs: [
      'Este manual está escrito para quienes llevan los platos: camareros, jefes de sala y propietarios que siguen trabajando en sala. No es una teoría de ventas. Es el método que he usado durante más de treinta años, puesto por escrito para que todo un equipo pueda aprenderlo en semanas y no en décadas.',
      'Léelo una vez de principio a fin y luego tenlo siempre a mano. Cada capítulo termina con algo que hacer en tu próximo turno: un guion que probar, un número que medir o una checklist que completar.',
      'Los tres métodos en los que se basa tienen nombres cortos para que no se te olviden ni en un sábado a tope: O.A.S.I. para la comunicación, S.A.F.E. para la venta y L.A.R.A. para las reclamaciones.',
    ],
    legal:
      '© Restaurant Closer. Todos los derechos reservados. Esta copia tiene licencia para un único lector; la línea de licencia al pie de cada página indica su titular. No está permitido compartirla, revenderla ni publicarla, total o parcialmente.',
  },
  tocTitle: 'Índice',
  intro: {
    title: 'Vender en sala es hospitalidad',
    paragraphs: [
      'Los clientes no van a un restaurante para que les vendan nada. Van para que los cuiden. La paradoja de este libro es sencilla: cuanto más sinceramente los cuidas, más gastan y más contentos se van.',
      'La mayoría de los camareros nunca aprendió a vender porque nadie se lo enseñó. Toman nota. Esperan a que el cliente pregunte. La mesa 7 habría disfrutado del Rioja, del postre para compartir y del digestivo, pero nadie se los ofreció en el momento justo, con las palabras justas.',
      'Un ticket medio más alto no es un fin en sí mismo. Es la prueba de que la mesa ha recibido más de lo que la cocina y la bodega pueden dar. Mídelo y estarás midiendo la calidad de tu servicio.',
    ],
    callout: {
      title: 'La regla de este libro',
      text: 'No recomiendes nunca algo que no pedirías tú. Recomienda con convicción, acepta un no con una sonrisa y la mesa confiará en ti el resto de la noche.',
    },
    list: {
      title: 'Antes de empezar',
      items: [
        'Prueba cada plato y cada vino por copas de la carta.',
        'Apréndete los tres platos más vendidos y los tres con más margen.',
        'Pide a tu encargado el ticket medio por comensal del mes pasado.',
        'Elige una mesa por turno para practicar el método.',
      ],
    },
  },
  oasi: {
    title: 'O.A.S.I.: el método de comunicación',
    intro: [
      'Todo lo que vendes, lo vendes a través de una conversación. O.A.S.I. es la estructura de esa conversación: cuatro pasos que convierten un intercambio de cortesías en una relación que dura toda la comida.',
      'Los pasos siempre van en el mismo orden. Si te saltas uno, la mesa lo nota: una sugerencia hecha antes de observar suena a guion; una invitación antes de que el cliente se sienta cómodo suena a presión.',
    ],
    steps: [
      [
        'O',
        'Observar',
        'Antes de decir una palabra, lee la mesa. ¿Quién invita? ¿Es una celebración, una comida de negocios, una primera cita? ¿Tienen prisa? Diez segundos de atención te dicen qué ofrecer y qué dejar fuera.',
      ],
      [
        'A',
        'Acoger',
        'Llega a la mesa con una postura abierta, mirando a los ojos y con un saludo tuyo, no el de la empresa. Si has detectado la ocasión, menciónala. Los primeros treinta segundos deciden si eres un camarero o un anfitrión.',
      ],
      [
        'S',
        'Sugerir',
        'Ofrece una idea concreta, no una lista. «Hoy la dorada está espectacular, al horno con limón y alcaparras» vende; «¿Desean algo más?» no vende nunca. Las palabras precisas crean imágenes, y las imágenes abren el apetito.',
      ],
      [
        'I',
        'Invitar a elegir',
        'Termina cada sugerencia con una elección fácil, nunca con una pregunta de sí o no. «¿Les traigo una copa de Albariño para acompañarla, o prefieren que veamos juntos la carta de vinos?»',
      ],
    ],
    script: {
      title: 'Guion: el primer contacto',
      lines: [
        ['Camarero', 'Buenas noches y bienvenidos. Veo que hoy celebran algo: ¡enhorabuena!'],
        ['Cliente', 'Gracias, es nuestro aniversario.'],
        [
          'Camarero',
          'Entonces empecemos como se merece: tenemos un cava por copas que a nuestros clientes habituales les encanta para ocasiones así. ¿Les traigo dos?',
        ],
      ],
    },
    list: {
      title: 'Checklist O.A.S.I. para cada mesa',
      items: [
        'He leído la mesa antes de hablar.',
        'He saludado a los clientes en el primer minuto.',
        'He hecho una sugerencia concreta, con palabras que despiertan los sentidos.',
        'He cerrado con una elección entre dos opciones.',
      ],
    },
  },
  safe: {
    title: 'S.A.F.E.: el método de venta',
    intro: [
      'S.A.F.E. es la forma en que una sugerencia se convierte en venta sin que el cliente se sienta nunca presionado. Funciona con el aperitivo, el vino, la guarnición y el postre, y en la mesa lleva menos de un minuto.',
      'El nombre también es una promesa: el cliente debe sentirse siempre libre de decir que no. Paradójicamente, esa libertad es justo lo que le hace decir que sí.',
    ],
    steps: [
      [
        'S',
        'Saber el momento',
        'Vende cuando aparece la necesidad, no cuando te viene bien a ti. Se cierran las cartas, las copas están a medias, se retiran los platos principales: todo son señales. Una sugerencia en el momento justo suena a atención.',
      ],
      [
        'A',
        'Aconsejar',
        'Habla como experto, en primera persona. «Yo lo acompañaría con…» pesa más que «Tenemos…». Da una sola razón que importe a esa mesa: el sabor, compartir, la ocasión.',
      ],
      [
        'F',
        'Facilitar la elección',
        'Ofrece dos buenas opciones en lugar de un sí o un no. «¿Un tiramisú para compartir con dos cucharillas, o la tarta de limón?» La mayoría de las mesas elige una de las dos.',
      ],
      [
        'E',
        'Escuchar después',
        'Vuelve después del primer bocado o del primer sorbo. «¿Qué tal el Ribera con el cordero?» confirma la elección, genera confianza para la siguiente sugerencia y convierte una venta en un recuerdo.',
      ],
    ],
    script: {
      title: 'Guion: la mesa que duda con el postre',
      lines: [
        ['Camarero', 'Veo que hay tentación, pero ha sido una cena generosa.'],
        ['Cliente', 'Justo, estamos llenos.'],
        [
          'Camarero',
          'Entonces, ¿qué tal un tiramisú para compartir, con dos cucharillas? Es ligero y es del que nuestro pastelero está más orgulloso.',
        ],
        ['Cliente', 'Venga, con dos cucharillas.'],
      ],
    },
    callout: {
      title: 'Desde la sala',
      text: 'En los restaurantes donde introduje S.A.F.E., los postres compartidos pasaron de una mesa de cada diez a casi una de cada tres en un mes, sin una sola queja por insistir demasiado.',
    },
  },
  lara: {
    title: 'L.A.R.A.: la gestión de reclamaciones',
    intro: [
      'Una reclamación es la opinión más sincera que recibe un restaurante y la mejor ocasión para convertir a un cliente molesto en un cliente fiel. Quien ve su problema bien resuelto vuelve más a menudo que quien nunca tuvo un problema.',
      'L.A.R.A. te da cuatro pasos para seguir bajo presión, cuando la sala está llena y el cliente de la mesa 12 ha levantado la voz.',
    ],
    steps: [
      [
        'L',
        'Lo primero, escuchar',
        'Deja que el cliente termine, sin interrumpir ni justificarte. Asiente, mantén la mirada y retira el plato solo cuando haya terminado de hablar. Casi siempre el enfado se apaga cuando se ha escuchado entero.',
      ],
      [
        'A',
        'Admitir',
        'Da las gracias y describe el problema con tus palabras: «El entrecot ha llegado muy hecho y lo pidió al punto. Lo siento.» Sin excusas y sin culpar a la cocina.',
      ],
      [
        'R',
        'Resolver',
        'Propón una solución concreta, con un tiempo: «En ocho minutos le traigo otro; mientras tanto, ¿le apetece una copa de vino?» Decide en el momento, dentro de los límites que te haya dado tu encargado.',
      ],
      [
        'A',
        'Aportar algo más',
        'Ve un paso más allá de corregir el error: un postre invitado, unas palabras del chef, una despedida personal en la puerta. El cliente contará lo bien que se resolvió, no el error.',
      ],
    ],
    script: {
      title: 'Guion: la reclamación de la mesa 12',
      lines: [
        ['Cliente', 'Este arroz está frío. ¡Llevamos cuarenta minutos esperando!'],
        [
          'Camarero',
          'Tiene razón, y le pido disculpas por la espera y por el arroz. Gracias por decírmelo enseguida.',
        ],
        [
          'Camarero',
          'En diez minutos le traigo uno recién hecho. Mientras tanto, ¿puedo invitarle a una copa de verdejo?',
        ],
        ['Cliente', 'De acuerdo, gracias.'],
      ],
    },
    list: {
      title: 'Después de cada reclamación',
      items: [
        'Avisa al encargado antes de que la mesa se vaya.',
        'Anota la causa en el registro de servicio.',
        'Pregunta al cliente al final de la comida.',
        'Coméntalo en la reunión del siguiente turno, sin dar nombres.',
      ],
    },
  },
  scripts: {
    title: 'Guiones para cada momento de la comida',
    intro:
      'Los guiones no se recitan. Son puntos de partida: léelos en voz alta, cambia las palabras hasta que suenen a ti y ensáyalos con un compañero hasta que te salgan naturales. Estos son los que más usaron mis equipos.',
    scripts: [
      {
        title: 'El aperitivo',
        lines: [
          [
            'Camarero',
            'Mientras miran la carta, ¿les traigo algo para empezar? Nuestro vermut de grifo está triunfando esta noche.',
          ],
          ['Cliente', 'Perfecto.'],
          ['Camarero', 'Pues dos vermuts, y se los acompaño con unas aceitunas aliñadas.'],
        ],
      },
      {
        title: 'El vino',
        lines: [
          [
            'Camarero',
            'Con el pescado que han elegido, yo iría a un blanco fresco. ¿Prefieren una copa cada uno o una botella de Albariño para compartir?',
          ],
          ['Cliente', 'Una botella, por favor.'],
        ],
      },
      {
        title: 'Café y digestivo',
        lines: [
          [
            'Camarero',
            'Para terminar, ¿un café? Y para quien le guste, tenemos un licor de hierbas de una pequeña destilería familiar.',
          ],
          ['Cliente', '¿Por qué no? Vamos a probarlo.'],
        ],
      },
    ],
    callout: {
      title: 'Practica',
      text: 'Bastan cinco minutos de role play en la reunión antes del servicio. Un compañero hace de cliente indeciso y el otro usa el guion; luego se cambian.',
    },
  },
  kpis: {
    title: 'KPI y checklists',
    intro: [
      'Lo que no se mide no se puede mejorar. Para saber si el método funciona te bastan cuatro números, y todos se leen en el sistema de caja al final del turno.',
      'Regístralos por camarero y por turno, compártelos con el equipo sin buscar culpables y celebra los avances a lo grande.',
    ],
    table: {
      title: 'Los cuatro números que importan',
      head: ['KPI', 'Habitual', 'Objetivo'],
      rows: [
        ['Ticket medio por comensal', '38 €', '45 €'],
        ['Tasa de postres', '18 %', '30 %'],
        ['Copas de vino por comensal', '0,6', '0,9'],
        ['Reclamaciones recuperadas', '60 %', '90 %'],
      ],
    },
    lists: [
      {
        title: 'Checklist antes del turno',
        items: [
          'Platos del día probados y descritos en tres palabras.',
          'Vinos por copas abiertos y revisados.',
          'Plano de mesas revisado: celebraciones y clientes habituales anotados.',
          'Un objetivo de venta fijado para el turno.',
        ],
      },
      {
        title: 'Checklist al cerrar el turno',
        items: [
          'KPI leídos en caja y apuntados en la pizarra.',
          'Reclamaciones registradas con su solución.',
          'Un éxito compartido con el equipo.',
          'Mise en place lista para mañana.',
        ],
      },
    ],
  },
  plan: {
    title: 'El plan de acción de 90 días',
    intro: [
      'En un restaurante, el cambio llega turno a turno. El plan siguiente reparte el método en tres meses para que cada paso se convierta en costumbre antes de empezar el siguiente.',
      'Empieza un lunes, explica al equipo qué vas a hacer y por qué, y cuelga el primer KPI en la pared desde el primer día.',
    ],
    table: {
      title: 'Tres fases de 30 días',
      head: ['Fase', 'Enfoque', 'Objetivo'],
      rows: [
        ['Días 1-30', 'O.A.S.I.', 'Cada mesa acogida'],
        ['Días 31-60', 'S.A.F.E.', '+10 % de ticket'],
        ['Días 61-90', 'L.A.R.A.', '90 % recuperadas'],
      ],
    },
    lists: [
      {
        title: 'Semanas 1 a 4',
        items: [
          'Presenta O.A.S.I. en una reunión de equipo.',
          'Ensaya cada día un guion de bienvenida.',
          'Mide el ticket medio por comensal desde el primer día.',
        ],
      },
      {
        title: 'Semanas 5 a 8',
        items: [
          'Añade S.A.F.E. para vinos y postres.',
          'Revisa los números cada viernes.',
          'Pon a los nuevos junto a tu mejor vendedor.',
        ],
      },
      {
        title: 'Semanas 9 a 13',
        items: [
          'Entrena L.A.R.A. con reclamaciones reales del registro.',
          'Fija nuevos objetivos para el próximo trimestre.',
          'Celebra los resultados con todo el equipo.',
        ],
      },
    ],
  },
  closing: {
    title: 'Tu próximo turno empieza ahora',
    paragraphs: [
      'Ya tienes todo lo que me habría gustado recibir cuando empecé: una forma de hablar con los clientes, una forma de vender sin presionar, una forma de convertir las reclamaciones en fidelidad y los números que demuestran que funciona.',
      'No intentes hacerlo todo esta noche. Elige una mesa, un guion, un número. Y mañana, otra vez.',
    ],
    recap: {
      title: 'El método en una página',
      items: [
        'O.A.S.I.: observar, acoger, sugerir, invitar a elegir.',
        'S.A.F.E.: saber el momento, aconsejar, facilitar la elección, escuchar después.',
        'L.A.R.A.: lo primero, escuchar; admitir; resolver; aportar algo más.',
        'Cuatro números, en cada turno, colgados en la pared.',
      ],
    },
    callout: {
      title: 'Tu bonus',
      text: 'Como lector de este manual tienes un descuento exclusivo en el videocurso de la Restaurant Closer Academy. En el email de tu compra encontrarás cómo conseguirlo.',
    },
  },
};
