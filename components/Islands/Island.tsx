import type { ReactNode } from 'react';
import type { IslandName } from './registry';

/**
 * Marks a widget inside a page body as an island: on a first load the body is the server's markup and
 * is not hydrated (theme/layout/PageContent), so components/Islands mounts each island on its own root,
 * with the props written here. The props must be plain data (they travel as JSON in the HTML); the
 * children are what the widget renders from them, so the island hydrates onto the same markup.
 */
export function Island({ name, props, children }: { name: IslandName; props?: Record<string, unknown>; children: ReactNode }) {
  return (
    <div className="mf-island" data-mf-island={name} data-mf-props={props ? JSON.stringify(props) : undefined}>
      {children}
    </div>
  );
}
