import { ROLES, type Role } from '../../vocabulary/domain';

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
