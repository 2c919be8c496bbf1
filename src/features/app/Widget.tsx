// Renders one of our custom elements inside sport-app's shadow root, loading its code first.
import { createElement, useEffect } from 'react';
import { loadTag } from '../../runtime/loadTag';

interface WidgetProps {
  tag: string;
  /** Attributes (kebab-case); undefined ones are left out. */
  attributes?: Record<string, string | undefined>;
}

/** A nested element, e.g. <sport-match-list>, with the given attributes. */
export function Widget({ tag, attributes = {} }: WidgetProps) {
  useEffect(() => loadTag(tag), [tag]);
  const defined = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined));
  return createElement(tag, { ...defined, class: 'app-widget' });
}
