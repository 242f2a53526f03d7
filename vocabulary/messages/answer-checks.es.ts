import type { ANSWER_CHECKS_EN } from './answer-checks.en';

/** The register step's checks in Spanish ("tú", docs/glossary-es.md). */
export const ANSWER_CHECKS_ES: Record<keyof typeof ANSWER_CHECKS_EN, string> = {
  email: 'Ingresa un correo electrónico como sam@example.com',
  passwordTooShort: 'Usa al menos 8 caracteres',
  passwordsDiffer: 'Las contraseñas no coinciden',
  firstName: 'Ingresa tu nombre legal',
  lastName: 'Ingresa tu apellido legal',
  dob: 'Ingresa una fecha de nacimiento real como MM/DD/AAAA, por ejemplo 03/27/1985',
  street: 'Ingresa tu dirección',
  poBox:
    'No podemos enviar tarjetas a un apartado postal (P.O. box). Ingresa una dirección física.',
  city: 'Ingresa tu ciudad',
  state: 'Elige tu estado o territorio',
  zip: 'Ingresa un código postal (ZIP) de 5 dígitos',
  childFirstName: 'Ingresa el nombre de tu hijo o hija',
  childDob: 'Ingresa la fecha de nacimiento de tu hijo o hija como MM/DD/AAAA',
  parentFirstName: 'Ingresa el nombre de tu mamá, papá o tutor',
  parentPhone: 'Ingresa un número de celular de EE. UU. de 10 dígitos, como (555) 123-4567',
  ownNumber: 'Ingresa el número de tu mamá, papá o tutor, no el tuyo',
  creditWaitlist: 'Elige si quieres unirte a la lista de espera de crédito',
};
