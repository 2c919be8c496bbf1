// A room's stage (VideoArea) rendered in a shadow root of its own, for the stage's component tests; the calling file
// mocks the API (state/page/liveApi) first.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { VideoArea } from '../../../../src/features/live-room/VideoArea';
import { emptyRoom, liveRooms } from '../../../../src/state/live/rooms';

/** Mounts the stage of a fresh room LR1; `find` looks inside its shadow root. */
export function mountStage() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host.attachShadow({ mode: 'open' }));
  liveRooms().byId.LR1 = emptyRoom('LR1');
  flushSync(() => root.render(<VideoArea room={liveRooms().byId.LR1} />));
  return {
    room: liveRooms().byId.LR1,
    find: <E extends Element = HTMLElement>(selector: string) => host.shadowRoot!.querySelector<E>(selector),
    unmount: () => flushSync(() => root.unmount()),
  };
}
