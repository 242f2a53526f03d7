import { PRODUCT_NAME } from '../product';
import type { TeenPlaceholderMessageId } from './teen-placeholder.en';

/** complete_placeholder in Spanish ("tú", docs/glossary-es.md; the product's name stays). */
export const TEEN_PLACEHOLDER_ES: Record<TeenPlaceholderMessageId, string> = {
  'teenPlaceholder.heading': 'Pídele a tu mamá, papá o tutor que se registre',
  'teenPlaceholder.lead': `Los adolescentes se unen a ${PRODUCT_NAME} con la cuenta de su mamá, papá o tutor. No creamos ninguna cuenta para ti ni le enviamos nada a nadie.`,
  'teenPlaceholder.nextHeading': 'Qué hacer ahora',
  'teenPlaceholder.parentSignsUp': `Pídele a tu mamá, papá o tutor que se registre en ${PRODUCT_NAME} con su propio número de celular.`,
  'teenPlaceholder.parentAddsYou':
    'Cuando te agregue a la familia, puede ingresar tu número de celular: entonces te enviaremos por mensaje de texto un enlace para crear tus datos de acceso.',
  'teenPlaceholder.parentHere': '¿Está contigo tu mamá, papá o tutor? Puede empezar aquí.',
  'teenPlaceholder.approverHeading': 'Ya te registraste como aprobador o aprobadora',
  'teenPlaceholder.approverLead': 'Tu cuenta está guardada y unida a la familia que te invitó.',
  'teenPlaceholder.approverLogIn': `Inicia sesión en la app de ${PRODUCT_NAME} con este número de celular y tu contraseña.`,
  'teenPlaceholder.startOver': 'Volver al inicio',
};
