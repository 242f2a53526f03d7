import { describe, expect, it } from 'vitest';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { familyPanelFixtures as f } from './family-panel-fixtures';
import { familyPanelView } from './family-panel-view';

describe('familyPanelView', () => {
  it("sums up a parent's plan at its fee and counts the children the server added", () => {
    expect(familyPanelView(f.planAndChildren.input).summary).toEqual({
      plan: { title: 'Max', fee: 9.98 },
      childrenAdded: 2,
    });
  });

  it('says nothing is chosen at the start', () => {
    expect(familyPanelView(f.start.input).summary).toEqual({ plan: null, childrenAdded: 0 });
  });

  it('names the plan as the picker does under corePlanCopy', () => {
    const core = stateFixture(
      'Core',
      withParts(
        {
          registration: {
            flowId: 'parent_flow_1',
            prefilledAnswers: { setPlan: { pricingPlanName: 'standard' } },
          },
        },
        { toggles: { corePlanCopy: true } },
      ),
    );
    expect(familyPanelView(core.input).summary?.plan?.title).toBe('Core');
  });

  it('gives an invited child, who has no role yet, no summary either', () => {
    const invited = stateFixture('Invited child', atGroup('child_flow_1', 'account_password', []));
    expect(familyPanelView(invited.input).summary).toBeUndefined();
  });

  it('gives nobody a summary before they say who signs up (the role page)', () => {
    const choosing = stateFixture(
      'Choosing a role',
      withParts({ registration: { flowId: null } }, { user: { role: null } }),
    );
    expect(familyPanelView(choosing.input).summary).toBeUndefined();
  });

  it('gives a teen no summary, only the help line', () => {
    const view = familyPanelView(f.teen.input);
    expect(view.summary).toBeUndefined();
    expect(view.supportPhone.display).toBe('1-888-483-2645');
  });

  it('holds no name, email or number of the family, whatever the state', () => {
    const text = JSON.stringify(familyPanelView(f.planAndChildren.input));
    expect(text).not.toMatch(/child-1|firstName|@|555/);
  });
});
