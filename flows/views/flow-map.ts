import type { NextStep } from '../rules/next-steps';
import { TOGGLE_DEFAULTS } from '../rules/toggles';
import { afterComplete } from '../steps/answer-flow';
import type { StepChanges } from '../steps/changes';
import { afterParentNamed } from '../steps/invite_parent/rule';
import { afterInvalidResetToken } from '../steps/links-and-native';
import { afterPhoneCheck, type PhoneCheckContext } from '../steps/phone/rule';
import { afterDateOfBirth, afterRoleChosen } from '../steps/role-and-dob';
import {
  afterInitializeFailure,
  afterLogin,
  afterLoginFailure,
  afterResetPassword,
  afterSessionExpired,
  afterUserLoaded,
} from '../steps/session';
import { afterAccessRequest, afterConfirmCode } from '../steps/validate/rule';

/** One arrow of the flow map: from a step, on an event, to the step a rule of flows/steps gives. */
export type FlowEdge = { from: NextStep; to: NextStep; on: string };

type Case = { from: NextStep; on: string; changes: StepChanges | undefined };

const phone = (
  on: string,
  result: { action: string; role?: string },
  context: Partial<PhoneCheckContext> = {},
): Case => ({
  from: 'phone',
  on,
  changes: afterPhoneCheck(
    {
      urlRole: null,
      hasRegistration: { legacy: false, nextGen: false },
      invitationToken: null,
      toggles: {
        onboardingNewUserOnboarding: false,
        onboardingForwardAllLegacyRegistrationTrafficToLta: false,
        requireTokenForApprovers: false,
      },
      ...context,
    },
    result,
  ),
});

// The day the map's dates of birth are read against.
const MAP_DAY = new Date(2026, 10, 24);

const parentUser = { id: 'u', role: 'parent', children: [{ nextRegisterStep: 'validate' }] };

/**
 * The events of spec section 4, each given to the rule that decides it. The map is whatever the
 * rules answer: change a rule and the map changes with it (nothing here names a destination).
 */
