import { Banner } from './Banner.tsx';
import { Button } from './Button.tsx';

/**
 * The screen shown in place of one that cannot be shown: an error text (announced) and the one way on. A screen
 * whose code failed to load (`ScreenLoadError`) and one that failed to render (`ScreenSwitch`'s error boundary)
 * both show it.
 */
export function ScreenError({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="aw-screen">
      <Banner variant="error" text={text} />
      <Button onClick={onAction}>{action}</Button>
    </div>
  );
}
