// Placeholder until the analysis helper lands: the AI Analysis tab of the project detail dialog.
export function AiAnalysisTabs(_props: { projectId: number }) {
  return null;
}
