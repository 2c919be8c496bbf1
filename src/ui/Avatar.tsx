// A host's photo (spec §3 hostPhotoId, fetched through §7 file/get/{file}); their initial in a circle while it
// has none or when the file fails, never a broken image.
import { useState } from 'react';
import { liveApi } from '../state/page/liveApi';
import avatarCss from './avatar.css?inline';
import { viewCssRef } from './viewCss';

const withAvatarCss = viewCssRef(avatarCss);

/** A 32 px round photo beside a name (decorative: the name is always written next to it). */
export function Avatar({ photoId, name }: { photoId?: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (photoId && !failed) {
    return (
      <img
        ref={withAvatarCss}
        className="sport-avatar"
        src={liveApi().fileUrl(photoId)}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span ref={withAvatarCss} className="sport-avatar" aria-hidden="true">
      {[...name][0]?.toUpperCase()}
    </span>
  );
}
