// <sport-live-room>: registration through the guarded define, with the attributes of props.ts.
import { LIVE_ROOM_CSS, LIVE_ROOM_NAMESPACES, LiveRoom } from '../../src/features/live-room/LiveRoom';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import { PROPS } from './props';

defineOnce(
  'sport-live-room',
  createSportElement('sport-live-room', LiveRoom, PROPS, LIVE_ROOM_CSS, { namespaces: LIVE_ROOM_NAMESPACES }),
);
