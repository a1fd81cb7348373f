import {
  CLIENTSIDE_SERVICES_PATH,
  DEFAULT_LIVE_API_URL,
  EMULATOR_GSI_SCRIPT_PATH,
  GOOGLE_GSI_SCRIPT_URL,
  LIVE_CLIENTSIDE_SERVICES_URL,
} from '@auth-widget/sdk/protocol';
import { endpointUrl } from './botProtectionLoads.ts';
import type { SiteConfig } from './types.ts';
import { widgetApiUrl } from './widgetApiUrl.ts';
import { bare, folderOf, type WidgetLoad } from './widgetLoad.ts';
import { isRecord } from '../utils/isRecord.ts';

/**
 * What the widget loads for Google One Tap, by the client's rules (`oneTapUrls` in the sdk): the provider's helper
 * frame ("clientside services": `endpoints.clientsideServicesUrl`, else the provider's own for its live API, else
 * `/clientside-services/index.html` beside the API) and Google's script (`endpoints.googleGsiScriptUrl`, else
 * Google's own for a live token, the emulator's stand-in for a test token). Google's script frames and calls its own
 * folder too (Google's CSP guidance for Identity Services); the stand-in draws in the page and asks the emulator
 * beside it. Returns the loads, and a message for each endpoint that is not a URL.
 */
export function oneTapLoads(site: SiteConfig): { loads: WidgetLoad[]; invalid: string[] } {
  const endpoints: Record<string, unknown> = isRecord(site.endpoints as unknown) ? (site.endpoints as unknown as Record<string, unknown>) : {};
  const api = widgetApiUrl(site);
  if (typeof api === 'string') return { loads: [], invalid: [api] };
  const invalid: string[] = [];
  const urlOf = (field: string, fallback: string): URL | null => {
    const url = endpointUrl(field, endpoints[field] ?? fallback);
    if (typeof url !== 'string') return url;
    invalid.push(url);
    return null;
  };
  const loads: WidgetLoad[] = [];
  const frame = urlOf('clientsideServicesUrl', api.url === DEFAULT_LIVE_API_URL ? LIVE_CLIENTSIDE_SERVICES_URL : `${api.url}${CLIENTSIDE_SERVICES_PATH}`);
  if (frame) loads.push({ what: "One Tap's helper frame", request: 'frame', url: bare(frame), source: frame.origin });
  const gsi = urlOf('googleGsiScriptUrl', api.test ? `${api.url}${EMULATOR_GSI_SCRIPT_PATH}` : GOOGLE_GSI_SCRIPT_URL);
  if (gsi && api.test) {
    loads.push({ what: "the emulator's One Tap stand-in", request: 'script', url: bare(gsi), source: bare(gsi) });
    if (gsi.origin !== new URL(api.url).origin) loads.push({ what: "the One Tap stand-in's calls", request: 'connect', url: bare(new URL('./', gsi)), source: folderOf(gsi) });
  } else if (gsi) {
    const folder = new URL('./', gsi);
    loads.push(
      { what: "Google's One Tap script", request: 'script', url: bare(gsi), source: bare(gsi) },
      { what: "Google One Tap's frames", request: 'frame', url: bare(folder), source: folder.href },
      { what: "Google One Tap's calls", request: 'connect', url: bare(folder), source: folder.href },
    );
  }
  return { loads, invalid };
}
