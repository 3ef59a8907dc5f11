import type { LandingCopy } from './types';

export const es: LandingCopy = {
  lang: 'es',
  meta: {
    title: 'El manual para vender en sala por {price} | Restaurant Closer',
    total: 'Total: {price}',
    ogImageAlt: 'Portada de Restaurant Closer, el manual de 90 páginas para vender en sala',
  },
  nav: {
    problem: 'El problema',
    benefits: 'Beneficios',
    contents: 'Contenido',
    pricing: 'Precio',
    faq: 'Preguntas',
    buy: 'Comprar',
    language: 'Idioma',
    menuLabel: 'Navegación principal',
    menu: 'Menú',
  },
  hero: {
    badge: 'El manual de ventas para la sala',
    offerBadge: 'Oferta de lanzamiento hasta el {date}',
    title: 'Vende más en cada mesa. Sin presionar.',
    subtitle:
      'El manual de 90 páginas para camareros, jefes de sala y propietarios: tres métodos probados, guiones listos para usar y un plan de 90 días para subir tu ticket medio.',
    cta: 'Quiero el manual',
    price: 'Precio',
    offerPrice: 'Precio de lanzamiento',
    originalPrice: 'en lugar de',
    savings: 'Ahorras {saving}',
    trustLine: 'Descarga inmediata en PDF · Garantía de satisfacción de 30 días',
    coverAlt: 'Portada del e-book Restaurant Closer',
    facts: ['90 páginas', 'Plan de 90 días', '+30 años en sala'],
  },
  problem: {
    headline: 'Buen servicio, sala llena… y la caja no sube.',
    bullets: [
      'La mesa duda con el postre, alguien pide «la cuenta, por favor» y el momento se pierde.',
      'La carta de vinos se queda cerrada toda la noche. Al final, todos piden el vino de la casa.',
      'La queja de la mesa 12 acaba en una mala reseña en vez de en un cliente que vuelve.',
      'Cada camarero vende a su manera: tu ticket medio depende de quién esté de turno.',
      'Nadie quiere parecer pesado, así que nadie sugiere nada.',
    ],
    solutionHeadline: 'Vender en sala es un oficio. Y se aprende.',
    solutionText:
      'Restaurant Closer convierte más de 30 años de sala en un método que puedes aplicar esta misma noche: cómo leer la mesa, qué decir, cuándo decirlo y cómo medir el resultado.',
    cta: 'Quiero el método',
  },
  author: {
    headline: 'Quién ha escrito este manual',
    name: 'Marco Bellini',
    role: 'Jefe de sala y formador de ventas en sala',
    paragraphs: [
      'Llevé mis primeros platos con dieciséis años. En más de 30 años he trabajado en casas de comidas, restaurantes de hotel y alta cocina: ayudante de camarero, jefe de rango y, después, maître.',
      'Desde hace años formo equipos de sala. Y en todas partes veo lo mismo: gente que trabaja muchísimo y vende poco, porque nadie le ha enseñado cómo hacerlo.',
      'Este manual es lo que enseño en sala, puesto por escrito. Nada de teoría: solo lo que funciona entre el pase y la mesa.',
    ],
    portraitAlt: 'Retrato de Marco Bellini, jefe de sala y formador de ventas',
  },
  certifications: {
    title: 'Certificaciones verificables',
    text: 'Cualquiera puede presumir de títulos. Estos dos los puedes comprobar tú mismo: cada certificado lleva su propio código QR.',
    scanInstruction: 'Escanea el código QR para verificarlo',
    items: [
      {
        label: 'Sumiller profesional',
        alt: 'Código QR para verificar el certificado de sumiller de Marco Bellini',
      },
      {
        label: 'Formador certificado en ventas',
        alt: 'Código QR para verificar el certificado de formador de Marco Bellini',
      },
    ],
  },
  benefits: {
    headline: 'Qué cambia en tu sala',
    intro: 'Seis resultados concretos, desde el primer servicio.',
    items: [
      {
        icon: 'chart',
        title: 'Un ticket medio más alto',
        text: 'Entrantes, vino, postre y café sugeridos en el momento justo, mesa tras mesa.',
      },
      {
        icon: 'chat',
        title: 'Las palabras justas en la mesa',
        text: 'Guiones listos para abrir, sugerir y cerrar. Sin improvisar, sin silencios incómodos.',
      },
      {
        icon: 'wine',
        title: 'La carta de vinos por fin se abre',
        text: 'Una forma sencilla de recomendar una botella, aunque no seas sumiller.',
      },
      {
        icon: 'shield',
        title: 'Quejas bajo control',
        text: 'Con L.A.R.A., un cliente molesto se convierte en un cliente fiel, no en una reseña de una estrella.',
      },
      {
        icon: 'users',
        title: 'El mismo estándar para todo el equipo',
        text: 'Un único método para cada camarero: los resultados ya no dependen de quién esté de turno.',
      },
      {
        icon: 'target',
        title: 'Resultados que se miden',
        text: 'Ticket medio, tasa de upselling, postres por cubierto: cada semana sabes dónde estás.',
      },
    ],
  },
  contents: {
    headline: 'Qué encontrarás en el manual',
    intro:
      '90 páginas escritas para quien trabaja en sala. Lees un capítulo antes del servicio y lo aplicas esa misma noche.',
    bullets: [
      {
        icon: 'book',
        text: '90 páginas de método práctico en PDF, para leer en el móvil o imprimir para el equipo.',
      },
      {
        icon: 'chat',
        text: 'O.A.S.I.: el método de comunicación para leer la mesa y empezar con buen pie.',
      },
      {
        icon: 'target',
        text: 'S.A.F.E.: el método de venta para sugerir y vender más sin presionar nunca.',
      },
      {
        icon: 'shield',
        text: 'L.A.R.A.: el método para gestionar una queja y recuperar al cliente.',
      },
      {
        icon: 'list',
        text: 'Guiones listos para los momentos clave: bienvenida, vino, postre, café y cuenta.',
      },
      {
        icon: 'chart',
        text: 'KPI y listas de control: ticket medio, tasa de upselling, revisiones antes y después del servicio.',
      },
      {
        icon: 'calendar',
        text: 'Plan de acción de 90 días: qué hacer semana a semana, solo o con tu equipo.',
      },
    ],
    bonus:
      'Bonus para compradores: un descuento exclusivo en el curso de la Academy de Marco Bellini.',
  },
  beforeAfter: {
    headline: 'Antes y después de Restaurant Closer',
    beforeLabel: 'Antes',
    afterLabel: 'Después',
    before: [
      '«¿Algo más?» y la mesa dice que no.',
      'La carta de vinos sigue cerrada.',
      'Una queja arruina la noche, y la reseña.',
      'El ticket medio es un número que nadie mira.',
    ],
    after: [
      'Una sugerencia precisa, y la mesa dice que sí.',
      'Recomiendas dos botellas y el cliente elige.',
      'Gestionas la queja con L.A.R.A. y el cliente vuelve.',
      'Cada semana mides el ticket medio y el upselling.',
    ],
  },
  personalNote: {
    headline: 'Unas palabras mías',
    paragraphs: [
      'He visto a camareros brillantes dejar el oficio porque se sentían llevaplatos, no profesionales. Saber vender es lo que da dignidad a este trabajo: el cliente come mejor y tú ganas más.',
      'Escribí Restaurant Closer para el camarero que fui a los veinte años y para los propietarios que cada semana me preguntan cómo hacer que su sala venda. Es el manual que me habría gustado tener.',
      'Léelo, prueba un guion esta noche y luego cuéntame cómo te ha ido.',
    ],
    signature: 'Marco Bellini',
  },
  trustedBy: {
    headline: 'Métodos probados en salas como estas',
    items: ['Tabernas', 'Restaurantes de hotel', 'Vinotecas', 'Alta cocina', 'Pizzerías'],
  },
  pricing: {
    headline: 'Todo lo que necesitas, en un solo manual',
    text: 'Un único pago, sin suscripciones.',
    offerText: 'Precio de lanzamiento válido hasta el {date}.',
    includes: [
      'El manual en PDF de 90 páginas',
      'Los métodos O.A.S.I., S.A.F.E. y L.A.R.A.',
      'Guiones listos para cada momento del servicio',
      'KPI y listas de control para imprimir',
      'El plan de acción de 90 días',
    ],
    includesBonus: 'Bonus: descuento en el curso de la Academy',
    guaranteeTitle: 'Garantía de satisfacción 100 %',
    guarantee:
      'Si el manual no es para ti, escríbenos en los 30 días siguientes a la compra y te devolvemos el importe íntegro.',
    cta: 'Comprar el manual',
    vatNote: 'Pago único, IVA incluido. Descarga inmediata.',
    exclusive: 'Solo para compradores: cada ejemplar personalizado con tu dirección de email',
    seal: 'Satisfacción 100 %',
  },
  faq: {
    headline: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Me sirve si estoy empezando?',
        answer:
          'Sí. Cada método se explica paso a paso, con las palabras exactas que usar en la mesa. Y si llevas años en sala, encontrarás la estructura detrás de lo que ya haces, y las piezas que te faltan.',
      },
      {
        question: '¿Cómo recibo el manual?',
        answer:
          'Justo después del pago puedes descargar el PDF directamente. Además, te enviamos el enlace de descarga por email para que lo tengas siempre a mano.',
      },
      {
        question: '¿Hay garantía?',
        answer:
          'Sí: satisfacción 100 %. Si el manual no te sirve, escríbenos en los 30 días siguientes a la compra y te devolvemos el dinero.',
      },
      {
        question: '¿Puedo usarlo para formar a mi equipo?',
        answer:
          'Sí, está pensado para eso. Los guiones, las listas de control y el plan de 90 días se trabajan en la reunión previa al servicio y se miden con todo el equipo.',
      },
    ],
  },
  finalCta: {
    headline: 'Esta noche, otra mesa dudará con el postre.',
    text: 'Esta vez sabrás qué decir. 90 páginas, tres métodos, un plan de 90 días.',
    offerText: 'Precio de lanzamiento válido hasta el {date}.',
    cta: 'Quiero el manual ahora',
  },
  disclaimer:
    'Este sitio no está afiliado, respaldado ni patrocinado por Facebook, Meta ni ninguna otra red social. Facebook es una marca registrada de Meta Platforms, Inc.',
  footer: {
    copyright: '© {year} {seller}. Todos los derechos reservados.',
    legalNotice: 'Aviso legal',
    privacy: 'Política de privacidad',
    terms: 'Términos y condiciones',
    accessibility: 'Accesibilidad',
  },
  mobileBar: {
    cta: 'Comprar ahora',
  },
};