const CASES: readonly Case[] = [
  phone('the phone check asks for a code', { action: 'validate' }),
  phone('the phone check resumes a registration', { action: 'register' }),
  phone('the phone check finds an account', { action: 'login' }),
  phone('the phone check asks who is signing up', { action: 'confirm-role' }),
  phone('invalidated child', { action: 'invalidated', role: 'child' }),
  phone('invalidated account', { action: 'invalidated', role: 'parent' }),
  phone('deactivated account', { action: 'deactivated' }),
  phone(
    'next-gen registration only',
    { action: 'register' },
    { hasRegistration: { legacy: false, nextGen: true } },
  ),
  {
    from: 'validate',
    on: 'access request',
    changes: afterAccessRequest({ token: 't', action: 'confirm_code' }),
  },
  {
    from: 'validate',
    on: 'code confirmed',
    changes: afterConfirmCode({ token: 't', action: 'register' }),
  },
  {
    from: 'validate',
    on: 'code confirmed, promo codes on',
    changes: afterConfirmCode({ token: 't', action: 'register' }, { promoCodeVerification: true }),
  },
  {
    from: 'validate',
    on: 'invited child confirmed',
    changes: afterConfirmCode({
      token: 't',
      action: 'register',
      preregisteredUser: { id: 'c', role: 'child', nextRegisterStep: 'register' },
    }),
  },
  {
    from: 'confirm_code',
    on: 'code confirmed',
    changes: afterConfirmCode({ token: 't', action: 'register' }),
  },
  { from: 'confirm-role', on: 'parent', changes: afterRoleChosen('parent') },
  { from: 'confirm-role', on: 'teen', changes: afterRoleChosen('child') },
  {
    from: 'confirm-role',
    on: 'teen signing up first',
    changes: afterRoleChosen('child', { childFirst: true }),
  },
  ...(
    [
      ['13 or more', '01/15/2010', false, false],
      ['under 13', '06/01/2016', false, true],
      ['13 or more, signing up first', '01/15/2010', false, true],
      ['invited', '06/01/2016', true, false],
    ] as const
  ).map(
    ([on, dob, preregistered, childFirst]): Case => ({
      from: 'date_of_birth',
      on: `date of birth: ${on}`,
      changes: afterDateOfBirth(dob, { today: MAP_DAY, preregistered, childFirst }),
    }),
  ),
  { from: 'parent_invite', on: 'parent named', changes: afterParentNamed() },
  { from: 'register', on: 'initialise refused (401)', changes: afterInitializeFailure(401) },
  {
    from: 'register',
    on: "initialise refused: under 13 by the server's clock",
    changes: afterInitializeFailure(422, 'ERR_CHILD_AGE'),
  },
  {
    from: 'register',
    on: 'registration complete',
    changes: afterComplete({ role: 'parent', plan: 'standard', toggles: TOGGLE_DEFAULTS }),
  },
  {
    from: 'register',
    on: 'teen complete',
    changes: afterComplete({ role: 'child', plan: 'standard', toggles: TOGGLE_DEFAULTS }),
  },
  {
    from: 'register',
    on: 'session expired',
    changes: afterSessionExpired({ embedded: false }),
  },
  {
    from: 'login',
    on: 'logged in, registration open',
    changes: afterLogin(
      { token: 't', user: parentUser as never, nextRegisterStep: 'register' },
      TOGGLE_DEFAULTS,
    ),
  },
  {
    from: 'login',
    on: 'logged in, complete, child waiting',
    changes: afterLogin(
      { token: 't', user: parentUser as never, nextRegisterStep: 'complete' },
      TOGGLE_DEFAULTS,
    ),
  },
  {
    from: 'login',
    on: 'logged in, complete, no child waiting',
    changes: afterLogin(
      { token: 't', user: { ...parentUser, children: [] } as never, nextRegisterStep: 'complete' },
      TOGGLE_DEFAULTS,
    ),
  },
  { from: 'login', on: 'deactivated', changes: afterLoginFailure('ERR_DEACTIVATED') },
  {
    from: 'login',
    on: 'user loaded, teen complete',
    changes: afterUserLoaded(
      { id: 'c', role: 'child', nextRegisterStep: 'complete' } as never,
      TOGGLE_DEFAULTS,
    ),
  },
  {
    from: 'reset_password',
    on: 'password reset',
    changes: afterResetPassword({ phoneNumber: '+15555550101' }, null),
  },
  {
    from: 'reset_password',
    on: 'reset link invalid',
    changes: afterInvalidResetToken(undefined),
  },
];

/** Every arrow the rules draw, in the order of section 4. */
export function flowEdges(): FlowEdge[] {
  return CASES.flatMap(({ from, on, changes }) => {
    const to = changes?.user?.nextRegStep;
    return to ? [{ from, to, on }] : [];
  });
}

/** The steps in columns by how far each is from the phone step (breadth first). */
export function flowLayers(edges: readonly FlowEdge[]): NextStep[][] {
  const depth = new Map<NextStep, number>([['phone', 0]]);
  const queue: NextStep[] = ['phone'];
  for (let step = queue.shift(); step; step = queue.shift()) {
    for (const edge of edges.filter((candidate) => candidate.from === step)) {
      if (depth.has(edge.to)) continue;
      depth.set(edge.to, (depth.get(step) ?? 0) + 1);
      queue.push(edge.to);
    }
  }
  // Steps reached only from outside the phone step (a reset link) start their own column 0.
  for (const edge of edges) if (!depth.has(edge.from)) depth.set(edge.from, 0);
  for (const edge of edges) if (!depth.has(edge.to)) depth.set(edge.to, 1);
  const layers: NextStep[][] = Array.from({ length: Math.max(...depth.values()) + 1 }, () => []);
  for (const [step, level] of depth) layers[level]?.push(step);
  return layers;
}
