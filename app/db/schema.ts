// The typed shape of every table, shared by both dialects. Conventions (docs/decisions/0002-portable-schema.md):
// times are epoch milliseconds (UTC) in bigint columns, flags are 0/1 integers, lists are JSON text, money is fen.
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

export type Flag = 0 | 1;

export interface SchoolTable {
  id: Generated<number>;
  name: string;
  /** JSON array of CIDR strings, IPv4 and IPv6, e.g. ["127.0.0.0/8","::1/128"]. */
  ip_ranges: string;
  /** argon2id hash of the organisation registration code; null when the school has no organisation login. */
  org_code_hash: string | null;
  created_at: number;
  updated_at: number;
}

export interface UserTable {
  id: Generated<number>;
  school_id: number | null;
  /** Mainland mobile number; null for a school's organisation account. */
  phone_number: string | null;
  password_hash: string | null;
  nickname: string;
  avatar: string | null;
  is_org: Flag;
  disabled: Flag;
  created_at: number;
  updated_at: number;
}

export interface SessionTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  ip: string;
  user_agent: string;
}

export interface SmsCodeTable {
  id: Generated<number>;
  /** Random id handed to the client (the spec's phoneCaptchaId). */
  captcha_id: string;
  phone_number: string;
  /** HMAC-SHA256 (hex) of the code, bound to captcha_id and phone_number; the code itself is never stored. */
  code_hash: string;
  /** Checks made so far (right or wrong); the code is dead once this reaches the limit. */
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  /** When it was used or superseded; null while live. */
  consumed_at: number | null;
}

export interface ImageCaptchaTable {
  id: Generated<number>;
  captcha_id: string;
  /** HMAC-SHA256 (hex) of the lower-cased answer, bound to captcha_id. */
  answer_hash: string;
  created_at: number;
  expires_at: number;
}

/** rate-limiter-flexible's counter table (RateLimiterPostgres / RateLimiterSQLite layout). */
export interface RateLimitTable {
  key: string;
  points: number;
  /** Epoch ms when the window ends; null = never. */
  expire: number | null;
}

export interface Database {
  schools: SchoolTable;
  users: UserTable;
  sessions: SessionTable;
  sms_codes: SmsCodeTable;
  image_captchas: ImageCaptchaTable;
  rate_limits: RateLimitTable;
}

export type School = Selectable<SchoolTable>;
export type NewSchool = Insertable<SchoolTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Session = Selectable<SessionTable>;
