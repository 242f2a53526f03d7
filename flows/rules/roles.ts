/** Roles of spec section 6. */
export const ROLES = ['parent', 'child', 'approver'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
