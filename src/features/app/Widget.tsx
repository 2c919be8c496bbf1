// Renders one of our custom elements inside sport-app's shadow root, and has the loader watch that root so the
// element's code arrives.
import { createElement, useEffect, useRef } from 'react';
import { discoverTags } from '../../runtime/discoverTags';

interface WidgetProps {
  tag: string;
  /** Attributes (kebab-case); undefined ones are left out. */
  attributes?: Record<string, string | undefined>;
}

/** A nested element, e.g. <sport-match-list>, with the given attributes. */
export function Widget({ tag, attributes = {} }: WidgetProps) {
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    if (element.current) discoverTags(element.current.getRootNode());
  }, [tag]);
  const defined = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined));
  return createElement(tag, { ...defined, class: 'app-widget', ref: element });
}
