// <sport-app>: registration through the guarded define, with the attributes of props.ts.
import { App, APP_CSS, APP_NAMESPACES } from '../../src/features/app/App';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import { PROPS } from './props';

defineOnce('sport-app', createSportElement('sport-app', App, PROPS, APP_CSS, { namespaces: APP_NAMESPACES }));
