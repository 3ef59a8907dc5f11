import { DELIVERY_CONSENT_REQUIRED } from '../../shared/delivery-consent';
import { PURCHASE_ANSWERS } from '../../shared/purchase-answers';
import type { ServerCopy } from './types';

export const es: ServerCopy = {
  delivery: {
    delivery: {
      subject: (title) => `Tu ejemplar de ${title} está listo`,
      preheader: 'Tu enlace de descarga personal y tu bonus para la academia.',
      preheaderPlain: 'Tu enlace de descarga personal para el e-book.',
      greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
      intro: (title) =>
        `Gracias por tu compra. Tu ejemplar de «${title}» ya está listo para descargar.`,
      button: 'Descarga tu e-book (PDF)',
      fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
      validity: (days, downloads, until) =>
        `Este enlace personal es válido durante ${days} días (hasta el ${until}) y para ${downloads} descargas.`,
      stamp: 'Tu ejemplar está personalizado con tu dirección de email en cada página.',
      pages:
        '90 páginas · PDF · los métodos O.A.S.I., S.A.F.E. y L.A.R.A., guiones, KPI y checklists, y un plan de acción de 90 días.',
      bonusTitle: 'Tu bonus',
      bonusText:
        'Como lector, tienes un descuento exclusivo en el curso de la Restaurant Closer Academy.',
      bonusLink: 'Descubre la academia',
      orderTitle: 'Tu pedido',
      orderNumber: 'Número de pedido',
      orderEdition: 'Edición',
      orderDiscount: (code) => `Código de descuento ${code}`,
      orderAmount: 'Importe pagado',
      orderDate: 'Fecha',
      withdrawal:
        'Hasta tu primera descarga todavía puedes desistir de esta compra y recibir el reembolso completo:',
      withdrawalNothingPaid:
        'Hasta tu primera descarga todavía puedes desistir de este pedido; no pagaste nada, así que no hay nada que devolver:',
      withdrawalLink: 'Desistir de la compra',
      consentConfirmation:
        'Al hacer el pedido aceptaste expresamente la entrega inmediata del e-book y reconociste que tu derecho de desistimiento se extingue al comenzar la descarga.',
      consentGiven: (at, text) => `Tu declaración al hacer el pedido, el ${at}: «${text}»`,
      support: '¿Tienes preguntas? Responde a este email y te ayudaremos encantados.',
      signOff: '¡Disfruta de la lectura y de tu próximo servicio!',
      free: {
        subject: (title) => `Un regalo para ti: «${title}»`,
        preheader: 'Tu enlace de descarga personal: un ejemplar de regalo para ti.',
        intro: (title, seller) =>
          `${seller} te regala un ejemplar de «${title}»: para ti es gratis. Ya está listo para descargar.`,
        orderTitle: 'Tu ejemplar',
      },
    },
    resendMail: {
      subject: 'Tu enlace de descarga de Restaurant Closer',
      subjectBlocked: 'Sobre tu enlace de descarga de Restaurant Closer',
      intro: 'Nos has pedido que te volvamos a enviar tu enlace de descarga. Aquí lo tienes:',
      introBlocked:
        'Nos has pedido un enlace de descarga nuevo. Esta vez no podemos renovarlo automáticamente:',
      status: (until, left, limit) =>
        `Válido hasta el ${until} · te quedan ${left} de ${limit} descargas`,
      usedUp: (support) =>
        `No puedes volver a renovar este enlace por tu cuenta: ya se ha renovado tres veces en los últimos 30 días. Escribe a ${support} (o simplemente responde a este email) y te enviaremos uno nuevo.`,
      button: 'Descargar (PDF)',
      notYou: 'Si no has pedido este email, puedes ignorarlo sin problema.',
    },
    footer: {
      vatLabel: 'NIF-IVA',
      taxNumberLabel: 'Número fiscal',
      reason: (site) => `Recibes este email porque has comprado el e-book en ${site}.`,
      reasonFree: (site) =>
        `Recibes este email porque te han regalado un ejemplar del e-book de ${site}.`,
    },
    page: {
      problems: {
        invalid: {
          title: 'Este enlace de descarga no es válido',
          text: 'Puede que el enlace esté incompleto o mal copiado. Cópialo de nuevo desde tu email o solicita un enlace nuevo aquí abajo.',
        },
        expired: {
          title: 'Este enlace de descarga ha caducado',
          text: 'Por tu seguridad, los enlaces de descarga son válidos durante un tiempo limitado. Introduce tu dirección de email y te enviaremos un enlace nuevo.',
        },
        'used-up': {
          title: 'Has agotado las descargas de este enlace',
          text: 'Este enlace ha alcanzado el número máximo de descargas. Introduce tu dirección de email para recibir de nuevo tus enlaces, o escríbenos y te ayudaremos.',
        },
        refunded: {
          title: 'Esta compra ha sido reembolsada',
          text: 'Hemos reembolsado esta compra, así que tu enlace de descarga ya no funciona. Si crees que es un error, o quieres volver a comprar el e-book, escríbenos y te ayudaremos.',
        },
        withdrawn: {
          title: 'Has desistido de esta compra',
          text: 'Desististe de esta compra y te la reembolsamos, así que tu enlace de descarga ya no funciona. Si crees que es un error, escríbenos y te ayudaremos.',
        },
        replaced: {
          title: 'Este enlace ha sido sustituido',
          text: 'Hemos generado un nuevo enlace para esta compra y lo hemos enviado a la dirección de correo electrónico con la que se realizó. Este enlace anterior ya no funciona: usa el de nuestro correo más reciente.',
        },
      },
      formTitle: 'Recibe un enlace nuevo por email',
      formText: 'Introduce la dirección de email que usaste para la compra.',
      emailLabel: 'Dirección de email',
      button: 'Enviarme el enlace',
      sentTitle: 'Revisa tu bandeja de entrada',
      contact: '¿Necesitas ayuda? Escribe a',
      home: 'Volver a la página de inicio',
      ready: {
        title: 'Tu descarga está lista',
        text: 'Haz clic en el botón para descargar tu ejemplar personal.',
        button: 'Descargar el PDF',
      },
      preparing: {
        title: 'Estamos preparando tu ejemplar',
        text: 'Estamos poniendo tu dirección de correo electrónico en cada página de tu ejemplar personal. Esta página se recarga sola en unos segundos y empieza la descarga; la espera no gasta tu enlace.',
        button: 'Reintentar ahora',
      },
      unavailable: {
        title: 'La descarga no está disponible en este momento',
        text: 'No hemos podido preparar tu archivo. Vuelve a intentarlo dentro de unos minutos; tu enlace no se ha gastado.',
      },
    },
    api: {
      neutral:
        'Si has comprado el e-book con esta dirección, te acabamos de enviar el enlace de descarga. Revisa también la carpeta de spam.',
      emailRequired: 'Introduce tu email',
      invalidEmail: 'Introduce un email válido',
      tooMany: 'Demasiadas solicitudes. Espera unos minutos y vuelve a intentarlo.',
    },
  },
  checkout: {
    invalidEmail: 'Introduce un email válido',
    termsRequired: 'Acepta los términos y condiciones',
    deliveryConsentRequired: DELIVERY_CONSENT_REQUIRED.es,
    productUnavailable: 'Este producto no está disponible en este momento.',
    invalidRequest: 'No hemos podido leer el pedido. Recarga la página e inténtalo de nuevo.',
    sessionFailed: 'Se ha producido un error durante el pago. Inténtalo de nuevo.',
    tooManyRequests: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    sessionIdMissing: 'ID de sesión no encontrado',
    sessionUnknown: 'Error al cargar los detalles de la compra',
    detailOtherBrowser: PURCHASE_ANSWERS.es.detailOtherBrowser,
    paymentFailed: PURCHASE_ANSWERS.es.paymentFailed,
    paymentExpired: PURCHASE_ANSWERS.es.paymentExpired,
    purchaseRefunded: PURCHASE_ANSWERS.es.purchaseRefunded,
    purchaseWithdrawn: PURCHASE_ANSWERS.es.purchaseWithdrawn,
    withdrawInvalid: 'Este enlace de desistimiento no es válido.',
    withdrawLapsed:
      'El derecho de desistimiento se extinguió al comenzar la descarga, como indican los términos y condiciones.',
    withdrawReplaced:
      'Este enlace de desistimiento ha sido sustituido por uno más reciente, que hemos enviado a la dirección de correo electrónico de la compra. Usa el enlace de nuestro correo más reciente.',
    withdrawRefunded:
      'El vendedor ya ha reembolsado este pedido por completo, así que no queda nada de lo que desistir. No ha cambiado nada más.',
    withdrawPartlyRefunded:
      'El vendedor ya ha reembolsado una parte de este pedido, por lo que el desistimiento no puede confirmarse en línea. Si quieres desistir del resto del pedido, escríbenos.',
    withdrawBusiness:
      'Este pedido se hizo para una empresa (con nombre de empresa o NIF-IVA): el derecho de desistimiento de los consumidores no se aplica. No ha cambiado nada. Si tienes preguntas sobre tu pedido, escríbenos.',
    withdrawRefundFailed:
      'Ahora mismo no hemos podido procesar el reembolso. Tu compra no ha cambiado; hemos recibido un aviso y te contactaremos.',
    codeUnknown: 'Este código de descuento no se puede usar. Comprueba cómo está escrito.',
    codeHoldsPerClient:
      'Desde tu conexión a internet ya hay varios pedidos con código de descuento pendientes de pago. Completa o cancela uno de ellos, o inténtalo de nuevo dentro de 15 minutos.',
    codeChecksPaused:
      'En los últimos minutos se han probado demasiados códigos de descuento desconocidos en nuestra tienda, por lo que ahora no se pueden comprobar códigos. Inténtalo de nuevo dentro de unos minutos o compra sin código.',
    codeExpired: 'Este código de descuento ha caducado.',
    codeNotForEdition: 'Este código de descuento no es válido para esta edición.',
  },
  withdrawalMail: {
    subject: 'Desistimiento confirmado – Restaurant Closer',
    greeting: 'Hola:',
    body: (id, amount) =>
      `confirmamos tu desistimiento del pedido ${id}. Te reembolsamos el importe total de ${amount} en tu método de pago original; según tu banco, tardará unos días. Tu enlace de descarga ha sido desactivado.`,
    closing: 'Un saludo',
  },
  edition: {
    stamp: (email, orderId) => `Licencia para ${email} · Pedido ${orderId}`,
    fileName: 'Restaurant-Closer-Metodo-ES.pdf',
  },
};
