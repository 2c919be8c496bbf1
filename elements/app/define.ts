// <sport-app>: attributes declared once here; registration through the guarded define.
import { App, APP_NAMESPACES } from '../../src/features/app/App';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import css from '../../src/features/app/app.css?inline';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { basePath: 'string', routing: 'string' } as const;

defineOnce('sport-app', createSportElement('sport-app', App, PROPS, css, { namespaces: APP_NAMESPACES }));
