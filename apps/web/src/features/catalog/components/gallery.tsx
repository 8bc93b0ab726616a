import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from '@marketplace/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { GALLERY_PHOTO_SIZES, PHOTO_HEIGHT, PHOTO_WIDTH, responsivePhoto } from '../photo';
import { AfterFirstPaint } from './after-first-paint';

/**
 * The vehicle's photos: one large photo, previous/next buttons and a strip of thumbnails (buttons). From the keyboard,
 * Tab reaches the buttons, and the arrow keys, Home and End move between photos while focus is in the gallery;
 * the position is announced politely ("Photo 3 of 12").
 * The large photo is the page's largest paint: fetched at once and first, in the size the screen needs (`srcset`), in
 * a reserved 16:10 box; the thumbnails are small variants fetched when they come near the screen (issue #43), and, in a
 * page the server rendered, once the app runs (ADR 0065).
 */
export function Gallery({ photos, name }: { photos: readonly string[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const statusId = useId();
  const count = photos.length;

  if (count === 0) {
    return (
      <div className="gallery gallery--empty">
        <p>
          <Trans>No photo of this vehicle yet.</Trans>
        </p>
      </div>
    );
  }

  const show = (next: number, focusThumb = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focusThumb) thumbs.current[wrapped]?.focus();
  };

  // On each button rather than the group: only the buttons take focus, so they are where the keys arrive.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const onThumb = event.currentTarget.dataset.thumb !== undefined;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key], onThumb);
  };

  const position = index + 1;
  const stagePhoto = responsivePhoto(photos[index]!, 960);
  const photoLabel = (n: number) => t`Show photo ${n} of ${count}`;
  return (
    <div className="gallery" role="group" aria-roledescription={t`gallery`} aria-label={t`Photos: ${name}`}>
      <div className="gallery__stage">
        <img
          className="gallery__photo"
          {...stagePhoto}
          sizes={stagePhoto.srcSet ? GALLERY_PHOTO_SIZES : undefined}
          alt={t`${name}, ${position} of ${count}`}
          loading="eager"
          fetchPriority="high"
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
        />
        {count > 1 ? (
          <>
            <button type="button" className="gallery__nav gallery__nav--previous" aria-label={t`Previous photo`} onClick={() => show(index - 1)} onKeyDown={onKeyDown}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" aria-label={t`Next photo`} onClick={() => show(index + 1)} onKeyDown={onKeyDown}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      <p id={statusId} className="gallery__status" aria-live="polite">
        <Trans>
          Photo {position} of {count}
        </Trans>
      </p>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {photos.map((photo, i) => (
            <li key={`${photo}-${i}`}>
              <button
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                data-thumb=""
                className={cx('gallery__thumb', i === index && 'gallery__thumb--current')}
                aria-label={photoLabel(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
                onKeyDown={onKeyDown}
              >
                <AfterFirstPaint placeholder={<span className="gallery__thumb-photo photo-placeholder" />}>
                  <img src={responsivePhoto(photo, 320).src} alt="" loading="lazy" width={PHOTO_WIDTH} height={PHOTO_HEIGHT} />
                </AfterFirstPaint>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
