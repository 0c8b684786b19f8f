import { Tabs } from '@mantine/core';
import { IconChartLine, IconCoin, IconPhotoSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PhotoPanel } from './photo-panel';
import { ProfitPanel } from './profit-panel';
import { ProgressPanel } from './progress-panel';

/** The AI Analysis tab of the project detail dialog (spec part 1 §2.11). */
export function AiAnalysisTabs({ projectId }: { projectId: number }) {
  const [tab, setTab] = useState<string | null>('progress');
  return (
    <Tabs value={tab} onChange={setTab} variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="progress" leftSection={<IconChartLine size={16} />}>
          Progress Analysis
        </Tabs.Tab>
        <Tabs.Tab value="profit" leftSection={<IconCoin size={16} />}>
          Profit Analysis
        </Tabs.Tab>
        <Tabs.Tab value="photos" leftSection={<IconPhotoSearch size={16} />}>
          Photo Analysis
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="progress">
        <ProgressPanel projectId={projectId} onOpenPhotos={() => setTab('photos')} />
      </Tabs.Panel>
      <Tabs.Panel value="profit">
        <ProfitPanel projectId={projectId} />
      </Tabs.Panel>
      <Tabs.Panel value="photos">
        <PhotoPanel projectId={projectId} />
      </Tabs.Panel>
    </Tabs>
  );
}
