import { BREACHED_PASSWORD_WARNING, type BaseResponse, type LudsRequirements, type PasswordStrengthCheckResponse } from '@auth-widget/sdk/protocol';
import zxcvbn from 'zxcvbn';
import { ApiError } from '../errors.ts';
import type { ProjectConfig } from '../project.ts';
import { isBreachedPassword } from './breachedPasswords.ts';

/** Longest password accepted; longer input is refused before any hashing or scoring. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * zxcvbn's cost grows with the square of the length (about 100 ms for 256 characters, blocking the server), so a
 * longer password is rated on this many leading characters; at that length the prefix alone is far past score 3
 * unless it is a repetition, which the rating then rightly catches.
 */
const SCORED_PREFIX_LENGTH = 100;

/** zxcvbn score from which a password is accepted: "safely unguessable" (fewer than 10^10 guesses is below). */
const MIN_ZXCVBN_SCORE = 3;

/**
 * The body of `/passwords/strength_check`: the sdk's answer
 * without the fields the server adds to every answer, narrowed to what the emulator always sends. Extending the
 * sdk's type makes the compiler hold the two together.
 */
export interface PasswordStrength extends Omit<PasswordStrengthCheckResponse, keyof BaseResponse> {
  strength_policy: ProjectConfig['password_strength_policy'];
  breach_detection_on_create: true;
  feedback: { suggestions: string[]; warning: string; luds_requirements: LudsRequirements };
}

/** Counts LUDS classes (lower, upper, digit, symbol) against the project's `password_config`. */
export function ludsRequirements(password: string, config: ProjectConfig['password_config']): LudsRequirements {
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_digit = /\p{Nd}/u.test(password);
  // Anything that is neither a letter nor a digit counts as a symbol, spaces included.
  const has_symbol = /[^\p{L}\p{Nd}]/u.test(password);
  const present = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  const length = [...password].length;
  return {
    has_lower_case,
    has_upper_case,
    has_digit,
    has_symbol,
    missing_complexity: Math.max(0, config.luds_complexity - present),
    missing_characters: Math.max(0, config.luds_minimum_count - length),
  };
}

/** Words of the email that a password should not be built from, fed to zxcvbn as user inputs. */
function userInputsOf(email: string | undefined): string[] {
  if (!email) return [];
  const local = email.slice(0, email.lastIndexOf('@'));
  return [email, local, ...local.split(/[^A-Za-z0-9]+/).filter((part) => part.length >= 3)];
}

/** Refuses a password longer than `MAX_PASSWORD_LENGTH` with 400 `invalid_password`. */
export function requirePasswordLength(password: string): void {
  if ([...password].length > MAX_PASSWORD_LENGTH) {
    throw new ApiError(400, 'invalid_password', `password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
}

/**
 * Rates a password under the project's policy. zxcvbn: valid from score 3, with the email as a user input so a
 * password made of the address is rated low. LUDS: valid when the length and class counts of `password_config`
 * are met. Either way a password on the breach list is never valid.
 */
export function checkPasswordStrength(
  password: string,
  project: Pick<ProjectConfig, 'password_strength_policy' | 'password_config'>,
  email?: string,
): PasswordStrength {
  const rated = zxcvbn(password.slice(0, SCORED_PREFIX_LENGTH), userInputsOf(email));
  const breached = isBreachedPassword(password);
  const luds = ludsRequirements(password, project.password_config);
  const policy = project.password_strength_policy;
  const meetsPolicy =
    policy === 'zxcvbn'
      ? rated.score >= MIN_ZXCVBN_SCORE
      : luds.missing_complexity === 0 && luds.missing_characters === 0;
  // Under LUDS the widget shows its own requirement lines, so zxcvbn's advice would only contradict them.
  const feedback =
    policy === 'zxcvbn'
      ? { warning: rated.feedback.warning, suggestions: rated.feedback.suggestions }
      : { warning: '', suggestions: [] };
  if (breached && feedback.warning === '') {
    feedback.warning = BREACHED_PASSWORD_WARNING;
  }
  return {
    valid_password: meetsPolicy && !breached,
    score: rated.score,
    breached_password: breached,
    strength_policy: policy,
    breach_detection_on_create: true,
    feedback: { ...feedback, luds_requirements: luds },
  };
}

/** The refusal for a password that fails the check: breached first (the more useful reason), then weak. */
export function requireStrongPassword(
  password: string,
  project: Pick<ProjectConfig, 'password_strength_policy' | 'password_config'>,
  email?: string,
): void {
  requirePasswordLength(password);
  const strength = checkPasswordStrength(password, project, email);
  if (strength.valid_password) return;
  if (strength.breached_password) {
    throw new ApiError(
      400,
      'breached_password',
      'This password may have been used on a different site that experienced a security issue. ' +
        'Please choose another password.',
    );
  }
  throw new ApiError(400, 'weak_password', weaknessMessage(strength, project.password_config));
}

/** Why a password was refused, in words an end user can act on. */
function weaknessMessage(strength: PasswordStrength, config: ProjectConfig['password_config']): string {
  if (strength.strength_policy === 'luds') {
    return (
      `Password does not meet the requirements: it must be at least ${config.luds_minimum_count} characters long ` +
      `and contain ${config.luds_complexity} of the following: uppercase letter, lowercase letter, number, symbol.`
    );
  }
  const advice = [strength.feedback.warning, ...strength.feedback.suggestions].filter((s) => s !== '').join(' ');
  const rating = `Password is too weak (score ${strength.score} of 4, at least ${MIN_ZXCVBN_SCORE} needed).`;
  return advice ? `${rating} ${advice}` : rating;
}
