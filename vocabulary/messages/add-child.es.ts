import type { AddChildMessageId } from './add-child.en';

/** Add child in Spanish ("tú", docs/glossary-es.md). */
export const ADD_CHILD_ES: Record<AddChildMessageId, string> = {
  'addChild.heading': 'Agrega a tu hijo o hija',
  'addChild.headingSeveral': 'Agrega a tus hijos',
  'addChild.lead':
    'Cada hijo o hija recibe su propia tarjeta. Puedes agregar más hijos después en la app.',
  'addChild.disclaimer':
    'Te pedimos el nombre de tu hijo o hija solo para abrir su cuenta y su tarjeta. Como su padre, madre o tutor legal, tú controlas esta información y puedes pedirnos que la borremos cuando quieras.',
  'addChild.disclaimerWithDob':
    'Te pedimos el nombre y la fecha de nacimiento de tu hijo o hija solo para abrir su cuenta y su tarjeta. Como su padre, madre o tutor legal, tú controlas esta información y puedes pedirnos que la borremos cuando quieras.',
  'addChild.child': 'Hijo o hija {number}',
  'addChild.firstName': 'Nombre',
  'addChild.dob': 'Fecha de nacimiento',
  'addChild.dobHint': 'MM/DD/AAAA',
  'addChild.remove': 'Quitar{which}',
  'addChild.removeWhich': ' hijo o hija {number}',
  'addChild.addAnother': 'Agregar otro hijo o hija',
};
