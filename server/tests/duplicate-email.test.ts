import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { testDatabaseKinds } from '../db/test-database';
import {
  parentAnswers,
  type Registering,
  startParentRegistration,
  TEST_PASSWORD,
} from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

const password = { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD };

/** The rest of a parent's flow after the account, up to and through complete. */
async function finish(server: TestServer, registering: Registering) {
  const afterAccount = parentAnswers(registering.phoneNumber).slice(2);
  for (const answers of afterAccount) await registering.answer(answers);
  return server.request('POST', '/api/v1/registration/complete', undefined, {
    authorization: `Bearer ${registering.token()}`,
  });
}

/** Two registrations answer one email; the race is decided by the unique index. */
describe.each(testDatabaseKinds)('one email, two registrations, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('keeps the email for exactly one; the other is sent back to the email question and finishes', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = `twice.${kind}.${round}@example.com`;
      const pair = [await startParentRegistration(server), await startParentRegistration(server)];
      for (const registering of pair) {
        const answered = await registering.answer({ set_user_email: email });
        expect(answered.errors).toEqual([]);
      }
      const raw = await Promise.all(
        pair.map((registering) =>
          server.request(
            'POST',
            '/api/v1/registration/answer',
            { answers: { set_user_password_and_confirm: password } },
            { authorization: `Bearer ${registering.token()}` },
          ),
        ),
      );
      expect(raw.map((response) => response.status)).toEqual([200, 200]);
      const winners = raw.filter((response) => response.body.extras.length > 0);
      expect(winners).toHaveLength(1);
      const loserIndex = raw.findIndex((response) => response.body.extras.length === 0);
      const lost = raw[loserIndex]!.body;
      expect(lost.errors).toEqual([
        expect.objectContaining({
          action: 'set_user_email',
          code: 'ERR_EMAIL_TAKEN',
          message: ERROR_MESSAGES.duplicateEmail,
        }),
      ]);
      expect(lost.nextQuestions.map((question: { name: string }) => question.name)).toEqual([
        'set_user_email',
      ]);
      expect(lost.userJWT).toBeNull();

      const loser = pair[loserIndex]!;
      const again = await loser.answer({ set_user_email: `other.${email}` });
      expect(again.errors).toEqual([]);
      const created = await loser.answer({ set_user_password_and_confirm: password });
      expect(created.extras[0]).toMatchObject({
        action: 'create_user',
        user: { email: `other.${email}` },
      });
      if (round === 0) {
        const done = await finish(server, loser);
        expect(done.status).toBe(200);
        expect(done.body).toMatchObject({ nextRegisterStep: 'complete' });
      }
    }
  });

  it('sends back a registration whose email was taken by a finished sign-up, never a 500', async () => {
    const email = `later.${kind}@example.com`;
    const first = await startParentRegistration(server);
    const second = await startParentRegistration(server);
    await first.answer({ set_user_email: email });
    await second.answer({ set_user_email: email });
    await first.answer({ set_user_password_and_confirm: password });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await server.request(
        'POST',
        '/api/v1/registration/answer',
        { answers: { set_user_password_and_confirm: password } },
        { authorization: `Bearer ${second.token()}` },
      );
      expect(response.status).toBe(200);
      expect(response.body.errors[0]).toMatchObject({
        code: attempt === 0 ? 'ERR_EMAIL_TAKEN' : 'ERR_INVALID_STATE',
      });
    }
    const resumed = await server.request('GET', '/api/v1/registration/answers', undefined, {
      authorization: `Bearer ${second.token()}`,
    });
    expect(resumed.body.nextQuestions[0].name).toBe('set_user_email');
  });
});
