/**
 * `/`: the login widget with a preset picker, a locale picker (`?locale=de`) and live JSON editors for its config and styles. Every edit mounts
 * the widget again; invalid JSON (or a config the widget refuses) shows an error and keeps the last good widget.
 */
import './demo.css';
import { installDevWallet } from './shared/devWallet.ts';
import { LOCALES } from '@auth-widget/sdk/locales';
import { mountLogin, type WidgetConfig, type WidgetStyles } from '@auth-widget/sdk/ui';
import { demoClient } from './shared/client.ts';
import { describe } from './shared/describe.ts';
import { createEventLog } from './shared/eventLog.ts';
import { renderLayout } from './shared/layout.ts';
import { DEFAULT_STYLES, isPresetName, PRESET_NAMES, presetConfig, type PresetName } from './shared/presets.ts';

/** How long the editors wait after the last keystroke before mounting again. */
const EDIT_DEBOUNCE_MS = 400;

// Before anything renders, so the widget finds the wallet like it would find an extension's.
const wallet = installDevWallet();
const client = demoClient();
renderLayout(client, wallet);

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const picker = byId<HTMLSelectElement>('preset');
const localePicker = byId<HTMLSelectElement>('locale');
const configEditor = byId<HTMLTextAreaElement>('config');
const stylesEditor = byId<HTMLTextAreaElement>('styles');
const editorError = byId<HTMLParagraphElement>('editor-error');
const widgetPanel = byId<HTMLElement>('widget').parentElement!;
const log = createEventLog(byId('event-log'));

byId('clear-log').addEventListener('click', () => byId('event-log').replaceChildren());

for (const name of PRESET_NAMES) picker.append(new Option(name, name));
// Each locale named in its own language, so a visitor finds theirs; empty is the widget's default.
localePicker.append(new Option('Browser default', ''));
for (const tag of LOCALES) localePicker.append(new Option(`${new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag} (${tag})`, tag));
localePicker.value = new URLSearchParams(location.search).get('locale') ?? '';

let mounted: { unmount(): void } | null = null;

function showError(message: string | null): void {
  editorError.hidden = message === null;
  editorError.textContent = message ?? '';
}

function parseObject(label: string, text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${label}: invalid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${label}: must be a JSON object`);
  return value as Record<string, unknown>;
}

/** A fresh element, so a new preset starts on Main with empty form state (and Shadow DOM can be switched). */
function freshContainer(): void {
  mounted?.unmount();
  mounted = null;
  const element = document.createElement('div');
  element.id = 'widget';
  widgetPanel.replaceChildren(element);
}

function mount(): void {
  let config: WidgetConfig;
  let styles: WidgetStyles;
  try {
    config = parseObject('Config', configEditor.value) as unknown as WidgetConfig;
    styles = parseObject('Styles', stylesEditor.value) as WidgetStyles;
  } catch (error) {
    showError((error as Error).message);
    return;
  }
  const shadowChanged = (document.getElementById('widget')?.shadowRoot !== null) !== (config.enableShadowDOM === true);
  if (shadowChanged) freshContainer();
  try {
    const locale = localePicker.value || undefined;
    mounted = mountLogin({ elementId: '#widget', client, config, styles, locale, callbacks: log.callbacks });
    showError(null);
  } catch (error) {
    showError(`The widget refused this config: ${describe(error)}`);
  }
}

function loadPreset(name: PresetName): void {
  picker.value = name;
  configEditor.value = JSON.stringify(presetConfig(name, location.origin), null, 2);
  stylesEditor.value = JSON.stringify(DEFAULT_STYLES, null, 2);
  const url = new URL(location.href);
  url.searchParams.set('preset', name);
  history.replaceState(null, '', url);
  freshContainer();
  mount();
  log.add('demo', `preset ${name}`);
}

let timer: ReturnType<typeof setTimeout> | undefined;
const onEdit = () => {
  clearTimeout(timer);
  timer = setTimeout(mount, EDIT_DEBOUNCE_MS);
};
configEditor.addEventListener('input', onEdit);
stylesEditor.addEventListener('input', onEdit);
picker.addEventListener('change', () => loadPreset(picker.value as PresetName));
localePicker.addEventListener('change', () => {
  const url = new URL(location.href);
  if (localePicker.value) url.searchParams.set('locale', localePicker.value);
  else url.searchParams.delete('locale');
  history.replaceState(null, '', url);
  mount();
  log.add('demo', `locale ${localePicker.value || 'browser default'}`);
});
byId('reset-preset').addEventListener('click', () => loadPreset(picker.value as PresetName));

const requested = new URLSearchParams(location.search).get('preset');
loadPreset(isPresetName(requested) ? requested : 'all');
if (requested !== null && !isPresetName(requested)) log.add('demo', `unknown preset "${requested}"; showing "all"`);
