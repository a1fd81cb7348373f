import { LinkifiedText } from './LinkifiedText.tsx';

/** A message box in one of the three variants of spec section 8; errors are announced to screen readers. */
export function Banner({ variant, text }: { variant: 'error' | 'warning' | 'success'; text: string }) {
  if (!text) return null;
  return (
    <div className="aw-banner" data-variant={variant} role={variant === 'error' ? 'alert' : 'status'}>
      <span>
        <LinkifiedText text={text} />
      </span>
    </div>
  );
}
