import type { ANSWER_CHECKS_EN } from './answer-checks.en';

/** The register step's checks in Spanish ("tú", docs/glossary-es.md). */
export const ANSWER_CHECKS_ES: Record<keyof typeof ANSWER_CHECKS_EN, string> = {
  'answerChecks.email': 'Ingresa un correo electrónico como sam@example.com',
  'answerChecks.passwordTooShort': 'Usa al menos 8 caracteres',
  'answerChecks.passwordsDiffer': 'Las contraseñas no coinciden',
  'answerChecks.firstName': 'Ingresa tu nombre legal',
  'answerChecks.lastName': 'Ingresa tu apellido legal',
  'answerChecks.dob':
    'Ingresa una fecha de nacimiento real como MM/DD/AAAA, por ejemplo 03/27/1985',
  'answerChecks.street': 'Ingresa tu dirección',
  'answerChecks.poBox':
    'No podemos enviar tarjetas a un apartado postal (P.O. box). Ingresa una dirección física.',
  'answerChecks.city': 'Ingresa tu ciudad',
  'answerChecks.state': 'Elige tu estado o territorio',
  'answerChecks.zip': 'Ingresa un código postal (ZIP) de 5 dígitos',
  'answerChecks.childFirstName': 'Ingresa el nombre de tu hijo o hija',
  'answerChecks.childDob': 'Ingresa la fecha de nacimiento de tu hijo o hija como MM/DD/AAAA',
  'answerChecks.parentFirstName': 'Ingresa el nombre de tu mamá, papá o tutor',
  'answerChecks.parentPhone':
    'Ingresa un número de celular de EE. UU. de 10 dígitos, como (555) 123-4567',
  'answerChecks.ownNumber': 'Ingresa el número de tu mamá, papá o tutor, no el tuyo',
  'answerChecks.creditWaitlist': 'Elige si quieres unirte a la lista de espera de crédito',
};
