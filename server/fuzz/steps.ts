import { decodeJwt } from 'jose';
import { KBA_QUESTIONS } from '../../vocabulary/magic-values';
import type { Registration } from '../db/schema';
import { parentAnswers, startParentRegistration, TEST_PASSWORD } from '../tests/support/test-flows';
import type { TestServer } from '../tests/support/test-server';
import { teenAtInviteParent } from './registrations';

/** A registration standing at one step: the token that step was answered with, its questions. */
export type Step = { token: string; questions: string[] };

export type Steps = {
  steps: Step[];
  /** Puts the registration of that token back where its step was: every case meets that step. */
  restore: (token: string) => Promise<void>;
};

/**
 * Walks one parent through every step of parent_flow_1 (the knowledge questions included) and
 * a teen to invite_parent, keeping the registration row at each step. A case that passes a step
 * would move the registration on (or halt it for good on a failed identity check); restoring the
 * row first lets every case meet the step it was generated for, so a seed replays.
 */
export async function walkSteps(server: TestServer): Promise<Steps> {
  const { db } = server.deps;
  const snapshots = new Map<string, Registration>();
  const steps: Step[] = [];
  const keep = async (token: string) => {
    const row = await db
      .selectFrom('registrations')
      .selectAll()
      .where('id', '=', String(decodeJwt(token).sub))
      .executeTakeFirstOrThrow();
    const now = await server.request('GET', '/api/v1/registration/answers', undefined, {
      authorization: `Bearer ${token}`,
    });
    snapshots.set(token, row);
    steps.push({ token, questions: now.body.nextQuestions.map((q: { name: string }) => q.name) });
  };

  const parent = await startParentRegistration(server);
  // The challenge SSN, so the knowledge questions are steps of the walk too.
  const walk = parentAnswers(parent.phoneNumber, {
    set_user_password_and_confirm: TEST_PASSWORD,
    verify_identity: { ssn: '123-45-0003' },
  });
  const identity = walk.findIndex((answers) => 'verify_identity' in answers);
  walk.splice(
    identity + 1,
    0,
    ...KBA_QUESTIONS.map((question, index) => ({ [`kba_${index + 1}`]: question.answer })),
  );
  for (const answers of walk) {
    await keep(parent.token());
    await parent.answer(answers);
  }
  await keep(parent.token());
  await keep(await teenAtInviteParent(server));

  return {
    steps,
    restore: async (token) => {
      const row = snapshots.get(token);
      if (!row) return;
      // The user a passing case created stays: a registration whose phone has a user but not
      // the row would be a state no request can reach (the password step links them under a
      // row lock), and the password step with a user is the invited person's real path.
      const { id, answers, state, group_index, completed_at } = row;
      await db
        .updateTable('registrations')
        .set({ answers, state, group_index, completed_at })
        .where('id', '=', id)
        .execute();
    },
  };
}
