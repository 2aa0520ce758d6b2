import { CodeBlock } from '../../theme/components/CodeBlock';
import { packageManagerCommands, type PackageManagerCommand } from '../lib/package-managers';
import { useUiStrings } from '../../theme/i18n';
import { Tab, Tabs } from '../Tabs';

export interface PackageManagerTabsProps {
  /** `add -D typescript`, `run build`, or one line per tool: `{ npm: '...', pnpm: '...' }`. */
  command: PackageManagerCommand;
}

/**
 * The same command for npm, yarn, pnpm and bun, in tabs that share one group across the site, so a
 * reader who picks pnpm once sees pnpm everywhere.
 */
export function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  const t = useUiStrings();
  return (
    <Tabs groupId="package-manager" ariaLabel={t.packageManagerLabel}>
      {packageManagerCommands(command).map(({ manager, line }) => (
        <Tab key={manager} label={manager}>
          <CodeBlock lang="bash">
            <pre className="shiki">
              <code>
                <span className="line">{line}</span>
              </code>
            </pre>
          </CodeBlock>
        </Tab>
      ))}
    </Tabs>
  );
}
