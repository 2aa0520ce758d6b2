import explainerCss from './explainers.pcss?raw';

/**
 * The explainers' stylesheet (plain CSS), shipped inside their lazy chunk. As a `.css` import it would
 * join the one stylesheet Rspress gives every page, and even as `?raw` text a `.css` file is pulled into
 * the site-wide "styles" chunk (that cache group matches the file extension), hence the `.pcss` name.
 * Rendered through React 19's hoisted `<style href precedence>`, it reaches the head only on pages that
 * show an explainer, and only once.
 */
export function ExplainerStyles() {
  return (
    <style href="mf-explainers" precedence="mf-explainers">
      {explainerCss}
    </style>
  );
}
