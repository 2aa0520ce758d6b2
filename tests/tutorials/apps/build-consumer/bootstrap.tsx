// Renders the remote module catalog/ProductList as a reader's application would: a compiled
// `import()` (the bundler asks the runtime with `from: 'build'`) inside React.lazy and Suspense; and,
// at the same time, loads it with the runtime's loadRemote (`from: 'runtime'`). The results go to
// the document, for the spec to read.
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';

const ProductList = lazy(() =>
  import('catalog/ProductList').then((mod) => {
    document.body.dataset.buildImport = `default export: ${typeof mod.default}`;
    return mod;
  }),
);

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

loadRemote<{ default?: unknown }>('catalog/ProductList').then(
  (mod) => {
    document.body.dataset.runtimeLoad = `${typeof mod} with ${typeof mod?.default} default`;
  },
  (error: Error) => {
    document.body.dataset.runtimeLoad = `rejected: ${error.message.split('\n')[0]}`;
  },
);

function Rendered() {
  useEffect(() => {
    document.body.dataset.remoteRendered = 'yes';
  }, []);
  return null;
}

createRoot(document.getElementById('app')!).render(
  <Boundary>
    <Suspense fallback={<p>Loading…</p>}>
      <section aria-label="catalog/ProductList">
        <ProductList />
      </section>
      <Rendered />
    </Suspense>
  </Boundary>,
);
