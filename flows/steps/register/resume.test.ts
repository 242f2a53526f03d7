import { describe, expect, it } from 'vitest';
import { keepEarlierGroup } from './resume';

// The groups a person walked through: names and kinds, as the server sent them.
const groupOf = (name: string, kind: string) => ({ questions: [{ name, kind }] });
const name = { group: groupOf('set_legal_first_name', 'name') };
const password = { group: groupOf('set_user_password_and_confirm', 'password_and_confirm') };

describe('a resume after a reload', () => {
  const server = {
    registration: {
      questions: [{ name: 'add_child_info', kind: 'child' }],
      flowId: 'parent_flow_1',
      groupId: '6',
      prefilledAnswers: { setLegalFirstName: 'Sam' },
    },
  };

  it("keeps an earlier group the person went back to, with the server's answers", () => {
    const shown = { questions: name.group!.questions, flowId: 'parent_flow_1', groupId: '3' };
    expect(keepEarlierGroup(server, shown).registration).toEqual({
      ...server.registration,
      questions: name.group!.questions,
      groupId: '3',
    });
  });

  it("takes the server's group otherwise", () => {
    for (const shown of [
      { questions: name.group!.questions, flowId: 'parent_flow_6', groupId: '3' },
      { questions: name.group!.questions, flowId: 'parent_flow_1', groupId: '7' },
      { questions: password.group!.questions, flowId: 'parent_flow_1', groupId: '2' },
      { questions: [], flowId: 'parent_flow_1', groupId: '3' },
      { questions: name.group!.questions, flowId: null, groupId: '3' },
    ]) {
      expect(keepEarlierGroup(server, shown)).toBe(server);
    }
  });
});
