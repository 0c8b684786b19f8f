import { AspectRatio, Badge, Box, Center, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { PHOTO_CATEGORY_LABELS, type Photo, type PhotoCategory } from '../../../domain/photos';

export const CATEGORY_COLORS: Record<PhotoCategory, string> = {
  before: 'blue',
  progress: 'yellow',
  after: 'teal',
  issue: 'red',
  completed: 'green',
};

/** A category's label and colour, tolerating a category outside the list. */
export function categoryStyle(category: string): { label: string; color: string } {
  const c = category as PhotoCategory;
  return { label: PHOTO_CATEGORY_LABELS[c] ?? category, color: CATEGORY_COLORS[c] ?? 'gray' };
}

/** What is shown instead of an image the browser or the server cannot preview (e.g. HEIC). */
export function NoPreview({ name, compact }: { name: string; compact?: boolean }) {
  const ext = name.includes('.') ? name.split('.').pop()?.toUpperCase() : 'IMAGE';
  return (
    <Center h="100%" bg="var(--mantine-color-default-hover)">
      <Stack align="center" gap={2}>
        <IconPhoto size={compact ? 20 : 32} color="var(--mantine-color-gray-6)" aria-hidden />
        {!compact && (
          <Text size="xs" c="dimmed" ta="center">
            {ext} · no preview
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/** A square tile: the photo's thumbnail (or a placeholder) with its category badge. */
export function PhotoThumb({ photo, showCategory = true }: { photo: Photo; showCategory?: boolean }) {
  const { label, color } = categoryStyle(photo.category);
  return (
    <AspectRatio ratio={1}>
      <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
        {photo.thumbnailUrl ? (
          <Image src={photo.thumbnailUrl} alt={photo.caption || photo.originalName} h="100%" w="100%" fit="cover" loading="lazy" />
        ) : (
          <NoPreview name={photo.originalName} />
        )}
        {showCategory && (
          <Badge color={color} variant="filled" size="xs" pos="absolute" top={6} left={6}>
            {label}
          </Badge>
        )}
      </Box>
    </AspectRatio>
  );
}
