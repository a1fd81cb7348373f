/**
 * Server entry: `@auth-widget/sdk/ui/server`. Renders a widget's first screen to HTML on any server or at build time,
 * for the mount functions of `@auth-widget/sdk/ui` to take over in the browser. No browser global is read here; React
 * and React DOM must be installed (the mount entry bundles its own runtime, this one renders with the host's).
 */
export { renderLoginHtml, renderResetPasswordHtml, renderPasskeyRegistrationHtml, type RenderHtmlOptions } from './ui/server/renderWidgetHtml.tsx';
export { prepareFirstScreen, type PrepareFirstScreenOptions } from './ui/prepareFirstScreen.ts';
export {
  renderLoginElementHtml,
  renderResetPasswordElementHtml,
  renderPasskeyRegistrationElementHtml,
  type RenderElementHtmlOptions,
} from './elements/server/renderElementHtml.ts';
