import { useState } from 'react';
import {
  Alert,
  AspectRatio,
  Button,
  Center,
  Group,
  Image,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { coverAspectRatio, type Cover } from '@forma/contract/programs/programs.schemas';
import { showAlert } from '../../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { MediaLibraryModal } from '../../../media';
import { useRemoveCover, useSaveCover, type EditableCoverType } from '../../api/covers';
import { CoverCropModal, type CroppedCover } from './cover-crop-modal';
import { coverTexts as t, coverTypeTexts } from '../../programs.messages';
import { COVER_MEDIA_TYPES, cropImageOf, editSourceOf, type CropSource } from './crop-source';

type Step =
  | { kind: 'idle' }
  | { kind: 'library'; uploadOnly: boolean }
  | { kind: 'crop'; source: CropSource; fromLibrary: boolean };

const IDLE: Step = { kind: 'idle' };

/** One cover type of 'Edit cover media' (spec 2.3): title, description, hint, preview, controls. */
export function CoverSlot({
  planId,
  coverType,
  cover,
}: {
  planId: number;
  coverType: EditableCoverType;
  cover: Cover | null;
}) {
  const texts = coverTypeTexts[coverType];
  const [step, setStep] = useState<Step>(IDLE);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveCover(planId);
  const remove = useRemoveCover(planId);
  const editSource = cover ? editSourceOf(cover) : null;

  const openLibrary = (uploadOnly: boolean) => {
    setNotice(null);
    save.reset();
    setStep({ kind: 'library', uploadOnly });
  };
  const chosen = ([item]: MediaItem[]) => {
    if (!item) return;
    const src = cropImageOf(item);
    if (!src) {
      setNotice(t.videoNotReady);
      setStep(IDLE);
      return;
    }
    setStep({ kind: 'crop', source: { src, media: item, crop: null }, fromLibrary: true });
  };
  // The library calls onSubmit and then onClose: a crop opened by the choice stays open.
  const libraryClosed = () => setStep((current) => (current.kind === 'library' ? IDLE : current));

  const saveCrop = (source: CropSource, { crop, image }: CroppedCover) =>
    save.mutate(
      { coverType, mediaId: source.media?.id ?? null, crop, image },
      { onSuccess: () => setStep(IDLE) },
    );
  const removeCover = () =>
    remove.mutate(coverType, {
      onSuccess: () => showAlert('info', t.removed),
      onError: (failure) => showAlert('error', serverErrorMessage(failure)),
    });

  const crop = step.kind === 'crop' ? step : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={texts.title}>
      <Stack gap="sm">
        <div>
          <Text fw={600}>{texts.title}</Text>
          <Text size="sm" c="dimmed">
            {texts.description}
          </Text>
          <Text size="xs" c="dimmed">
            {texts.hint}
          </Text>
        </div>
        <AspectRatio
          ratio={coverAspectRatio(coverType)}
          maw={coverType === 'table_view' ? 200 : 360}
        >
          {cover ? (
            <Image src={cover.normal} alt={t.preview(texts.title)} radius="sm" fit="cover" />
          ) : (
            <Center bg="gray.1" style={{ borderRadius: 4 }}>
              <Stack gap={4} align="center">
                <IconPhoto size={28} color="var(--mantine-color-gray-5)" />
                <Text size="xs" c="dimmed">
                  {t.noCover}
                </Text>
              </Stack>
            </Center>
          )}
        </AspectRatio>
        {cover?.media?.type === 'video' && (
          <Text size="xs" c="dimmed">
            {t.videoCover}
          </Text>
        )}
        {notice && (
          <Alert color="orange" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={() => openLibrary(false)}>
            {t.upload}
          </Button>
          {cover && (
            <>
              <Button
                size="xs"
                variant="default"
                disabled={!editSource}
                onClick={() =>
                  editSource && setStep({ kind: 'crop', source: editSource, fromLibrary: false })
                }
              >
                {t.edit}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={removeCover}
              >
                {t.remove}
              </Button>
            </>
          )}
        </Group>
      </Stack>

      <MediaLibraryModal
        opened={step.kind === 'library'}
        uploadOnly={step.kind === 'library' && step.uploadOnly}
        allowedTypes={COVER_MEDIA_TYPES}
        onSubmit={chosen}
        onClose={libraryClosed}
      />
      <CoverCropModal
        coverType={coverType}
        source={crop?.source ?? null}
        saving={save.isPending}
        error={save.isError ? serverErrorMessage(save.error) : null}
        onBack={() => (crop?.fromLibrary ? openLibrary(false) : setStep(IDLE))}
        onCancel={() => setStep(IDLE)}
        onUploadNew={() => openLibrary(true)}
        onSave={(result) => crop && saveCrop(crop.source, result)}
      />
    </Paper>
  );
}
