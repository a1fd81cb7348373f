import type { ReactNode } from 'react';
import type { Screen } from '../state/screens.ts';

/** A function component taking props `P`. */
export type ScreenComponent<P> = (props: P) => ReactNode;

/**
 * What a lazily loaded group exports as `screens`: its screens, by the name the screen atom holds. It lives apart
 * from the loader (`screenGroups.ts`) because the loader imports every group: a group that took this type from the
 * loader would import it back.
 */
export type GroupScreens = Partial<Record<Screen, ScreenComponent<object>>>;
