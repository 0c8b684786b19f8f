import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompletionAnalysis } from '../../../domain/completion-analysis';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { CompletionAnalysisView } from './completion-analysis-view';
import type { EngineInfo } from './use-lifecycle-mutations';

/**
 * Opens the completion analysis dialog (spec part 1 §2.17, §4). It lives in the app's modal manager, not in
 * the card that started the completion: a completed project leaves the Projects list, and its card with it.
 */
export function openCompletionAnalysis(analysis: CompletionAnalysis, engine?: EngineInfo | null): void {
  const isPhone = typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches;
  const id = modals.open({
    title: `Completion Analysis: ${analysis.projectName}`,
    size: 'xl',
    fullScreen: isPhone,
    transitionProps: { transition: isPhone ? 'slide-up' : 'pop', duration: 150 },
    children: (
      <>
        <CompletionAnalysisView analysis={analysis} engine={engine} />
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => modals.close(id)}>Close</Button>
        </Group>
      </>
    ),
  });
}
