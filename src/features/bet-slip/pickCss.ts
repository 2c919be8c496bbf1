// The rules of the slip's parts that load on demand (picks and stakes, settings, rules and reserve dialogs).
import { viewCssRef } from '../../ui/viewCss';
import picksCss from './picks.css?inline';

/** A ref for the root of each of those parts: the rules join the slip's shadow root as the first one attaches. */
export const withPickCss = viewCssRef(picksCss);
