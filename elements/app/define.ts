// <sport-app>: attributes declared once here; registration through the guarded define.
import { App, APP_CSS, APP_NAMESPACES } from '../../src/features/app/App';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { basePath: 'string', routing: 'string' } as const;

defineOnce('sport-app', createSportElement('sport-app', App, PROPS, APP_CSS, { namespaces: APP_NAMESPACES }));
