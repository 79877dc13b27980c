/** Sign-in factors and login-as (migration 0048). */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

/** An e-mail sign-in code, as its HMAC; single use. */
export interface LoginCodeTable {
  id: Generated<string>;
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A user's TOTP secret, encrypted; enabled once confirmed with a code. */
export interface UserTotpTable {
  user_id: number;
  secret_enc: string;
  is_enabled: Generated<boolean>;
  /** The last time step whose code was accepted (a bigint, read as a string). */
  last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: Timestamp;
  enabled_at: NullableTimestamp;
}

/** A single-use recovery code, as its HMAC. */
export interface UserRecoveryCodeTable {
  id: Generated<string>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface AuthFactorTables {
  login_code: LoginCodeTable;
  user_totp: UserTotpTable;
  user_recovery_code: UserRecoveryCodeTable;
}
