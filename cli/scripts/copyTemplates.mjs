// Before packing, the templates are copied into the package (the scaffolder looks for `templates/` inside its own
// package first, then beside it in a checkout); after packing the copy is removed again. `copyTemplates.mjs <folder>`
// copies them into another folder instead: the scaffolder's staged copy of the package (src/create/vendorPackages.ts).
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const argument = process.argv[2];
const target = argument && argument !== 'remove' ? resolve(argument) : fileURLToPath(new URL('../templates', import.meta.url));
await rm(target, { recursive: true, force: true });
if (argument !== 'remove') {
  await cp(fileURLToPath(new URL('../../templates', import.meta.url)), target, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.next|vendor)([\\/]|$)/.test(source),
  });
}
