import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Theme (light or dark as the system is set, until the person picks one), modals, toasts and server-data cache around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {/* A payroll week runs Sunday to Saturday, so every calendar starts on Sunday. */}
        <DatesProvider settings={{ firstDayOfWeek: 0 }}>
          <ModalsProvider>
            {/* Spec part 1 §9: at most 1 toast at a time, shown for 5000 ms, at most 420 px wide; top centre keeps dialog buttons and close icons clear. */}
            <Notifications limit={1} autoClose={5000} containerWidth={420} position="top-center" />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
