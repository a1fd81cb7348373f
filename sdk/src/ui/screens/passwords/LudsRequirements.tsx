import { useWidget } from '../../kernel.ts';

/** The provider's defaults when bootstrap carries no `password_config`: 8 characters, 3 character classes. */
export const DEFAULT_LUDS = { luds_minimum_count: 8, luds_complexity: 3 } as const;

/** One requirement line, marked met or unmet with an icon and words for screen readers. */
function Requirement({ met, text }: { met: boolean; text: string }) {
  const { t } = useWidget();
  return (
    <li className="aw-luds-line" data-met={met}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {met ? (
          <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
        ) : (
          <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        )}
      </svg>
      <span className="aw-sr-only">{met ? t('password.requirementMet') : t('password.requirementUnmet')}</span>
      <span>{text}</span>
    </li>
  );
}

export interface LudsRequirementsProps {
  /** `feedback.luds_requirements.missing_characters` of the strength check. */
  missingCharacters: number;
  /** `feedback.luds_requirements.missing_complexity` of the strength check. */
  missingComplexity: number;
  breached: boolean;
}

/**
 * The LUDS policy's feedback: the length and character-class lines with their counts from the
 * project's `password_config`, each marked met or unmet, and the breached-password message.
 */
export function LudsRequirements({ missingCharacters, missingComplexity, breached }: LudsRequirementsProps) {
  const { t, bootstrap } = useWidget();
  const config = bootstrap?.password_config ?? DEFAULT_LUDS;
  return (
    <div className="aw-luds">
      <ul className="aw-luds-lines">
        <Requirement met={missingCharacters <= 0} text={t('password.ludsLength', { count: config.luds_minimum_count })} />
        <Requirement met={missingComplexity <= 0} text={t('password.ludsComplexity', { count: config.luds_complexity })} />
      </ul>
      {breached ? <p className="aw-strength-breached">{t('password.breached')}</p> : null}
    </div>
  );
}
