/** The install commands shown by <PackageManagerTabs>, one per package manager. */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export type PackageManagerCommand = string | Partial<Record<PackageManager, string>>;

/**
 * The command line of each package manager. A string is written in the `add` form that yarn, pnpm
 * and bun share (`add -D typescript`); npm gets `install` instead of `add`. Any other string
 * (`run build`) is prefixed with each tool's name as is. An object gives each tool's line verbatim.
 */
export function packageManagerCommands(command: PackageManagerCommand): { manager: PackageManager; line: string }[] {
  if (typeof command !== 'string') {
    return PACKAGE_MANAGERS.filter((manager) => command[manager]).map((manager) => ({ manager, line: command[manager]! }));
  }
  const trimmed = command.trim();
  const add = /^(?:add|install|i)(?:\s+(.*))?$/.exec(trimmed);
  return PACKAGE_MANAGERS.map((manager) => {
    if (!add) return { manager, line: `${manager} ${trimmed}` };
    const rest = add[1] ? ` ${add[1]}` : '';
    // With no package named, each tool installs the lockfile: `npm install`, `yarn install`, ...
    if (!rest) return { manager, line: `${manager} install` };
    return { manager, line: `${manager} ${manager === 'npm' ? 'install' : 'add'}${rest}` };
  });
}
