// The entry of a consumer built from a page's rspack.config.ts. The page prints the configuration but
// not the application, so this is ours: the async boundary the quick start teaches, then bootstrap.
import('./bootstrap');
