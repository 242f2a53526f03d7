import { describe, expect, it } from 'vitest';
import { SANDBOX_FLOW_LENGTH, SANDBOX_GROUPS } from '../../flows/views/fixtures/sandbox-flows';
import { FLOWS } from '../../server/sandbox/flows/definitions';

// The stories' groups stand where the fixtures' copy says (groupId of totalGroupsInFlow); it
// must be where the sandbox's flows put them, or Storybook shows a state the app cannot reach.
describe('the story fixtures place question groups where the sandbox flows do', () => {
  it.each(Object.keys(SANDBOX_GROUPS) as (keyof typeof SANDBOX_GROUPS)[])('%s', (flowId) => {
    const groups = FLOWS[flowId]!.groups.map((group) => group.groupId);
    for (const [name, position] of Object.entries(SANDBOX_GROUPS[flowId])) {
      expect({ name, position: groups.indexOf(name) + 1 }).toEqual({ name, position });
    }
    expect(SANDBOX_FLOW_LENGTH[flowId]).toBe(groups.length);
  });
});
