import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { coverAspectRatio } from '@forma/contract/programs/programs.schemas';
import type { CropArea, EditableCoverType } from '../../api/covers';
import { coverTexts as t, coverTypeTexts } from '../../programs.messages';
import { CropError, cropToJpeg, roundArea } from './crop-image';
import type { CropSource } from './crop-source';

export type CroppedCover = { crop: CropArea; image: Blob };

type Props = {
  coverType: EditableCoverType;
  /** The image being cropped; null keeps the view closed. */
  source: CropSource | null;
  saving: boolean;
  /** A failed save's message, shown above the buttons. */
  error: string | null;
  onBack: () => void;
  onCancel: () => void;
  onUploadNew: () => void;
  onSave: (cover: CroppedCover) => void;
};

/**
 * The crop view of 'Edit cover media' (spec 2.3): the aspect ratio is the cover type's
 * width/height (spec 5), the result a JPEG the server cuts into the cover sizes (spec 9).
 */
export function CoverCropModal({ coverType, source, ...props }: Props) {
  const narrow = useMediaQuery('(max-width: 797.98px)');
  return (
    <Modal
      opened={source !== null}
      onClose={props.onCancel}
      title={`${t.heading}: ${coverTypeTexts[coverType].title}`}
      size="lg"
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      {source && (
        // A new source starts a new crop (position, zoom and the area it reports).
        <CropView key={source.src} coverType={coverType} source={source} {...props} />
      )}
    </Modal>
  );
}

function CropView({
  coverType,
  source,
  saving,
  error,
  onBack,
  onCancel,
  onUploadNew,
  onSave,
}: Props & { source: CropSource }) {
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(source.crop);
  const [cutting, setCutting] = useState(false);
  const [cropError, setCropError] = useState<string | null>(null);

  const save = async () => {
    if (!area) return;
    setCropError(null);
    setCutting(true);
    try {
      const crop = roundArea(area);
      onSave({ crop, image: await cropToJpeg(source.src, crop, coverType) });
    } catch (failure) {
      const small = failure instanceof CropError && failure.reason === 'small';
      setCropError(small ? t.cropTooSmall : t.imageFailed);
    } finally {
      setCutting(false);
    }
  };

  const message = cropError ?? error;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {coverTypeTexts[coverType].hint}
      </Text>
      <Box pos="relative" h={{ base: 260, sm: 360 }} bg="dark.7" style={{ borderRadius: 8 }}>
        <Cropper
          image={source.src}
          crop={position}
          zoom={zoom}
          aspect={coverAspectRatio(coverType)}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          initialCroppedAreaPixels={source.crop ?? undefined}
          onMediaLoaded={() => setCropError(null)}
          mediaProps={{ crossOrigin: 'anonymous', onError: () => setCropError(t.imageFailed) }}
        />
      </Box>
      <Slider
        aria-label={t.zoom}
        thumbLabel={t.zoom}
        label={null}
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        onChange={setZoom}
      />
      {message && <Alert color="red">{message}</Alert>}
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button variant="subtle" onClick={onBack} disabled={saving}>
            {t.back}
          </Button>
          <Button variant="default" onClick={onUploadNew} disabled={saving}>
            {t.uploadNewCover}
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saving || cutting} disabled={!area}>
            {t.saveCrop}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
