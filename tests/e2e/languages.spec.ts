import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e164 } from './journey-steps';
import { latestMessage } from './outbox';

// New numbers of the sandbox: any number it does not know registers.
const SPANISH_BROWSER = '5555550341';
const SWITCHER = '5555550342';

// The role choice, in Spanish from the later pages' messages, sends the code.
async function chooseParent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Quién se registra?');
  await expect(page).toHaveTitle('¿Quién se registra? – Harbor');
  await expect(page.getByText('Tu cuenta', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Soy padre, madre o tutor legal' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-US' });

  test('walks from the phone to the home address in Spanish, the code texted in Spanish', async ({
    page,
    request,
    open,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await open('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Empecemos – Harbor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empecemos');
    await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Términos', exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Número de celular' }).fill(SPANISH_BROWSER);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await chooseParent(page);
    const sms = await latestMessage(request, e164(SPANISH_BROWSER), (m) => m.channel === 'sms');
    expect(sms.body).toContain('es tu código de confirmación de Harbor');
    // The code page: what happened to the code, and the wait before another, in Spanish.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingresa tu código');
    await expect(
      page.getByText(
        /^Enviamos un código de 6 dígitos por mensaje de texto al \(555\) 555-0341\.?/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envíame un código nuevo' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Llámame con el código' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Ingresa tu código' }).fill(/\d{6}/.exec(sms.body)![0]);
    await page.getByRole('button', { name: 'Continuar' }).click();

    // The account: its labels, and the typo suggestion's offer, in Spanish.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '¿Cuál es tu correo electrónico?',
    );
    // Section 8's messages in Spanish: an email that already has an account.
    await page
      .getByRole('textbox', { name: 'Correo electrónico' })
      .fill('complete.parent@example.com');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('region', { name: 'Hay un problema' })).toContainText(
      'El correo electrónico que escribiste ya está asociado a una cuenta.',
    );
    await expect(page.getByRole('button', { name: 'Mejor inicia sesión' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.0341@gmial.com');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('¿Quisiste decir ana.0341@gmail.com?')).toBeVisible();
    await page.getByRole('button', { name: 'Sí, usar ana.0341@gmail.com' }).click();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'ana.0341@gmail.com',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crea una contraseña');
    await page.getByLabel('Contraseña', { exact: true }).fill('Harbor-sandbox-2026');
    await page.getByLabel('Confirma la contraseña').fill('Harbor-sandbox-2026');
    await page.getByRole('button', { name: 'Continuar' }).click();

    // The name, the date of birth and the address, each its own page, in Spanish.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuál es tu nombre legal?');
    await page.getByRole('textbox', { name: 'Nombre legal' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Apellido legal' }).fill('García');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const dob = page.getByRole('textbox', { name: '¿Cuál es tu fecha de nacimiento?' });
    await dob.fill('03/27/1985');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuál es tu domicilio?');
    await expect(page.getByRole('textbox', { name: 'Calle y número' })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Apartamento, suite o unidad (opcional)' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Estado' })).toBeVisible();
    // The prerendered Spanish page and the app agree: hydration found nothing to repair.
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
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
