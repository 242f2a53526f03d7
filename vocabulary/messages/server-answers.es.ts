import { PASSWORD_LENGTH } from '../password-length';
import { ERRORS_ES } from './errors.es';
import type { ServerAnswerCode } from './server-answers.en';

/** The services' refusals in Spanish ("tú", docs/glossary-es.md), by the service's code. */
export const SERVER_ANSWERS_ES: Record<ServerAnswerCode, string> = {
  ERR_INVALID_EMAIL: 'Ingresa un correo electrónico válido.',
  ERR_EMAIL_TAKEN: ERRORS_ES.duplicateEmail,
  ERR_PASSWORD_MISMATCH: 'Las contraseñas no coinciden.',
  ERR_INVALID_NAME: 'Ingresa un nombre de hasta 60 letras, espacios, guiones, apóstrofos y puntos.',
  ERR_INVALID_DOB: 'Ingresa una fecha de nacimiento válida como MM/DD/AAAA.',
  ERR_UNDER_AGE: 'Debes tener al menos 18 años para abrir una cuenta de mamá o papá.',
  ERR_CHILD_AGE: 'Los niños deben tener al menos 13 años para registrarse por su cuenta.',
  ERR_PO_BOX: 'Ingresa una dirección con calle. No aceptamos apartados postales (P.O. box).',
  ERR_INVALID_ADDRESS: 'Ingresa tu dirección completa, con un estado de EE. UU.',
  ERR_ADDRESS_UNVERIFIED:
    'No pudimos confirmar esta dirección con el servicio postal. Revísala, por favor.',
  ERR_INVALID_PLAN: 'Elige uno de los planes.',
  ERR_INVALID_AMOUNT: 'Ingresa una cantidad entre $20 y $10,000.',
  ERR_INVALID_PHONE: 'Ingresa un número de celular válido de EE. UU.',
  ERR_PHONE_TAKEN: 'Ese número de teléfono ya pertenece a una cuenta.',
  ERR_INVALID_STATE: 'Primero crea tu cuenta.',
  ERR_PIN_INVALID: 'Ese código no es correcto. Revísalo y vuelve a intentarlo.',
  ERR_PIN_EXPIRED: 'Ese código venció. Pide uno nuevo.',
  ERR_PIN_ATTEMPTS_EXCEEDED: 'Demasiados códigos incorrectos. Pide uno nuevo.',
  ERR_PIN_RESEND_COOLDOWN: 'Espera un momento antes de pedir otro código.',
  ERR_PIN_SEND_LIMIT: 'Pediste demasiados códigos. Vuelve a intentarlo más tarde.',
  ERR_PASSWORD_TOO_SHORT: `Tu contraseña debe tener al menos ${PASSWORD_LENGTH.min} caracteres.`,
  ERR_PASSWORD_TOO_LONG: `Tu contraseña debe tener como máximo ${PASSWORD_LENGTH.max} caracteres.`,
  ERR_PASSWORD_TOO_COMMON: 'Esa contraseña es demasiado común. Elige otra.',
};
