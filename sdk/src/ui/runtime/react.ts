/**
 * `react` as the standalone builds see it (`scripts/standaloneRuntime.ts` points the import here): the part of React's
 * API the widget calls, over Preact and its hooks, and no more. A React API the widget starts to use must be added
 * here; `scripts/standaloneRuntime.test.ts` fails until it is.
 */
export { Component, createContext, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
// React runs these before the layout effects; the widget's (rules added to its stylesheet) need only come before paint.
export { useLayoutEffect as useInsertionEffect } from 'preact/hooks';
export { lazy } from './lazy.ts';
export { Suspense } from './Suspense.ts';
export { useSyncExternalStore } from './useSyncExternalStore.ts';
