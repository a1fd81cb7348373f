import { LinkifiedText } from './LinkifiedText.tsx';

/** A message box in one of three variants (error, warning, success); errors are announced to screen readers. */
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
