import { Group, Rating, Text } from '@mantine/core';

/** The customer's stars and "4/5", or "Not rated" when the rating was skipped (never shown as 5 stars). */
export function CustomerRating({ rating }: { rating: number | null }) {
  if (rating === null)
    return (
      <Text size="xs" c="dimmed">
        Not rated
      </Text>
    );
  return (
    <Group gap="xs" role="img" aria-label={`Customer rating ${rating} of 5`}>
      <Rating value={rating} readOnly size="sm" aria-hidden />
      <Text size="xs" c="dimmed">
        {rating}/5
      </Text>
    </Group>
  );
}
