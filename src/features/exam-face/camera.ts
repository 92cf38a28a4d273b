/** The camera pieces of the face check, apart from React so they can be tested and reused. */

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;
export const FRAME_QUALITY = 0.85;

/** Open the front camera (no audio). Rejects when there is no camera API, no camera or no permission. */
export async function openCamera(): Promise<MediaStream> {
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!media?.getUserMedia) throw new Error('camera API unavailable');
  return media.getUserMedia({
    video: { facingMode: 'user', width: { ideal: FRAME_WIDTH }, height: { ideal: FRAME_HEIGHT } },
    audio: false,
  });
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Resolves once the video shows a picture. A stream that has just opened has none yet: a frame
 * taken then is blank, and a blank frame would count against the learner as a failed check.
 */
export function whenVideoHasFrames(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= 2) return Promise.resolve();
  return new Promise((resolve) => video.addEventListener('loadeddata', () => resolve(), { once: true }));
}

/** Draw the video's current picture on a canvas and encode it as a JPEG blob. */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || FRAME_WIDTH;
  canvas.height = video.videoHeight || FRAME_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', FRAME_QUALITY));
  if (!blob) throw new Error('could not encode the frame');
  return blob;
}
