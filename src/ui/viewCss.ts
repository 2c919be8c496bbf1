// The rules of a view that loads on demand (results, anchors, toasts) arrive with the view, not with the element's
// first download: the view's root element adopts them into its shadow root as it attaches, before the first paint.
import { sheetOf } from './sheets';

/** A ref callback (create it once per module) that adds `css` to the shadow root of the element it is set on. */
export function viewCssRef(css: string): (element: Element | null) => void {
  return (element) => {
    const root = element?.getRootNode();
    const sheet = sheetOf(css);
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  };
}
