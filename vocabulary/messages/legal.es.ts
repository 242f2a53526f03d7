import type { LegalMessageId } from './legal.en';

/** The legal name, date of birth and home address pages in Spanish ("tú", docs/glossary-es.md). */
export const LEGAL_ES: Record<LegalMessageId, string> = {
  'legal.nameHeading': '¿Cuál es tu nombre legal?',
  'legal.nameLead': 'Tal como aparece en tus documentos oficiales, como tu licencia de conducir.',
  'legal.dobHeading': '¿Cuál es tu fecha de nacimiento?',
  'legal.dobLead': 'La necesitamos para confirmar quién eres.',
  'legal.addressHeading': '¿Cuál es tu domicilio?',
  'legal.addressLead': 'Enviaremos las tarjetas de tu familia a esta dirección.',
  'legal.bothHeading': 'Tu nombre legal y tu domicilio',
  'legal.bothLead':
    'Tal como aparecen en tus documentos oficiales. Enviaremos las tarjetas de tu familia a esta dirección.',
  'legal.firstName': 'Nombre legal',
  'legal.lastName': 'Apellido legal',
  'legal.gender': 'Género',
  'legal.female': 'Femenino',
  'legal.male': 'Masculino',
  'legal.preferNotToSay': 'Prefiero no decirlo',
  'legal.referralCode': 'Código de referido',
  'legal.referralCodeHint': 'Si te invitó una amistad, su código les da una recompensa a ambos.',
  'legal.dobHint': 'MM/DD/AAAA, por ejemplo 03/27/1985',
  'legal.homeAddress': 'Domicilio',
  'legal.street': 'Calle y número',
  'legal.streetHint':
    'No se aceptan apartados postales: las tarjetas necesitan una dirección física.',
  'legal.unit': 'Apartamento, suite o unidad',
  'legal.city': 'Ciudad',
  'legal.state': 'Estado',
  'legal.statePlaceholder': 'Elige…',
  'legal.zip': 'Código postal',
  'legal.checkAddress': 'Revisa tu dirección',
  'legal.editAddress': 'Editar la dirección',
  'legal.keepAddress': 'Es correcta',
};
