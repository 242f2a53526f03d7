import { afterEach, describe, expect, it } from 'vitest';
import { formState, initialFormState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { follow } from './follow';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('follow', () => {
  afterEach(() => {
    userState.phoneNumber = null;
    Object.assign(formState, initialFormState());
  });

  it('runs at once, then on each new value, and not after it stops', async () => {
    userState.phoneNumber = '+15555550100';
    const seen: Array<string | null> = [];
    const stop = follow(
      () => userState.phoneNumber,
      (number) => seen.push(number),
    );
    expect(seen).toEqual(['+15555550100']);

    userState.phoneNumber = '+15555550101';
    await settle();
    registrationState.loading = !registrationState.loading;
    await settle();
    expect(seen).toEqual(['+15555550100', '+15555550101']);

    stop();
    userState.phoneNumber = '+15555550102';
    await settle();
    expect(seen).toEqual(['+15555550100', '+15555550101']);
  });

  it('follows a draft as it is typed, an emptied field included', async () => {
    const seen: unknown[] = [];
    const stop = follow(
      () => formState.drafts.email?.email,
      (email) => seen.push(email),
    );
    formState.drafts.email = { email: 'sam@gm' };
    await settle();
    formState.drafts.email.email = '';
    await settle();
    stop();
    expect(seen).toEqual([undefined, 'sam@gm', '']);
  });
});
