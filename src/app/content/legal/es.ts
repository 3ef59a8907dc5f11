import type { LegalCopy } from './types';

export const es: LegalCopy = {
  lang: 'es',
  privacy: {
    title: 'Política de privacidad',
    updatedLabel: 'Última actualización:',
    sections: [
      {
        heading: '1. Introducción',
        paragraphs: [
          '{sellerName}, con domicilio en {sellerAddress} (en adelante, «nosotros»), gestiona el sitio web {site}, a través del cual vende el libro electrónico «Restaurant Closer». El responsable del tratamiento de sus datos personales, a efectos del Reglamento (UE) 2016/679, General de Protección de Datos («RGPD»), y de la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales («LOPDGDD»), es {sellerName}, {sellerAddress}, correo electrónico: {email}.',
          'Esta política le informa, conforme a los artículos 13 y 14 del RGPD, de qué datos personales tratamos cuando visita nuestro sitio web y compra el libro electrónico, con qué fines y sobre qué bases jurídicas lo hacemos, a quién los comunicamos y qué derechos le asisten. Por «servicio» se entiende el sitio web {site} junto con la venta y entrega del libro electrónico.',
        ],
      },
      {
        heading: '2. Recogida y uso de la información',
        paragraphs: [
          'Recogemos distintos tipos de información para los fines indicados en esta política de privacidad.',
          'Datos personales: al utilizar nuestro servicio, en particular al comprar el libro electrónico, podemos pedirle que nos facilite, o podemos recibir, información que permita contactarle o identificarle. Esta información puede incluir, entre otros:',
        ],
        list: [
          'dirección de correo electrónico;',
          'nombre y apellidos;',
          'dirección, estado, provincia, código postal, ciudad;',
          'cookies y datos de uso.',
        ],
        after: [
          'Para la compra en sí solo necesitamos su dirección de correo electrónico. El nombre y la dirección de facturación los recaba nuestro proveedor de pagos cuando el medio de pago elegido lo exige, y pueden sernos transmitidos con fines de facturación y fiscales. Los datos de la tarjeta se introducen directamente en la página del proveedor de pagos; nunca recibimos el número completo de la tarjeta.',
          'Datos de uso: cuando accede al servicio se recoge automáticamente cierta información («datos de uso»), como la dirección IP (Protocolo de Internet) de su dispositivo, el tipo y la versión del navegador, las páginas del servicio que visita, la hora y la fecha de su visita, el tiempo que pasa en dichas páginas, los identificadores únicos del dispositivo y otros datos de diagnóstico.',
          'Protección de las descargas: cada enlace de descarga es personal. Para proteger los derechos de autor, cada página del PDF descargado lleva estampada la dirección de correo electrónico del comprador (marca de agua); además, registramos el uso del enlace (fecha, hora y número de descargas).',
        ],
      },
      {
        heading: '3. Uso de los datos',
        paragraphs: [
          'Tratamos los datos recogidos para los siguientes fines, con la base jurídica indicada en cada caso:',
        ],
        list: [
          'celebración y ejecución del contrato de compraventa: gestión del pedido y del pago, envío de la confirmación del pedido con el enlace de descarga, inserción de la marca de agua en su ejemplar, envío de un nuevo enlace a petición suya y tramitación de desistimientos, reembolsos y solicitudes de asistencia (art. 6.1.b RGPD);',
          'cumplimiento de obligaciones legales, en particular la conservación de la documentación contable y fiscal de los pedidos (art. 6.1.c RGPD);',
          'seguridad y correcto funcionamiento del servicio, detección y prevención de abusos y fraudes (por ejemplo, mediante registros del servidor que contienen la dirección IP) y protección del libro electrónico frente a su difusión ilícita (art. 6.1.f RGPD; nuestro interés legítimo reside en el funcionamiento seguro de la tienda y en la protección de nuestros derechos de autor);',
          'análisis del uso del sitio web y medición de la eficacia de nuestra publicidad mediante Google Analytics y el píxel de Meta, únicamente con su consentimiento (art. 6.1.a RGPD);',
          'información sobre cambios en esta política de privacidad o en nuestros términos y condiciones (art. 6.1.c y f RGPD).',
        ],
        after: [
          'Facilitar su dirección de correo electrónico es necesario para celebrar el contrato; sin ella no podemos entregarle el libro electrónico. No adoptamos decisiones basadas únicamente en el tratamiento automatizado, incluida la elaboración de perfiles, en el sentido del artículo 22 del RGPD.',
          'Plazos de conservación: conservamos los datos de compra durante el tiempo necesario para ejecutar el contrato y atender posibles reclamaciones, y la documentación de pedidos y facturas durante los plazos establecidos por la normativa mercantil y tributaria (hasta diez años). Los registros del servidor se conservan durante un breve periodo y después se suprimen, salvo que sean necesarios para investigar un incidente de seguridad concreto. Los datos tratados sobre la base del consentimiento se conservan hasta que usted lo retire o hasta que dejen de ser necesarios para su finalidad. Pedidos no completados: eliminamos la dirección de correo electrónico, el nombre y los datos de empresa indicados a los 30 días. Los códigos de acceso de un solo uso se eliminan en cuanto caducan, y los contadores con los que limitamos las solicitudes repetidas en cuanto termina su periodo (como máximo 24 horas).',
          'Correo de recordatorio: si al hacer el pedido marcas la casilla opcional «Recuérdame por correo si no termino la compra» y no completas la compra, unas horas después podemos enviarte un único correo con un enlace para volver a tu pedido; sin la casilla marcada no enviamos ninguno. Guardamos tu dirección de correo electrónico, el momento de tu consentimiento, el del recordatorio y, si te das de baja, el de la baja. Puedes darte de baja con un clic en el enlace del recordatorio (tu programa de correo puede ofrecerte también un botón «cancelar suscripción») o escribiéndonos; a partir de entonces no enviamos más recordatorios (art. 6.1.a RGPD). Como cualquiera puede escribir cualquier dirección al hacer el pedido, enviamos como máximo un recordatorio por semana y dirección (se escriba como se escriba) y, salvo que hayamos decidido otra cosa, solo a una dirección que ya nos haya comprado. Como en cualquier pedido no completado, la dirección se borra a los 30 días; si te das de baja, la conservamos en una lista de direcciones que nunca vuelven a recibir un recordatorio, para que tu oposición sea duradera (art. 6.1.f RGPD).',
          'Enlaces de socios: si llegas a nuestra tienda a través del enlace de un socio (una dirección con «?ref=»), guardamos el código del socio con tu pedido para poder pagarle una comisión (art. 6.1.f RGPD, nuestro interés legítimo en recompensar las recomendaciones). Durante tu visita el código viaja en las direcciones de las páginas, sin cookies. Solo si has aceptado todas las cookies lo conservamos 30 días en el almacenamiento local de tu navegador, para que una compra en una visita posterior siga contando para el socio.',
        ],
      },
      {
        heading: '4. Cookies y tecnologías de seguimiento',
        paragraphs: [
          'Utilizamos cookies y tecnologías similares (como el almacenamiento local del navegador, «local storage») para el funcionamiento del servicio y, con su consentimiento, con fines analíticos. Las cookies son pequeños archivos que se almacenan en su dispositivo. Las cookies técnicas estrictamente necesarias se utilizan sin consentimiento, tal como permite el artículo 22.2 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE); todas las demás, solo con su consentimiento. Puede configurar su navegador para rechazar todas las cookies o para que le avise cuando se envíe una cookie; sin las cookies técnicas, es posible que algunas partes del servicio no funcionen.',
          'Algunos ejemplos de las cookies que utilizamos:',
        ],
        list: [
          'cookies de sesión: para el funcionamiento del servicio, por ejemplo para mantener una sesión iniciada;',
          'cookies de preferencias: para recordar sus preferencias y ajustes, como el idioma y su elección sobre las cookies;',
          'cookies de seguridad: con fines de seguridad, por ejemplo para proteger los formularios y el inicio de sesión frente a usos abusivos.',
        ],
        after: [
          'En su primera visita, un banner de cookies le pide que elija. Su elección se guarda en el almacenamiento local de su navegador con la clave «cookieConsent» y el valor «all» (todas las cookies aceptadas) o «necessary» (solo las cookies necesarias). Cerrar el banner equivale a elegir solo las cookies necesarias.',
          'Google Analytics (Google Ireland Limited, Dublín, Irlanda) y el píxel de Meta (Meta Platforms Ireland Limited, Dublín, Irlanda) solo se cargan después de que haya aceptado todas las cookies a través del banner (art. 6.1.a RGPD). Estos servicios instalan cookies y recogen datos de uso, como las páginas visitadas, los eventos de compra y la información del dispositivo, para elaborar estadísticas y medir la eficacia de nuestra publicidad. Respecto de la recogida y transmisión de datos mediante el píxel de Meta, somos corresponsables del tratamiento junto con Meta (art. 26 RGPD); el tratamiento posterior es responsabilidad exclusiva de Meta. Sin su consentimiento, estos servicios no se cargan y no se les transmite ningún dato.',
          'Puede retirar su consentimiento en cualquier momento, con efectos para el futuro, borrando los datos almacenados por este sitio (cookies y almacenamiento local) en la configuración de su navegador; el banner volverá a mostrarse y podrá elegir solo las cookies necesarias. Con independencia del consentimiento, nuestro propio servidor cuenta las páginas vistas: por cada día, página e idioma suma uno a un total. No guarda su dirección IP, ningún identificador, los datos de su navegador ni la página de la que procede, no instala cookies y no almacena nada en su navegador; las visitas de buscadores y otros programas automáticos no se cuentan. A partir de estos totales y de nuestros registros de pedidos (que conservamos de todos modos para ejecutar su compra) elaboramos, solo para nosotros, estadísticas diarias: visitas a la página del producto, procesos de compra iniciados, compras, ingresos, reembolsos y desistimientos. Estas estadísticas no permiten identificar a nadie y no se comunican a terceros (art. 6.1.f RGPD, nuestro interés legítimo en saber cómo se usa la tienda).',
        ],
      },
      {
        heading: '5. Transferencia de datos',
        paragraphs: [
          'Su información, incluidos sus datos personales, puede transferirse a ordenadores situados fuera de su estado, provincia, país u otra jurisdicción gubernamental, y tratarse en ellos, donde la legislación en materia de protección de datos puede ser distinta de la de su jurisdicción. Solo comunicamos datos a los proveedores de servicios que necesitamos para gestionar la tienda, que los tratan por nuestra cuenta y siguiendo nuestras instrucciones como encargados del tratamiento (art. 28 RGPD), o a los destinatarios indicados a continuación:',
        ],
        list: [
          'Stripe Payments Europe Ltd., Irlanda: procesamiento de los pagos (pagos con tarjeta y demás medios de pago ofrecidos en la página de pago);',
          'PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburgo, si elige pagar con PayPal: procesamiento del pago como responsable independiente del tratamiento;',
          'nuestro servicio de envío de correo electrónico (proveedor SMTP): envío de confirmaciones de pedido, enlaces de descarga y demás comunicaciones del servicio;',
          'nuestro proveedor de alojamiento web: funcionamiento técnico del sitio y almacenamiento de los datos de pedidos;',
          'Google Ireland Limited (Google Analytics) y Meta Platforms Ireland Limited (píxel de Meta): solo con su consentimiento.',
        ],
        after: [
          'Algunos de estos proveedores o las empresas de su grupo (por ejemplo, en los Estados Unidos) pueden tratar datos fuera del Espacio Económico Europeo. En tales casos garantizamos un nivel de protección adecuado, en particular mediante una decisión de adecuación de la Comisión Europea (como el Marco de Privacidad de Datos UE-EE. UU. para las empresas certificadas) o mediante las cláusulas contractuales tipo adoptadas por la Comisión (arts. 45 y 46 RGPD). No vendemos sus datos personales.',
        ],
      },
      {
        heading: '6. Comunicación de datos',
        paragraphs: [
          'Podemos comunicar sus datos personales cuando consideremos de buena fe que ello es necesario para:',
        ],
        list: [
          'cumplir una obligación legal (por ejemplo, frente a la Administración tributaria o los juzgados y tribunales);',
          'proteger y defender nuestros derechos o bienes;',
          'prevenir o investigar posibles irregularidades relacionadas con el servicio;',
          'proteger la seguridad personal de los usuarios del servicio o del público;',
          'protegernos frente a responsabilidades legales.',
        ],
        after: [
          'Dicha comunicación solo se produce en la medida en que la ley lo permita, en particular conforme al artículo 6.1.c o f del RGPD.',
        ],
      },
      {
        heading: '7. Seguridad de los datos',
        paragraphs: [
          'La seguridad de sus datos es importante para nosotros, pero ningún método de transmisión por Internet ni de almacenamiento electrónico es seguro al 100 %. Aplicamos medidas técnicas y organizativas adecuadas para proteger sus datos personales: el sitio web solo se sirve mediante conexiones cifradas (TLS/SSL), los datos de la tarjeta se introducen directamente en el proveedor de pagos, los enlaces de descarga están firmados, son personales y solo son válidos durante un tiempo y un número de descargas limitados, y el acceso a los datos de pedidos está restringido a los administradores autorizados.',
          'Le rogamos que no comparta su enlace de descarga: cualquier persona que disponga de él puede utilizarlo dentro de sus límites.',
        ],
      },
      {
        heading: '8. Sus derechos de protección de datos',
        paragraphs: [
          'De conformidad con el RGPD y la LOPDGDD, usted tiene los siguientes derechos sobre sus datos personales:',
        ],
        list: [
          'derecho de acceso, actualización o supresión: puede obtener información sobre los datos que tratamos sobre usted, actualizarlos o solicitar su supresión (arts. 15 y 17 RGPD);',
          'derecho de rectificación: puede solicitar que se rectifiquen los datos inexactos y se completen los incompletos (art. 16 RGPD);',
          'derecho de oposición: puede oponerse en cualquier momento, por motivos relacionados con su situación particular, al tratamiento basado en nuestro interés legítimo (art. 21 RGPD);',
          'derecho a la limitación del tratamiento: puede solicitar que limitemos el tratamiento de sus datos (art. 18 RGPD);',
          'derecho a la portabilidad de los datos: puede recibir los datos que nos haya facilitado en un formato estructurado, de uso común y lectura mecánica, o solicitar que se transmitan a otro responsable (art. 20 RGPD);',
          'derecho a retirar el consentimiento: puede retirar en cualquier momento el consentimiento prestado, sin que ello afecte a la licitud del tratamiento basado en el consentimiento previo a su retirada (art. 7.3 RGPD).',
        ],
        after: [
          'Para ejercer estos derechos, basta con que escriba a {email}. Podemos pedirle que acredite su identidad antes de atender su solicitud. La supresión está sujeta a las obligaciones legales de conservación; los datos que debamos conservar quedarán bloqueados hasta que finalicen los plazos correspondientes.',
          'Asimismo, tiene derecho a presentar una reclamación ante una autoridad de control, en particular en el Estado miembro en el que tenga su residencia habitual, su lugar de trabajo o en el que se haya producido la supuesta infracción (art. 77 RGPD); en España, la autoridad competente es la Agencia Española de Protección de Datos (www.aepd.es).',
        ],
      },
      {
        heading: '9. Cambios en esta política de privacidad',
        paragraphs: [
          'Podemos actualizar esta política de privacidad periódicamente, por ejemplo cuando cambie la normativa o nuestro servicio. Le informaremos de los cambios por correo electrónico y/o mediante un aviso destacado en nuestro sitio web, y actualizaremos la fecha que figura en la parte superior de esta política.',
          'Le recomendamos que revise esta política de privacidad periódicamente. Salvo que se indique otra cosa, los cambios surten efecto desde su publicación en esta página.',
        ],
      },
      {
        heading: '10. Contacto',
        paragraphs: [
          'Si tiene cualquier pregunta sobre esta política de privacidad o desea ejercer sus derechos, puede contactarnos por correo electrónico en {email}.',
          'Dirección postal: {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  terms: {
    title: 'Términos y condiciones',
    updatedLabel: 'Última actualización:',
    sections: [
      {
        heading: '1. Información de la empresa',
        paragraphs: [
          'El sitio web {site} y la tienda en línea asociada son titularidad de {sellerName}, con domicilio en {sellerAddress}, número de identificación fiscal a efectos del IVA (NIF-IVA): {vatId}, correo electrónico: {email} (en adelante, «nosotros» o «el vendedor»).',
          'Los presentes términos y condiciones regulan todas las compras realizadas a través de esta tienda en línea. Es consumidor toda persona física que actúe con un propósito ajeno a su actividad comercial, empresarial, oficio o profesión, conforme al texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios, aprobado por el Real Decreto Legislativo 1/2007 («TRLGDCU»). El contrato se celebra en español.',
        ],
      },
      {
        heading: '2. Objeto del contrato',
        paragraphs: [
          'El objeto del contrato es el libro electrónico «Restaurant Closer», un manual práctico sobre la venta en sala dirigido al personal de restauración (camareros, jefes de sala y propietarios), de 90 páginas en formato PDF. Se trata de contenido digital suministrado mediante descarga y no en un soporte material; no se envía ningún ejemplar físico. Sus características esenciales figuran en la descripción del producto en {site}. Para utilizarlo necesita un dispositivo con un programa capaz de abrir archivos PDF.',
          'Proceso de compra: para realizar el pedido, seleccione el producto, introduzca su dirección de correo electrónico, acepte estos términos y condiciones y la política de privacidad, y confirme su obligación de pago pulsando el botón de compra; a continuación completará el pago en la página de nuestro proveedor de pagos. Durante el pedido, y antes del pago, se le solicitará además su consentimiento expreso para el suministro inmediato del libro electrónico (véase el apartado 5). Antes de pulsar el botón de compra puede revisar y corregir en todo momento los datos introducidos.',
          'El contrato se perfecciona cuando le enviamos el correo electrónico de confirmación del pedido con el enlace de descarga. Conservamos los datos del pedido; le recomendamos que guarde o imprima estos términos y condiciones al realizar su compra.',
        ],
      },
      {
        heading: '3. Precio y forma de pago',
        paragraphs: [
          'Los precios indicados son precios finales en euros e incluyen el IVA. Al tratarse de un producto descargable, no hay gastos de envío. El precio debe abonarse de inmediato al realizar el pedido.',
          'Puede pagar con tarjeta de crédito (Visa, Mastercard), PayPal o transferencia bancaria instantánea, según se ofrezca en la página de pago; los medios disponibles pueden variar según el país. Los pagos se procesan a través de Stripe Payments Europe Ltd., Irlanda.',
        ],
      },
      {
        heading: '4. Entrega',
        paragraphs: [
          'El libro electrónico está disponible sin limitación. Inmediatamente después de completar el pago puede descargarlo en la página de confirmación; además, le enviamos un enlace de descarga personal a la dirección de correo electrónico indicada.',
          'Por motivos de seguridad, el enlace de descarga es válido durante un tiempo y un número de descargas limitados. Si ha caducado o se ha agotado, puede solicitar uno nuevo en cualquier momento desde nuestro sitio web o escribiendo a {email}. Compruebe que la dirección de correo electrónico introducida es correcta y revise su carpeta de correo no deseado si no recibe nuestro mensaje.',
        ],
      },
      {
        heading: '5. Derecho de desistimiento',
        paragraphs: [
          'Como consumidor, dispone de un plazo de 14 días naturales desde la celebración del contrato para ejercer el derecho de desistimiento sin necesidad de justificar su decisión (artículos 102 y siguientes del TRLGDCU). Para ejercerlo, debe notificarnos su decisión ({sellerName}, {sellerAddress}, correo electrónico: {email}) mediante una declaración inequívoca (por ejemplo, un correo electrónico) o utilizar la función de desistimiento descrita a continuación; puede utilizar el modelo de formulario de desistimiento que figura más abajo, aunque su uso no es obligatorio. Para cumplir el plazo basta con que la comunicación relativa al ejercicio del derecho se envíe antes de que venza.',
          'En caso de desistimiento, le devolveremos todos los pagos recibidos sin demoras indebidas y, en cualquier caso, a más tardar en el plazo de 14 días naturales a partir de la fecha en que se nos informe de su decisión. Utilizaremos el mismo medio de pago empleado en la transacción inicial, salvo que haya dispuesto expresamente lo contrario, y no incurrirá en ningún gasto como consecuencia del reembolso. El enlace de descarga quedará desactivado.',
          'Excepción para contenidos digitales: conforme al artículo 103, letra m), del TRLGDCU, no existe derecho de desistimiento en el suministro de contenido digital que no se preste en un soporte material cuando la ejecución haya comenzado después de que usted haya otorgado su consentimiento previo y expreso para iniciarla durante el plazo de desistimiento, haya expresado su conocimiento de que, en consecuencia, pierde su derecho de desistimiento, y le hayamos facilitado la confirmación correspondiente (en el correo electrónico de confirmación del pedido). La ejecución comienza cuando se inicia la descarga del libro electrónico.',
          'Función de desistimiento: mientras no haya iniciado la primera descarga, puede desistir con un solo clic mediante la función de desistimiento enlazada en el correo electrónico de confirmación del pedido y en la página de confirmación que se muestra tras el pago. El importe pagado se le reembolsa a través del medio de pago original, el enlace de descarga se desactiva y recibirá una confirmación por correo electrónico.',
          'Modelo de formulario de desistimiento (solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato):',
        ],
        list: [
          'A la atención de {sellerName}, {sellerAddress}, correo electrónico: {email}',
          'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien/prestación del siguiente servicio (*)',
          'Pedido el/recibido el (*)',
          'Nombre del consumidor o de los consumidores',
          'Domicilio del consumidor o de los consumidores',
          'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)',
          'Fecha',
          '(*) Táchese lo que no proceda.',
        ],
      },
      {
        heading: '6. Garantía de satisfacción',
        paragraphs: [
          'Además de sus derechos legales, le ofrecemos una garantía de satisfacción del 100 %: si el libro electrónico no le convence, le reembolsaremos el importe íntegro siempre que se ponga en contacto con nosotros en {email} dentro de los 30 días siguientes a la compra. Esta garantía se aplica también después de la descarga.',
          'El reembolso se efectúa a través del medio de pago original. Tras el reembolso, el enlace de descarga se desactiva y deberá eliminar las copias del libro electrónico que conserve. Esta garantía comercial es voluntaria y no afecta a sus derechos legales, en particular a la garantía legal de conformidad.',
        ],
      },
      {
        heading: '7. Propiedad intelectual y uso',
        paragraphs: [
          'El libro electrónico y todos sus contenidos (textos, gráficos, métodos, guiones y listas de comprobación) están protegidos por la legislación de propiedad intelectual, en particular por el texto refundido de la Ley de Propiedad Intelectual, aprobado por el Real Decreto Legislativo 1/1996. Tras el pago íntegro del precio, usted adquiere un derecho de uso simple, no exclusivo e intransferible para fines exclusivamente personales.',
          'Queda prohibida, sin nuestra autorización previa y por escrito, toda reproducción, traducción, publicación, distribución o comunicación pública del libro electrónico o de partes de él, en formato impreso o electrónico, que exceda del uso personal. Cada ejemplar lleva estampada la dirección de correo electrónico del comprador (marca de agua) para poder rastrear las copias ilícitas; queda prohibido eliminarla o alterarla.',
        ],
      },
      {
        heading: '8. Responsabilidad',
        paragraphs: [
          'Los contenidos del libro electrónico se han elaborado con el máximo cuidado y tienen una finalidad práctica e informativa. Su resultado depende de la aplicación que cada lector haga de ellos, por lo que no garantizamos ningún resultado económico o comercial concreto.',
          'No seremos responsables de las decisiones que usted adopte sobre la base de la información del libro electrónico ni de los daños derivados de causas de fuerza mayor o de actos de terceros. Nada de lo dispuesto en estos términos y condiciones excluye ni limita nuestra responsabilidad frente a los consumidores en los casos en que la ley no lo permite, ni los derechos que le reconoce la legislación de consumo, en particular la garantía legal de conformidad de los contenidos digitales (artículos 114 y siguientes del TRLGDCU).',
          'El sitio web y el libro electrónico pueden contener enlaces a sitios web de terceros, sobre cuyos contenidos no tenemos control y de los que no somos responsables.',
        ],
      },
      {
        heading: '9. Legislación aplicable y jurisdicción',
        paragraphs: [
          'Estos términos y condiciones se rigen por la legislación española. Si usted es consumidor, esta elección no le priva de la protección que le otorgan las disposiciones imperativas de protección de los consumidores del país en el que tenga su residencia habitual.',
          'Para la resolución de cualquier controversia serán competentes los juzgados y tribunales del domicilio del consumidor. Si usted no tiene la condición de consumidor, serán competentes los juzgados y tribunales del domicilio del vendedor.',
          'Puede dirigirnos cualquier reclamación a {email}; le responderemos en el plazo más breve posible y, en todo caso, en el plazo máximo de un mes desde su presentación (artículo 21.3 del TRLGDCU).',
        ],
      },
      {
        heading: '10. Contacto',
        paragraphs: [
          'Para cualquier consulta sobre estos términos y condiciones, su pedido o la descarga, puede escribirnos a {email}.',
          'Dirección postal: {sellerName}, {sellerAddress}.',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Aviso legal',
    updatedLabel: 'Última actualización:',
    sections: [
      {
        heading: 'Datos identificativos del titular',
        paragraphs: [
          'En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), se informa de que el titular del sitio web {site} es:',
          'Titular: {sellerName}',
          'Domicilio: {sellerAddress}',
          'NIF-IVA: {vatId}',
          'Correo electrónico: {email}',
        ],
      },
      {
        heading: 'Objeto',
        paragraphs: [
          'Este sitio web tiene por objeto la presentación y venta en línea del libro electrónico «Restaurant Closer». Las condiciones de compra se recogen en los términos y condiciones, y el tratamiento de los datos personales, en la política de privacidad.',
        ],
      },
      {
        heading: 'Propiedad intelectual e industrial',
        paragraphs: [
          'Todos los contenidos de este sitio web y del libro electrónico (textos, imágenes, diseño y signos distintivos) son titularidad del vendedor o de sus licenciantes y están protegidos por la normativa de propiedad intelectual e industrial. Queda prohibida su reproducción, distribución, comunicación pública o transformación sin autorización previa y por escrito.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          'Procuramos que la información de este sitio web sea exacta y esté actualizada. Este sitio web puede contener enlaces a sitios de terceros, sobre cuyos contenidos no tenemos control y de los que no somos responsables.',
        ],
      },
      {
        heading: 'Legislación aplicable',
        paragraphs: [
          'El presente aviso legal se rige por la legislación española, sin perjuicio de las normas imperativas de protección de los consumidores que resulten aplicables.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    updatedLabel: 'Declaración elaborada el:',
    intro: [
      '{sellerName} quiere que todas las personas puedan usar nuestro sitio web – informarse sobre el manual, comprarlo y descargarlo –, también quienes utilizan un lector de pantalla, solo el teclado, la ampliación de pantalla u otras tecnologías de apoyo. Esta declaración se aplica al sitio web {site}, incluidos el proceso de compra y las páginas de descarga y de desistimiento, y al libro electrónico que se entrega a través de él.',
    ],
    sections: [
      {
        heading: 'Situación de cumplimiento',
        paragraphs: [
          'Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, el nivel que la norma europea armonizada EN 301 549 exige a los sitios web. Según nuestro conocimiento, el sitio web alcanza este objetivo; las limitaciones que conocemos se indican más abajo.',
        ],
      },
      {
        heading: 'Cómo lo hemos comprobado',
        paragraphs: [
          'Hemos evaluado el sitio web nosotros mismos. Cada página, en los cinco idiomas y tanto en formato móvil como de escritorio, se comprueba automáticamente con axe-core según las reglas de las WCAG 2.0, 2.1 y 2.2 de los niveles A y AA cada vez que se modifica el sitio. Además, hemos comprado el libro electrónico desde la página del producto hasta la descarga usando únicamente el teclado y hemos comprobado que el foco se ve con claridad en cada paso.',
        ],
      },
      {
        heading: 'Limitaciones conocidas',
        paragraphs: [],
        list: [
          'El libro electrónico es un PDF pensado para leer e imprimir. Todavía no está etiquetado para lectores de pantalla (encabezados, orden de lectura). Si tiene dificultades para leerlo, escríbanos y buscaremos una solución con usted.',
          'Los pagos con tarjeta se realizan en la página de nuestro proveedor de pagos, que no diseñamos nosotros; su accesibilidad es responsabilidad del proveedor.',
        ],
      },
      {
        heading: 'Comentarios y contacto',
        paragraphs: [
          'Si encuentra una barrera en nuestro sitio web o necesita alguno de sus contenidos en otro formato, escríbanos a {email} o por correo postal a {sellerName}, {sellerAddress}. Indíquenos la página afectada y qué no ha funcionado. Le responderemos lo antes posible.',
        ],
      },
      {
        heading: 'Procedimiento de aplicación',
        paragraphs: [
          'Si nuestra respuesta no resuelve el problema, puede dirigirse a la autoridad de vigilancia del mercado competente en materia de accesibilidad de productos y servicios del país en el que estamos establecidos; en Alemania es el organismo conjunto de los estados federados para la vigilancia del mercado en materia de accesibilidad de productos y servicios (MLBF). Las asociaciones de consumidores también pueden ayudarle con una reclamación.',
        ],
      },
      {
        heading: 'Fecha de esta declaración',
        paragraphs: [
          'Esta declaración se elaboró en la fecha indicada al principio de la página y se basa en las comprobaciones descritas. La revisamos cada vez que el sitio web cambia de forma significativa.',
        ],
      },
    ],
  },
  backHome: 'Volver a la página principal',
};
