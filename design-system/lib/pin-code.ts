/**
 * The digits of what was typed, pasted or autofilled into a code field, at most `length` of
 * them: "654 321", "654-321" and "Your code is 654321" all give "654321".
 */
export function pinDigits(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, Math.max(0, length));
}

/** True when this change is the one that filled the code, so onComplete fires once per code. */
export function completesPin(previous: string, next: string, length: number): boolean {
  return next.length === length && previous !== next;
}
