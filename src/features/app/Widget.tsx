// Renders one of our custom elements inside sport-app's shadow root, has the loader watch that root so the
// element's code arrives, and exports its CSS parts to the page under the element's name.
import { createElement, useEffect, useRef } from 'react';
import parts from 'virtual:nested-parts';
import { discoverTags } from '../../runtime/discoverTags';

interface WidgetProps {
  tag: string;
  /** Attributes (kebab-case); undefined ones are left out. */
  attributes?: Record<string, string | undefined>;
}

/** The nested element's parts, renamed for the page: `odds` of <sport-match-list> is `match-list-odds`. */
const exportParts = (tag: string) =>
  (parts[tag] ?? []).map((part) => `${part}: ${tag.replace(/^sport-/, '')}-${part}`).join(', ');

/** A nested element, e.g. <sport-match-list>, with the given attributes. */
export function Widget({ tag, attributes = {} }: WidgetProps) {
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    if (element.current) discoverTags(element.current.getRootNode());
  }, [tag]);
  const defined = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined));
  return createElement(tag, { ...defined, exportparts: exportParts(tag), class: 'app-widget', ref: element });
}
