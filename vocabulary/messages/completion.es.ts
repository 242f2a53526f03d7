import type { CompletionMessageId } from './completion.en';

/** The last page in Spanish ("tú", docs/glossary-es.md; the stores' names stay). */
export const COMPLETION_ES: Record<CompletionMessageId, string> = {
  'completion.allSet': '¡Todo listo!',
  'completion.allSetNamed': '¡Todo listo, {name}!',
  'completion.lead':
    'La cuenta de tu familia está lista. Pide tarjetas, configura mesadas y tareas, y mira cómo crece el dinero de tus hijos en la app.',
  'completion.in': '¡Ya estás dentro!',
  'completion.inNamed': '¡Ya estás dentro, {name}!',
  'completion.childLead':
    'Tu cuenta está lista. Descarga la app e inicia sesión con tu número de teléfono para ver tu tarjeta y tu dinero.',
  'completion.almostDone': '¡Casi listo!',
  'completion.almostDoneNamed': '¡Casi listo, {name}!',
  'completion.almostDoneLead':
    'La cuenta de tu familia está lista. Falta un paso para que pueda recibir dinero.',
  'completion.firstLoadOnItsWay': '{amount} va en camino a la cuenta de tu familia.',
  'completion.firstLoadWaits':
    'Agregaremos {amount} a la cuenta de tu familia cuando se verifique {account}.',
  'completion.yourNamedBank': 'tu cuenta de {bank}',
  'completion.yourBank': 'tu cuenta bancaria',
  'completion.yourCard': 'tu tarjeta de débito',
  'completion.reminderTitleBank': 'Una cosa más: verifica tu cuenta bancaria',
  'completion.reminderTitleCard': 'Una cosa más: verifica tu tarjeta',
  'completion.reminderTextBank':
    'Busca dos depósitos de prueba en {account} en 1 a 3 días hábiles. Cuando tengas los dos montos, ingrésalos aquí para terminar.',
  'completion.reminderTextCard':
    'Busca dos cargos pequeños en {account} en 1 a 3 días hábiles. Cuando tengas los dos montos, ingrésalos aquí para terminar.',
  'completion.reminderAction': 'Ya tengo los montos: verificar ahora',
  'completion.blockedLead':
    'La cuenta de tu familia está lista, pero no puede recibir dinero desde esta cuenta.',
  'completion.blockedTitleBank': 'No pudimos verificar tu cuenta bancaria',
  'completion.blockedTitleCard': 'No pudimos verificar tu tarjeta de débito',
  'completion.blockedText':
    'Demasiados de los montos que ingresaste no coincidieron, así que ya no se puede verificar {account}. Agrega otra cuenta en la app o llama a atención al cliente al {phone}.',
  'completion.firstLoadBlocked':
    'Agregaremos {amount} cuando se verifique una cuenta que agregues en la app.',
  'completion.getStarted': 'Empieza en la app',
  'completion.stepDownload': 'Descarga la app en tu teléfono.',
  'completion.stepLogIn': 'Inicia sesión con el número de celular que acabas de usar.',
  'completion.stepParent': 'Pide las tarjetas de tus hijos y agrega su primera mesada.',
  'completion.stepChild': 'Mira tu tarjeta y tu dinero.',
  'completion.getApp': 'Descarga la app',
  'completion.done': 'Listo',
  'completion.smsHeading': 'Alertas por mensaje de texto',
  'completion.smsSubscribed':
    'Recibirás alertas por mensaje de texto sobre la cuenta de tu familia.',
  'completion.smsOffer':
    'Recibe un mensaje cuando tus hijos gasten, ahorren o reciban dinero. Pueden aplicar tarifas de mensajes y datos; responde STOP para cancelar.',
  'completion.smsFailed':
    'No pudimos suscribirte a las alertas por mensaje de texto. Vuelve a intentarlo.',
  'completion.smsAction': 'Envíame alertas',
};
