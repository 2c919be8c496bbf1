// Banner (ssapi/bannerList/search: id, title, imgUrl, jumpUrl) -> domain Banner.
import * as v from 'valibot';
import type { Banner } from '../../domain/banners';
import { id, opt } from './common';

export const bannerSchema = v.pipe(
  v.object({ id, title: v.string(), imgUrl: v.string(), jumpUrl: opt(v.string()) }),
  v.transform((b): Banner => ({ id: b.id, title: b.title, imageUrl: b.imgUrl, link: b.jumpUrl })),
);
