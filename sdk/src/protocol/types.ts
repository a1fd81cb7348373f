/**
 * The wire's entities: the objects the provider sends and the answers the client reads,
 * shared with the provider emulator so that a field the client reads cannot go missing from what the emulator keeps
 * and sends. Types only.
 */

export interface User {
  user_id: string;
  created_at: string;
  status: string;
  name: { first_name: string; middle_name: string; last_name: string };
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  webauthn_registrations: WebauthnRegistration[];
  totps: UserTotp[];
  providers: UserOAuthProvider[];
  crypto_wallets: UserCryptoWallet[];
  biometric_registrations: { biometric_registration_id: string; verified: boolean }[];
  untrusted_metadata: Record<string, unknown>;
  trusted_metadata: Record<string, unknown>;
  password: { password_id: string; requires_reset: boolean } | null;
  /**
   * The user's role ids: the provider's default role (`DEFAULT_USER_ROLE`) first, then those assigned to the user.
   * The provider's newer SDKs read it; a user stored by an older client may lack it until the next answer.
   */
  roles: string[];
}

// The factors of a user are named (rather than inline in `User`) so the provider emulator's store can build its
// records on them.

/** An email address of a user. */
export interface UserEmail {
  email_id: string;
  email: string;
  verified: boolean;
}

/** A phone number of a user, in E.164. */
export interface UserPhoneNumber {
  phone_id: string;
  phone_number: string;
  verified: boolean;
}

export interface WebauthnRegistration {
  webauthn_registration_id: string;
  name: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
}

/** A TOTP authenticator of a user. */
export interface UserTotp {
  totp_id: string;
  verified: boolean;
}

/** An OAuth provider account linked to a user. */
export interface UserOAuthProvider {
  oauth_user_registration_id: string;
  provider_type: string;
  provider_subject: string;
}

/** A crypto wallet of a user. */
export interface UserCryptoWallet {
  crypto_wallet_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  verified: boolean;
}

/** The session object, as the provider's authenticate and session answers carry it. */
export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: Record<string, unknown>[];
  attributes?: Record<string, unknown>;
  custom_claims?: Record<string, unknown>;
  /**
   * The session's role ids, which the provider's newer SDKs read. A consumer user's roles are all assigned to the user
   * (none comes from how the session signed in, as some do for a B2B member session), so they are the user's.
   */
  roles: string[];
}

/** Every answer carries these. */
export interface BaseResponse {
  request_id: string;
  status_code: number;
}

/** The answer of every call that signs a user in. */
export interface AuthenticateResponse extends BaseResponse {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
  intermediate_session_token?: string;
}

/** The session tokens as cookies hold them. */
export interface SessionTokens {
  session_token: string;
  session_jwt: string;
}

/** Bootstrap configuration read from the provider. */
export interface BootstrapData {
  disable_sdk_watermark: boolean;
  captcha_settings: { enabled: boolean; siteKey?: string };
  cname_domain: string | null;
  email_domains: string[];
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  slug_pattern: string;
  create_organization_enabled: boolean;
  password_config: { luds_complexity: number; luds_minimum_count: number } | null;
  dfp_protected_auth_enabled: boolean;
  dfp_protected_auth_mode: 'DECISIONING' | 'OBSERVATION';
  /** The project's roles and resources; the provider's newer SDKs read it as an object, older answers send null. */
  rbac_policy: RbacPolicy | null;
  /** The project's name and vertical, which the provider's newer SDKs read; absent from older answers. */
  project_name?: string;
  vertical?: string;
}

/** The project's role-based access policy as bootstrap carries it (its content is the project's own). */
export interface RbacPolicy {
  roles: { role_id: string; description?: string; permissions?: { resource_id: string; actions: string[] }[] }[];
  resources: { resource_id: string; description?: string; actions?: string[] }[];
  [key: string]: unknown;
}

/** A telemetry event. */
export interface TelemetryEvent {
  name: string;
  details?: Record<string, unknown>;
}

/**
 * The LUDS part of a strength check's feedback: which character classes are present and what is still missing.
 */
export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  missing_complexity: number;
  missing_characters: number;
}

/** The password strength check answer. */
export interface PasswordStrengthCheckResponse extends BaseResponse {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'zxcvbn' | 'luds' | 'none';
  breach_detection_on_create?: boolean;
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements?: LudsRequirements;
  };
}
