import { expect, openStory, test } from '../support/storybook-preview';

// The pages in Spanish at a phone's width, where its longer words must not break the layout:
// the first screen in both layout types, and each later page as it gains its Spanish.
const shots = [
  { name: 'phone-entry-empty', id: 'sign-up-phone-entry--empty', layoutType: 'default' },
  { name: 'phone-entry-empty', id: 'sign-up-phone-entry--empty', layoutType: 'compact' },
  { name: 'role-choice-empty', id: 'sign-up-role-choice--empty', layoutType: 'default' },
  {
    name: 'role-choice-cta',
    id: 'sign-up-role-choice--role-select-cta-parent',
    layoutType: 'default',
  },
  { name: 'code-just-sent', id: 'sign-up-confirmation-code--just-sent', layoutType: 'default' },
  {
    name: 'funding-every-option',
    id: 'funding-funding-selector--every-payment-option',
    layoutType: 'default',
  },
  {
    name: 'plan-picker-default-prices',
    id: 'sign-up-plan-picker--default-prices',
    layoutType: 'default',
  },
  {
    name: 'completion-summary-bank-pending',
    id: 'funding-completion--parent-summary-bank-pending',
    layoutType: 'default',
  },
] as const;

for (const shot of shots) {
  const name = `es-${shot.name}-${shot.layoutType}-375`;
  test(name, async ({ preview }) => {
    await openStory(preview, {
      id: shot.id,
      layoutType: shot.layoutType,
      width: 375,
      locale: 'es',
    });
    await expect(preview).toHaveScreenshot(`${name}.png`, { fullPage: true });
  });
}
