import type { AuthClient } from '../client/createAuthClient.ts';
import type { AuthClientOptions } from '../client/core/types.ts';
import type { WidgetConfig, WidgetStyles } from '../ui/config.ts';
import type { StringsOverride } from '../ui/strings/index.ts';
import type { ElementSpec, InputSpec, ResetPasswordElementInputs } from './elementSpecs.ts';
import type { ElementView, renderElement } from './renderElement.ts';

/** The values an element holds, by property; an attribute's JSON that did not parse is kept as its error. */
type Inputs = { [K in keyof ResetPasswordElementInputs]?: ResetPasswordElementInputs[K] };

/** On a server (an SSR import) there is no HTMLElement: the classes still load, and `defineElements` does nothing. */
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

/** The widget's code: loaded when an element first connects, so defining the elements costs about 2 KB (gzip). */
let renderer: Promise<{ renderElement: typeof renderElement }> | undefined;

/**
 * The base of the three elements: reads their inputs from attributes (JSON for the object ones) and properties,
 * renders the widget into itself once connected (again after each change, batched in a microtask, as the React
 * components re-render), dispatches each callback as a DOM event, and unmounts when removed.
 */
export abstract class AuthWidgetElement extends Base {
  declare publicToken: string | undefined;
  declare client: AuthClient | undefined;
  declare clientOptions: AuthClientOptions | undefined;
  declare config: WidgetConfig | undefined;
  declare styles: WidgetStyles | undefined;
  declare strings: StringsOverride | undefined;
  declare locale: string | undefined;

  /** The element's description: its tag, its widget and its inputs. */
  static spec: ElementSpec;

  static get observedAttributes(): string[] {
    return this.spec.inputs.flatMap((input) => (input.attribute ? [input.attribute] : []));
  }

  /** Gives the class a property per input of `spec` (a subclass's static block calls it). */
  protected static defineInputs(spec: ElementSpec): void {
    this.spec = spec;
    for (const input of spec.inputs) {
      if (input.builtIn) continue;
      Object.defineProperty(this.prototype, input.property, {
        configurable: true,
        enumerable: true,
        get(this: AuthWidgetElement) {
          return this.inputs[input.property];
        },
        set(this: AuthWidgetElement, value: unknown) {
          // A JSON input set as a string is read as its attribute is: Vue and React 19 set a template's static
          // value (`config='{"products":["otp"]}'`) on the property when the element has one.
          if (input.kind === 'json' && typeof value === 'string') this.readJson(input, value);
          else this.setInput(input, value, undefined);
        },
      });
    }
  }

  private inputs: Inputs = {};
  /** Attributes whose JSON did not parse: attribute → the parser's message. */
  private invalid = new Map<string, string>();
  private view: ElementView | undefined;
  private scheduled = false;
  /** Counts renders, so that a render still waiting for the widget's code gives way to a later one. */
  private renders = 0;

  constructor() {
    super();
    // A framework may set properties before the element's script defined it: they sit on the instance, over the
    // class's accessors, until moved onto them.
    for (const input of this.spec().inputs) {
      if (input.builtIn || !Object.hasOwn(this, input.property)) continue;
      const value = (this as unknown as Inputs)[input.property];
      delete (this as unknown as Inputs)[input.property];
      this.setInput(input, value, undefined);
    }
  }

  private spec(): ElementSpec {
    return (this.constructor as typeof AuthWidgetElement).spec;
  }

  connectedCallback(): void {
    this.schedule();
  }

  disconnectedCallback(): void {
    // Unmounted in a microtask: an element moved in the page (removed and inserted at once) keeps its widget.
    this.schedule();
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const input = this.spec().inputs.find((candidate) => candidate.attribute === name);
    if (!input) return;
    if (input.builtIn) {
      this.schedule();
      return;
    }
    if (value === null || input.kind !== 'json') {
      this.setInput(input, value ?? undefined, undefined);
      return;
    }
    this.readJson(input, value);
  }

  private readJson(input: InputSpec, text: string): void {
    try {
      this.setInput(input, JSON.parse(text), undefined);
    } catch (error) {
      this.setInput(input, undefined, error instanceof Error ? error.message : String(error));
    }
  }

  private setInput(input: InputSpec, value: unknown, parseError: string | undefined): void {
    (this.inputs as Record<string, unknown>)[input.property] = value;
    if (input.attribute) {
      if (parseError === undefined) this.invalid.delete(input.attribute);
      else this.invalid.set(input.attribute, parseError);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      void this.render();
    });
  }

  private async render(): Promise<void> {
    const render = ++this.renders;
    if (!this.isConnected) {
      this.view?.unmount();
      this.view = undefined;
      return;
    }
    renderer ??= import('./renderElement.ts');
    const { renderElement } = await renderer;
    if (render !== this.renders || !this.isConnected) return;
    this.view = renderElement({ element: this, spec: this.spec(), inputs: { ...this.inputs, nonce: this.nonce || this.getAttribute('nonce') || undefined }, invalid: new Map(this.invalid), view: this.view });
  }
}
