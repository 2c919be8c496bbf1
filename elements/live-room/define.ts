// <sport-live-room>: attributes declared once here; registration through the guarded define.
import { LiveRoom, LIVE_ROOM_NAMESPACES } from '../../src/features/live-room/LiveRoom';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import css from '../../src/features/live-room/live-room.css?inline';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { liveRoomId: 'string', hostId: 'string' } as const;

defineOnce('sport-live-room', createSportElement('sport-live-room', LiveRoom, PROPS, css, { namespaces: LIVE_ROOM_NAMESPACES }));
