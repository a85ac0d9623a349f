import { describe, expect, it } from 'vitest';
import { instructionsView } from '../../src/model/propertyInstructions';

describe('property instructions', () => {
  it('groups typed entries in the order POLICIES, CHECKIN_INSTRUCTIONS, FEES, INCLUSIONS', () => {
    const view = instructionsView([
      { type: 'FEES', msg: 'Extra bed: Rs 800.' },
      { type: 'POLICIES', msg: 'No smoking.' },
      { type: 'INCLUSIONS', msg: 'Breakfast' },
      { type: 'CHECKIN_INSTRUCTIONS', msg: 'Photo ID needed.' },
      { type: 'POLICIES', msg: 'Pets allowed.' },
    ]);
    expect(view.kind).toBe('groups');
    if (view.kind !== 'groups') return;
    expect(view.groups.map((g) => g.type)).toEqual(['POLICIES', 'CHECKIN_INSTRUCTIONS', 'FEES', 'INCLUSIONS']);
    expect(view.groups[0]!.lines).toEqual(['No smoking.', 'Pets allowed.']);
    expect(view.groups[1]!.title).toBe('Check-in instructions');
  });

  it('strips markup: text only, never HTML', () => {
    const view = instructionsView([{ type: 'POLICIES', msg: '<p>Quiet <b>hours</b></p><script>alert(1)</script><ul><li>One</li><li>Two &amp; three</li></ul>' }]);
    expect(view).toEqual({ kind: 'groups', groups: [{ type: 'POLICIES', title: 'Policies', lines: ['Quiet hours', 'One', 'Two & three'] }] });
  });

  it("'Invalid instruction data' for anything but a list of {type, msg}", () => {
    for (const bad of [null, undefined, 'text', { type: 'FEES' }, [{ type: 'FEES' }], [null]]) {
      expect(instructionsView(bad)).toEqual({ kind: 'invalid', message: 'Invalid instruction data' });
    }
  });

  it("'No property instructions available' when nothing is left to show", () => {
    expect(instructionsView([])).toEqual({ kind: 'empty', message: 'No property instructions available' });
    expect(instructionsView([{ type: 'OTHER', msg: 'x' }, { type: 'FEES', msg: '  ' }])).toEqual({ kind: 'empty', message: 'No property instructions available' });
  });
});
