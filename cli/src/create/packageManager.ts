/** The package managers a site can be installed with, detected from the one that ran the scaffolder. */
export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

/** Reads `npm_config_user_agent` ("pnpm/9.1.0 npm/? node/v20…"); npm when unknown. */
export function detectPackageManager(userAgent = process.env.npm_config_user_agent ?? ''): PackageManager {
  const name = userAgent.split(' ')[0]?.split('/')[0];
  return name === 'pnpm' || name === 'yarn' || name === 'bun' ? name : 'npm';
}

/** The command that runs a package script, in that manager's syntax. */
export function runScript(pm: PackageManager, script: string): string {
  return pm === 'npm' || pm === 'bun' ? `${pm} run ${script}` : `${pm} ${script}`;
}
