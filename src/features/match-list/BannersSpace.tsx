/** The home banners' place (a picture and its controls' row) while their code and list load, so the list below does not
    move down when they arrive (issue 29 item 8); match-list.css draws it. */
export const BannersSpace = () => <div className="sport-banners-space" aria-hidden="true" />;
