import type { PasswordStrengthCheckResponse } from '../../../protocol/types.ts';
import { strengthWarningCode } from '../../../protocol/strengthWarnings.ts';
import { useWidget } from '../../kernel.ts';
import { LudsRequirements } from './LudsRequirements.tsx';
import { StrengthBar } from './StrengthBar.tsx';

/** A zxcvbn warning in the catalogue's words; a text zxcvbn does not send (a provider's own) as it came. */
function warningText(warning: string, t: ReturnType<typeof useWidget>['t']): string {
  const code = strengthWarningCode(warning);
  return code ? t(`passwordWarning.${code}`) : warning;
}

/**
 * The strength feedback under a new password, by the answer's `strength_policy`: zxcvbn gets the
 * bar and the warning (zxcvbn's fixed English texts read as codes, in the visitor's language), LUDS the requirement lines and the breached message, `none` nothing. It is a polite live
 * region so screen-reader users hear the verdict change as they type; busy while a check is pending.
 */
export function StrengthFeedback({ result, checking = false }: { result: PasswordStrengthCheckResponse | null; checking?: boolean }) {
  const { t } = useWidget();
  let body = null;
  if (result?.strength_policy === 'zxcvbn') {
    body = (
      <>
        <StrengthBar score={result.score} valid={result.valid_password} />
        {result.feedback.warning ? <p className="aw-strength-warning">{warningText(result.feedback.warning, t)}</p> : null}
      </>
    );
  } else if (result?.strength_policy === 'luds') {
    const luds = result.feedback.luds_requirements;
    // Without the details, the verdict is all there is: every line is as met as the password is valid.
    const unknown = result.valid_password ? 0 : 1;
    body = (
      <LudsRequirements
        missingCharacters={luds?.missing_characters ?? unknown}
        missingComplexity={luds?.missing_complexity ?? unknown}
        breached={result.breached_password}
      />
    );
  }
  return (
    <div className="aw-strength" aria-live="polite" aria-busy={checking || undefined}>
      {body}
    </div>
  );
}
