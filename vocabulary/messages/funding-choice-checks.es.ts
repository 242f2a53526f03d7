import type { FundingChoiceCheckId } from './funding-choice-checks.en';

/** The funding choice's and the bank link's words in Spanish ("tú", docs/glossary-es.md). */
export const FUNDING_CHOICE_CHECKS_ES: Record<FundingChoiceCheckId, string> = {
  'fundingChoiceChecks.method': 'Elige cómo quieres agregar dinero',
  'fundingChoiceChecks.bankLinkLost':
    'No pudimos terminar de vincular tu banco aquí. Vuelve a vincularlo.',
  'fundingChoiceChecks.bankLinkNotOpened':
    'No pudimos abrir la vinculación con tu banco. Vuelve a intentarlo.',
  'fundingChoiceChecks.bankNotLinked': 'No pudimos vincular ese banco. Vuelve a intentarlo.',
};
