import type { Page } from '@playwright/test';
import { OUTBOUND_ES } from '../../server/messages/outbound-es';
import { ADD_CHILD_ES } from '../../vocabulary/messages/add-child.es';
import { COMPLETION_ES } from '../../vocabulary/messages/completion.es';
import { CONFIRMATION_ES } from '../../vocabulary/messages/confirmation.es';
import { DEBIT_CARD_ES } from '../../vocabulary/messages/debit-card.es';
import { FAMILY_PANEL_ES } from '../../vocabulary/messages/family-panel.es';
import { FUNDING_CHOICE_ES } from '../../vocabulary/messages/funding-choice.es';
import { IDENTITY_ES } from '../../vocabulary/messages/identity.es';
import { INITIAL_FUNDING_ES } from '../../vocabulary/messages/initial-funding.es';
import { LEGAL_ES } from '../../vocabulary/messages/legal.es';
import { LOGIN_ES } from '../../vocabulary/messages/login.es';
import { PLAN_PICKER_ES } from '../../vocabulary/messages/plan-picker.es';
import { expect, test } from './fixtures';
import { ABOUT_YOU_PAGES, e164, SANDBOX_ADDRESS } from './journey-steps';
import { SSN } from './money-steps';
import { latestMessage } from './outbox';

// New numbers of the sandbox: any number it does not know registers.
const SPANISH_BROWSER = '5555550341';
const SWITCHER = '5555550342';

/** A catalogue text with its simple {values} put in, as the page shows it. */
const put = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar' });

/** The header's switch, named in the language the page is in. */
async function switchTo(page: Page, language: 'English' | 'Español') {
  const from = language === 'English' ? 'Idioma' : 'Language';
  await page.getByRole('navigation', { name: from }).getByRole('link', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'es');
}

