import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { CostTrackingPanel } from '../cost-tracking/cost-tracking-panel';
import { TeamAssignmentCard } from '../team/team-assignment-card';
import { WorkRecordsPanel } from '../work-records/work-records-panel';

type ProjectEditTabsProps = {
  projectId: number;
  /** The project form, shown on the Details tab. */
  details: ReactNode;
};

/**
 * The Edit Project dialog in three tabs (spec part 1 §2.6): Details (the form, its Update button kept in reach),
 * Team & Work (Team Assignment, Daily Work Records) and Costs (Cost Tracking). Tabs keep a phone's scroll short;
 * hidden tabs keep their state, so unsaved form edits survive a look at the costs, and load on first view.
 */
export function ProjectEditTabs({ projectId, details }: ProjectEditTabsProps) {
  return (
    <Tabs defaultValue="details" keepMounted>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="team">Team &amp; Work</Tabs.Tab>
        <Tabs.Tab value="costs">Costs</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{details}</Tabs.Panel>
      <Tabs.Panel value="team">
        <Stack gap="md">
          <TeamAssignmentCard projectId={projectId} />
          <WorkRecordsPanel projectId={projectId} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="costs">
        <CostTrackingPanel projectId={projectId} />
      </Tabs.Panel>
    </Tabs>
  );
}
