/** The search hooks module used when the site configures none: every hook is optional. */
export {};