// The role choice, in Spanish from the later pages' messages, sends the code.
async function chooseParent(page: Page) {
  await expect(h1(page)).toHaveText('¿Quién se registra?');
  await expect(page).toHaveTitle('¿Quién se registra? – Harbor');
  await expect(page.getByText('Tu cuenta', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Soy padre, madre o tutor legal' }).click();
  await continuar(page).click();
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-US' });

  test('signs up from the phone to the confirmation in Spanish, switching to English and back on the way, its texts and emails in Spanish', async ({
    page,
    request,
    open,
  }) => {
    // Some twenty pages, a password's scrypt among them, on two cores shared with other journeys.
    test.slow();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await open('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Empecemos – Harbor');
    await expect(h1(page)).toHaveText('Empecemos');
    await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Términos', exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Número de celular' }).fill(SPANISH_BROWSER);
    await continuar(page).click();
    await chooseParent(page);
    const sms = await latestMessage(request, e164(SPANISH_BROWSER), (m) => m.channel === 'sms');
    expect(sms.body).toContain('es tu código de confirmación de Harbor');
    // The code page: what happened to the code, and the wait before another, in Spanish.
    await expect(h1(page)).toHaveText('Ingresa tu código');
    await expect(
      page.getByText(
        /^Enviamos un código de 6 dígitos por mensaje de texto al \(555\) 555-0341\.?/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envíame un código nuevo' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Llámame con el código' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Ingresa tu código' }).fill(/\d{6}/.exec(sms.body)![0]);
    await continuar(page).click();

    // The account: its labels, and the typo suggestion's offer, in Spanish.
    await expect(h1(page)).toHaveText('¿Cuál es tu correo electrónico?');
    // Section 8's messages in Spanish: an email that already has an account.
    await page
      .getByRole('textbox', { name: 'Correo electrónico' })
      .fill('complete.parent@example.com');
    await continuar(page).click();
    await expect(page.getByRole('region', { name: 'Hay un problema' })).toContainText(
      'El correo electrónico que escribiste ya está asociado a una cuenta.',
    );
    await expect(page.getByRole('button', { name: 'Mejor inicia sesión' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.0341@gmial.com');
    await continuar(page).click();
    await expect(page.getByText('¿Quisiste decir ana.0341@gmail.com?')).toBeVisible();
    await page.getByRole('button', { name: 'Sí, usar ana.0341@gmail.com' }).click();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'ana.0341@gmail.com',
    );
    await continuar(page).click();
    await expect(h1(page)).toHaveText('Crea una contraseña');
    await page.getByLabel('Contraseña', { exact: true }).fill('Harbor-sandbox-2026');
    await page.getByLabel('Confirma la contraseña').fill('Harbor-sandbox-2026');
    await continuar(page).click();
    // The account's email asks for its confirmation in the family's language.
    const verification = await latestMessage(request, 'ana.0341@gmail.com', (m) =>
      Boolean(m.data.link?.includes('verifyEmailToken')),
    );
    expect(verification.subject).toBe(OUTBOUND_ES.emailVerificationSubject);
    expect(verification.body).toContain('Confirma tu dirección de correo electrónico:');

    // The name, the date of birth and the address, each its own page, in Spanish.
    await expect(h1(page)).toHaveText(LEGAL_ES['legal.nameHeading']);
    await page.getByRole('textbox', { name: 'Nombre legal' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Apellido legal' }).fill('García');
    await continuar(page).click();
    const dob = page.getByRole('textbox', { name: LEGAL_ES['legal.dobHeading'] });
    await dob.fill('03/27/1985');
    await continuar(page).click();
    await expect(h1(page)).toHaveText(LEGAL_ES['legal.addressHeading']);
    await expect(
      page.getByRole('textbox', { name: 'Apartamento, suite o unidad (opcional)' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Calle y número' }).fill(SANDBOX_ADDRESS.street);
    await page.getByRole('textbox', { name: 'Ciudad' }).fill(SANDBOX_ADDRESS.city);
    // The prerendered Spanish page and the app agree: hydration found nothing to repair.
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

    // Half an address typed, the switch to English: the same page in English, nothing lost,
    // here or on the page before.
    await switchTo(page, 'English');
    await expect(h1(page)).toHaveText(ABOUT_YOU_PAGES.address);
    await expect(page).toHaveTitle(`${ABOUT_YOU_PAGES.address} – Harbor`);
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue(
      SANDBOX_ADDRESS.street,
    );
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(SANDBOX_ADDRESS.city);
    await expect(page.getByText('Your account', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(h1(page)).toHaveText(ABOUT_YOU_PAGES.dob);
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/27/1985');
    // And back to Spanish, onward from what was typed.
    await switchTo(page, 'Español');
    await expect(h1(page)).toHaveText(LEGAL_ES['legal.dobHeading']);
    await expect(dob).toHaveValue('03/27/1985');
    await continuar(page).click();
    await expect(h1(page)).toHaveText(LEGAL_ES['legal.addressHeading']);
    await expect(page.getByRole('textbox', { name: 'Calle y número' })).toHaveValue(
      SANDBOX_ADDRESS.street,
    );
    await expect(page.getByRole('textbox', { name: 'Ciudad' })).toHaveValue(SANDBOX_ADDRESS.city);
    await page.getByRole('combobox', { name: 'Estado' }).selectOption(SANDBOX_ADDRESS.state);
    await page.getByRole('textbox', { name: 'Código postal' }).fill(SANDBOX_ADDRESS.zip);
    await continuar(page).click();

    // The plan, its price as es-US writes money.
    await expect(h1(page)).toHaveText(PLAN_PICKER_ES['planPicker.heading']);
    const max = page.getByRole('radio', { name: /^Max/ });
    await expect(max).toContainText(put(PLAN_PICKER_ES['planPicker.fee'], { fee: '$9.98' }));
    await max.click();
    await continuar(page).click();

    await expect(h1(page)).toHaveText(ADD_CHILD_ES['addChild.heading']);
    // Beside the question on a wide screen, the family so far, in Spanish too.
    const panel = page.getByRole('complementary', { name: FAMILY_PANEL_ES['familyPanel.label'] });
    await expect(panel).toContainText(FAMILY_PANEL_ES['familyPanel.soFar']);
    await expect(panel).toContainText(
      put(FAMILY_PANEL_ES['familyPanel.planValue'], { title: 'Max', fee: '$9.98' }),
    );
    await expect(panel).toContainText(
      put(FAMILY_PANEL_ES['familyPanel.call'], { phone: '1-888-483-2645' }),
    );
    await page.getByRole('textbox', { name: ADD_CHILD_ES['addChild.firstName'] }).fill('Alex');
    await continuar(page).click();

    await expect(h1(page)).toHaveText(IDENTITY_ES['identity.heading']);
    await expect(page.getByText(IDENTITY_ES['identity.lead'])).toBeVisible();
    await page.getByLabel(IDENTITY_ES['identity.ssn']).fill(SSN.pass);
    await continuar(page).click();

    await expect(h1(page)).toHaveText(FUNDING_CHOICE_ES['fundingChoice.heading']);
    await page
      .getByRole('radio', { name: new RegExp(`^${FUNDING_CHOICE_ES['fundingChoice.debit']}`) })
      .click();
    await continuar(page).click();

    await expect(h1(page)).toHaveText(DEBIT_CARD_ES['debitCard.heading']);
    await page
      .getByRole('textbox', { name: DEBIT_CARD_ES['debitCard.cardNumber'] })
      .fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: DEBIT_CARD_ES['debitCard.expiry'] }).fill('1234');
    await page.getByRole('textbox', { name: DEBIT_CARD_ES['debitCard.cvc'] }).fill('123');
    await page.getByRole('textbox', { name: DEBIT_CARD_ES['debitCard.zip'] }).fill('62704');
    await page.getByRole('button', { name: DEBIT_CARD_ES['debitCard.save'] }).click();

    // The amount: where it comes from, and its lower limit, in Spanish and es-US money.
    const amount = page.getByRole('textbox', {
      name: INITIAL_FUNDING_ES['initialFunding.heading'],
    });
    await expect(h1(page)).toHaveText(INITIAL_FUNDING_ES['initialFunding.heading']);
    await expect(
      page.getByText(
        put(INITIAL_FUNDING_ES['initialFunding.leadFrom'], {
          source: INITIAL_FUNDING_ES['initialFunding.fromDebit'],
        }),
      ),
    ).toBeVisible();
    const addMoney = page.getByRole('button', {
      name: INITIAL_FUNDING_ES['initialFunding.continue'],
    });
    await amount.fill('5');
    await addMoney.click();
    await expect(amount).toHaveAccessibleDescription(/Ingresa una cantidad de al menos \$20/);
    await amount.fill('50');
    await addMoney.click();

    // The confirmation: the welcome, the reference and the summary rows.
    await expect(h1(page)).toHaveText(
      put(COMPLETION_ES['completion.allSetNamed'], { name: 'Ana' }),
    );
    await expect(page).toHaveTitle(/^¡Todo listo/);
    await expect(
      page.getByText(put(COMPLETION_ES['completion.firstLoadOnItsWay'], { amount: '$50' })),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: CONFIRMATION_ES['confirmation.referenceLabel'] }),
    ).toContainText(/[2-9A-Z]{4}-[2-9A-Z]{4}/);
    const summary = page.getByRole('region', { name: CONFIRMATION_ES['confirmation.heading'] });
    await expect(summary.getByRole('term')).toHaveText([
      CONFIRMATION_ES['confirmation.plan'],
      'Hijo',
      CONFIRMATION_ES['confirmation.funding'],
      CONFIRMATION_ES['confirmation.amount'],
      CONFIRMATION_ES['confirmation.arrives'],
    ]);
    await expect(summary.getByRole('definition')).toHaveText([
      'Max, $9.98 al mes',
      'Alex',
      `${CONFIRMATION_ES['confirmation.debitCard']} •••• 4242`,
      '$50',
      CONFIRMATION_ES['confirmation.arrivesNow'],
    ]);
    await expect(
      page.getByRole('button', { name: CONFIRMATION_ES['confirmation.print'] }),
    ).toBeVisible();

    // Back another day in the same browser, the password forgotten: the reset mail in Spanish.
    await page.context().clearCookies();
    await page.evaluate(() => {
      window.sessionStorage.clear();
      window.localStorage.clear();
    });
    await open('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('textbox', { name: 'Número de celular' }).fill(SPANISH_BROWSER);
    await continuar(page).click();
    await expect(h1(page)).toHaveText(LOGIN_ES['login.heading']);
    await page.getByRole('button', { name: LOGIN_ES['login.forgotPassword'] }).click();
    await expect(h1(page)).toHaveText(LOGIN_ES['login.forgotHeading']);
    await page.getByRole('textbox', { name: LOGIN_ES['login.email'] }).fill('ana.0341@gmail.com');
    await page.getByRole('button', { name: LOGIN_ES['login.sendLink'] }).click();
    await expect(h1(page)).toHaveText(LOGIN_ES['login.sentHeading']);
    const reset = await latestMessage(request, 'ana.0341@gmail.com', (m) =>
      Boolean(m.data.link?.includes('/reset-password/')),
    );
    expect(reset.subject).toBe(OUTBOUND_ES.resetSubject);
    expect(reset.body).toContain('para elegir una contraseña nueva');
  });
});

test('the switch changes the language in place, keeps what was typed, and lasts a reload', async ({
  page,
  open,
}) => {
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(SWITCHER);

  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empecemos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Empecemos – Harbor');
  await expect(page.getByRole('textbox', { name: 'Número de celular' })).toHaveValue(
    /555.*555.*0342/,
  );
  await expect(
    page.getByRole('navigation', { name: 'Idioma' }).getByText('Español'),
  ).toHaveAttribute('aria-current', 'true');

  // The error summary and the title speak the page's language too.
  await page.getByRole('textbox', { name: 'Número de celular' }).fill('555');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('region', { name: 'Hay un problema' })).toBeFocused();
  await expect(page).toHaveTitle('Error: Empecemos – Harbor');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empecemos');

  await page
    .getByRole('navigation', { name: 'Idioma' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
});
