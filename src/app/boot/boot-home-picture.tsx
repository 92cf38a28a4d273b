import { PageLoading } from '../../components/page-loading';

/**
 * The load gate's loading screen when boot.js painted the last visit's home (boot-home.ts): the
 * same nodes stay on screen, moved into this holder in the commit that clears #root, so no frame
 * shows anything else; the spinner's status text is still there for screen readers, out of sight.
 */
export function BootHomePicture({ picture }: { picture: HTMLElement }) {
  return (
    <>
      <div
        className="lp-boot-picture"
        ref={(holder) => {
          if (holder && picture.parentNode !== holder) holder.appendChild(picture);
        }}
      />
      <div className="lp-boot-status-only">
        <PageLoading fullScreen />
      </div>
    </>
  );
}
