// What the shell harness (harness.tsx) offers the spec on `window.tutorial`: one function per flow
// of the runtime page, each running the page's own sample files and returning what it observed.

export interface AddedElement {
  tag: string;
  rel: string;
  as: string;
  url: string;
}

export interface TutorialFlows {
  /** The instance behind the top-level functions, or null. */
  currentInstance(): string | null;
  /** widget-federation.ts: createInstance, then loadWidget('Clock'). */
  createInstance(): Promise<{ name: string; listed: boolean; current: string | null; widget: string }>;
  /** federation.ts: init. */
  init(): Promise<{ current: string | null; remotes: string[]; shared: string[] }>;
  /** describe-federation.ts: getInstance with and without a finder. */
  describe(): Promise<string>;
  /** preload.ts: preloadCheckout(). */
  preload(): Promise<void>;
  /** RemoteButton.tsx: renders it into #remote-button. */
  renderRemoteButton(): Promise<void>;
  /** remote-factory.ts: prepareTheme(), then calls the factory and applies a theme. */
  loadFactory(): Promise<{ factoryType: string; ranBeforeCall: boolean; ranAfterCall: boolean; theme: string | undefined }>;
  /**
   * The hooks page's claim about before/afterExecuteFactory: a plugin records them while `id` is loaded
   * with `loadFactory: false`, then with the default (true). Each entry: hook name and the call's option.
   */
  executeFactoryHooks(id: string): Promise<Array<{ hook: string; loadFactory: boolean }>>;
  /** shared-react.ts: getSharedReact(), compared with the shell's own React. */
  loadShare(): Promise<{ version: string | undefined; sameAsShell: boolean; shellVersion: string }>;
  /** register.ts: switchProviderVersion(version), rendering the default export into #switched. */
  registerRemotes(version: string): Promise<{ defaultType: string }>;
  /** fallback-plugin.tsx: a loadRemote without the plugin, then with it (registerPlugins), rendering RemoteButton. */
  fallback(id: string): Promise<{ withoutPlugin: string; withPlugin: { type: string; defaultType: string } }>;
  /** bootstrap-remotes.ts of the retry plugin page: init with RetryPlugin, then loadProductList(). */
  retry(): Promise<{ text: string }>;
  /** A loadRemote with no plugin, through an instance of its own: the control of the retry flow. */
  loadWithoutPlugins(remote: { name: string; entry: string }, id: string): Promise<string>;
  /** A loadRemote through an instance of its own (named after the remote); what it rejects with, as `name: message`. */
  loadError(remote: { name: string; entry: string }, id: string): Promise<string>;
  /** Modules of the producers that ran, in order. */
  evaluated(): string[];
  /** <link> and <script> elements added to the document since the harness started. */
  added(): AddedElement[];
}

declare global {
  interface Window {
    tutorial: TutorialFlows;
  }
}
