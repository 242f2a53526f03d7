import { describe, expect, it } from 'vitest';
import { flowEdges, flowLayers } from './flow-map';

const to = (from: string, on: string) =>
  flowEdges().find((edge) => edge.from === from && edge.on === on)?.to;

describe('flow map', () => {
  it('draws the arrows of section 4 as the rules decide them', () => {
    expect(to('phone', 'invalidated child')).toBe('validate');
    expect(to('phone', 'next-gen registration only')).toBe('next_gen_onboarding');
    expect(to('validate', 'code confirmed, promo codes on')).toBe('promo_code');
    expect(to('confirm-role', 'teen')).toBe('complete_placeholder');
    expect(to('confirm-role', 'teen signing up first')).toBe('date_of_birth');
    expect(to('date_of_birth', 'date of birth: under 13')).toBe('cancel_age');
    expect(to('date_of_birth', 'date of birth: 13 or more, signing up first')).toBe(
      'parent_invite',
    );
    expect(to('register', "initialise refused: under 13 by the server's clock")).toBe('cancel_age');
    expect(to('register', 'teen complete')).toBe('complete_child');
    expect(to('login', 'logged in, complete, no child waiting')).toBe('next_gen_onboarding');
    expect(to('reset_password', 'reset link invalid')).toBe('forgot_password');
  });

  it('lays the steps out in columns by distance from the phone step', () => {
    const layers = flowLayers(flowEdges());
    expect(layers[0]).toContain('phone');
    expect(layers[1]).toEqual(expect.arrayContaining(['validate', 'register', 'login']));
    expect(layers.flat()).toContain('cancel_age');
    expect(new Set(layers.flat()).size).toBe(layers.flat().length);
  });
});
