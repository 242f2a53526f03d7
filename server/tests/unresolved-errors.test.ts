import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNVERIFIABLE_ZIP } from '../../vocabulary/magic-values';
import { startParentRegistration, TEST_PASSWORD } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

const address = { street: '1 Harbor Lane', city: 'Springfield', state: 'IL', zip: '62701' };

describe('unresolved errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function parentWithUnverifiedAddress() {
    const parent = await startParentRegistration(server);
    await parent.answer({ set_user_email: `${parent.phoneNumber.slice(1)}@example.com` });
    await parent.answer({ set_user_password_and_confirm: TEST_PASSWORD });
    await parent.answer({ set_legal_first_name: 'Uma', set_legal_last_name: 'Res' });
    const result = await parent.answer({
      set_date_of_birth: '01/01/1980',
      set_legal_address: { ...address, zip: UNVERIFIABLE_ZIP },
    });
    return { parent, result };
  }

  it('an address the postal check cannot confirm is kept, moves on, and waits as an unresolved error', async () => {
    const { result } = await parentWithUnverifiedAddress();
    expect(result.groupName).toBe('plan');
    expect(result.errors).toEqual([]);
    expect(result.unresolvedErrors).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        action: 'set_legal_address',
        code: 'ERR_ADDRESS_UNVERIFIED',
      }),
    ]);
  });

  it('answering the address again with resolvesErrorId resolves it without moving the step', async () => {
    const { parent, result } = await parentWithUnverifiedAddress();
    const errorId = result.unresolvedErrors[0].id;
    const response = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers: { set_legal_address: address }, resolves_error_id: errorId },
      { authorization: `Bearer ${parent.token()}` },
    );
    expect(response.body).toMatchObject({ groupName: 'plan', unresolvedErrors: [], errors: [] });
    expect(response.body.prefilled.set_legal_address).toMatchObject({ zip: '62701' });
    const again = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers: { set_legal_address: address }, resolves_error_id: errorId },
      { authorization: `Bearer ${response.body.registrationToken}` },
    );
    expect(again.body.errors[0].code).toBe('ERR_INVALID_STATE');
  });

  it('PUT /resolve-error dismisses it', async () => {
    const { parent, result } = await parentWithUnverifiedAddress();
    const response = await server.request(
      'PUT',
      `/api/v1/registration/resolve-error?error_id=${result.unresolvedErrors[0].id}`,
      undefined,
      { authorization: `Bearer ${parent.token()}` },
    );
    expect(response.body).toMatchObject({ groupName: 'plan', unresolvedErrors: [] });
  });
});
