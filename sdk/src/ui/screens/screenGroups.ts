import { lazy, type JSXElementConstructor, type ReactNode } from 'react';
import { AuthError } from '../../client/core/AuthError.ts';
import { clientMessages } from '../../client/core/messages.ts';
import { freshImport } from '../../client/core/freshImport.ts';
import { loadOnce } from '../../client/core/loadOnce.ts';
import { withScreenStrings } from '../strings/catalogue.ts';
import { afterPaintWhenIdle } from '../afterPaint.ts';
import { addStyles } from '../theme/installStyles.ts';
import type { ScreenComponent } from './groupScreens.ts';

/*
 * Every screen but Main loads when it is first needed, one chunk per screen group, so the first load carries only
 * Main. A group brings its CSS (and the base rules only later screens use), and the texts of all screens after Main
 * come in one chunk with the first group.
 */
const loaders = {
  otp: () => import('./otp/index.ts'),
  email: () => import('./email/index.ts'),
  passwords: () => import('./passwords/index.ts'),
  crypto: () => import('./crypto/index.ts'),
  passkeys: () => import('./passkeys/index.ts'),
  oneTap: () => import('./oneTap/index.ts'),
};

/** A lazily loaded group of screens. */
export type ScreenGroup = keyof typeof loaders;

type GroupModule<G extends ScreenGroup> = Awaited<ReturnType<(typeof loaders)[G]>>;

const ready = new Map<ScreenGroup, unknown>();

/** A group's load: its chunk (fetched again after a failure, in every engine), its CSS and the screens' texts. */
function groupLoad<G extends ScreenGroup>(group: G): () => Promise<GroupModule<G>> {
  const importGroup = freshImport(loaders[group] as () => Promise<GroupModule<G>>);
  return loadOnce(() =>
    withScreenStrings(importGroup()).then((module) => {
      for (const css of module.sharedCss) addStyles(css);
      addStyles(module.css);
      ready.set(group, module);
      return module;
    }),
  );
}

/** Each group's load, made on first use. */
const loads: Partial<Record<ScreenGroup, () => Promise<unknown>>> = {};

/**
 * Loads a group with its CSS and the screens' texts, once; a failed load is forgotten, so the next call tries again.
 */
export function loadGroup<G extends ScreenGroup>(group: G): Promise<GroupModule<G>> {
  return (loads[group] ??= groupLoad(group))() as Promise<GroupModule<G>>;
}

/** A group's module when it has loaded already, so its screens can render at once, without a fallback. */
export function loadedGroup<G extends ScreenGroup>(group: G): GroupModule<G> | undefined {
  return ready.get(group) as GroupModule<G> | undefined;
}

/** What to load ahead of need: screen groups, and other preloads to run. */
export interface NextLoads {
  groups: ScreenGroup[];
  preloads: (() => void)[];
}

/**
 * Loads groups ahead of need (the ones Main can lead to with its config) and runs the other preloads Main asks for
 * (`nextLoads`, which `pick` loads: it is a chunk of its own, since nothing needs it before), after Main has painted
 * and the browser is idle, so they neither delay the first screen nor compete with its requests; failures wait for
 * the moment the code is needed, which loads it again.
 */
export function prefetchGroups(pick: () => Promise<NextLoads>): void {
  afterPaintWhenIdle(() => {
    pick().then(
      ({ groups, preloads }) => {
        for (const group of groups) loadGroup(group).catch(() => {});
        for (const preload of preloads) preload();
      },
      () => {},
    );
  });
}

/**
 * A component of a group (`pick` takes it from the group's module), to render inside Suspense: the component itself
 * when the group has loaded (no fallback), else one that loads it. When the load fails (offline, a stale deploy),
 * it renders `failed` with a network AuthError instead; a new call tries the load again.
 */
export function groupComponent<G extends ScreenGroup, P>(
  group: G,
  pick: (module: GroupModule<G>) => ScreenComponent<P>,
  failed: (error: AuthError, props: P) => ReactNode,
): JSXElementConstructor<P> {
  const loaded = loadedGroup(group);
  if (loaded) return pick(loaded);
  return lazy(() =>
    loadGroup(group).then(
      (module) => ({ default: pick(module) }),
      (cause: unknown) => {
        const error = new AuthError('network_error', clientMessages.networkError, { cause });
        return { default: (props: P): ReactNode => failed(error, props) };
      },
    ),
  );
}
