// <sport-live-room>: attributes declared once here; registration through the guarded define.
import { LIVE_ROOM_CSS, LIVE_ROOM_NAMESPACES, LiveRoom } from '../../src/features/live-room/LiveRoom';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { liveRoomId: 'string', hostId: 'string' } as const;

defineOnce(
  'sport-live-room',
  createSportElement('sport-live-room', LiveRoom, PROPS, LIVE_ROOM_CSS, { namespaces: LIVE_ROOM_NAMESPACES }),
);
