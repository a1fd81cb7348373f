import { ELEMENT_SPECS, EVENT_SPECS } from './elementSpecs.ts';

/** The module of the published package that defines and exports the elements. */
const MODULE = 'dist/elements.js';

/**
 * The Custom Elements Manifest (schema 2.1.0) of the elements, from their one description (`elementSpecs.ts`):
 * what editors, linters and framework plugins read for tags, attributes, properties and events. It is written to
 * `custom-elements.json` by `npm run manifest -w @auth-widget/sdk`, and a test checks the shipped file is current.
 */
export function customElementsManifest() {
  const declarations = ELEMENT_SPECS.map((spec) => ({
    kind: 'class',
    name: spec.className,
    description: spec.description,
    tagName: spec.tag,
    customElement: true,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: spec.inputs.flatMap((input) =>
      input.attribute
        ? [{ name: input.attribute, type: { text: input.kind === 'json' ? `string (JSON of ${input.type})` : input.type }, description: input.description, fieldName: input.property }]
        : [],
    ),
    members: spec.inputs.map((input) => ({
      kind: 'field',
      name: input.property,
      type: { text: `${input.type} | undefined` },
      description: input.description,
      ...(input.attribute ? { attribute: input.attribute } : {}),
    })),
    events: EVENT_SPECS.map((event) => ({ name: event.name, type: { text: `CustomEvent<${event.type}>` }, description: event.description })),
  }));
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations,
        exports: [
          ...ELEMENT_SPECS.map((spec) => ({ kind: 'js', name: spec.className, declaration: { name: spec.className, module: MODULE } })),
          ...ELEMENT_SPECS.map((spec) => ({ kind: 'custom-element-definition', name: spec.tag, declaration: { name: spec.className, module: MODULE } })),
        ],
      },
    ],
  };
}

/** The manifest as `custom-elements.json` holds it. */
export function customElementsManifestJson(): string {
  return `${JSON.stringify(customElementsManifest(), null, 2)}\n`;
}
