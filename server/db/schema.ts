import type { ColumnType, Selectable } from 'kysely';

// Row types of migrations/*.ts. Columns with a database default are optional on insert.
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
type Json<T> = ColumnType<T, T | undefined, T>;

export type Role = 'parent' | 'child' | 'approver';
type UserStatus = 'active' | 'deactivated' | 'invalidated';

/** Profile fields of spec section 3's User: every one of them is sensitive and never logged. */
export type UserProfile = {
  firstName?: string;
  lastName?: string;
  gender?: string;
  dob?: string;
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
};

/** Spec section 3: the pricing plan record, all nullable strings. */
export type PricingPlanRecord = {
  current: string | null;
  effectiveAt: string | null;
  pending: string | null;
  pendingPlanChangeProcessingDate: string | null;
  nextBillingDate: string | null;
  mobileProtectionStartDate: string | null;
};

type UsersTable = {
  id: string;
  family_uid: string;
  role: Role;
  phone_number: string | null;
  email: string | null;
  password_hash: string | null;
  profile: Json<UserProfile>;
  next_register_step: string;
  wallet_id: string | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  pricing_plan: Json<Partial<PricingPlanRecord>>;
  /** Moves on at every password reset: tokens issued with an older epoch are refused. */
  session_epoch: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

type PinsTable = {
  id: string;
  phone_number: string;
  device_uuid: string;
  request_id: string;
  channel: 'sms' | 'voice';
  pin_hash: string;
  /** Keyed digest of the client (IP) that asked: send and wrong-try limits count per client. */
  requester: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  burned_at: NullableTimestamp;
};

type RegistrationsTable = {
  id: string;
  user_id: string | null;
  phone_number: string;
  role: Role;
  flow_id: string;
  group_index: ColumnType<number, number | undefined, number>;
  answers: Json<Record<string, unknown>>;
  state: Json<Record<string, unknown>>;
  completed_at: NullableTimestamp;
  /** Set on a duplicate open registration (before migration 003): the one it resumes. */
  superseded_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by POST /complete (migration 005): what the family quotes to support. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

type ResetTokensTable = {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
};

type OutboxTable = {
  id: string;
  channel: 'sms' | 'voice' | 'email';
  recipient: string;
  subject: ColumnType<string, string | undefined, string>;
  body: string;
  data: Json<Record<string, string>>;
  created_at: CreatedAt;
};

type FundingAccountsTable = {
  id: string;
  user_id: string;
  type: 'checking' | 'debit' | 'instant';
  status: string;
  details: Json<Record<string, unknown>>;
  micro_amount_1: number | null;
  micro_amount_2: number | null;
  verify_attempts: ColumnType<number, number | undefined, number>;
  expires_at: NullableTimestamp;
  created_at: CreatedAt;
};

type InvitationsTable = {
  id: string;
  token_hash: string;
  kind: string;
  inviter_user_id: string | null;
  invitee_user_id: string | null;
  status: ColumnType<string, string | undefined, string>;
  expires_at: Timestamp;
  created_at: CreatedAt;
};

type PromoCodesTable = {
  code: string;
  state: 'REDEEMED' | 'EARNED';
  reward_value: ColumnType<number, number | undefined, number>;
};

export type OwnEventsTable = {
  id: string;
  kind: string;
  user_id: string | null;
  anonymous_id: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
};

export type Database = {
  users: UsersTable;
  pins: PinsTable;
  registrations: RegistrationsTable;
  reset_tokens: ResetTokensTable;
  outbox: OutboxTable;
  funding_accounts: FundingAccountsTable;
  invitations: InvitationsTable;
  promo_codes: PromoCodesTable;
  own_events: OwnEventsTable;
};

export type User = Selectable<UsersTable>;
export type Registration = Selectable<RegistrationsTable>;
export type OutboxMessage = Selectable<OutboxTable>;
