import { Center, Loader } from '@mantine/core';

/** Centered spinner shown while a screen's code is loading. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label="Loading page">
      <Loader />
    </Center>
  );
}
