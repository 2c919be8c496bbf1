// A gift's icon when the server gives none (the gift list and the gift burst both show one).
export const GIFT_ICON = '🎁';
