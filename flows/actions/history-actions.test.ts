import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { readEntry } from '../steps/history';
import {
  followSteps,
  goBack,
  type HistoryPort,
  mayGoBack,
  returnTo,
  subscribeHistory,
} from './history-actions';
import { resetState } from './start-over';

/** A browser history of one tab: entries, the index shown, and what Back would deliver. */
function fakeHistory() {
  const entries: unknown[] = [{ page: 'loaded' }];
  let index = 0;
  const port: HistoryPort = {
    get state() {
      return entries[index];
    },
    pushState(state: unknown) {
      entries.splice(index + 1, entries.length, state);
      index += 1;
    },
    replaceState(state: unknown) {
      entries[index] = state;
    },
    back() {
      index -= 1;
      returnTo(entries[index]);
    },
  } as HistoryPort;
  return {
    port,
    entries,
    go(delta: number) {
      index += delta;
      returnTo(entries[index]);
    },
    get index() {
      return index;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const showGroup = (groupId: string, name: string, kind: string) => {
  registrationState.flowId = 'parent_flow_1';
  registrationState.groupId = groupId;
  registrationState.questions = [{ name, kind }];
  userState.nextRegStep = 'register';
};

let stop: () => void = () => {};
beforeEach(() => {
  resetState();
});
afterEach(() => stop());

describe('history actions', () => {
  it('records the first step in its own entry and each later one as a new entry', async () => {
    const history = fakeHistory();
    stop = followSteps(history.port);
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({ page: 'loaded', webreg: { n: 0 } });
    userState.nextRegStep = 'confirm-role';
    await settle();
    registrationState.loading = true;
    await settle();
    expect(history.entries.map((entry) => readEntry(entry)?.position.step)).toEqual([
      'phone',
      'confirm-role',
    ]);
  });

  it('shows an earlier group again on Back and the later one on Forward, errors cleared', async () => {
    const history = fakeHistory();
    userState.nextRegStep = 'validate';
    stop = followSteps(history.port);
    for (const [groupId, name, kind] of [
      ['1', 'set_user_email', 'email'],
      ['3', 'set_legal_first_name', 'name'],
      ['4', 'set_date_of_birth', 'date_of_birth'],
    ] as const) {
      showGroup(groupId, name, kind);
      await settle();
    }
    registrationState.error = 'Please answer this question.';
    history.go(-1);
    expect(registrationState.questions.map((q) => q.name)).toEqual(['set_legal_first_name']);
    expect(registrationState.groupId).toBe('3');
    expect(registrationState.error).toBeNull();
    await settle();
    expect(history.entries).toHaveLength(4);
    history.go(1);
    expect(registrationState.groupId).toBe('4');
  });

  it('keeps the page when Back would cross a one-way step, and walks out from there', async () => {
    const history = fakeHistory();
    userState.nextRegStep = 'validate';
    stop = followSteps(history.port);
    showGroup('1', 'set_user_email', 'email');
    await settle();
    history.go(-1);
    expect(userState.nextRegStep).toBe('register');
    expect(readEntry(history.entries[0])).toMatchObject({
      n: 0,
      barrier: 0,
      position: { step: 'register' },
    });
    // Forward from there is the same page.
    history.go(1);
    expect(registrationState.groupId).toBe('1');
  });

  it('goes on from the entry a reload finds', async () => {
    const history = fakeHistory();
    stop = followSteps(history.port);
    userState.nextRegStep = 'confirm-role';
    await settle();
    stop();
    stop = followSteps(history.port);
    await settle();
    expect(history.entries).toHaveLength(2);
    history.go(-1);
    expect(userState.nextRegStep).toBe('phone');
  });

  it('ignores entries that are not its own', async () => {
    const history = fakeHistory();
    stop = followSteps(history.port);
    userState.nextRegStep = 'confirm-role';
    await settle();
    returnTo(null);
    returnTo({ other: true });
    expect(userState.nextRegStep).toBe('confirm-role');
  });

  it('offers the Back link exactly where browser Back may return, and its press is that Back', async () => {
    const history = fakeHistory();
    stop = followSteps(history.port);
    const told = vi.fn();
    const unsubscribe = subscribeHistory(told);
    // The first page: nothing before it.
    expect(mayGoBack()).toBe(false);
    userState.nextRegStep = 'confirm-role';
    await settle();
    expect(mayGoBack()).toBe(true);
    expect(told).toHaveBeenCalled();
    userState.nextRegStep = 'validate';
    await settle();
    expect(mayGoBack()).toBe(true);
    goBack();
    await settle();
    expect(userState.nextRegStep).toBe('confirm-role');
    // Forward from the code page: the code is used, so no link leads back into it.
    userState.nextRegStep = 'validate';
    await settle();
    showGroup('1', 'set_user_email', 'email');
    await settle();
    expect(mayGoBack()).toBe(false);
    showGroup('2', 'set_user_password', 'password');
    await settle();
    expect(mayGoBack()).toBe(true);
    unsubscribe();
  });

  it("returns from About you's address page to its date page, and forward again, keeping both", async () => {
    const history = fakeHistory();
    stop = followSteps(history.port);
    showGroup('3', 'set_legal_first_name', 'name');
    await settle();
    registrationState.questions = [
      { name: 'set_date_of_birth', kind: 'date_of_birth' },
      { name: 'set_legal_address', kind: 'address' },
    ];
    registrationState.groupId = '4';
    await settle();
    // Typing is no page of its own; the address page is.
    formState.drafts.set_date_of_birth = { dob: '03/27/1985' };
    await settle();
    const dates = history.entries.length;
    formState.drafts.set_date_of_birth = { dob: '03/27/1985', page: 'address', city: 'Troy' };
    await settle();
    expect(history.entries).toHaveLength(dates + 1);
    expect(mayGoBack()).toBe(true);
    goBack();
    await settle();
    expect(registrationState.groupId).toBe('4');
    expect(formState.drafts.set_date_of_birth).toEqual({
      dob: '03/27/1985',
      page: null,
      city: 'Troy',
    });
    history.go(1);
    await settle();
    expect(formState.drafts.set_date_of_birth?.page).toBe('address');
    expect(history.entries).toHaveLength(dates + 1);
  });
});
