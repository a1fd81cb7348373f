// Runs a binary of the CLI from its TypeScript sources. Used only in a checkout of the kit, where `npm install` links
// the binaries before anything is built: the kit's packages resolve to their sources (the `source` export
// condition, as in the repository's tests and scripts) and tsx compiles them on the fly.
import { register } from 'node:module';

/** Imports `src/bin/<name>.ts`, which runs the command line. */
export async function runFromSource(name) {
  let tsx;
  try {
    tsx = await import('tsx/esm/api');
  } catch {
    process.stderr.write(`${name}: this copy of the CLI is not built; run \`npm run build -w create-auth-widget\` first.\n`);
    process.exit(1);
  }
  register(
    'data:text/javascript,' +
      encodeURIComponent(
        'export async function resolve(specifier, context, next) {' +
          ' return next(specifier, { ...context, conditions: [...new Set(["source", ...context.conditions])] }); }',
      ),
  );
  tsx.register();
  await import(new URL(`../src/bin/${name}.ts`, import.meta.url).href);
}
