// Places held for the home screen's parts above the list while their code and data load, so the rows below do not move
// down when they arrive (issue 29 item 8: a bettor, or a restored scroll, would land on other rows); match-list.css
// draws them.

/** The home banners' place: a picture and its controls' row. */
export const BannersSpace = () => <div className="sport-banners-space" aria-hidden="true" />;

/** The hot strip's place: one row of chips. */
export const HotSpace = () => <div className="sport-hot-space" aria-hidden="true" />;
