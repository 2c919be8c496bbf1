// The rules of the chat's on-demand parts (emoji picker, show-order and moderation dialogs): they arrive with those
// parts' chunks and are adopted as each opens, not with the room.
import { viewCssRef } from '../../ui/viewCss';
import css from './chatTools.css?inline';

/** A ref callback adopting the chat tools' rules into the shadow root of the element it is set on. */
export const adoptChatToolsCss = viewCssRef(css);
