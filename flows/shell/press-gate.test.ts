import { describe, expect, it } from 'vitest';
import { continuesRun } from './press-gate';

const click = (
  at: number,
  x: number,
  y: number,
  more: { detail?: number; pointerType?: string },
) => ({
  timeStamp: at,
  clientX: x,
  clientY: y,
  detail: more.detail ?? 1,
  ...(more.pointerType === undefined ? {} : { pointerType: more.pointerType }),
});

describe('a run of clicks (a double tap carried onto the next page)', () => {
  it("a mouse's second click is the browser's count, wherever and whenever it lands", () => {
    const first = click(0, 100, 100, { pointerType: 'mouse' });
    expect(continuesRun(click(900, 400, 700, { detail: 2, pointerType: 'mouse' }), first)).toBe(
      true,
    );
    // Clicks the browser counts as new (a test's or a person's next click) start their own run.
    expect(continuesRun(click(50, 100, 100, { pointerType: 'mouse' }), first)).toBe(false);
  });

  it("a finger's tap close in time and place continues the one before, where taps go uncounted", () => {
    const first = click(0, 188, 350, { pointerType: 'touch' });
    expect(continuesRun(click(220, 190, 352, { pointerType: 'touch' }), first)).toBe(true);
    expect(continuesRun(click(499, 200, 370, { pointerType: 'touch' }), first)).toBe(true);
    // Later, or elsewhere on the screen, it is a press of its own.
    expect(continuesRun(click(500, 188, 350, { pointerType: 'touch' }), first)).toBe(false);
    expect(continuesRun(click(100, 188, 450, { pointerType: 'touch' }), first)).toBe(false);
    expect(continuesRun(click(100, 188, 350, { pointerType: 'touch' }), undefined)).toBe(false);
  });

  it('a key (Enter, Space) is never a run: its click counts 0 and has no pointer', () => {
    const first = click(0, 0, 0, { detail: 0, pointerType: '' });
    expect(continuesRun(click(50, 0, 0, { detail: 0, pointerType: '' }), first)).toBe(false);
  });
});
