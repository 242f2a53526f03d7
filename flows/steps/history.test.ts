import { describe, expect, it } from 'vitest';
import {
  entryState,
  type HistoryEntry,
  mayReturn,
  nextEntry,
  type Position,
  positionOf,
  readEntry,
  samePosition,
} from './history';

const group = (groupId: string, name: string, kind: string): Position => ({
  step: 'register',
  group: {
    flowId: 'parent_flow_1',
    groupId,
    totalGroupsInFlow: 10,
    questions: [{ name, kind }],
  },
});
const email = group('1', 'set_user_email', 'email');
const password = group('2', 'set_user_password_and_confirm', 'password_and_confirm');
const name = group('3', 'set_legal_first_name', 'name');
const plan = group('5', 'set_plan', 'plan');

/** The entries of a walk forward through these positions, from the page's first. */
function walk(...positions: Position[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const position of positions) entries.push(nextEntry(entries.at(-1) ?? null, position));
  return entries;
}

describe('history positions', () => {
  it('are the step, or the question group for the register step (names and kinds only)', () => {
    const registration = {
      questions: [{ name: 'kba_1', kind: 'kba', prompt: 'Which street?', choices: ['A', 'B'] }],
      flowId: 'parent_flow_1',
      groupId: '7',
      totalGroupsInFlow: 10,
    };
    expect(positionOf({ registration, user: { nextRegStep: 'confirm-role' } })).toEqual({
      step: 'confirm-role',
    });
    expect(positionOf({ registration, user: { nextRegStep: null } })).toEqual({ step: 'phone' });
    expect(positionOf({ registration, user: { nextRegStep: 'register' } })).toEqual({
      step: 'register',
      group: {
        flowId: 'parent_flow_1',
        groupId: '7',
        totalGroupsInFlow: 10,
        questions: [{ name: 'kba_1', kind: 'kba' }],
      },
    });
    // The register step before its first group: no page to record yet.
    expect(
      positionOf({
        registration: { ...registration, questions: [] },
        user: { nextRegStep: 'webreg' },
      }),
    ).toBeNull();
  });

  it('are the same by step, or by flow, group and questions', () => {
    expect(samePosition({ step: 'phone' }, { step: 'phone' })).toBe(true);
    expect(samePosition({ step: 'phone' }, { step: 'validate' })).toBe(false);
    expect(samePosition(plan, { ...plan, step: 'set_plan' })).toBe(true);
    expect(samePosition(plan, name)).toBe(false);
    expect(samePosition(plan, { step: 'register' })).toBe(false);
  });
});

describe('the way back', () => {
  it('is open over open steps and groups', () => {
    const [phone, role, code] = walk(
      { step: 'phone' },
      { step: 'confirm-role' },
      { step: 'validate' },
    );
    expect(mayReturn(code!, role!)).toBe(true);
    expect(mayReturn(code!, phone!)).toBe(true);
  });

  it('closes behind a used code, a created account and a one-way group', () => {
    const entries = walk({ step: 'phone' }, { step: 'validate' }, email, password, name, plan);
    const [, code, emailEntry, passwordEntry, nameEntry, planEntry] = entries;
    expect(mayReturn(passwordEntry!, emailEntry!)).toBe(true);
    expect(mayReturn(emailEntry!, code!)).toBe(false);
    expect(mayReturn(planEntry!, nameEntry!)).toBe(true);
    expect(mayReturn(planEntry!, passwordEntry!)).toBe(false);
  });

  it("stays open between a one-way group's choice and the form it opened", () => {
    const funding = group('9', 'set_funding_account', 'funding_account');
    const card: Position = { ...funding, opened: 'debit' };
    const [choice, form, again] = walk(plan, funding, card, funding);
    expect(samePosition(funding, card)).toBe(false);
    expect(mayReturn(form!, choice!)).toBe(true);
    expect(mayReturn(again!, form!)).toBe(true);
    expect(
      positionOf({
        registration: { ...funding.group!, questions: funding.group!.questions },
        user: { nextRegStep: 'register' },
        drafts: { set_funding_account: { method: 'debit', chosen: 'debit' } },
      }),
    ).toEqual(card);
    // Leaving the group forward still closes the way back to it.
    const [, , , next] = walk(plan, funding, card, name);
    expect(mayReturn(next!, form!)).toBe(false);
  });

  it("records About you's address page as a page of its own within the group", () => {
    const aboutYou = group('4', 'set_date_of_birth', 'date_of_birth');
    const address: Position = { ...aboutYou, page: 'address' };
    const [dob, addressEntry] = walk(name, aboutYou, address);
    expect(samePosition(aboutYou, address)).toBe(false);
    expect(mayReturn(addressEntry!, dob!)).toBe(true);
    expect(
      positionOf({
        registration: { ...aboutYou.group!, questions: aboutYou.group!.questions },
        user: { nextRegStep: 'register' },
        drafts: { set_date_of_birth: { dob: '03/27/1985', page: 'address' } },
      }),
    ).toEqual(address);
    expect(
      readEntry({ webreg: { ...addressEntry!, position: { ...address, page: 2 } } }),
    ).toBeNull();
  });

  it('closes at a finished sign-up, a stop and a fresh start', () => {
    for (const step of ['complete', 'cancel_age', 'phone', 'deactivated'] as const) {
      const [first, , end] = walk(name, plan, { step });
      expect(end!.barrier).toBe(end!.n);
      expect(mayReturn(end!, first!)).toBe(false);
    }
    const [, done, verify] = walk(plan, { step: 'complete' }, { step: 'verify_funding' });
    expect(mayReturn(verify!, done!)).toBe(true);
  });
});

describe('history.state', () => {
  it('reads back what it wrote, beside the page state, and ignores anything else', () => {
    const [entry] = walk(plan);
    const state = entryState(entry!, { other: 1 });
    expect(state.other).toBe(1);
    expect(readEntry(JSON.parse(JSON.stringify(state)))).toEqual(entry);
    for (const foreign of [
      null,
      'x',
      {},
      { webreg: { n: '1' } },
      { webreg: { n: 1, barrier: 0 } },
    ]) {
      expect(readEntry(foreign)).toBeNull();
    }
  });

  it('carries no answer and no token', () => {
    const [entry] = walk(plan);
    expect(Object.keys(entry!.position.group!)).toEqual([
      'flowId',
      'groupId',
      'totalGroupsInFlow',
      'questions',
    ]);
  });
});
