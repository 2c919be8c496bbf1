// The rules of a notice across the top of an element (banner.css), adopted by the banners as they show.
import { viewCssRef } from './viewCss';
import bannerCss from './banner.css?inline';

export const withBannerCss = viewCssRef(bannerCss);
