import type { AuthClient } from '../../../client/createAuthClient.ts';
import { preloadApi } from '../../../client/core/lazyApi.ts';
import { loadGroup, type ScreenGroup } from '../screenGroups.ts';

/**
 * Starts, as a login form's submit begins, every load that submit waits on: the client namespace its call is in
 * (`api`), the screen group it leads to, and bootstrap (a protected call reads it before it sends; its request brings
 * the request parts). Side by side, not each when the step before it has finished (the number parsed, the namespace
 * loaded, the answer come): a submit made before the idle-time prefetch (`nextLoads`) has run, such as a press at
 * first paint that the widget makes when it takes the markup over, then waits for the slowest load, not for their
 * sum. What has loaded is not loaded again; a failure is left to the step that needs the code, which tries again.
 */
export function startSubmitLoads(client: AuthClient, api: object, group: ScreenGroup): void {
  preloadApi(api);
  loadGroup(group).catch(() => {});
  void client.getBootstrap();
}
