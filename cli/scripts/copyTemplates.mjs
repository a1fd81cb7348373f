// Before packing, the templates are copied into the package (the scaffolder looks for `templates/` inside its own
// package first, then beside it in a checkout); after packing the copy is removed again.
import { cp, rm } from 'node:fs/promises';

const target = new URL('../templates', import.meta.url);
if (process.argv[2] === 'remove') {
  await rm(target, { recursive: true, force: true });
} else {
  await rm(target, { recursive: true, force: true });
  await cp(new URL('../../templates', import.meta.url), target, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.next|vendor)([\\/]|$)/.test(source),
  });
}
