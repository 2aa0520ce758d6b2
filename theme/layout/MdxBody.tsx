import { MDXProvider } from '@mdx-js/react';
import { Content } from '@rspress/core/runtime';
import { getCustomMDXComponent } from '@rspress/core/theme-original';
import { useMemo } from 'react';

/**
 * A page body rendered by React: the route's MDX with the theme's components for its elements (code
 * blocks, callouts, links). A first load never renders it (the body is the server's markup), so it and
 * the components it uses load with the route table, before the first navigation needs them.
 */
export default function MdxBody({ withComponents }: { withComponents: boolean }) {
  const components = useMemo(() => (withComponents ? getCustomMDXComponent() : undefined), [withComponents]);
  const content = <Content />;
  return components ? <MDXProvider components={components}>{content}</MDXProvider> : content;
}
