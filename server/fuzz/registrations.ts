import { confirmPhone, nextPhone, TEST_PASSWORD } from '../tests/support/test-flows';
import type { TestServer } from '../tests/support/test-server';

// Registrations the attack suite and the hostile-input tests need beyond test-flows.ts.

/** Walks a teen without an invitation (child-first flow) to the invite-parent question. */
export async function teenAtInviteParent(server: TestServer): Promise<string> {
  const phoneNumber = nextPhone();
  const { body } = await server.request('POST', '/api/v1/registration/initialize', {
    access_token: await confirmPhone(server, phoneNumber, 'device-fuzz'),
    role: 'child',
    // The age gate: a teen's date of birth comes with initialise.
    dob: '01/01/2010',
  });
  let token = body.registrationToken as string;
  const answer = async (answers: Record<string, unknown>) => {
    const response = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers },
      { authorization: `Bearer ${token}` },
    );
    token = response.body.registrationToken ?? token;
  };
  await answer({ set_user_email: `${phoneNumber.slice(1)}.teen@example.com` });
  await answer({ set_user_password_and_confirm: TEST_PASSWORD });
  await answer({ set_legal_first_name: 'Ari', set_legal_last_name: 'Lee' });
  return token;
}
