import { useWidget } from '../../kernel.ts';

/** Number of segments of the zxcvbn strength bar. */
export const STRENGTH_SEGMENTS = 4;

/** Segments filled for a zxcvbn score: 0 or 1 fill one, 2 fill two, 3 three, 4 all four. */
export function filledSegments(score: number): number {
  return Math.min(STRENGTH_SEGMENTS, Math.max(1, Math.round(score)));
}

/** The four-segment strength bar of the zxcvbn policy, coloured by whether the password is accepted. */
export function StrengthBar({ score, valid }: { score: number; valid: boolean }) {
  const { t } = useWidget();
  const filled = filledSegments(score);
  return (
    <div
      className="aw-strength-bar"
      role="meter"
      aria-label={t('password.strengthLabel')}
      aria-valuemin={1}
      aria-valuemax={STRENGTH_SEGMENTS}
      aria-valuenow={filled}
      aria-valuetext={t('password.strengthValue', { filled, total: STRENGTH_SEGMENTS })}
      data-valid={valid}
    >
      {Array.from({ length: STRENGTH_SEGMENTS }, (_, index) => (
        <span key={index} className="aw-strength-segment" data-filled={index < filled} />
      ))}
    </div>
  );
}
