import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaceCheckDialog, type FaceCheckOutcome } from './face-check-dialog';

// Two shared cores: give the camera promise and the renders time, without asserting any duration.
configure({ asyncUtilTimeout: 5000 });

const stop = vi.fn();
// happy-dom's own MediaStream (a <video> accepts nothing else), with a track we can watch stop.
const fakeStream = Object.assign(new MediaStream(), { getTracks: () => [{ stop }] as unknown as MediaStreamTrack[] });
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  // happy-dom has no canvas drawing: stand in for the 2D context and the JPEG encoder.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback: BlobCallback, type?: string) {
    callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: type ?? 'image/png' }));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  getUserMedia.mockReset();
  stop.mockReset();
});

/** The camera's first picture reaches the preview (happy-dom's <video> never plays by itself). */
async function pictureArrives(): Promise<void> {
  const video = await waitFor(() => {
    const found = document.querySelector('video');
    if (!found) throw new Error('no preview yet');
    return found;
  });
  await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
  fireEvent(video, new Event('loadeddata'));
}

describe('FaceCheckDialog', () => {
  it('keeps the photo button off until the camera shows a picture (a blank frame would count as a failure)', async () => {
    getUserMedia.mockResolvedValue(fakeStream);
    render(<FaceCheckDialog open onCapture={vi.fn()} onClose={vi.fn()} />);
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Take photo and verify' }).hasAttribute('disabled')).toBe(true);
    await pictureArrives();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo and verify' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('opens the front camera, sends one JPEG frame and shows the failures left', async () => {
    getUserMedia.mockResolvedValue(fakeStream);
    const onCapture = vi
      .fn<(frame: Blob) => Promise<FaceCheckOutcome>>()
      .mockResolvedValue({ ok: false, reason: 'not_same_person', failures: 1, limit: 3, submitted: false });
    render(<FaceCheckDialog open onCapture={onCapture} onClose={vi.fn()} />);
    // The button waits for the camera's first picture: click once it is there.
    await pictureArrives();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo and verify' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take photo and verify' }));
    expect(await screen.findByText('Not the same person.')).toBeTruthy();
    expect(screen.getByText('Attempts left: 2 of 3. After that the paper is handed in automatically.')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: false, video: expect.objectContaining({ facingMode: 'user' }) }),
    );
    expect(onCapture).toHaveBeenCalledTimes(1);
    expect(onCapture.mock.calls[0]![0].type).toBe('image/jpeg');

    onCapture.mockResolvedValueOnce({ ok: true, failures: 1, limit: 3, submitted: false });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Face verified.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('says the paper was handed in when the failures pass the limit', async () => {
    getUserMedia.mockResolvedValue(fakeStream);
    const onClose = vi.fn();
    render(
      <FaceCheckDialog
        open
        onCapture={async () => ({ ok: false, reason: 'not_live', failures: 3, limit: 3, submitted: true })}
        onClose={onClose}
      />,
    );
    // The button waits for the camera's first picture: click once it is there.
    await pictureArrives();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo and verify' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take photo and verify' }));
    expect(await screen.findByText('Too many failed face checks: your paper has been handed in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells the learner to use another browser or the app when the camera cannot open, and can try again', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError')).mockResolvedValueOnce(fakeStream);
    render(<FaceCheckDialog open onCapture={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByText('The camera cannot be opened.')).toBeTruthy();
    expect(screen.getByText('Allow camera access, or use another browser or the app to take this exam.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try the camera again' }));
    await pictureArrives();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo and verify' }).hasAttribute('disabled')).toBe(false),
    );
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('stops the camera when it closes', async () => {
    getUserMedia.mockResolvedValue(fakeStream);
    const { rerender } = render(<FaceCheckDialog open onCapture={vi.fn()} onClose={vi.fn()} />);
    await screen.findByRole('button', { name: 'Take photo and verify' });
    await pictureArrives();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo and verify' }).hasAttribute('disabled')).toBe(false),
    );
    rerender(<FaceCheckDialog open={false} onCapture={vi.fn()} onClose={vi.fn()} />);
    expect(stop).toHaveBeenCalled();
  });
});
