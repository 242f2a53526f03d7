import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../../vocabulary/magic-values';
import { nextPhone, parentAnswersBefore, startParentRegistration } from './support/test-flows';
import { httpCaller, startTestServer, type TestServer } from './support/test-server';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };

describe('what the server sends is in the language the page asks in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('texts and calls a code in Spanish, and in English without the header or for another language', async () => {
    const spanish = nextPhone();
    const device = { phoneNumber: spanish, deviceUuid: 'device-es' };
    const path = '/api/v1/phone-verification';
    expect((await server.request('POST', `${path}/access-request`, device, SPANISH)).status).toBe(
      200,
    );
    const [sms] = await server.outbox(spanish);
    expect(sms!.body).toBe(
      `${sms!.data.code} es tu código de confirmación de Harbor. Vence en 10 minutos. No lo compartas con nadie.`,
    );
    const called = nextPhone();
    await server.request('POST', `${path}/voice-pin`, { ...device, phoneNumber: called }, SPANISH);
    const [call] = await server.outbox(called);
    expect(call!.body).toBe(
      `Tu código de confirmación de Harbor es ${call!.data.code!.split('').join(' ')}.`,
    );
    const english = nextPhone();
    await server.request('POST', `${path}/access-request`, { ...device, phoneNumber: english });
    const [plain] = await server.outbox(english);
    expect(plain!.body).toBe(
      `${plain!.data.code} is your Harbor confirmation code. It expires in 10 minutes. Never share it.`,
    );
    const french = nextPhone();
    await server.request(
      'POST',
      `${path}/access-request`,
      { ...device, phoneNumber: french },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect((await server.outbox(french))[0]!.body).toMatch(/is your Harbor confirmation code/);
  });

  it('emails the reset link in Spanish', async () => {
    const { email } = SEEDED.completeParent;
    await server.request('POST', '/api/v1/auth/forgot', { email }, SPANISH);
    await expect
      .poll(async () => (await server.outbox(email))[0]?.body ?? '')
      .toMatch(/^Usa este enlace durante la próxima hora para elegir una contraseña nueva: http/);
  });

  it('sends the email link and a child’s invitation of a Spanish registration in Spanish', async () => {
    const caller = httpCaller(server.url, SPANISH);
    const registering = await startParentRegistration(caller);
    const child = nextPhone();
    const steps = parentAnswersBefore(registering.phoneNumber, 'verify_identity', {
      add_child_info: [{ first_name: 'Kit', phone_number: child }],
    });
    for (const answers of steps) await registering.answer(answers);
    const [email] = await caller.outbox(`${registering.phoneNumber.slice(1)}@example.com`);
    expect(email!.body).toBe(`Confirma tu dirección de correo electrónico: ${email!.data.link}`);
    const [invitation] = await caller.outbox(child);
    expect(invitation!.body).toBe(
      `Pat te invitó a unirte a su familia en Harbor: ${invitation!.data.link}`,
    );
  });
});
