import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCamera, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { hasDialogAbove } from '../cost-tracking/dialog-on-top';
import { CAMERA_MESSAGES, cameraErrorMessage } from './camera-errors';
import { CAMERA_Z_INDEX } from './photo-api';

/** Rear camera, ideally 1920x1080 (spec part 1 §2.11). */
const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};
const JPEG_QUALITY = 0.8;

type CameraCaptureDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The taken picture as a JPEG file. */
  onCapture: (file: File) => void;
};

/** Draws the current video frame on a canvas and encodes it as JPEG at quality 0.8. */
function grabFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || canvas.width === 0) return Promise.resolve(null);
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** Take Photo: a live rear-camera preview, Capture, then Use Photo or Retake. The stream stops when it closes. */
export function CameraCaptureDialog({ opened, onClose, onCapture }: CameraCaptureDialogProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  const rootRef = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [shot, setShot] = useState<{ blob: Blob; preview: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The preview has a frame to capture (a stream can arrive well before its first frame on a busy phone).
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry bumps attempt to restart the camera
  useEffect(() => {
    if (!opened || shot) return;
    let cancelled = false;
    let live: MediaStream | null = null;
    setError(null);
    setStarting(true);
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no mediaDevices'), { name: 'NotSupportedError' });
      const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      if (cancelled) {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      live = stream;
      setStream(stream);
    })()
      .catch((e: unknown) => {
        if (!cancelled) setError(cameraErrorMessage(e));
      })
      .finally(() => {
        if (!cancelled) setStarting(false);
      });
    return () => {
      cancelled = true;
      for (const t of live?.getTracks() ?? []) t.stop();
      setStream(null);
    };
  }, [opened, shot, attempt]);

  // The video element mounts with the dialog's content, possibly after the stream arrived.
  useEffect(() => {
    setReady(false);
    if (!video || !stream) return;
    const hasFrame = () => setReady(video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0);
    video.addEventListener('loadeddata', hasFrame);
    video.addEventListener('resize', hasFrame);
    video.srcObject = stream;
    video.play().catch(() => setError(CAMERA_MESSAGES.failedToStart));
    hasFrame();
    return () => {
      video.removeEventListener('loadeddata', hasFrame);
      video.removeEventListener('resize', hasFrame);
    };
  }, [video, stream]);

  // Forget the last picture when the dialog closes.
  useEffect(() => {
    if (!opened) setShot(null);
  }, [opened]);
  useEffect(() => () => void (shot && URL.revokeObjectURL(shot.preview)), [shot]);

  const capture = async () => {
    const blob = video ? await grabFrame(video) : null;
    if (!blob) {
      setError(CAMERA_MESSAGES.failedToStart);
      return;
    }
    setShot({ blob, preview: URL.createObjectURL(blob) });
  };

  const acceptPhoto = () => {
    if (!shot) return;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    onCapture(new File([shot.blob], `camera-${stamp}.jpg`, { type: 'image/jpeg' }));
    onClose();
  };

  return (
    <Modal
      ref={rootRef}
      opened={opened}
      onClose={() => !hasDialogAbove(rootRef.current) && onClose()}
      title="Take Photo"
      size="lg"
      fullScreen={isMobile}
      zIndex={CAMERA_Z_INDEX}
    >
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Camera unavailable">
            {error}
          </Alert>
        ) : shot ? (
          <Image src={shot.preview} alt="Captured photo" radius="sm" />
        ) : (
          <div style={{ position: 'relative', background: 'black', borderRadius: 4, minHeight: 200 }}>
            <video
              ref={setVideo}
              playsInline
              muted
              aria-label="Camera preview"
              style={{ width: '100%', display: 'block', borderRadius: 4 }}
            />
            {(starting || (stream && !ready)) && (
              <Center style={{ position: 'absolute', inset: 0 }}>
                <Stack align="center" gap={4}>
                  <Loader color="white" />
                  <Text c="white" size="sm">
                    Starting camera…
                  </Text>
                </Stack>
              </Center>
            )}
          </div>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {error ? (
            <Button leftSection={<IconRefresh size={16} />} onClick={() => setAttempt((n) => n + 1)}>
              Try Again
            </Button>
          ) : shot ? (
            <>
              <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => setShot(null)}>
                Retake
              </Button>
              <Button onClick={acceptPhoto}>Use Photo</Button>
            </>
          ) : (
            <Button leftSection={<IconCamera size={16} />} onClick={capture} disabled={starting || !stream || !ready}>
              Capture
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
