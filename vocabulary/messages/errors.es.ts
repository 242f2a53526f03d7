import { PRODUCT_NAME } from '../product';
import type { ERROR_MESSAGES } from './errors.en';

/** The error catalogue of spec section 8 in Spanish ("tú", docs/glossary-es.md). */
export const ERRORS_ES: Record<keyof typeof ERROR_MESSAGES, string> = {
  default: 'Ocurrió un error inesperado. Vuelve a intentarlo más tarde.',
  smsUnsupported: 'Usa un dispositivo que pueda recibir mensajes de texto (SMS).',
  deactivated: 'Tu cuenta fue desactivada. Llama a atención al cliente al 1-888-483-2645.',
  deactivatedNew: `¡Uy! Tu cuenta está cerrada. Para reactivarla, inicia sesión en la app de ${PRODUCT_NAME}.`,
  unableToValidateUser: 'No podemos validar tu usuario en este momento.',
  currentPricingPlan: 'No pudimos obtener tu plan actual.',
  pricingPlanList: 'No pudimos obtener la lista de planes.',
  planUpgrade:
    'Algo salió mal al cambiar tu plan. Comunícate con atención al cliente para recibir ayuda.',
  sessionExpired: 'Tu sesión venció. Vuelve a iniciar sesión.',
  duplicateEmail:
    'El correo electrónico que escribiste ya está asociado a una cuenta. Inicia sesión con esa cuenta o comunícate con atención al cliente.',
  voicePinSent: '¡Te estamos llamando! Ingresa abajo el código de confirmación',
  crash:
    'Ocurrió un error inesperado. Vuelve a intentarlo. Si el problema continúa, llama a atención al cliente al 888-483-2645.',
  identityVerification: 'Hubo un error al verificar tu identidad. Vuelve a intentarlo más tarde.',
  allowedTimeoutExceeded: 'Tardaste demasiado en responder estas preguntas. Vuelve a intentarlo.',
  partialIdentity: 'Vuelve a ingresar tus datos e inténtalo de nuevo',
  connection: `No pudimos conectarnos con ${PRODUCT_NAME}. Revisa tu conexión a internet y vuelve a intentarlo. No se perdió nada de lo que escribiste.`,
  invitationInvalid: 'Esta invitación no es válida. Pide una nueva.',
  approverInvitationNeeded:
    'Para registrarte como aprobador o aprobadora, abre el enlace del mensaje de texto con el que te invitaron. Si venció, pide una nueva invitación a quien te invitó.',
};
